import Foundation
import StrutAutoLayout

extension RenderScene {
    /// Where a view shows in the window: its bounds in window coordinates, mapped through its
    /// own transform and every ancestor's, each about that view's center (UIKit's anchor point
    /// 0.5, 0.5), as the display list draws it; the bounding box of the four corners. Equal to
    /// the untransformed rectangle when no view on the way has a transform.
    /// - Complexity: O(depth).
    static func drawnFrameInWindow(of view: View, in window: View) -> CGRect {
        let rect = view.convert(view.bounds, to: window)
        var corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
        var transformed = false
        var current: View? = view
        while let v = current {
            let t = v.transform
            if !t.isIdentity {
                transformed = true
                let own = v.convert(v.bounds, to: window)
                let center = CGPoint(x: own.midX, y: own.midY)
                corners = corners.map { p in
                    let q = t.apply(to: CGPoint(x: p.x - center.x, y: p.y - center.y))
                    return CGPoint(x: q.x + center.x, y: q.y + center.y)
                }
            }
            if v === window { break }
            current = v.superview
        }
        guard transformed else { return rect }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? rect.minX, minY = ys.min() ?? rect.minY
        return CGRect(x: minX, y: minY, width: (xs.max() ?? minX) - minX, height: (ys.max() ?? minY) - minY)
    }
}
