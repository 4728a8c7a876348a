// GGUF headers (llama.cpp's gguf.c, formats 2 and 3): metadata and tensor
// infos read, tensor data never. Block sizes are ggml's (ggml-common.h:
// block_q4_K 144 bytes per 256 weights = 4.5 bits; block_q8_0 34 per 32 =
// 8.5 bits; block_q6_K 210 per 256 = 6.5625 bits).
#include "headroom/gguf.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace headroom;

namespace {

// Writes a GGUF file the way gguf.c lays it out (little-endian).
class GgufWriter {
public:
    explicit GgufWriter(std::uint32_t version = 3)
    {
        raw("GGUF", 4);
        u32(version);
    }

    void u32(std::uint32_t v) { raw(&v, 4); }
    void u64(std::uint64_t v) { raw(&v, 8); }
    void str(const std::string& s)
    {
        u64(s.size());
        raw(s.data(), s.size());
    }
    void raw(const void* p, std::size_t n) { bytes.append(static_cast<const char*>(p), n); }

    std::string bytes;
};

struct Tensor {
    std::string name;
    std::vector<std::uint64_t> dims;
    std::uint32_t type;
    std::uint64_t offset;
};

// A small llama-like file: architecture metadata, a 3-token vocabulary and
// three tensors of three ggml types.
std::string sampleHeader(std::uint64_t paddingStrings = 0)
{
    GgufWriter w;
    const std::vector<Tensor> tensors = {
        {"token_embd.weight", {64, 3}, 0, 0},        // F32: 192 weights, 768 bytes
        {"blk.0.attn_q.weight", {256, 64}, 12, 768}, // Q4_K: 16384 weights, 9216 bytes
        {"blk.0.ffn_down.weight", {32, 2}, 8, 9984}, // Q8_0: 64 weights, 68 bytes
    };
    w.u64(tensors.size());
    w.u64(7 + (paddingStrings > 0 ? 1 : 0));
    w.str("general.architecture");
    w.u32(8);
    w.str("llama");
    w.str("general.name");
    w.u32(8);
    w.str("Tiny");
    w.str("general.file_type");
    w.u32(4);
    w.u32(15); // Q4_K_M
    w.str("llama.block_count");
    w.u32(4);
    w.u32(2);
    w.str("llama.embedding_length");
    w.u32(4);
    w.u32(64);
    w.str("llama.attention.head_count");
    w.u32(4);
    w.u32(4);
    w.str("tokenizer.ggml.tokens");
    w.u32(9);
    w.u32(8);
    w.u64(3);
    w.str("a");
    w.str("b");
    w.str("c");
    if (paddingStrings > 0) { // a large vocabulary-like array, to grow the header
        w.str("tokenizer.ggml.merges");
        w.u32(9);
        w.u32(8);
        w.u64(paddingStrings);
        for (std::uint64_t i = 0; i < paddingStrings; ++i)
            w.str("merge-entry-" + std::to_string(i));
    }
    for (const Tensor& t : tensors) {
        w.str(t.name);
        w.u32(std::uint32_t(t.dims.size()));
        for (std::uint64_t d : t.dims)
            w.u64(d);
        w.u32(t.type);
        w.u64(t.offset);
    }
    return w.bytes;
}

std::uint64_t alignedDataSize(const std::string& header)
{
    return (header.size() + 31) / 32 * 32 + 9984 + 68;
}

} // namespace

TEST(Gguf, HeaderGivesTensorBytesByType)
{
    const std::string h = sampleHeader();
    auto s = parseGgufHeader(h, "tiny.gguf", alignedDataSize(h));
    ASSERT_TRUE(s.ok()) << s.error().message();
    EXPECT_EQ(s->version, 3u);
    EXPECT_EQ(s->tensorCount, 3u);
    EXPECT_EQ(s->architecture, "llama");
    EXPECT_EQ(s->name, "Tiny");
    EXPECT_EQ(s->fileType, "Q4_K_M");
    EXPECT_EQ(s->parameters, 192.0 + 16384.0 + 64.0);
    EXPECT_EQ(s->tensorBytes, 768.0 + 9216.0 + 68.0);
    EXPECT_EQ(s->bytesByType.at("Q4_K") * 8 / s->parametersByType.at("Q4_K"), 4.5);
    EXPECT_EQ(s->bytesByType.at("Q8_0") * 8 / s->parametersByType.at("Q8_0"), 8.5);
    EXPECT_EQ(s->headerBytes, h.size());
    EXPECT_EQ(s->dataOffset % 32, 0u);
    ASSERT_TRUE(s->arch.has_value());
    EXPECT_EQ(s->arch->layers, 2);
    EXPECT_EQ(s->arch->hidden, 64);
    EXPECT_EQ(s->arch->heads, 4);
    EXPECT_EQ(s->arch->vocab, 3);
}

// Every proper prefix of a header is refused as incomplete, with the bytes
// it would need; none reads past its end (the sanitizer build checks that).
TEST(Gguf, TruncatedHeadersSayWhatIsMissing)
{
    const std::string h = sampleHeader();
    for (std::size_t n = 0; n < h.size(); ++n) {
        auto s = parseGgufHeader(std::string_view(h).substr(0, n), "cut.gguf");
        ASSERT_FALSE(s.ok()) << n;
        if (n >= 4) {
            EXPECT_EQ(s.error().expect, Expect::CompleteHeader) << n;
        }
        EXPECT_EQ(s.error().file, "cut.gguf");
    }
}

TEST(Gguf, BrokenHeadersNameWhatIsWrong)
{
    auto expectError = [](const std::string& bytes, ErrorCode code, const std::string& path) {
        auto s = parseGgufHeader(bytes, "bad.gguf");
        ASSERT_FALSE(s.ok());
        EXPECT_EQ(s.error().code, code) << s.error().message();
        EXPECT_EQ(s.error().path, path) << s.error().message();
        EXPECT_FALSE(s.error().message().empty());
    };
    expectError("GGML\x03\0\0\0", ErrorCode::Parse, "");
    {
        GgufWriter w(1);
        w.u64(0);
        w.u64(0);
        expectError(w.bytes, ErrorCode::Unsupported, "version");
    }
    {
        GgufWriter w;
        w.u64(std::uint64_t{1} << 40); // absurd tensor count
        w.u64(0);
        expectError(w.bytes, ErrorCode::OutOfRange, "tensor_count");
    }
    {
        GgufWriter w;
        w.u64(0);
        w.u64(1);
        w.u64(std::uint64_t{1} << 50); // a key length no file holds
        expectError(w.bytes, ErrorCode::OutOfRange, "metadata[0].key");
    }
    {
        GgufWriter w;
        w.u64(0);
        w.u64(1);
        w.str("tokenizer.ggml.tokens");
        w.u32(9);
        w.u32(8);
        w.u64(std::uint64_t{1} << 62); // strings the header cannot hold
        expectError(w.bytes, ErrorCode::Parse, "tokenizer.ggml.tokens");
    }
    {
        GgufWriter w;
        w.u64(1);
        w.u64(0);
        w.str("t");
        w.u32(1);
        w.u64(32);
        w.u32(31); // a removed ggml type id
        w.u64(0);
        expectError(w.bytes, ErrorCode::Unsupported, "tensors[0].type");
    }
    {
        GgufWriter w;
        w.u64(1);
        w.u64(0);
        w.str("t");
        w.u32(1);
        w.u64(100); // not whole Q4_K blocks of 256
        w.u32(12);
        w.u64(0);
        expectError(w.bytes, ErrorCode::Inconsistent, "tensors[0].dims");
    }
    {
        GgufWriter w;
        w.u64(1);
        w.u64(0);
        w.str("t");
        w.u32(9); // more dimensions than ggml has
        expectError(w.bytes, ErrorCode::OutOfRange, "tensors[0].n_dims");
    }
    // A tensor that ends past the file.
    const std::string h = sampleHeader();
    auto s = parseGgufHeader(h, "short.gguf", alignedDataSize(h) - 1);
    ASSERT_FALSE(s.ok());
    EXPECT_EQ(s.error().expect, Expect::OffsetsWithinData);
    EXPECT_EQ(s.error().path, "tensors[2].offset");
}

// A header larger than the first read (a 150k-token vocabulary makes a few
// MiB) is read in growing prefixes; the tensor data never is.
TEST(Gguf, FileReaderReadsOnlyTheHeader)
{
    const std::string h = sampleHeader(60000);
    ASSERT_GT(h.size(), std::size_t(1) << 20);
    const auto path = std::filesystem::temp_directory_path() / "headroom-test-large.gguf";
    {
        std::ofstream out(path, std::ios::binary);
        out << h;
        out << std::string(std::size_t(alignedDataSize(h) - h.size()), '\0');
    }
    auto s = readGgufFile(path.string());
    ASSERT_TRUE(s.ok()) << s.error().message();
    EXPECT_EQ(s->tensorBytes, 768.0 + 9216.0 + 68.0);
    std::filesystem::resize_file(path, alignedDataSize(h) - 100);
    auto cut = readGgufFile(path.string());
    ASSERT_FALSE(cut.ok());
    EXPECT_EQ(cut.error().expect, Expect::OffsetsWithinData);
    std::filesystem::remove(path);
    auto missing = readGgufFile(path.string());
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().code, ErrorCode::Io);
}
