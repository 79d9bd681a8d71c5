import Foundation

extension CGFloat {
    /// Tolerance for values that are on the pixel grid but for floating-point noise
    /// (e.g. `1/3 * 3`), so they do not round to the next pixel.
    private static let gridTolerance: CGFloat = 1e-9

    /// Rounded up to the pixel grid of `scale` (pixels per point), as UIKit sizes text
    /// (LayoutKit's `roundedUpToFractionalPoint`): 0 stays 0, a positive value below one pixel
    /// becomes one pixel, a negative value rounds towards zero.
    ///
    /// `0.3.roundedUp(toPixelsOf: 2) == 0.5`, `1.1.roundedUp(toPixelsOf: 3) == 4/3`.
    public func roundedUp(toPixelsOf scale: CGFloat) -> CGFloat {
        guard scale > 0, isFinite else { return self }
        if self == 0 { return 0 }
        if self < 0 { return -(-self).roundedDown(toPixelsOf: scale) }
        if self <= 1 / scale { return 1 / scale }
        return (self * scale - Self.gridTolerance).rounded(.up) / scale
    }

    /// Rounded down to the pixel grid of `scale`; a positive value below one pixel becomes 0, a
    /// negative value rounds towards zero.
    public func roundedDown(toPixelsOf scale: CGFloat) -> CGFloat {
        guard scale > 0, isFinite else { return self }
        if self < 0 { return -(-self).roundedUp(toPixelsOf: scale) }
        if self < 1 / scale { return 0 }
        return (self * scale + Self.gridTolerance).rounded(.down) / scale
    }

    /// The nearer of ``roundedUp(toPixelsOf:)`` and ``roundedDown(toPixelsOf:)`` (ties go up).
    public func rounded(toPixelsOf scale: CGFloat) -> CGFloat {
        let up = roundedUp(toPixelsOf: scale)
        let down = roundedDown(toPixelsOf: scale)
        return up - self <= self - down ? up : down
    }
}
