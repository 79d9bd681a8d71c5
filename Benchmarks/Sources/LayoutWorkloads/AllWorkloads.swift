import StrutExamples

/// Every layout workload, for the ordo-one suite (LayoutRatios pairs them itself).
public func allLayoutWorkloads() -> [Workload] {
    var all: [Workload] = []
    for n in scenarioSizes {
        all += WWDCScenarios.workloads(n)
        let churn = Churn.workloads(n)
        all += [churn.static, churn.churning]
    }
    let text = TextThroughput.workloads()
    all += [text.baseline, text.measure]
    all += LinkedInCells.sizes.map(LinkedInCells.workload)
    let feed = FeedCell.workloads()
    all += [feed.plain, feed.stacks]
    let item = FeedItem.workloads()
    all += [item.manual, item.declarative]
    all += [BatchFeed.workload(tasks: 1), BatchFeed.workload(tasks: 2)]
    all += NestedStacks.depths.map { NestedStacks.workload(depth: $0) }
    all += [StackViewToggle.workload(views: 500)]
    return all
}
