// The stable CLI contract of headroom-cli(1), through the real binary.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <poll.h>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace {

struct CliRun {
    int status = -1;
    std::string out;
    std::string err;
};

CliRun run(const std::string& args)
{
    const auto errFile = std::filesystem::temp_directory_path() / ("headroom-cli-err-" + std::to_string(::getpid()));
    const std::string command = std::string(HEADROOM_CLI) + " " + args + " 2>" + errFile.string();
    CliRun r;
    FILE* pipe = ::popen(command.c_str(), "r");
    if (!pipe)
        return r;
    char buffer[65536];
    std::size_t n;
    while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0)
        r.out.append(buffer, n);
    const int status = ::pclose(pipe);
    r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    std::ifstream e(errFile);
    r.err.assign(std::istreambuf_iterator<char>(e), {});
    std::filesystem::remove(errFile);
    return r;
}

std::string data(const std::string& rel)
{
    return std::string(HEADROOM_TESTDATA_DIR) + "/" + rel;
}

nlohmann::json parse(const std::string& text)
{
    auto j = nlohmann::json::parse(text, nullptr, false);
    EXPECT_FALSE(j.is_discarded()) << text.substr(0, 400);
    return j;
}

// The result keys scripts rely on (headroom-cli(1) "RESULT").
const char* const kResultKeys[] = {
    "/parameters/total", "/parameters/trainable", "/parameters/active_per_token", "/parameters/embedding",
    "/memory/per_gpu/weights", "/memory/per_gpu/gradients", "/memory/per_gpu/master_weights",
    "/memory/per_gpu/optimizer_states", "/memory/per_gpu/activations", "/memory/per_gpu/logits",
    "/memory/per_gpu/kv_cache", "/memory/per_gpu/overhead", "/memory/per_gpu/total", "/memory/capacity", "/memory/fits",
    "/memory/headroom",
    // SPEC "Format 2, continued": the stack's peak as a moment.
    "/memory/per_gpu/weight_copies", "/memory/per_gpu/allocator_reserve", "/memory/peak/bytes", "/memory/peak/moment",
    "/memory/peak/alive/weights", "/memory/peak/alive/master", "/memory/peak/alive/optimizer",
    "/memory/peak/alive/kv_cache", "/memory/reserved_bytes", "/memory/process_bytes", "/memory/timeline/0/seconds",
    "/memory/timeline/0/phase", "/memory/timeline/0/bytes", "/software/stack", "/software/compile",
    "/compute/flops_per_token", "/compute/total_flops", "/compute/tokens", "/time/seconds", "/time/gpu_hours",
    "/time/tokens_per_second", "/inference/time_to_first_token_seconds", "/inference/time_per_output_token_seconds",
    "/inference/tokens_per_second", "/inference/max_batch", "/inference/bottleneck", "/cost/cloud_usd",
    "/cost/onprem_usd", "/cost/breakeven_hours", "/cost/energy_kwh", "/warnings"};

TEST(Cli, EstimateEveryScenarioShapeHasTheResultKeys)
{
    for (const std::string file :
         {"scenarios/llama2-7b-train.headroom.json", "scenarios/architecture-inference.headroom.json",
          "scenarios/hf-config.headroom.json", "scenarios/generic.headroom.json"}) {
        const CliRun r = run("estimate --scenario " + data(file));
        ASSERT_EQ(r.status, 0) << file << ": " << r.err;
        const auto j = parse(r.out);
        for (const char* key : kResultKeys)
            EXPECT_TRUE(j.contains(nlohmann::json::json_pointer(key))) << file << " lacks " << key;
    }
}

// The stack in use is printed wherever a number is (SPEC "Format 2,
// continued"): the text names it, and a PyTorch stack's peak is a moment of
// the step with what is alive then, the allocator's reserve and the process.
TEST(Cli, EstimateTextNamesTheStackAndItsPeak)
{
    const std::string base = "estimate --format text --set model.preset=llama-3-8b --set hardware.gpu=h200 "
                             "--set parallelism.gpus=1 --set workload.micro_batch_size=1 "
                             "--set workload.global_batch_size=1 --set workload.sequence_length=4096 "
                             "--set precision.recipe=pure-bf16";
    CliRun r = run(base);
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("Software: Megatron-LM (the papers' accounting: every part of memory at once)"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(r.out.find("Peak:"), std::string::npos) << r.out;
    r = run(base + " --set software.stack=hf-transformers");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("Software: Hugging Face Transformers\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("allocated at the start of the backward ("), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("the allocator reserves"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Allocator reserve:"), std::string::npos) << r.out;
    // Six micro-batches a step: the peak is the second's (on top of the
    // first's gradients), and the text and the JSON say which.
    const std::string six = base + " --set software.stack=hf-transformers --set workload.global_batch_size=6";
    r = run(six);
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("allocated at the start of the backward of micro-batch 2 of 6 ("), std::string::npos) << r.out;
    std::string sixJson = six;
    sixJson.replace(sixJson.find("--format text"), 13, "--format json");
    r = run(sixJson);
    ASSERT_EQ(r.status, 0) << r.err;
    const nlohmann::json j = parse(r.out);
    EXPECT_EQ(j.at("memory").at("peak").at("micro_batch"), 2);
    int last = 0;
    for (const nlohmann::json& point : j.at("memory").at("timeline"))
        if (point.contains("micro_batch")) {
            EXPECT_GE(point.at("micro_batch").get<int>(), last);
            last = point.at("micro_batch");
        }
    EXPECT_EQ(last, 6);
    // A stack that does not train: one line naming the field, exit 2.
    r = run(base + " --set software.stack=vllm");
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("software.stack"), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

// The power limit and the attention kernel are named where the hardware and
// the stack are, and a limit outside 10 W..100 kW is bad input naming its field.
TEST(Cli, EstimateTextNamesThePowerLimitAndTheAttentionKernel)
{
    const std::string base = "estimate --format text --set model.preset=llama-3-8b --set hardware.gpu=h100-sxm "
                             "--set parallelism.gpus=8 --set software.stack=fsdp2 --set parallelism.zero=3";
    CliRun r = run(base + " --set hardware.power_limit_watts=500 --set software.attention=flash-attention-2");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("ZeRO-3), power limit 500 of 700 W\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Software: PyTorch FSDP2, FlashAttention-2\n"), std::string::npos) << r.out;
    // A mixture of experts names its dispatcher, in the text and the JSON.
    const std::string moe = "estimate --set model.preset=mixtral-8x7b --set parallelism.gpus=8 "
                            "--set parallelism.expert=8 --set software.moe_dispatcher=deepep";
    r = run(moe + " --format text");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find(", DeepEP dispatch"), std::string::npos) << r.out;
    r = run(moe);
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(parse(r.out)["software"]["moe_dispatcher"], "deepep");
    EXPECT_EQ(parse(r.out)["software"]["attention"], "stack");
    // Under a stack the overhead figure is titled as the memory legend names it.
    r = run("estimate --format markdown --set software.stack=hf-transformers --set model.preset=llama-3-8b "
            "--set hardware.gpu=h200 --set parallelism.gpus=1 --set workload.global_batch_size=1 "
            "--set workload.micro_batch_size=1 --set precision.recipe=pure-bf16");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("\n| CUDA context | `CUDA context` |"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("\n| Overhead |"), std::string::npos) << r.out;
    r = run("estimate --format markdown --set model.preset=llama-3-8b --set hardware.gpu=h100-sxm "
            "--set hardware.power_limit_watts=500");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("× NVIDIA H100 SXM5 80GB, power limit 500 of 700 W\n"), std::string::npos) << r.out;
    r = run(base + " --set hardware.power_limit_watts=700");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out.find("power limit"), std::string::npos) << r.out; // at the TDP: no limit
    r = run(base + " --set hardware.power_limit_watts=0");
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("hardware.power_limit_watts"), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

TEST(Cli, EstimateWithoutScenarioUsesDefaults)
{
    const CliRun r = run("estimate --set parallelism.gpus=64 --set parallelism.zero=3");
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = parse(r.out);
    EXPECT_EQ(j["parameters"]["total"], 6738415616LL);
    EXPECT_EQ(j["memory"]["data_parallel"], 64);
    EXPECT_TRUE(j["memory"]["fits"].get<bool>());
}

// Issue 16 item 2: a run counted in images and epochs (ImageNet-1k's
// 1,281,167 images, 90 epochs, batch 8,192: Goyal et al. 2017) in the JSON
// and the text; training_tokens beside samples_per_epoch is refused.
TEST(Cli, SamplesAndEpochs)
{
    const std::string set = "--set model.preset=resnet-50 --set workload.samples_per_epoch=1281167 "
                            "--set workload.epochs=90 --set workload.global_batch_size=8192 "
                            "--set workload.micro_batch_size=128 ";
    const CliRun r = run("estimate " + set);
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = parse(r.out);
    EXPECT_DOUBLE_EQ(j["compute"]["samples"].get<double>(), 1281167.0 * 90);
    EXPECT_DOUBLE_EQ(j["compute"]["epochs"].get<double>(), 90);
    EXPECT_NEAR(j["compute"]["steps_per_epoch"].get<double>(), 156.4, 0.05);
    EXPECT_DOUBLE_EQ(j["compute"]["flops_per_sample"].get<double>(), 3 * 8.18e9);
    EXPECT_NEAR(j["time"]["samples_per_second"].get<double>() * j["time"]["seconds"].get<double>(), 1281167.0 * 90,
                1.0);
    const CliRun text = run("estimate --format text " + set);
    ASSERT_EQ(text.status, 0) << text.err;
    EXPECT_NE(text.out.find("samples/s"), std::string::npos) << text.out;
    EXPECT_EQ(text.out.find("tokens"), std::string::npos) << text.out;
    const CliRun both = run("estimate --set workload.samples_per_epoch=10 --set workload.training_tokens=1e9");
    EXPECT_EQ(both.status, 2);
    EXPECT_NE(both.err.find("workload.samples_per_epoch"), std::string::npos) << both.err;
}

TEST(Cli, TextAndMarkdownFormats)
{
    const CliRun text = run("estimate --format text --scenario " + data("scenarios/llama2-7b-train.headroom.json"));
    ASSERT_EQ(text.status, 0) << text.err;
    EXPECT_NE(text.out.find("Memory per GPU"), std::string::npos);
    const CliRun md = run("estimate --format markdown --scenario " + data("scenarios/llama2-7b-train.headroom.json"));
    ASSERT_EQ(md.status, 0) << md.err;
    EXPECT_NE(md.out.find("| Figure | Formula |"), std::string::npos);
    EXPECT_NE(md.out.find("6·N + 12·L·a·d·s"), std::string::npos); // worked formula shown
}

TEST(Cli, ParamsFromPresetHfConfigAndSafetensors)
{
    CliRun r = run("params --preset llama-2-7b");
    ASSERT_EQ(r.status, 0) << r.err;
    auto j = parse(r.out);
    EXPECT_EQ(j["total"], 6738415616LL);
    EXPECT_TRUE(j.contains("trainable") && j.contains("embedding") && j.contains("active_per_token"));

    r = run("params --hf-config " + data("hf/gpt2/config.json"));
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(parse(r.out)["total"], 124439808);

    for (const auto& entry : std::filesystem::directory_iterator(data("safetensors"))) {
        r = run("params --safetensors " + entry.path().string());
        ASSERT_EQ(r.status, 0) << entry.path() << r.err;
        const double total = parse(r.out)["total"].get<double>();
        if (entry.path().filename() == "empty.safetensors")
            EXPECT_EQ(total, 0);
        else
            EXPECT_GT(total, 0) << entry.path();
    }
}

TEST(Cli, CatalogListings)
{
    for (const char* what : {"gpus", "models", "clouds"}) {
        const CliRun r = run(std::string("catalog ") + what);
        ASSERT_EQ(r.status, 0) << r.err;
        const auto j = parse(r.out);
        EXPECT_TRUE(j.is_array() && !j.empty()) << what;
    }
}

// Issue 12: the scenario fields are one table, and `fields` lists it: every
// field an estimate reads back, with the range the reader enforces.
TEST(Cli, FieldsListTheScenarioTable)
{
    const CliRun r = run("fields --format json");
    ASSERT_EQ(r.status, 0) << r.err;
    const auto fields = parse(r.out);
    ASSERT_TRUE(fields.is_array());
    std::map<std::string, nlohmann::json> byPath;
    for (const auto& f : fields)
        byPath[f["path"].get<std::string>()] = f;
    ASSERT_TRUE(byPath.count("parallelism.tensor"));
    EXPECT_EQ(byPath["parallelism.tensor"]["type"], "integer");
    EXPECT_EQ(byPath["parallelism.tensor"]["max"], 1024);
    EXPECT_EQ(byPath["parallelism.gpus"]["default"], 8);
    EXPECT_EQ(byPath["workload.mode"]["choices"], nlohmann::json({"train", "lora", "qlora", "inference"}));
    // The defaults listed are the ones an estimate without a scenario uses,
    // and one past a listed maximum is refused naming the path.
    const auto est = parse(run("estimate --format json").out);
    EXPECT_EQ(est["scenario"]["gpus"], byPath["parallelism.gpus"]["default"]);
    const std::string over = "parallelism.tensor=" + std::to_string(byPath["parallelism.tensor"]["max"].get<int>() + 1);
    const CliRun bad = run("estimate --set " + over);
    EXPECT_EQ(bad.status, 2);
    EXPECT_NE(bad.err.find("parallelism.tensor"), std::string::npos) << bad.err;
    // Text fields take --set values as text, even ones that read as numbers.
    const CliRun named = run("estimate --set model.parameters=7e9 --set model.name=70 --format json");
    ASSERT_EQ(named.status, 0) << named.err;
    EXPECT_EQ(parse(named.out)["scenario"]["model"], "70");
    EXPECT_EQ(run("fields --format yaml").status, 2);
}

TEST(Cli, SweepPrintsOneLinePerValue)
{
    const CliRun r = run("sweep --scenario " + data("scenarios/llama2-7b-train.headroom.json") +
                         " --vary parallelism.gpus --values 8,16,32,64");
    ASSERT_EQ(r.status, 0) << r.err;
    std::istringstream lines(r.out);
    std::string line;
    std::vector<double> seconds;
    while (std::getline(lines, line)) {
        const auto j = parse(line);
        seconds.push_back(j["time"]["seconds"].get<double>());
        EXPECT_EQ(j["sweep"]["path"], "parallelism.gpus");
    }
    ASSERT_EQ(seconds.size(), 4u);
    EXPECT_NEAR(seconds[0] / seconds[3], 8.0, 1e-9); // time halves as GPUs double
}

// Bad input of every kind ends with exit 2 and one line on stderr naming
// the file, the JSON path and what was expected.
TEST(Cli, BadInputExitsTwoWithOneLine)
{
    struct Case {
        std::string args;
        std::string mustMention;
    };
    const Case cases[] = {
        {"estimate --scenario " + data("scenarios/malformed.headroom.json"), "malformed.headroom.json"},
        {"estimate --scenario " + data("scenarios/bad-type.headroom.json"), "workload.micro_batch_size"},
        {"estimate --scenario " + data("scenarios/bad-tensor.headroom.json"), "parallelism.tensor"},
        {"estimate --scenario " + data("scenarios/future.headroom.json"), "version"},
        {"estimate --scenario /nonexistent.headroom.json", "/nonexistent.headroom.json"},
        {"estimate --set parallelism.gpus=0", "parallelism.gpus"},
        {"estimate --set parallelism.gpus=-1", "parallelism.gpus"},
        {"estimate --set model.preset=nonesuch", "model.preset"},
        {"estimate --set hardware.gpu=nonesuch", "hardware.gpu"},
        // An id close to a catalog's says which one was meant.
        {"estimate --set hardware.gpu=h200-sxm", "got h200-sxm (did you mean h100-sxm or h200?)"},
        {"estimate --set precision.weights=q4km", "got \"q4km\" (did you mean q4_k_m?)"},
        {"estimate --set parallelism.gpu=8", "parallelism.gpu: unknown field (known fields: gpus, "},
        {"estimate --set parallelism.gpu=8",
         "context, gather_unit, overlap, first_stage_layers, last_stage_layers, schedule) (did you mean gpus?)"},
        {"estimate --set model.preset=llama2-7b", "(did you mean llama-2-7b?)"},
        {"plan --gpus h100-sxm,a100",
         "--gpus: expected a GPU id from the catalog (headroom-cli catalog gpus), got a100 "
         "(did you mean a100-40gb or a100-80gb?)"},
        {"solve max-micro-batch --gpu H100", "(did you mean h100-sxm or h100-nvl?)"},
        {"solve max-micro-batch --weights nf5", "--weights: expected one of fp32, "},
        {"estimate --set colour=red", "colour"},
        {"estimate --set bogus", "--set"},
        {"estimate --format yaml", "--format"},
        {"estimate --frobnicate", "--frobnicate"},
        // A scenario file given without --scenario is not silently ignored.
        {"estimate " + data("scenarios/malformed.headroom.json"), "a scenario file is given with --scenario FILE"},
        {"sweep --vary parallelism.gpus --values 8 extra.json", "unexpected argument extra.json"},
        {"params", "params"},
        {"params --preset nonesuch", "nonesuch"},
        {"params --hf-config /nonexistent/config.json", "/nonexistent/config.json"},
        {"params --safetensors " + data("scenarios/malformed.headroom.json"), "malformed.headroom.json"},
        {"catalog planets", "catalog"},
        {"sweep --vary parallelism.gpus --values 8,0", "parallelism.gpus"},
        {"sweep --values 1,2", "--vary"},
        {"nonsense", "nonsense"},
        {"", "command"},
    };
    for (const Case& c : cases) {
        const CliRun r = run(c.args);
        EXPECT_EQ(r.status, 2) << c.args << "\nstdout: " << r.out.substr(0, 200) << "\nstderr: " << r.err;
        EXPECT_NE(r.err.find(c.mustMention), std::string::npos) << c.args << " → " << r.err;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << c.args << " → " << r.err;
        EXPECT_TRUE(r.out.empty()) << c.args << " printed a partial result";
    }
}

TEST(Cli, VersionAndHelp)
{
    CliRun r = run("--version");
    EXPECT_EQ(r.status, 0);
    EXPECT_NE(r.out.find("headroom-cli"), std::string::npos);
    EXPECT_NE(r.out.find("nlohmann_json"), std::string::npos);
    r = run("--help");
    EXPECT_EQ(r.status, 0);
    for (const char* cmd : {"estimate", "params", "catalog", "sweep", "plan", "chart"})
        EXPECT_NE(r.out.find(cmd), std::string::npos) << cmd;
}

// Runs the CLI with its files unable to grow past `bytes` (RLIMIT_FSIZE in the
// child only): write() fails with EFBIG part-way, as on a full disk. SIGXFSZ
// is ignored there, as a full disk sends no signal. Output comes through
// pipes, which the limit does not touch.
CliRun runWithFileSizeLimit(const std::vector<std::string>& args, rlim_t bytes)
{
    CliRun r;
    int out[2], err[2];
    if (::pipe(out) != 0 || ::pipe(err) != 0)
        return r;
    std::vector<std::string> all{HEADROOM_CLI};
    all.insert(all.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (std::string& a : all)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::dup2(out[1], STDOUT_FILENO);
        ::dup2(err[1], STDERR_FILENO);
        for (int fd : {out[0], out[1], err[0], err[1]})
            ::close(fd);
        rlimit limit{};
        ::getrlimit(RLIMIT_FSIZE, &limit);
        limit.rlim_cur = bytes;
        ::setrlimit(RLIMIT_FSIZE, &limit);
        std::signal(SIGXFSZ, SIG_IGN); // kept across exec
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    ::close(out[1]);
    ::close(err[1]);
    pollfd fds[2] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}};
    std::string* sinks[2] = {&r.out, &r.err};
    for (int open = 2; open > 0;) {
        if (::poll(fds, 2, -1) < 0 && errno != EINTR)
            break;
        for (int i = 0; i < 2; ++i) {
            if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            char buffer[4096];
            const ssize_t n = ::read(fds[i].fd, buffer, sizeof buffer);
            if (n > 0) {
                sinks[i]->append(buffer, std::size_t(n));
            } else {
                ::close(fds[i].fd);
                fds[i].fd = -1;
                --open;
            }
        }
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    r.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return r;
}

std::string readFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), {});
}

// A full disk mid-write (RLIMIT_FSIZE in the child): Qt 6.4's
// QSaveFile::commit() ignores a failed flush of its buffer and renamed the
// truncated file over the old one, exiting 0; --out now writes unbuffered to
// the end (app::saveBytes), so it fails with the reason and keeps the old file.
TEST(Cli, OutFileSurvivesAFullDisk)
{
    const auto dir = std::filesystem::temp_directory_path() / ("headroom-cli-full-disk-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto out = dir / "result.json";
    const std::string previous = "{\"previous\": \"result\"}\n";
    std::ofstream(out, std::ios::binary) << previous;

    const CliRun r = runWithFileSizeLimit({"estimate", "--out", out.string()}, 1024);
    EXPECT_NE(r.status, 0) << r.err;
    EXPECT_LT(r.status, 128) << "killed by a signal instead of exiting";
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_NE(r.err.find(out.string()), std::string::npos) << "names the file: " << r.err;
    EXPECT_NE(r.err.find(std::strerror(EFBIG)), std::string::npos) << "says why: " << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out.substr(0, 200);
    EXPECT_EQ(readFile(out), previous); // the old file, whole
    std::vector<std::string> left;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        left.push_back(entry.path().filename().string());
    EXPECT_EQ(left, std::vector<std::string>{"result.json"}) << "no half-written file left behind";

    // With room to write, the same command replaces it.
    const CliRun ok = runWithFileSizeLimit({"estimate", "--out", out.string()}, RLIM_INFINITY);
    EXPECT_EQ(ok.status, 0) << ok.err;
    EXPECT_GT(readFile(out).size(), 1024u); // so the limit above did cut it short
    std::filesystem::remove_all(dir);
}

TEST(Cli, OutFileIsWrittenWhole)
{
    const auto out = std::filesystem::temp_directory_path() / "headroom-cli-test-result.json";
    std::filesystem::remove(out);
    const CliRun r = run("estimate --out " + out.string());
    ASSERT_EQ(r.status, 0) << r.err;
    std::ifstream in(out);
    const std::string text((std::istreambuf_iterator<char>(in)), {});
    EXPECT_TRUE(parse(text).contains("memory"));
    std::filesystem::remove(out);
}

} // namespace

namespace {

// PNG IHDR: width and height, big-endian, at bytes 16..23.
std::pair<int, int> pngSize(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::string bytes(24, '\0');
    in.read(bytes.data(), 24);
    if (!in || bytes.compare(1, 3, "PNG") != 0)
        return {-1, -1};
    auto be = [&](int at) {
        return (int(std::uint8_t(bytes[at])) << 24) | (int(std::uint8_t(bytes[at + 1])) << 16) |
               (int(std::uint8_t(bytes[at + 2])) << 8) | int(std::uint8_t(bytes[at + 3]));
    };
    return {be(16), be(20)};
}

TEST(Cli, PlanPrintsAParetoFrontThatFits)
{
    const CliRun r = run("plan --scenario " + data("scenarios/llama2-7b-train.headroom.json") +
                         " --gpus h100-sxm,a100-80gb --max-gpus 64");
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = parse(r.out);
    ASSERT_TRUE(j["front"].is_array());
    ASSERT_FALSE(j["front"].empty());
    for (const auto& row : j["front"]) {
        EXPECT_LE(row["memory_per_gpu"].get<double>(), row["capacity"].get<double>());
        EXPECT_FALSE(row["why"].empty());
    }
    EXPECT_GT(j["evaluated"].get<double>(), 100);
}

TEST(Cli, SolveReturnsTheBoundary)
{
    const CliRun r = run("solve max-micro-batch --scenario " + data("scenarios/llama2-7b-train.headroom.json"));
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = parse(r.out);
    EXPECT_TRUE(j["found"].get<bool>());
    EXPECT_GT(j["next"].get<double>(), j["value"].get<double>());
}

TEST(Cli, ChartWritesAPngOfTheRequestedSize)
{
    const auto out = std::filesystem::temp_directory_path() / "headroom-cli-chart-test.png";
    for (const char* kind : {"memory", "roofline", "breakeven", "step", "schedule", "scaling", "serving"}) {
        std::filesystem::remove(out);
        const CliRun r =
            run(std::string("chart ") + kind + " --scenario " + data("scenarios/llama2-7b-train.headroom.json") +
                (kind == std::string("serving") ? " --set workload.mode=inference" : "") + " --out " + out.string() +
                " --width 640 --height 400 --scale 2");
        ASSERT_EQ(r.status, 0) << kind << ": " << r.err;
        // Break-even's and scaling's two plots need more than 640 × 400: said.
        const bool two = kind == std::string("breakeven") || kind == std::string("scaling");
        EXPECT_EQ(r.err.empty(), !two) << r.err;
        EXPECT_EQ(pngSize(out.string()), std::make_pair(1280, 800)) << kind;
    }
    std::filesystem::remove(out);
}

// A size too small for a chart's texts is drawn as asked, and said: the note
// names the chart and the size that keeps its titles, legends and ticks whole;
// at that size no note.
TEST(Cli, ChartSaysWhenItsTextsAreShortened)
{
    const auto out = std::filesystem::temp_directory_path() / "headroom-cli-chart-small.png";
    const std::string base = "chart breakeven --scenario " + data("scenarios/llama2-7b-train.headroom.json") +
                             " --scale 1 --out " + out.string();
    std::filesystem::remove(out);
    const CliRun small = run(base + " --width 500 --height 300");
    ASSERT_EQ(small.status, 0) << small.err;
    EXPECT_EQ(pngSize(out.string()), std::make_pair(500, 300));
    EXPECT_NE(small.err.find("note: at 500 × 300 the breakeven chart shortens"), std::string::npos) << small.err;
    // One under the other (less short of room than side by side at 500 ×
    // 300), each of the two plots needs 600 × 220.
    EXPECT_NE(small.err.find("600 × 440 or more keeps them whole"), std::string::npos) << small.err;
    const CliRun whole = run(base + " --width 1200 --height 800");
    ASSERT_EQ(whole.status, 0) << whole.err;
    EXPECT_TRUE(whole.err.empty()) << whole.err;
    std::filesystem::remove(out);
}

// Without --width, --height and --scale a chart is 1200 × 800 at twice the
// pixel density, so its text reads on a slide (issue 17 item 14); --scale 1
// still gives the screen-sized image.
TEST(Cli, ChartDefaultsToTwiceThePixelDensity)
{
    const auto out =
        std::filesystem::temp_directory_path() / ("headroom-cli-default-" + std::to_string(::getpid()) + ".png");
    for (const char* kind : {"memory", "all"}) {
        std::filesystem::remove(out);
        CliRun r = run(std::string("chart ") + kind + " --scenario " + data("scenarios/llama2-7b-train.headroom.json") +
                       " --out " + out.string());
        ASSERT_EQ(r.status, 0) << kind << ": " << r.err;
        EXPECT_EQ(pngSize(out.string()), std::make_pair(2400, 1600)) << kind;
        r = run(std::string("chart ") + kind + " --scenario " + data("scenarios/llama2-7b-train.headroom.json") +
                " --out " + out.string() + " --scale 1");
        ASSERT_EQ(r.status, 0) << kind << ": " << r.err;
        EXPECT_EQ(pngSize(out.string()), std::make_pair(1200, 800)) << kind;
    }
    std::filesystem::remove(out);
    const CliRun help = run("chart --help");
    EXPECT_NE(help.out.find("default 2"), std::string::npos) << help.out;
}

// The chart's numbers are grouped as the window groups them in English: the
// roofline's decades read 1,000 and 10,000, never 10000 (issue 17 item 14).
TEST(Cli, ChartNumbersAreGrouped)
{
    const auto out =
        std::filesystem::temp_directory_path() / ("headroom-cli-grouped-" + std::to_string(::getpid()) + ".svg");
    const std::regex ungrouped(">[^<]*[0-9]{5,}[^<]*<");
    const std::regex grouped(">[^<]*[0-9],[0-9]{3}[^<]*<");
    for (const char* kind : {"roofline", "scaling", "breakeven"}) {
        std::filesystem::remove(out);
        const CliRun r = run(std::string("chart ") + kind + " --scenario " +
                             data("scenarios/llama2-7b-train.headroom.json") + " --out " + out.string());
        ASSERT_EQ(r.status, 0) << kind << ": " << r.err;
        std::ifstream in(out);
        const std::string svg((std::istreambuf_iterator<char>(in)), {});
        std::smatch m;
        EXPECT_TRUE(std::regex_search(svg, m, grouped)) << kind;
        EXPECT_FALSE(std::regex_search(svg, m, ungrouped)) << kind << ": " << m.str();
        EXPECT_EQ(svg.find(">1000<"), std::string::npos) << kind;
    }
    std::filesystem::remove(out);
}

// --subtitle puts the key settings above the chart (the scenario file's
// 8 GPUs, ZeRO-3, global batch 1024); without it there is none (issue 17 item 14).
TEST(Cli, ChartSubtitleNamesTheSettings)
{
    const auto out =
        std::filesystem::temp_directory_path() / ("headroom-cli-subtitle-" + std::to_string(::getpid()) + ".svg");
    for (const char* kind : {"memory", "all"})
        for (const bool subtitle : {false, true}) {
            std::filesystem::remove(out);
            const CliRun r = run(std::string("chart ") + kind + (subtitle ? " --subtitle" : "") + " --scenario " +
                                 data("scenarios/llama2-7b-train.headroom.json") + " --out " + out.string());
            ASSERT_EQ(r.status, 0) << kind << ": " << r.err;
            std::ifstream in(out);
            const std::string svg((std::istreambuf_iterator<char>(in)), {});
            for (const char* part : {"data 8", "ZeRO-3", "training", "global batch 1,024", "sequence 4,096"})
                EXPECT_EQ(svg.find(part) != std::string::npos, subtitle) << kind << ": " << part;
        }
    std::filesystem::remove(out);
}

// The predicted step and the scaling curve, headless, at two sizes; a kind
// the CLI does not draw is one line on stderr, exit 2 and no file.
TEST(Cli, ChartStepAndScalingAtTwoSizes)
{
    const auto dir = std::filesystem::temp_directory_path() / ("headroom-cli-step-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto scenario = dir / "predicted.headroom.json";
    std::ofstream(scenario) << R"({"format": "headroom-scenario", "version": 2,
        "model": {"preset": "llama-2-7b"},
        "workload": {"mode": "train", "micro_batch_size": 1, "global_batch_size": 1024,
                     "sequence_length": 4096, "training_tokens": 2e12},
        "parallelism": {"gpus": 64, "tensor": 2, "zero": 1},
        "hardware": {"gpu": "h100-sxm"}})";
    const auto out = dir / "chart.png";
    const struct {
        const char* size;
        std::pair<int, int> pixels;
    } sizes[] = {{"--width 900 --height 600", {1800, 1200}}, // scale 2 by default
                 {"--width 480 --height 320 --scale 2.5", {1200, 800}}};
    for (const char* kind : {"step", "scaling", "timeline"})
        for (const auto& s : sizes) {
            std::filesystem::remove(out);
            const CliRun r = run(std::string("chart ") + kind + " --scenario " + scenario.string() + " --out " +
                                 out.string() + " " + s.size);
            ASSERT_EQ(r.status, 0) << kind << ": " << r.err;
            // 480 × 320 is drawn, with a note that it shortens the texts.
            EXPECT_EQ(r.err.find("note: at 480 × 320") != std::string::npos, s.pixels.first == 1200) << r.err;
            EXPECT_EQ(pngSize(out.string()), s.pixels) << kind << " " << s.size;
        }
    std::filesystem::remove(out);
    for (const char* kind : {"steps", "scale", "Step"}) {
        const CliRun r =
            run(std::string("chart ") + kind + " --scenario " + scenario.string() + " --out " + out.string());
        EXPECT_EQ(r.status, 2) << kind;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
        EXPECT_NE(r.err.find(kind), std::string::npos) << r.err; // names what it did not understand
        EXPECT_FALSE(std::filesystem::exists(out)) << kind;
    }
    std::filesystem::remove_all(dir);
}

// --preset sizes a chart for its use: the slides, the square, A4 portrait at
// 300 DPI; --width, --height and --scale given
// with it override its values, in any order; an unknown preset is one line
// naming the flag, exit 2 and no file (issue 16 item 4).
TEST(Cli, ChartPresetsGiveTheirPixelSizes)
{
    const auto out =
        std::filesystem::temp_directory_path() / ("headroom-cli-preset-" + std::to_string(::getpid()) + ".png");
    const std::string scenario = data("scenarios/llama2-7b-train.headroom.json");
    const struct {
        const char* args;
        std::pair<int, int> pixels;
    } cases[] = {{"--preset slide-16x9", {1920, 1080}},
                 {"--preset slide-4x3", {1600, 1200}},
                 {"--preset square", {1200, 1200}},
                 {"--preset a4", {2480, 3508}}, // 210 × 297 mm at 300 DPI
                 {"--preset=slide-16x9 --scale 1", {1280, 720}},
                 {"--scale 1 --preset slide-16x9", {1280, 720}},
                 {"--width 1000 --preset square", {1000, 1200}}};
    for (const char* kind : {"memory", "all"})
        for (const auto& c : cases) {
            std::filesystem::remove(out);
            const CliRun r =
                run(std::string("chart ") + kind + " --scenario " + scenario + " --out " + out.string() + " " + c.args);
            ASSERT_EQ(r.status, 0) << kind << " " << c.args << ": " << r.err;
            EXPECT_TRUE(r.err.empty()) << r.err;
            EXPECT_EQ(pngSize(out.string()), c.pixels) << kind << " " << c.args;
        }
    std::filesystem::remove(out);
    for (const char* bad : {"--preset slide", "--preset A4", "--preset", "--theme sepia", "--theme"}) {
        const CliRun r = run("chart memory --scenario " + scenario + " --out " + out.string() + " " + bad);
        EXPECT_EQ(r.status, 2) << bad;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
        const std::string flag = std::string(bad).substr(0, std::string(bad).find(' '));
        EXPECT_NE(r.err.find(flag + ":"), std::string::npos) << r.err; // names the flag
        EXPECT_FALSE(std::filesystem::exists(out)) << bad;
    }
    const CliRun help = run("chart --help");
    for (const char* word :
         {"--preset", "slide-16x9", "slide-4x3", "square", "a4", "1920 × 1080", "--theme light|dark", "override"})
        EXPECT_NE(help.out.find(word), std::string::npos) << word;
}

// --theme dark fills the background dark (the SVG's first fill is the
// background); light, the default, white (issue 16 item 4).
TEST(Cli, ChartDarkThemeHasADarkBackground)
{
    const auto out =
        std::filesystem::temp_directory_path() / ("headroom-cli-theme-" + std::to_string(::getpid()) + ".svg");
    const std::regex firstFill("fill=\"#([0-9a-fA-F]{6})\"");
    for (const char* kind : {"memory", "all"})
        for (const char* theme : {"", " --theme light", " --theme dark"}) {
            std::filesystem::remove(out);
            const CliRun r = run(std::string("chart ") + kind + " --scenario " +
                                 data("scenarios/llama2-7b-train.headroom.json") + " --out " + out.string() + theme);
            ASSERT_EQ(r.status, 0) << kind << theme << ": " << r.err;
            std::ifstream in(out);
            const std::string svg((std::istreambuf_iterator<char>(in)), {});
            std::smatch m;
            ASSERT_TRUE(std::regex_search(svg, m, firstFill)) << kind << theme;
            const long rgb = std::stol(m[1].str(), nullptr, 16);
            const int brightest = std::max({rgb >> 16, (rgb >> 8) & 0xFF, rgb & 0xFF});
            if (std::string(theme) == " --theme dark")
                EXPECT_LT(brightest, 0x40) << kind << ": #" << m[1].str();
            else
                EXPECT_EQ(rgb, 0xFFFFFF) << kind << theme << ": #" << m[1].str();
        }
    std::filesystem::remove(out);
}

TEST(Cli, PlanSolveChartBadInput)
{
    const auto out = std::filesystem::temp_directory_path() / "headroom-cli-never-written.png";
    std::filesystem::remove(out);
    const std::string cases[] = {
        "plan --max-gpus 0",
        "plan --objective speed",
        "plan --gpus nosuchgpu",
        "solve",
        "solve largest-cat",
        "chart memory --scenario " + data("scenarios/bad-tensor.headroom.json") + " --out " + out.string(),
        "chart pie --out " + out.string(),
        "chart memory --out " + out.string() + " --width -5",
    };
    for (const std::string& c : cases) {
        const CliRun r = run(c);
        EXPECT_EQ(r.status, 2) << c << " → " << r.err;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << c << " → " << r.err;
    }
    EXPECT_FALSE(std::filesystem::exists(out)); // never a partial file
}

} // namespace

namespace {

// Format 2 (headroom-cli(1)): the predicted step's keys, its parts summing to the
// step; in inference mode the serving keys.
TEST(Cli, PredictedStepAndServingKeys)
{
    CliRun r = run("estimate --set parallelism.gpus=64 --set parallelism.tensor=2 --set parallelism.pipeline=2");
    ASSERT_EQ(r.status, 0) << r.err;
    auto j = parse(r.out);
    EXPECT_EQ(j["time"]["model"], "predicted");
    double sum = 0;
    for (const char* part :
         {"compute", "memory_bound", "recompute", "tensor_parallel", "context_parallel", "expert_parallel",
          "pipeline_bubble", "pipeline_p2p", "data_parallel", "param_gather", "optimizer"})
        sum += j["time"]["breakdown"][part].get<double>();
    EXPECT_NEAR(sum, j["time"]["step_seconds"].get<double>(), 1e-9 * sum);
    EXPECT_GT(j["time"]["mfu"].get<double>(), 0.1);
    EXPECT_GT(j["time"]["tokens_per_second_per_gpu"].get<double>(), 0);
    r = run("estimate --set hardware.mfu=0.4");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(parse(r.out)["time"]["model"], "fixed-mfu");
    r = run("estimate --set workload.mode=inference --set model.preset=llama-3-8b --set parallelism.gpus=1 "
            "--set serving.tpot_slo_seconds=0.02");
    ASSERT_EQ(r.status, 0) << r.err;
    j = parse(r.out);
    for (const char* key :
         {"/serving/concurrency", "/serving/tokens_per_second_per_gpu", "/serving/tokens_per_second_per_user",
          "/serving/ttft_seconds", "/serving/tpot_seconds", "/serving/usd_per_million_tokens/cloud",
          "/serving/usd_per_million_tokens/onprem", "/serving/curve"})
        EXPECT_TRUE(j.contains(nlohmann::json::json_pointer(key))) << key;
    EXPECT_LE(j["serving"]["tpot_seconds"].get<double>(), 0.02);
    EXPECT_EQ(j["serving"]["limit"], "tpot-slo");
    // Input tokens priced apart, and every serving figure worked out in "explain".
    for (const char* key :
         {"/serving/usd_per_million_input_tokens/cloud", "/serving/usd_per_million_input_tokens/onprem",
          "/serving/prefill_cost_share", "/serving/input_tokens_per_second_per_gpu"})
        EXPECT_TRUE(j.contains(nlohmann::json::json_pointer(key))) << key;
    std::set<std::string> explained;
    for (const auto& item : j["explain"])
        explained.insert(item["id"].get<std::string>());
    for (const char* id : {"serving.kv_bytes_per_sequence", "serving.max_concurrency", "serving.decode_step_seconds",
                           "serving.tpot_seconds", "serving.ttft_seconds", "serving.usd_per_million_tokens.cloud",
                           "serving.usd_per_million_input_tokens.cloud"})
        EXPECT_EQ(explained.count(id), 1u) << id;
    // The text report says it in words; the Markdown works it out.
    r = run("estimate --format text --set workload.mode=inference --set model.preset=llama-3-8b "
            "--set parallelism.gpus=1 --set serving.tpot_slo_seconds=0.02");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("Per million input tokens: cloud $"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("set by the time-per-token limit"), std::string::npos) << r.out;
    r = run("estimate --format markdown --set workload.mode=inference --set model.preset=llama-3-8b "
            "--set parallelism.gpus=1");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("| Serving: time per output token |"), std::string::npos) << r.out;
}

// The Plan tab's chart headless: the planner's front drawn as the window
// draws it; the search's options belong to it alone.
TEST(Cli, ChartPlanDrawsThePlannersFront)
{
    const auto out =
        std::filesystem::temp_directory_path() / ("headroom-cli-plan-" + std::to_string(::getpid()) + ".png");
    const std::string base = "chart plan --scenario " + data("scenarios/llama2-7b-train.headroom.json") +
                             " --width 800 --height 500 --scale 1 --out " + out.string();
    CliRun r = run(base + " --gpus h100-sxm,a100-80gb --max-gpus 64");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(pngSize(out.string()), std::make_pair(800, 500));
    r = run(base + " --gpus h100-sxm,no-such-gpu");
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("no-such-gpu"), std::string::npos) << r.err;
    r = run(base + " --max-gpus 0");
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("--max-gpus"), std::string::npos) << r.err;
    r = run("chart memory --scenario " + data("scenarios/llama2-7b-train.headroom.json") + " --out " + out.string() +
            " --gpus h100-sxm");
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("plan chart"), std::string::npos) << r.err;
    std::filesystem::remove(out);
}

// A second serving configuration on the serving chart; a wrong one exits 2
// naming what is wrong, and one for another chart is refused.
TEST(Cli, ChartServingComparesAConfiguration)
{
    const auto out =
        std::filesystem::temp_directory_path() / ("headroom-cli-serving-" + std::to_string(::getpid()) + ".png");
    const std::string base = "chart serving --scenario " + data("scenarios/llama2-7b-train.headroom.json") +
                             " --set workload.mode=inference --set parallelism.gpus=8 --width 640 --height 400 "
                             "--scale 1 --out " +
                             out.string();
    for (const char* variant : {"weights=fp8", "kv=fp8", "tp=2", "weights=q4_k_m", "none"}) {
        std::filesystem::remove(out);
        const CliRun r = run(base + " --compare " + variant);
        ASSERT_EQ(r.status, 0) << variant << ": " << r.err;
        EXPECT_EQ(pngSize(out.string()), std::make_pair(640, 400)) << variant;
    }
    CliRun r = run(base + " --compare weights=fp7");
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("--compare"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("fp7"), std::string::npos) << r.err;
    r = run(base + " --compare tp=0");
    EXPECT_EQ(r.status, 2) << r.err;
    r = run(base + " --compare speed=2");
    EXPECT_EQ(r.status, 2) << r.err;
    // 32 heads do not split 3 ways: the variant itself is refused, by name.
    r = run(base + " --compare tp=3");
    EXPECT_EQ(r.status, 2) << r.err;
    EXPECT_NE(r.err.find("--compare tp=3"), std::string::npos) << r.err;
    r = run("chart memory --scenario " + data("scenarios/llama2-7b-train.headroom.json") + " --out " + out.string() +
            " --compare kv=fp8");
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("serving"), std::string::npos) << r.err;
    std::filesystem::remove(out);
}

TEST(Cli, SweepTablesAndCommandHelp)
{
    CliRun r = run("sweep --vary parallelism.gpus --values 8,64 --format csv");
    ASSERT_EQ(r.status, 0) << r.err;
    std::istringstream lines(r.out);
    std::string head, first, second, extra;
    std::getline(lines, head);
    std::getline(lines, first);
    std::getline(lines, second);
    EXPECT_FALSE(std::getline(lines, extra));
    EXPECT_EQ(head.rfind("parallelism.gpus,fits,memory_per_gpu,seconds", 0), 0u) << head;
    EXPECT_EQ(first.rfind("8,", 0), 0u) << first;
    r = run("sweep --vary parallelism.gpus --values 8,64 --format text");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("tokens_per_second_per_gpu"), std::string::npos);
    r = run("sweep --vary parallelism.gpus --values 8 --format xml");
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1);
    for (const char* command : {"estimate", "params", "catalog", "sweep", "calibrate", "chart"}) {
        r = run(std::string(command) + " --help");
        EXPECT_EQ(r.status, 0) << command;
        EXPECT_EQ(r.out.rfind(std::string("Usage: headroom-cli ") + command, 0), 0u) << r.out;
    }
}

TEST(Cli, CalibrateWritesAScenarioThatReproducesTheMeasurement)
{
    const auto dir = std::filesystem::temp_directory_path() / ("headroom-cal-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const std::string fitted = (dir / "fitted.headroom.json").string();
    CliRun r = run("calibrate --measured tokens_per_second_per_gpu=5000 --out " + fitted);
    ASSERT_EQ(r.status, 0) << r.err;
    r = run("estimate --scenario " + fitted);
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NEAR(parse(r.out)["time"]["tokens_per_second_per_gpu"].get<double>(), 5000, 5);
    for (const char* bad :
         {"--measured tokens_per_second_per_gpu=0", "--measured speed=3", "--measured step_seconds=1e-9", ""}) {
        r = run(std::string("calibrate ") + bad);
        EXPECT_EQ(r.status, 2) << bad;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << bad << ": " << r.err;
    }
    // A bench/gpu/run_step.py row: both figures fitted, or a clear refusal.
    const auto write = [&](const std::string& name, const std::string& text) {
        const std::string path = (dir / name).string();
        std::ofstream(path) << text;
        return path;
    };
    const std::string defaults = "--set workload.micro_batch_size=1 --set workload.sequence_length=2048";
    const std::string row = write("row.json", R"({"micro_batch": 1, "sequence": 2048, "step_seconds": 30.0,
                                                  "peak_allocated_bytes": 6.0e10, "device": "NVIDIA H100 80GB HBM3"})");
    r = run("calibrate --row " + row + " " + defaults + " --set software.stack=hf-transformers --out " + fitted);
    ASSERT_EQ(r.status, 0) << r.err;
    r = run("estimate --scenario " + fitted);
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NEAR(parse(r.out)["time"]["step_seconds"].get<double>(), 30.0, 0.1);
    EXPECT_NEAR(parse(r.out)["memory"]["peak"]["bytes"].get<double>(), 6.0e10, 1e8);
    const std::string oom = write("oom.json", R"({"micro_batch": 1, "sequence": 2048, "out_of_memory": true})");
    r = run("calibrate --row " + oom + " " + defaults);
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("ran out of memory"), std::string::npos) << r.err;
    r = run("calibrate --row " + row + " --set workload.micro_batch_size=2");
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("micro_batch"), std::string::npos) << r.err;
    r = run("calibrate --row " + row + " --measured step_seconds=1");
    EXPECT_EQ(r.status, 2);
    std::filesystem::remove_all(dir);
}

} // namespace

namespace {

TEST(Cli, PlanServingPrintsTheCheapestFleetFirst)
{
    CliRun r = run("plan --serving --set model.preset=llama-3-8b --set serving.tpot_slo_seconds=0.05 "
                   "--gpus h100-sxm,l40s --target-tokens-per-second 10000");
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = parse(r.out);
    ASSERT_FALSE(j["rows"].empty());
    double previous = 0;
    for (const auto& row : j["rows"]) {
        EXPECT_LE(row["tpot_seconds"].get<double>(), 0.05);
        EXPECT_GE(row["tokens_per_second"].get<double>(), 10000);
        EXPECT_GE(row["usd_per_hour_cloud"].get<double>(), previous);
        previous = row["usd_per_hour_cloud"].get<double>();
    }
    r = run("plan --serving");
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1);
}

} // namespace

// Issue 16 item 1: an estimate that does not fit lists the cheapest changes
// that make it fit; each one's scenario, estimated again, fits.
TEST(Cli, EstimateListsFixesThatFit)
{
    const CliRun r = run("estimate --set model.preset=llama-2-7b --set parallelism.gpus=8 "
                         "--set parallelism.zero=0 --set workload.micro_batch_size=4");
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    ASSERT_FALSE(j["memory"]["fits"].get<bool>());
    ASSERT_TRUE(j["fixes"].is_array());
    ASSERT_FALSE(j["fixes"].empty());
    const auto dir = std::filesystem::temp_directory_path() / ("headroom-cli-fix-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    for (const auto& fix : j["fixes"]) {
        SCOPED_TRACE(fix["kind"].get<std::string>());
        EXPECT_FALSE(fix["description"].get<std::string>().empty());
        const auto path = dir / "fix.headroom.json";
        std::ofstream(path) << fix["scenario"].dump();
        const CliRun again = run("estimate --scenario " + path.string());
        ASSERT_EQ(again.status, 0) << again.err;
        EXPECT_TRUE(nlohmann::json::parse(again.out)["memory"]["fits"].get<bool>());
    }
    std::filesystem::remove_all(dir);
    // A scenario that fits has no fixes key; what finishes it sooner (issue
    // 31: the Young/Daly interval, balanced stages) is under time_fixes.
    const CliRun fits = run("estimate --set model.preset=llama-3.2-1b");
    ASSERT_EQ(fits.status, 0);
    const auto fitted = nlohmann::json::parse(fits.out);
    EXPECT_FALSE(fitted.contains("fixes"));
    ASSERT_TRUE(fitted.contains("time_fixes"));
    for (const auto& fix : fitted["time_fixes"]) {
        EXPECT_FALSE(fix["description"].get<std::string>().empty());
        EXPECT_LT(fix["seconds"].get<double>(), fitted["time"]["wall_clock"]["seconds"].get<double>());
    }
    // The text form says them in words.
    const CliRun text = run("estimate --format text --set model.preset=llama-2-7b --set parallelism.gpus=8 "
                            "--set parallelism.zero=0 --set workload.micro_batch_size=4");
    EXPECT_NE(text.out.find("To fit (cheapest first):"), std::string::npos);
}

// Issue 12: one English text per warning, in one table (app/common/report.cpp):
// the JSON's sentences and the text report's (untranslated) are the same words.
TEST(Cli, WarningTextsAgreeBetweenJsonAndText)
{
    const std::string scenario =
        "--set model.preset=llama-3-8b --set parallelism.gpus=16 --set parallelism.tensor=16 "
        "--set parallelism.zero=1 --set parallelism.pipeline=1 --set workload.sequence_length=16384 ";
    const CliRun json = run("estimate " + scenario);
    ASSERT_EQ(json.status, 0) << json.err;
    const auto warnings = nlohmann::json::parse(json.out)["warnings"];
    ASSERT_GE(warnings.size(), 3u) << json.out;
    const CliRun text = run("estimate --format text " + scenario);
    ASSERT_EQ(text.status, 0) << text.err;
    std::vector<std::string> lines;
    std::istringstream in(text.out);
    for (std::string line; std::getline(in, line);)
        if (line.rfind("Warning: ", 0) == 0)
            lines.push_back(line.substr(9));
    ASSERT_EQ(lines.size(), warnings.size());
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const auto& w = warnings[i];
        EXPECT_EQ(lines[i], w.is_string() ? w.get<std::string>() : w["message"].get<std::string>());
    }
}

namespace {

// Issue 16 item 3: the input pipeline and checkpoint keys, each with its
// worked figure under explain, and a bad value exits 2 naming its path.
TEST(Cli, PipelineKeysAndBindingLimit)
{
    // ResNet-50 on eight GPUs fed from 100 MB/s storage: 256 ImageNet JPEGs of
    // ~110 KB a step take ~0.28 s to read, far longer than the GPU step.
    CliRun r = run("estimate --set model.preset=resnet-50 --set workload.sequence_length=1 "
                   "--set workload.global_batch_size=256 --set workload.micro_batch_size=32 "
                   "--set data.kind=images --set data.storage_read_bytes_per_s=1e8 "
                   "--set data.cpu_cores_per_node=1024");
    ASSERT_EQ(r.status, 0) << r.err;
    auto j = parse(r.out);
    for (const char* key : {"/pipeline/storage_seconds", "/pipeline/pcie_seconds", "/pipeline/decode_seconds",
                            "/pipeline/checkpoint_seconds", "/pipeline/checkpoint_seconds_per_step",
                            "/pipeline/step_seconds", "/pipeline/gpu_step_seconds", "/pipeline/binding"})
        EXPECT_TRUE(j.contains(nlohmann::json::json_pointer(key))) << key;
    EXPECT_NEAR(j["pipeline"]["storage_seconds"].get<double>(), 256 * 140e9 / 1281167 / 1e8, 1e-6);
    EXPECT_EQ(j["pipeline"]["binding"], "storage");
    std::vector<std::string> ids;
    for (const auto& item : j["explain"])
        if (item["id"].get<std::string>().rfind("pipeline.", 0) == 0) {
            ids.push_back(item["id"]);
            EXPECT_FALSE(item["source"].get<std::string>().empty()) << item["id"];
        }
    for (const char* id :
         {"pipeline.storage_seconds", "pipeline.pcie_seconds", "pipeline.decode_seconds", "pipeline.checkpoint_seconds",
          "pipeline.checkpoint_seconds_per_step", "pipeline.step_seconds"})
        EXPECT_NE(std::find(ids.begin(), ids.end(), id), ids.end()) << id;
    // The text summary says what binds.
    r = run("estimate --format text --set model.preset=resnet-50 --set workload.sequence_length=1 "
            "--set workload.global_batch_size=256 --set workload.micro_batch_size=32 --set data.kind=images "
            "--set data.storage_read_bytes_per_s=1e8 --set data.cpu_cores_per_node=1024");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("Input-bound: storage reads"), std::string::npos) << r.out;
    // Llama 2 7B with the defaults is GPU-bound.
    r = run("estimate");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(parse(r.out)["pipeline"]["binding"], "gpu");
    for (const char* bad : {"data.storage_read_bytes_per_s=0", "data.kind=audio", "checkpoint.interval_steps=-5",
                            "checkpoint.storage_write_bytes_per_s=0"}) {
        r = run(std::string("estimate --set ") + bad);
        EXPECT_EQ(r.status, 2) << bad;
        const std::string path(bad, std::strchr(bad, '='));
        EXPECT_NE(r.err.find(path), std::string::npos) << r.err;
    }
}

// ---- Issue 29: a newcomer's second walk-through ------------------------------

// Item 5: the examples the README points at predict the step (no fixed MFU),
// so `chart plan` and `chart scaling` on them tell layouts apart; the
// GPT-3 example keeps the paper's measured hardware FLOPs utilisation.
TEST(Cli, ExamplesUseThePredictedModel)
{
    for (const char* example : {"llama2-7b-pretrain", "llama3-70b-qlora", "llama3-8b-hf-finetune"}) {
        const CliRun r =
            run("estimate --scenario " + data(std::string("../../resources/examples/") + example + ".headroom.json"));
        ASSERT_EQ(r.status, 0) << example << ": " << r.err;
        EXPECT_EQ(parse(r.out)["time"]["model"], "predicted") << example;
    }
    const CliRun gpt3 = run("estimate --scenario " + data("../../resources/examples/gpt3-175b-megatron.headroom.json"));
    ASSERT_EQ(gpt3.status, 0) << gpt3.err;
    EXPECT_EQ(parse(gpt3.out)["time"]["model"], "fixed-mfu");
}

// Item 5: without --scenario the CLI starts where the window does: ZeRO-1 and
// selective recomputation, a run that fits (the file format's bare defaults,
// ZeRO-0 and no recomputation, do not). A mode's own defaults still apply.
TEST(Cli, DefaultScenarioIsTheWindows)
{
    CliRun r = run("estimate");
    ASSERT_EQ(r.status, 0) << r.err;
    auto j = parse(r.out);
    EXPECT_TRUE(j["memory"]["fits"].get<bool>());
    r = run("estimate --set parallelism.zero=0 --set activations.recompute=none");
    ASSERT_EQ(r.status, 0) << r.err;
    const auto bare = parse(r.out);
    EXPECT_FALSE(bare["memory"]["fits"].get<bool>());
    // ZeRO-1 over 8 replicas: an eighth of the optimizer states.
    EXPECT_DOUBLE_EQ(j["memory"]["per_gpu"]["optimizer_states"].get<double>() * 8,
                     bare["memory"]["per_gpu"]["optimizer_states"].get<double>());
    r = run("estimate --set workload.mode=lora");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(parse(r.out)["compute"]["tokens"].get<double>(), 1e8);
}

// Item 6: "cloud or buy?" for this run in the JSON (cost.job) and the text.
TEST(Cli, CloudOrBuyForOneJob)
{
    const std::string set =
        "--set model.preset=llama-2-70b --set workload.mode=lora --set cost.purchase_usd_per_gpu=30000 "
        "--set cost.cloud_usd_per_gpu_hour=3";
    CliRun r = run("estimate " + set);
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = parse(r.out);
    const auto& job = j["cost"]["job"];
    EXPECT_DOUBLE_EQ(job["rent_usd"].get<double>(), j["cost"]["cloud_usd"].get<double>());
    EXPECT_DOUBLE_EQ(job["purchase_usd"].get<double>(), 8 * 30000 * 1.35); // with the servers' share
    const double energy = job["energy_usd"].get<double>();
    EXPECT_NEAR(job["jobs_per_year_to_pay"].get<double>(),
                job["own_year_usd"].get<double>() / (job["rent_usd"].get<double>() - energy), 1e-9);
    EXPECT_TRUE(job["buying_can_pay"].get<bool>());
    r = run("estimate --format text " + set);
    EXPECT_NE(r.out.find("Cloud or buy: Renting this run costs"), std::string::npos) << r.out;
    r = run("estimate --set workload.mode=inference");
    EXPECT_FALSE(parse(r.out)["cost"].contains("job"));
}

} // namespace

namespace {

// Prices are aged on a fixed day in these tests (docs/catalog.md "Prices and their age").
CliRun runToday(const std::string& args)
{
    const std::string saved = ::getenv("HEADROOM_TODAY") ? ::getenv("HEADROOM_TODAY") : "";
    ::setenv("HEADROOM_TODAY", "2026-11-26", 1);
    CliRun r = run(args);
    // Numbers and units are joined by no-break spaces; the checks below write plain ones.
    for (auto at = r.out.find("\xc2\xa0"); at != std::string::npos; at = r.out.find("\xc2\xa0", at))
        r.out.replace(at, 2, " ");
    if (saved.empty())
        ::unsetenv("HEADROOM_TODAY");
    else
        ::setenv("HEADROOM_TODAY", saved.c_str(), 1);
    return r;
}

// Issue 30: `catalog gpus --format text` lists each GPU with its prices' and
// sources' dates; preliminary parts only when asked for; JSON stays the default.
TEST(Cli, CatalogGpusTextListsDates)
{
    CliRun r = runToday("catalog gpus --format text");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("prices aged on 2026-11-26"), std::string::npos) << r.out.substr(0, 300);
    const auto b300 = r.out.find("\nb300  NVIDIA B300");
    ASSERT_NE(b300, std::string::npos);
    const std::string block = r.out.substr(b300, r.out.find("\n\n", b300 + 1) - b300);
    // 275,040 MiB = 268.6 GiB, shown to three figures; bandwidth in the vendor's decimal units.
    EXPECT_NE(block.find("269 GiB usable (288 GiB marketed), 7.75 TB/s, 1,100 W"), std::string::npos) << block;
    EXPECT_NE(block.find("INT8 154 TFLOP/s"), std::string::npos) << block; // 153.5 dense
    EXPECT_NE(block.find("scale-up 900 GB/s"), std::string::npos) << block;
    EXPECT_NE(block.find("purchase $53.0"), std::string::npos) << block;
    EXPECT_NE(block.find("(2026, 10 months old, check it)"), std::string::npos) << block;
    EXPECT_NE(block.find("NV_BWU_AIC (2026-08-21, 2026-11-26)"), std::string::npos) << block;
    EXPECT_EQ(r.out.find("\nrubin  "), std::string::npos);
    r = runToday("catalog gpus --format text --include-preliminary");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("\nrubin  NVIDIA Rubin"), std::string::npos);
    EXPECT_NE(r.out.find("PRELIMINARY"), std::string::npos);

    const auto listed = parse(run("catalog gpus").out);
    const auto all = parse(run("catalog gpus --include-preliminary").out);
    EXPECT_EQ(all.size(), listed.size() + 3);
    for (const auto& g : listed)
        EXPECT_FALSE(g.value("preliminary", false)) << g["id"];
    // Existing keys as before: an H100 entry has the same figures.
    const auto h100 = std::find_if(listed.begin(), listed.end(), [](const auto& g) { return g["id"] == "h100-sxm"; });
    ASSERT_NE(h100, listed.end());
    EXPECT_EQ((*h100)["memory_bytes"], 85520809984.0);
    EXPECT_EQ((*h100)["peak_flops"]["bf16"], 989.4e12);

    r = run("catalog models --format text"); // every list has text (issue 29 item 16)
    EXPECT_EQ(r.status, 0) << r.err;
    r = run("catalog gpus --format yaml");
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1);
}

// Issue 30: the planner and the serving fleets rank the new parts with their
// prices and the prices' dates.
TEST(Cli, PlansShowPricesAndTheirDates)
{
    CliRun r = runToday("plan --set model.preset=llama-3-8b --set workload.global_batch_size=256 "
                        "--gpus b300,h200,mi355x --max-gpus 16 --format text");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("$/GPU-h"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("price date"), std::string::npos);
    // Each layout of the front shows its GPU's rate and the rate's date; MI355X
    // has no catalog price, so the default rate is flagged.
    const std::map<std::string, std::string> rates = {
        {"b300", "$6.13/h  2026, 10 months old (check it)"},
        {"h200", "$7.91/h  2026-08-06, 3 months old"},
        {"mi355x", "$3.00/h  default, no catalog price (check it)"},
    };
    const auto checkRows = [&](const std::string& out) {
        std::set<std::string> seen;
        std::istringstream lines(out);
        for (std::string line; std::getline(lines, line);) {
            std::istringstream cells(line);
            std::string rank, gpu;
            cells >> rank >> gpu;
            if (rank.empty() || !std::isdigit(static_cast<unsigned char>(rank[0])) || !rates.count(gpu))
                continue;
            seen.insert(gpu);
            EXPECT_NE(line.find(rates.at(gpu)), std::string::npos) << line;
        }
        return seen;
    };
    EXPECT_FALSE(checkRows(r.out).empty()) << r.out;
    r = runToday("plan --set model.preset=llama-3-8b --set workload.global_batch_size=256 "
                 "--gpus b300,h200 --max-gpus 16 --format text");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_FALSE(checkRows(r.out).empty()) << r.out;

    r = runToday("plan --serving --set model.preset=llama-3-8b --set serving.tpot_slo_seconds=0.05 "
                 "--gpus b300,h200,mi355x --target-tokens-per-second 20000 --format text");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("prices aged on 2026-11-26"), std::string::npos) << r.out;
    for (const char* id : {"b300", "h200", "mi355x"})
        EXPECT_NE(r.out.find(std::string("  ") + id + "  "), std::string::npos) << id << "\n" << r.out;
    EXPECT_EQ(checkRows(r.out).size(), 3u) << r.out; // H200's rate: AWS p5en, 2026-08-06
    EXPECT_NE(r.out.find("$3.00/h  default, no catalog price (check it)"), std::string::npos) << r.out;

    r = runToday("plan --serving --set model.preset=llama-3-8b --set serving.tpot_slo_seconds=0.05 "
                 "--gpus b300,h200,mi355x --target-tokens-per-second 20000");
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = parse(r.out);
    std::set<std::string> gpus;
    for (const auto& row : j["rows"]) {
        gpus.insert(row["gpu"]);
        ASSERT_TRUE(row.contains("cloud_price")) << row.dump();
        if (row["gpu"] == "h200") {
            EXPECT_EQ(row["cloud_price"]["date"], "2026-08-06");
            EXPECT_EQ(row["cloud_price"]["origin"], "catalog");
            EXPECT_FALSE(row["cloud_price"]["check"].get<bool>());
        }
        if (row["gpu"] == "mi355x") {
            EXPECT_EQ(row["cloud_price"]["origin"], "default");
        }
    }
    EXPECT_EQ(gpus, (std::set<std::string>{"b300", "h200", "mi355x"}));
}

// The text report says what the capacity is and where the prices come from.
TEST(Cli, TextReportShowsCapacityBasisAndPriceAge)
{
    CliRun r = runToday("estimate --set hardware.gpu=b300 --set workload.mode=inference --format text");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("of 269 GiB usable (288 GiB marketed)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Prices (2026-11-26):"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Cloud: $6.13/h per GPU, on-demand, catalog, 2026, 10 months old — older than six months"),
              std::string::npos)
        << r.out;
    r = runToday("estimate --set hardware.gpu=rtx-pro-6000 --set cost.cloud_pricing=spot "
                 "--set cost.purchase_usd_per_gpu=8000 --format text");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("Cloud: $0.89/h per GPU, spot, catalog, 2026-03, 8 months old"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Purchase: $8,000 per GPU, your price, saved with the scenario"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Also in the catalog: on-demand $1.57/h (2026-03, 8 months old)"), std::string::npos) << r.out;
    r = runToday("estimate --set hardware.gpu=h100-sxm --format text");
    // Latent Space (Oct 2024) and SemiAnalysis (March 2026), each with its own age.
    EXPECT_NE(r.out.find("Published cost per GPU-hour: owning as a neocloud $1.65/h (2024-10, 25 months old), "
                         "renting $2.35/h (2026-03, 8 months old)"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("Not published for this GPU: owning as a hyperscaler"), std::string::npos) << r.out;
    r = runToday("estimate --set hardware.gpu=a100-80gb --format text");
    EXPECT_EQ(r.out.find("Published cost per GPU-hour"), std::string::npos) << r.out;
}

// The published TCO tiers beside the break-even in the result JSON
// (cost.published_tco, docs/catalog.md "Prices and their age").
TEST(Cli, ResultJsonListsThePublishedTcoTiers)
{
    CliRun r = run("estimate --set hardware.gpu=h100-sxm");
    ASSERT_EQ(r.status, 0) << r.err;
    const auto tco = nlohmann::json::parse(r.out)["cost"]["published_tco"];
    ASSERT_EQ(tco.size(), 2u) << tco.dump();
    EXPECT_EQ(tco[0]["tier"], "neocloud");
    EXPECT_EQ(tco[0]["usd_per_gpu_hour"].get<double>(), 1.65);
    EXPECT_EQ(tco[0]["date"], "2024-10");
    EXPECT_EQ(tco[1]["tier"], "renting");
    EXPECT_EQ(tco[1]["usd_per_gpu_hour"].get<double>(), 2.35);
    EXPECT_EQ(tco[1]["date"], "2026-03");
    EXPECT_NE(tco[1]["source"].get<std::string>().find("SemiAnalysis"), std::string::npos);
    EXPECT_FALSE(tco[1]["placeholder"].get<bool>());
    r = run("estimate --set hardware.gpu=mi355x");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(nlohmann::json::parse(r.out)["cost"]["published_tco"].empty());
}

} // namespace

// Issue 29 item 16: what a newcomer's bad inputs and text output showed.
namespace {

std::string tempFile(const std::string& name, const std::string& content)
{
    const auto path = std::filesystem::temp_directory_path() / (std::to_string(::getpid()) + "-" + name);
    std::ofstream(path, std::ios::binary) << content;
    return path.string();
}

// "memory 45.0 GiB of 45.0 GiB" out of a solve line.
std::pair<std::string, std::string> solveMemory(const std::string& line)
{
    static const std::regex memory(R"(memory (.+?) of (.+?)[;(])");
    std::smatch m;
    if (!std::regex_search(line, m, memory))
        return {};
    return {m[1].str(), m[2].str()};
}

// The boundary and the next step print memory with enough digits to tell
// them apart, and the failing step from its capacity.
// Llama 3.1 8B alone on an H100: the memory would hold about 450,000 tokens
// of context, the model was trained to 131,072. The solver and the estimate
// answer the model's window and say that it, not memory, ends the search.
TEST(Cli29, MaxContextStopsAtTheModelsWindow)
{
    const std::string set =
        " --set workload.mode=inference --set hardware.gpu=h100-sxm --set model.preset=llama-3.1-8b "
        "--set workload.micro_batch_size=1 --set software.stack=vllm";
    const CliRun text = run("solve max-context --format text" + set);
    ASSERT_EQ(text.status, 0) << text.err;
    EXPECT_NE(text.out.find("131,072 tokens of context"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("context window"), std::string::npos) << text.out;
    const CliRun json = run("solve max-context" + set);
    ASSERT_EQ(json.status, 0) << json.err;
    const auto j = nlohmann::json::parse(json.out);
    EXPECT_EQ(j.at("limit"), "model-context");
    const CliRun estimate = run("estimate --format text" + set);
    ASSERT_EQ(estimate.status, 0) << estimate.err;
    EXPECT_NE(estimate.out.find("longest context 131,072 (the model's context window; the memory holds"),
              std::string::npos)
        << estimate.out;
}

TEST(Cli29, SolveShowsEnoughDigitsToSeeTheBoundary)
{
    for (const char* args :
         {"solve max-sequence --format text",
          "solve max-context --set workload.mode=inference --set hardware.gpu=l40s --set model.preset=llama-3.1-8b "
          "--set workload.micro_batch_size=4 --format text",
          "solve max-micro-batch --format text"}) {
        SCOPED_TRACE(args);
        const CliRun r = run(args);
        ASSERT_EQ(r.status, 0) << r.err;
        std::istringstream lines(r.out);
        std::string line, works, next;
        while (std::getline(lines, line)) {
            if (line.find("works:") != std::string::npos)
                works = line;
            if (line.find("next step:") != std::string::npos)
                next = line;
        }
        ASSERT_FALSE(works.empty()) << r.out;
        ASSERT_FALSE(next.empty()) << r.out;
        const auto [usedW, capW] = solveMemory(works);
        const auto [usedN, capN] = solveMemory(next);
        ASSERT_FALSE(usedW.empty()) << works;
        EXPECT_NE(usedW, usedN) << r.out;
        if (next.find("fails (memory)") != std::string::npos) {
            EXPECT_NE(usedN, capN) << next;
        }
    }
}

// One sample, not "1 samples".
TEST(Cli29, SolveSaysOneSample)
{
    const CliRun r = run("solve max-micro-batch --set model.preset=llama-2-13b --set parallelism.gpus=1 "
                         "--set parallelism.zero=0 --set hardware.gpu=h200 --format text");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out.find("1 samples"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("1 sample per micro-batch"), std::string::npos) << r.out;
}

// A chart of the other mode was an empty picture and exit 0.
TEST(Cli29, ChartOfTheOtherModeSaysWhy)
{
    const auto out =
        std::filesystem::temp_directory_path() / ("headroom-cli-29-" + std::to_string(::getpid()) + ".png");
    CliRun r =
        run("chart serving --scenario " + data("scenarios/llama2-7b-train.headroom.json") + " --out " + out.string());
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("the serving curve is drawn for inference; workload.mode is train"), std::string::npos)
        << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_FALSE(std::filesystem::exists(out));
    r = run("chart step --scenario " + data("scenarios/llama2-7b-train.headroom.json") +
            " --set workload.mode=inference --out " + out.string());
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("drawn for training"), std::string::npos) << r.err;
    std::filesystem::remove(out);
}

// Bad model files say what is wrong where, not "got 1" or "got 105".
TEST(Cli29, BadModelFilesSayWhatIsWrong)
{
    const std::string empty = tempFile("empty.json", "");
    CliRun r = run("params --hf-config " + empty);
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("expected valid JSON, got an empty file"), std::string::npos) << r.err;
    std::string header = "{\"t\": nope}";
    std::string bytes(8, '\0');
    bytes[0] = char(header.size());
    const std::string bad = tempFile("bad.safetensors", bytes + header);
    r = run("params --safetensors " + bad);
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("expected valid JSON (the error is at line 1, byte"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find(", got "), std::string::npos) << r.err;
    std::filesystem::remove(empty);
    std::filesystem::remove(bad);
}

// `fields --help` is the command's help; its text columns never touch.
TEST(Cli29, FieldsHasItsHelpAndSeparateColumns)
{
    CliRun r = run("fields --help");
    ASSERT_EQ(r.status, 0);
    EXPECT_EQ(r.out.rfind("Usage: headroom-cli fields", 0), 0u) << r.out.substr(0, 200);
    r = run("fields --format text");
    ASSERT_EQ(r.status, 0);
    std::istringstream lines(r.out);
    std::string line;
    int count = 0;
    while (std::getline(lines, line)) {
        ++count;
        const std::size_t gap = line.find(' ');
        ASSERT_NE(gap, std::string::npos) << line;
        EXPECT_EQ(line.compare(gap, 2, "  "), 0) << "path runs into its type: " << line;
    }
    EXPECT_GT(count, 50);
}

// Every catalog list has a text format.
TEST(Cli29, CatalogListsHaveText)
{
    CliRun r = run("catalog models --format text");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out.rfind("id", 0), 0u);
    EXPECT_NE(r.out.find("llama-2-7b"), std::string::npos);
    r = run("catalog clouds --format text");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("$/GPU-h"), std::string::npos);
    EXPECT_NE(r.out.find("on-demand"), std::string::npos);
}

// Text output groups thousands; the sweep's time column is not "seconds".
TEST(Cli29, TextGroupsThousandsAndNamesItsColumns)
{
    CliRun r = run("estimate --format text");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_FALSE(std::regex_search(r.out, std::regex(R"(\b\d{4,} (GPU-h|kWh))"))) << r.out;
    EXPECT_TRUE(std::regex_search(r.out, std::regex(R"(\d,\d{3} GPU-h)"))) << r.out;
    r = run("sweep --vary workload.micro_batch_size --values 1,2 --format text");
    ASSERT_EQ(r.status, 0) << r.err;
    const std::string head = r.out.substr(0, r.out.find('\n'));
    EXPECT_EQ(head.find("seconds"), std::string::npos) << head;
    EXPECT_NE(head.find("time"), std::string::npos) << head;
    r = run("sweep --vary workload.micro_batch_size --values 1,2 --format csv");
    EXPECT_NE(r.out.find(",seconds,"), std::string::npos) << r.out; // csv carries seconds
}

// The plan's column has a plain name; a fleet's concurrency is per replica,
// and rows that differ only in format say why they tie.
TEST(Cli29, PlansNameTheirColumnsAndTies)
{
    CliRun r = run("plan --max-gpus 8 --gpus h100-sxm --format text");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out.find("ties"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("equal layouts"), std::string::npos) << r.out;
    r = run("plan --serving --target-tokens-per-second 1000 --gpus h100-sxm");
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = parse(r.out);
    ASSERT_GT(j["rows"].size(), 1u);
    int tied = 0;
    for (const auto& row : j["rows"]) {
        EXPECT_TRUE(row.contains("concurrency_per_replica")) << row.dump();
        EXPECT_FALSE(row.contains("concurrency")) << row.dump();
        if (row.contains("same_fleet_as_row")) {
            ++tied;
            const auto& first = j["rows"][row["same_fleet_as_row"].get<std::size_t>() - 1];
            EXPECT_EQ(first["usd_per_hour_cloud"], row["usd_per_hour_cloud"]);
            EXPECT_NE(row["tie_reason"].get<std::string>().find("same fleet"), std::string::npos);
        }
    }
    EXPECT_GT(tied, 0) << r.out;
    r = run("plan --serving --target-tokens-per-second 1000 --gpus h100-sxm --format text");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find(" tie: the same fleet"), std::string::npos) << r.out;
}

} // namespace

// Issue 29, the defects the one decode model fixes: an inference scenario
// has one capacity and one cost (the window showed 246 and 366 sequences,
// $18.48 and $0.713 per million tokens), and tensor parallel decode pays its
// all-reduces in the estimate as the serving model does (TP 8 on PCIe L40S
// was exactly 8× faster while the Serving tab charged +118 ms).
namespace {

TEST(Cli29, OneInferenceScenarioHasOneCapacityAndOneCost)
{
    for (const char* gpu : {"h100-sxm", "l40s"}) {
        SCOPED_TRACE(gpu);
        const CliRun r = run(std::string("estimate --set workload.mode=inference --set parallelism.zero=0 "
                                         "--set parallelism.gpus=1 --set hardware.gpu=") +
                             gpu);
        ASSERT_EQ(r.status, 0) << r.err;
        const auto j = parse(r.out);
        EXPECT_EQ(j["inference"]["max_batch"], j["serving"]["max_concurrency"]);
        EXPECT_EQ(j["cost"]["usd_per_million_tokens_cloud"], j["serving"]["usd_per_million_tokens"]["cloud"]);
        EXPECT_EQ(j["cost"]["usd_per_million_tokens_onprem"], j["serving"]["usd_per_million_tokens"]["onprem"]);
    }
}

TEST(Cli29, TensorParallelDecodePaysItsAllReducesOnPcie)
{
    const std::string base = "estimate --set workload.mode=inference --set parallelism.zero=0 "
                             "--set model.preset=llama-3-8b --set hardware.gpu=l40s ";
    const CliRun one = run(base + "--set parallelism.gpus=1");
    const CliRun eight = run(base + "--set parallelism.gpus=8 --set parallelism.tensor=8");
    ASSERT_EQ(one.status, 0) << one.err;
    ASSERT_EQ(eight.status, 0) << eight.err;
    const auto a = parse(one.out), b = parse(eight.out);
    const double speedup = a["inference"]["time_per_output_token_seconds"].get<double>() /
                           b["inference"]["time_per_output_token_seconds"].get<double>();
    EXPECT_GT(speedup, 1.0);
    EXPECT_LT(speedup, 6.0) << "TP 8 over PCIe is " << speedup << "× faster: its all-reduces are free";
    // One request alone is the serving curve's first point: the same collectives.
    EXPECT_EQ(b["inference"]["time_per_output_token_seconds"], b["serving"]["curve"][0]["tpot_seconds"]);
}

} // namespace
