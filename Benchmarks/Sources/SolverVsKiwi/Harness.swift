import Glibc
import StrutSolver

/// How one case is sampled: `warmup` untimed operations, then `samples` timed batches of
/// `iterations` operations each. The C++ harness (scripts/bench/kiwi_harness.cpp) uses the
/// same plan for the same case; both print it and the comparison script checks they match.
struct Plan {
    var samples: Int
    var iterations: Int
    var warmup: Int
}

/// Monotonic clock in nanoseconds (CLOCK_MONOTONIC, as `std::chrono::steady_clock` on Linux).
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Times operations and prints one tab-separated line per case:
/// `case name ns_per_op samples iterations warmup ops_per_iteration rows cells pivots_per_op`.
final class Harness {
    /// Values read back from the solver land here so the optimizer cannot drop the reads.
    private(set) var sink = 0.0

    func consume(_ value: Double) { sink += value }

    /// Reads the values of the variables that changed since the last report: Strut's
    /// counterpart of kiwi's `updateVariables()` (which copies every variable's value into the
    /// variable), through the public report that hands each changed variable over with its
    /// value. Until 2026-11-28 this read `fetchChangedVariables()` and then `value(of:)` per
    /// variable (a look-up and a retain and release each); BENCHMARKS.md gives both.
    func update(_ solver: Solver) {
        solver.forEachChangedVariable { _, value in sink += value }
    }

    /// Times `plan.samples` batches of `plan.iterations` builds; the solvers of a batch are
    /// released before the clock stops (teardown timed, as in kiwi's own benchmark). Returns one
    /// more solver, built untimed, for the next cases.
    func measureBuilds<Built>(
        _ name: String, _ plan: Plan, build: () throws(SolverError) -> (Solver, Built)
    ) throws(SolverError) -> (Solver, Built) {
        for _ in 0..<plan.warmup {
            _ = try build()
        }
        var kept: [(Solver, Built)] = []
        kept.reserveCapacity(plan.iterations)
        var perBuild: [Double] = []
        for _ in 0..<plan.samples {
            kept.removeAll(keepingCapacity: true)
            let start = monotonicNanoseconds()
            for _ in 0..<plan.iterations {
                kept.append(try build())
            }
            // The teardown is timed, as kiwi's own benchmark times it (issue 13).
            kept.removeAll(keepingCapacity: true)
            let end = monotonicNanoseconds()
            perBuild.append(Double(end - start) / Double(plan.iterations))
        }
        let last = try build()
        let statistics = last.0.statistics
        emit(name, median(perBuild), plan, opsPerIteration: 1, statistics, pivotsPerOp: Double(statistics.pivots))
        return last
    }

    /// Times `plan.samples` batches of `plan.iterations` calls of `operation` on one solver.
    /// `operation` receives a step counter that runs on from warmup through all samples,
    /// starting at `firstStep` (to continue a sequence begun by an earlier case).
    func measureOperations(
        _ name: String, _ plan: Plan, opsPerIteration: Int = 1, firstStep: Int = 0, solver: Solver,
        operation: (_ step: Int) throws(SolverError) -> Void
    ) throws(SolverError) {
        var step = firstStep
        for _ in 0..<plan.warmup {
            try operation(step)
            step += 1
        }
        let pivotsBefore = solver.statistics.pivots
        var perOperation: [Double] = []
        for _ in 0..<plan.samples {
            let start = monotonicNanoseconds()
            for _ in 0..<plan.iterations {
                try operation(step)
                step += 1
            }
            let end = monotonicNanoseconds()
            perOperation.append(Double(end - start) / Double(plan.iterations * opsPerIteration))
        }
        let statistics = solver.statistics
        let operations = plan.samples * plan.iterations * opsPerIteration
        emit(
            name, median(perOperation), plan, opsPerIteration: opsPerIteration, statistics,
            pivotsPerOp: Double(statistics.pivots - pivotsBefore) / Double(operations))
    }

    private func emit(
        _ name: String, _ nanoseconds: Double, _ plan: Plan, opsPerIteration: Int,
        _ statistics: SolverStatistics, pivotsPerOp: Double
    ) {
        let fields: [String] = [
            "case", name, String(nanoseconds), String(plan.samples), String(plan.iterations),
            String(plan.warmup), String(opsPerIteration), String(statistics.rows), String(statistics.cells),
            String(pivotsPerOp),
        ]
        print(fields.joined(separator: "\t"))
        fflush(nil)  // all output streams: the script reads lines as they come
    }

    /// A value the C++ harness prints too, for the script's solution check.
    func reportValue(_ name: String, _ value: Double) {
        print("value\t\(name)\t\(value)")
    }
}
