import Foundation

/// Text laid out for a width: its lines, its size on the pixel grid and its baselines.
///
/// This is what `UILabel` computes for `intrinsicContentSize`, `sizeThatFits(_:)` and drawing:
/// 1. break opportunities from the Unicode Line Breaking Algorithm (``LineBreaker``), never
///    inside a grapheme cluster;
/// 2. greedy filling of lines up to the width, spaces hanging past the edge at a wrap, a word
///    wider than the line broken between characters;
/// 3. ``TextStyle/numberOfLines`` and the last line's ``LineBreakMode`` (clip, or an ellipsis at
///    the head, middle or tail);
/// 4. lines stacked by the line height (the font's, or ``TextStyle/lineHeight``) plus
///    ``TextStyle/lineSpacing``; the size rounded up to the pixel grid of `scale`.
///
/// A layout is an immutable value: make it on any thread, keep it, compare it.
public struct TextLayout: Sendable, Hashable {
    /// The text that was laid out.
    public let text: String
    /// The style it was laid out in.
    public let style: TextStyle
    /// The width it was laid out for (`.greatestFiniteMagnitude` when unconstrained).
    public let width: CGFloat
    /// The pixels per point the size was rounded to.
    public let scale: CGFloat
    /// The lines, top to bottom.
    public let lines: [TextLine]
    /// The size the text needs: the widest line and the stacked line heights, each rounded up
    /// to the pixel grid, and never wider than ``width``. `.zero` for empty text.
    public let size: CGSize
    /// The first line's baseline, measured from the top (0 when there are no lines).
    public let firstBaseline: CGFloat
    /// The last line's baseline, measured from the top (0 when there are no lines).
    public let lastBaseline: CGFloat
    /// Whether some text is not shown (cut by ``TextStyle/numberOfLines``).
    public let isTruncated: Bool

    /// The last baseline's distance above the bottom of ``size`` (what `lastBaselineAnchor`
    /// is pinned to).
    public var lastBaselineFromBottom: CGFloat { size.height - lastBaseline }

    /// Lays out `text`.
    /// - Parameters:
    ///   - text: the text, paragraphs separated by line feeds.
    ///   - style: the font, number of lines, line break mode and line height.
    ///   - width: the available width; `.greatestFiniteMagnitude` (default) for no wrapping.
    ///   - scale: pixels per point for rounding ``size`` (1, 2 or 3 on iOS).
    ///   - measurer: where advances and line metrics come from.
    /// - Complexity: O(n) in the characters of `text`.
    public init(
        text: String, style: TextStyle, width: CGFloat = .greatestFiniteMagnitude, scale: CGFloat = 1,
        measurer: some TextMeasuring = OpenTypeMeasurer()
    ) {
        self.text = text
        self.style = style
        self.width = width.isNaN ? .greatestFiniteMagnitude : max(width, 0)
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        var breaker = ParagraphBreaker(text: text, style: style, width: self.width, measurer: measurer)
        let result = breaker.run()
        let metrics = measurer.lineMetrics(for: style.font)
        let lineHeight = style.lineHeight ?? metrics.lineHeight
        let baselineInLine = lineHeight + metrics.descender - metrics.leading
        let count = result.lines.count
        let available = self.width
        let contentWidth = result.lines.reduce(0) { max($0, min($1.width, available)) }
        let contentHeight = count == 0 ? 0 : CGFloat(count) * lineHeight + CGFloat(count - 1) * style.lineSpacing
        size =
            count == 0
            ? .zero
            : CGSize(
                width: min(contentWidth.roundedUp(toPixelsOf: self.scale), self.width),
                height: contentHeight.roundedUp(toPixelsOf: self.scale))
        let alignmentWidth = self.width < .greatestFiniteMagnitude ? self.width : size.width
        let paragraphDirection = WritingDirection(firstStrongIn: text)
        let rightToLeft = style.alignment == .natural && paragraphDirection == .rightToLeft
        var lines: [TextLine] = []
        lines.reserveCapacity(count)
        for (i, line) in result.lines.enumerated() {
            let top = CGFloat(i) * (lineHeight + style.lineSpacing)
            var x: CGFloat = 0
            var lineWidth = line.width
            var extra: CGFloat = 0
            switch style.alignment {
            case .natural: x = rightToLeft ? alignmentWidth - line.width : 0
            case .left: x = 0
            case .center: x = (alignmentWidth - line.width) / 2
            case .right: x = alignmentWidth - line.width
            case .justified:
                if !line.endsParagraph, !line.isTruncated, line.spaces > 0, alignmentWidth > line.width {
                    extra = (alignmentWidth - line.width) / CGFloat(line.spaces)
                    lineWidth = alignmentWidth
                }
            }
            var textLine = TextLine(
                text: line.text, range: line.range,
                frame: CGRect(x: max(x, 0), y: top, width: lineWidth, height: lineHeight),
                baseline: top + baselineInLine, isTruncated: line.isTruncated,
                isClipped: line.width > self.width, extraSpaceWidth: extra)
            if Self.isOneLeftToRightRun(line.text, direction: paragraphDirection) {
                textLine.runs = [
                    TextLine.Run(range: line.text.startIndex..<line.text.endIndex, isRightToLeft: false, x: 0, width: line.width)
                ]
            } else {
                // A line set as the paragraph set it takes its advances from there, unmeasured.
                textLine.runs = Self.visualRuns(
                    of: line.text, width: line.width, direction: paragraphDirection, font: style.font, measurer: measurer,
                    knownAdvances: line.paragraphCharacters.map { breaker.lineAdvances($0) })
            }
            lines.append(textLine)
        }
        self.lines = lines
        firstBaseline = lines.first?.baseline ?? 0
        lastBaseline = lines.last?.baseline ?? 0
        isTruncated = result.isTruncated
    }

    /// Whether a line's text in a paragraph of `direction` is one left-to-right run without
    /// resolving its levels: a left-to-right paragraph with no scalar of a right-to-left block.
    static func isOneLeftToRightRun(_ text: String, direction: WritingDirection) -> Bool {
        !text.isEmpty && direction == .leftToRight && text.unicodeScalars.allSatisfy({ $0.value < 0x590 })
    }

    /// The directional runs of a line's text in display order (UAX #9), each measured;
    /// `knownAdvances`, when given, are the advances of the line's characters as the measurer
    /// gives them (from the paragraph's shaping), and the line is not measured again.
    static func visualRuns(
        of text: String, width: CGFloat, direction: WritingDirection, font: Font, measurer: some TextMeasuring,
        knownAdvances: [CGFloat]? = nil
    ) -> [TextLine.Run] {
        guard !text.isEmpty else { return [] }
        if isOneLeftToRightRun(text, direction: direction) {
            return [TextLine.Run(range: text.startIndex..<text.endIndex, isRightToLeft: false, x: 0, width: width)]
        }
        let scalars = text.unicodeScalars
        var indices = Array(scalars.indices)
        indices.append(scalars.endIndex)
        let paragraph = BidiParagraph(Array(scalars), direction: direction)
        // Each run's width is the sum of its characters' advances in the whole line, as the
        // line was measured: measured alone, a run could shape differently (digits between
        // Arabic words take the Arabic face in the line, the primary face alone), and the runs
        // would no longer add up to the line.
        let advances = knownAdvances ?? measurer.characterAdvances(of: Substring(text), font: font)
        let starts = Array(text.indices)
        func advance(of range: Range<String.Index>) -> CGFloat {
            guard advances.count == starts.count else { return measurer.width(of: text[range], font: font) }
            var total: CGFloat = 0
            for (k, start) in starts.enumerated() where range.contains(start) { total += advances[k] }
            return total
        }
        var runs: [TextLine.Run] = []
        var x: CGFloat = 0
        for (range, level) in paragraph.visualRuns(of: 0..<(indices.count - 1)) {
            // Runs meet on character boundaries (marks take their base's level).
            let lower = indices[range.lowerBound].samePosition(in: text) ?? indices[range.lowerBound]
            let upper = indices[range.upperBound].samePosition(in: text) ?? indices[range.upperBound]
            guard lower < upper else { continue }
            let runWidth = advance(of: lower..<upper)
            runs.append(TextLine.Run(range: lower..<upper, isRightToLeft: level % 2 == 1, x: x, width: runWidth))
            x += runWidth
        }
        return runs
    }
}
