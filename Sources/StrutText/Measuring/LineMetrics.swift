import Foundation

/// The vertical metrics of one line of text, in points (UIKit's `UIFont` values).
public struct LineMetrics: Sendable, Hashable {
    /// From the baseline up to the top of the line box (positive).
    public var ascender: CGFloat
    /// From the baseline down to the bottom of the glyphs (negative, as in `UIFont`).
    public var descender: CGFloat
    /// Extra space below the glyphs, before the next line.
    public var leading: CGFloat

    /// Metrics from their parts (descender negative, as in `UIFont`).
    public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
    }

    /// `ascender - descender + leading`, as `UIFont.lineHeight`.
    public var lineHeight: CGFloat { ascender - descender + leading }
}
