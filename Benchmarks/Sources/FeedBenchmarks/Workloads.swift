import FeedCells
import Foundation
import StrutAutoLayout

/// N feed items of one implementation laid out in a window, stacked: each item is measured at
/// the width (its own fitting), framed, added, and the window runs one render-loop turn — the
/// work of LayoutKit's collection-view benchmark (sizes asked up front, then layout).
final class FeedColumn {
    let window: Window
    let views: [any FeedItemView]

    init(implementation: FeedImplementation, count: Int) {
        window = Window(size: CGSize(width: 375, height: 667))
        views = (0..<count).map { i in
            let v = implementation.makeView()
            v.configure(FeedItemData(index: i))
            return v
        }
    }

    /// Measures, frames and lays out every item at `width`; returns the seconds spent measuring
    /// and in the render-loop turn.
    @discardableResult
    func layOut(width: CGFloat) -> (measuring: Double, turn: Double) {
        let clock = ContinuousClock()
        let t0 = clock.now
        var y: CGFloat = 0
        for v in views {
            let h = v.fittingHeight(forWidth: width)
            v.frame = CGRect(x: 0, y: y, width: width, height: h)
            if v.superview == nil { window.addSubview(v) }
            y += h
        }
        window.size = CGSize(width: width, height: 667)
        let t1 = clock.now
        window.runRenderLoopTurn()
        let t2 = clock.now
        return (seconds(t1 - t0), seconds(t2 - t1))
    }
}

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}
