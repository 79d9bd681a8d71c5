import Foundation
import StrutAutoLayout

/// N feed items of one implementation laid out in a window, stacked: each item is measured at
/// the width (its own fitting), framed, added, and the window runs one render-loop turn — the
/// work of LayoutKit's collection-view benchmark (sizes asked up front, then layout). The feed
/// benchmark and `strut bench` time it.
public final class FeedColumn {
    /// The window the items are laid out in (375 × 667).
    public let window: Window
    /// The items, top to bottom.
    public let views: [any FeedItemView]

    /// Whether the items' heights come from the window's engine (no per-item fitting).
    public let inEngine: Bool
    private var widthConstraints: [LayoutConstraint] = []

    /// Makes `count` items (item `i` configured with ``FeedItemData/init(index:)``), not yet laid out.
    public init(implementation: FeedImplementation, count: Int, inEngine: Bool = false) {
        self.inEngine = inEngine
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
    public func layOut(width: CGFloat) -> (measuring: Double, turn: Double) {
        let clock = ContinuousClock()
        let t0 = clock.now
        if inEngine {
            // Auto Layout without fitting: the items are a chain in the window's engine, each
            // pinned to the left, `width` wide, below the previous one; the engine solves their
            // heights in the same pass that places their subviews.
            if widthConstraints.isEmpty {
                var constraints: [LayoutConstraint] = []
                var previous: View?
                for v in views {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    window.addSubview(v)
                    let w = v.widthAnchor.constraint(equalToConstant: width)
                    widthConstraints.append(w)
                    constraints += [
                        v.leadingAnchor.constraint(equalTo: window.leadingAnchor), w,
                        previous.map { v.topAnchor.constraint(equalTo: $0.bottomAnchor) }
                            ?? v.topAnchor.constraint(equalTo: window.topAnchor),
                    ]
                    previous = v
                }
                LayoutConstraint.activate(constraints)
            } else {
                for w in widthConstraints { w.constant = width }
            }
            window.size = CGSize(width: width, height: 667)
            let t1 = clock.now
            window.runRenderLoopTurn()
            return (seconds(t1 - t0), seconds(clock.now - t1))
        }
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

/// A duration in seconds.
public func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}
