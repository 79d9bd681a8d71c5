// The solver suite for `swift package benchmark` (ordo-one/benchmark): the workloads of
// SolverWorkloads timed in-process with wall clock, CPU time and malloc counts, plus the
// tableau's size and pivots as custom metrics. The side-by-side with kiwi is
// scripts/bench/compare-kiwi.sh; see BENCHMARKS.md.
import Benchmark
import StrutSolver

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput] + TableauMetric.all,
        maxDuration: .seconds(2),
        maxIterations: 10_000
    )
    registerEnamlLikeBenchmarks()
    registerIndependentViewsBenchmarks()
    registerChainBenchmarks()
    registerEnamlCopiesBenchmarks()
}

/// Custom metrics read from ``Solver/statistics``.
enum TableauMetric {
    static let rows = BenchmarkMetric.custom("tableau rows", useScalingFactor: false)
    static let cells = BenchmarkMetric.custom("tableau cells", useScalingFactor: false)
    static let pivots = BenchmarkMetric.custom("pivots")
    static let all = [rows, cells, pivots]

    /// Records the tableau size and the pivots done since `pivotsBefore`.
    static func record(_ solver: Solver, pivotsBefore: Int, in benchmark: Benchmark) {
        let statistics = solver.statistics
        benchmark.measurement(rows, statistics.rows)
        benchmark.measurement(cells, statistics.cells)
        benchmark.measurement(pivots, statistics.pivots - pivotsBefore)
    }
}

/// A solver and its workload, made on first use (inside the first, warmup, iteration and before
/// `startMeasurement()`), then shared by the iterations of one benchmark. `step` runs on
/// across iterations so cycling workloads keep cycling.
final class Fixture<Workload> {
    private let make: () throws(SolverError) -> (Solver, Workload)
    private var made: (solver: Solver, workload: Workload)?
    var step = 0

    init(_ make: @escaping () throws(SolverError) -> (Solver, Workload)) { self.make = make }

    func get() throws(SolverError) -> (solver: Solver, workload: Workload) {
        if let made { return made }
        let (solver, workload) = try make()
        made = (solver, workload)
        return (solver, workload)
    }

    /// The next step number.
    func nextStep() -> Int {
        defer { step += 1 }
        return step
    }
}

/// Registers a benchmark that builds a fresh solver per iteration; the solver's destruction is
/// not measured.
func registerBuild<Built>(
    _ name: String, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
    build: @escaping (Solver) throws(SolverError) -> Built
) {
    Benchmark(name, configuration: configuration) { (benchmark: Benchmark) throws in
        let solver = Solver()
        let built = try build(solver)
        benchmark.stopMeasurement()
        TableauMetric.record(solver, pivotsBefore: 0, in: benchmark)
        withExtendedLifetime((solver, built)) {}
    }
}

/// Registers a benchmark that runs `operation` `scalingFactor` times per iteration on one
/// fixture solver.
func registerOperation<Workload>(
    _ name: String, scalingFactor: BenchmarkScalingFactor = .kilo, fixture: Fixture<Workload>,
    operation: @escaping (Solver, Workload, _ step: Int) throws(SolverError) -> Void
) {
    var configuration = Benchmark.defaultConfiguration
    configuration.scalingFactor = scalingFactor
    Benchmark(name, configuration: configuration) { (benchmark: Benchmark) throws in
        let (solver, workload) = try fixture.get()
        let pivotsBefore = solver.statistics.pivots
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            try operation(solver, workload, fixture.nextStep())
        }
        benchmark.stopMeasurement()
        TableauMetric.record(solver, pivotsBefore: pivotsBefore, in: benchmark)
    }
}

/// Strut's counterpart of kiwi's `updateVariables()`: read the values that changed.
func update(_ solver: Solver) {
    for variable in solver.fetchChangedVariables() {
        blackHole(solver.value(of: variable))
    }
}
