// Fuzzes the .safetensors header reader two ways with each input:
//  1. the input as the header JSON: parseSafetensorsHeader;
//  2. the input as a whole .safetensors file (8-byte little-endian length,
//     header, data): written to a private, already unlinked temporary file and read with
//     readSafetensorsFile, the way the app reads one. When that succeeds, the
//     same header parsed from memory must succeed with the same counts.
// An accepted header must give exact, finite counts below 2^53.

#include "fuzzcheck.h"

#include "headroom/hfimport.h"

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

void checkSummary(const SafetensorsSummary& s)
{
    checkFiniteNonNegative("totalParameters", s.totalParameters);
    checkFiniteNonNegative("embeddingParameters", s.embeddingParameters);
    if (s.totalParameters > 9007199254740992.0)
        propertyFailed("more than 2^53 elements accepted", s.totalParameters);
    if (s.embeddingParameters > s.totalParameters)
        propertyFailed("more embedding than total parameters", s.embeddingParameters);
    double sum = 0;
    for (const auto& [dtype, n] : s.parametersByDtype) {
        checkFiniteNonNegative("parametersByDtype", n);
        sum += n;
    }
    if (sum != s.totalParameters)
        propertyFailed("parametersByDtype does not add up to totalParameters", sum - s.totalParameters);
    if (s.tensorCount < 0)
        propertyFailed("negative tensor count", double(s.tensorCount));
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    g_fd = headroom::fuzz::openScratchFile(".safetensors", g_path);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);

    // 1. The input as header JSON.
    auto header = parseSafetensorsHeader(text, "fuzz.safetensors");
    if (header) {
        checkSummary(*header);
        if (header->headerBytes != size)
            propertyFailed("headerBytes differs from the header's size", double(header->headerBytes));
    } else {
        headroom::fuzz::checkError(header.error());
    }

    // 2. The input as a file.
    headroom::fuzz::writeScratchFile(g_fd, data, size);
    auto file = readSafetensorsFile(g_path);
    if (!file) {
        headroom::fuzz::checkError(file.error());
        return 0;
    }
    checkSummary(*file);
    // The file reader accepted it, so the length prefix is sane: the header
    // alone must read the same from memory.
    if (size < 8)
        propertyFailed("file under 8 bytes accepted", double(size));
    std::uint64_t length = 0;
    for (int i = 0; i < 8; ++i)
        length |= std::uint64_t(data[i]) << (8 * i);
    if (length > size - 8)
        propertyFailed("header length beyond the end of the file accepted", double(length));
    auto memory = parseSafetensorsHeader(text.substr(8, std::size_t(length)), "fuzz.safetensors");
    if (!memory)
        propertyFailed("file accepted but its header rejected from memory", 0);
    if (memory->totalParameters != file->totalParameters || memory->tensorCount != file->tensorCount ||
        memory->parametersByDtype != file->parametersByDtype || memory->metadata != file->metadata ||
        memory->headerBytes != file->headerBytes)
        propertyFailed("file and memory readers disagree", memory->totalParameters - file->totalParameters);
    return 0;
}
