import Foundation
import StrutAutoLayout
import StrutExamples

// The feed benchmark: `FeedBenchmarks [--quick] [--out results.json] [--check]`.
// Release builds only for figures (`swift run -c release FeedBenchmarks`).

var arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
let checkOnly = arguments.contains("--check")
var outPath: String?
if let i = arguments.firstIndex(of: "--out"), arguments.index(after: i) < arguments.endIndex {
    outPath = arguments[arguments.index(after: i)]
}

func log(_ s: String) { FileHandle.standardError.write(Data((s + "\n").utf8)) }

// `--only IMPLEMENTATION --count N [--relayout] [--in-engine] [--teardown] [--repeat R]`: build N items of one implementation once
// (for profilers).
if let i = arguments.firstIndex(of: "--only"), arguments.index(after: i) < arguments.endIndex,
    let implementation = FeedImplementation(rawValue: arguments[arguments.index(after: i)])
{
    var n = 20
    if let j = arguments.firstIndex(of: "--count"), arguments.index(after: j) < arguments.endIndex {
        n = Int(arguments[arguments.index(after: j)]) ?? 20
    }
    // `--repeat R`: first build, lay out and free the column R − 1 times (a warm process, as the
    // timed rounds are), so that counts at R and R − 1 differ by one warm run's cost.
    if let j = arguments.firstIndex(of: "--repeat"), arguments.index(after: j) < arguments.endIndex,
        let r = Int(arguments[arguments.index(after: j)]), r > 1
    {
        for _ in 1..<r {
            let warm = FeedColumn(implementation: implementation, count: n, inEngine: arguments.contains("--in-engine"))
            warm.layOut(width: 375)
            withExtendedLifetime(warm) {}
        }
    }
    let clock = ContinuousClock()
    let t0 = clock.now
    // `--teardown`: the column is dropped before exit, as the timed build does (its views,
    // constraints and engines freed), so that a profile counts the teardown too.
    var column: FeedColumn? = FeedColumn(
        implementation: implementation, count: n, inEngine: arguments.contains("--in-engine"))
    let made = seconds(clock.now - t0)
    let (measuring, turn) = column!.layOut(width: 375)
    print(
        String(
            format: "%@: %d items: make %.1f ms, measure+frame %.1f ms, render-loop turn %.1f ms",
            implementation.rawValue, n, made * 1000, measuring * 1000, turn * 1000))
    // `--relayout`: then measure and lay out again at 320 (profile with and without it).
    if arguments.contains("--relayout") {
        let (measuring, turn) = column!.layOut(width: 320)
        print(String(format: "re-layout at 320: measure+frame %.1f ms, render-loop turn %.1f ms", measuring * 1000, turn * 1000))
    }
    if arguments.contains("--teardown") {
        let t1 = clock.now
        column = nil
        print(String(format: "teardown %.1f ms", seconds(clock.now - t1) * 1000))
    }
    exit(0)
}

if arguments.contains("--probe") {
    Probe.run()
    exit(0)
}

// 1. The four implementations agree (the comparison is fair only if they do).
let disagreements = FeedAgreement.check(widths: [375, 320], items: [0, 1, 99])
if !disagreements.isEmpty {
    for d in disagreements.prefix(20) { log("DISAGREE: \(d)") }
    exit(1)
}
log(
    "check: the four implementations (and the one-engine constraint column) place the 16 views identically (widths 375, 320; items 0, 1, 99)"
)
if checkOnly { exit(0) }

let counts = quick ? [1, 20, 100] : [1, 20, 100, 1000]
var build: [String: [String: Double]] = [:]
var relayout: [String: [String: Double]] = [:]
// Interleaved: each round times every implementation once, so that load from other processes
// drifting over the run falls on all four alike; the figure is the median round.
for n in counts {
    let rounds = quick ? 3 : (n >= 100 ? 9 : 15)
    // The four implementations, plus constraints laid out in the window's engine without
    // per-item fitting (the items chained top to bottom): what the engine costs on its own.
    let series: [(name: String, implementation: FeedImplementation, inEngine: Bool)] =
        FeedImplementation.allCases.map { ($0.rawValue, $0, false) } + [("constraints, one engine", .constraints, true)]
    var buildSamples: [String: [Double]] = [:]
    var relayoutSamples: [String: [Double]] = [:]
    for _ in 0..<rounds {
        for (name, implementation, inEngine) in series {
            // Build = make the views, configure, measure, frame, lay out: all timed (LayoutKit's
            // harness times the collection view making and laying out its cells).
            buildSamples[name, default: []].append(
                medianTime(minimumRuns: 1, maximumRuns: 1, minimumTime: 0, setUp: { () }) { _ in
                    let column = FeedColumn(implementation: implementation, count: n, inEngine: inEngine)
                    column.layOut(width: 375)
                    withExtendedLifetime(column) {}
                })
            // Re-layout: the same views measured and laid out again at 320.
            relayoutSamples[name, default: []].append(
                medianTime(
                    minimumRuns: 1, maximumRuns: 1, minimumTime: 0,
                    setUp: { () -> FeedColumn in
                        let c = FeedColumn(implementation: implementation, count: n, inEngine: inEngine)
                        c.layOut(width: 375)
                        return c
                    }
                ) { $0.layOut(width: 320) })
        }
    }
    for (name, _, _) in series {
        let b = buildSamples[name]!.sorted()[rounds / 2]
        let r = relayoutSamples[name]!.sorted()[rounds / 2]
        build[name, default: [:]][String(n)] = b
        relayout[name, default: [:]][String(n)] = r
        log(
            String(format: "%@ N=%d build %.3f ms, relayout %.3f ms (median of %d interleaved rounds)", name, n, b * 1000, r * 1000, rounds)
        )
    }
}

let scrollRows = quick ? 200 : 1000
let scroll = ScrollBenchmark.run(rows: scrollRows)

var json = "{\n"
json += "  \"machine\": \(quote(machineDescription())),\n"
json += "  \"counts\": [\(counts.map(String.init).joined(separator: ", "))],\n"
json += "  \"build\": \(nested(build)),\n"
json += "  \"relayout\": \(nested(relayout)),\n"
json += "  \"scrollRows\": \(scrollRows),\n"
json += "  \"scroll\": \(scroll)\n}\n"
if let outPath {
    try json.write(toFile: outPath, atomically: true, encoding: .utf8)
    log("wrote \(outPath)")
} else {
    print(json, terminator: "")
}
