// The layout suite for `swift package benchmark --target LayoutBenchmarks` (ordo-one/benchmark):
// every workload of LayoutWorkloads timed in-process with wall clock, CPU time and malloc counts,
// plus the layout engine's solver operations per run as a custom metric. The paired ratios
// (the figures the issues set targets for) come from LayoutRatios; see BENCHMARKS-layout.md.
import Benchmark
import LayoutWorkloads
import StrutAutoLayout

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput, EngineMetric.solverOperations],
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    for workload in allLayoutWorkloads() {
        register(workload)
    }
}

/// The layout engine's counters as custom metrics.
enum EngineMetric {
    static let solverOperations = BenchmarkMetric.custom("engine solver operations", useScalingFactor: false)
}

/// Registers one workload: each iteration prepares a run (untimed), runs it (timed) and drops
/// its result (untimed); the engine's solver operations of the run are recorded.
func register(_ workload: Workload) {
    Benchmark(workload.name) { (benchmark: Benchmark) in
        for _ in benchmark.scaledIterations {
            let run = workload.prepare()
            let before = workload.fixtureStatistics?().solverOperations
            benchmark.startMeasurement()
            let result = run()
            benchmark.stopMeasurement()
            if let before, let after = workload.fixtureStatistics?().solverOperations {
                benchmark.measurement(EngineMetric.solverOperations, after - before)
            } else if let window = result as? Window {
                benchmark.measurement(EngineMetric.solverOperations, window.layoutEngineStatistics.solverOperations)
            }
            withExtendedLifetime(result) {}
        }
    }
}
