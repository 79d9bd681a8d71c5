// kiwi_build_regimes: where kiwi's own enaml_like_benchmark and the kiwi half of compare-kiwi.sh
// part ways on the enaml_like build (issue 13, Proof (a)). Two things differ between them:
//   code:   kiwi's own build_solver writes its 111 constraints with kiwi's operators (every `+`
//           makes a temporary expression); the harness (kiwi_workloads.h) makes each constraint
//           from a term list, as the Strut side does.
//   regime: kiwi's program times the first 11 builds of a fresh process (nanobench: no warm-up,
//           11 epochs of one build each, median); the harness times 101 builds after 3 warm-up
//           builds (median). A process's builds get faster over its first few dozen builds.
// This program times one of the two codes in one of the two regimes, with the harness's clock
// (steady_clock), so that check-kiwi-harness.sh can put each difference on its own.
// The sdist's benchmark file is included unmodified; only its main is renamed.
// Usage: kiwi_build_regimes own|harness cold|warm     prints: code regime median_ns
#define main kiwi_enaml_like_benchmark_main
#include "enaml_like_benchmark.cpp"
#undef main
#include "kiwi_workloads.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

static uint64_t now_ns() {
    return uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(
                        std::chrono::steady_clock::now().time_since_epoch())
                        .count());
}

// kiwi's own lambda ("building solver"): solver, two edit variables, build_solver, teardown.
static void build_own() {
    kiwi::Solver solver;
    kiwi::Variable width("width");
    kiwi::Variable height("height");
    build_solver(solver, width, height);
    ankerl::nanobench::doNotOptimizeAway(solver);
}

// The harness's build (kiwi_harness.cpp measure_builds with one build per sample), teardown timed.
static void build_harness() {
    auto solver = std::make_unique<kiwi::Solver>();
    auto instance = workloads::enaml_build(*solver);
    ankerl::nanobench::doNotOptimizeAway(instance);
}

int main(int argc, char** argv) {
    if (argc != 3 || (std::strcmp(argv[1], "own") != 0 && std::strcmp(argv[1], "harness") != 0) ||
        (std::strcmp(argv[2], "cold") != 0 && std::strcmp(argv[2], "warm") != 0)) {
        std::fprintf(stderr, "usage: kiwi_build_regimes own|harness cold|warm\n");
        return 2;
    }
    bool own = std::strcmp(argv[1], "own") == 0;
    bool cold = std::strcmp(argv[2], "cold") == 0;
    int warmup = cold ? 0 : 3, samples = cold ? 11 : 101;  // nanobench's defaults / plans::enaml_build
    for (int i = 0; i < warmup; ++i) own ? build_own() : build_harness();
    std::vector<double> times;
    for (int s = 0; s < samples; ++s) {
        uint64_t start = now_ns();
        own ? build_own() : build_harness();
        times.push_back(double(now_ns() - start));
    }
    std::sort(times.begin(), times.end());
    std::printf("%s\t%s\t%.0f\n", argv[1], argv[2], times[times.size() / 2]);
}
