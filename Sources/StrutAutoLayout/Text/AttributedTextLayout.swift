import Foundation
import StrutText

/// Attributed text laid out for a width: lines of pieces, each piece one run's part of a line,
/// measured in its own font.
///
/// 1. Break opportunities come from the Unicode Line Breaking Algorithm over the whole string
///    (StrutText's `LineBreaker`), so a word may span runs; each segment between two opportunities is
///    measured run by run with the label's measurer.
/// 2. Lines fill greedily up to the width; spaces at a wrap hang past the edge; a segment
///    wider than a line stands alone on its line (it is not broken between characters);
///    line feeds end lines.
/// 3. Each line's ascent, descent and leading are the largest of its runs' fonts, so runs of
///    different sizes share one baseline (`top + ascent`) and the line is tall enough for all.
/// 4. Lines beyond `numberOfLines` (0 for any) are dropped and the last line kept is cut by the
///    label's `lineBreakMode` as plain text is: an ellipsis at its tail, head or middle (the
///    rest of its paragraph, by characters, each in its run's font), or the rest uncut for
///    clipping; the last allowed line is cut the same way when it is wider than the width.
/// 5. Each line is reordered for display by the Unicode Bidirectional Algorithm across its runs
///    (the paragraph direction from the text's first strong character, as plain text): pieces
///    come left to right as displayed.
public struct AttributedTextLayout: Sendable, Hashable {
    /// One run's part of a line.
    public struct Piece: Sendable, Hashable {
        /// The characters.
        public var text: String
        /// The font it is measured and drawn in.
        public var font: Font
        /// Its colour.
        public var color: Color
        /// The offset from the line's leading edge.
        public var x: CGFloat
        /// Its advance.
        public var width: CGFloat
        /// Whether it belongs to a right-to-left directional run (its characters are drawn
        /// right to left).
        public var isRightToLeft = false
    }

    /// A line.
    public struct Line: Sendable, Hashable {
        /// The pieces, left to right as displayed.
        public var pieces: [Piece]
        /// The line box (x from the alignment, y from the lines above).
        public var frame: CGRect
        /// The shared baseline, from the top of the layout.
        public var baseline: CGFloat
    }

    /// The lines, top to bottom.
    public let lines: [Line]
    /// The widest line and the stacked heights, rounded up to the pixel grid.
    public let size: CGSize
    /// Whether some text is not shown: lines dropped by `numberOfLines`, or the last allowed
    /// line cut.
    public let isTruncated: Bool
    /// The first line's baseline from the top (0 without lines).
    public var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }
    /// The last line's baseline from the top (0 without lines).
    public var lastBaseline: CGFloat { lines.last?.baseline ?? 0 }

    /// Lays out resolved runs.
    /// - Complexity: O(n) measurements in the characters of the text.
    init(
        runs: [(text: String, font: Font, color: Color)], width: CGFloat, numberOfLines: Int, alignment: TextAlignment,
        lineSpacing: CGFloat, scale: CGFloat, measurer: any TextMeasuring, lineBreakMode: LineBreakMode = .byTruncatingTail
    ) {
        let available = width.isNaN ? .greatestFiniteMagnitude : max(width, 0)
        let text = runs.map(\.text).joined()
        // Run boundaries as indices into `text`.
        var bounds: [(range: Range<String.Index>, font: Font, color: Color)] = []
        var start = text.startIndex
        for run in runs {
            let end = text.index(start, offsetBy: run.text.count)
            if start < end { bounds.append((start..<end, run.font, run.color)) }
            start = end
        }
        // Segments between break opportunities.
        var cuts = [text.startIndex]
        var mandatory: Set<String.Index> = []
        for b in LineBreaker.breaks(in: text) {
            cuts.append(b.index)
            if b.isMandatory { mandatory.insert(b.index) }
        }
        cuts.append(text.endIndex)

        func pieces(of range: Range<String.Index>) -> [Piece] {
            var result: [Piece] = []
            for run in bounds where run.range.overlaps(range) {
                let lower = max(run.range.lowerBound, range.lowerBound), upper = min(run.range.upperBound, range.upperBound)
                let piece = text[lower..<upper]
                result.append(
                    Piece(
                        text: String(piece), font: run.font, color: run.color, x: 0,
                        width: measurer.width(of: piece, font: run.font)))
            }
            return result
        }

        var lineRanges: [(range: Range<String.Index>, width: CGFloat)] = []
        var lineStart = text.startIndex
        var lineEnd = text.startIndex
        var lineWidth: CGFloat = 0  // without hanging spaces
        var lineFull: CGFloat = 0  // with them
        for i in 0..<(cuts.count - 1) where cuts[i] < cuts[i + 1] {
            let segment = cuts[i]..<cuts[i + 1]
            var visibleEnd = segment.upperBound
            while visibleEnd > segment.lowerBound, text[text.index(before: visibleEnd)].isWhitespace {
                visibleEnd = text.index(before: visibleEnd)
            }
            let full = pieces(of: segment).reduce(0) { $0 + $1.width }
            let visible = visibleEnd == segment.upperBound ? full : pieces(of: segment.lowerBound..<visibleEnd).reduce(0) { $0 + $1.width }
            if lineEnd > lineStart, lineFull + visible > available {
                lineRanges.append((lineStart..<lineEnd, lineWidth))
                lineStart = segment.lowerBound
                lineFull = 0
                lineWidth = 0
            }
            lineWidth = lineFull + visible
            lineFull += full
            lineEnd = segment.upperBound
            if mandatory.contains(segment.upperBound) {
                lineRanges.append((lineStart..<lineEnd, lineWidth))
                lineStart = lineEnd
                lineFull = 0
                lineWidth = 0
            }
        }
        if lineEnd > lineStart { lineRanges.append((lineStart..<lineEnd, lineWidth)) }

        let dropped = numberOfLines > 0 && lineRanges.count > numberOfLines
        if dropped { lineRanges.removeLast(lineRanges.count - numberOfLines) }
        // The last allowed line, cut when text is hidden after it or it is too wide.
        var cutLine: (segments: [Segment], width: CGFloat)?
        if numberOfLines > 0, lineRanges.count == numberOfLines, let last = lineRanges.last,
            dropped || last.width > available + Self.tolerance
        {
            var paragraphEnd = last.range.lowerBound
            while paragraphEnd < text.endIndex, !text[paragraphEnd].isNewline { paragraphEnd = text.index(after: paragraphEnd) }
            let hiddenAfter = paragraphEnd < text.endIndex && text.index(after: paragraphEnd) < text.endIndex
            var characters: [(character: Character, font: Font, color: Color)] = []
            for run in bounds where run.range.overlaps(last.range.lowerBound..<paragraphEnd) {
                let lower = max(run.range.lowerBound, last.range.lowerBound), upper = min(run.range.upperBound, paragraphEnd)
                characters += text[lower..<upper].map { ($0, run.font, run.color) }
            }
            cutLine = Self.truncatedLine(
                characters, hiddenAfter: hiddenAfter, available: available, mode: lineBreakMode, measurer: measurer)
            if let cut = cutLine { lineRanges[lineRanges.count - 1].width = cut.width }
        }
        let truncated = dropped || cutLine != nil
        let direction = WritingDirection(firstStrongIn: text)
        let contentWidth = lineRanges.reduce(0) { max($0, min($1.width, available)) }
        let alignmentWidth = available < .greatestFiniteMagnitude ? available : contentWidth
        var lines: [Line] = []
        var top: CGFloat = 0
        for (k, (range, width)) in lineRanges.enumerated() {
            let segments: [Segment]
            if k == lineRanges.count - 1, let cutLine {
                segments = cutLine.segments
            } else {
                // Line feeds are not drawn.
                var drawn = range.upperBound
                while drawn > range.lowerBound, text[text.index(before: drawn)].isNewline { drawn = text.index(before: drawn) }
                segments = pieces(of: range.lowerBound..<drawn).map { Segment(text: $0.text, font: $0.font, color: $0.color) }
            }
            let parts = Self.visualPieces(segments, direction: direction, measurer: measurer)
            let fonts = bounds.filter { $0.range.overlaps(range) }.map(\.font) + segments.map(\.font)
            let metrics = fonts.map { measurer.lineMetrics(for: $0) }
            let ascent = metrics.map(\.ascender).max() ?? 0
            let descent = metrics.map { -$0.descender }.max() ?? 0
            let leading = metrics.map(\.leading).max() ?? 0
            let height = ascent + descent + leading
            let offset: CGFloat
            switch alignment {
            case .center: offset = max((alignmentWidth - width) / 2, 0)
            case .right: offset = max(alignmentWidth - width, 0)
            default: offset = 0
            }
            lines.append(Line(pieces: parts, frame: CGRect(x: offset, y: top, width: width, height: height), baseline: top + ascent))
            top += height + lineSpacing
        }
        let contentHeight = lines.isEmpty ? 0 : top - lineSpacing
        let pixel = scale > 0 && scale.isFinite ? scale : 1
        self.lines = lines
        self.size =
            lines.isEmpty
            ? .zero
            : CGSize(
                width: min(contentWidth.roundedUp(toPixelsOf: pixel), available),
                height: contentHeight.roundedUp(toPixelsOf: pixel))
        self.isTruncated = truncated
    }
}
