// Scrolls collection views frame by frame and prints per-frame figures as JSON (stdout) and a
// summary (stderr). Usage: CollectionScroll [--rounds 9] [--frames 300]
//
// 1. Flatness: a compositional grid (three fractional columns, 120-point rows, a label per cell
//    laid out by constraints) and a self-sizing flow layout of feed items (constraints), each at
//    1,000 and 10,000 items. Each run lays the view out, jumps to the middle of the content (two
//    untimed turns), then scrolls `frames` frames of 40 points, one render-loop turn each. Rounds
//    interleave the two sizes, alternating which goes first.
// 2. The feed item four ways in a self-sizing collection view (1,000 items, from the top), the
//    per-frame median of each against hand-written cells in the same round.
import Foundation
import StrutAutoLayout
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
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "grid", for: indexPath)
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
    var cellsConfigured: Int
    var median: Double { percentile(durations, 0.5) }
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let s = values.sorted()
    return s[min(s.count - 1, Int((Double(s.count - 1) * p).rounded()))]
}

func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }

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
    let clock = ContinuousClock()
    var durations: [Double] = [], configuring: [Double] = []
    let configuredBefore = view.statistics.cellsConfigured
    for _ in 0..<frames {
        let before = view.statistics.cellsConfigured
        view.contentOffset.y += 40
        let t0 = clock.now
        window.runRenderLoopTurn()
        let d = seconds(clock.now - t0)
        durations.append(d)
        if view.statistics.cellsConfigured > before { configuring.append(d) }
    }
    withExtendedLifetime(source) {}
    return Run(durations: durations, configuring: configuring, cellsConfigured: view.statistics.cellsConfigured - configuredBefore)
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

var rounds = 9, frames = 300
var arguments = CommandLine.arguments.dropFirst()
while let a = arguments.popFirst() {
    if a == "--rounds", let v = arguments.popFirst().flatMap(Int.init) { rounds = v }
    if a == "--frames", let v = arguments.popFirst().flatMap(Int.init) { frames = v }
}

func ms(_ s: Double) -> String { String(format: "%.3f", s * 1000) }
func log(_ s: String) { FileHandle.standardError.write(Data((s + "\n").utf8)) }

// 1. Flatness.
var flat: [String: [(median1k: Double, median10k: Double, spike1k: Double, spike10k: Double)]] = [:]
for round in 0..<rounds {
    for workload in ["grid", "flow"] {
        var r: [Int: Run] = [:]
        for n in (round % 2 == 0 ? [1000, 10000] : [10000, 1000]) {
            r[n] = workload == "grid" ? gridRun(n, frames: frames) : feedRun(n, .constraints, frames: frames, fromMiddle: true)
        }
        let a = r[1000]!, b = r[10000]!
        let spikeA = (a.configuring.max() ?? 0) / a.median, spikeB = (b.configuring.max() ?? 0) / b.median
        flat[workload, default: []].append((a.median, b.median, spikeA, spikeB))
        log("round \(round) \(workload): median 1k \(ms(a.median)) ms, 10k \(ms(b.median)) ms, ratio \(String(format: "%.3f", b.median / a.median)); max configuring frame / median: 1k \(String(format: "%.2f", spikeA)), 10k \(String(format: "%.2f", spikeB)); cells configured \(a.cellsConfigured)/\(b.cellsConfigured)")
    }
}

// 2. The feed item four ways.
var fourWays: [FeedImplementation: [Double]] = [:]
for round in 0..<rounds {
    var medians: [FeedImplementation: Double] = [:]
    let order = round % 2 == 0 ? FeedImplementation.allCases : FeedImplementation.allCases.reversed()
    for implementation in order {
        medians[implementation] = feedRun(1000, implementation, frames: frames, fromMiddle: false).median
    }
    let base = medians[.handWritten]!
    for implementation in FeedImplementation.allCases { fourWays[implementation, default: []].append(medians[implementation]! / base) }
    log("round \(round) feed: " + FeedImplementation.allCases.map { "\($0.rawValue) \(ms(medians[$0]!)) ms" }.joined(separator: ", "))
}

func range(_ v: [Double]) -> String { String(format: "[%.3f, %.3f]", v.min() ?? 0, v.max() ?? 0) }
var json = "{\n  \"rounds\": \(rounds), \"frames\": \(frames),\n"
for workload in ["grid", "flow"] {
    let rows = flat[workload] ?? []
    json += "  \"\(workload)\": {\"ratio10kOver1k\": \(range(rows.map { $0.median10k / $0.median1k })), \"median1kMs\": \(range(rows.map { $0.median1k * 1000 })), \"median10kMs\": \(range(rows.map { $0.median10k * 1000 })), \"maxConfiguringOverMedian1k\": \(range(rows.map(\.spike1k))), \"maxConfiguringOverMedian10k\": \(range(rows.map(\.spike10k)))},\n"
}
json += "  \"feedOverHandWritten\": {" + FeedImplementation.allCases.map { "\"\($0.rawValue)\": \(range(fourWays[$0] ?? []))" }.joined(separator: ", ") + "}\n}"
print(json)
