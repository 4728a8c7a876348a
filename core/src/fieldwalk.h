#pragma once

// The walks over a field table (headroom/scenariofields.h): read a JSON
// object into the root, write the root as JSON, and check the root's values
// with the reader's rules and messages, all in the table's order. Internal to
// the core; scenario.cpp and modeljson.cpp add the fields they read by hand.

#include "headroom/scenariofields.h"
#include "jsonreader.h"

#include <cmath>
#include <iterator>
#include <optional>
#include <string>
#include <type_traits>
#include <variant>

namespace headroom::detail {

// A table as a tree, worked out when the program is compiled: each row's
// section (N, one past the last row, for the top level) and the row after a
// section's last field (a section's fields follow its row;
// test_scenario_fields checks it). An array's item fields
// ("serving.request_mix[].weight") belong to the array's row.
template <std::size_t N>
struct FieldTree {
    std::size_t parent[N];
    std::size_t end[N + 1];
};

template <class Row, std::size_t N>
constexpr FieldTree<N> fieldTree(const Row (&table)[N])
{
    FieldTree<N> t{};
    for (std::size_t i = 0; i < N; ++i) {
        std::string_view p = table[i].parent();
        if (p.ends_with("[]"))
            p.remove_suffix(2);
        t.parent[i] = N;
        for (std::size_t j = 0; j < i && !p.empty(); ++j)
            if (table[j].path == p)
                t.parent[i] = j;
    }
    for (std::size_t i = 0; i <= N; ++i) {
        t.end[i] = i == N ? N : i + 1;
        while (i != N && t.end[i] < N) {
            std::size_t up = t.parent[t.end[i]];
            while (up != N && up != i)
                up = t.parent[up];
            if (up != i)
                break;
            ++t.end[i];
        }
    }
    return t;
}

// Where a plain field lives, read only (the row's accessor takes a mutable
// root; nothing is written through it here).
template <class Root>
FieldRef constRef(const Field<Root>& f, const Root& root)
{
    return f.ref(const_cast<Root&>(root));
}

// A plain field's value as the file holds it; nullopt when the writer leaves
// it out (an absent optional, or a field its row writes only sometimes).
template <class Root>
std::optional<json> plainJson(const Field<Root>& f, const Root& root)
{
    if (f.written && !f.written(root))
        return std::nullopt;
    const FieldRef ref = constRef(f, root);
    const auto real = [&f](double v) { return f.whole ? number(v) : json(v); };
    if (auto* p = std::get_if<double*>(&ref))
        return real(**p);
    if (auto* p = std::get_if<std::optional<double>*>(&ref))
        return **p ? std::optional<json>(real(***p)) : std::nullopt;
    if (auto* p = std::get_if<std::int64_t*>(&ref))
        return json(**p);
    if (auto* p = std::get_if<int*>(&ref))
        return json(**p);
    if (auto* p = std::get_if<std::optional<std::int64_t>*>(&ref))
        return **p ? std::optional<json>(json(***p)) : std::nullopt;
    if (auto* p = std::get_if<bool*>(&ref))
        return json(**p);
    if (auto* p = std::get_if<std::string*>(&ref))
        return json(**p);
    if (auto* c = std::get_if<ChoiceRef>(&ref)) {
        const std::string_view name = c->name(c->at);
        return name.empty() ? std::nullopt : std::optional<json>(json(std::string(name)));
    }
    return std::nullopt;
}

// One plain field (not read by hand) into the place its row names.
template <class Root>
void readPlain(ObjectReader& r, const Field<Root>& f, const FieldRef& ref)
{
    if (auto* p = std::get_if<double*>(&ref))
        r.number(f, **p);
    else if (auto* p = std::get_if<std::optional<double>*>(&ref))
        r.number(f, **p);
    else if (auto* p = std::get_if<std::int64_t*>(&ref))
        r.integer(f, **p);
    else if (auto* p = std::get_if<int*>(&ref))
        r.integer(f, **p);
    else if (auto* p = std::get_if<std::optional<std::int64_t>*>(&ref)) {
        if (r.has(f.key())) {
            std::int64_t n = 0;
            r.integer(f, n);
            if (!r.failed())
                **p = n;
        } else {
            r.take(f.key());
        }
    } else if (auto* p = std::get_if<bool*>(&ref))
        r.boolean(f.key(), **p);
    else if (auto* p = std::get_if<std::string*>(&ref)) {
        const json* v = f.type == FieldType::Date ? r.take(f.key()) : nullptr;
        r.string(f.key(), **p);
        if (v && !r.failed() && !(*p)->empty() && !parseCalendarDate(**p))
            r.fail(ErrorCode::UnknownValue, f.key(), *v, Expect::Date);
    } else if (auto* c = std::get_if<ChoiceRef>(&ref)) {
        const json* v = r.take(f.key());
        if (!v)
            return;
        if (!v->is_string())
            r.fail(ErrorCode::WrongType, f.key(), *v, Expect::OneOf, f.choices);
        else if (!c->set(c->at, v->get_ref<const std::string&>()))
            r.fail(ErrorCode::UnknownValue, f.key(), *v, Expect::OneOf, f.choices);
    }
}

// The reader's error for a plain field's value, without writing the file: the
// same code, path, value text and expectation (test_scenario_fields holds the
// two together). Nothing is allocated unless the value is refused.
template <class Root>
std::optional<Error> checkPlain(const Field<Root>& f, const Root& root, const std::string& base)
{
    if (f.type == FieldType::Choice) {
        if (f.written && !f.written(root))
            return std::nullopt;
        const ChoiceRef c = std::get<ChoiceRef>(constRef(f, root));
        const std::string_view name = c.name(c.at);
        if (name.empty() || c.accepts(name))
            return std::nullopt;
        return makeError(ErrorCode::UnknownValue, joinPath(base, f.path), describe(json(std::string(name))),
                         Expect::OneOf, f.choices);
    }
    if (f.type == FieldType::Date) {
        const std::optional<json> v = plainJson(f, root);
        if (!v || v->get_ref<const std::string&>().empty() || parseCalendarDate(v->get_ref<const std::string&>()))
            return std::nullopt;
        return makeError(ErrorCode::UnknownValue, joinPath(base, f.path), describe(*v), Expect::Date);
    }
    if (f.type != FieldType::Integer && f.type != FieldType::Number)
        return std::nullopt; // a boolean or a text: any value reads back
    const std::optional<json> v = plainJson(f, root);
    if (!v)
        return std::nullopt;
    // NaN and infinities are written as null, which the reader refuses.
    const double d = v->is_number() ? v->get<double>() : NAN;
    if (!std::isfinite(d))
        return makeError(ErrorCode::WrongType, joinPath(base, f.path), "null", Expect::Number);
    if (d >= f.min && d <= f.max && !(f.minExclusive && d == f.min))
        return std::nullopt;
    const std::string value = describe(*v);
    if (f.type == FieldType::Integer)
        return makeError(ErrorCode::OutOfRange, joinPath(base, f.path), value, Expect::IntegerRange,
                         std::int64_t(f.min), std::int64_t(f.max));
    return makeError(ErrorCode::OutOfRange, joinPath(base, f.path), value,
                     f.minExclusive ? Expect::NumberAboveRange : Expect::NumberRange, f.min, f.max);
}

// The walks over one table. Each takes `byHand`, called for every row in
// order: it handles the rows marked byHand, may go first for a plain row, and
// returns true when it has dealt with the row.
template <const auto& Table>
struct FieldWalk {
    using Row = std::remove_cvref_t<decltype(Table[0])>;
    static constexpr std::size_t kTop = std::size(Table);
    static constexpr FieldTree<kTop> kTree = fieldTree(Table);

    // Calls fn(index, row) for every field directly inside the section whose
    // row is `section` (kTop: the top level), in the table's order.
    template <class Fn>
    static void forEachChild(std::size_t section, Fn&& fn)
    {
        for (std::size_t i = section == kTop ? 0 : section + 1; i < kTree.end[section]; ++i)
            if (kTree.parent[i] == section)
                fn(i, Table[i]);
    }

    // Reads one section; the known keys of an error are the section's rows.
    // `end(r, section)` runs after the section's fields, before unknown keys
    // are looked for. `base` is the JSON path of the table's root.
    template <class Root, class ByHand, class End>
    static void read(const json& j, std::size_t section, const std::string& base, std::optional<Error>& error,
                     Root& root, ByHand& byHand, End& end)
    {
        ObjectReader r(j, section == kTop ? base : joinPath(base, Table[section].path), error);
        std::string known;
        forEachChild(section, [&](std::size_t i, const Row& f) {
            if (!known.empty())
                known += ", ";
            known += f.key();
            if (byHand(r, f) || f.byHand)
                return;
            if (f.type == FieldType::Section) {
                if (const json* o = r.object(f.key()))
                    read(*o, i, base, error, root, byHand, end);
                return;
            }
            readPlain(r, f, f.ref(root));
        });
        end(r, section);
        r.finish(known.c_str());
    }

    // One section as the file holds it; `byHand(row, out)` writes the rows
    // marked byHand.
    template <class Root, class ByHand>
    static json write(std::size_t section, const Root& root, ByHand& byHand)
    {
        json out = json::object();
        forEachChild(section, [&](std::size_t i, const Row& f) {
            if (f.byHand)
                byHand(f, out);
            else if (f.type == FieldType::Section) {
                if (!f.written || f.written(root))
                    out[f.key()] = write(i, root, byHand);
            } else if (auto v = plainJson(f, root))
                out[f.key()] = std::move(*v);
        });
        return out;
    }

    // One section's checks, in the reader's order, so that the first error is
    // the one the reader would give for the saved file.
    template <class Root, class ByHand>
    static std::optional<Error> check(std::size_t section, const std::string& base, const Root& root, ByHand& byHand)
    {
        std::optional<Error> e;
        forEachChild(section, [&](std::size_t i, const Row& f) {
            if (e || byHand(f, e) || f.byHand)
                return;
            if (f.type != FieldType::Section)
                e = checkPlain(f, root, base);
            else if (!f.written || f.written(root))
                e = check(i, base, root, byHand);
        });
        return e;
    }
};

} // namespace headroom::detail
