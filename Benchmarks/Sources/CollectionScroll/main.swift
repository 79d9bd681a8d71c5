// Scrolls collection views frame by frame (CPU time of the thread per render-loop turn) and prints per-frame figures as JSON (stdout) and a
// summary (stderr). Usage: CollectionScroll [--rounds 9] [--frames 300]
//
// 1. Flatness: a compositional grid (three fractional columns, 120-point rows, a label per cell
//    laid out by constraints) and a self-sizing flow layout of feed items (constraints), each at
//    1,000 and 10,000 items. Each run lays the view out, jumps to the middle of the content (two
//    untimed turns), scrolls 20 untimed frames, then times `frames` frames of 40 points, one
//    render-loop turn each. Rounds
//    interleave the two sizes, alternating which goes first.
// (COLLECTION_SCROLL_FRAMES=1 logs every configuring frame; COLLECTION_SCROLL_DEBUG=1 the layout counters.)
// `--profile grid|flow [--items N] [--frames N] [--trace FILE]` runs one scroll only: under
// `valgrind --tool=callgrind --dump-before='*frameBoundary*'` each timed frame is one profile part
// (instruction counts, load-independent); `--trace` writes the run's Chrome trace.
// 2. The feed item four ways in a self-sizing collection view (1,000 items, from the top), the
//    median of each one's cell-configuring frames against hand-written cells' in the same round.
import Foundation
import StrutAutoLayout
import StrutDeclarative
import StrutDeclarativeViews
import StrutExamples

final class GridCell: CollectionViewCell {
    let label = Label()
    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }
}

final class GridSource: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCellValidated(withReuseIdentifier: "grid", for: indexPath)
        (cell as? GridCell)?.label.text = "Item \(indexPath.item)"
        return cell
    }
}

func gridLayout() -> CollectionViewLayout {
    var item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(all: 4)
    let group = CollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
    return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
}

struct Run {
    var durations: [Double]  // seconds per scrolled frame
    var configuring: [Double]  // the frames that configured at least one cell
    /// The configuring frames during which the thread was not preempted (no involuntary context
    /// switch) and took no page fault: their time is the work's, not the machine's.
    var configuringUndisturbed: [Double]
    var cellsConfigured: Int
    var cellsCreated: Int
    var median: Double { percentile(durations, 0.5) }
    var mean: Double { durations.reduce(0, +) / Double(max(1, durations.count)) }
    /// The median of the frames that configured cells (the frames that do the work).
    var workMedian: Double { percentile(configuring, 0.5) }
    var workMax: Double { configuring.max() ?? 0 }
    var workP99: Double { percentile(configuring, 0.99) }
    /// The slowest undisturbed configuring frame ÷ the median of all configuring frames.
    var undisturbedMaxOverMedian: Double { (configuringUndisturbed.max() ?? 0) / max(workMedian, 1e-12) }
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let s = values.sorted()
    return s[min(s.count - 1, Int((Double(s.count - 1) * p).rounded()))]
}

/// This thread's CPU time in seconds (`CLOCK_THREAD_CPUTIME_ID`): on a machine shared with other
/// builds, time the thread spends descheduled does not count as a slow frame.
/// This thread's page faults (minor and major) and involuntary context switches so far.
func threadDisturbances() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(1), &usage)  // RUSAGE_THREAD (a GNU macro Swift does not import)
    return usage.ru_minflt + usage.ru_majflt + usage.ru_nivcsw
}

func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// Builds a collection view, lays it out, optionally jumps to the middle, then scrolls `frames` frames.
func scroll(layout: CollectionViewLayout, frames: Int, fromMiddle: Bool, install: (CollectionView) -> AnyObject) -> Run {
    let size = CGSize(width: 375, height: 667)
    let window = Window(size: size)
    let view = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    window.addSubview(view)
    let source = install(view)
    window.runRenderLoopTurn()
    if fromMiddle {
        view.contentOffset.y = (view.contentSize.height / 2).rounded()
        window.runRenderLoopTurn()
        window.runRenderLoopTurn()
    }
    // Warm-up: 20 untimed frames, so that the reuse pool holds a screenful of cells and the timed
    // frames configure reused cells (cells created later are counted in `cellsCreated`).
    for _ in 0..<20 {
        view.contentOffset.y += 40
        window.runRenderLoopTurn()
    }
    let createdBefore = view.statistics.viewsCreated
    var durations: [Double] = [], configuring: [Double] = [], undisturbed: [Double] = []
    let configuredBefore = view.statistics.cellsConfigured
    view.traceRecorder = traceRecorder
    for i in 0..<frames {
        let before = view.statistics.cellsConfigured
        view.contentOffset.y += 40
        frameBoundary(i)
        let disturbances = threadDisturbances()
        let t0 = cpuSeconds()
        if let traceRecorder {
            traceRecorder.span("frame \(i)", category: "frame") { window.runRenderLoopTurn() }
        } else {
            window.runRenderLoopTurn()
        }
        let d = cpuSeconds() - t0
        let disturbed = threadDisturbances() != disturbances
        durations.append(d)
        if view.statistics.cellsConfigured > before {
            configuring.append(d)
            if !disturbed { undisturbed.append(d) }
            if ProcessInfo.processInfo.environment["COLLECTION_SCROLL_FRAMES"] != nil {
                log(
                    "frame \(i) offset \(view.contentOffset.y): \(ms(d)) ms\(disturbed ? " (disturbed)" : ""), cells \(view.statistics.cellsConfigured - before), engine ops \(window.layoutEngineStatistics.solverOperations)"
                )
            }
        }
    }
    if ProcessInfo.processInfo.environment["COLLECTION_SCROLL_DEBUG"] != nil {
        log(
            "debug: full preparations \(view.collectionViewLayout.statistics.fullPreparations), items computed \(view.collectionViewLayout.statistics.itemsComputed), slowest frame \(durations.firstIndex(of: durations.max() ?? 0) ?? -1)"
        )
    }
    withExtendedLifetime(source) {}
    return Run(
        durations: durations, configuring: configuring, configuringUndisturbed: undisturbed,
        cellsConfigured: view.statistics.cellsConfigured - configuredBefore,
        cellsCreated: view.statistics.viewsCreated - createdBefore)
}

func gridRun(_ n: Int, frames: Int) -> Run {
    scroll(layout: gridLayout(), frames: frames, fromMiddle: true) { view in
        view.register(GridCell.self, forCellWithReuseIdentifier: "grid")
        let source = GridSource(count: n)
        view.dataSource = source
        return source
    }
}

func feedRun(_ n: Int, _ implementation: FeedImplementation, frames: Int, fromMiddle: Bool) -> Run {
    scroll(layout: FeedCollectionSource.makeLayout(width: 375), frames: frames, fromMiddle: fromMiddle) { view in
        let source = FeedCollectionSource(count: n, implementation: implementation)
        source.install(in: view)
        return source
    }
}

/// The declarative feed item through `ReloadableViewLayoutAdapter`: every item arranged up front
/// (untimed, synchronously), sizes from the arrangements (flow layout delegate), cells that make
/// their views from the arrangement.
func adapterRun(_ n: Int, frames: Int) -> Run {
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    return scroll(layout: layout, frames: frames, fromMiddle: false) { view in
        let adapter = ReloadableViewLayoutAdapter()
        adapter.install(in: view)
        let items = FeedItemData.generate(count: n).map { DeclarativeFeedItem.layout(for: $0) }
        try? adapter.reloadSynchronously(width: 375, sections: [LayoutSection(items: items)])
        return adapter
    }
}

/// The Chrome trace-event document (`{"traceEvents": [...]}`) of recorded events, written with
/// Foundation's JSON writer.
func traceDocument(_ events: [TraceEvent], processName: String) throws -> Data {
    var list: [[String: Any]] = [["name": "process_name", "ph": "M", "pid": 1, "tid": 1, "args": ["name": processName]]]
    for e in events.sorted(by: { $0.timestamp != $1.timestamp ? $0.timestamp < $1.timestamp : $0.duration > $1.duration }) {
        var entry: [String: Any] = ["name": e.name, "cat": e.category, "ph": e.phase.rawValue, "ts": e.timestamp, "pid": 1, "tid": 1]
        if e.phase == .complete { entry["dur"] = e.duration }
        var arguments: [String: Any] = [:]
        for (key, value) in e.arguments {
            switch value {
            case .int(let i): arguments[key] = i
            case .double(let d): arguments[key] = d.isFinite ? d : 0
            case .string(let s): arguments[key] = s
            }
        }
        if !arguments.isEmpty { entry["args"] = arguments }
        list.append(entry)
    }
    return try JSONSerialization.data(withJSONObject: ["displayTimeUnit": "ms", "traceEvents": list], options: [.sortedKeys])
}

/// Marks the start of timed frame `i`: a call callgrind can dump before (never inlined).
@inline(never) func frameBoundary(_ i: Int) { frameBoundaries &+= i }
nonisolated(unsafe) var frameBoundaries = 0
/// Records the profiled run's frames, cells and passes when `--trace` is given.
nonisolated(unsafe) var traceRecorder: TraceRecorder?

var rounds = 9, frames = 300
var profile: String?, profileItems = 1000, tracePath: String?
var arguments = CommandLine.arguments.dropFirst()
while let a = arguments.popFirst() {
    if a == "--rounds", let v = arguments.popFirst().flatMap(Int.init) { rounds = v }
    if a == "--frames", let v = arguments.popFirst().flatMap(Int.init) { frames = v }
    if a == "--profile" { profile = arguments.popFirst() }
    if a == "--items", let v = arguments.popFirst().flatMap(Int.init) { profileItems = v }
    if a == "--trace" { tracePath = arguments.popFirst() }
}

func ms(_ s: Double) -> String { String(format: "%.3f", s * 1000) }
func log(_ s: String) { FileHandle.standardError.write(Data((s + "\n").utf8)) }

if let profile {
    if tracePath != nil { traceRecorder = TraceRecorder() }
    let run =
        profile == "grid" ? gridRun(profileItems, frames: frames) : feedRun(profileItems, .constraints, frames: frames, fromMiddle: true)
    log(
        "profile \(profile), \(profileItems) items: \(frames) frames, configuring \(run.configuring.count), median of those \(ms(run.workMedian)) ms, max \(ms(run.workMax)) ms, cells created \(run.cellsCreated)"
    )
    if let tracePath, let traceRecorder {
        try traceDocument(traceRecorder.events, processName: "CollectionScroll \(profile)").write(to: URL(fileURLWithPath: tracePath))
        log("trace: \(traceRecorder.events.count) events in \(tracePath)")
    }
    exit(0)
}

// 1. Flatness.
struct Pair { var a: Run; var b: Run }
var flat: [String: [Pair]] = [:]
for round in 0..<rounds {
    for workload in ["grid", "flow"] {
        var r: [Int: Run] = [:]
        for n in (round % 2 == 0 ? [1000, 10000] : [10000, 1000]) {
            r[n] = workload == "grid" ? gridRun(n, frames: frames) : feedRun(n, .constraints, frames: frames, fromMiddle: true)
        }
        let a = r[1000]!, b = r[10000]!
        flat[workload, default: []].append(Pair(a: a, b: b))
        log(
            "round \(round) \(workload): mean/frame 1k \(ms(a.mean)) ms, 10k \(ms(b.mean)) ms (ratio \(String(format: "%.3f", b.mean / a.mean))); configuring-frame median 1k \(ms(a.workMedian)), 10k \(ms(b.workMedian)) (ratio \(String(format: "%.3f", b.workMedian / a.workMedian))); max/median of configuring frames 1k \(String(format: "%.2f", a.workMax / a.workMedian)), 10k \(String(format: "%.2f", b.workMax / b.workMedian)); p99/median 1k \(String(format: "%.2f", a.workP99 / a.workMedian)), 10k \(String(format: "%.2f", b.workP99 / b.workMedian)); slowest undisturbed/median 1k \(String(format: "%.2f", a.undisturbedMaxOverMedian)) (\(a.configuringUndisturbed.count) frames), 10k \(String(format: "%.2f", b.undisturbedMaxOverMedian)) (\(b.configuringUndisturbed.count)); configuring frames \(a.configuring.count)/\(b.configuring.count), cells configured \(a.cellsConfigured)/\(b.cellsConfigured), created \(a.cellsCreated)/\(b.cellsCreated)"
        )
    }
}

// 2. The feed item four ways.
var fourWays: [FeedImplementation: [Double]] = [:]
var adapterRatios: [Double] = []
for round in 0..<rounds {
    var medians: [FeedImplementation: Double] = [:]
    let order = round % 2 == 0 ? FeedImplementation.allCases : FeedImplementation.allCases.reversed()
    for implementation in order {
        // The frames that configure (and measure) cells: the per-frame cost of the implementation.
        medians[implementation] = feedRun(1000, implementation, frames: frames, fromMiddle: false).workMedian
    }
    let adapterMedian = adapterRun(1000, frames: frames).workMedian
    let base = medians[.handWritten]!
    adapterRatios.append(adapterMedian / base)
    for implementation in FeedImplementation.allCases { fourWays[implementation, default: []].append(medians[implementation]! / base) }
    log(
        "round \(round) feed: " + FeedImplementation.allCases.map { "\($0.rawValue) \(ms(medians[$0]!)) ms" }.joined(separator: ", ")
            + ", declarative through the adapter \(ms(adapterMedian)) ms")
}

func range(_ v: [Double]) -> String { String(format: "[%.3f, %.3f]", v.min() ?? 0, v.max() ?? 0) }
var json = "{\n  \"rounds\": \(rounds), \"frames\": \(frames),\n"
for workload in ["grid", "flow"] {
    let rows = flat[workload] ?? []
    func field(_ name: String, _ v: [Double]) -> String { "\"\(name)\": \(range(v))" }
    json +=
        "  \"\(workload)\": {"
        + [
            field("meanRatio10kOver1k", rows.map { $0.b.mean / $0.a.mean }),
            field("workMedianRatio10kOver1k", rows.map { $0.b.workMedian / $0.a.workMedian }),
            field("mean1kMs", rows.map { $0.a.mean * 1000 }), field("mean10kMs", rows.map { $0.b.mean * 1000 }),
            field("workMedian1kMs", rows.map { $0.a.workMedian * 1000 }), field("workMedian10kMs", rows.map { $0.b.workMedian * 1000 }),
            field("workMaxOverMedian1k", rows.map { $0.a.workMax / $0.a.workMedian }),
            field("workMaxOverMedian10k", rows.map { $0.b.workMax / $0.b.workMedian }),
            field("workP99OverMedian1k", rows.map { $0.a.workP99 / $0.a.workMedian }),
            field("workP99OverMedian10k", rows.map { $0.b.workP99 / $0.b.workMedian }),
            field("undisturbedMaxOverMedian1k", rows.map(\.a.undisturbedMaxOverMedian)),
            field("undisturbedMaxOverMedian10k", rows.map(\.b.undisturbedMaxOverMedian)),
            field("undisturbedFrames1k", rows.map { Double($0.a.configuringUndisturbed.count) }),
            field("undisturbedFrames10k", rows.map { Double($0.b.configuringUndisturbed.count) }),
            "\"configuringFrames\": \(rows.first?.a.configuring.count ?? 0)",
        ].joined(separator: ", ") + "},\n"
}
json +=
    "  \"feedOverHandWritten\": {"
    + FeedImplementation.allCases.map { "\"\($0.rawValue)\": \(range(fourWays[$0] ?? []))" }.joined(separator: ", ")
    + ", \"declarative (adapter)\": \(range(adapterRatios))}\n}"
print(json)
