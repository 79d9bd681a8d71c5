import Foundation
import StrutText

extension AttributedTextLayout {
    /// A stretch of a line in one font and colour, in logical (reading) order.
    struct Segment: Hashable {
        var text: String
        var font: Font
        var color: Color
    }

    /// The ellipsis that stands for hidden text.
    static let ellipsis = "\u{2026}"

    /// Tolerance for comparing summed advances with the width.
    static let tolerance: CGFloat = 1e-6

    /// The last allowed line when text is cut after it (lines dropped by `numberOfLines`, or
    /// the line wider than `available`), as the plain text's last line is cut: the rest of its
    /// paragraph with an ellipsis at the tail, head or middle by `mode`; for
    /// ``LineBreakMode/byClipping`` the rest of the paragraph, uncut (the label clips it); `nil`
    /// for the wrapping modes (the wrapped line stays).
    ///
    /// Characters are kept by their summed advances (each in its run's font), spaces next to
    /// the ellipsis dropped; the ellipsis takes the font and colour of the first character it
    /// hides (the last one for head truncation). The result is then measured as drawn, piece
    /// by piece, and one more character goes while it is wider than `available`.
    /// - Complexity: O(n) measurements in the characters of the paragraph.
    static func truncatedLine(
        _ characters: [(character: Character, font: Font, color: Color)], hiddenAfter: Bool, available: CGFloat,
        mode: LineBreakMode, measurer: any TextMeasuring
    ) -> (segments: [Segment], width: CGFloat)? {
        guard mode == .byClipping || mode.truncates, !characters.isEmpty else { return nil }
        let count = characters.count
        func segments(_ range: Range<Int>) -> [Segment] {
            var result: [Segment] = []
            for c in characters[range] {
                if let last = result.last, last.font == c.font, last.color == c.color {
                    result[result.count - 1].text.append(c.character)
                } else {
                    result.append(Segment(text: String(c.character), font: c.font, color: c.color))
                }
            }
            return result
        }
        func width(_ parts: [Segment]) -> CGFloat {
            parts.reduce(0) { $0 + measurer.width(of: Substring($1.text), font: $1.font) }
        }
        if mode == .byClipping {
            let all = segments(0..<count)
            return (all, width(all))
        }
        let advances = characters.map { measurer.width(of: Substring(String($0.character)), font: $0.font) }
        let isSpace = characters.map { $0.character.isWhitespace }
        var prefix = [CGFloat](repeating: 0, count: count + 1)
        for i in 0..<count { prefix[i + 1] = prefix[i] + advances[i] }
        // The character whose attributes the ellipsis takes (clamped to the paragraph).
        func mark(_ index: Int) -> (character: Character, font: Font, color: Color) { characters[min(max(index, 0), count - 1)] }
        func ellipsisWidth(hiding index: Int) -> CGFloat { measurer.width(of: Substring(ellipsis), font: mark(index).font) }
        func fits(_ w: CGFloat) -> Bool { w <= available + tolerance }

        // head: characters [0, head) kept; tail: [tail, count) kept.
        var head = count, tail = count
        switch mode {
        case .byTruncatingHead where !hiddenAfter:
            head = 0
            tail = count
            for t in stride(from: count, through: 0, by: -1) where t == count || !isSpace[t] {
                if t < count, !fits(prefix[count] - prefix[t] + ellipsisWidth(hiding: max(t - 1, 0))) { break }
                tail = t
            }
            while tail < count, isSpace[tail] { tail += 1 }
        case .byTruncatingMiddle where !hiddenAfter:
            (head, tail) = (0, count)
            var headBlocked = false, tailBlocked = false
            // Grow both ends alternately from the narrower one while the ellipsis still fits.
            while head < tail - 1, !(headBlocked && tailBlocked) {
                let headWidth = prefix[head], tailWidth = prefix[count] - prefix[tail]
                if !headBlocked && (tailBlocked || headWidth <= tailWidth) {
                    if fits(headWidth + advances[head] + tailWidth + ellipsisWidth(hiding: head + 1)) {
                        head += 1
                    } else {
                        headBlocked = true
                    }
                } else {
                    if fits(headWidth + tailWidth + advances[tail - 1] + ellipsisWidth(hiding: head)) {
                        tail -= 1
                    } else {
                        tailBlocked = true
                    }
                }
            }
            while head > 0, isSpace[head - 1] { head -= 1 }
            while tail < count, isSpace[tail] { tail += 1 }
        default:
            // Tail truncation (and any mode when later paragraphs are hidden: mark the end).
            tail = count
            head = 0
            for k in 0...count where k == 0 || !isSpace[k - 1] {
                if k > 0, !fits(prefix[k] + ellipsisWidth(hiding: k)) { break }
                head = k
            }
        }
        func composed() -> [Segment] {
            let hidden = mark(mode == .byTruncatingHead && !hiddenAfter ? tail - 1 : head)
            // The ellipsis joins a neighbour with its attributes (one run, kerned as a whole).
            var result: [Segment] = []
            for segment in segments(0..<head) + [Segment(text: ellipsis, font: hidden.font, color: hidden.color)]
                + segments(tail..<count)
            {
                if let last = result.last, last.font == segment.font, last.color == segment.color {
                    result[result.count - 1].text += segment.text
                } else {
                    result.append(segment)
                }
            }
            return result
        }
        var result = composed()
        var resultWidth = width(result)
        while !fits(resultWidth), head > 0 || tail < count {
            // Drop from the side that keeps more, the head on a tie.
            let headWidth = head > 0 ? prefix[head] : -1
            let tailWidth = tail < count ? prefix[count] - prefix[tail] : -1
            if headWidth >= tailWidth {
                head -= 1
                while head > 0, isSpace[head - 1] { head -= 1 }
            } else {
                tail += 1
                while tail < count, isSpace[tail] { tail += 1 }
            }
            result = composed()
            resultWidth = width(result)
        }
        return (result, resultWidth)
    }
}
