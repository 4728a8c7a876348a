// The layer inventory (headroom/model/inventory.h): every count and width is a
// fold over its tensors, and the folds that used GQA shapes for MLA models
// now read MLA's own.

#include "testutil.h"

#include "headroom/charts.h"
#include "headroom/hfimport.h"
#include "headroom/model/inventory.h"

#include <algorithm>
#include <filesystem>

using namespace headroom;
using namespace headroom::test;

namespace {

// The parameters of the tensors themselves, summed here, not by the fold.
double tensorSum(const Inventory& inv)
{
    double sum = 0;
    for (const InventoryTensor& t : inv.outside)
        sum += t.elements();
    for (const InventoryBlock& b : inv.blocks) {
        double perLayer = b.norms;
        for (const InventoryTensor& t : b)
            perLayer += t.elements();
        sum += b.layers * perLayer;
    }
    return sum;
}

std::vector<std::pair<std::string, Architecture>> everyArchitecture()
{
    std::vector<std::pair<std::string, Architecture>> out;
    for (const ModelPreset& m : builtinCatalog().models)
        if (m.spec.kind == ModelSpec::Kind::Transformer)
            out.emplace_back(m.spec.id, m.spec.arch);
    for (const auto& e : std::filesystem::recursive_directory_iterator(HEADROOM_TESTDATA_DIR "/hf"))
        if (e.path().filename() == "config.json")
            if (auto spec = loadHfConfigFile(e.path().string()))
                out.emplace_back(e.path().parent_path().filename().string(), spec->arch);
    return out;
}

} // namespace

// The parameter count is the sum of the inventory's tensors, for every
// catalog model and every real config.json in the test data.
TEST(Inventory, TotalIsTheSumOfItsTensors)
{
    const auto all = everyArchitecture();
    ASSERT_GT(all.size(), 40u);
    for (const auto& [id, arch] : all) {
        const Inventory inv = buildInventory(arch);
        EXPECT_EQ(countParameters(inv).total, tensorSum(inv)) << id;
        // Every layer has one mixer and at most one MLP.
        EXPECT_EQ(inv.block(BlockKind::Attention).layers + inv.block(BlockKind::Linear).layers, inv.layers) << id;
        EXPECT_LE(inv.block(BlockKind::RoutedMlp).layers + inv.block(BlockKind::DenseMlp).layers, inv.layers) << id;
    }
}

// The stack's order the GGUF walk reads: softmax layers, then linear ones;
// dense-first MLPs, then routed ones, then none.
TEST(Inventory, LayerOrder)
{
    const Inventory v3 = buildInventory(builtinCatalog().findModel("deepseek-v3")->spec.arch);
    EXPECT_EQ(v3.mlpOf(0)->kind, BlockKind::DenseMlp); // first_k_dense_replace = 3
    EXPECT_EQ(v3.mlpOf(2)->kind, BlockKind::DenseMlp);
    EXPECT_EQ(v3.mlpOf(3)->kind, BlockKind::RoutedMlp);
    EXPECT_EQ(v3.mlpOf(60)->kind, BlockKind::RoutedMlp);
    const Inventory next = buildInventory(builtinCatalog().findModel("qwen3-next-80b-a3b")->spec.arch);
    EXPECT_EQ(next.mixerOf(0), BlockKind::Attention);
    EXPECT_EQ(next.mixerOf(47), BlockKind::Linear); // 12 full layers of 48, then 36 Gated DeltaNet
    EXPECT_EQ(next.block(BlockKind::Attention).layers, 12);
}

// PEFT's print_trainable_parameters() for Llama-2-7B with LoRA r = 16 on all
// seven linear layers: "trainable params: 39,976,960" (Hugging Face PEFT,
// the LoRA guide's output for meta-llama/Llama-2-7b-hf).
TEST(Inventory, LoraOnLlamaMatchesPeft)
{
    const Inventory inv = buildInventory(builtinCatalog().findModel("llama-2-7b")->spec.arch);
    EXPECT_EQ(loraParameters(inv, {"q", "k", "v", "o", "gate", "up", "down"}, 16), 39976960.0);
    // q and v only (the LoRA paper's choice): 32·16·(2·4096 + 2·4096).
    EXPECT_EQ(loraParameters(inv, {"q", "v"}, 16), 32.0 * 16 * (4 * 4096.0));
}

// MLA (DeepSeek-V2 §2.1): q adapts q_a (7168 → 1536) and q_b (1536 →
// 128·192), k the kv_a projection (7168 → 576), v the kv_b projection (512 →
// 128·(128 + 128)); the MLP targets every routed expert (2048 wide) and the
// shared one on the 58 MoE layers, the 18,432-wide MLP on the 3 dense ones.
// The old GQA shapes gave DeepSeek-V3 a q of 7168 → 128·128.
TEST(Inventory, LoraOnMlaReadsMlaShapes)
{
    const Inventory inv = buildInventory(builtinCatalog().findModel("deepseek-v3")->spec.arch);
    const double q = (7168 + 1536) + (1536 + 128 * 192.0);
    const double k = 7168 + 576.0;
    const double v = 512 + 128 * 256.0;
    EXPECT_EQ(loraWidthPerLayer(inv, {"q"}), q);
    EXPECT_EQ(loraWidthPerLayer(inv, {"k"}), k);
    EXPECT_EQ(loraWidthPerLayer(inv, {"v"}), v);
    const double moe = 256 * (7168 + 2048.0) + (7168 + 2048.0); // routed + shared, one matrix each
    const double dense = 7168 + 18432.0;
    EXPECT_DOUBLE_EQ(loraWidthPerLayer(inv, {"down"}), (58 * moe + 3 * dense) / 61);
}

// What attention reads per token: MLA's up-projected heads, not a·d from
// the hidden size; an MoE token's MLP width counts the experts it visits.
TEST(Inventory, WidthsPerToken)
{
    const Inventory v3 = buildInventory(builtinCatalog().findModel("deepseek-v3")->spec.arch);
    EXPECT_EQ(v3.widths.query, 128 * 192.0);
    EXPECT_EQ(v3.widths.key, 128 * 192.0);
    EXPECT_EQ(v3.widths.value, 128 * 128.0);
    EXPECT_DOUBLE_EQ(v3.widths.ffn, (58 * (8 * 2048.0 + 2048) + 3 * 18432.0) / 61);
    const Inventory mixtral = buildInventory(builtinCatalog().findModel("mixtral-8x7b")->spec.arch);
    EXPECT_EQ(mixtral.widths.ffn, 2 * 14336.0); // top-2 of 8
    EXPECT_EQ(mixtral.widths.key, 8 * 128.0);
}

// The KV cache per token per layer from the inventory: K and V of the KV
// heads, or MLA's latent and rope key (kv_a's output, 576 for DeepSeek-V3).
TEST(Inventory, KvCacheFromTheInventory)
{
    EXPECT_EQ(kvShape(buildInventory(builtinCatalog().findModel("deepseek-v3")->spec.arch)).fullPerToken, 61 * 576.0);
    EXPECT_EQ(kvShape(buildInventory(builtinCatalog().findModel("llama-3-8b")->spec.arch)).fullPerToken,
              32 * 2 * 8 * 128.0);
}

// The roofline's and the step's GEMMs are one list (layerGemms): a Mixtral
// expert sees its share of the rows, T·k/E, in both (the roofline used to
// give every expert all T rows).
TEST(Inventory, ExpertRowsAreOneList)
{
    const Inventory inv = buildInventory(builtinCatalog().findModel("mixtral-8x7b")->spec.arch);
    const double T = 4096;
    bool sawExpert = false;
    for (const Gemm& g : layerGemms(inv, T, 1, 1)) {
        if (g.kind == GemmKind::MlpUp) {
            sawExpert = true;
            EXPECT_DOUBLE_EQ(g.m, T * 2 / 8);
            EXPECT_DOUBLE_EQ(g.count, 8); // eight experts on this GPU
            EXPECT_DOUBLE_EQ(g.flops, 2.0 * g.m * g.n * g.k);
        }
    }
    EXPECT_TRUE(sawExpert);
    Scenario s;
    s.model.preset = "mixtral-8x7b";
    s.workload.microBatchSize = 1;
    s.workload.sequenceLength = 4096;
    const ResolvedScenario rs = resolved(s);
    const RooflineData roof = rooflineData(rs, estimated(s));
    const auto up = std::find_if(roof.points.begin(), roof.points.end(),
                                 [](const RooflinePoint& p) { return p.label == "MLP up"; });
    ASSERT_NE(up, roof.points.end());
    EXPECT_DOUBLE_EQ(up->flops, 2.0 * (T * 2 / 8) * 4096 * (2 * 14336.0));
}

// An eager routed MLP moves its tokens (transformers 5.x
// integrations/moe.py, grouped_mm_experts_forward, the default where
// torch._grouped_mm exists): the zeroed output (h per token), each of the
// k copies gathered by token and again grouped by expert, scaled by its
// routing weight and gathered back (read and write each), index_add_ into
// the output (read the copy, read and write the row); under autocast's fp32
// stream the gathers move fp32 and the copies are cast to it first. Against
// a dense layer of the same activated MLP width (k × 14,336 for Mixtral)
// only that traffic differs: h·(2 + 22k) bytes per token in bf16,
// h·(4 + 40k) over an fp32 stream.
TEST(Inventory, EagerExpertsMoveTheirTokens)
{
    const Architecture mixtral = builtinCatalog().findModel("mixtral-8x7b")->spec.arch;
    Architecture dense = mixtral;
    dense.experts = 1;
    dense.expertsPerToken = 1;
    dense.ffn = 2 * mixtral.ffn;
    const Inventory moe = buildInventory(mixtral), flat = buildInventory(dense);
    ASSERT_DOUBLE_EQ(moe.widths.ffn, flat.widths.ffn);
    const double h = 4096, k = 2;
    EXPECT_DOUBLE_EQ(eagerLayer(moe, 1, false).bytesPerToken - eagerLayer(flat, 1, false).bytesPerToken,
                     h * (2 + 22 * k));
    EXPECT_DOUBLE_EQ(eagerLayer(moe, 1, true).bytesPerToken - eagerLayer(flat, 1, true).bytesPerToken,
                     h * (4 + 40 * k));
    EXPECT_GT(eagerLayer(moe, 1, false).kernels, eagerLayer(flat, 1, false).kernels + 10);
}
