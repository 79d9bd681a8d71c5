// kiwi_harness: the kiwi half of compare-kiwi.sh. Runs the workloads of kiwi_workloads.h through
// kiwi (header-only C++ from the kiwisolver sdist, unmodified), timed exactly as
// Benchmarks/Sources/SolverVsKiwi times Strut: the same plan per case (warmup, samples x
// iterations), CLOCK_MONOTONIC (std::chrono::steady_clock), median of the samples.
// Prints tab-separated lines:
//   case name ns_per_op samples iterations warmup ops_per_iteration rows cells pivots_per_op
// kiwi keeps no pivot counter, so pivots_per_op is printed as -1. rows/cells are read from
// kiwi's private tableau outside the timed regions.
// Usage: kiwi_harness [light|heavy|all]
#include "kiwi_workloads.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <memory>

using namespace workloads;

// ---- Read-only access to kiwi's tableau (standard explicit-instantiation access idiom), used only
// ---- for the rows/cells columns, never inside a timed region.
template <typename Tag, auto Member>
struct Expose {
    friend auto member(Tag) { return Member; }
};
struct ImplTag {
    friend auto member(ImplTag);
};
template struct Expose<ImplTag, &kiwi::Solver::m_impl>;
struct RowsTag {
    friend auto member(RowsTag);
};
template struct Expose<RowsTag, &kiwi::impl::SolverImpl::m_rows>;

struct TableauSize {
    size_t rows = 0, cells = 0;
};

static TableauSize tableau_size(kiwi::Solver& solver) {
    auto& impl = solver.*member(ImplTag{});
    auto& rows = impl.*member(RowsTag{});
    TableauSize size;
    size.rows = rows.size();
    for (const auto& entry : rows) size.cells += entry.second->cells().size();
    return size;
}

// ---- Timing

struct Plan {
    int samples, iterations, warmup;
};

// Keep in step with Benchmarks/Sources/SolverVsKiwi/Plans.swift.
namespace plans {
static const Plan enaml_build{101, 1, 3};
static const Plan enaml_resize_cycle{101, 120, 60};
static const Plan enaml_resize_same{101, 100, 10};
static Plan independent_build(int n) { return n <= 100 ? Plan{51, 1, 1} : n <= 1000 ? Plan{7, 1, 0} : Plan{3, 1, 0}; }
static Plan independent_operation(int n) {
    return n <= 100 ? Plan{101, 20, 20} : n <= 1000 ? Plan{51, 4, 4} : Plan{21, 1, 2};
}
static Plan independent_marginal(int n) {
    return n <= 100 ? Plan{101, 4, 4} : n <= 1000 ? Plan{51, 1, 2} : Plan{21, 1, 2};
}
static Plan chain_build(int n) { return n <= 10 ? Plan{101, 1, 3} : n <= 100 ? Plan{21, 1, 1} : Plan{3, 1, 0}; }
static Plan chain_tight_roomy(int n) { return n <= 10 ? Plan{101, 4, 5} : n <= 100 ? Plan{11, 1, 1} : Plan{1, 1, 0}; }
static Plan chain_small_change(int n) {
    return n <= 10 ? Plan{101, 200, 10} : n <= 100 ? Plan{101, 50, 10} : Plan{51, 2, 2};
}
static Plan enaml_copies_build(int k) { return k <= 1 ? Plan{101, 1, 3} : k <= 10 ? Plan{15, 1, 1} : Plan{3, 1, 0}; }
static Plan enaml_copies_operation(int k) {
    return k <= 1 ? Plan{101, 120, 6} : k <= 10 ? Plan{101, 12, 6} : Plan{51, 1, 6};
}
}  // namespace plans

static double sink = 0;

static uint64_t now_ns() {
    return uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(
                        std::chrono::steady_clock::now().time_since_epoch())
                        .count());
}

static double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    if (v.empty()) return NAN;
    size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

static void emit(const std::string& name, double ns, const Plan& plan, int ops_per_iteration, TableauSize size) {
    std::printf("case\t%s\t%.17g\t%d\t%d\t%d\t%d\t%zu\t%zu\t-1\n", name.c_str(), ns, plan.samples, plan.iterations,
                plan.warmup, ops_per_iteration, size.rows, size.cells);
    std::fflush(stdout);
}

static void report_value(const std::string& name, double value) {
    std::printf("value\t%s\t%.17g\n", name.c_str(), value);
}

template <typename Built>
struct Kept {
    std::unique_ptr<kiwi::Solver> solver;
    Built built;
};

// Times plan.samples batches of plan.iterations builds, each batch's solvers and variables
// destroyed before the clock stops (kiwi's own enaml_like_benchmark builds and destroys its
// solver inside the timed lambda). Returns one more solver, built untimed, for the next cases.
template <typename Built, typename Build>
static Kept<Built> measure_builds(const std::string& name, const Plan& plan, Build build) {
    for (int i = 0; i < plan.warmup; ++i) {
        Kept<Built> k{std::make_unique<kiwi::Solver>(), Built{}};
        k.built = build(*k.solver);
    }
    std::vector<Kept<Built>> kept;
    kept.reserve(plan.iterations);
    std::vector<double> per_build;
    for (int s = 0; s < plan.samples; ++s) {
        kept.clear();
        uint64_t start = now_ns();
        for (int i = 0; i < plan.iterations; ++i) {
            kept.push_back(Kept<Built>{std::make_unique<kiwi::Solver>(), Built{}});
            kept.back().built = build(*kept.back().solver);
        }
        kept.clear();
        uint64_t end = now_ns();
        per_build.push_back(double(end - start) / plan.iterations);
    }
    Kept<Built> last{std::make_unique<kiwi::Solver>(), Built{}};
    last.built = build(*last.solver);
    emit(name, median(per_build), plan, 1, tableau_size(*last.solver));
    return last;
}

// Times plan.samples batches of plan.iterations calls of op(step) on one solver; step runs on
// from the warmup through all samples.
template <typename Op>
static void measure_operations(const std::string& name, const Plan& plan, int ops_per_iteration,
                               kiwi::Solver& solver, Op op) {
    long step = 0;
    for (int i = 0; i < plan.warmup; ++i) op(step++);
    std::vector<double> per_op;
    for (int s = 0; s < plan.samples; ++s) {
        uint64_t start = now_ns();
        for (int i = 0; i < plan.iterations; ++i) op(step++);
        uint64_t end = now_ns();
        per_op.push_back(double(end - start) / (double(plan.iterations) * ops_per_iteration));
    }
    emit(name, median(per_op), plan, ops_per_iteration, tableau_size(solver));
}

// ---- Workload groups (same cases, same order as Benchmarks/Sources/SolverVsKiwi/Groups.swift)

static void run_enaml_like() {
    std::printf("fingerprint\tenaml\t%s\n", enaml_fingerprint().c_str());
    auto kept = measure_builds<EnamlInstance>("enaml.build", plans::enaml_build,
                                              [](kiwi::Solver& s) { return enaml_build(s); });
    kiwi::Solver& solver = *kept.solver;
    EnamlInstance& form = kept.built;
    measure_operations("enaml.resize_cycle", plans::enaml_resize_cycle, 1, solver, [&](long step) {
        const double* size = enaml_sizes[step % 6];
        solver.suggestValue(form.vars[WIDTH], size[0]);
        solver.suggestValue(form.vars[HEIGHT], size[1]);
        solver.updateVariables();
    });
    measure_operations("enaml.resize_same", plans::enaml_resize_same, 1, solver, [&](long) {
        solver.suggestValue(form.vars[WIDTH], enaml_sizes[0][0]);
        solver.suggestValue(form.vars[HEIGHT], enaml_sizes[0][1]);
        solver.updateVariables();
    });
    for (int which : {0, 3}) {
        const double* size = enaml_sizes[which];
        solver.suggestValue(form.vars[WIDTH], size[0]);
        solver.suggestValue(form.vars[HEIGHT], size[1]);
        solver.updateVariables();
        for (int v = 0; v < ENAML_VAR_COUNT; ++v)
            report_value("enaml." + std::to_string(int(size[0])) + "x" + std::to_string(int(size[1])) + "." +
                             enaml_var_names[v],
                         form.vars[v].value());
    }
}

static void run_independent_views(int n) {
    std::string name = "indep" + std::to_string(n);
    auto kept = measure_builds<std::vector<View>>(name + ".build", plans::independent_build(n),
                                                  [n](kiwi::Solver& s) { return indep_build(s, n); });
    kiwi::Solver& solver = *kept.solver;
    std::vector<View>& views = kept.built;
    Plan plan = plans::independent_operation(n);
    // kiwi cannot change a constant in place: remove the old equality and add a new one.
    measure_operations(name + ".constant", plan, 1, solver, [&](long step) {
        View& v = views[indep_view_index(step, n)];
        solver.removeConstraint(v.width_eq);
        v.width_eq = kiwi::Constraint(kiwi::Expression(kiwi::Term(v.w), -indep_changed_width(step, n)), kiwi::OP_EQ,
                                      kiwi::strength::strong);
        solver.addConstraint(v.width_eq);
    });
    solver.updateVariables();
    double widths = 0;
    for (const View& v : views) widths += v.w.value();
    report_value(name + ".sum_widths", widths);
    kiwi::Variable edited = views[indep_edited_view(n)].w;
    solver.addEditVariable(edited, indep_edit_strength());
    measure_operations(name + ".suggest", plan, 1, solver,
                       [&](long step) { solver.suggestValue(edited, indep_suggested_width(step)); });
    measure_operations(name + ".update", plan, 1, solver, [&](long step) {
        solver.suggestValue(edited, indep_suggested_width(step));
        solver.updateVariables();
    });
    // The marginal cost at size N: add one more view's five constraints, then remove them.
    // Last in the group: kiwi keeps the removed views' variables (updateVariables then walks
    // them too), which would distort the cases above.
    measure_operations(name + ".add_view", plans::independent_marginal(n), 1, solver, [&](long) {
        auto made = indep_make_view(n);
        for (const kiwi::Constraint& c : made.second) solver.addConstraint(c);
        for (const kiwi::Constraint& c : made.second) solver.removeConstraint(c);
    });
    solver.updateVariables();
    double tops = 0;
    for (const View& v : views) tops += v.t.value();
    report_value(name + ".edited_width", edited.value());
    report_value(name + ".sum_tops", tops);
}

static void run_chain(int n) {
    std::string name = "chain" + std::to_string(n);
    auto kept = measure_builds<ChainInstance>(name + ".build", plans::chain_build(n),
                                              [n](kiwi::Solver& s) { return chain_build(s, n); });
    kiwi::Solver& solver = *kept.solver;
    ChainInstance& row = kept.built;
    kiwi::Variable last = row.x[n];
    double tight_end = 0;
    measure_operations(name + ".tight_roomy", plans::chain_tight_roomy(n), 2, solver, [&](long) {
        solver.suggestValue(row.W, chain_tight(n));
        solver.updateVariables();
        tight_end = last.value();
        solver.suggestValue(row.W, chain_roomy(n));
        solver.updateVariables();
    });
    report_value(name + ".tight_end", tight_end);
    report_value(name + ".roomy_end", last.value());
    measure_operations(name + ".small_change", plans::chain_small_change(n), 1, solver, [&](long step) {
        solver.suggestValue(row.W, chain_small(n, step));
        solver.updateVariables();
    });
    report_value(name + ".small_end", last.value());
}

static void run_enaml_copies(int k) {
    std::string name = "enamlx" + std::to_string(k);
    auto kept = measure_builds<std::vector<EnamlInstance>>(name + ".build", plans::enaml_copies_build(k),
                                                           [k](kiwi::Solver& s) {
                                                               std::vector<EnamlInstance> copies;
                                                               copies.reserve(k);
                                                               for (int i = 0; i < k; ++i)
                                                                   copies.push_back(enaml_build(s));
                                                               return copies;
                                                           });
    kiwi::Solver& solver = *kept.solver;
    EnamlInstance& form = kept.built[0];
    Plan plan = plans::enaml_copies_operation(k);
    measure_operations(name + ".suggest", plan, 1, solver, [&](long step) {
        const double* size = enaml_sizes[step % 6];
        solver.suggestValue(form.vars[WIDTH], size[0]);
        solver.suggestValue(form.vars[HEIGHT], size[1]);
    });
    measure_operations(name + ".resize", plan, 1, solver, [&](long step) {
        const double* size = enaml_sizes[step % 6];
        solver.suggestValue(form.vars[WIDTH], size[0]);
        solver.suggestValue(form.vars[HEIGHT], size[1]);
        solver.updateVariables();
    });
    solver.updateVariables();
    report_value(name + ".first.contents_right", form.vars[CONTENTS_RIGHT].value());
    report_value(name + ".last.contents_right", kept.built[k - 1].vars[CONTENTS_RIGHT].value());
}

int main(int argc, char** argv) {
    std::string mode = argc > 1 ? argv[1] : "all";
    if (mode != "light" && mode != "heavy" && mode != "all" && mode != "enaml") {
        std::fprintf(stderr, "usage: kiwi_harness [light|heavy|all|enaml]\n");
        return 2;
    }
    try {
        if (mode == "enaml") {
            run_enaml_like();  // alone, e.g. under callgrind beside kiwi's own benchmark
        } else if (mode != "heavy") {
            run_enaml_like();
            for (int k : {1, 10}) run_enaml_copies(k);
            for (int n : {100, 1000}) run_independent_views(n);
            for (int n : {10, 100}) run_chain(n);
        }
        if (mode == "heavy" || mode == "all") {
            run_enaml_copies(100);
            run_independent_views(10000);
            run_chain(1000);
        }
    } catch (const std::exception& e) {
        std::printf("error\t%s\n", e.what());
        return 1;
    }
    std::printf("sink\t%g\n", sink);
    return 0;
}
