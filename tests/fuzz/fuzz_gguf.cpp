// Fuzzes the GGUF header reader two ways with each input:
//  1. the input as a header in memory: parseGgufHeader (no file size);
//  2. the input as a whole .gguf file, written to a private, already unlinked
//     temporary file and read with readGgufFile, the way the CLI reads one.
//     When that succeeds, the same bytes parsed from memory with the file's
//     size must succeed with the same summary.
// An accepted header must give finite counts below 2^53 whose per-type
// parts add up, and must not claim more header than it was given.

#include "fuzzcheck.h"

#include "headroom/gguf.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace headroom;
using headroom::fuzz::checkFiniteNonNegative;
using headroom::fuzz::propertyFailed;

namespace {

std::string g_path; // the temporary file, as /proc/self/fd/N
int g_fd = -1;

void checkSummary(const GgufSummary& s, std::size_t size)
{
    checkFiniteNonNegative("parameters", s.parameters);
    checkFiniteNonNegative("tensorBytes", s.tensorBytes);
    if (s.parameters > 9007199254740992.0 * double(s.tensorCount + 1))
        propertyFailed("more than 2^53 elements per tensor accepted", s.parameters);
    if (s.headerBytes > size)
        propertyFailed("header longer than the input", double(s.headerBytes));
    if (s.version < 2 || s.version > 3)
        propertyFailed("unsupported version accepted", double(s.version));
    double elements = 0, bytes = 0;
    for (const auto& [type, n] : s.parametersByType) {
        checkFiniteNonNegative("parametersByType", n);
        elements += n;
    }
    for (const auto& [type, n] : s.bytesByType) {
        checkFiniteNonNegative("bytesByType", n);
        bytes += n;
    }
    if (elements != s.parameters)
        propertyFailed("parametersByType does not add up", elements - s.parameters);
    if (bytes != s.tensorBytes)
        propertyFailed("bytesByType does not add up", bytes - s.tensorBytes);
    checkFiniteNonNegative("bitsPerWeight", s.bitsPerWeight());
    if (s.arch && (s.arch->layers <= 0 || s.arch->hidden <= 0 || s.arch->heads <= 0))
        propertyFailed("a shape with an empty dimension", double(s.arch->layers));
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    g_fd = headroom::fuzz::openScratchFile(".gguf", g_path);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);

    // 1. In memory, the file size unknown.
    auto header = parseGgufHeader(bytes, "fuzz.gguf");
    if (header)
        checkSummary(*header, size);
    else
        headroom::fuzz::checkError(header.error());

    // 2. As a file.
    headroom::fuzz::writeScratchFile(g_fd, data, size);
    auto file = readGgufFile(g_path);
    if (!file) {
        headroom::fuzz::checkError(file.error());
        return 0;
    }
    checkSummary(*file, size);
    auto memory = parseGgufHeader(bytes, "fuzz.gguf", size);
    if (!memory)
        propertyFailed("file accepted but its bytes rejected from memory", 0);
    if (memory->parameters != file->parameters || memory->tensorBytes != file->tensorBytes ||
        memory->tensorCount != file->tensorCount || memory->headerBytes != file->headerBytes ||
        memory->parametersByType != file->parametersByType)
        propertyFailed("file and memory readers disagree", memory->parameters - file->parameters);
    return 0;
}
