#pragma once

// How many bytes a model's weights take in a storage format, tensor by
// tensor (docs/model.md §5b): the plain and group-scaled formats keep
// embeddings, norms and the LM head at 16 bits; llama.cpp's GGUF mixes
// (Q4_K_M, Q5_K_M, …) keep some tensors at higher types by its own rules.

#include "headroom/model/model.h"
#include "headroom/types.h"

namespace headroom {

struct WeightFormat {
    double matrixBytesPerParam = 2; // mean over the layers' weight matrices
    double otherBytesPerParam = 2;  // mean over the rest: embeddings, LM head, norms, biases
    double totalBytes = 0;          // the whole model
    double bitsPerWeight() const;   // totalBytes · 8 / parameters
    double parameters = 0;
};

WeightFormat weightFormat(const ModelSpec& model, DType format);
// The same with the model's parameter counts already made (countParameters).
WeightFormat weightFormat(const ModelSpec& model, const ParameterCounts& counts, DType format);

} // namespace headroom
