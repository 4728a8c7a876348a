#include "headroom/hfimport.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#ifndef HEADROOM_TESTDATA_DIR
#error "HEADROOM_TESTDATA_DIR must name tests/data"
#endif

namespace headroom {
namespace {

std::string lengthPrefix(std::uint64_t n)
{
    std::string out(8, '\0');
    for (int i = 0; i < 8; ++i) // little-endian u64
        out[static_cast<std::size_t>(i)] = static_cast<char>((n >> (8 * i)) & 0xFF);
    return out;
}

class Safetensors : public ::testing::Test {
protected:
    void SetUp() override
    {
        m_dir = std::filesystem::path(::testing::TempDir()) /
                ("headroom_st_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    std::string writeRaw(const std::string& name, const std::string& bytes)
    {
        const auto path = m_dir / name;
        std::ofstream out(path, std::ios::binary);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        return path.string();
    }

    // A well-formed file: length, header, then dataBytes zero bytes.
    std::string write(const std::string& name, const std::string& header, std::uint64_t dataBytes)
    {
        return writeRaw(name, lengthPrefix(header.size()) + header + std::string(dataBytes, '\0'));
    }

    std::filesystem::path m_dir;
};

TEST_F(Safetensors, CountsElementsByDtype)
{
    // 4096*11008 BF16 + 4096 F32 + scalar I64 + an empty U8 tensor + 10 F4 (5 bytes).
    const std::string header = R"({
        "__metadata__": {"format": "pt", "note": "test"},
        "model.mlp.weight": {"dtype": "BF16", "shape": [4096, 11008], "data_offsets": [0, 90177536]},
        "model.norm.weight": {"dtype": "F32", "shape": [4096], "data_offsets": [90177536, 90193920]},
        "step": {"dtype": "I64", "shape": [], "data_offsets": [90193920, 90193928]},
        "empty": {"dtype": "U8", "shape": [0, 3], "data_offsets": [90193928, 90193928]},
        "packed": {"dtype": "F4", "shape": [2, 5], "data_offsets": [90193928, 90193933]}
    })";
    const std::string path = m_dir.string() + "/model.safetensors";
    {
        // Sparse data section: the reader must never touch it.
        std::ofstream out(path, std::ios::binary);
        const std::string prefix = lengthPrefix(header.size()) + header;
        out.write(prefix.data(), static_cast<std::streamsize>(prefix.size()));
    }
    std::filesystem::resize_file(path, 8 + header.size() + 90193933);

    const auto summary = readSafetensorsFile(path);
    ASSERT_TRUE(summary.ok()) << summary.error().message();
    EXPECT_EQ(summary->totalParameters, 4096.0 * 11008 + 4096 + 1 + 0 + 10);
    EXPECT_EQ(summary->tensorCount, 5);
    EXPECT_EQ(summary->headerBytes, header.size());
    EXPECT_EQ(summary->parametersByDtype.at("BF16"), 4096.0 * 11008);
    EXPECT_EQ(summary->parametersByDtype.at("F32"), 4096.0);
    EXPECT_EQ(summary->parametersByDtype.at("I64"), 1.0);
    EXPECT_EQ(summary->parametersByDtype.at("U8"), 0.0);
    EXPECT_EQ(summary->parametersByDtype.at("F4"), 10.0);
    EXPECT_EQ(summary->metadata.size(), 2u);
    EXPECT_EQ(summary->metadata.at("format"), "pt");
}

TEST_F(Safetensors, HeaderOnlyParse)
{
    const auto summary = parseSafetensorsHeader(
        R"({"a": {"dtype": "F16", "shape": [2, 3], "data_offsets": [0, 12]},
            "b": {"dtype": "F8_E4M3", "shape": [7], "data_offsets": [12, 19]}})");
    ASSERT_TRUE(summary.ok()) << summary.error().message();
    EXPECT_EQ(summary->totalParameters, 13.0);
    EXPECT_EQ(summary->tensorCount, 2);
    EXPECT_TRUE(summary->metadata.empty());

    // Empty file as the reference library writes it: "{}" padded with spaces.
    const auto empty = parseSafetensorsHeader("{}      ");
    ASSERT_TRUE(empty.ok());
    EXPECT_EQ(empty->totalParameters, 0.0);
    EXPECT_EQ(empty->headerBytes, 8u);
}

TEST_F(Safetensors, EmbeddingTablesAreCountedApart)
{
    const auto summary = parseSafetensorsHeader(R"({
        "model.embed_tokens.weight": {"dtype": "BF16", "shape": [10, 4], "data_offsets": [0, 80]},
        "lm_head.weight": {"dtype": "BF16", "shape": [10, 4], "data_offsets": [80, 160]},
        "transformer.wpe.weight": {"dtype": "F32", "shape": [3, 4], "data_offsets": [160, 208]},
        "bert.embeddings.token_type_embeddings.weight": {"dtype": "F32", "shape": [2, 4], "data_offsets": [208, 240]},
        "bert.embeddings.LayerNorm.weight": {"dtype": "F32", "shape": [4], "data_offsets": [240, 256]},
        "model.layers.0.mlp.up_proj.weight": {"dtype": "BF16", "shape": [4, 4], "data_offsets": [256, 288]}
    })");
    ASSERT_TRUE(summary.ok()) << summary.error().message();
    EXPECT_EQ(summary->embeddingParameters, 40.0 + 12.0 + 8.0);
    EXPECT_EQ(summary->totalParameters, 40.0 + 40.0 + 12.0 + 8.0 + 4.0 + 16.0);
}

TEST_F(Safetensors, SeedFilesParse)
{
    const std::string dir = std::string(HEADROOM_TESTDATA_DIR) + "/safetensors/";
    const auto tiny = readSafetensorsFile(dir + "tiny.safetensors");
    ASSERT_TRUE(tiny.ok()) << tiny.error().message();
    EXPECT_EQ(tiny->totalParameters, 6.0);
    EXPECT_EQ(tiny->metadata.at("format"), "pt");

    const auto mixed = readSafetensorsFile(dir + "mixed.safetensors");
    ASSERT_TRUE(mixed.ok()) << mixed.error().message();
    EXPECT_EQ(mixed->tensorCount, 4);
    EXPECT_EQ(mixed->totalParameters, 4.0 + 3.0 + 1.0 + 0.0);
    EXPECT_EQ(mixed->parametersByDtype.at("BF16"), 4.0);
    EXPECT_EQ(mixed->parametersByDtype.at("I32"), 3.0);

    const auto empty = readSafetensorsFile(dir + "empty.safetensors");
    ASSERT_TRUE(empty.ok()) << empty.error().message();
    EXPECT_EQ(empty->tensorCount, 0);
}

struct BadHeader {
    const char* label;
    const char* json;
    ErrorCode code;
    const char* path;
};

TEST_F(Safetensors, BadHeadersAreErrorValues)
{
    const BadHeader cases[] = {
        {"not JSON", "this is not json", ErrorCode::Parse, ""},
        {"not an object", "[1, 2, 3]", ErrorCode::WrongType, ""},
        {"negative shape", R"({"t": {"dtype": "F32", "shape": [-1, 4], "data_offsets": [0, 0]}})",
         ErrorCode::OutOfRange, "t.shape"},
        {"shape overflow",
         R"({"t": {"dtype": "F32", "shape": [1099511627776, 1099511627776], "data_offsets": [0, 0]}})",
         ErrorCode::OutOfRange, "t.shape"},
        {"float shape", R"({"t": {"dtype": "F32", "shape": [2.5], "data_offsets": [0, 10]}})", ErrorCode::WrongType,
         "t.shape"},
        {"offsets mismatch", R"({"t": {"dtype": "F32", "shape": [2, 2], "data_offsets": [0, 15]}})",
         ErrorCode::Inconsistent, "t.data_offsets"},
        {"offsets reversed", R"({"t": {"dtype": "U8", "shape": [0], "data_offsets": [4, 0]}})", ErrorCode::Inconsistent,
         "t.data_offsets"},
        {"overlapping tensors",
         R"({"a": {"dtype": "U8", "shape": [4], "data_offsets": [0, 4]},
             "b": {"dtype": "U8", "shape": [4], "data_offsets": [2, 6]}})",
         ErrorCode::Inconsistent, "b.data_offsets"},
        {"one offset", R"({"t": {"dtype": "U8", "shape": [4], "data_offsets": [0]}})", ErrorCode::WrongType,
         "t.data_offsets"},
        {"unknown dtype", R"({"t": {"dtype": "F12", "shape": [4], "data_offsets": [0, 6]}})", ErrorCode::UnknownValue,
         "t.dtype"},
        {"missing dtype", R"({"t": {"shape": [4], "data_offsets": [0, 4]}})", ErrorCode::MissingField, "t.dtype"},
        {"half a byte", R"({"t": {"dtype": "F4", "shape": [3], "data_offsets": [0, 2]}})", ErrorCode::Inconsistent,
         "t.shape"},
        {"metadata not strings", R"({"__metadata__": {"epoch": 3}})", ErrorCode::WrongType, "__metadata__.epoch"},
        {"tensor not an object", R"({"t": 5})", ErrorCode::WrongType, "t"},
    };
    for (const BadHeader& c : cases) {
        SCOPED_TRACE(c.label);
        const auto summary = parseSafetensorsHeader(c.json, "x.safetensors");
        ASSERT_FALSE(summary.ok());
        EXPECT_EQ(summary.error().code, c.code) << summary.error().message();
        EXPECT_EQ(summary.error().path, c.path);
        EXPECT_EQ(summary.error().file, "x.safetensors");
    }
    // Where the header's JSON goes wrong, not a bare "got 17" (issue 29 item 16).
    const auto bad = parseSafetensorsHeader("this is not json", "x.safetensors");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().message(), "x.safetensors: expected valid JSON (the error is at line 1, byte 2)");
}

TEST_F(Safetensors, BadFilesAreErrorValues)
{
    const std::string valid = R"({"t": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}})";

    const auto longer = readSafetensorsFile(writeRaw("longer", lengthPrefix(valid.size() + 100) + valid));
    ASSERT_FALSE(longer.ok());
    EXPECT_EQ(longer.error().code, ErrorCode::Parse);

    const auto huge = readSafetensorsFile(writeRaw("huge", lengthPrefix(std::uint64_t{1} << 63) + valid));
    ASSERT_FALSE(huge.ok());
    EXPECT_EQ(huge.error().code, ErrorCode::OutOfRange);

    const auto over100MiB = readSafetensorsFile(writeRaw("over", lengthPrefix((100u << 20) + 1) + valid));
    ASSERT_FALSE(over100MiB.ok());
    EXPECT_EQ(over100MiB.error().code, ErrorCode::OutOfRange);

    const std::string shortPath = writeRaw("short", std::string("\x10\x00\x00", 3));
    const auto truncated = readSafetensorsFile(shortPath);
    ASSERT_FALSE(truncated.ok());
    EXPECT_EQ(truncated.error().code, ErrorCode::Io);
    EXPECT_EQ(truncated.error().file, shortPath);

    // The header promises 8 bytes of data; the file holds 4.
    const auto missingData = readSafetensorsFile(write("missing-data", valid, 4));
    ASSERT_FALSE(missingData.ok());
    EXPECT_EQ(missingData.error().code, ErrorCode::Inconsistent);
    EXPECT_EQ(missingData.error().path, "t.data_offsets");

    const auto notJson = readSafetensorsFile(write("not-json", "{{{{", 0));
    ASSERT_FALSE(notJson.ok());
    EXPECT_EQ(notJson.error().code, ErrorCode::Parse);

    const auto absent = readSafetensorsFile((m_dir / "absent.safetensors").string());
    ASSERT_FALSE(absent.ok());
    EXPECT_EQ(absent.error().code, ErrorCode::Io);

    const auto directory = readSafetensorsFile(m_dir.string());
    ASSERT_FALSE(directory.ok());
    EXPECT_EQ(directory.error().code, ErrorCode::Io);

    const auto good = readSafetensorsFile(write("good", valid, 8));
    ASSERT_TRUE(good.ok()) << good.error().message();
    EXPECT_EQ(good->totalParameters, 2.0);
}

// Issue 6 (fuzzing): deep nesting anywhere in a header is an error value, never
// a stack overflow.
TEST_F(Safetensors, DeeplyNestedHeaderIsAnError)
{
    const std::size_t depth = 200000; // far beyond what a recursive dump() survives
    const std::string deep = std::string(depth, '[') + std::string(depth, ']');
    for (const std::string& header :
         {R"({"__metadata__": {"a": )" + deep + "}}",
          R"({"t": {"dtype": "F32", "shape": )" + deep + R"(, "data_offsets": [0, 4]}})", R"({"t": )" + deep + "}"}) {
        const auto parsed = parseSafetensorsHeader(header);
        ASSERT_FALSE(parsed.ok());
        EXPECT_EQ(parsed.error().code, ErrorCode::WrongType) << parsed.error().message();
    }
}

} // namespace
} // namespace headroom

// Parameters, not stored elements (issue 14 item 6): gpt-oss keeps its
// experts in MXFP4 as U8 "_blocks" (two 4-bit values a byte) with U8
// "_scales" beside them; DeepSeek-V3's FP8 weights carry an F32
// weight_scale_inv per 128×128 block. Scales are not parameters.
TEST(SafetensorsQuantised, PackedAndScaledDtypesCountParameters)
{
    const std::uint64_t blocks = 32ull * 5760 * 90 * 16, scales = 32ull * 5760 * 90;
    const std::uint64_t q = 4096ull * 2880, qScale = 32ull * 23;
    std::uint64_t at = 0;
    auto span = [&](std::uint64_t bytes) {
        const std::string s = "[" + std::to_string(at) + "," + std::to_string(at + bytes) + "]";
        at += bytes;
        return s;
    };
    std::string header = "{";
    header +=
        R"("model.layers.0.mlp.experts.gate_up_proj_blocks":{"dtype":"U8","shape":[32,5760,90,16],"data_offsets":)" +
        span(blocks) + "},";
    header += R"("model.layers.0.mlp.experts.gate_up_proj_scales":{"dtype":"U8","shape":[32,5760,90],"data_offsets":)" +
              span(scales) + "},";
    header += R"("model.layers.0.self_attn.q_proj.weight":{"dtype":"F8_E4M3","shape":[4096,2880],"data_offsets":)" +
              span(q) + "},";
    header += R"("model.layers.0.self_attn.q_proj.weight_scale_inv":{"dtype":"F32","shape":[32,23],"data_offsets":)" +
              span(4 * qScale) + "}";
    header += "}";
    auto s = headroom::parseSafetensorsHeader(header);
    ASSERT_TRUE(s.ok()) << s.error().message();
    EXPECT_EQ(s->totalParameters, double(2 * blocks + q));
    EXPECT_EQ(s->parametersByDtype.at("MXFP4"), double(2 * blocks));
    EXPECT_EQ(s->parametersByDtype.at("F8_E4M3"), double(q));
    EXPECT_EQ(s->scaleElements, double(scales + qScale));
    EXPECT_EQ(s->tensorCount, 4);
    EXPECT_EQ(s->parametersByDtype.count("U8"), 0u);
    EXPECT_EQ(s->parametersByDtype.count("F32"), 0u);
}
