#include "headroom/hfimport.h"
#include "headroom/limits.h"

#include "jsonreader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

namespace headroom {
namespace {

using detail::describe;
using nlohmann::json;

struct DtypeInfo {
    std::string_view name;
    std::uint64_t bits;
};

// The dtypes of the safetensors reference library (safetensors/src/tensor.rs,
// Dtype::bitsize); sub-byte types pack, so a tensor's bit count must be a
// whole number of bytes.
constexpr std::array<DtypeInfo, 20> kDtypes{{
    {"BOOL", 8},    {"F4", 4},      {"F6_E2M3", 6}, {"F6_E3M2", 6}, {"U8", 8},   {"I8", 8},    {"F8_E5M2", 8},
    {"F8_E4M3", 8}, {"F8_E8M0", 8}, {"I16", 16},    {"U16", 16},    {"F16", 16}, {"BF16", 16}, {"I32", 32},
    {"U32", 32},    {"F32", 32},    {"C64", 64},    {"F64", 64},    {"I64", 64}, {"U64", 64},
}};

std::string dtypeList()
{
    std::string out;
    for (const DtypeInfo& d : kDtypes)
        out += (out.empty() ? "" : ", ") + std::string(d.name);
    return out;
}

std::optional<std::uint64_t> dtypeBits(std::string_view name)
{
    for (const DtypeInfo& d : kDtypes)
        if (d.name == name)
            return d.bits;
    return std::nullopt;
}

// Module names of token, position and token-type embedding tables across the
// families we import (Llama/Mistral/Qwen2/Gemma/Phi-3/OPT, GPT-2, BERT, Meta's
// original Llama, GPT-NeoX). LayerNorms beside them (BERT embeddings.LayerNorm)
// do not match.
bool isEmbeddingTensor(std::string_view name)
{
    constexpr std::string_view kModules[] = {
        "embed_tokens",          "embed_positions", "wte",      "wpe", "word_embeddings", "position_embeddings",
        "token_type_embeddings", "tok_embeddings",  "embed_in",
    };
    std::size_t start = 0;
    while (start <= name.size()) {
        const std::size_t dot = std::min(name.find('.', start), name.size());
        const std::string_view part = name.substr(start, dot - start);
        for (std::string_view module : kModules)
            if (part == module)
                return true;
        start = dot + 1;
    }
    return false;
}

bool endsWith(std::string_view s, std::string_view suffix)
{
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// FP8 checkpoints keep a scale per block or tensor beside each weight
// (DeepSeek-V3: weight_scale_inv; compressed-tensors: weight_scale,
// input_scale); MXFP4 keeps U8 exponents in "<name>_scales" beside
// "<name>_blocks" (gpt-oss).
bool isScaleTensor(const std::string& name, const nlohmann::json& header)
{
    if (endsWith(name, ".weight_scale_inv") || endsWith(name, ".weight_scale") || endsWith(name, ".input_scale"))
        return true;
    if (endsWith(name, "_scales"))
        return header.contains(name.substr(0, name.size() - 7) + "_blocks");
    return false;
}

struct Span {
    std::uint64_t begin;
    std::uint64_t end;
    const std::string* name;
};

class HeaderParser {
public:
    explicit HeaderParser(std::string_view fileName) : m_file(fileName) {}

    // dataBytes: size of the data section after the header, when known.
    Expected<SafetensorsSummary> parse(std::string_view text, std::optional<std::uint64_t> dataBytes)
    {
        if (text.size() > kMaxSafetensorsHeaderBytes)
            return fail(ErrorCode::OutOfRange, {}, std::to_string(text.size()), Expect::HeaderSize,
                        kMaxSafetensorsHeaderBytes);
        json header;
        try {
            header = json::parse(text.begin(), text.end());
        } catch (const json::parse_error& e) {
            // The header is the JSON after the 8-byte length: where in it the
            // error is ("got 105" said nothing; issue 29 item 16).
            const std::size_t at = std::min<std::size_t>(e.byte > 0 ? e.byte - 1 : 0, text.size());
            const std::size_t line = 1 + std::size_t(std::count(text.begin(), text.begin() + at, '\n'));
            return fail(ErrorCode::Parse, {}, {}, Expect::ValidJson, line, e.byte);
        }
        if (!header.is_object())
            return fail(ErrorCode::WrongType, {}, describe(header), Expect::JsonObject);

        SafetensorsSummary summary;
        summary.headerBytes = text.size();
        std::uint64_t total = 0;
        std::vector<Span> spans;
        for (auto it = header.cbegin(); it != header.cend(); ++it) {
            const std::string& name = it.key(); // stays valid while header lives (spans keep it)
            const json& entry = it.value();
            if (name == "__metadata__") {
                if (auto error = readMetadata(entry, summary))
                    return *error;
                continue;
            }
            std::uint64_t elements = 0;
            Span span{};
            if (auto error = readTensor(name, entry, elements, span))
                return *error;
            // Parameters, not stored elements: scales are not parameters,
            // and packed FP4 blocks hold two per byte.
            std::string dtypeName = entry.at("dtype").get<std::string>();
            if (isScaleTensor(name, header)) {
                summary.scaleElements += static_cast<double>(elements);
                ++summary.tensorCount;
                spans.push_back(span);
                continue;
            }
            if (dtypeName == "U8" && endsWith(name, "_blocks")) {
                if (elements > kMaxExactCount / 2)
                    return fail(ErrorCode::OutOfRange, name + ".shape", std::to_string(elements), Expect::ElementLimit,
                                "2^53");
                elements *= 2;
                dtypeName = "MXFP4";
            }
            if (elements > kMaxExactCount - total)
                return fail(ErrorCode::OutOfRange, name + ".shape", std::to_string(elements), Expect::ElementLimit,
                            "2^53");
            total += elements;
            summary.parametersByDtype[dtypeName] += static_cast<double>(elements);
            if (isEmbeddingTensor(name))
                summary.embeddingParameters += static_cast<double>(elements);
            ++summary.tensorCount;
            spans.push_back(span);
        }
        summary.totalParameters = static_cast<double>(total);

        // The reference library lays tensors end to end from offset 0; gaps or
        // overlaps mean the header lies about the data.
        std::sort(spans.begin(), spans.end(),
                  [](const Span& a, const Span& b) { return a.begin != b.begin ? a.begin < b.begin : a.end < b.end; });
        std::uint64_t next = 0;
        for (const Span& s : spans) {
            if (s.begin != next)
                return fail(ErrorCode::Inconsistent, *s.name + ".data_offsets", std::to_string(s.begin),
                            Expect::PackedTensors, next);
            next = s.end;
        }
        if (dataBytes && next > *dataBytes)
            return fail(ErrorCode::Inconsistent, spans.empty() ? std::string() : *spans.back().name + ".data_offsets",
                        std::to_string(next), Expect::OffsetsWithinData, *dataBytes);
        return summary;
    }

    template <class... Args>
    Error fail(ErrorCode code, std::string path, std::string value, Expect expected, Args&&... args) const
    {
        Error e = makeError(code, std::move(path), std::move(value), expected, std::forward<Args>(args)...);
        e.file = m_file;
        return e;
    }

private:
    std::optional<Error> readMetadata(const json& entry, SafetensorsSummary& summary) const
    {
        if (entry.is_null())
            return std::nullopt;
        if (!entry.is_object())
            return fail(ErrorCode::WrongType, "__metadata__", describe(entry), Expect::ObjectOfStrings);
        for (const auto& [key, value] : entry.items()) {
            if (!value.is_string())
                return fail(ErrorCode::WrongType, "__metadata__." + key, describe(value), Expect::String);
            summary.metadata[key] = value.get<std::string>();
        }
        return std::nullopt;
    }

    std::optional<Error> readUnsigned(const json& v, const std::string& path, std::uint64_t& out) const
    {
        if (!v.is_number_integer())
            return fail(ErrorCode::WrongType, path, describe(v), Expect::NonNegativeInteger);
        if (!v.is_number_unsigned() && v.get<std::int64_t>() < 0)
            return fail(ErrorCode::OutOfRange, path, describe(v), Expect::NonNegativeInteger);
        out = v.get<std::uint64_t>();
        return std::nullopt;
    }

    std::optional<Error> readTensor(const std::string& name, const json& entry, std::uint64_t& elements,
                                    Span& span) const
    {
        if (!entry.is_object())
            return fail(ErrorCode::WrongType, name, describe(entry), Expect::Object);
        for (const char* key : {"dtype", "shape", "data_offsets"})
            if (!entry.contains(key))
                return fail(ErrorCode::MissingField, name + "." + key, {}, Expect::Nothing);

        const json& dtype = entry.at("dtype");
        if (!dtype.is_string())
            return fail(ErrorCode::WrongType, name + ".dtype", describe(dtype), Expect::DtypeName, "\"BF16\"");
        const auto bits = dtypeBits(dtype.get_ref<const std::string&>());
        if (!bits)
            return fail(ErrorCode::UnknownValue, name + ".dtype", describe(dtype), Expect::OneOf, dtypeList());

        const json& shape = entry.at("shape");
        const std::string shapePath = name + ".shape";
        if (!shape.is_array())
            return fail(ErrorCode::WrongType, shapePath, describe(shape), Expect::ArrayOfNonNegativeIntegers);
        elements = 1; // an empty shape is a scalar
        for (const json& dim : shape) {
            std::uint64_t n = 0;
            if (auto error = readUnsigned(dim, shapePath, n))
                return error;
            if (n != 0 && elements > kMaxExactCount / n)
                return fail(ErrorCode::OutOfRange, shapePath, describe(dim), Expect::ElementLimit, "2^53");
            elements *= n;
        }

        const json& offsets = entry.at("data_offsets");
        const std::string offsetsPath = name + ".data_offsets";
        if (!offsets.is_array() || offsets.size() != 2)
            return fail(ErrorCode::WrongType, offsetsPath, describe(offsets), Expect::BeginEndPair);
        if (auto error = readUnsigned(offsets[0], offsetsPath, span.begin))
            return error;
        if (auto error = readUnsigned(offsets[1], offsetsPath, span.end))
            return error;
        span.name = &name;

        // elements <= 2^53 and bits <= 64: no overflow.
        const std::uint64_t totalBits = elements * *bits;
        if (totalBits % 8 != 0)
            return fail(ErrorCode::Inconsistent, shapePath, std::to_string(elements), Expect::WholeBytes,
                        dtype.get<std::string>());
        const std::uint64_t bytes = totalBits / 8;
        if (span.end < span.begin || span.end - span.begin != bytes)
            return fail(ErrorCode::Inconsistent, offsetsPath,
                        "[" + std::to_string(span.begin) + ", " + std::to_string(span.end) + "]", Expect::ByteSpan,
                        bytes);
        return std::nullopt;
    }

    std::string m_file;
};

} // namespace

Expected<SafetensorsSummary> parseSafetensorsHeader(std::string_view headerJson, std::string_view fileName)
{
    HeaderParser parser(fileName);
    try {
        return parser.parse(headerJson, std::nullopt);
    } catch (const std::exception& e) {
        return parser.fail(ErrorCode::Parse, {}, e.what(), Expect::SafetensorsHeader);
    }
}

Expected<SafetensorsSummary> readSafetensorsFile(const std::string& path)
{
    HeaderParser parser(path);
    try {
        std::string prefix;
        std::uint64_t size = 0;
        if (auto error = detail::readFilePrefix(path, prefix, 8, 8, UINT64_MAX, &size))
            return *error;
        std::uint64_t length = 0;
        for (std::size_t i = 0; i < prefix.size(); ++i) // little-endian
            length |= std::uint64_t{static_cast<unsigned char>(prefix[i])} << (8 * i);

        if (length > kMaxSafetensorsHeaderBytes)
            return parser.fail(ErrorCode::OutOfRange, {}, std::to_string(length), Expect::HeaderSize,
                               kMaxSafetensorsHeaderBytes);
        if (length > size - 8)
            return parser.fail(ErrorCode::Parse, {}, std::to_string(length), Expect::HeaderWithinFile, size - 8);

        // Only the header is read; tensor data stays on disk.
        std::string header;
        if (auto error = detail::readFilePrefix(path, header, 8 + length, 8, UINT64_MAX))
            return *error;
        header.erase(0, 8);
        return parser.parse(header, size - 8 - length);
    } catch (const std::exception& e) {
        return parser.fail(ErrorCode::Io, {}, e.what(), Expect::ReadableFile);
    }
}

} // namespace headroom
