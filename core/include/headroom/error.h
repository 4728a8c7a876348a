#pragma once

#include <cassert>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace headroom {

// What went wrong, as a code the front ends can translate. The engine never
// throws across its API and never clamps a bad value silently: it returns one
// of these with the JSON path of the offending field.
enum class ErrorCode {
    Io,           // a file could not be read
    Parse,        // not valid JSON / not a valid header
    WrongType,    // e.g. a string where a number belongs
    MissingField, // a required field is absent
    UnknownField, // a field this version does not know
    UnknownValue, // an enum-like string or catalog id that does not exist
    OutOfRange,   // negative, zero, absurdly large, not finite
    Inconsistent, // fields that cannot hold together (tensor x pipeline vs gpus)
    Unsupported,  // a newer format version, an unknown model family
    NotAvailable, // a feature that is not there in this build
    DoesNotFit,   // an outcome, not bad input: what was asked for does not fit in memory
};

const char* errorCodeName(ErrorCode code);

// What the value should have been, as a code; its data (numbers, field names,
// literal values, lists of ids) goes in Error::args, never prose. Front ends
// word it in their language; expectText() gives the English default used by
// headroom-cli. {0}, {1}, ... in the comments are the args.
enum class Expect : std::uint8_t {
    Nothing, // no expectation to state
    // JSON shapes and types
    Object,          // an object
    JsonObject,      // a JSON object (the document)
    Array,           // an array
    Number,          // a number
    Integer,         // an integer
    Boolean,         // true or false
    String,          // a string
    NonEmptyString,  // a non-empty string
    ObjectOfStrings, // an object of strings
    ArrayOfNonNegativeIntegers,
    BeginEndPair, // [begin, end]
    ValidJson,    // valid JSON; args: line, byte (both optional)
    JsonDepth,    // valid JSON nested at most {0} levels
    // files
    ReadableFile,      // a readable file; value: the OS's reason
    RegularFile,       // a regular file (not a folder or a device)
    FileSize,          // a file of at most {0} bytes
    HeaderSize,        // a header of at most {0} bytes
    MinimumFileSize,   // at least {0} bytes
    HeaderWithinFile,  // a header length within the file ({0} bytes)
    SafetensorsHeader, // a readable safetensors header
    // numbers
    NumberRange,      // a number from {0} to {1}
    NumberAboveRange, // a number above {0} and at most {1}
    IntegerRange,     // an integer from {0} to {1}
    NonNegativeInteger,
    PositiveInteger,
    PositiveNumber,
    NonNegativeNumber,
    Probability,       // a number from 0 to 1
    FractionBelowOne,  // from 0 up to, not including, 1
    ZeroOrNumberRange, // 0, or a number from {0} to {1}
    ParameterLimit,    // a model of at most {0} parameters
    ElementLimit,      // a shape of fewer than {0} elements
    // values and choices
    Literal,            // exactly {0}
    OneOf,              // one of {0} (a comma-separated list of ids)
    AtLeastOneOf,       // a list with at least one of {0}
    ExactlyOneOf,       // exactly one of the fields {0}
    KnownFields,        // (unknown field) the known ones are {0}
    NewerVersion,       // version {0}: the file is from a newer Headroom
    UniqueId,           // an id not used before in this file
    CatalogGpu,         // a GPU id from the catalog
    CatalogGpuOrObject, // a catalog GPU id or a GPU object
    CatalogModel,       // a model id from the catalog
    FigureKey,          // a figure key such as {0}
    DtypeName,          // a dtype name such as {0}
    PositivePeak,       // at least one positive peak ({0})
    Date,               // a date YYYY, YYYY-MM or YYYY-MM-DD
    Assignment,         // PATH=VALUE, e.g. {0}
    DottedPath,         // a dotted path like {0}
    // relations between fields
    DivisorOf,                 // a divisor of {0} ({1})
    DivisorOfHiddenOrHeadDim,  // a divisor of hidden ({0}) or an explicit head_dim
    AtMost,                    // at most {0} ({1})
    SameAs,                    // the same value as {0} ({1})
    EqualTo,                   // equal to {0} ({1})
    TensorPipelineDividesGpus, // tensor × pipeline ({0} × {1} = {2}) dividing the GPU count ({3})
    StagesDivideLayers,        // pipeline × virtual stages dividing the layers ({0})
    GlobalBatchAtLeast,        // at least micro-batch × data-parallel ({0} × {1} = {2})
    OneWithoutArchitecture,    // 1: a bare parameter count has no layers to split
    OneWithoutPipeline,        // 1 unless pipeline parallelism is used
    ModelWithArchitecture,     // a model with an architecture (LoRA adapts its matrices)
    TrainingModeFor,           // a training mode (train, lora, qlora) for {0}
    StackRuns,                 // a software stack that runs {0} ({1})
    NoCrossAttention,          // a model without cross-attention
    WholeBytes,                // a whole number of bytes of {0}
    ByteSpan,                  // {0} bytes for the shape and dtype
    PackedTensors,             // tensors packed end to end, this one starting at {0}
    OffsetsWithinData,         // offsets within the data section ({0} bytes)
    GgufMagic,                 // a GGUF file (it starts with "GGUF")
    CompleteHeader,            // a complete header ({0} bytes needed, the file has {1})
    GgmlType,                  // a ggml tensor type llama.cpp knows (0 to {0})
    Count
};

const char* expectName(Expect e); // stable id, e.g. "divisor-of" (CLI JSON)

struct Error {
    ErrorCode code = ErrorCode::Parse;
    std::string file;                // empty when not from a file
    std::string path;                // JSON path in dotted form, e.g. "parallelism.gpus"
    std::string value;               // the offending value as data (JSON text, a number), may be empty
    Expect expect = Expect::Nothing; // what was expected
    std::vector<std::string> args;   // the expectation's data, see Expect
    // For a relation between fields: the other fields it involves, so that a
    // user who just changed one of them is told there (issue 17 item 3).
    std::vector<std::string> related;
    // For an unknown catalog id, choice or field: the names it was probably
    // meant to be (closestIds below), said last ("did you mean q4_k_m?").
    std::vector<std::string> suggestions;

    // English: "a positive integer", "a divisor of heads (32)".
    std::string expectText() const;
    // One English line: "file: parallelism.gpus: expected a positive integer, got -3".
    std::string message() const;
};

// Fills {0}, {1}, ... in `pattern` with args (missing ones stay empty).
std::string fillArgs(const std::string& pattern, const std::vector<std::string>& args);
// A number as error data: integers exactly, others with up to 6 significant digits.
std::string numberArg(double v);
template <class T>
std::string argText(const T& v)
{
    if constexpr (std::is_integral_v<T>)
        return std::to_string(v);
    else if constexpr (std::is_floating_point_v<T>)
        return numberArg(double(v));
    else
        return std::string(v);
}

// A small expected<T, Error>: C++23's std::expected is not in g++ 12.
template <class T>
class Expected {
public:
    Expected(T value) : m_v(std::move(value)) {}
    Expected(Error error) : m_v(std::move(error)) {}

    bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() &
    {
        assert(ok());
        return std::get<0>(m_v);
    }
    const T& value() const&
    {
        assert(ok());
        return std::get<0>(m_v);
    }
    T&& value() &&
    {
        assert(ok());
        return std::get<0>(std::move(m_v));
    }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    const Error& error() const
    {
        assert(!ok());
        return std::get<1>(m_v);
    }

private:
    std::variant<T, Error> m_v;
};

// The ids of `known` closest to `given`, compared without case or separators
// ("Llama 3.1 70B" is "llama-3.1-70b"): one that is `given` spelled another
// way; else those that contain it ("a100": a100-40gb, a100-80gb); else those
// it contains ("h200-sxm": h200) with those a small edit away (one letter from
// 5 letters on, two from 8: "h200-sxm": h100-sxm; "deepseek-v4":
// deepseek-v3), the fewest extra letters or edits of each. At most three, in
// the order of `known`; none when nothing is that close.
std::vector<std::string> closestIds(std::string_view given, const std::vector<std::string_view>& known);

// An unknown value among named choices (UnknownValue, OneOf with the list in
// args[0]) gets the choices closest to it as suggestions ("q4km": q4_k_m);
// an unknown field (UnknownField, KnownFields) the closest known keys
// ("parallelism.gpu": gpus).
void suggestChoices(Error& e);

template <class... Args>
Error makeError(ErrorCode code, std::string path, std::string value, Expect expect, Args&&... args)
{
    Error e{code,
            {},
            std::move(path),
            std::move(value),
            expect,
            std::vector<std::string>{argText(std::forward<Args>(args))...},
            {},
            {}};
    if ((code == ErrorCode::UnknownValue && expect == Expect::OneOf) ||
        (code == ErrorCode::UnknownField && expect == Expect::KnownFields))
        suggestChoices(e);
    return e;
}

} // namespace headroom
