#include "headroom/explain.h"

#include <cmath>
#include <cstdio>
#include <cstring>

namespace headroom {

namespace {

constexpr FigureInfo kFigures[] = {
    {FigureId::ParamsTotal, "parameters.total", Unit::Count},
    {FigureId::ParamsTrainable, "parameters.trainable", Unit::Count},
    {FigureId::ParamsActive, "parameters.active_per_token", Unit::Count},
    {FigureId::Weights, "memory.per_gpu.weights", Unit::Bytes},
    {FigureId::Gradients, "memory.per_gpu.gradients", Unit::Bytes},
    {FigureId::MasterWeights, "memory.per_gpu.master_weights", Unit::Bytes},
    {FigureId::OptimizerStates, "memory.per_gpu.optimizer_states", Unit::Bytes},
    {FigureId::ActivationsPerLayer, "memory.activations_per_layer", Unit::Bytes},
    {FigureId::Activations, "memory.per_gpu.activations", Unit::Bytes},
    {FigureId::Logits, "memory.per_gpu.logits", Unit::Bytes},
    {FigureId::KvCache, "memory.per_gpu.kv_cache", Unit::Bytes},
    {FigureId::Overhead, "memory.per_gpu.overhead", Unit::Bytes},
    {FigureId::MemoryTotal, "memory.per_gpu.total", Unit::Bytes},
    {FigureId::Headroom, "memory.headroom", Unit::Bytes},
    {FigureId::FlopsPerToken, "compute.flops_per_token", Unit::Flops},
    {FigureId::HardwareFlopsPerToken, "compute.hardware_flops_per_token", Unit::Flops},
    {FigureId::TotalFlops, "compute.total_flops", Unit::Flops},
    {FigureId::GpuTrainingTime, "time.gpu_seconds", Unit::Seconds},
    {FigureId::StepTime, "time.step_seconds", Unit::Seconds},
    {FigureId::PipelineBubble, "time.breakdown.pipeline_bubble", Unit::Seconds},
    {FigureId::TensorParallelComm, "time.tensor_parallel_layer_seconds", Unit::Seconds},
    {FigureId::DataParallelComm, "time.data_parallel_comm_seconds", Unit::Seconds},
    {FigureId::PredictedMfu, "time.mfu", Unit::Ratio},
    {FigureId::InputStorage, "pipeline.storage_seconds", Unit::Seconds},
    {FigureId::InputPcie, "pipeline.pcie_seconds", Unit::Seconds},
    {FigureId::InputDecode, "pipeline.decode_seconds", Unit::Seconds},
    {FigureId::CheckpointWrite, "pipeline.checkpoint_seconds", Unit::Seconds},
    {FigureId::CheckpointPerStep, "pipeline.checkpoint_seconds_per_step", Unit::Seconds},
    {FigureId::InputBoundStep, "pipeline.step_seconds", Unit::Seconds},
    {FigureId::TrainingTime, "time.seconds", Unit::Seconds},
    {FigureId::GpuHours, "time.gpu_hours", Unit::Hours},
    {FigureId::Energy, "cost.energy_kwh", Unit::KWh},
    {FigureId::PrefillTime, "inference.time_to_first_token_seconds", Unit::Seconds},
    {FigureId::DecodeMemoryTime, "inference.decode_memory_seconds", Unit::Seconds},
    {FigureId::DecodeComputeTime, "inference.decode_compute_seconds", Unit::Seconds},
    {FigureId::DecodeStep, "inference.time_per_output_token_seconds", Unit::Seconds},
    {FigureId::InferenceTokensPerSecond, "inference.tokens_per_second", Unit::Count},
    {FigureId::MaxBatch, "inference.max_batch", Unit::Count},
    {FigureId::CloudCost, "cost.cloud_usd", Unit::Usd},
    {FigureId::CostPerMillionTokens, "cost.usd_per_million_tokens_cloud", Unit::Usd},
    {FigureId::OnpremRate, "cost.onprem_usd_per_gpu_hour", Unit::UsdPerHour},
    {FigureId::OnpremCost, "cost.onprem_usd", Unit::Usd},
    {FigureId::BreakevenHours, "cost.breakeven_hours", Unit::Hours},
    {FigureId::JobMtbf, "time.wall_clock.mtbf_seconds", Unit::Seconds},
    {FigureId::LostPerFailure, "time.wall_clock.lost_per_failure_seconds", Unit::Seconds},
    {FigureId::OptimalCheckpointInterval, "time.wall_clock.optimal_interval_seconds", Unit::Seconds},
    {FigureId::WallClockTime, "time.wall_clock.seconds", Unit::Seconds},
    {FigureId::Goodput, "time.goodput", Unit::Ratio},
    {FigureId::StragglerSlowdown, "time.breakdown.straggler", Unit::Seconds},
    {FigureId::BubbleShare, "time.pipeline_bubble_share", Unit::Ratio},
    {FigureId::TensorCoreRate, "time.tensor_core_flops_per_s", Unit::FlopsPerSecond},
    {FigureId::AttentionRate, "time.attention_flops_per_s", Unit::FlopsPerSecond},
    {FigureId::AdapterTime, "time.lora_adapter_seconds", Unit::Seconds},
    {FigureId::ServingKvPerSequence, "serving.kv_bytes_per_sequence", Unit::Bytes},
    {FigureId::ServingKvBudget, "serving.kv_budget_bytes", Unit::Bytes},
    {FigureId::ServingMaxConcurrency, "serving.max_concurrency", Unit::Count},
    {FigureId::ServingPrefill, "serving.prefill_seconds", Unit::Seconds},
    {FigureId::ServingDecodeStep, "serving.decode_step_seconds", Unit::Seconds},
    {FigureId::ServingTokensPerVerification, "serving.tokens_per_verification", Unit::Count},
    {FigureId::ServingTpot, "serving.tpot_seconds", Unit::Seconds},
    {FigureId::ServingTtft, "serving.ttft_seconds", Unit::Seconds},
    {FigureId::ServingTokensPerGpu, "serving.tokens_per_second_per_gpu", Unit::Count},
    {FigureId::ServingCostCloud, "serving.usd_per_million_tokens.cloud", Unit::Usd},
    {FigureId::ServingCostOnprem, "serving.usd_per_million_tokens.onprem", Unit::Usd},
    {FigureId::ServingInputCostCloud, "serving.usd_per_million_input_tokens.cloud", Unit::Usd},
};
static_assert(std::size(kFigures) == kFigureCount, "one FigureInfo per FigureId");

} // namespace

const FigureInfo& figureInfo(FigureId id)
{
    return kFigures[static_cast<std::size_t>(id)];
}

std::string formatNumber(double v)
{
    if (!std::isfinite(v))
        return v > 0 ? "∞" : (v < 0 ? "-∞" : "n/a");
    char buf[64];
    const double a = std::fabs(v);
    if (v == std::floor(v) && a < 1e15)
        std::snprintf(buf, sizeof buf, "%.0f", v);
    else if (a != 0 && (a >= 1e6 || a < 1e-3))
        std::snprintf(buf, sizeof buf, "%.3g", v);
    else
        std::snprintf(buf, sizeof buf, "%.4g", v);
    return buf;
}

namespace {

std::string printf3(const char* format, double v, const char* unit)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, format, v, unit);
    return buf;
}

// Three significant digits with a prefix from `prefixes` (steps of `base`):
// "12.6 GiB", "989 TFLOP/s"; a bare count drops trailing zeros ("2 T").
std::string scaled(double v, double base, const char* const* prefixes, std::size_t count, const char* unit)
{
    std::size_t i = 0;
    while (i + 1 < count && std::fabs(v) >= base * 0.9995) {
        v /= base;
        ++i;
    }
    const double a = std::fabs(v);
    if (a > 0 && a < 0.995) // below one: three significant digits (0.00307 h)
        return printf3("%.3g%s", v, unit[0] ? (std::string(" ") + prefixes[i] + unit).c_str() : "");
    // Halves round away from zero, as the window's Formatter does (514.5 -> 515).
    const int decimals = a >= 99.95 ? 0 : (a >= 9.995 ? 1 : 2);
    const double unit10 = std::pow(10.0, decimals);
    std::string number =
        printf3(decimals == 0 ? "%.0f%s" : (decimals == 1 ? "%.1f%s" : "%.2f%s"), std::round(v * unit10) / unit10, "");
    if (unit[0] == '\0' && number.find('.') != std::string::npos) {
        while (number.back() == '0')
            number.pop_back();
        if (number.back() == '.')
            number.pop_back();
    }
    std::string suffix = std::string(prefixes[i]) + unit;
    return suffix.empty() ? number : number + ' ' + suffix;
}

} // namespace

std::string formatTerm(double v, Unit unit)
{
    if (!std::isfinite(v))
        return formatNumber(v);
    static const char* const kSi[] = {"", "K", "M", "G", "T", "P", "E"};
    static const char* const kCount[] = {"", "K", "M", "B", "T", "P", "E"};
    static const char* const kBinary[] = {"", "Ki", "Mi", "Gi", "Ti", "Pi"};
    const double a = std::fabs(v);
    switch (unit) {
    case Unit::Count:
    case Unit::Ratio:
        if ((v == std::floor(v) && a < 1e5) || a < 1e4)
            return formatNumber(v);
        return scaled(v, 1000, kCount, std::size(kCount), "");
    case Unit::Bytes: return v == 0 ? "0 B" : scaled(v, 1024, kBinary, std::size(kBinary), "B");
    case Unit::Flops: return scaled(v, 1000, kSi, std::size(kSi), "FLOP");
    case Unit::FlopsPerSecond: return scaled(v, 1000, kSi, std::size(kSi), "FLOP/s");
    case Unit::BytesPerSecond: return scaled(v, 1000, kSi, std::size(kSi), "B/s");
    case Unit::Seconds:
        if (v != 0 && a < 1e-3)
            return scaled(v * 1e6, 1000, kSi, 1, "µs");
        if (v != 0 && a < 1)
            return scaled(v * 1e3, 1000, kSi, 1, "ms");
        return scaled(v, 1000, kCount, std::size(kCount), "") + " s";
    case Unit::Hours: return scaled(v, 1000, kCount, std::size(kCount), "") + " h";
    case Unit::KWh: return scaled(v, 1000, kCount, std::size(kCount), "") + " kWh";
    case Unit::Usd:
    case Unit::UsdPerHour: {
        std::string money = a < 1000 ? printf3(a < 0.995 ? "$%.3g%s" : "$%.2f%s", v, "")
                                     : "$" + scaled(v, 1000, kCount, std::size(kCount), "");
        return unit == Unit::UsdPerHour ? money + "/h" : money;
    }
    }
    return formatNumber(v);
}

namespace {

// English for the words in formulas, by key. The front ends translate the
// same keys (a test checks they cover this list).
constexpr std::pair<std::string_view, std::string_view> kWords[] = {
    {"activations", "activations"},
    {"adapted_matrices", "over the adapted matrices"},
    {"adapters", "adapters"},
    {"attention", "attention"},
    {"attention_scores", "attention scores"},
    {"bandwidth", "bandwidth"},
    {"bytes", "bytes"},
    {"bytes_per_param", "bytes/param"},
    {"embedding", "embedding"},
    {"embeddings_norms", "embeddings, norms"},
    {"final_norm", "final norm"},
    {"forward_backward", "forward + backward per sample"},
    {"frozen", "frozen"},
    {"gpt_selective", "GPT, 16-bit, selective"},
    {"gradients", "gradients"},
    {"head", "head"},
    {"inference_margin", "+20% for inference"},
    {"inactive_experts", "experts a token skips"},
    {"kv", "KV"},
    {"layers", "layers"},
    {"layer_input", "layer input"},
    {"layer_input_kept", "layer input kept"},
    {"layer_matrices", "layer matrices"},
    {"logits", "logits"},
    {"master", "master"},
    {"mla_latent", "MLA latent and rope key"},
    {"mlp", "MLP"},
    {"mlp_per_expert", "MLP per expert"},
    {"mlp_width", "MLP width"},
    {"model_bytes", "model bytes"},
    {"model_states_unsharded", "model states, unsharded"},
    {"norms", "norms"},
    {"of_the_step", "of the step"},
    {"one_layer", "one layer's activations"},
    {"one_layer_workspace", "one layer's workspace"},
    {"optimizer", "optimizer"},
    {"overhead", "overhead"},
    {"copies", "weight copies"},
    {"gradients_freed", "zero_grad(set_to_none) freed them; the backward makes them after the peak"},
    {"gradients_unsynced", "FSDP's no_sync keeps them whole until a step's last micro-batch"},
    {"tokens", "tokens"},
    {"layer_input_per_token", "layer input per token"},
    {"saved_per_token", "saved per token by the eager ops"},
    {"head_input", "final norm and head input"},
    {"bytes_per_logit", "bytes per logit"},
    {"loss_gradients", "the loss's gradients, kept to the backward"},
    {"one_prompt_workspace", "one prompt's workspace"},
    {"reserve", "allocator reserve"},
    {"context", "CUDA context"},
    {"per_layer", "per layer"},
    {"recomputed_share", "the share of the layers recomputed"},
    {"forward_passes", "forward passes"},
    {"adapter_forward", "the adapters' bytes per token forward"},
    {"adapter_backward", "the adapters' bytes per token backward"},
    {"recomputed_layers", "recomputed layers"},
    {"per_sequence", "per sequence"},
    {"replicated", "replicated"},
    {"rest", "sum of the rest"},
    {"split", "split"},
    {"weights", "weights"},
    {"with_full_recompute", "with full recomputation"},
    {"young", "Young 1974"},
    // The rates a step is timed at (docs/model.md §7b).
    {"dense_peak", "dense peak"},
    {"power_limit", "power limit"},
    {"tdp", "TDP"},
    {"clock_exponent", "clock exponent"},
    {"sustained_share", "the stack's sustained share"},
    {"tensor_rate", "tensor cores' rate"},
    {"attention_share", "the kernel's share of it at head dimension 128"},
    {"head_dim_share", "its published rate at this head dimension over 128's"},
};

std::string render(const char* formula, const Figure* figure, const FormulaWords& words)
{
    std::string out;
    if (!formula)
        return out;
    for (const char* p = formula; *p; ++p) {
        const char close = *p == '{' ? '}' : (*p == '[' ? ']' : 0);
        const char* end = close ? std::strchr(p, close) : nullptr;
        if (!end) {
            out += *p;
            continue;
        }
        const std::string_view key(p + 1, std::size_t(end - p - 1));
        p = end;
        if (close == ']') {
            out += words ? words(key) : std::string(formulaWordEnglish(key));
            continue;
        }
        // {s|word}: the word in the formula, the value once the numbers are in.
        const std::size_t bar = key.find('|');
        const std::string_view symbol = key.substr(0, bar);
        // ", {f} = …" defines f: its name stays, else the working reads as a
        // number defined by itself ("0.371 = 95·1 / …"; issue 29 item 13).
        const bool defined = out.ends_with(", ") && std::string_view(end + 1).starts_with(" = ");
        bool found = false;
        for (std::size_t i = 0; figure && !defined && i < figure->termCount; ++i) {
            if (symbol == figure->terms[i].symbol) {
                out += formatTerm(figure->terms[i].value, figure->terms[i].unit);
                found = true;
                break;
            }
        }
        if (!found && bar != std::string_view::npos) {
            const std::string_view word = key.substr(bar + 1);
            out += words ? words(word) : std::string(formulaWordEnglish(word));
        } else if (!found) {
            out += symbol;
        }
    }
    return out;
}

} // namespace

std::string_view formulaWordEnglish(std::string_view key)
{
    for (const auto& [k, text] : kWords)
        if (k == key)
            return text;
    return key;
}

std::vector<std::string_view> formulaWordKeys()
{
    std::vector<std::string_view> keys;
    for (const auto& w : kWords)
        keys.push_back(w.first);
    return keys;
}

namespace {

// Recursive descent over the formula's UTF-8 text (explain.h, evaluateFormula).
class FormulaParser {
public:
    FormulaParser(std::string_view text, const Figure& figure) : m_text(text), m_figure(figure) {}

    FormulaValue run()
    {
        FormulaValue out;
        double v = expression();
        skipSpace();
        // ", {x} = …": a definition of one of the terms, checked, not returned.
        if (m_error.empty() && eat(",")) {
            skipSpace();
            const double defined = primary();
            skipSpace();
            if (m_error.empty() && !eat("="))
                fail("expected '=' in a definition");
            const double definition = expression();
            const double scale = std::max(std::fabs(defined), 1e-300);
            out.definitionError = std::fabs(defined - definition) / scale;
        }
        skipSpace();
        if (m_error.empty() && m_pos < m_text.size())
            fail("unexpected text");
        if (!m_error.empty()) {
            out.error = m_error + " at \"" + std::string(m_text.substr(std::min(m_pos, m_text.size()))) + "\"";
            return out;
        }
        out.value = v;
        return out;
    }

private:
    void fail(const char* what)
    {
        if (m_error.empty())
            m_error = what;
    }
    bool at(std::string_view s) const { return m_text.substr(m_pos, s.size()) == s; }
    bool eat(std::string_view s)
    {
        if (!at(s))
            return false;
        m_pos += s.size();
        return true;
    }
    // Words in square brackets are labels: read as space.
    void skipSpace()
    {
        for (;;) {
            while (m_pos < m_text.size() && m_text[m_pos] == ' ')
                ++m_pos;
            if (m_pos < m_text.size() && m_text[m_pos] == '[') {
                const std::size_t close = m_text.find(']', m_pos);
                if (close == std::string_view::npos)
                    return;
                m_pos = close + 1;
                continue;
            }
            return;
        }
    }
    // After a complete operand, "(…)" is a note ("(NF4)", "([embedding])").
    void skipNotes()
    {
        for (;;) {
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != '(')
                return;
            int depth = 0;
            std::size_t i = m_pos;
            for (; i < m_text.size(); ++i) {
                if (m_text[i] == '(')
                    ++depth;
                else if (m_text[i] == ')' && --depth == 0)
                    break;
            }
            if (i >= m_text.size())
                return;
            m_pos = i + 1;
        }
    }

    double expression()
    {
        double v = product();
        for (;;) {
            skipSpace();
            if (eat("+"))
                v += product();
            else if (eat("\xE2\x88\x92") || eat("-")) // − or -
                v -= product();
            else
                return v;
        }
    }
    double product()
    {
        double v = power();
        for (;;) {
            skipSpace();
            if (eat("\xC2\xB7") || eat("\xC3\x97") || eat("*")) // · × *
                v *= power();
            else if (eat("/"))
                v /= power();
            else
                return v;
        }
    }
    int superscriptDigit()
    {
        static constexpr std::string_view digits[] = {"\xE2\x81\xB0", "\xC2\xB9",     "\xC2\xB2",     "\xC2\xB3",
                                                      "\xE2\x81\xB4", "\xE2\x81\xB5", "\xE2\x81\xB6", "\xE2\x81\xB7",
                                                      "\xE2\x81\xB8", "\xE2\x81\xB9"};
        for (int d = 0; d < 10; ++d)
            if (eat(digits[d]))
                return d;
        return -1;
    }
    double power()
    {
        double base = unary();
        for (;;) {
            if (int d = superscriptDigit(); d >= 0) {
                double exponent = d;
                while ((d = superscriptDigit()) >= 0)
                    exponent = exponent * 10 + d;
                base = std::pow(base, exponent);
                continue;
            }
            skipSpace();
            if (eat("^")) {
                base = std::pow(base, unary());
                continue;
            }
            return base;
        }
    }
    double unary()
    {
        skipSpace();
        if (eat("\xE2\x88\x92") || eat("-"))
            return -unary();
        const double v = primary();
        skipNotes();
        return v;
    }
    double call(double (*combine)(double, double))
    {
        skipSpace();
        if (!eat("(")) {
            fail("expected '(' after a function");
            return 0;
        }
        double v = expression();
        skipSpace();
        while (eat(",")) {
            v = combine(v, expression());
            skipSpace();
        }
        if (!eat(")"))
            fail("expected ')'");
        return v;
    }
    double enclosed(std::string_view close, double (*round)(double))
    {
        const double v = expression();
        skipSpace();
        if (!eat(close))
            fail("expected a closing bracket");
        return round(v);
    }
    double primary()
    {
        skipSpace();
        if (!m_error.empty() || m_pos >= m_text.size()) {
            fail("expected a value");
            return 0;
        }
        if (eat("(")) {
            const double v = expression();
            skipSpace();
            if (!eat(")"))
                fail("expected ')'");
            return v;
        }
        if (eat("\xE2\x8C\x8A")) // ⌊ … ⌋
            return enclosed("\xE2\x8C\x8B", [](double x) { return std::floor(x); });
        if (eat("\xE2\x8C\x88")) // ⌈ … ⌉
            return enclosed("\xE2\x8C\x89", [](double x) { return std::ceil(x); });
        if (eat("\xE2\x88\x9A")) // √ of the operand after it: √(…), √{x}
            return std::sqrt(primary());
        if (eat("ln"))
            return std::log(call([](double, double b) { return b; }));
        if (eat("exp"))
            return std::exp(call([](double, double b) { return b; }));
        if (eat("max"))
            return call([](double a, double b) { return std::max(a, b); });
        if (eat("min"))
            return call([](double a, double b) { return std::min(a, b); });
        if (m_text[m_pos] == '{')
            return term();
        if ((m_text[m_pos] >= '0' && m_text[m_pos] <= '9') || m_text[m_pos] == '.')
            return number();
        fail("expected a number, a {term} or '('");
        return 0;
    }
    double term()
    {
        const std::size_t close = m_text.find('}', m_pos);
        if (close == std::string_view::npos) {
            fail("unclosed {");
            return 0;
        }
        std::string_view key = m_text.substr(m_pos + 1, close - m_pos - 1);
        m_pos = close + 1;
        key = key.substr(0, key.find('|'));
        for (std::size_t i = 0; i < m_figure.termCount; ++i)
            if (key == m_figure.terms[i].symbol)
                return m_figure.terms[i].value;
        fail("a symbol without a term");
        return 0;
    }
    double number()
    {
        std::size_t end = m_pos;
        while (end < m_text.size() && ((m_text[end] >= '0' && m_text[end] <= '9') || m_text[end] == '.'))
            ++end;
        const double v = std::strtod(std::string(m_text.substr(m_pos, end - m_pos)).c_str(), nullptr);
        m_pos = end;
        // A unit written after a number ("3600 s/h") is text.
        std::size_t u = m_pos;
        while (u < m_text.size() && m_text[u] == ' ')
            ++u;
        const auto letter = [&](std::size_t i) {
            return i < m_text.size() &&
                   ((m_text[i] >= 'a' && m_text[i] <= 'z') || (m_text[i] >= 'A' && m_text[i] <= 'Z'));
        };
        if (u > m_pos && letter(u) && !m_text.substr(u).starts_with("max") && !m_text.substr(u).starts_with("min") &&
            !m_text.substr(u).starts_with("ln(") && !m_text.substr(u).starts_with("exp(")) {
            while (letter(u) || (m_text[u] == '/' && letter(u + 1)))
                ++u;
            m_pos = u;
        }
        return v;
    }

    std::string_view m_text;
    const Figure& m_figure;
    std::size_t m_pos = 0;
    std::string m_error;
};

} // namespace

FormulaValue evaluateFormula(const char* formula, const Figure& figure)
{
    if (!formula) {
        FormulaValue none;
        none.error = "no formula";
        return none;
    }
    return FormulaParser(formula, figure).run();
}

std::string formulaText(const char* formula, const FormulaWords& words)
{
    return render(formula, nullptr, words);
}

std::string substitutedText(const char* formula, const Figure& figure, const FormulaWords& words)
{
    return render(formula, &figure, words);
}

} // namespace headroom
