import Foundation

/// How a view fits its content into its bounds (UIKit's `UIView.ContentMode`); used by
/// ``ImageView`` to place its image.
public enum ContentMode: Int, Sendable, Hashable, CaseIterable {
    /// Stretch to fill the bounds, ignoring the aspect ratio.
    case scaleToFill
    /// Scale to fit inside the bounds, keeping the aspect ratio (may leave bands).
    case scaleAspectFit
    /// Scale to cover the bounds, keeping the aspect ratio (may overflow them).
    case scaleAspectFill
    /// Like ``scaleToFill``, redrawn when the bounds change.
    case redraw
    /// Natural size, centered.
    case center
    /// Natural size, centered horizontally at the top.
    case top
    /// Natural size, centered horizontally at the bottom.
    case bottom
    /// Natural size, centered vertically at the left.
    case left
    /// Natural size, centered vertically at the right.
    case right
    /// Natural size in the top-left corner.
    case topLeft
    /// Natural size in the top-right corner.
    case topRight
    /// Natural size in the bottom-left corner.
    case bottomLeft
    /// Natural size in the bottom-right corner.
    case bottomRight

    /// Where content of `size` goes in `bounds`.
    public func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let sx = bounds.width / size.width
            let sy = bounds.height / size.height
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s
            let h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let x: CGFloat
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            let y: CGFloat
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
