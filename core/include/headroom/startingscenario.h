#pragma once

#include "headroom/scenario.h"

#include <string_view>

namespace headroom {

// What a new scenario starts as, in the window (File → New, first start) and
// for headroom-cli without --scenario: the file format's defaults (Llama 2 7B
// on 8 H100s) with Megatron-LM's distributed optimizer (ZeRO-1) and selective
// recomputation, as people run it. It fits; the bare defaults (ZeRO-0, no
// recomputation) need 118 GiB a GPU. Only what differs from the defaults is
// written, so a mode's own defaults (LoRA's training tokens) still apply
// after `--set workload.mode=lora`.
inline constexpr std::string_view kStartingScenarioJson =
    R"({"format": "headroom-scenario", "version": 2, "parallelism": {"zero": 1}, "activations": {"recompute": "selective"}})";

Scenario startingScenario();

} // namespace headroom
