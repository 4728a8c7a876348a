#pragma once

// The predicted step-time model's building blocks (docs/model.md "Predicted
// step time"). Internal to the core: estimate(), the planner, the solvers and
// calibration call them; the hot path allocates nothing.

#include "../engine.h"
#include "headroom/model/steptime.h"

namespace headroom::detail {

// Whose published rates give the attention kernel's rate by head dimension
// (kernels.cpp: the tables and their sources).
enum class AttentionTable : std::uint8_t {
    FlashAttention2Ampere, // Dao 2023, A100 fwd+bwd
    FlashAttention2Hopper, // Dao 2023, H100 fwd+bwd
    CudnnHopper,           // Shah et al. 2024, cuDNN's forward on H100
};

// Kernel efficiency of one GPU generation (kernels.cpp: the table and sources).
struct KernelCurve {
    double gemmMax = 0.7;        // η of a large GEMM
    double gemmHalfFlops = 2e9;  // GEMM FLOPs at which η is half of gemmMax
    double flashAttention = 0.5; // FlashAttention fwd+bwd at head dimension 128, fraction of the dense peak
    AttentionTable attention = AttentionTable::FlashAttention2Ampere;
    double memory = 0.7; // achieved fraction of HBM bandwidth in elementwise kernels
    // The share of the tensor cores' rate (GEMMs, attention) the stack's runs
    // sustain against the curve's own figures: 1 but where a stack's fitted
    // share applies (StackFacts::tensorShare; docs/validation.md).
    double tensorShare = 1.0;
    // The GEMM and copy rates are a measured library table (libraryCurve on
    // Hopper), not a curve fitted on whole runs: only then does a stack's
    // sustained share apply (a fitted curve already absorbs it).
    bool measuredTable = false;
    // NCCL bus-bandwidth efficiency by message size: (bytes, η) points,
    // interpolated in log(bytes), flat beyond the ends.
    std::array<double, 4> netBytes{1 << 20, 64 << 20, 512 << 20, 4096.0 * (1 << 20)};
    std::array<double, 4> netEta{0.16, 0.75, 0.90, 0.92};
};
const KernelCurve& kernelCurve(KernelGeneration g);
// The kernels as the libraries run them, measured where a table exists
// (Hopper: cuBLAS GEMMs and copies on an H200), for stacks whose every
// elementwise kernel and launch is modelled (docs/model.md §6b "Time").
KernelCurve libraryCurve(KernelGeneration g);

// The kernels with the scenario's attention kernel (`software.attention`):
// FlashAttention-2 on Hopper runs at Dao 2023's measured rate.
KernelCurve withAttentionKernel(KernelCurve c, KernelGeneration g, AttentionKernel kernel);

// The attention kernel's rate at head dimension `headDim` over its rate at
// 128, at `keyLength` tokens, causal: 1 at 128; the curve's table, read at
// 64, 128 and 256 and 512–16k tokens, interpolated in log2 of both and held
// flat past the published ends (docs/model.md §7b "Attention core").
double attentionHeadShare(const KernelCurve& c, double headDim, double keyLength);

// The share of the tensor cores' rate a power limit leaves (1: none, or
// none below the TDP): (limit / TDP)^0.302, from NVIDIA's two GH100 boards
// with all 132 SMs, H100 SXM (700 W, 989.4 TFLOP/s bf16) and H100 NVL
// (400 W, 835.5 TFLOP/s): docs/model.md §7b "Power limit".
double powerClockShare(const Gpu& g, const HardwareConfig& hw);
// The exponent of the tensor-core rate in board power: ln(835.5 / 989.4) /
// ln(400 / 700) for H100 NVL against H100 SXM (NVIDIA's datasheets; the same
// GH100 die with 132 SMs, clocked to its board's power).
inline constexpr double kPowerClockExponent = 0.302;

// η of one GEMM of `flops` FLOPs: gemmMax · F / (F + F½), times the scale a
// calibration fitted (1 unless the user calibrated).
double gemmEfficiency(const KernelCurve& c, double flops, double scale);
// The GEMMs of one decode (or prefill) step on one GPU: `weightBytes` read
// once for every row, `flops` at η(etaFlops), whichever takes longer
// (Williams et al. 2009, per kernel; docs/model.md §8b). `etaFlops` sizes the
// efficiency (one layer's MLP GEMM, as in training).
double gemmRooflineSeconds(const KernelCurve& c, double weightBytes, double flops, double etaFlops, double peak,
                           double bandwidth, double scale);
// Collective bus-bandwidth efficiency for a message of `bytes`.
double networkEfficiency(const KernelCurve& c, double bytes);

enum class Collective : std::uint8_t { AllReduce, AllGather, ReduceScatter, AllToAll };

// Where a process group of `size` ranks, `stride` apart in rank order, lands:
// how many of its ranks share a node. Megatron orders ranks tp-cp-ep-dp-pp,
// tensor parallel innermost.
std::int64_t ranksPerNode(const Cluster& c, std::int64_t stride, std::int64_t size);

// How many of a group's ranks share a pod of the fabric (Cluster::gpusPerPod;
// the whole group when the cluster names no pods).
std::int64_t ranksPerPod(const Cluster& c, std::int64_t stride, std::int64_t size);

// Seconds for one collective moving `bytes` per rank over a group of `size`
// ranks with `perNode` of them in each node: α + the slower of the scale-up
// part and the scale-out part (docs/model.md, "Collectives"). With `perPod`
// (> 0) ranks in each pod of an oversubscribed fabric, the part that crosses
// between pods too (docs/model.md §7e).
double collectiveSeconds(Collective kind, double bytes, std::int64_t size, std::int64_t perNode, const Cluster& c,
                         const KernelCurve& k, std::int64_t perPod = 0);
// The latency part alone: α plus the algorithm's steps (included above).
double collectiveLatency(Collective kind, std::int64_t size, std::int64_t perNode, const Cluster& c);
// One point-to-point transfer of `bytes`, inside a node or across nodes (and
// across pods, where every GPU of a stage shares the oversubscribed uplinks).
double p2pSeconds(double bytes, bool acrossNodes, const Cluster& c, const KernelCurve& k, bool acrossPods = false);

// The cluster a scenario runs on: the catalog GPU's network, replaced field by
// field by the scenario's hardware.gpus_per_node, scale_up/scale_out.
Cluster clusterOf(const ResolvedScenario& rs);

// One training step of layout `l`: the exposed parts, tokens/s per GPU, and
// the MFU and HFU that follow. `peak` is the dense peak at the compute
// precision; `fl` the FLOPs per token of evaluateFlops for l.recompute.
// `curve` replaces the GPU generation's kernel table (the validation fit).
StepTime predictStep(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l, const FlopsEval& fl,
                     double peak, const KernelCurve* curve = nullptr);

// Training time for the whole run: predicted from the step when the scenario
// gives no MFU or HFU, else the fixed-MFU model of format 1 (Narayanan et al.
// 2021: tokens × FLOPs per token / (GPUs × peak × MFU)).
bool usesPredictedTime(const ResolvedScenario& rs);
double trainingSeconds(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l, const FlopsEval& fl,
                       double peak, StepTime* step = nullptr);

} // namespace headroom::detail
