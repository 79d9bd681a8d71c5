// LayoutRatios: Strut's layout benchmarks as ratios from one run. Each pair's two workloads
// are timed interleaved (baseline, candidate, candidate, baseline, …) in one process, so both
// see the same machine; a side's figure is the median over rounds of (batch time / runs).
// Prints one markdown table. See ../../../BENCHMARKS-layout.md.
//
//   LayoutRatios [--rounds R] [--batch-ms MS] [--only SUBSTRING]
//   LayoutRatios --list
//   LayoutRatios --callgrind "WORKLOAD NAME"   (under valgrind: one run in measuredRegion)
import Foundation
import LayoutWorkloads
import StrutExamples

var rounds = 7
var batchMilliseconds = 30.0
var only: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--rounds": rounds = Int(arguments.popFirst() ?? "") ?? rounds
    case "--batch-ms": batchMilliseconds = Double(arguments.popFirst() ?? "") ?? batchMilliseconds
    case "--only": only = arguments.popFirst()
    case "--list":
        for w in allLayoutWorkloads() { print(w.name) }
        exit(0)
    case "--callgrind":
        let name = arguments.popFirst() ?? ""
        guard let workload = allLayoutWorkloads().first(where: { $0.name == name }) else {
            FileHandle.standardError.write(Data("no workload named '\(name)' (see --list)\n".utf8))
            exit(2)
        }
        withExtendedLifetime(workload.prepare()()) {}  // warm up, make any fixture
        let run = workload.prepare()
        let result = measuredRegion(run)
        withExtendedLifetime(result) {}
        print("ran \(name) once")
        exit(0)
    default:
        FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
        exit(2)
    }
}

func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
}

func duration(_ ns: Double) -> String {
    if ns >= 1e9 { return format(ns / 1e9, digits: 3) + " s" }
    if ns >= 1e6 { return format(ns / 1e6, digits: 3) + " ms" }
    if ns >= 1e3 { return format(ns / 1e3, digits: 2) + " µs" }
    return format(ns, digits: 1) + " ns"
}

// Sanity checks before timing: the two sides of a pair compute the same thing.
let itemDisagreement = (0..<20).map { FeedItem.disagreement($0) }.max() ?? .infinity

let startLoad = loadAverage()
let started = Date()
print(
    "<!-- LayoutRatios: rounds \(rounds), batches of about \(format(batchMilliseconds)) ms of CPU per side; "
        + "times per run are process CPU time (wall-clock time for the batch pair) -->")
print("")
print(
    "| issue | pair (candidate / baseline) | baseline per run | candidate per run | ratio | wall-clock ratio | target | met | engine ops per run (baseline / candidate) |"
)
print("|---|---|---|---|---|---|---|---|---|")
var throughputLines: [String] = []
var missed: [String] = []
for pair in allPairs() where only.map({ pair.title.contains($0) || pair.candidate.name.contains($0) }) ?? true {
    let target = batchMilliseconds * 1e6
    let runsA = calibrate(pair.baseline, target: target)
    let runsB = calibrate(pair.candidate, target: target)
    var a: [Batch] = [], b: [Batch] = []
    for round in 0..<rounds {
        if round % 2 == 0 {
            a.append(timeBatch(pair.baseline, runs: runsA))
            b.append(timeBatch(pair.candidate, runs: runsB))
        } else {
            b.append(timeBatch(pair.candidate, runs: runsB))
            a.append(timeBatch(pair.baseline, runs: runsA))
        }
    }
    // CPU time, except for the parallel pair, whose point is wall-clock time.
    var ta = median(a.map(\.cpuNanosecondsPerRun)), tb = median(b.map(\.cpuNanosecondsPerRun))
    let wa = median(a.map(\.nanosecondsPerRun)), wb = median(b.map(\.nanosecondsPerRun))
    let ratio = tb / ta
    var figure = format(ratio) + "×"
    var wallFigure = format(wb / wa) + "×"
    let met: String
    switch pair.target {
    case let .ratioAtMost(x): met = ratio <= x ? "yes" : "**no**"
    case let .speedupAtLeast(x):
        (ta, tb) = (wa, wb)
        figure = "CPU time " + format(ratio) + "×"
        wallFigure = "speed-up " + format(wa / wb) + "×"
        met = wa / wb >= x ? "yes" : "**no**"
    case .none: met = "—"
    }
    if met == "**no**" { missed.append(pair.title) }
    func ops(_ batches: [Batch]) -> String {
        guard let o = batches.last?.solverOperations else { return "—" }
        let reused = batches.last?.rowsReused ?? 0
        return format(o, digits: 1) + (reused > 0 ? " (+\(format(reused, digits: 1)) reused)" : "")
    }
    let engine = a.last?.solverOperations == nil && b.last?.solverOperations == nil ? "—" : "\(ops(a)) / \(ops(b))"
    print(
        "| \(pair.issue) | \(pair.title) | \(duration(ta)) | \(duration(tb)) | \(figure) | \(wallFigure) | \(pair.target.text) | \(met) | \(engine) |"
    )
    if case .speedupAtLeast = pair.target {
        throughputLines.append(
            "\(pair.title): CPU time / wall time during the batches (median): baseline "
                + "\(format(median(a.map(\.cpuPerWall)))), candidate \(format(median(b.map(\.cpuPerWall)))) "
                + "(2 would mean both processors fully ours)")
    }
    if pair.candidate.unitName == "char" {
        let items = TextThroughput.mix(200).count
        let chars = Double(pair.candidate.units)
        throughputLines.append(
            "text measurement: \(format(chars / (tb / 1e9) / 1e6, digits: 2)) M characters/s, "
                + "\(format(Double(items) / (tb / 1e9) / 1e3, digits: 1)) k labels/s "
                + "(baseline, summing cached advances: \(format(chars / (ta / 1e9) / 1e6, digits: 1)) M characters/s)")
    }
}
print("")
for line in throughputLines { print("- " + line) }
print("- " + Checks.churn())
print("- " + Checks.linkedIn())
print("- " + Checks.batchOverlap())
print("- feed item: declarative and hand-written leaf frames agree to \(format(itemDisagreement, digits: 6)) pt (20 items)")
print(
    "- load average (1, 5, 15 min) at start: \(startLoad); at end: \(loadAverage()); "
        + "\(ProcessInfo.processInfo.activeProcessorCount) processors; "
        + "\(Int(Date().timeIntervalSince(started).rounded())) s")
if !missed.isEmpty { print("- missed: " + missed.joined(separator: "; ")) }
