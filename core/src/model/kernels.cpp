// Kernel and collective efficiency per GPU generation, and the cost of one
// collective over a two-tier network. The figures and their sources are in
// docs/model.md ("Kernel efficiency", "Collectives"); which of them were
// fitted, and on which published runs, is in docs/validation.md.

#include "stepmodel.h"

#include <algorithm>
#include <cmath>

namespace headroom {

namespace detail {

namespace {

// GEMM efficiency: η(F) = gemmMax · F / (F + F½). The shape follows Calculon's
// measured A100 table (Isaev et al. 2023: 0.95 at ≥128 GFLOP, 0.9 at ≥16, 0.6 at
// ≥1, 0.1 below), as a smooth curve with F½ read off that table; gemmMax for
// Ampere and Hopper are the two constants fitted on the declared rows of
// tests/data/throughput/training.json (docs/validation.md). Other generations
// take their vendor's nearest validated part and are marked unvalidated.
//
// FlashAttention fwd+bwd as a fraction of the dense peak: Dao 2023
// (FlashAttention-2) §4.1: 187–230 TFLOP/s of 312 on A100 (0.6–0.73), up to
// 335 of 989 on H100 (0.34); Shah et al. 2024 (FlashAttention-3): 1.5–2× that
// on H100. Memory-bound kernels: 0.7 of HBM (a typical achieved fraction for
// fused elementwise and norm kernels).
//
// Collective efficiency by message size: NCCL all-reduce bus bandwidth
// measured on 8 GPUs (nccl-tests): H100 NVLink4 72 GB/s at 1 MiB, 362 at
// 64 MiB, 445 at 512 MiB of 450 (0.16, 0.80, 0.99); A100 NVLink3 47, 197, 222
// of 300 (0.16, 0.66, 0.74). Past 512 MiB the curve stays flat.
constexpr double kMiB = 1024.0 * 1024.0;

// The two fitted constants (docs/validation.md: the fitted rows, the method
// and the result; headroom-validate --fit reproduces them).
constexpr double kGemmMaxAmpere = 0.65;
constexpr double kGemmMaxHopper = 0.48;
// What a stack that runs the layer op by op gets from the libraries on
// Hopper. The GEMMs: 0.777 of the dense peak inside a training step, fitted
// on ONE declared row's kernel profile (tests/data/measured/h200-hf-pytorch-
// 2026-11-28.json, 01-hf-tinyllama-autocast-4x2048: 66.4 ms of cuBLAS
// kernels for that step's GEMMs); held out, the profiles of rows 09, 15 and
// 18 put them at 0.745-0.83 (tests: Stacks.AStepsPartsFollowItsKernelProfile).
// The same shapes benchmarked back to back run slower, 0.60-0.80, median
// 0.673 (the files' "kernels" tables): a GEMM after GEMM holds the card at
// its power limit, where a step's memory-bound kernels between them let the
// clocks recover. The copy: 4,157 GB/s of 4,800 = 0.866 (2026-11-26
// "kernels"). Only Hopper has such a table; other generations keep their
// fitted curve.
constexpr double kLibraryGemmMaxHopper = 0.777;
constexpr double kLibraryCopyHopper = 0.866;
// FlashAttention-2 on H100, fwd+bwd: up to 335 TFLOP/s of 989 (Dao 2023,
// §4.1); PyTorch's SDPA flash backend measured 329 TFLOP/s forward on an
// H100 against cuDNN's 631 (pytorch/pytorch#142132, torch 2.6 nightly).
constexpr double kFlashAttention2Hopper = 0.34;
// Causal attention by head dimension, TFLOP/s at 512, 1k, 2k, 4k, 8k and 16k
// tokens (batch × heads fixed at 16k tokens), as the bars of the published
// figures print them; only their ratios to head dimension 128 are used, so
// each curve keeps its own rate at 128 (flashAttention above).
struct AttentionRates {
    std::array<double, 6> d64, d128, d256; // d256 all zero: not published
};
constexpr std::array<double, 6> kAttentionTokens{512, 1024, 2048, 4096, 8192, 16384};
// FlashAttention-2 forward + backward, with causal mask, on A100 80GB SXM4:
// Dao 2023 (FlashAttention-2), Figure 4 (c) and (d), the repository's
// assets/flash2_a100_fwd_bwd_benchmark.png. No head dimension 256.
constexpr AttentionRates kFlashAttention2A100{{88, 119, 140, 156, 165, 171}, {99, 133, 155, 173, 182, 189}, {}};
// The same on H100 80GB SXM5: Dao 2023, Figure 7 (c) and (d)
// (assets/flash2_h100_fwd_bwd_benchmark.png). At head dimension 256 only
// FlashAttention-2's forward is published (Shah et al. 2024, Figure 5 (f)
// against (d): 208/191, 251/260, 278/298, 293/319, 297/333, 298/335); its
// ratio to 128 scales the fwd+bwd rates at 128.
constexpr std::array<double, 6> kFa2H100d128{163, 221, 265, 294, 308, 328};
constexpr AttentionRates kFlashAttention2H100{{141, 192, 232, 257, 273, 284},
                                              kFa2H100d128,
                                              {kFa2H100d128[0] * 208 / 191, kFa2H100d128[1] * 251 / 260,
                                               kFa2H100d128[2] * 278 / 298, kFa2H100d128[3] * 293 / 319,
                                               kFa2H100d128[4] * 297 / 333, kFa2H100d128[5] * 298 / 335}};
// cuDNN's fused attention forward, with causal mask, on H100 80GB SXM5:
// Shah et al. 2024 (FlashAttention-3), Figure 5 (d) and (f)
// (assets/flash3_fp16_fwd.png), at head dimensions 128 and 256. At 64 the
// pass, forward and backward, as measured on an H200 through torch 2.11's
// SDPA (cuDNN 9.19, causal, GQA; tests/data/measured/h200-hf-pytorch-
// 2026-11-28.json "kernels"): 0.782, 0.773 and 0.786 of the 128-wide rate at
// 2,048, 4,096 and 8,192 tokens (b·s = 16,384), held beyond; the published
// forward ratio (225/315 … 388/539, Figure 5 (b)) is 0.69-0.72, but the
// backward, most of the pass, loses less.
constexpr AttentionRates kCudnnH100{
    {246, 321, 378, 400, 416, 424}, {315, 410, 484, 518, 529, 539}, {308, 391, 450, 483, 497, 509}};

// Not fitted: Calculon's A100 table gives η/η_max ≈ 0.63 at 1 GFLOP and 0.95
// at 16 GFLOP, i.e. F½ ≈ 0.6–0.9 GFLOP.
constexpr double kGemmHalfFlops = 0.75e9;

KernelCurve makeCurve(double gemmMax, double flash, AttentionTable attention, std::array<double, 4> netEta)
{
    KernelCurve c;
    c.gemmMax = gemmMax;
    c.gemmHalfFlops = kGemmHalfFlops;
    c.flashAttention = flash;
    c.attention = attention;
    c.memory = 0.7;
    c.netBytes = {1 * kMiB, 64 * kMiB, 512 * kMiB, 4096 * kMiB};
    c.netEta = netEta;
    return c;
}

const std::array<KernelCurve, std::size_t(KernelGeneration::Count)>& curves()
{
    static const std::array<KernelCurve, std::size_t(KernelGeneration::Count)> table = [] {
        std::array<KernelCurve, std::size_t(KernelGeneration::Count)> t{};
        const std::array<double, 4> a100Net{0.157, 0.657, 0.74, 0.74};
        const std::array<double, 4> h100Net{0.16, 0.804, 0.989, 0.989};
        const KernelCurve ampere = makeCurve(kGemmMaxAmpere, 0.6, AttentionTable::FlashAttention2Ampere, a100Net);
        const KernelCurve hopper = makeCurve(kGemmMaxHopper, 0.45, AttentionTable::CudnnHopper, h100Net);
        t[std::size_t(KernelGeneration::Generic)] = ampere;
        t[std::size_t(KernelGeneration::Volta)] = ampere;
        t[std::size_t(KernelGeneration::Turing)] = ampere;
        t[std::size_t(KernelGeneration::Ampere)] = ampere;
        t[std::size_t(KernelGeneration::Ada)] = ampere;
        t[std::size_t(KernelGeneration::Hopper)] = hopper;
        t[std::size_t(KernelGeneration::Blackwell)] = hopper;
        t[std::size_t(KernelGeneration::Cdna2)] = ampere;
        t[std::size_t(KernelGeneration::Cdna3)] = ampere;
        t[std::size_t(KernelGeneration::Gaudi)] = ampere;
        t[std::size_t(KernelGeneration::Tpu)] = hopper;
        t[std::size_t(KernelGeneration::Apple)] = ampere;
        return t;
    }();
    return table;
}

double interpolate(const std::array<double, 4>& xs, const std::array<double, 4>& ys, double x)
{
    if (x <= xs.front())
        return ys.front();
    if (x >= xs.back())
        return ys.back();
    for (std::size_t i = 1; i < xs.size(); ++i) {
        if (x <= xs[i]) {
            const double u = std::log(x / xs[i - 1]) / std::log(xs[i] / xs[i - 1]);
            return ys[i - 1] + u * (ys[i] - ys[i - 1]);
        }
    }
    return ys.back();
}

} // namespace

KernelCurve libraryCurve(KernelGeneration g)
{
    KernelCurve c = kernelCurve(g);
    if (g == KernelGeneration::Hopper) {
        c.gemmMax = kLibraryGemmMaxHopper;
        c.memory = kLibraryCopyHopper;
        c.measuredTable = true;
    }
    return c;
}

KernelCurve withAttentionKernel(KernelCurve c, KernelGeneration g, AttentionKernel kernel)
{
    // On Ampere and older FlashAttention-2 is the curve's kernel already.
    if (kernel == AttentionKernel::FlashAttention2 &&
        (g == KernelGeneration::Hopper || g == KernelGeneration::Blackwell)) {
        c.flashAttention = kFlashAttention2Hopper;
        c.attention = AttentionTable::FlashAttention2Hopper;
    }
    return c;
}

double attentionHeadShare(const KernelCurve& c, double headDim, double keyLength)
{
    const AttentionRates& r = c.attention == AttentionTable::CudnnHopper             ? kCudnnH100
                              : c.attention == AttentionTable::FlashAttention2Hopper ? kFlashAttention2H100
                                                                                     : kFlashAttention2A100;
    if (headDim == 128.0 || !(headDim > 0) || !(keyLength > 0))
        return 1.0;
    const double tokens = std::clamp(keyLength, kAttentionTokens.front(), kAttentionTokens.back());
    std::size_t i = 0;
    while (i + 2 < kAttentionTokens.size() && tokens > kAttentionTokens[i + 1])
        ++i;
    const double u = std::log2(tokens / kAttentionTokens[i]); // the tokens double at each step
    const auto at = [&](const std::array<double, 6>& rates) { return rates[i] + u * (rates[i + 1] - rates[i]); };
    const double base = at(r.d128);
    if (headDim < 128) {
        const double w = std::min(1.0, std::log2(128.0 / headDim)); // held at 64's below it
        return 1.0 + w * (at(r.d64) / base - 1.0);
    }
    if (r.d256.front() <= 0)
        return 1.0;
    const double w = std::min(1.0, std::log2(headDim / 128.0));
    return 1.0 + w * (at(r.d256) / base - 1.0);
}

double powerClockShare(const Gpu& g, const HardwareConfig& hw)
{
    if (!hw.powerLimitWatts || !(g.tdpWatts > 0) || *hw.powerLimitWatts >= g.tdpWatts)
        return 1.0;
    return std::pow(*hw.powerLimitWatts / g.tdpWatts, kPowerClockExponent);
}

const KernelCurve& kernelCurve(KernelGeneration g)
{
    return curves()[std::size_t(g) < curves().size() ? std::size_t(g) : 0];
}

double gemmEfficiency(const KernelCurve& c, double flops, double scale)
{
    if (flops <= 0)
        return c.gemmMax * scale;
    return std::min(1.0, scale * c.gemmMax * flops / (flops + c.gemmHalfFlops));
}

double gemmRooflineSeconds(const KernelCurve& c, double weightBytes, double flops, double etaFlops, double peak,
                           double bandwidth, double scale)
{
    return std::max(weightBytes / bandwidth, flops / (peak * gemmEfficiency(c, etaFlops, scale)));
}

double networkEfficiency(const KernelCurve& c, double bytes)
{
    return interpolate(c.netBytes, c.netEta, std::max(bytes, 1.0));
}

std::int64_t ranksPerNode(const Cluster& c, std::int64_t stride, std::int64_t size)
{
    const std::int64_t node = std::max<std::int64_t>(1, c.gpusPerNode);
    const std::int64_t perNode = stride >= node ? 1 : node / std::max<std::int64_t>(1, stride);
    return std::clamp<std::int64_t>(perNode, 1, std::max<std::int64_t>(1, size));
}

std::int64_t ranksPerPod(const Cluster& c, std::int64_t stride, std::int64_t size)
{
    if (c.gpusPerPod <= 0)
        return std::max<std::int64_t>(1, size);
    const std::int64_t perPod = stride >= c.gpusPerPod ? 1 : c.gpusPerPod / std::max<std::int64_t>(1, stride);
    return std::clamp<std::int64_t>(perPod, 1, std::max<std::int64_t>(1, size));
}

double collectiveSeconds(Collective kind, double bytes, std::int64_t size, std::int64_t perNode, const Cluster& c,
                         const KernelCurve& k, std::int64_t perPod)
{
    if (size <= 1 || bytes <= 0)
        return 0;
    const double n = double(size), nIn = double(std::clamp<std::int64_t>(perNode, 1, size));
    const double eta = networkEfficiency(k, bytes);
    const double up = std::max(c.scaleUpBytesPerS, 1.0) * eta;
    const double out = std::max(c.scaleOutBytesPerS, 1.0) * eta;
    // Ring algorithms move factor·B per rank (MODEL: 2(n−1)/n all-reduce,
    // (n−1)/n the others); α per collective, twice for an all-reduce.
    double seconds = 0;
    if (kind == Collective::AllToAll) {
        // Each rank sends (n−1)/n of its bytes; (n − nIn)/n of them leave the node.
        const double inside = (nIn - 1.0) / n * bytes / up;
        const double across = nIn < n ? (n - nIn) / n * bytes / out : 0;
        // Between pods each GPU's share of the uplinks is out/r, and every
        // GPU of the pod sends at once (Llama 3 §3.3.1: pods of 3,072 GPUs
        // with full bisection, 1:7 above them).
        const double nPod = double(std::clamp<std::int64_t>(perPod, 1, size));
        const double acrossPods =
            perPod > 0 && perPod < size ? (n - nPod) / n * bytes * c.podOversubscription / out : 0;
        seconds = std::max({inside, across, acrossPods});
    } else {
        const double factor = (kind == Collective::AllReduce ? 2.0 : 1.0) * (n - 1.0) / n;
        const double inside = factor * bytes / up;
        // Across nodes the ring crosses each node boundary once per rail: the
        // node's nIn NICs carry factor·B between them (NCCL rings over rails).
        const double across = nIn < n ? factor * bytes / (nIn * out) : 0;
        // A ring leaves a pod once on each of its nIn rails, beside the
        // rings of every other group in the pod reducing at the same time:
        // the pod's uplinks, out/r per GPU, carry r·nIn/perPod times what
        // one rail of the ring needs (docs/model.md §7e).
        const double acrossPods =
            perPod > 0 && perPod < size
                ? factor * bytes / (nIn * out) * std::max(1.0, c.podOversubscription * nIn / double(perPod))
                : 0;
        seconds = std::max({inside, across, acrossPods});
    }
    return seconds + collectiveLatency(kind, size, perNode, c);
}

double collectiveLatency(Collective kind, std::int64_t size, std::int64_t perNode, const Cluster& c)
{
    if (size <= 1)
        return 0;
    // α per collective, plus a step latency per hop of the algorithm: ring
    // all-gather, reduce-scatter and all-to-all take n − 1 steps; all-reduce
    // takes the tree's 2·⌈log2 n⌉ when that is fewer than the ring's 2(n − 1)
    // (NCCL picks it at scale). A hop across nodes costs α/2, inside α/10
    // (docs/model.md, "Collectives": assumed, not fitted).
    const double n = double(size);
    const bool across = perNode < size;
    const double hop = across ? 0.5 * c.latencySeconds : 0.1 * c.latencySeconds;
    double hops = n - 1.0;
    if (kind == Collective::AllReduce)
        hops = std::min(2.0 * (n - 1.0), 2.0 * std::ceil(std::log2(n)));
    return c.latencySeconds + hops * hop;
}

double p2pSeconds(double bytes, bool acrossNodes, const Cluster& c, const KernelCurve& k, bool acrossPods)
{
    if (bytes <= 0)
        return 0;
    double bw = std::max(acrossNodes ? c.scaleOutBytesPerS : c.scaleUpBytesPerS, 1.0);
    if (acrossPods)
        bw = std::max(1.0, c.scaleOutBytesPerS / c.podOversubscription);
    return c.latencySeconds + bytes / (bw * networkEfficiency(k, bytes));
}

} // namespace detail
} // namespace headroom
