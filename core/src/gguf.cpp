#include "headroom/gguf.h"
#include "headroom/limits.h"

#include "jsonreader.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <string>

namespace headroom {
namespace {

// ggml's types (ggml.h enum ggml_type; ggml.c type_traits): name, elements
// per block, bytes per block. Ids 4, 5 (Q4_2, Q4_3) and 31-33, 36-38 were
// removed from ggml and are refused as unknown.
struct TypeInfo {
    const char* name;
    std::uint32_t block;
    std::uint32_t bytes;
};
constexpr std::array<TypeInfo, 40> kTypes{{
    {"F32", 1, 4},      {"F16", 1, 2},        {"Q4_0", 32, 18},    {"Q4_1", 32, 20},     {nullptr, 0, 0},
    {nullptr, 0, 0},    {"Q5_0", 32, 22},     {"Q5_1", 32, 24},    {"Q8_0", 32, 34},     {"Q8_1", 32, 36},
    {"Q2_K", 256, 84},  {"Q3_K", 256, 110},   {"Q4_K", 256, 144},  {"Q5_K", 256, 176},   {"Q6_K", 256, 210},
    {"Q8_K", 256, 292}, {"IQ2_XXS", 256, 66}, {"IQ2_XS", 256, 74}, {"IQ3_XXS", 256, 98}, {"IQ1_S", 256, 50},
    {"IQ4_NL", 32, 18}, {"IQ3_S", 256, 110},  {"IQ2_S", 256, 82},  {"IQ4_XS", 256, 136}, {"I8", 1, 1},
    {"I16", 1, 2},      {"I32", 1, 4},        {"I64", 1, 8},       {"F64", 1, 8},        {"IQ1_M", 256, 56},
    {"BF16", 1, 2},     {nullptr, 0, 0},      {nullptr, 0, 0},     {nullptr, 0, 0},      {"TQ1_0", 256, 54},
    {"TQ2_0", 256, 66}, {nullptr, 0, 0},      {nullptr, 0, 0},     {nullptr, 0, 0},      {"MXFP4", 32, 17},
}};

// llama.cpp's llama_ftype (general.file_type) names for the common mixes.
const char* fileTypeName(std::uint64_t t)
{
    switch (t) {
    case 0: return "F32";
    case 1: return "F16";
    case 2: return "Q4_0";
    case 3: return "Q4_1";
    case 7: return "Q8_0";
    case 8: return "Q5_0";
    case 9: return "Q5_1";
    case 10: return "Q2_K";
    case 11: return "Q3_K_S";
    case 12: return "Q3_K_M";
    case 13: return "Q3_K_L";
    case 14: return "Q4_K_S";
    case 15: return "Q4_K_M";
    case 16: return "Q5_K_S";
    case 17: return "Q5_K_M";
    case 18: return "Q6_K";
    case 30: return "IQ4_XS";
    case 32: return "BF16";
    case 38: return "MXFP4_MOE";
    default: return "";
    }
}

// Keys, names and bytes from the file as error data: printable ASCII kept,
// anything else as \xNN, so a message is always valid UTF-8.
std::string printable(std::string_view raw, std::size_t limit = 200)
{
    std::string out;
    for (std::size_t i = 0; i < raw.size() && i < limit; ++i) {
        const unsigned char ch = static_cast<unsigned char>(raw[i]);
        if (ch >= 0x20 && ch < 0x7f) {
            out += char(ch);
        } else {
            static const char* hex = "0123456789abcdef";
            out += "\\x";
            out += hex[ch >> 4];
            out += hex[ch & 15];
        }
    }
    if (raw.size() > limit)
        out += "...";
    return out;
}

// gguf_type: the metadata value types.
enum ValueType : std::uint32_t {
    U8 = 0,
    I8 = 1,
    U16 = 2,
    I16 = 3,
    U32 = 4,
    I32 = 5,
    F32 = 6,
    Bool = 7,
    String = 8,
    Array = 9,
    U64 = 10,
    I64 = 11,
    F64 = 12,
};

std::uint64_t scalarBytes(std::uint32_t t)
{
    switch (t) {
    case U8:
    case I8:
    case Bool: return 1;
    case U16:
    case I16: return 2;
    case U32:
    case I32:
    case F32: return 4;
    case U64:
    case I64:
    case F64: return 8;
    default: return 0;
    }
}

// A cursor over the header that fails, with the byte offset, instead of
// reading past the end.
class Cursor {
public:
    Cursor(std::string_view bytes, std::string_view file, std::optional<std::uint64_t> fileSize)
        : m_bytes(bytes), m_file(file), m_fileSize(fileSize)
    {
    }
    bool failed() const { return m_error.has_value(); }
    Error error() const { return *m_error; }
    std::uint64_t offset() const { return m_pos; }

    void fail(Error e)
    {
        if (m_error)
            return;
        e.file = std::string(m_file);
        m_error = std::move(e);
    }
    void failAt(std::string_view what, ErrorCode code, std::string value, Expect expect,
                std::vector<std::string> args = {})
    {
        Error e;
        e.code = code;
        e.path = std::string(what);
        e.value = std::move(value);
        e.expect = expect;
        e.args = std::move(args);
        fail(std::move(e));
    }

    bool need(std::uint64_t n, std::string_view what)
    {
        if (failed())
            return false;
        if (n > m_bytes.size() - m_pos) {
            const std::uint64_t have = m_fileSize ? *m_fileSize : m_bytes.size();
            const std::uint64_t end = n > std::numeric_limits<std::uint64_t>::max() - m_pos
                                          ? std::numeric_limits<std::uint64_t>::max()
                                          : m_pos + n;
            failAt(what, ErrorCode::Parse, {}, Expect::CompleteHeader, {std::to_string(end), std::to_string(have)});
            return false;
        }
        return true;
    }
    template <class T>
    T read(std::string_view what)
    {
        T v{};
        if (!need(sizeof(T), what))
            return v;
        std::memcpy(&v, m_bytes.data() + m_pos, sizeof(T)); // GGUF is little-endian, as is every target
        m_pos += sizeof(T);
        return v;
    }
    std::string string(std::string_view what)
    {
        const auto n = read<std::uint64_t>(what);
        if (failed())
            return {};
        if (n > kMaxGgufStringBytes) {
            failAt(what, ErrorCode::OutOfRange, std::to_string(n), Expect::IntegerRange,
                   {"0", std::to_string(kMaxGgufStringBytes)});
            return {};
        }
        if (!need(n, what))
            return {};
        std::string s(m_bytes.substr(m_pos, n));
        m_pos += n;
        return s;
    }
    void skip(std::uint64_t n, std::string_view what)
    {
        if (need(n, what))
            m_pos += n;
    }

private:
    std::string_view m_bytes;
    std::string_view m_file;
    std::optional<std::uint64_t> m_fileSize;
    std::uint64_t m_pos = 0;
    std::optional<Error> m_error;
};

// One metadata value: integers kept (for the shape), strings kept, arrays
// skipped except for their length (the tokenizer's vocabulary size).
struct Value {
    std::uint32_t type = 0;
    std::optional<std::uint64_t> integer;
    std::string text;
    std::uint64_t arrayLength = 0;
};

Value readValue(Cursor& c, std::uint32_t type, const std::string& key)
{
    Value v;
    v.type = type;
    if (type == String) {
        v.text = c.string(key);
        return v;
    }
    if (type == Array) {
        const auto inner = c.read<std::uint32_t>(key);
        const auto n = c.read<std::uint64_t>(key);
        if (c.failed())
            return v;
        v.arrayLength = n;
        if (inner == String) {
            // Each string takes at least its 8-byte length: a count the
            // remaining header cannot hold is refused before any loop.
            if (!c.need(n > std::numeric_limits<std::uint64_t>::max() / 8 ? std::numeric_limits<std::uint64_t>::max()
                                                                          : n * 8,
                        key))
                return v;
            for (std::uint64_t i = 0; i < n && !c.failed(); ++i)
                c.string(key);
            return v;
        }
        const std::uint64_t size = scalarBytes(inner); // 0 for arrays of arrays, as gguf.c refuses them
        if (size == 0) {
            c.failAt(key, ErrorCode::Unsupported, std::to_string(inner), Expect::IntegerRange, {"0", "12"});
            return v;
        }
        if (n > std::numeric_limits<std::uint64_t>::max() / size) {
            c.failAt(key, ErrorCode::OutOfRange, std::to_string(n), Expect::ElementLimit, {"2^64 bytes"});
            return v;
        }
        c.skip(n * size, key);
        return v;
    }
    const std::uint64_t size = scalarBytes(type);
    if (size == 0) {
        c.failAt(key, ErrorCode::Unsupported, std::to_string(type), Expect::IntegerRange, {"0", "12"});
        return v;
    }
    switch (type) {
    case U8: v.integer = c.read<std::uint8_t>(key); break;
    case U16: v.integer = c.read<std::uint16_t>(key); break;
    case U32: v.integer = c.read<std::uint32_t>(key); break;
    case U64: v.integer = c.read<std::uint64_t>(key); break;
    case I8: {
        const auto x = c.read<std::int8_t>(key);
        if (x >= 0)
            v.integer = std::uint64_t(x);
        break;
    }
    case I16: {
        const auto x = c.read<std::int16_t>(key);
        if (x >= 0)
            v.integer = std::uint64_t(x);
        break;
    }
    case I32: {
        const auto x = c.read<std::int32_t>(key);
        if (x >= 0)
            v.integer = std::uint64_t(x);
        break;
    }
    case I64: {
        const auto x = c.read<std::int64_t>(key);
        if (x >= 0)
            v.integer = std::uint64_t(x);
        break;
    }
    default: c.skip(size, key); break;
    }
    return v;
}

// The shape from llama.cpp's metadata keys ({arch}.block_count, ...), when
// the essential ones are there; the vocabulary from the token list.
std::optional<Architecture> shapeFrom(const std::map<std::string, Value>& meta, const std::string& arch)
{
    auto get = [&](const std::string& key) -> std::optional<std::uint64_t> {
        const auto it = meta.find(arch + "." + key);
        if (it == meta.end() || !it->second.integer)
            return std::nullopt;
        return it->second.integer;
    };
    const auto layers = get("block_count"), hidden = get("embedding_length"), heads = get("attention.head_count");
    if (!layers || !hidden || !heads || *layers == 0 || *hidden == 0 || *heads == 0 || *layers > 100000 ||
        *hidden > 1000000 || *heads > 100000)
        return std::nullopt;
    Architecture a;
    a.layers = std::int64_t(*layers);
    a.hidden = std::int64_t(*hidden);
    a.heads = std::int64_t(*heads);
    a.kvHeads = std::int64_t(get("attention.head_count_kv").value_or(*heads));
    a.headDim = std::int64_t(get("attention.key_length").value_or(*hidden / *heads));
    a.ffn = std::int64_t(get("feed_forward_length").value_or(4 * *hidden));
    a.maxPositions = std::int64_t(get("context_length").value_or(4096));
    a.experts = std::int64_t(std::max<std::uint64_t>(1, get("expert_count").value_or(1)));
    a.expertsPerToken = std::int64_t(std::max<std::uint64_t>(1, get("expert_used_count").value_or(1)));
    if (const auto ff = get("expert_feed_forward_length"); ff && a.experts > 1)
        a.expertFfn = std::int64_t(*ff);
    if (const auto window = get("attention.sliding_window"); window && *window > 0) {
        a.local = AttentionKind::SlidingWindow;
        a.window = std::int64_t(*window);
    }
    if (const auto it = meta.find("tokenizer.ggml.tokens"); it != meta.end() && it->second.arrayLength > 0)
        a.vocab = std::int64_t(std::min<std::uint64_t>(it->second.arrayLength, 100000000));
    a.tiedEmbeddings = true;
    a.expertsPerToken = std::min(a.expertsPerToken, a.experts);
    if (a.heads % std::max<std::int64_t>(1, a.kvHeads) != 0 || a.kvHeads <= 0)
        a.kvHeads = a.heads;
    return a;
}

} // namespace

std::string_view ggmlTypeName(std::uint32_t type)
{
    return type < kTypes.size() && kTypes[type].name ? kTypes[type].name : "";
}

Expected<GgufSummary> parseGgufHeader(std::string_view header, std::string_view fileName,
                                      std::optional<std::uint64_t> fileSize)
{
    Cursor c(header, fileName, fileSize);
    GgufSummary s;
    if (header.size() < 4 || std::memcmp(header.data(), "GGUF", 4) != 0) {
        c.failAt({}, ErrorCode::Parse, printable(header.substr(0, std::min<std::size_t>(4, header.size()))),
                 Expect::GgufMagic);
        return c.error();
    }
    c.skip(4, "magic");
    s.version = c.read<std::uint32_t>("version");
    if (!c.failed() && (s.version < 2 || s.version > 3))
        c.failAt("version", ErrorCode::Unsupported, std::to_string(s.version), Expect::IntegerRange, {"2", "3"});
    s.tensorCount = c.read<std::uint64_t>("tensor_count");
    if (!c.failed() && s.tensorCount > kMaxGgufTensors)
        c.failAt("tensor_count", ErrorCode::OutOfRange, std::to_string(s.tensorCount), Expect::IntegerRange,
                 {"0", std::to_string(kMaxGgufTensors)});
    s.metadataCount = c.read<std::uint64_t>("metadata_kv_count");
    if (!c.failed() && s.metadataCount > kMaxGgufMetadata)
        c.failAt("metadata_kv_count", ErrorCode::OutOfRange, std::to_string(s.metadataCount), Expect::IntegerRange,
                 {"0", std::to_string(kMaxGgufMetadata)});
    if (c.failed())
        return c.error();

    std::map<std::string, Value> meta;
    for (std::uint64_t i = 0; i < s.metadataCount && !c.failed(); ++i) {
        std::string key = c.string("metadata[" + std::to_string(i) + "].key");
        const std::string where = printable(key);
        const auto type = c.read<std::uint32_t>(where);
        if (c.failed())
            break;
        Value v = readValue(c, type, where);
        if (!c.failed())
            meta[std::move(key)] = std::move(v);
    }
    if (c.failed())
        return c.error();
    auto text = [&](const char* key) {
        const auto it = meta.find(key);
        return it != meta.end() ? it->second.text : std::string();
    };
    s.architecture = text("general.architecture");
    s.name = text("general.name");
    if (const auto it = meta.find("general.file_type"); it != meta.end() && it->second.integer)
        s.fileType = fileTypeName(*it->second.integer);
    std::uint64_t alignment = 32; // GGUF_DEFAULT_ALIGNMENT
    if (const auto it = meta.find("general.alignment"); it != meta.end() && it->second.integer) {
        alignment = *it->second.integer;
        if (alignment == 0 || (alignment & (alignment - 1)) != 0 || alignment > (1u << 20)) {
            c.failAt("general.alignment", ErrorCode::OutOfRange, std::to_string(alignment), Expect::IntegerRange,
                     {"1", "1048576"});
            return c.error();
        }
    }

    struct Span {
        std::uint64_t offset, bytes;
        std::string name;
    };
    std::vector<Span> spans;
    // Each tensor info takes at least 32 bytes: reserve no more than fit.
    spans.reserve(std::size_t(std::min<std::uint64_t>(s.tensorCount, (header.size() - c.offset()) / 32)));
    for (std::uint64_t i = 0; i < s.tensorCount && !c.failed(); ++i) {
        const std::string where = "tensors[" + std::to_string(i) + "]";
        std::string name = c.string(where + ".name");
        const auto dims = c.read<std::uint32_t>(where + ".n_dims");
        if (!c.failed() && (dims == 0 || dims > kMaxGgufDims))
            c.failAt(where + ".n_dims", ErrorCode::OutOfRange, std::to_string(dims), Expect::IntegerRange,
                     {"1", std::to_string(kMaxGgufDims)});
        double elements = 1;
        std::uint64_t first = 0;
        for (std::uint32_t d = 0; d < dims && !c.failed(); ++d) {
            const auto n = c.read<std::uint64_t>(where + ".dims");
            if (d == 0)
                first = n;
            elements *= double(n);
        }
        if (!c.failed() && !(elements < double(kMaxExactCount)))
            c.failAt(where + ".dims", ErrorCode::OutOfRange, printable(name), Expect::ElementLimit, {"2^53"});
        const auto type = c.read<std::uint32_t>(where + ".type");
        const auto offset = c.read<std::uint64_t>(where + ".offset");
        if (c.failed())
            break;
        if (type >= kTypes.size() || !kTypes[type].name) {
            c.failAt(where + ".type", ErrorCode::Unsupported, std::to_string(type), Expect::GgmlType,
                     {std::to_string(kTypes.size() - 1)});
            break;
        }
        const TypeInfo& t = kTypes[type];
        // ggml rows are whole blocks: the first dimension divides by the block.
        if (first % t.block != 0) {
            c.failAt(where + ".dims", ErrorCode::Inconsistent, std::to_string(first), Expect::DivisorOf,
                     {t.name, std::to_string(t.block)});
            break;
        }
        const double bytes = elements / double(t.block) * double(t.bytes);
        if (offset % alignment != 0) {
            c.failAt(where + ".offset", ErrorCode::Inconsistent, std::to_string(offset), Expect::DivisorOf,
                     {"general.alignment", std::to_string(alignment)});
            break;
        }
        s.parameters += elements;
        s.tensorBytes += bytes;
        s.parametersByType[t.name] += elements;
        s.bytesByType[t.name] += bytes;
        spans.push_back({offset, std::uint64_t(bytes), std::move(name)});
    }
    if (c.failed())
        return c.error();
    s.headerBytes = c.offset();
    s.dataOffset = (s.headerBytes + alignment - 1) / alignment * alignment;
    // Every tensor inside the data section of the file.
    if (fileSize) {
        const std::uint64_t data = *fileSize >= s.dataOffset ? *fileSize - s.dataOffset : 0;
        for (std::size_t i = 0; i < spans.size(); ++i)
            if (spans[i].offset > data || spans[i].bytes > data - spans[i].offset) {
                c.failAt("tensors[" + std::to_string(i) + "].offset", ErrorCode::Inconsistent,
                         std::to_string(spans[i].offset), Expect::OffsetsWithinData, {std::to_string(data)});
                return c.error();
            }
    }
    if (!s.architecture.empty())
        s.arch = shapeFrom(meta, s.architecture);
    return s;
}

Expected<GgufSummary> readGgufFile(const std::string& path)
{
    try {
        // Read a growing prefix until the header fits: the tokenizer's
        // vocabulary makes a header a few MiB; the tensor data is never read.
        std::uint64_t want = 1u << 20;
        for (;;) {
            std::string bytes;
            std::uint64_t size = 0;
            if (auto error =
                    detail::readFilePrefix(path, bytes, want, 0, std::numeric_limits<std::uint64_t>::max(), &size))
                return *error;
            auto s = parseGgufHeader(bytes, path, size);
            const bool truncated = !s.ok() && s.error().expect == Expect::CompleteHeader;
            if (!truncated || bytes.size() >= size || want >= kMaxGgufHeaderRead)
                return s;
            want = std::min<std::uint64_t>(want * 4, kMaxGgufHeaderRead);
        }
    } catch (const std::exception& e) {
        Error error = makeError(ErrorCode::Io, {}, e.what(), Expect::ReadableFile);
        error.file = path;
        return error;
    }
}

} // namespace headroom
