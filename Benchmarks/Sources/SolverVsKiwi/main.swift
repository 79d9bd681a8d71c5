// SolverVsKiwi: the Swift half of scripts/bench/compare-kiwi.sh. Runs the workloads of
// SolverWorkloads through Strut's solver, timed exactly as kiwi_harness.cpp times kiwi, and
// prints tab-separated lines for the script.
//
// Usage: SolverVsKiwi [light|heavy|all] [group]
//   light: every group except the three large ones (indep10000, chain1000, enamlx100)
//   heavy: only the three large ones
//   group: run only the named group (enaml, enamlx1, enamlx10, enamlx100, indep100, indep1000,
//          indep10000, chain10, chain100, chain1000), e.g. under callgrind.
//   Strut only, run by name alone (not by light/heavy/all): cells1000, cells10000 (chained
//   cells sized one call each, untimed: for instruction counts of the check after each call).
//   Untimed, for callgrind: `count build|cycle|same|indepN K` (see Count.swift, scripts/bench/count-enaml.sh);
//   `count splitN K` times builds and teardowns apart.
import Glibc
import StrutSolver

let harness = Harness()
let groups: [(name: String, heavy: Bool, run: () throws(SolverError) -> Void)] = [
    ("enaml", false, harness.runEnamlLike),
    ("enamlx1", false, { () throws(SolverError) in try harness.runEnamlCopies(1) }),
    ("enamlx10", false, { () throws(SolverError) in try harness.runEnamlCopies(10) }),
    ("indep100", false, { () throws(SolverError) in try harness.runIndependentViews(100) }),
    ("indep1000", false, { () throws(SolverError) in try harness.runIndependentViews(1_000) }),
    ("chain10", false, { () throws(SolverError) in try harness.runChain(10) }),
    ("chain100", false, { () throws(SolverError) in try harness.runChain(100) }),
    ("enamlx100", true, { () throws(SolverError) in try harness.runEnamlCopies(100) }),
    ("indep10000", true, { () throws(SolverError) in try harness.runIndependentViews(10_000) }),
    ("chain1000", true, { () throws(SolverError) in try harness.runChain(1_000) }),
]

let strutOnly: [(name: String, run: () throws(SolverError) -> Void)] = [
    ("cells1000", { () throws(SolverError) in try harness.runChainedCells(1_000) }),
    ("cells10000", { () throws(SolverError) in try harness.runChainedCells(10_000) }),
]

let arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first ?? "all"
let only = arguments.count > 1 ? arguments[1] : nil
if mode == "count", arguments.count == 3, let count = Int(arguments[2]) {
    do throws(SolverError) {
        guard try harness.runCount(arguments[1], count) else {
            print("usage: SolverVsKiwi count build|cycle|same K")
            exit(2)
        }
    } catch {
        print("error\t\(error)")
        exit(1)
    }
    print("sink\t\(harness.sink)")
    exit(0)
}
if let single = strutOnly.first(where: { $0.name == mode }) {
    do throws(SolverError) { try single.run() } catch {
        print("error\t\(error)")
        exit(1)
    }
    print("sink\t\(harness.sink)")
    exit(0)
}
guard ["light", "heavy", "all"].contains(mode), only.map({ name in groups.contains { $0.name == name } }) ?? true
else {
    print("usage: SolverVsKiwi [light|heavy|all] [\(groups.map(\.name).joined(separator: "|"))]")
    exit(2)
}
do throws(SolverError) {
    for group in groups where only.map({ $0 == group.name }) ?? (mode == "all" || (mode == "heavy") == group.heavy) {
        try group.run()
    }
} catch {
    print("error\t\(error)")
    exit(1)
}
print("sink\t\(harness.sink)")
