// SolverVsKiwi: the Swift half of scripts/bench/compare-kiwi.sh. Runs the workloads of
// SolverWorkloads through Strut's solver, timed exactly as kiwi_harness.cpp times kiwi, and
// prints tab-separated lines for the script. Usage: SolverVsKiwi [light|heavy|all]
//   light: every case except the three large ones (indep 10,000, chain 1,000, enaml×100)
//   heavy: only the three large ones
import Glibc
import StrutSolver

let mode = CommandLine.arguments.dropFirst().first ?? "all"
guard ["light", "heavy", "all"].contains(mode) else {
    print("usage: SolverVsKiwi [light|heavy|all]")
    exit(2)
}
let harness = Harness()
do throws(SolverError) {
    if mode != "heavy" {
        try harness.runEnamlLike()
        for copies in [1, 10] { try harness.runEnamlCopies(copies) }
        for count in [100, 1_000] { try harness.runIndependentViews(count) }
        for count in [10, 100] { try harness.runChain(count) }
    }
    if mode != "light" {
        try harness.runEnamlCopies(100)
        try harness.runIndependentViews(10_000)
        try harness.runChain(1_000)
    }
} catch {
    print("error\t\(error)")
    exit(1)
}
print("sink\t\(harness.sink)")
