#pragma once

#include "headroom/error.h"
#include "headroom/model/model.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

namespace headroom {

// The Hugging Face config.json reader (parseHfConfig, loadHfConfigFile) is
// headroom/inputs.h's: it refuses a config past 2^53 parameters, which only
// the model can count.

// What a .safetensors header says, read from the header alone: the 8-byte
// little-endian length, then that many bytes of JSON. Tensor data is never
// read or mapped.
struct SafetensorsSummary {
    double totalParameters = 0;                      // exact element count
    std::map<std::string, double> parametersByDtype; // "BF16" -> count
    double embeddingParameters = 0;                  // tensors named like token/position embeddings
    // Quantisation scales stored beside quantised weights (FP8 checkpoints'
    // weight_scale_inv, MXFP4's _scales beside _blocks): stored elements that
    // are not parameters. MXFP4 _blocks (U8) hold two parameters per byte.
    double scaleElements = 0;
    std::int64_t tensorCount = 0;
    std::uint64_t headerBytes = 0;
    std::map<std::string, std::string> metadata; // "__metadata__" strings
};

// Rejects headers over 100 MiB, non-object JSON, unknown dtypes, negative or
// overflowing shapes, and offsets that do not match the shape.
Expected<SafetensorsSummary> parseSafetensorsHeader(std::string_view headerJson, std::string_view fileName = {});
Expected<SafetensorsSummary> readSafetensorsFile(const std::string& path);

} // namespace headroom
