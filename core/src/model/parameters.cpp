// The parameter counts and their figures (docs/model.md §1).

#include "components.h"
#include "sources.h"
#include "stepmodel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace headroom::detail {

// Total, trainable and active parameters, each with its working.
void fillParameters(Estimate& est, const EstimateContext& ctx)
{
    const auto& [rs, facts, layout, me, fl, pk, s, w, par, arch, pc] = ctx;
    const bool transformer = facts.transformer;
    const Mode mode = w.mode;
    const bool training = facts.training;
    const bool adapters = facts.adapters;
    const double loraParams = facts.loraParams;

    // ---- Parameters ------------------------------------------------------
    {
        // Worked with every part's count: per layer for a uniform stack, the
        // layers' sum otherwise; the embedding as V·h when that is what it is.
        const double L = double(arch.layers);
        const bool vh = pc.embedding == double(arch.vocab) * double(arch.hidden);
        const char* formula =
            !transformer ? "{N}"
            : arch.uniform()
                ? (vh ? "{L}·({Pa|attention} + {Pm|mlp} + {Pn|norms}) + {V}·{h} ([embedding]) + {Ph|head} + "
                        "{Po|final_norm}"
                      : "{L}·({Pa|attention} + {Pm|mlp} + {Pn|norms}) + {Pe|embedding} + {Ph|head} + {Po|final_norm}")
                : "{Ly|layers} + {Pe|embedding} + {Ph|head} + {Po|final_norm}";
        const double perLayer = L > 0 ? pc.layers / L : 0;
        est.figure(FigureId::ParamsTotal)
            .set(formula, pc.total, kSrcParams)
            .term("L", L)
            .term("Pa", pc.attentionPerLayer)
            .term("Pm", perLayer - pc.attentionPerLayer - pc.normsPerLayer)
            .term("Pn", pc.normsPerLayer)
            .term("V", double(arch.vocab))
            .term("h", double(arch.hidden))
            .term("Pe", pc.embedding)
            .term("Ph", pc.lmHead)
            .term("Po", pc.other)
            .term("Ly", pc.layers)
            .term("N", pc.total);
    }
    est.trainableParameters = adapters ? loraParams : (training ? pc.total : 0);
    if (adapters)
        est.figure(FigureId::ParamsTrainable)
            .set("{L}·{r}·{D} ([adapted_matrices])", loraParams, kSrcLora)
            .term("L", double(arch.layers))
            .term("r", double(w.loraRank))
            .term("D", loraParams / std::max(1.0, double(arch.layers) * double(w.loraRank)));
    else
        est.figure(FigureId::ParamsTrainable)
            .set(mode == Mode::Inference ? "0 ([frozen])" : "{N}", est.trainableParameters, kSrcParams)
            .term("N", pc.total);
    est.figure(FigureId::ParamsActive)
        .set(arch.experts <= 1 ? "{N}"
             : arch.uniform()  ? "{N} − {L}·({E} − {k})·{Pe|mlp_per_expert}"
                               : "{N} − {X|inactive_experts}",
             pc.activePerToken, kSrcParams)
        .term("N", pc.total)
        .term("L", double(arch.layers))
        .term("E", double(arch.experts))
        .term("k", double(arch.expertsPerToken))
        .term("Pe", pc.mlpPerExpert)
        .term("X", pc.total - pc.activePerToken);
}

} // namespace headroom::detail
