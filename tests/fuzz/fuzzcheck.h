#pragma once

// Shared by the fuzz targets: a check that stops the fuzzer with a crash (and
// so a reproducer) when a property of the engine's output does not hold.

#include "headroom/error.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <fcntl.h>
#include <unistd.h>

namespace headroom::fuzz {

// A failed property: say which, then trap so libFuzzer saves the input.
[[noreturn]] inline void propertyFailed(const char* what, double value)
{
    std::fprintf(stderr, "fuzz property failed: %s (value %g)\n", what, value);
    __builtin_trap();
}

inline void checkFinite(const char* what, double v)
{
    if (!std::isfinite(v))
        propertyFailed(what, v);
}

inline void checkFiniteNonNegative(const char* what, double v)
{
    if (!std::isfinite(v) || v < 0)
        propertyFailed(what, v);
}

// NaN is never a designed answer; +inf is (break-even "never").
inline void checkNotNan(const char* what, double v)
{
    if (std::isnan(v))
        propertyFailed(what, v);
}

// A rejected input: the message must be valid UTF-8 (front ends show it and
// may put it into JSON, where invalid text throws).
inline void checkError(const Error& e)
{
    const std::string text = e.message();
    try {
        (void)nlohmann::json(text).dump();
    } catch (const nlohmann::json::exception&) {
        std::fprintf(stderr, "error message is not valid UTF-8: %s\n", text.c_str());
        propertyFailed("error message is not valid UTF-8", 0);
    }
}

// A private scratch file for the file readers' fuzzers: memory-backed
// /dev/shm when there is one (a disk file rewritten thousands of times a
// second makes the fuzzer wait on the file system), unlinked at once so
// nothing is left behind even after a crash, and read through
// /proc/self/fd. Returns its descriptor; `path` receives the name to open.
inline int openScratchFile(const char* suffix, std::string& path)
{
    const char* tmp = std::getenv("TMPDIR");
    std::string dir = tmp && *tmp ? tmp : "/tmp";
    if (::access("/dev/shm", W_OK | X_OK) == 0)
        dir = "/dev/shm";
    const std::string ending(suffix);
    std::string templ = dir + "/headroom-fuzz-XXXXXX" + ending;
    const int fd = ::mkstemps(templ.data(), int(ending.size()));
    if (fd < 0) {
        std::perror("fuzz: mkstemps");
        std::abort();
    }
    ::unlink(templ.c_str());
    path = "/proc/self/fd/" + std::to_string(fd);
    return fd;
}

// Writes the input into the scratch file, then cuts it to size (never
// truncating to 0 first: ext4 then flushes on every write).
inline void writeScratchFile(int fd, const std::uint8_t* data, std::size_t size)
{
    if (::pwrite(fd, data, size, 0) != static_cast<ssize_t>(size) || ::ftruncate(fd, static_cast<off_t>(size)) != 0) {
        std::perror("fuzz: writing the scratch file");
        std::abort();
    }
}

} // namespace headroom::fuzz
