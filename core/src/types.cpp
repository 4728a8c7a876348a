#include "headroom/types.h"

#include <algorithm>
#include <utility>

namespace headroom {

std::string_view toString(Bottleneck v)
{
    return v == Bottleneck::Compute ? "compute" : "memory";
}

bool isGguf(DType d)
{
    return d >= DType::Q8_0;
}

double stateBytes(DType weights, DType kvCache)
{
    if (isGguf(weights))
        return 4; // llama.cpp: recurrent states r and s in GGML_TYPE_F32
    return std::max(2.0, dtypeBytes(kvCache));
}

// Bytes per element of a format's base type, scales included: the plain
// types; GGUF blocks by their layout (ggml: Q8_0 34 B per 32 weights, Q6_K 210
// per 256, Q5_K 176/256, Q4_K 144/256, Q4_0 18/32, Q3_K 110/256, Q2_K 84/256,
// IQ4_XS 136/256); MXFP4 4 bits + an 8-bit scale per 32; NVFP4 4 bits + an
// FP8 scale per 16 (docs/model.md §5b). A _K_M or _K_S mix is named by its
// base type here; weightFormat() applies its per-tensor rule.
double dtypeBytes(DType d)
{
    switch (d) {
    case DType::Fp32: return 4;
    case DType::Bf16:
    case DType::Fp16: return 2;
    case DType::Fp8:
    case DType::Int8: return 1;
    case DType::Int4:
    case DType::Nf4:
    case DType::Int4Awq:
    case DType::Int4Gptq: return 0.5;
    case DType::Mxfp4: return 4.25 / 8;
    case DType::Nvfp4: return 4.5 / 8;
    case DType::Q8_0: return 34.0 / 32;
    case DType::Q6_K: return 210.0 / 256;
    case DType::Q5_K_M: return 176.0 / 256;
    case DType::Q4_K_M:
    case DType::Q4_K_S: return 144.0 / 256;
    case DType::Q4_0: return 18.0 / 32;
    case DType::Q3_K_M: return 110.0 / 256;
    case DType::Q2_K: return 84.0 / 256;
    case DType::Iq4_Xs: return 136.0 / 256;
    }
    return 2;
}

double weightBytesPerParam(DType d)
{
    switch (d) {
    // GPTQ/AWQ-style int4: 4 bits + one 16-bit scale and one 4-bit zero point
    // per group of 128 weights (docs/model.md section 5).
    case DType::Int4:
    case DType::Int4Awq:
    case DType::Int4Gptq: return (4.0 + 16.0 / 128.0 + 4.0 / 128.0) / 8.0;
    // NF4 with double-quantised constants: 4 + 0.127 bits per parameter
    // (Dettmers et al. 2023, QLoRA, section 3).
    case DType::Nf4: return (4.0 + 0.127) / 8.0;
    default: return dtypeBytes(d);
    }
}

} // namespace headroom
