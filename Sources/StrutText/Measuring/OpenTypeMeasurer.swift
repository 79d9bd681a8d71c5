import Foundation

/// The default measurer: text shaped by ``Shaper`` with the font's face (and its
/// ``FontCascade`` for characters the face lacks), line metrics from `hhea`/`OS/2`.
///
/// It holds no state; every cache lives in the shared, immutable ``FontFace``.
public struct OpenTypeMeasurer: TextMeasuring, Hashable {
    /// The measurer (it has no settings: everything comes from the ``Font``).
    public init() {}

    /// The font's ascender, descender and leading.
    public func lineMetrics(for font: Font) -> LineMetrics {
        LineMetrics(ascender: font.ascender, descender: font.descender, leading: font.leading)
    }

    /// - Complexity: O(n) in the scalars of `text`.
    public func characterAdvances(of text: Substring, font: Font) -> [CGFloat] {
        font.characterAdvances(of: text)
    }

    /// - Complexity: O(n) in the scalars of `text`.
    public func width(of text: Substring, font: Font) -> CGFloat {
        font.width(of: text)
    }

    /// The paragraph advances ``ParagraphBreaker`` takes line widths from (see
    /// ``Font/lineBreakingAdvances(of:)``).
    func lineBreakingAdvances(of text: Substring, font: Font) -> (advances: ClusterAdvances, face: FontFace, setsEveryLine: Bool)? {
        font.lineBreakingAdvances(of: text)
    }
}
