import Foundation
import Strut

/// `strut scroll FILE`: scrolls each `type: scroll` view of a layout file from its smallest to its
/// largest in-range offset, one render-loop turn per frame, and reports what each frame showed.
struct FileScrollRun {
    /// One scroll view's run.
    struct Run {
        var id: String
        var contentSize: CGSize
        var frameSize: CGSize
        var adjustedInset: EdgeInsets
        var vertical: Bool
        var offsets: ClosedRange<CGFloat>
        /// Per frame: the offset, the ids of the scroll view's subviews on screen, the seconds taken.
        var frames: [(offset: CGFloat, visible: [String], seconds: Double)]
    }

    /// Scrolls every scroll view of a view layout file (in file order), `pointsPerFrame` a frame
    /// along its scrolling axis (vertical unless only the width overflows).
    static func run(_ file: LayoutFile, pointsPerFrame: CGFloat, log: @escaping (String) -> Void) throws(Diagnostic) -> [Run] {
        guard case let .views(layout) = file.content else {
            throw Diagnostic(.invalidDocument, "'scroll' scrolls the 'scroll' views of a view layout; this file has none", file: file.path)
        }
        let (window, scrollViews) = try ViewTreeBuilder.layOutForScrolling(layout, file: file, log: log)
        guard !scrollViews.isEmpty else {
            throw Diagnostic(.invalidDocument, "the file has no view of type 'scroll' to scroll", file: file.path)
        }
        let clock = ContinuousClock()
        var runs: [Run] = []
        for (id, scroll) in scrollViews {
            let low = scroll.minimumContentOffset, high = scroll.maximumContentOffset
            let vertical = high.y > low.y || high.x <= low.x
            let range = vertical ? low.y...high.y : low.x...high.x
            var run = Run(
                id: id, contentSize: scroll.contentSize, frameSize: scroll.frame.size, adjustedInset: scroll.adjustedContentInset,
                vertical: vertical, offsets: range, frames: [])
            var position = range.lowerBound
            while true {
                var offset = scroll.contentOffset
                if vertical { offset.y = position } else { offset.x = position }
                let start = clock.now
                scroll.contentOffset = offset
                window.runRenderLoopTurn()
                let elapsed = clock.now - start
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
                let visibleRect = scroll.visibleRect
                let visible = scroll.subviews.filter { !$0.isHidden && $0.frame.intersects(visibleRect) }.map { $0.identifier ?? "?" }
                run.frames.append((position, visible, seconds))
                if position >= range.upperBound { break }
                position = min(position + pointsPerFrame, range.upperBound)
            }
            runs.append(run)
        }
        return runs
    }

    /// The report: per scroll view its geometry, then per frame the offset and what was on screen,
    /// then the time per frame (this machine's, debug or release as built).
    static func report(_ runs: [Run]) -> String {
        let n = NumberText.string
        var lines: [String] = []
        for run in runs {
            let axis = run.vertical ? "y" : "x"
            lines.append(
                "scroll '\(run.id)': content \(n(Double(run.contentSize.width))) × \(n(Double(run.contentSize.height))), "
                    + "frame \(n(Double(run.frameSize.width))) × \(n(Double(run.frameSize.height))), adjusted inset \(run.adjustedInset), "
                    + "offsets \(axis) \(n(Double(run.offsets.lowerBound)))…\(n(Double(run.offsets.upperBound))), \(run.frames.count) frames"
            )
            for (index, frame) in run.frames.enumerated() {
                lines.append("  frame \(index): \(axis) = \(n(Double(frame.offset))), on screen: \(frame.visible.joined(separator: " "))")
            }
            let times = run.frames.map(\.seconds).sorted()
            if let last = times.last {
                let median = times[times.count / 2]
                lines.append("  time per frame: median \(n(median * 1000)) ms, max \(n(last * 1000)) ms")
            }
        }
        return lines.joined(separator: "\n")
    }
}
