#include "modeljson.h"
#include "headroom/limits.h"

#include "fieldwalk.h"

#include <cmath>

namespace headroom::detail {

using ArchitectureWalk = FieldWalk<kArchitectureFields>;

void readArchitecture(const json& j, const std::string& path, std::optional<Error>& error, Architecture& a,
                      ArchitectureCheck check)
{
    if (!j.is_object()) {
        error = makeError(ErrorCode::WrongType, path, describe(j), Expect::Object);
        return;
    }
    auto byHand = [&a](ObjectReader& r, const ArchitectureField& f) {
        if (&f != &architectureField("bias"))
            return false;
        if (const json* b = r.take("bias")) {
            if (b->is_boolean())
                a.bias = b->get<bool>() ? BiasKind::All : BiasKind::None;
            else if (b->is_string() && b->get<std::string>() == "qkv")
                a.bias = BiasKind::Qkv;
            else
                r.fail(ErrorCode::WrongType, "bias", *b, Expect::OneOf, "true, false, \"qkv\"");
        }
        return true;
    };
    // An MLA block needs its latent rank and value width (docs/model.md section 1b).
    auto end = [](ObjectReader& r, std::size_t section) {
        if (section != ArchitectureWalk::kTop && &kArchitectureFields[section] == &architectureField("mla")) {
            r.require("kv_lora_rank", Expect::Integer);
            r.require("v_head_dim", Expect::Integer);
        }
    };
    ArchitectureWalk::read(j, ArchitectureWalk::kTop, path, error, a, byHand, end);
    if (!error)
        error = checkArchitecture(a, path);
    if (!error && check)
        error = check(a, path);
}

std::optional<Error> checkArchitecture(const Architecture& a, const std::string& path)
{
    // Ranges first, the reader's (one table), so an architecture built in
    // code (the window's fields, an imported config) meets the same bounds as
    // one read from JSON; every field is checked, written or not, except
    // those of a section the shape does not use (MLA's without a latent).
    for (std::size_t i = 0; i < std::size(kArchitectureFields); ++i) {
        ArchitectureField f = kArchitectureFields[i];
        if (f.byHand || f.type == FieldType::Section)
            continue;
        const std::size_t section = ArchitectureWalk::kTree.parent[i];
        if (section != ArchitectureWalk::kTop && !kArchitectureFields[section].written(a))
            continue;
        f.written = nullptr;
        if (auto e = checkPlain(f, a, path))
            return e;
    }
    // A layer count of a kind of layer is at most the layers.
    const struct {
        const char* key;
        std::int64_t value;
    } layerCounts[] = {{"dense_layers", a.denseLayers}, {"global_layers", a.globalCount}, {"mlp_layers", a.mlpLayers}};
    for (const auto& c : layerCounts)
        if (c.value > a.layers)
            return makeError(ErrorCode::OutOfRange, joinPath(path, c.key), std::to_string(c.value),
                             Expect::IntegerRange, 0, a.layers);
    // Cross-field rules.
    if (a.headDim == 0 && a.hidden % a.heads != 0)
        return makeError(ErrorCode::Inconsistent, joinPath(path, "heads"), std::to_string(a.heads),
                         Expect::DivisorOfHiddenOrHeadDim, a.hidden);
    if (a.kvHeads > 0 && a.heads % a.kvHeads != 0)
        return makeError(ErrorCode::Inconsistent, joinPath(path, "kv_heads"), std::to_string(a.kvHeads),
                         Expect::DivisorOf, "heads", a.heads);
    if (a.expertsPerToken > a.experts)
        return makeError(ErrorCode::Inconsistent, joinPath(path, "experts_per_token"),
                         std::to_string(a.expertsPerToken), Expect::AtMost, "experts", a.experts);
    if ((a.local == AttentionKind::SlidingWindow || a.local == AttentionKind::Chunked) && a.window < 1)
        return makeError(ErrorCode::OutOfRange, joinPath(path, "window"), numberArg(double(a.window)),
                         Expect::IntegerRange, 1, numberArg(double(kMaxPositions)));
    if (a.local == AttentionKind::Linear && a.linearParameters < 1)
        return makeError(ErrorCode::OutOfRange, joinPath(path, "linear_parameters"),
                         numberArg(double(a.linearParameters)), Expect::IntegerRange, 1,
                         numberArg(double(kMaxLinearState)));
    return std::nullopt;
}

json architectureToJson(const Architecture& a)
{
    auto byHand = [&a](const ArchitectureField& f, json& out) {
        if (&f == &architectureField("bias"))
            out["bias"] = a.bias == BiasKind::Qkv ? json("qkv") : json(a.bias == BiasKind::All);
    };
    return ArchitectureWalk::write(ArchitectureWalk::kTop, a, byHand);
}

using GpuWalk = FieldWalk<kGpuFields>;

namespace {

// peak_flops (at least one positive) or sparse_peak_flops (any, or none).
void readPeaks(const json& p, const std::string& path, const char* key, std::optional<Error>& error,
               std::array<double, kPrecisions.size()>& out, bool required)
{
    ObjectReader pr(p, joinPath(path, key), error);
    bool any = false;
    for (Precision prec : kPrecisions) {
        const std::string name(toString(prec));
        double v = 0;
        pr.number(name.c_str(), v, 0, 1e18);
        if (!error && v > 0 && v < kMinRate) // 0: no such path; else a real peak
            pr.fail(ErrorCode::OutOfRange, name, p[name], Expect::ZeroOrNumberRange, "1e6", "1e18");
        out[std::size_t(prec)] = v;
        any = any || v > 0;
    }
    pr.finish(std::string(nameList<Precision>()).c_str());
    if (!error && required && !any)
        error = makeError(ErrorCode::MissingField, joinPath(path, key), {}, Expect::PositivePeak, "fp32, bf16, …");
}

json peaksJson(const std::array<double, kPrecisions.size()>& peaks)
{
    json out = json::object();
    for (Precision p : kPrecisions)
        if (peaks[std::size_t(p)] > 0)
            out[std::string(toString(p))] = peaks[std::size_t(p)];
    return out;
}

// The reader's verdict on a peak array; `required`: at least one positive.
std::optional<Error> checkPeaks(const std::array<double, kPrecisions.size()>& peaks, const std::string& path,
                                const char* key, bool required)
{
    bool any = false;
    for (Precision p : kPrecisions) {
        const double v = peaks[std::size_t(p)];
        const std::string at = joinPath(path, std::string(key) + "." + std::string(toString(p)));
        if (v > 0 && !std::isfinite(v))
            return makeError(ErrorCode::WrongType, at, "null", Expect::Number);
        if (v > 1e18)
            return makeError(ErrorCode::OutOfRange, at, describe(json(v)), Expect::NumberRange, 0, 1e18);
        if (v > 0 && v < kMinRate)
            return makeError(ErrorCode::OutOfRange, at, describe(json(v)), Expect::ZeroOrNumberRange, "1e6", "1e18");
        any = any || v > 0;
    }
    if (required && !any)
        return makeError(ErrorCode::MissingField, joinPath(path, key), {}, Expect::PositivePeak, "fp32, bf16, …");
    return std::nullopt;
}

} // namespace

void readGpu(const json& j, const std::string& path, std::optional<Error>& error, Gpu& g, bool requireId)
{
    if (!j.is_object()) {
        error = makeError(ErrorCode::WrongType, path, describe(j), Expect::Object);
        return;
    }
    auto byHand = [&](ObjectReader& r, const GpuField& f) {
        if (&f == &gpuField("id")) {
            if (requireId)
                r.require("id", Expect::NonEmptyString);
            r.require("name", Expect::NonEmptyString);
            r.require("memory_bytes", Expect::Number);
            r.require("bandwidth_bytes_per_s", Expect::Number);
            r.require("tdp_watts", Expect::Number);
            r.require("peak_flops", Expect::Object);
            r.string("id", g.id, requireId);
        } else if (&f == &gpuField("name")) {
            r.string("name", g.name, true);
        } else if (&f == &gpuField("peak_flops")) {
            if (const json* p = r.object("peak_flops"))
                readPeaks(*p, path, "peak_flops", error, g.peakFlops, true);
        } else if (&f == &gpuField("sparse_peak_flops")) {
            if (const json* p = r.object("sparse_peak_flops"))
                readPeaks(*p, path, "sparse_peak_flops", error, g.sparsePeakFlops, false);
        } else if (&f == &gpuField("sources") || &f == &gpuField("unverified")) {
            const json* s = r.array(f.key());
            auto& list = &f == &gpuField("sources") ? g.sources : g.unverified;
            for (std::size_t i = 0; s && i < s->size(); ++i) {
                if (!(*s)[i].is_string()) {
                    r.fail(ErrorCode::WrongType, std::string(f.key()) + "[" + std::to_string(i) + "]", (*s)[i],
                           Expect::String);
                    break;
                }
                list.push_back((*s)[i].get<std::string>());
            }
        } else if (&f == &gpuField("notes")) {
            r.take("notes");
        } else {
            return false;
        }
        return true;
    };
    auto end = [](ObjectReader&, std::size_t) {};
    GpuWalk::read(j, GpuWalk::kTop, path, error, g, byHand, end);
}

json gpuToJson(const Gpu& g, bool withCatalogFields)
{
    auto byHand = [&](const GpuField& f, json& out) {
        if (&f == &gpuField("id") && withCatalogFields)
            out["id"] = g.id;
        else if (&f == &gpuField("name"))
            out["name"] = g.name;
        else if (&f == &gpuField("peak_flops"))
            out["peak_flops"] = peaksJson(g.peakFlops);
        else if (&f == &gpuField("sparse_peak_flops")) {
            json sparse = peaksJson(g.sparsePeakFlops);
            if (!sparse.empty())
                out["sparse_peak_flops"] = std::move(sparse);
        } else if (&f == &gpuField("sources") && withCatalogFields)
            out["sources"] = g.sources;
        else if (&f == &gpuField("unverified") && withCatalogFields)
            out["unverified"] = g.unverified;
    };
    return GpuWalk::write(GpuWalk::kTop, g, byHand);
}

std::optional<Error> checkGpu(const Gpu& g, const std::string& path)
{
    // The reader's rules on the values, in its order (the catalog's own
    // fields aside: a scenario's GPU needs no id, and any list of texts reads back).
    auto byHand = [&](const GpuField& f, std::optional<Error>& e) {
        if (&f == &gpuField("name")) {
            if (g.name.empty())
                e = makeError(ErrorCode::WrongType, joinPath(path, "name"), "\"\"", Expect::NonEmptyString);
        } else if (&f == &gpuField("peak_flops")) {
            // The writer leaves out what is not positive, so only the written
            // peaks are judged, and at least one must be.
            e = checkPeaks(g.peakFlops, path, "peak_flops", true);
        } else if (&f == &gpuField("sparse_peak_flops")) {
            e = checkPeaks(g.sparsePeakFlops, path, "sparse_peak_flops", false);
        } else if (!f.byHand) {
            return false;
        }
        return true;
    };
    return GpuWalk::check(GpuWalk::kTop, path, g, byHand);
}

} // namespace headroom::detail
