import Foundation

/// Measures text: the one question paragraph layout asks of fonts.
///
/// The package's default is ``OpenTypeMeasurer`` (pure Swift, reads the font files). A host can
/// plug in its own: CoreText on Apple platforms, or ``MonospacedCellMeasurer`` for a terminal.
/// Implementations must be thread-safe values: layouts run on any thread.
///
/// Everything else (line breaking, truncation, baselines, pixel rounding) is done once, on top
/// of these three answers, by ``TextLayout``.
public protocol TextMeasuring: Sendable {
    /// The vertical metrics of a line set in `font`.
    func lineMetrics(for font: Font) -> LineMetrics

    /// The advance of each extended grapheme cluster (`Character`) of `text`, in points, with
    /// the kerning between two clusters counted in the second. The result has one element per
    /// `Character` and sums to ``width(of:font:)``.
    func characterAdvances(of text: Substring, font: Font) -> [CGFloat]

    /// The advance of `text` set as one line, in points.
    func width(of text: Substring, font: Font) -> CGFloat
}

extension TextMeasuring {
    /// The advance of `text` set as one line, in points.
    public func width(of text: String, font: Font) -> CGFloat { width(of: Substring(text), font: font) }

    /// Lays `text` out in `style` for a width (UIKit's `sizeThatFits` / `boundingRect`).
    /// - Parameters:
    ///   - text: the text, paragraphs separated by line feeds.
    ///   - style: the font, number of lines, line break mode and line height.
    ///   - width: the width available; `.greatestFiniteMagnitude` (the default) for one line per
    ///     paragraph.
    ///   - scale: pixels per point; the size is rounded up to this pixel grid.
    /// - Complexity: O(n) in the characters of `text`.
    public func layout(_ text: String, style: TextStyle, width: CGFloat = .greatestFiniteMagnitude, scale: CGFloat = 1) -> TextLayout {
        TextLayout(text: text, style: style, width: width, scale: scale, measurer: self)
    }

    /// The size `text` needs in `style` within `width`, rounded up to the pixel grid of `scale`.
    public func size(of text: String, style: TextStyle, width: CGFloat = .greatestFiniteMagnitude, scale: CGFloat = 1) -> CGSize {
        layout(text, style: style, width: width, scale: scale).size
    }

    /// The narrowest width `text` can take without breaking inside a word: its widest run
    /// between two line break opportunities, hanging spaces left out (CSS `min-content`).
    /// Not rounded to the pixel grid.
    /// - Complexity: O(n).
    public func minimumContentWidth(of text: String, font: Font) -> CGFloat {
        var breaker = ParagraphBreaker(
            text: text, style: TextStyle(font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping),
            width: .greatestFiniteMagnitude, measurer: self)
        return breaker.minimumContentWidth()
    }

    /// The width of `text`'s widest paragraph set on one line (CSS `max-content`). Not rounded.
    /// - Complexity: O(n).
    public func maximumContentWidth(of text: String, font: Font) -> CGFloat {
        let style = TextStyle(font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        return TextLayout(text: text, style: style, measurer: self).lines.reduce(0) { max($0, $1.frame.width) }
    }
}
