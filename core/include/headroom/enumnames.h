#pragma once

// Every enumeration's stable names (scenario files, the CLI, result JSON), one
// table per enumeration: a specialisation of EnumNames beside the enum lists
// each value with its name. toString, fromString and nameList read it, so a
// name is written once: the reader, the writer, the error messages and
// `headroom-cli fields` cannot disagree.

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace headroom {

template <class E>
struct EnumNames;

template <class E>
concept NamedEnum = requires
{
    EnumNames<E>::table;
};

template <NamedEnum E>
constexpr std::string_view toString(E v)
{
    for (const auto& entry : EnumNames<E>::table)
        if (entry.first == v)
            return entry.second;
    return "?";
}

template <NamedEnum E>
constexpr std::optional<E> fromString(std::string_view s)
{
    for (const auto& entry : EnumNames<E>::table)
        if (entry.second == s)
            return entry.first;
    return std::nullopt;
}

// Every value, in the table's order.
template <NamedEnum E>
constexpr auto enumValues()
{
    std::array<E, std::size(EnumNames<E>::table)> out{};
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = EnumNames<E>::table[i].first;
    return out;
}

namespace detail {
template <NamedEnum E>
constexpr std::size_t joinedSize()
{
    std::size_t n = 0;
    for (const auto& entry : EnumNames<E>::table)
        n += entry.second.size() + 2;
    return n - 2 + 1; // no separator after the last; a terminating NUL
}

template <NamedEnum E>
constexpr std::array<char, joinedSize<E>()> joinedNames()
{
    std::array<char, joinedSize<E>()> out{};
    std::size_t i = 0;
    for (const auto& entry : EnumNames<E>::table) {
        if (i > 0) {
            out[i++] = ',';
            out[i++] = ' ';
        }
        for (char c : entry.second)
            out[i++] = c;
    }
    return out;
}

template <NamedEnum E>
inline constexpr auto kJoinedNames = joinedNames<E>();
} // namespace detail

// The names in the table's order, as an error message lists them:
// "train, lora, qlora, inference".
template <NamedEnum E>
constexpr std::string_view nameList()
{
    return {detail::kJoinedNames<E>.data(), detail::kJoinedNames<E>.size() - 1};
}

} // namespace headroom
