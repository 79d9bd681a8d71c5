import Foundation

/// The line filling behind ``TextLayout``: greedy, over grapheme clusters, with UAX #14 break
/// opportunities, then the last line's truncation.
///
/// Not generic over its measurer: labels hand over `any TextMeasuring`, and a generic breaker run
/// on an opened existential is unspecialized code that looks up its own and its lines' type
/// metadata in the runtime's locked cache on every use (about 100 look-ups per feed item).
struct ParagraphBreaker {
    struct Line {
        var text: String
        var range: Range<String.Index>
        var width: CGFloat
        var spaces: Int
        var endsParagraph: Bool
        var isTruncated: Bool
        /// The characters of the paragraph `text` stands for, when the line's width came from the
        /// paragraph's shaping (so do its characters' advances: ``lineAdvances(_:)``); `nil` when
        /// the line was measured.
        var paragraphCharacters: Range<Int>? = nil
    }

    static var ellipsis: String { "\u{2026}" }

    let text: String
    let style: TextStyle
    let width: CGFloat
    let measurer: any TextMeasuring
    /// Start index of each character, then `text.endIndex`.
    private(set) var indices: [String.Index] = []
    private(set) var advances: [CGFloat] = []
    /// Whether a line may end after each character (for ASCII text, filled only when a line
    /// has to be broken: ``findBreakOpportunities()``).
    private(set) var breakAfter: [Bool] = []
    private(set) var isNewline: [Bool] = []
    private(set) var isSpace: [Bool] = []
    /// The paragraph's cluster advances in font units and where a line may start without
    /// shaping it again, when ``OpenTypeMeasurer`` sets it with one face; `nil` otherwise.
    private var shaped: ClusterAdvances?
    /// The script the paragraph was shaped as (a line guessing another shapes again).
    private var shapedScript = ShapingScript.common
    /// The face that set the paragraph (the font's, or the cascade's face of its one run), and
    /// points per font unit of that face.
    private var shapedFace: FontFace?
    private var shapedScale: CGFloat = 0
    /// Whether every line is set by `shapedFace` (no cascade, or ASCII text).
    private var everyLineSetByShapedFace = false

    /// Room for rounding noise when comparing summed advances with the width.
    private let tolerance: CGFloat = 1e-6

    init(text: String, style: TextStyle, width: CGFloat, measurer: any TextMeasuring) {
        self.text = text
        self.style = style
        self.width = width
        self.measurer = measurer
    }

    private var count: Int { indices.count - 1 }

    /// The per-character arrays and advances. For ASCII text the break opportunities
    /// (``breakAfter``) wait for ``findBreakOpportunities()``: a paragraph that fits on one line
    /// never needs them.
    private mutating func prepare() {
        if !prepareASCII() { prepareCharacters(LineBreaker.opportunities(in: text.unicodeScalars)) }
        if let openType = measurer as? OpenTypeMeasurer,
            let (shaped, face, setsEveryLine) = openType.lineBreakingAdvances(of: text[...], font: style.font),
            shaped.units.count == count
        {
            // The same values `characterAdvances` gives, from the same shaping and scale.
            let scale = style.font.size / CGFloat(face.unitsPerEm)
            advances = shaped.units.map { CGFloat($0) * scale }
            if !shaped.lineStartKerning.isEmpty {
                self.shaped = shaped
                shapedScript = ShapingScript(firstIn: text.unicodeScalars)
                shapedFace = face
                shapedScale = scale
                everyLineSetByShapedFace = setsEveryLine
            }
            return
        }
        advances = measurer.characterAdvances(of: text[...], font: style.font)
        if advances.count != count {
            // A measurer that broke its contract: measure the characters one by one instead.
            advances = (0..<count).map { measurer.width(of: text[indices[$0]..<indices[$0 + 1]], font: style.font) }
        }
    }

    /// The per-character arrays but ``breakAfter`` for text that is all ASCII with no CR LF: one
    /// character per byte, no grapheme breaking. `false` (nothing done) for any other text.
    private mutating func prepareASCII() -> Bool {
        let utf8 = text.utf8
        let done = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var previous: UInt8 = 0
            for byte in bytes {
                if byte >= 0x80 || (previous == 0x0D && byte == 0x0A) { return false }
                previous = byte
            }
            indices.reserveCapacity(bytes.count + 1)
            var index = utf8.startIndex
            for _ in 0..<bytes.count {
                indices.append(index)
                index = utf8.index(after: index)
            }
            indices.append(text.endIndex)
            isNewline = bytes.map { $0 >= 0x0A && $0 <= 0x0D }
            isSpace = bytes.map { $0 == 0x20 || $0 == 0x09 }
            return true
        }
        return done ?? false
    }

    /// Fills ``breakAfter`` when ``prepare()`` left it for later (ASCII text): one entry per
    /// character, as for any other text.
    private mutating func findBreakOpportunities() {
        guard breakAfter.count != count else { return }
        breakAfter = LineBreaker.opportunities(in: text.unicodeScalars).map { $0 != .prohibited }
    }

    /// Whether the whole paragraph is one line at ``width``: no line terminator, and no
    /// character but a space goes past the width (the test ``lineEnd(from:charWrap:)`` makes from
    /// the first character). Such a paragraph is laid out without its break opportunities.
    private func fitsOnOneLine() -> Bool {
        var used: CGFloat = 0
        for i in 0..<count {
            if isNewline[i] { return false }
            let next = used + advances[i]
            if !isSpace[i], next > width + tolerance, i > 0 { return false }
            used = next
        }
        return true
    }

    private mutating func prepareCharacters(_ opportunities: [LineBreaker.Opportunity]) {
        var scalar = 0
        var index = text.startIndex
        indices.reserveCapacity(text.utf8.count / 2 + 1)
        for character in text {
            indices.append(index)
            index = text.index(after: index)
            scalar += character.unicodeScalars.count
            breakAfter.append(opportunities[scalar - 1] != .prohibited)
            isNewline.append(character.isNewline)
            if let ascii = character.asciiValue {
                isSpace.append(ascii == 0x20 || ascii == 0x09)
            } else {
                isSpace.append(!character.isNewline && character.unicodeScalars.allSatisfy(\.properties.isWhitespace))
            }
        }
        indices.append(text.endIndex)
    }

    mutating func run() -> (lines: [Line], isTruncated: Bool) {
        guard !text.isEmpty else { return ([], false) }
        prepare()
        // One line ending the paragraph: what the loop below makes, without break opportunities.
        if fitsOnOneLine() { return ([line(from: 0, to: count, hard: true)], false) }
        findBreakOpportunities()
        let limit = style.numberOfLines
        let charWrap = style.lineBreakMode == .byCharWrapping
        var lines: [Line] = []
        var start = 0
        while start < count {
            let (end, hard) = lineEnd(from: start, charWrap: charWrap)
            if limit > 0, lines.count == limit - 1, end < count {
                lines.append(lastLine(from: start, wrappedEnd: end, hard: hard))
                return (lines, true)
            }
            lines.append(line(from: start, to: end, hard: hard))
            start = end
        }
        return (lines, false)
    }

    /// The width of the widest run of characters between two break opportunities, without the
    /// spaces that would hang (CSS min-content).
    mutating func minimumContentWidth() -> CGFloat {
        guard !text.isEmpty else { return 0 }
        prepare()
        findBreakOpportunities()
        var widest: CGFloat = 0
        var start = 0
        for i in 0..<count where breakAfter[i] || i == count - 1 {
            var end = i + 1
            while end > start, isNewline[end - 1] || isSpace[end - 1] { end -= 1 }
            if end > start { widest = max(widest, lineWidth(start, end)) }
            start = i + 1
        }
        return widest
    }

    /// Where the line starting at `start` ends (exclusive), and whether it ends its paragraph.
    private func lineEnd(from start: Int, charWrap: Bool) -> (end: Int, hard: Bool) {
        // The first character's advance counts its kerning with the previous line's last one;
        // on a line of its own it has none.
        var used: CGFloat = 0
        if start > 0, start < count, !isNewline[start] {
            used = lineWidth(start, start + 1) - advances[start]
        }
        var lastBreak = -1
        var i = start
        while i < count {
            if isNewline[i] { return (i + 1, true) }
            let next = used + advances[i]
            if !isSpace[i], next > width + tolerance, i > start {
                if !charWrap, lastBreak > start { return (lastBreak, false) }
                return (i, false)
            }
            used = next
            if breakAfter[i] { lastBreak = i + 1 }
            i += 1
        }
        return (count, true)
    }

    /// The drawn content of [start, end): without a line terminator, and without the spaces
    /// left hanging at a soft wrap.
    private func contentEnd(from start: Int, to end: Int, hard: Bool) -> Int {
        var last = end
        if last > start, isNewline[last - 1] { last -= 1 }
        if !hard { while last > start, isSpace[last - 1] { last -= 1 } }
        return last
    }

    private func spaceCount(_ from: Int, _ to: Int) -> Int {
        var spaces = 0
        for i in from..<to where isSpace[i] { spaces += 1 }
        return spaces
    }

    private func substring(_ from: Int, _ to: Int) -> Substring { text[indices[from]..<indices[to]] }

    /// The width of characters [from, to) set as one line: from the paragraph's advances when
    /// the shaping allows a break at both ends (the first character less the kerning it held
    /// with the one before) and the line is set by the paragraph's face and script, else
    /// measured. The sum runs in the order `Font.width(of:)` adds, so both give the same value
    /// to the bit.
    private func lineWidth(_ from: Int, _ to: Int) -> CGFloat {
        measureLine(from, to).width
    }

    /// ``lineWidth(_:_:)``, and whether it came from the paragraph's shaping.
    private func measureLine(_ from: Int, _ to: Int) -> (width: CGFloat, fromParagraph: Bool) {
        if let shaped, isTakenFromParagraph(from, to) {
            let scale = shapedScale
            var total = CGFloat(from == 0 ? shaped.units[0] : shaped.units[from] - shaped.lineStartKerning[from]) * scale
            for k in (from + 1)..<to { total += CGFloat(shaped.units[k]) * scale }
            return (total, true)
        }
        return (measurer.width(of: substring(from, to), font: style.font), false)
    }

    /// Whether the line [from, to) sets its characters as the paragraph did, but for the first
    /// character's kerning with the one before: both ends are safe boundaries, and the line is
    /// set by the paragraph's face and script.
    private func isTakenFromParagraph(_ from: Int, _ to: Int) -> Bool {
        guard let shaped, from < to, shaped.isSafeBoundary(from), shaped.isSafeBoundary(to) else { return false }
        return ShapingScript(firstIn: text.unicodeScalars[indices[from]..<indices[to]]) == shapedScript
            && isSetByShapedFace(from, to)
    }

    /// The advance of each character of `characters` set as one line (what the measurer's
    /// `characterAdvances` gives for the line's text), from the paragraph's shaping; for a
    /// line's ``Line/paragraphCharacters``.
    func lineAdvances(_ characters: Range<Int>) -> [CGFloat] {
        guard let shaped, !characters.isEmpty else { return [] }
        var result = Array(advances[characters])
        let from = characters.lowerBound
        if from > 0 { result[0] = CGFloat(shaped.units[from] - shaped.lineStartKerning[from]) * shapedScale }
        return result
    }

    /// Whether the line [from, to) is set by the face that set the paragraph: always with no
    /// cascade (or ASCII text: the font's face sets both); else an ASCII line is set by the
    /// font's face, and any other line by the face its first character starts a run of (the
    /// characters after it then choose faces as they did in the paragraph, which was one run).
    private func isSetByShapedFace(_ from: Int, _ to: Int) -> Bool {
        if everyLineSetByShapedFace { return true }
        if Font.isASCII(substring(from, to)) { return shapedFace === style.font.face }
        return from == 0 || style.font.startFace(of: text[indices[from]]) === shapedFace
    }

    private func line(from start: Int, to end: Int, hard: Bool) -> Line {
        var last = contentEnd(from: start, to: end, hard: hard)
        var (width, fromParagraph) = measureLine(start, last)
        if hard, last > start, isSpace[last - 1], width > self.width + tolerance {
            fromParagraph = false
            // Spaces before a line terminator are kept only as far as they fit: past the edge
            // they hang, as at a wrap, and are not part of the drawn text, so the line's width
            // is always the width of its text.
            var trimmed = last
            while trimmed > start, isSpace[trimmed - 1] { trimmed -= 1 }
            var kept = trimmed
            var keptWidth = lineWidth(start, trimmed)
            while kept < last {
                // Each advance holds the kerning with the one before, so the sum is the width.
                let wider = keptWidth + advances[kept]
                if wider > self.width + tolerance { break }
                kept += 1
                keptWidth = wider
            }
            last = kept
            width = keptWidth
        }
        return Line(
            text: String(substring(start, last)), range: indices[start]..<indices[end],
            width: width,
            spaces: spaceCount(start, last), endsParagraph: hard, isTruncated: false,
            paragraphCharacters: fromParagraph ? start..<last : nil)
    }

    /// The last allowed line when text is left over after it.
    private func lastLine(from start: Int, wrappedEnd: Int, hard: Bool) -> Line {
        let mode = style.lineBreakMode
        guard mode == .byClipping || mode.truncates else {
            var result = line(from: start, to: wrappedEnd, hard: hard)
            result.isTruncated = false
            return result
        }
        // The rest of this paragraph, and whether more text follows it.
        var paragraphEnd = start
        while paragraphEnd < count, !isNewline[paragraphEnd] { paragraphEnd += 1 }
        let hiddenAfter = paragraphEnd < count && paragraphEnd + 1 < count
        let range = indices[start]..<indices[count]
        let rest = substring(start, paragraphEnd)
        let restWidth = measurer.width(of: rest, font: style.font)
        if mode == .byClipping {
            return Line(text: String(rest), range: range, width: restWidth, spaces: 0, endsParagraph: true, isTruncated: false)
        }
        let ellipsisWidth = measurer.width(of: Self.ellipsis, font: style.font)
        let available = width - ellipsisWidth
        // The kept text is chosen by summed advances, then measured as drawn: the kerning across
        // the ellipsis (and with a removed neighbour, which the sum still holds) can make it
        // wider, and then one more character goes until it fits.
        var head = start
        var tail = paragraphEnd
        if restWidth <= width + tolerance, hiddenAfter {
            // The paragraph fits but later paragraphs are hidden: mark the end.
            head = prefixEnd(from: start, to: paragraphEnd, fitting: available)
        } else if restWidth <= width + tolerance {
            return line(from: start, to: count, hard: true)
        } else {
            switch mode {
            case .byTruncatingHead:
                tail = suffixStart(from: start, to: paragraphEnd, fitting: available)
            case .byTruncatingMiddle:
                (head, tail) = middleSplit(from: start, to: paragraphEnd, fitting: available)
            default:
                head = prefixEnd(from: start, to: paragraphEnd, fitting: available)
            }
        }
        var composed = String(substring(start, head)) + Self.ellipsis + String(substring(tail, paragraphEnd))
        var composedWidth = measurer.width(of: Substring(composed), font: style.font)
        while composedWidth > width + tolerance, head > start || tail < paragraphEnd {
            // Drop from the side that keeps more, the head on a tie for middle truncation.
            let headWidth = head > start ? measurer.width(of: substring(start, head), font: style.font) : -1
            let tailWidth = tail < paragraphEnd ? measurer.width(of: substring(tail, paragraphEnd), font: style.font) : -1
            if headWidth >= tailWidth {
                head -= 1
                while head > start, isSpace[head - 1] { head -= 1 }
            } else {
                tail += 1
                while tail < paragraphEnd, isSpace[tail] { tail += 1 }
            }
            composed = String(substring(start, head)) + Self.ellipsis + String(substring(tail, paragraphEnd))
            composedWidth = measurer.width(of: Substring(composed), font: style.font)
        }
        return Line(text: composed, range: range, width: composedWidth, spaces: 0, endsParagraph: true, isTruncated: true)
    }

    /// The end of the longest prefix of [start, end) whose width, without trailing spaces,
    /// fits `room`.
    private func prefixEnd(from start: Int, to end: Int, fitting room: CGFloat) -> Int {
        var used: CGFloat = 0
        var keep = start
        var i = start
        while i < end {
            used += advances[i]
            if !isSpace[i] {
                if used > room + tolerance { break }
                keep = i + 1
            }
            i += 1
        }
        return keep
    }

    /// The start of the longest suffix of [start, end) whose width, without leading spaces,
    /// fits `room`.
    private func suffixStart(from start: Int, to end: Int, fitting room: CGFloat) -> Int {
        var used: CGFloat = 0
        var from = end
        var i = end - 1
        while i >= start {
            used += advances[i]
            if !isSpace[i] {
                if used > room + tolerance { break }
                from = i
            }
            i -= 1
        }
        return from
    }

    /// The longest head [start, head) and tail [tail, end) fitting `room` together, grown
    /// alternately from the narrower side so both ends keep about half.
    private func middleSplit(from start: Int, to end: Int, fitting room: CGFloat) -> (Int, Int) {
        var head = start
        var tail = end
        var headWidth: CGFloat = 0
        var tailWidth: CGFloat = 0
        var headBlocked = false
        var tailBlocked = false
        while head < tail, !(headBlocked && tailBlocked) {
            let growHead = !headBlocked && (tailBlocked || headWidth <= tailWidth)
            if growHead {
                if headWidth + tailWidth + advances[head] <= room + tolerance {
                    headWidth += advances[head]
                    head += 1
                } else {
                    headBlocked = true
                }
            } else {
                if headWidth + tailWidth + advances[tail - 1] <= room + tolerance {
                    tailWidth += advances[tail - 1]
                    tail -= 1
                } else {
                    tailBlocked = true
                }
            }
        }
        // Spaces next to the ellipsis are not drawn.
        while head > start, isSpace[head - 1] { head -= 1 }
        while tail < end, isSpace[tail] { tail += 1 }
        return (head, tail)
    }
}
