// The pipeline schedule chart's data (docs/model.md §7g, issue 31 item 4):
// the drawn bubble against the formula it explains.

#include "headroom/model/schedule.h"

#include "headroom/practice.h"

#include "testutil.h"

#include <algorithm>
#include <cmath>

namespace headroom {
namespace {

using test::estimated;

// Narayanan et al. 2021 §2.2: with equal stages the bubble is (p − 1)/(v·m)
// of the ideal time, i.e. (p − 1)/(v·m + p − 1) of the pipeline's time. The
// drawn schedule's idle rank-time, summed, is that share, for 1F1B (v = 1)
// and the interleaved schedule alike.
TEST(Schedule, DrawnBubbleIsTheFormula)
{
    struct Case {
        PipelineSchedule schedule;
        int p, v, m;
    };
    const Case cases[] = {
        {PipelineSchedule::OneFOneB, 4, 1, 8},     {PipelineSchedule::OneFOneB, 8, 1, 8},
        {PipelineSchedule::OneFOneB, 4, 1, 2},     {PipelineSchedule::OneFOneB, 16, 1, 64},
        {PipelineSchedule::Interleaved, 4, 2, 8},  {PipelineSchedule::Interleaved, 4, 4, 16},
        {PipelineSchedule::Interleaved, 8, 3, 32}, {PipelineSchedule::Interleaved, 2, 2, 4},
    };
    for (const Case& c : cases) {
        const ScheduleData d = simulateSchedule(c.schedule, c.p, c.v, c.m, 1.0, 2.0);
        ASSERT_TRUE(d.complete) << c.p << " " << c.v << " " << c.m;
        const double expected = (c.p - 1.0) / (c.v * c.m + c.p - 1.0);
        EXPECT_NEAR(d.bubbleShare, expected, 1e-12) << c.p << " " << c.v << " " << c.m;
        EXPECT_NEAR(d.formulaShare, expected, 1e-15);
        // Every micro-batch runs forward and backward through every chunk of every stage.
        EXPECT_EQ(d.blocks.size(), std::size_t(2 * c.p * c.v * c.m));
        // The pipeline takes (m + (p − 1)/v)·(t_f + t_b).
        EXPECT_NEAR(d.pipelineSeconds, (c.m + (c.p - 1.0) / c.v) * 3.0, 1e-9);
    }
}

// No block starts before the one it waits for ends, and no rank runs two at once.
TEST(Schedule, BlocksRespectDependencies)
{
    const ScheduleData d = simulateSchedule(PipelineSchedule::Interleaved, 4, 2, 8, 1.0, 2.0);
    std::vector<std::vector<ScheduleBlock>> perRank(4);
    for (const auto& b : d.blocks)
        perRank[std::size_t(b.rank)].push_back(b);
    for (auto& blocks : perRank) {
        std::sort(blocks.begin(), blocks.end(), [](auto& a, auto& b) { return a.start < b.start; });
        for (std::size_t i = 1; i < blocks.size(); ++i)
            EXPECT_GE(blocks[i].start, blocks[i - 1].end - 1e-12);
    }
    const auto find = [&](ScheduleOp op, int r, int mb, int c) {
        for (const auto& b : d.blocks)
            if (b.op == op && b.rank == r && b.micro == mb && b.chunk == c)
                return b;
        ADD_FAILURE() << "no block";
        return ScheduleBlock{};
    };
    for (int mb = 0; mb < 8; ++mb) {
        EXPECT_GE(find(ScheduleOp::Forward, 1, mb, 0).start, find(ScheduleOp::Forward, 0, mb, 0).end - 1e-12);
        EXPECT_GE(find(ScheduleOp::Forward, 0, mb, 1).start, find(ScheduleOp::Forward, 3, mb, 0).end - 1e-12);
        EXPECT_GE(find(ScheduleOp::Backward, 3, mb, 1).start, find(ScheduleOp::Forward, 3, mb, 1).end - 1e-12);
        EXPECT_GE(find(ScheduleOp::Backward, 2, mb, 0).start, find(ScheduleOp::Backward, 3, mb, 0).end - 1e-12);
    }
}

// ZB-H1 (Qi et al. 2024 §3): the weight gradients fill the drain; with
// t_F = t_B = t_W the bubble falls from 1F1B's (p − 1)·3t to (p − 1)·t per rank.
TEST(Schedule, ZeroBubbleFillsTheDrain)
{
    const int p = 4, m = 8;
    const ScheduleData zb = simulateSchedule(PipelineSchedule::ZeroBubble, p, 1, m, 1.0, 2.0, 1.0);
    const ScheduleData ofob = simulateSchedule(PipelineSchedule::OneFOneB, p, 1, m, 1.0, 2.0);
    ASSERT_TRUE(zb.complete);
    EXPECT_EQ(zb.blocks.size(), std::size_t(3 * p * m));
    EXPECT_LT(zb.bubbleShare, ofob.bubbleShare);
    const double idlePerRank = zb.bubbleShare * zb.pipelineSeconds;
    EXPECT_NEAR(idlePerRank, (p - 1.0) * (1.0 + 1.0 - 1.0), 1e-9);
}

// From an estimate: the chart draws the step's stage times and m, and its
// drawn share is the step's bubble figure (docs/model.md §7b).
TEST(Schedule, FromTheEstimateMatchesTheBubbleFigure)
{
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.parallelism.gpus = 8;
    s.parallelism.pipeline = 4;
    s.parallelism.tensor = 2;
    s.parallelism.virtualStages = 2;
    s.workload.globalBatchSize = 16;
    s.workload.microBatchSize = 1;
    s.workload.sequenceLength = 4096;
    const ResolvedScenario rs = test::resolved(s);
    const Estimate e = estimated(s);
    const ScheduleData d = scheduleData(rs, e);
    EXPECT_EQ(d.schedule, PipelineSchedule::Interleaved);
    EXPECT_EQ(d.stages, 4);
    EXPECT_EQ(d.virtualStages, 2);
    EXPECT_EQ(d.microBatches, 16);
    const Figure& f = e.figure(FigureId::BubbleShare);
    ASSERT_TRUE(f.present());
    EXPECT_NEAR(d.bubbleShare, f.value, 1e-9);
    EXPECT_NEAR(d.bubbleShare, 3.0 / (2 * 16 + 3), 1e-9);
    // The bubble the step carries is the drawn idle time of one rank.
    EXPECT_NEAR(e.step[StepPart::PipelineBubble], d.bubbleShare * d.pipelineSeconds, 1e-9 * d.pipelineSeconds);
    ASSERT_EQ(d.memoryPerRank.size(), 4u);
    EXPECT_GT(d.memoryPerRank[0], 0);
}

// A step of thousands of micro-batches is drawn with fewer.
TEST(Schedule, ManyMicroBatchesDrawFewer)
{
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.parallelism.gpus = 8;
    s.parallelism.pipeline = 8;
    s.workload.globalBatchSize = 4096;
    s.workload.microBatchSize = 1;
    const ScheduleData d = scheduleData(test::resolved(s), estimated(s));
    EXPECT_DOUBLE_EQ(d.stepMicroBatches, 4096);
    EXPECT_LT(d.microBatches, 4096);
    EXPECT_LE(d.blocks.size(), std::size_t(kMaxScheduleBlocks));
    EXPECT_EQ(d.microBatches % 8, 0);
}

// Practice questions read from the chart: the drawn share, and the share with
// twice the micro-batches or twice the chunks, each (p − 1)/(v·m + p − 1).
TEST(Schedule, PracticeQuestionsFromTheChart)
{
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.parallelism.gpus = 8;
    s.parallelism.pipeline = 4;
    s.parallelism.tensor = 2;
    s.workload.globalBatchSize = 8;
    s.workload.microBatchSize = 1;
    const auto questions = questionsFor(test::resolved(s), estimated(s));
    int found = 0;
    for (const Question& q : questions) {
        if (q.kind == QuestionKind::ScheduleBubble) {
            ++found;
            EXPECT_EQ(q.chart, ChartKind::Schedule);
            EXPECT_NEAR(q.answer, 3.0 / (8 + 3), 1e-12);
        }
        if (q.kind == QuestionKind::ScheduleChange) {
            ++found;
            EXPECT_FALSE(q.worked);
            // 32 layers, 8 a stage: a second chunk divides them.
            double v2 = 0;
            for (const Given& t : q.givens)
                if (std::string_view(t.symbol) == "v2")
                    v2 = t.value;
            EXPECT_EQ(v2, 2);
            EXPECT_NEAR(q.answer, 3.0 / (2 * 8 + 3), 1e-12);
        }
    }
    EXPECT_EQ(found, 2);
}

} // namespace
} // namespace headroom
