#include "modeljson.h"

#include "fieldwalk.h"

namespace headroom::detail {

using ArchitectureWalk = FieldWalk<kArchitectureFields>;

void readArchitecture(const json& j, const std::string& path, std::optional<Error>& error, Architecture& a)
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
                         numberArg(double(a.linearParameters)), Expect::IntegerRange, 1, numberArg(1099511627776.0));
    if (countParameters(a).total > kMaxParameters)
        return makeError(ErrorCode::OutOfRange, path, {}, Expect::ParameterLimit, "1e16");
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

void readGpu(const json& j, const std::string& path, std::optional<Error>& error, Gpu& g, bool requireId)
{
    if (!j.is_object()) {
        error = makeError(ErrorCode::WrongType, path, describe(j), Expect::Object);
        return;
    }
    ObjectReader r(j, path, error);
    if (requireId)
        r.require("id", Expect::NonEmptyString);
    r.require("name", Expect::NonEmptyString);
    r.require("memory_bytes", Expect::Number);
    r.require("bandwidth_bytes_per_s", Expect::Number);
    r.require("tdp_watts", Expect::Number);
    r.require("peak_flops", Expect::Object);
    r.string("id", g.id, requireId);
    r.string("name", g.name, true);
    r.string("vendor", g.vendor);
    r.number("memory_bytes", g.memoryBytes, 0, 1e15, true);
    // Bandwidth and peaks divide the roofline's times: below 1 MB/s or 1 MFLOP/s
    // a figure is a typo, and a near-zero one would turn times into inf.
    r.number("bandwidth_bytes_per_s", g.bandwidthBytesPerS, kMinRate, 1e15);
    r.number("tdp_watts", g.tdpWatts, 0, 1e5); // 0: not published (energy then unknown)
    if (const json* p = r.object("peak_flops")) {
        ObjectReader pr(*p, joinPath(path, "peak_flops"), error);
        bool any = false;
        for (Precision prec : kPrecisions) {
            const std::string key(toString(prec));
            double v = 0;
            pr.number(key.c_str(), v, 0, 1e18);
            if (!error && v > 0 && v < kMinRate) // 0: no such path; else a real peak
                pr.fail(ErrorCode::OutOfRange, key, (*p)[key], Expect::ZeroOrNumberRange, "1e6", "1e18");
            g.peakFlops[std::size_t(prec)] = v;
            any = any || v > 0;
        }
        pr.finish("fp32, tf32, bf16, fp16, fp8, int8, int4");
        if (!error && !any)
            error = makeError(ErrorCode::MissingField, joinPath(path, "peak_flops"), {}, Expect::PositivePeak,
                              "fp32, bf16, …");
    }
    if (const json* ic = r.object("interconnect")) {
        ObjectReader ir(*ic, joinPath(path, "interconnect"), error);
        ir.string("name", g.interconnect);
        ir.number("bandwidth_bytes_per_s", g.interconnectBytesPerS, 0, 1e15);
        ir.finish("name, bandwidth_bytes_per_s");
    }
    if (const json* gen = r.take("generation")) {
        if (!gen->is_string() || !kernelGenerationFromString(gen->get_ref<const std::string&>(), g.generation))
            r.fail(gen->is_string() ? ErrorCode::UnknownValue : ErrorCode::WrongType, "generation", *gen, Expect::OneOf,
                   "volta, turing, ampere, ada, hopper, blackwell, cdna2, cdna3, gaudi, tpu, apple, generic");
    }
    if (const json* net = r.object("network")) {
        ObjectReader nr(*net, joinPath(path, "network"), error);
        nr.integer("gpus_per_node", g.gpusPerNode, 1, 1 << 20);
        // 0: not clustered (a consumer card) or no scale-up link of its own.
        nr.number("scale_up_bytes_per_s", g.scaleUpBytesPerS, 0, 1e15);
        nr.number("scale_out_bytes_per_s", g.scaleOutBytesPerS, 0, 1e15);
        nr.number("latency_seconds", g.latencySeconds, 0, 1);
        nr.string("source", g.networkSource);
        nr.finish("gpus_per_node, scale_up_bytes_per_s, scale_out_bytes_per_s, latency_seconds, source");
    }
    r.number("price_usd", g.priceUsd, 0, 1e8);
    r.number("cloud_usd_per_gpu_hour", g.cloudUsdPerGpuHour, 0, 1e4);
    for (const char* listKey : {"sources", "unverified"}) {
        if (const json* s = r.array(listKey)) {
            auto& list = std::string_view(listKey) == "sources" ? g.sources : g.unverified;
            for (std::size_t i = 0; i < s->size(); ++i) {
                if (!(*s)[i].is_string()) {
                    r.fail(ErrorCode::WrongType, std::string(listKey) + "[" + std::to_string(i) + "]", (*s)[i],
                           Expect::String);
                    break;
                }
                list.push_back((*s)[i].get<std::string>());
            }
        }
    }
    r.take("notes");
    r.finish("id, name, vendor, memory_bytes, bandwidth_bytes_per_s, tdp_watts, peak_flops, interconnect, "
             "generation, network, price_usd, cloud_usd_per_gpu_hour, sources, unverified, notes");
}

json gpuToJson(const Gpu& g, bool withCatalogFields)
{
    json j;
    if (withCatalogFields)
        j["id"] = g.id;
    j["name"] = g.name;
    if (!g.vendor.empty())
        j["vendor"] = g.vendor;
    j["memory_bytes"] = g.memoryBytes;
    j["bandwidth_bytes_per_s"] = g.bandwidthBytesPerS;
    j["tdp_watts"] = g.tdpWatts;
    json peaks = json::object();
    for (Precision p : kPrecisions)
        if (g.peak(p) > 0)
            peaks[std::string(toString(p))] = g.peak(p);
    j["peak_flops"] = peaks;
    if (!g.interconnect.empty() || g.interconnectBytesPerS > 0)
        j["interconnect"] = {{"name", g.interconnect}, {"bandwidth_bytes_per_s", g.interconnectBytesPerS}};
    if (g.generation != KernelGeneration::Generic)
        j["generation"] = std::string(toString(g.generation));
    if (g.gpusPerNode > 0 || g.scaleUpBytesPerS > 0 || g.scaleOutBytesPerS > 0 || g.latencySeconds > 0) {
        json net;
        if (g.gpusPerNode > 0)
            net["gpus_per_node"] = g.gpusPerNode;
        net["scale_up_bytes_per_s"] = g.scaleUpBytesPerS;
        net["scale_out_bytes_per_s"] = g.scaleOutBytesPerS;
        if (g.latencySeconds > 0)
            net["latency_seconds"] = g.latencySeconds;
        if (!g.networkSource.empty())
            net["source"] = g.networkSource;
        j["network"] = net;
    }
    if (g.priceUsd > 0)
        j["price_usd"] = g.priceUsd;
    if (g.cloudUsdPerGpuHour > 0)
        j["cloud_usd_per_gpu_hour"] = g.cloudUsdPerGpuHour;
    if (withCatalogFields) {
        j["sources"] = g.sources;
        j["unverified"] = g.unverified;
    }
    return j;
}

} // namespace headroom::detail
