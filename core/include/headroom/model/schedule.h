#pragma once

// One training step's pipeline schedule, rank by rank over time
// (docs/model.md §7g): the forward and backward of every micro-batch on every
// stage in the order the schedule runs them (1F1B, Megatron's interleaved
// 1F1B, zero-bubble ZB-H1), the idle time between them (the bubble), the
// step's exposed communication after them, and each rank's memory. The chart
// explains the step's bubble figure: with equal stages its drawn share is
// (p − 1)/(v·m + p − 1).

#include "headroom/estimate.h"
#include "headroom/model/steptime.h"

#include <cstdint>
#include <vector>

namespace headroom {

enum class ScheduleOp : std::uint8_t { Forward, Backward, WeightGrad };

// One block: micro-batch `micro` through model chunk `chunk` of stage `rank`.
struct ScheduleBlock {
    int rank = 0;
    int micro = 0;
    int chunk = 0;
    ScheduleOp op = ScheduleOp::Forward;
    double start = 0;
    double end = 0;
    bool operator==(const ScheduleBlock&) const = default;
};

struct ScheduleData {
    PipelineSchedule schedule = PipelineSchedule::OneFOneB;
    int stages = 1;        // p
    int virtualStages = 1; // v
    int microBatches = 1;  // m as drawn
    // m in the step; more than drawn when there are too many blocks to draw
    // (the drawn share is then the drawn schedule's).
    double stepMicroBatches = 1;
    double forwardSeconds = 0;  // one micro-batch through a whole stage (t_f)
    double backwardSeconds = 0; // t_b, the weight gradients included
    double wgradSeconds = 0;    // t_W, drawn apart under zero-bubble
    std::vector<ScheduleBlock> blocks;
    double pipelineSeconds = 0; // from the first block's start to the last's end
    double bubbleShare = 0;     // idle rank-time / (p · pipelineSeconds)
    // (p − 1)/(v·m + p − 1): the formula the drawing checks (1F1B, interleaved).
    double formulaShare = 0;
    // What the step adds after the pipeline: exposed communication (stage
    // transfers, gradient reduction, parameter gathers) and the optimizer.
    double communicationSeconds = 0;
    double optimizerSeconds = 0;
    double stepSeconds = 0;
    std::vector<double> memoryPerRank; // bytes per GPU of each stage
    bool complete = true;              // false: the schedule could not be laid out
    bool operator==(const ScheduleData&) const = default;
};

// The schedule laid out from stage times alone, every stage alike: m
// micro-batches, t_f and t_b per micro-batch and stage (split into v chunks
// when interleaved); under zero-bubble the backward's t_W is its own block.
ScheduleData simulateSchedule(PipelineSchedule schedule, int stages, int virtualStages, int microBatches,
                              double forwardSeconds, double backwardSeconds, double wgradSeconds = 0);

// The scenario's step as a schedule: its slowest stage's times on every rank
// (as the step is timed), its exposed communication, every stage's memory.
// Empty blocks without a predicted step.
ScheduleData scheduleData(const ResolvedScenario& s, const Estimate& e);

// The blocks drawn at most: a schedule of more is drawn with fewer micro-batches.
inline constexpr int kMaxScheduleBlocks = 6000;

} // namespace headroom
