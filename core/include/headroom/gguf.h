#pragma once

#include "headroom/error.h"
#include "headroom/model/model.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace headroom {

// What a GGUF file's header says (llama.cpp's gguf.c, format versions 2 and
// 3; docs/model.md section 5b): the metadata and the tensor infos, never the
// tensor data. Bytes per tensor follow ggml's block sizes, so the total is
// the file's own weight bytes, tensor by tensor.
struct GgufSummary {
    std::uint32_t version = 0;
    std::uint64_t tensorCount = 0;
    std::uint64_t metadataCount = 0;
    std::uint64_t headerBytes = 0;                  // up to the end of the tensor infos
    std::uint64_t dataOffset = 0;                   // the tensor data's start (aligned)
    std::string architecture;                       // general.architecture ("llama", "qwen3", ...)
    std::string name;                               // general.name, may be empty
    std::string fileType;                           // general.file_type as llama.cpp names it ("Q4_K_M"), may be empty
    double parameters = 0;                          // elements of every tensor
    double tensorBytes = 0;                         // bytes of every tensor
    std::map<std::string, double> parametersByType; // "Q4_K" -> elements
    std::map<std::string, double> bytesByType;
    // The transformer shape the metadata gives, when it gives one
    // ({arch}.block_count, embedding_length, attention.head_count, ...).
    std::optional<Architecture> arch;

    double bitsPerWeight() const { return parameters > 0 ? tensorBytes * 8.0 / parameters : 0; }
};

// `header` is the file's first bytes (at least the header; more is ignored).
// fileSize, when known, checks that every tensor lies inside the file.
// Errors name what is wrong: a bad magic, an unsupported version, a count
// or length that cannot fit, an unknown ggml type, a truncated header.
Expected<GgufSummary> parseGgufHeader(std::string_view header, std::string_view fileName = {},
                                      std::optional<std::uint64_t> fileSize = std::nullopt);
// Reads only as much of the file as the header takes (at most 512 MiB).
Expected<GgufSummary> readGgufFile(const std::string& path);

// ggml's name for a tensor type id ("Q4_K"), empty when unknown.
std::string_view ggmlTypeName(std::uint32_t type);

} // namespace headroom
