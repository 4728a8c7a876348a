#pragma once

// Every input limit, in one table: what a scenario file, the catalog, the
// Hugging Face, safetensors and GGUF readers, the planner's and the solvers'
// requests, headroom-cli's options and the window's boxes accept. Beyond a
// limit a value is a typo or a broken file, never a real model or machine; the
// readers refuse it with an error, they never clamp it. A range used by one
// scenario field only is that field's row in headroom/scenariofields.h.
// Model-tuning constants (kernel efficiencies, search bounds of a fit) are not
// limits and live beside the model that uses them.

#include <cstddef>
#include <cstdint>

namespace headroom {

// ---- A model and its architecture (scenario files, the catalog, config.json)

// A model's total parameters: 10^16, a thousand times the largest model
// published; the largest-model solver searches up to it.
inline constexpr double kMaxParameters = 1e16;
// Transformer blocks (layers, dense layers, the pipeline's first and last stage).
inline constexpr std::int64_t kMaxLayers = 100000;
// The hidden width, a head's width and MLA's ranks.
inline constexpr std::int64_t kMaxHidden = 1000000;
// Attention, KV, recurrent and group heads: real models have at most a few hundred.
inline constexpr std::int64_t kMaxHeads = 100000;
// An MLP's or an expert's intermediate width.
inline constexpr std::int64_t kMaxFfn = 100000000;
// Token and token-type vocabularies.
inline constexpr std::int64_t kMaxVocab = 100000000;
// Position embeddings and attention windows (2^32 tokens).
inline constexpr std::int64_t kMaxPositions = std::int64_t(1) << 32;
// Experts per MoE layer, and experts a token is routed to.
inline constexpr std::int64_t kMaxExperts = 100000;
// A recurrent (linear-attention or Mamba) layer's state values and its parameters (2^40).
inline constexpr std::int64_t kMaxLinearState = std::int64_t(1) << 40;
// Element counts go into doubles, exact below 2^53 (safetensors and GGUF tensors).
inline constexpr std::uint64_t kMaxExactCount = std::uint64_t(1) << 53;

// ---- Rates and fractions (scenarios, GPUs, the solvers)

// Smallest accepted bandwidth (B/s) and non-zero peak (FLOP/s): the engine
// divides by them, and the limit keeps every time finite.
inline constexpr double kMinRate = 1e6;
// Smallest accepted efficiency, utilisation or step fraction (MFU, HFU,
// bandwidth efficiency, cost utilisation, a solver's growth step): 0.01 %;
// below it the value is a typo.
inline constexpr double kMinFraction = 1e-4;

// ---- A workload, its layout and serving (scenarios, the solvers, the CLI, the window)

// Sequences per GPU per step (also the solve command's --batch).
inline constexpr std::int64_t kMaxMicroBatch = 1000000;
// Sequences per optimizer step.
inline constexpr std::int64_t kMaxGlobalBatch = 1000000000;
// Tokens of a sequence, a prompt or an output (2^27); the longest context the
// estimate and the solvers search for, so every answer can be saved.
inline constexpr std::int64_t kMaxTokens = std::int64_t(1) << 27;
// Tokens a training run reads in all.
inline constexpr double kMaxTrainingTokens = 1e18;
// GPUs of a scenario (and its expert and context parallel sizes, GPUs per
// node, prefill replicas), of the planner's and the solvers' searches: 2^20.
inline constexpr std::int64_t kMaxGpus = std::int64_t(1) << 20;
// Sequences one serving replica holds at once (2^24).
inline constexpr std::int64_t kMaxConcurrency = std::int64_t(1) << 24;
// Request kinds of a serving request mix.
inline constexpr std::size_t kMaxRequestClasses = 64;

// ---- The planner's and the solvers' requests (the CLI's options, the Plan tab)

// The largest tensor-parallel size the planner tries.
inline constexpr std::int64_t kMaxPlanTensor = 1024;
// The largest pipeline-parallel size the planner tries.
inline constexpr std::int64_t kMaxPlanPipeline = 4096;
// The largest micro-batch the planner tries (powers of two up to 2^20).
inline constexpr std::int64_t kMaxPlanMicroBatch = std::int64_t(1) << 20;
// Worker threads of a plan.
inline constexpr std::int64_t kMaxThreads = 1024;
// A solver's step between sizes tried (2^30).
inline constexpr std::int64_t kMaxSolveStep = std::int64_t(1) << 30;
// Days of a deadline or a run to fit in (the CLI's --days and --deadline-days).
inline constexpr double kMaxDays = 1e9;
// A budget in US dollars (the CLI's --budget-usd).
inline constexpr double kMaxUsd = 1e18;
// Output tokens per second a served fleet sustains (plan --serving).
inline constexpr double kMaxTokensPerSecond = 1e12;

// ---- Files (readers in the core, the window's file sniffing)

// A scenario, a presentation or a config.json: 16 MiB, a thousand times a real one.
inline constexpr std::uint64_t kMaxScenarioBytes = std::uint64_t(16) << 20;
// A catalog file: 64 MiB.
inline constexpr std::uint64_t kMaxCatalogBytes = std::uint64_t(64) << 20;
// Levels of JSON nesting; deeper is a Parse error (and no stack overflow).
inline constexpr int kMaxJsonDepth = 64;
// A safetensors JSON header: 100 MiB (the format's own limit).
inline constexpr std::uint64_t kMaxSafetensorsHeaderBytes = std::uint64_t(100) << 20;
// GGUF tensors: llama.cpp models hold ~1,000 to ~10,000.
inline constexpr std::uint64_t kMaxGgufTensors = std::uint64_t(1) << 20;
// GGUF metadata entries.
inline constexpr std::uint64_t kMaxGgufMetadata = std::uint64_t(1) << 20;
// One GGUF string: 64 MiB (a chat template is ~10 kB).
inline constexpr std::uint64_t kMaxGgufStringBytes = std::uint64_t(1) << 26;
// Dimensions of a GGUF tensor (GGML_MAX_DIMS).
inline constexpr std::uint32_t kMaxGgufDims = 4;
// Bytes read to reach the end of a GGUF header: 512 MiB.
inline constexpr std::uint64_t kMaxGgufHeaderRead = std::uint64_t(512) << 20;

// ---- Chart export (the window's export dialog and headroom-cli chart)

// A chart's logical side, in pixels at 96 DPI.
inline constexpr int kMinExportSide = 200;
inline constexpr int kMaxExportSide = 8192;
// Device pixels per logical pixel.
inline constexpr double kMinExportScale = 0.5;
inline constexpr double kMaxExportScale = 8.0;
// Pixels per side after scaling.
inline constexpr int kMaxExportPixels = 16384;
// Pixels in all (a 256 MiB image).
inline constexpr double kMaxExportArea = 64e6;

} // namespace headroom
