// The pipeline schedule of one step, rank by rank (docs/model.md §7g): each
// rank's order of forward and backward blocks, laid out against the
// dependencies between stages.

#include "headroom/model/schedule.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <tuple>

namespace headroom {

namespace {

struct Op {
    ScheduleOp op;
    int micro;
    int chunk;
};

// 1F1B (Narayanan et al. 2021 §2.2.1, Megatron-LM
// forward_backward_pipelining_without_interleaving): stage r runs
// min(p − r − 1, m) forwards, then one forward and one backward in turn, then
// the backwards left.
std::vector<Op> oneFOneB(int r, int p, int m)
{
    std::vector<Op> ops;
    const int warmup = std::min(p - r - 1, m);
    for (int i = 0; i < warmup; ++i)
        ops.push_back({ScheduleOp::Forward, i, 0});
    for (int i = 0; i < m - warmup; ++i) {
        ops.push_back({ScheduleOp::Forward, warmup + i, 0});
        ops.push_back({ScheduleOp::Backward, i, 0});
    }
    for (int i = m - warmup; i < m; ++i)
        ops.push_back({ScheduleOp::Backward, i, 0});
    return ops;
}

// Interleaved 1F1B (Narayanan et al. 2021 §2.2.2, Megatron-LM
// forward_backward_pipelining_with_interleaving): micro-batches in groups of
// p run through chunk 0, then chunk 1, …; (p − r − 1)·2 + (v − 1)·p warm-up
// forwards; backwards take the chunks in reverse.
std::vector<Op> interleaved(int r, int p, int v, int m)
{
    std::vector<Op> ops;
    const int total = m * v;
    const int warmup = m == p ? total : std::min((p - r - 1) * 2 + (v - 1) * p, total);
    const auto chunkOf = [&](int k, bool forward) {
        const int c = (k % (p * v)) / p;
        return forward ? c : v - 1 - c;
    };
    const auto microOf = [&](int k) { return (k / (p * v)) * p + k % p; };
    for (int k = 0; k < warmup; ++k)
        ops.push_back({ScheduleOp::Forward, microOf(k), chunkOf(k, true)});
    for (int i = 0; i < total - warmup; ++i) {
        ops.push_back({ScheduleOp::Forward, microOf(warmup + i), chunkOf(warmup + i, true)});
        ops.push_back({ScheduleOp::Backward, microOf(i), chunkOf(i, false)});
    }
    for (int i = total - warmup; i < total; ++i)
        ops.push_back({ScheduleOp::Backward, microOf(i), chunkOf(i, false)});
    return ops;
}

// ZB-H1 (Qi et al. 2024, §3, Figure 3): 1F1B with the backward split into
// its input gradient B and weight gradient W; stage r holds back r W's, so
// the input gradients reach the first stage sooner and the held-back W's
// fill the drain where 1F1B waits.
std::vector<Op> zeroBubble(int r, int p, int m)
{
    std::vector<Op> ops;
    (void)p;
    const int defer = r;
    int backwards = 0, weights = 0;
    for (const Op& o : oneFOneB(r, p, m)) {
        ops.push_back(o);
        if (o.op != ScheduleOp::Backward)
            continue;
        ++backwards;
        if (backwards > defer)
            ops.push_back({ScheduleOp::WeightGrad, weights++, 0});
    }
    while (weights < m)
        ops.push_back({ScheduleOp::WeightGrad, weights++, 0});
    return ops;
}

} // namespace

ScheduleData simulateSchedule(PipelineSchedule schedule, int stages, int virtualStages, int microBatches,
                              double forwardSeconds, double backwardSeconds, double wgradSeconds)
{
    ScheduleData d;
    const int p = std::max(1, stages);
    const int m = std::max(1, microBatches);
    // Megatron interleaves only with m a multiple of p; otherwise 1F1B.
    const bool inter = schedule == PipelineSchedule::Interleaved && virtualStages > 1 && p > 1 && m % p == 0;
    const bool zb = schedule == PipelineSchedule::ZeroBubble && p > 1;
    const int v = inter ? virtualStages : 1;
    d.schedule =
        inter ? PipelineSchedule::Interleaved : (zb ? PipelineSchedule::ZeroBubble : PipelineSchedule::OneFOneB);
    d.stages = p;
    d.virtualStages = v;
    d.microBatches = m;
    d.stepMicroBatches = m;
    d.forwardSeconds = std::max(0.0, forwardSeconds);
    d.backwardSeconds = std::max(0.0, backwardSeconds);
    d.wgradSeconds = zb ? std::clamp(wgradSeconds, 0.0, d.backwardSeconds) : 0.0;
    d.formulaShare = (p - 1.0) / (double(v) * m + p - 1.0);

    const double tf = d.forwardSeconds / v;
    const double tw = d.wgradSeconds / v;
    const double tb = d.backwardSeconds / v - tw;
    std::vector<std::vector<Op>> order(static_cast<std::size_t>(p));
    for (int r = 0; r < p; ++r)
        order[std::size_t(r)] = inter ? interleaved(r, p, v, m) : (zb ? zeroBubble(r, p, m) : oneFOneB(r, p, m));

    // When each block ends, by (op, rank, micro, chunk); a block starts when
    // its rank is free and the block it waits for has ended.
    std::map<std::tuple<int, int, int, int>, double> ended;
    const auto key = [](ScheduleOp op, int r, int mb, int c) { return std::make_tuple(int(op), r, mb, c); };
    const auto dependency = [&](const Op& o, int r) -> std::optional<std::tuple<int, int, int, int>> {
        switch (o.op) {
        case ScheduleOp::Forward:
            if (r > 0)
                return key(ScheduleOp::Forward, r - 1, o.micro, o.chunk);
            if (o.chunk > 0)
                return key(ScheduleOp::Forward, p - 1, o.micro, o.chunk - 1);
            return std::nullopt;
        case ScheduleOp::Backward:
            if (r < p - 1)
                return key(ScheduleOp::Backward, r + 1, o.micro, o.chunk);
            if (o.chunk < v - 1)
                return key(ScheduleOp::Backward, 0, o.micro, o.chunk + 1);
            return key(ScheduleOp::Forward, r, o.micro, o.chunk);
        case ScheduleOp::WeightGrad: return key(ScheduleOp::Backward, r, o.micro, o.chunk);
        }
        return std::nullopt;
    };
    std::vector<std::size_t> next(static_cast<std::size_t>(p), 0);
    std::vector<double> free(static_cast<std::size_t>(p), 0.0);
    bool progress = true;
    std::size_t left = 0;
    for (const auto& o : order)
        left += o.size();
    while (left > 0 && progress) {
        progress = false;
        for (int r = 0; r < p; ++r) {
            auto& i = next[std::size_t(r)];
            while (i < order[std::size_t(r)].size()) {
                const Op& o = order[std::size_t(r)][i];
                double start = free[std::size_t(r)];
                if (auto dep = dependency(o, r)) {
                    auto it = ended.find(*dep);
                    if (it == ended.end())
                        break;
                    start = std::max(start, it->second);
                }
                const double length = o.op == ScheduleOp::Forward ? tf : (o.op == ScheduleOp::Backward ? tb : tw);
                const double end = start + length;
                ended[key(o.op, r, o.micro, o.chunk)] = end;
                free[std::size_t(r)] = end;
                if (length > 0)
                    d.blocks.push_back({r, o.micro, o.chunk, o.op, start, end});
                ++i;
                --left;
                progress = true;
            }
        }
    }
    d.complete = left == 0;
    double busy = 0;
    for (const auto& b : d.blocks) {
        d.pipelineSeconds = std::max(d.pipelineSeconds, b.end);
        busy += b.end - b.start;
    }
    d.bubbleShare = d.pipelineSeconds > 0 ? std::max(0.0, 1.0 - busy / (p * d.pipelineSeconds)) : 0.0;
    d.stepSeconds = d.pipelineSeconds;
    return d;
}

ScheduleData scheduleData(const ResolvedScenario& s, const Estimate& e)
{
    const StepTime& st = e.step;
    const Parallelism& par = s.scenario.parallelism;
    if (!e.predictedTime || st.stepSeconds <= 0 || s.scenario.workload.mode == Mode::Inference)
        return {};
    const int p = int(std::max<std::int64_t>(1, par.pipeline));
    const int v = int(std::max<std::int64_t>(1, par.virtualStages));
    const double m = std::max(1.0, std::round(st.microBatches));
    // Draw fewer micro-batches when the step has too many to draw (a
    // multiple of p, so an interleaved schedule stays one).
    int drawn = int(m);
    const int perMicro = p * v * 3;
    if (double(perMicro) * m > kMaxScheduleBlocks) {
        drawn = std::max(1, kMaxScheduleBlocks / perMicro);
        if (drawn >= p)
            drawn -= drawn % p;
    }
    ScheduleData d =
        simulateSchedule(scheduleOf(par), p, v, drawn, st.forwardSeconds, st.backwardSeconds, st.wgradSeconds);
    d.stepMicroBatches = m;
    const auto part = [&](StepPart x) { return st[x]; };
    d.optimizerSeconds = part(StepPart::Optimizer);
    d.communicationSeconds = part(StepPart::PipelineP2p) + part(StepPart::DataParallel) + part(StepPart::ParamGather);
    d.stepSeconds = d.pipelineSeconds + d.communicationSeconds + d.optimizerSeconds;
    for (int r = 0; r < p; ++r)
        d.memoryPerRank.push_back(std::size_t(r) < e.stages.size() ? e.stages[std::size_t(r)].memory.total()
                                                                   : e.perGpu.total());
    return d;
}

} // namespace headroom
