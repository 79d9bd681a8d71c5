import Foundation
import LayoutWorkloads
import StrutAutoLayout

/// Nanoseconds on the monotonic clock.
func now() -> UInt64 { clock(CLOCK_MONOTONIC) }

/// The process's CPU time so far (user + system, all threads), in nanoseconds.
func cpuTime() -> UInt64 { clock(CLOCK_PROCESS_CPUTIME_ID) }

func clock(_ id: clockid_t) -> UInt64 {
    var t = timespec()
    clock_gettime(id, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// The region callgrind collects in (`--toggle-collect=layoutbench_measured_region`): one run.
@_silgen_name("layoutbench_measured_region")
@inline(never)
func measuredRegion(_ run: () -> Any) -> Any { run() }

/// What one timed batch of a workload gave.
struct Batch {
    var nanosecondsPerRun: Double
    /// Engine solver operations per run (additions, removals, constant and priority updates), and
    /// rows reused (churn cancelled at no cost), when the workload has a window.
    var solverOperations: Double?
    var rowsReused: Double?
    /// Process CPU time per run (user + system, all threads): what the run cost, without the
    /// time the process waited for a processor on a shared machine.
    var cpuNanosecondsPerRun: Double = 0
    /// Process CPU time over wall-clock time during the batch.
    var cpuPerWall: Double = 0
}

/// Times one batch of `runs` runs: all runs prepared first (untimed), then run back to back
/// (timed), then their results dropped (untimed).
func timeBatch(_ workload: Workload, runs: Int) -> Batch {
    let prepared = (0..<runs).map { _ in workload.prepare() }
    let before = workload.fixtureStatistics?()
    var results: [Any] = []
    results.reserveCapacity(runs)
    let startCPU = cpuTime()
    let start = now()
    for run in prepared { results.append(run()) }
    let elapsed = now() - start
    let cpu = cpuTime() - startCPU
    var batch = Batch(nanosecondsPerRun: Double(elapsed) / Double(runs))
    batch.cpuNanosecondsPerRun = Double(cpu) / Double(runs)
    batch.cpuPerWall = Double(cpu) / Double(max(elapsed, 1))
    if let before, let after = workload.fixtureStatistics?() {
        batch.solverOperations = Double(after.solverOperations - before.solverOperations) / Double(runs)
        batch.rowsReused = Double(after.rowsReused - before.rowsReused) / Double(runs)
    } else if let windows = results as? [Window] {
        let statistics = windows.map(\.layoutEngineStatistics)
        batch.solverOperations = Double(statistics.reduce(0) { $0 + $1.solverOperations }) / Double(runs)
        batch.rowsReused = Double(statistics.reduce(0) { $0 + $1.rowsReused }) / Double(runs)
    }
    withExtendedLifetime(results) {}
    results.removeAll()
    return batch
}

/// How many runs make a batch of about `target` nanoseconds (at least 1).
func calibrate(_ workload: Workload, target: Double) -> Int {
    _ = timeBatch(workload, runs: 1)  // warm up (and make any fixture)
    let one = timeBatch(workload, runs: 1).cpuNanosecondsPerRun
    return max(1, min(100_000, Int(target / max(one, 1))))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
