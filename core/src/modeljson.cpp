#include "modeljson.h"

namespace headroom::detail {

namespace {
std::optional<AttentionKind> parseAttentionKind(const std::string& s)
{
    return attentionKindFromString(s);
}
std::optional<QkNorm> parseQkNorm(const std::string& s)
{
    return qkNormFromString(s);
}
} // namespace

void readArchitecture(const json& j, const std::string& path, std::optional<Error>& error, Architecture& a)
{
    if (!j.is_object()) {
        error = makeError(ErrorCode::WrongType, path, describe(j), Expect::Object);
        return;
    }
    ObjectReader r(j, path, error);
    r.integer("layers", a.layers, 1, kMaxLayers);
    r.integer("hidden", a.hidden, 1, kMaxHidden);
    r.integer("heads", a.heads, 1, kMaxHeads);
    r.integer("kv_heads", a.kvHeads, 0, kMaxHeads);
    r.integer("head_dim", a.headDim, 0, kMaxHidden);
    r.integer("ffn", a.ffn, 0, 64 * kMaxHidden);
    r.integer("vocab", a.vocab, 0, kMaxVocab);
    r.boolean("gated_mlp", a.gatedMlp);
    r.boolean("tied_embeddings", a.tiedEmbeddings);
    r.enumeration(
        "norm", a.norm,
        [](const std::string& s) -> std::optional<NormKind> {
            if (s == "layernorm")
                return NormKind::LayerNorm;
            if (s == "rmsnorm")
                return NormKind::RmsNorm;
            return std::nullopt;
        },
        Expect::OneOf, "layernorm, rmsnorm");
    if (const json* b = r.take("bias")) {
        if (b->is_boolean())
            a.bias = b->get<bool>() ? BiasKind::All : BiasKind::None;
        else if (b->is_string() && b->get<std::string>() == "qkv")
            a.bias = BiasKind::Qkv;
        else
            r.fail(ErrorCode::WrongType, "bias", *b, Expect::OneOf, "true, false, \"qkv\"");
    }
    r.boolean("learned_positions", a.learnedPositions);
    r.integer("max_positions", a.maxPositions, 0, kMaxPositions);
    r.integer("experts", a.experts, 1, kMaxExperts);
    r.integer("experts_per_token", a.expertsPerToken, 1, kMaxExperts);
    r.number("dropout", a.dropout, 0.0, 1.0);
    r.integer("norms_per_layer", a.normsPerLayer, 0, 16);
    r.boolean("final_norm", a.finalNorm);
    r.integer("type_vocab", a.typeVocab, 0, kMaxVocab);
    r.boolean("pooler", a.pooler);
    r.boolean("lm_head", a.lmHead);
    r.integer("extra_parameters", a.extraParameters, 0, std::int64_t(kMaxParameters));
    // docs/model.md section 1b.
    if (const json* m = r.object("mla")) {
        ObjectReader mr(*m, joinPath(path, "mla"), error);
        mr.integer("q_lora_rank", a.mla.qLoraRank, 0, kMaxHidden);
        mr.integer("kv_lora_rank", a.mla.kvLoraRank, 1, kMaxHidden);
        mr.integer("nope_head_dim", a.mla.nopeHeadDim, 0, kMaxHidden);
        mr.integer("rope_head_dim", a.mla.ropeHeadDim, 0, kMaxHidden);
        mr.integer("v_head_dim", a.mla.vHeadDim, 1, kMaxHidden);
        mr.require("kv_lora_rank", Expect::Integer);
        mr.require("v_head_dim", Expect::Integer);
        mr.finish("q_lora_rank, kv_lora_rank, nope_head_dim, rope_head_dim, v_head_dim");
    }
    r.enumeration("local_attention", a.local, parseAttentionKind, Expect::OneOf, kAttentionKindNames);
    r.integer("window", a.window, 0, kMaxPositions);
    r.integer("global_every", a.globalEvery, 0, kMaxLayers);
    r.integer("global_layers", a.globalCount, 0, kMaxLayers);
    r.integer("linear_state", a.linearState, 0, std::int64_t(1) << 40);
    r.integer("linear_parameters", a.linearParameters, 0, std::int64_t(1) << 40);
    r.enumeration("qk_norm", a.qkNorm, parseQkNorm, Expect::OneOf, kQkNormNames);
    r.boolean("attention_sinks", a.attentionSinks);
    r.boolean("attention_gate", a.attentionGate);
    r.integer("expert_ffn", a.expertFfn, 0, 64 * kMaxHidden);
    r.integer("shared_ffn", a.sharedFfn, 0, 64 * kMaxHidden);
    r.integer("dense_layers", a.denseLayers, 0, kMaxLayers);
    r.boolean("router_bias", a.routerBias);
    r.boolean("shared_expert_gate", a.sharedExpertGate);
    r.integer("mtp_layers", a.mtpLayers, 0, 64);
    r.integer("mlp_layers", a.mlpLayers, 0, kMaxLayers);
    r.finish("layers, hidden, heads, kv_heads, head_dim, ffn, vocab, gated_mlp, tied_embeddings, norm, bias, "
             "learned_positions, max_positions, experts, experts_per_token, dropout, norms_per_layer, "
             "final_norm, type_vocab, pooler, lm_head, extra_parameters, mla, local_attention, window, "
             "global_every, global_layers, linear_state, linear_parameters, qk_norm, attention_sinks, attention_gate, "
             "expert_ffn, "
             "shared_ffn, dense_layers, router_bias, shared_expert_gate, mtp_layers, mlp_layers");
    if (!error)
        error = checkArchitecture(a, path);
}

std::optional<Error> checkArchitecture(const Architecture& a, const std::string& path)
{
    // Ranges first, as the reader applies them, so an architecture built in
    // code (the window's fields) meets the same bounds as one read from JSON.
    const struct {
        const char* key;
        double value, min, max;
    } ranges[] = {
        {"layers", double(a.layers), 1, double(kMaxLayers)},
        {"hidden", double(a.hidden), 1, double(kMaxHidden)},
        {"heads", double(a.heads), 1, double(kMaxHeads)},
        {"kv_heads", double(a.kvHeads), 0, double(kMaxHeads)},
        {"head_dim", double(a.headDim), 0, double(kMaxHidden)},
        {"ffn", double(a.ffn), 0, 64.0 * double(kMaxHidden)},
        {"vocab", double(a.vocab), 0, double(kMaxVocab)},
        {"max_positions", double(a.maxPositions), 0, double(kMaxPositions)},
        {"experts", double(a.experts), 1, double(kMaxExperts)},
        {"experts_per_token", double(a.expertsPerToken), 1, double(kMaxExperts)},
        {"norms_per_layer", double(a.normsPerLayer), 0, 16},
        {"type_vocab", double(a.typeVocab), 0, double(kMaxVocab)},
        {"extra_parameters", double(a.extraParameters), 0, kMaxParameters},
        {"window", double(a.window), 0, double(kMaxPositions)},
        {"global_every", double(a.globalEvery), 0, double(kMaxLayers)},
        {"expert_ffn", double(a.expertFfn), 0, 64.0 * double(kMaxHidden)},
        {"shared_ffn", double(a.sharedFfn), 0, 64.0 * double(kMaxHidden)},
        {"dense_layers", double(a.denseLayers), 0, double(a.layers)},
        {"global_layers", double(a.globalCount), 0, double(a.layers)},
        {"mlp_layers", double(a.mlpLayers), 0, double(a.layers)},
        {"mtp_layers", double(a.mtpLayers), 0, 64},
        {"linear_state", double(a.linearState), 0, 1099511627776.0},
        {"linear_parameters", double(a.linearParameters), 0, 1099511627776.0},
    };
    for (const auto& r : ranges)
        if (!(r.value >= r.min && r.value <= r.max))
            return makeError(ErrorCode::OutOfRange, joinPath(path, r.key), numberArg(r.value), Expect::IntegerRange,
                             numberArg(r.min), numberArg(r.max));
    if (!(a.dropout >= 0 && a.dropout <= 1))
        return makeError(ErrorCode::OutOfRange, joinPath(path, "dropout"), numberArg(a.dropout), Expect::NumberRange, 0,
                         1);
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
    json j;
    j["layers"] = a.layers;
    j["hidden"] = a.hidden;
    j["heads"] = a.heads;
    j["kv_heads"] = a.kvHeads;
    j["head_dim"] = a.headDim;
    j["ffn"] = a.ffn;
    j["vocab"] = a.vocab;
    j["gated_mlp"] = a.gatedMlp;
    j["tied_embeddings"] = a.tiedEmbeddings;
    j["norm"] = a.norm == NormKind::LayerNorm ? "layernorm" : "rmsnorm";
    if (a.bias == BiasKind::Qkv)
        j["bias"] = "qkv";
    else
        j["bias"] = a.bias == BiasKind::All;
    j["learned_positions"] = a.learnedPositions;
    j["max_positions"] = a.maxPositions;
    j["experts"] = a.experts;
    j["experts_per_token"] = a.expertsPerToken;
    j["dropout"] = a.dropout;
    j["norms_per_layer"] = a.normsPerLayer;
    j["final_norm"] = a.finalNorm;
    j["type_vocab"] = a.typeVocab;
    j["pooler"] = a.pooler;
    j["lm_head"] = a.lmHead;
    j["extra_parameters"] = a.extraParameters;
    // Section 1b's fields only where used, so section-1 shapes keep their JSON.
    if (a.mla.enabled())
        j["mla"] = {{"q_lora_rank", a.mla.qLoraRank},
                    {"kv_lora_rank", a.mla.kvLoraRank},
                    {"nope_head_dim", a.mla.nopeHeadDim},
                    {"rope_head_dim", a.mla.ropeHeadDim},
                    {"v_head_dim", a.mla.vHeadDim}};
    if (a.local != AttentionKind::Full) {
        j["local_attention"] = toString(a.local);
        j["global_every"] = a.globalEvery;
        if (a.globalCount > 0)
            j["global_layers"] = a.globalCount;
        if (a.local == AttentionKind::Linear) {
            j["linear_state"] = a.linearState;
            j["linear_parameters"] = a.linearParameters;
        } else {
            j["window"] = a.window;
        }
    }
    if (a.qkNorm != QkNorm::None)
        j["qk_norm"] = toString(a.qkNorm);
    if (a.attentionSinks)
        j["attention_sinks"] = true;
    if (a.attentionGate)
        j["attention_gate"] = true;
    if (a.expertFfn > 0)
        j["expert_ffn"] = a.expertFfn;
    if (a.sharedFfn > 0)
        j["shared_ffn"] = a.sharedFfn;
    if (a.denseLayers > 0)
        j["dense_layers"] = a.denseLayers;
    if (a.routerBias)
        j["router_bias"] = true;
    if (a.sharedExpertGate)
        j["shared_expert_gate"] = true;
    if (a.mtpLayers > 0)
        j["mtp_layers"] = a.mtpLayers;
    if (a.mlpLayers > 0)
        j["mlp_layers"] = a.mlpLayers;
    return j;
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
