import Foundation

/// An affine transform of the plane: UIKit's `CGAffineTransform`, the matrix
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// mapping a point (x, y) to (a·x + c·y + tx, b·x + d·y + ty).
public struct ViewTransform: Sendable, Hashable, CustomStringConvertible {
    /// The matrix entries.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// A transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = ViewTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation by `angle` radians (positive turns from +x towards +y: clockwise on screen,
    /// as UIKit).
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// Whether every entry is finite.
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }

    /// This transform followed by `other` (UIKit's `concatenating(_:)`: `self` first).
    public func concatenating(_ other: ViewTransform) -> ViewTransform {
        ViewTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// `self` scaled after (UIKit's `scaledBy(x:y:)`: the scale applies first).
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> ViewTransform { ViewTransform(scaleX: sx, y: sy).concatenating(self) }

    /// `self` translated (UIKit's `translatedBy(x:y:)`: the translation applies first).
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> ViewTransform {
        ViewTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// `self` rotated (UIKit's `rotated(by:)`: the rotation applies first).
    public func rotated(by angle: CGFloat) -> ViewTransform { ViewTransform(rotationAngle: angle).concatenating(self) }

    /// The image of a point.
    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest rectangle holding the image of `rect` (UIKit's `CGRect.applying(_:)`).
    public func boundingBox(of rect: CGRect) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(apply(to:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// `[a, b, c, d, tx, ty]`.
    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
