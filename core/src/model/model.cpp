// A model's shape (headroom/model/model.h): its defaults filled in, and a family's
// shape grown or shrunk to a size.

#include "headroom/model/model.h"
#include "headroom/model/inventory.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace headroom {

Architecture Architecture::normalized() const
{
    Architecture a = *this;
    a.kvHeads = kvHeadsOr();
    a.headDim = headDimOr();
    a.ffn = ffnOr();
    a.experts = std::max<std::int64_t>(1, experts);
    a.expertsPerToken = std::clamp<std::int64_t>(expertsPerToken, 1, a.experts);
    return a;
}

// Grow or shrink a family's shape to about `parameters`: keep the ratios
// ffn/hidden, kv/heads, head dim and vocab; choose hidden and layers so that
// the aspect ratio L/h matches the family (Kaplan et al. 2020 find loss
// insensitive to it over a wide range, so the family's own ratio is a fair choice).
Architecture scaleArchitecture(const Architecture& familyIn, double parameters)
{
    const Architecture family = familyIn.normalized();
    Architecture a = family;
    const double ffnRatio = double(family.ffn) / double(family.hidden);
    const double kvRatio = double(family.kvHeads) / double(family.heads);
    const double aspect = double(family.layers) / double(family.hidden);
    const std::int64_t headDim = family.headDim > 0 ? family.headDim : 64;
    // Section 1b counts keep their share of the layers; a linear block and
    // its state keep their size relative to hidden (h² and h).
    auto keepShares = [&](Architecture& t) {
        const double layerShare = double(t.layers) / double(family.layers);
        if (family.globalCount > 0)
            t.globalCount =
                std::clamp<std::int64_t>(std::llround(double(family.globalCount) * layerShare), 1, t.layers);
        if (family.mlpLayers > 0)
            t.mlpLayers = std::clamp<std::int64_t>(std::llround(double(family.mlpLayers) * layerShare), 1, t.layers);
        const double width = double(t.hidden) / double(family.hidden);
        if (family.linearParameters > 0)
            t.linearParameters =
                std::max<std::int64_t>(1, std::llround(double(family.linearParameters) * width * width));
        if (family.linearState > 0)
            t.linearState = std::max<std::int64_t>(1, std::llround(double(family.linearState) * width));
    };

    auto build = [&](double hidden) {
        Architecture t = family;
        // Small models shrink the head dimension too (never below 8).
        const std::int64_t d = std::max<std::int64_t>(8, std::min<std::int64_t>(headDim, std::llround(hidden / 8) * 8));
        std::int64_t heads = std::max<std::int64_t>(1, std::llround(hidden / double(d)));
        // A multiple of 8 heads (of a power of two below 8), so that tensor
        // parallel 2, 4 and 8 divide them as they do every published model's.
        const std::int64_t granule = std::bit_floor(std::uint64_t(std::min<std::int64_t>(heads, 8)));
        heads = std::max<std::int64_t>(granule, std::llround(double(heads) / double(granule)) * granule);
        t.hidden = heads * d;
        t.heads = heads;
        t.headDim = d;
        // At most one KV head per query head: a base with more (an invalid
        // layout typed into the window) would make the divisor search below
        // count down from billions. Grouped queries take a power of two KV
        // heads (as GQA models do: 8 for Llama 3, Mistral, Qwen2.5 ...) that
        // divides the heads, so KV heads split evenly over tensor parallel too.
        t.kvHeads = std::clamp<std::int64_t>(std::llround(double(heads) * kvRatio), 1, heads);
        if (t.kvHeads < heads) {
            t.kvHeads = std::int64_t(std::bit_floor(std::uint64_t(t.kvHeads)));
            while (heads % t.kvHeads != 0)
                t.kvHeads /= 2;
        }
        t.ffn = std::max<std::int64_t>(8, std::llround(ffnRatio * double(t.hidden) / 8.0) * 8);
        t.layers = std::max<std::int64_t>(1, std::llround(aspect * double(t.hidden)));
        // A tiny model cannot carry a 32k-256k vocabulary: cap the embeddings
        // at half the budget (a smaller tokenizer, as tiny models use).
        const double embeddingCopies = t.tiedEmbeddings || !t.lmHead ? 1.0 : 2.0;
        const double maxVocab = 0.5 * parameters / (embeddingCopies * double(t.hidden));
        t.vocab = std::min<std::int64_t>(family.vocab, std::max<std::int64_t>(256, std::llround(maxVocab)));
        keepShares(t);
        return t;
    };
    // Bisect on hidden size; total parameters grow monotonically with it.
    double lo = 8, hi = 1e6;
    for (int i = 0; i < 80; ++i) {
        const double mid = std::sqrt(lo * hi);
        if (countParameters(build(mid)).total < parameters)
            lo = mid;
        else
            hi = mid;
    }
    a = build(hi);
    // Fine-tune the layer count for the closest total.
    const double perLayer = countParameters(a).perLayer;
    const double rest = countParameters(a).total - double(a.layers) * perLayer;
    a.layers = std::max<std::int64_t>(1, std::llround((parameters - rest) / perLayer));
    keepShares(a);
    return a;
}

} // namespace headroom
