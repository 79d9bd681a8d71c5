import Foundation
import StrutAutoLayout
import StrutExamples

/// The benchmark's name for the box feed cell (`StrutExamples`).
public typealias FeedCell = BoxFeedCell

extension BoxFeedCell {
    /// `cells` feed cells, each in its own 375 × 500 frame-placed root, in one window, laid out.
    public static func build(_ cells: Int, stackViews: Bool) -> Window {
        let window = makeWindow()
        for i in 0..<cells {
            let root = View(frame: CGRect(x: 0, y: 500 * CGFloat(i), width: 375, height: 500))
            window.addSubview(root)
            _ = stackViews ? withStackViews(in: root) : withConstraints(in: root)
        }
        window.layoutIfNeeded()
        return window
    }

    /// The pair (issue 5): plain constraints, then stack views, `cells` cells per run.
    public static func workloads(_ cells: Int = 10) -> (plain: Workload, stacks: Workload) {
        (
            .simple("feed cell, plain constraints (\(cells) cells)", units: cells, unitName: "cell") { build(cells, stackViews: false) },
            .simple("feed cell, stack views (\(cells) cells)", units: cells, unitName: "cell") { build(cells, stackViews: true) }
        )
    }
}
