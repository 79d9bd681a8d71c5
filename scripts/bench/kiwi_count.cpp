// kiwi_count: the kiwi half of count-enaml.sh. Runs one enaml_like case a given number of times,
// untimed, so that callgrind's instruction count of two runs (K1, K2 repetitions) gives the
// instructions of one operation: (I(K2) - I(K1)) / (K2 - K1). Strut's counterpart is
// `SolverVsKiwi count CASE K`.
// Usage: kiwi_count build|cycle|same K
//   build: K times, build the enaml_like solver (2 edit variables, 111 constraints) and destroy it
//   cycle: build once, then K steps: suggest the next of the 6 sizes for width and height, updateVariables
//   same:  build once, then K steps suggesting the first size again, updateVariables
#include "kiwi_workloads.h"

#include <cstdlib>
#include <cstring>
#include <memory>

using namespace workloads;

int main(int argc, char** argv) {
    if (argc != 3) { std::fprintf(stderr, "usage: kiwi_count build|cycle|same K\n"); return 2; }
    const char* mode = argv[1];
    const long k = std::atol(argv[2]);
    double sink = 0;
    if (std::strcmp(mode, "build") == 0) {
        for (long i = 0; i < k; ++i) {
            auto solver = std::make_unique<kiwi::Solver>();
            EnamlInstance inst = enaml_build(*solver);
            solver->updateVariables();
            sink += inst.vars[0].value();
        }
    } else if (std::strcmp(mode, "cycle") == 0 || std::strcmp(mode, "same") == 0) {
        const bool cycle = std::strcmp(mode, "cycle") == 0;
        kiwi::Solver solver;
        EnamlInstance form = enaml_build(solver);
        for (long step = 0; step < k; ++step) {
            const double* size = enaml_sizes[cycle ? step % 6 : 0];
            solver.suggestValue(form.vars[WIDTH], size[0]);
            solver.suggestValue(form.vars[HEIGHT], size[1]);
            solver.updateVariables();
            sink += form.vars[0].value();
        }
    } else {
        std::fprintf(stderr, "unknown case %s\n", mode);
        return 2;
    }
    std::printf("sink\t%g\n", sink);
    return 0;
}
