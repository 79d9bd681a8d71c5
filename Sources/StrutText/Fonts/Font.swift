import Foundation

/// A face at a size: what a label is measured with (UIKit's `UIFont`).
///
/// `Font` is a small value (a shared, immutable ``FontFace`` and a point size), `Sendable` and
/// cheap to copy. Its metrics follow `UIFont`: ``ascender`` is positive, ``descender`` negative,
/// and ``lineHeight`` is `ascender - descender + leading`.
///
/// ```swift
/// let font = Font.systemFont(ofSize: 17)
/// let width = font.width(of: "Hello")   // kerned advance in points
/// ```
public struct Font: Sendable, Hashable, CustomStringConvertible {
    /// The parsed font file this font measures with.
    public let face: FontFace
    /// The size in points (the em square).
    public let size: CGFloat

    /// The faces characters that ``face`` lacks are taken from.
    public let cascade: FontCascade

    /// A font of `face` at `size` points (negative sizes are treated as 0), falling back to
    /// `cascade` (the bundled Arabic and Hebrew faces by default).
    public init(face: FontFace, size: CGFloat, cascade: FontCascade = .bundled) {
        self.face = face
        self.size = max(size, 0)
        self.cascade = cascade
    }

    /// The same font with another fallback cascade.
    public func withCascade(_ cascade: FontCascade) -> Font { Font(face: face, size: size, cascade: cascade) }

    /// The family name, e.g. "Inter".
    public var family: String { face.familyName }
    /// The face's weight class.
    public var weight: Weight { face.weight }

    /// Points per font unit.
    @inline(__always)
    var scale: CGFloat { size / CGFloat(face.unitsPerEm) }

    /// Distance from the baseline to the top of the line's ink box, in points (positive).
    public var ascender: CGFloat { CGFloat(face.ascender) * scale }
    /// Distance from the baseline to the bottom of the line box, in points (negative).
    public var descender: CGFloat { CGFloat(face.descender) * scale }
    /// Extra space between lines the font asks for, in points.
    public var leading: CGFloat { CGFloat(face.lineGap) * scale }
    /// The natural height of one line: `ascender - descender + leading`.
    public var lineHeight: CGFloat { ascender - descender + leading }
    /// Height of flat capital letters above the baseline, in points.
    public var capHeight: CGFloat { CGFloat(face.capHeight) * scale }
    /// Height of lower-case x above the baseline, in points.
    public var xHeight: CGFloat { CGFloat(face.xHeight) * scale }

    /// The same face at another size.
    public func withSize(_ size: CGFloat) -> Font { Font(face: face, size: size, cascade: cascade) }

    /// The same face (identity) at the same size.
    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.face === rhs.face && lhs.size == rhs.size && lhs.cascade == rhs.cascade
    }

    /// Hashes the face identity and the size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(face))
        hasher.combine(size)
        hasher.combine(cascade)
    }

    /// "Family Style 17.0pt".
    public var description: String { "\(family) \(face.styleName) \(size)pt" }
}
