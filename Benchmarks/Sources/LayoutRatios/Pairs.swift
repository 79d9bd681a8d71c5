import LayoutWorkloads
import StrutExamples

/// What a pair's figure is and the target it is held to.
enum Target {
    /// candidate / baseline must be at most `max`.
    case ratioAtMost(Double)
    /// baseline / candidate (a speed-up) must be at least `min`.
    case speedupAtLeast(Double)
    /// No target: the ratio is reported.
    case none

    var text: String {
        switch self {
        case let .ratioAtMost(x): "≤ \(format(x))×"
        case let .speedupAtLeast(x): "speed-up ≥ \(format(x))×"
        case .none: "—"
        }
    }
}

/// Two workloads timed interleaved in one process; the figure is candidate / baseline.
struct Pair {
    var issue: Int
    var title: String
    var baseline: Workload
    var candidate: Workload
    var target: Target
}

/// Every pair of the table, in order.
func allPairs() -> [Pair] {
    var pairs: [Pair] = []
    let scenarios = scenarioSizes.map { WWDCScenarios.workloads($0) }  // [size][scenario]
    let churn = scenarioSizes.map { Churn.workloads($0) }
    // Issue 3: linear growth, time(10 N) / time(N) ≤ 12, for each scenario.
    for s in scenarios[0].indices {
        for k in 1..<scenarioSizes.count {
            pairs.append(
                Pair(
                    issue: 3, title: "growth ×10: " + scenarios[k][s].name, baseline: scenarios[k - 1][s],
                    candidate: scenarios[k][s], target: .ratioAtMost(12)))
        }
    }
    for k in 1..<scenarioSizes.count {
        pairs.append(
            Pair(
                issue: 3, title: "growth ×10: " + churn[k].churning.name, baseline: churn[k - 1].churning,
                candidate: churn[k].churning, target: .ratioAtMost(12)))
    }
    // Issue 3: the churn ratio.
    for k in scenarioSizes.indices {
        pairs.append(
            Pair(
                issue: 3, title: "churn: deactivate-rebuild-activate / static, N=\(scenarioSizes[k])",
                baseline: churn[k].static, candidate: churn[k].churning, target: .ratioAtMost(1.2)))
    }
    // Issue 4: text throughput against summing cached advances; the LinkedIn cells' growth.
    let text = TextThroughput.workloads()
    pairs.append(
        Pair(
            issue: 4, title: "text: measurement / sum of cached advances", baseline: text.baseline,
            candidate: text.measure, target: .none))
    let linkedIn = LinkedInCells.sizes.map(LinkedInCells.workload)
    for k in 1..<linkedIn.count {
        pairs.append(
            Pair(
                issue: 4, title: "growth ×10: " + linkedIn[k].name, baseline: linkedIn[k - 1], candidate: linkedIn[k],
                target: .ratioAtMost(12)))
    }
    // Issue 5: stack views against plain constraints.
    let feed = FeedCell.workloads()
    pairs.append(
        Pair(
            issue: 5, title: "feed cell: stack views / plain constraints", baseline: feed.plain, candidate: feed.stacks,
            target: .ratioAtMost(1.3)))
    // Issue 6: declarative against hand-written; batch on 2 tasks against 1; nesting depth.
    let item = FeedItem.workloads()
    pairs.append(
        Pair(
            issue: 6, title: "feed item: declarative / hand-written frames", baseline: item.manual,
            candidate: item.declarative, target: .ratioAtMost(1.2)))
    pairs.append(
        Pair(
            issue: 6, title: "batch layout: 1 task / 2 tasks (speed-up)", baseline: BatchFeed.workload(tasks: 1),
            candidate: BatchFeed.workload(tasks: 2), target: .speedupAtLeast(1.7)))
    let depths = NestedStacks.depths.map { NestedStacks.workload(depth: $0) }
    for k in 1..<depths.count {
        let factor = Double(NestedStacks.depths[k]) / Double(NestedStacks.depths[k - 1])
        pairs.append(
            Pair(
                issue: 6, title: "growth ×\(format(factor)): " + depths[k].name, baseline: depths[k - 1],
                candidate: depths[k], target: .ratioAtMost(factor * 1.2)))
    }
    return pairs
}

func format(_ x: Double, digits: Int = 2) -> String {
    if x == x.rounded(), abs(x) < 1e9 { return String(Int(x)) }
    var s = String(format: "%.\(digits)f", x)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}
