#include "headroom/scenariofields.h"

namespace headroom {

std::string_view toString(FieldType t)
{
    switch (t) {
    case FieldType::Section: return "object";
    case FieldType::Integer: return "integer";
    case FieldType::Number: return "number";
    case FieldType::Boolean: return "boolean";
    case FieldType::Choice: return "choice";
    case FieldType::Text: return "string";
    case FieldType::List: return "array";
    }
    return "object";
}

namespace detail {

namespace {
template <class E>
bool assign(std::optional<E> parsed, E& out)
{
    if (parsed)
        out = *parsed;
    return parsed.has_value();
}
} // namespace

bool parseChoice(std::string_view s, Mode& out)
{
    return assign(modeFromString(s), out);
}
bool parseChoice(std::string_view s, Recipe& out)
{
    return assign(recipeFromString(s), out);
}
bool parseChoice(std::string_view s, DType& out)
{
    return assign(dtypeFromString(s), out);
}
bool parseChoice(std::string_view s, Optimizer& out)
{
    return assign(optimizerFromString(s), out);
}
bool parseChoice(std::string_view s, Recompute& out)
{
    return assign(recomputeFromString(s), out);
}
bool parseChoice(std::string_view s, GatherUnit& out)
{
    return gatherUnitFromString(s, out);
}
bool parseChoice(std::string_view s, DataKind& out)
{
    return assign(dataKindFromString(s), out);
}
bool parseChoice(std::string_view s, NormKind& out)
{
    return assign(normKindFromString(s), out);
}
bool parseChoice(std::string_view s, AttentionKind& out)
{
    return assign(attentionKindFromString(s), out);
}
bool parseChoice(std::string_view s, QkNorm& out)
{
    return assign(qkNormFromString(s), out);
}
bool parseChoice(std::string_view s, KernelGeneration& out)
{
    return kernelGenerationFromString(s, out);
}

} // namespace detail

} // namespace headroom
