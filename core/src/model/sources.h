#pragma once

// The sources cited next to each figure's formula in the Explain panel and the
// result's `explain` list (docs/model.md gives each in full).

namespace headroom::detail {

inline constexpr const char* kSrcParams = "docs/model.md §1";
inline constexpr const char* kSrcZero = "Rajbhandari et al. 2020 (ZeRO), §3.1, Fig. 1";
inline constexpr const char* kSrcKorthikanti = "Korthikanti et al. 2022, §4 (Eq. 1-6)";
inline constexpr const char* kSrcMegatron = "Megatron-LM theoretical_memory_usage.py";
inline constexpr const char* kSrcPalm = "Chowdhery et al. 2022 (PaLM), App. B";
inline constexpr const char* kSrcNarayanan = "Narayanan et al. 2021, Eq. 3-4";
inline constexpr const char* kSrcRoofline = "Williams, Waterman & Patterson 2009 (roofline)";
inline constexpr const char* kSrcCost = "docs/model.md §10";
inline constexpr const char* kSrcKv = "docs/model.md §5";
inline constexpr const char* kSrcKvKinds =
    "DeepSeek-V2 §2.1 (MLA); Beltagy et al. 2020 (sliding window); docs/model.md §1b";
inline constexpr const char* kSrcOverhead = "docs/model.md §6";
inline constexpr const char* kSrcLora = "Hu et al. 2021 (LoRA); Dettmers et al. 2023 (QLoRA)";
inline constexpr const char* kSrcPeft = "PEFT 0.17 tuners/lora/layer.py (Linear.forward, _cast_input_dtype); "
                                        "docs/model.md §6b";
inline constexpr const char* kSrcStep = "Narayanan et al. 2021 §2-3; Korthikanti et al. 2022 §4-6; docs/model.md";
inline constexpr const char* kSrcEagerStep =
    "docs/model.md §6b \"Time\"; the GPU idle between eager kernels and the host time per kernel, each fitted on one "
    "measured H200 run (docs/validation.md, \"Memory and step time against real runs\")";
inline constexpr const char* kSrcBubble = "Narayanan et al. 2021 §2.2 (1F1B, interleaved)";
inline constexpr const char* kSrcStorage =
    "docs/model.md §7c (ImageNet: Russakovsky et al. 2015; token ids: Megatron-LM "
    "indexed_dataset; read rate: assumption)";
inline constexpr const char* kSrcPcie = "PCI-SIG base specifications 3.0-5.0 (x16 per direction), ~80 % effective; "
                                        "docs/model.md §7c";
inline constexpr const char* kSrcDecode =
    "docs/model.md §7c (JPEG decode + augmentation per core: assumption, measure yours)";
inline constexpr const char* kSrcCheckpoint = "Rajbhandari et al. 2020 (ZeRO) §3.1 model states, less gradients; "
                                              "docs/model.md §7c";
inline constexpr const char* kSrcLoader = "PyTorch DataLoader (workers prefetch behind the step); docs/model.md §7c";
inline constexpr const char* kSrcFailures =
    "Grattafiori et al. 2024 (Llama 3) §3.3.4: 419 unexpected interruptions in 54 days on 16,384 GPUs; "
    "docs/model.md §7d";
inline constexpr const char* kSrcDaly = "Daly 2006 (FGCS 22(3)): complete model and higher-order optimum; Young 1974";
inline constexpr const char* kSrcStraggler =
    "Sinha et al. 2022 (SC'22): GPU speed varies across identical parts; the slowest of N: √(2·ln N) "
    "spreads (extreme-value bound); docs/model.md §7e";
inline constexpr const char* kSrcTensorRate =
    "NVIDIA H100 SXM and H100 NVL datasheets (power limit, docs/model.md §7b); fsdp2's sustained share fitted on "
    "torchtitan's published runs (docs/validation.md)";
inline constexpr const char* kSrcAttentionRate =
    "Dao 2023 (FlashAttention-2) §4.1, Figs. 4 and 7; Shah et al. 2024 (FlashAttention-3) Fig. 5; docs/model.md §7b";
inline constexpr const char* kSrcZeroBubble = "Qi et al. 2024 (Zero Bubble Pipeline Parallelism, ICLR), §3 ZB-H1";
inline constexpr const char* kSrcRing = "Thakur et al. 2005 (ring collectives); NCCL bus bandwidth; docs/model.md";

} // namespace headroom::detail
