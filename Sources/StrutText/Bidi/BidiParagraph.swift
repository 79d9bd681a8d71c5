/// One paragraph resolved by the Unicode Bidirectional Algorithm (UAX #9, Unicode 15.0): its
/// embedding level and the level of each code point, from which lines are reordered for display.
///
/// Implements the paragraph level (P2, P3), explicit embeddings, overrides and isolates (X1–X10,
/// depth 125), weak types (W1–W7), paired brackets (N0), neutrals (N1, N2), implicit levels
/// (I1, I2), and per line the reset of trailing whitespace (L1) and reordering (L2).
///
/// ```swift
/// let paragraph = BidiParagraph(Array("abc אבג.".unicodeScalars))
/// paragraph.visualOrder(of: 0..<8)   // [0, 1, 2, 3, 6, 5, 4, 7]
/// ```
public struct BidiParagraph: Sendable, Hashable {
    /// The paragraph embedding level: 0 left to right, 1 right to left.
    public let level: UInt8
    /// The resolved level of each code point before line-dependent rule L1. Code points removed
    /// by rule X9 (embedding controls, boundary neutrals) take the level of the one before.
    public let levels: [UInt8]
    /// Which code points rule X9 removed (they are not displayed).
    public let isRemoved: [Bool]
    /// The original classes, kept for rule L1.
    let classes: [BidiClass]

    /// Resolves `scalars` as one paragraph.
    /// - Parameters:
    ///   - scalars: the paragraph's code points, in logical order.
    ///   - direction: the paragraph direction, or `nil` to take it from the first strong
    ///     character (P2, P3; left to right when there is none).
    /// - Complexity: O(n) (O(n · 63) at worst for brackets).
    public init(_ scalars: [Unicode.Scalar], direction: WritingDirection? = nil) {
        let classes = scalars.map(BidiClass.init)
        let brackets = scalars.map { BidiBrackets.pair(of: $0.value).map { (value: $0, opens: $1) } }
        let canonical = scalars.map { $0.value == 0x2329 ? 0x3008 : $0.value == 0x232A ? 0x3009 : $0.value }
        self.init(classes: classes, brackets: brackets, values: canonical, direction: direction)
    }

    /// Resolves a paragraph given by classes alone (as BidiTest.txt states its cases): no brackets.
    public init(classes: [BidiClass], direction: WritingDirection? = nil) {
        self.init(
            classes: classes, brackets: Array(repeating: nil, count: classes.count), values: Array(repeating: 0, count: classes.count),
            direction: direction)
    }

    init(classes: [BidiClass], brackets: [(value: UInt32, opens: Bool)?], values: [UInt32], direction: WritingDirection?) {
        var resolver = BidiResolver(classes: classes, brackets: brackets, values: values)
        let level: UInt8
        switch direction {
        case .leftToRight?: level = 0
        case .rightToLeft?: level = 1
        case nil: level = resolver.firstStrongLevel(from: 0, to: classes.count) ?? 0
        }
        resolver.resolve(paragraphLevel: level)
        self.level = level
        self.classes = classes
        self.isRemoved = classes.map(\.isRemovedByX9)
        var levels = resolver.levels
        var previous = level
        for i in levels.indices {
            if isRemoved[i] { levels[i] = previous } else { previous = levels[i] }
        }
        self.levels = levels
    }

    /// The levels of the code points in `line` after rule L1: segment and paragraph
    /// separators, and whitespace and isolate controls before them or at the line's end, go
    /// back to the paragraph level.
    public func lineLevels(of line: Range<Int>) -> [UInt8] {
        var result = Array(levels[line])
        var trailing = true
        for i in line.reversed() {
            let c = classes[i]
            if c == .S || c == .B {
                result[i - line.lowerBound] = level
                trailing = true
            } else if trailing && (c == .WS || c.isIsolateInitiator || c == .PDI || isRemoved[i]) {
                result[i - line.lowerBound] = level
            } else {
                trailing = false
            }
        }
        return result
    }

    /// The code points of `line` (indices into the paragraph) in display order, left to right,
    /// without those rule X9 removed (rule L2).
    /// - Complexity: O(n · levels).
    public func visualOrder(of line: Range<Int>) -> [Int] {
        let lineLevels = lineLevels(of: line)
        var order: [Int] = []
        var orderLevels: [UInt8] = []
        for i in line where !isRemoved[i] {
            order.append(i)
            orderLevels.append(lineLevels[i - line.lowerBound])
        }
        guard let highest = orderLevels.max() else { return [] }
        let lowestOdd = (orderLevels.min() ?? 0) | 1
        guard highest >= lowestOdd else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                if orderLevels[i] >= level {
                    var end = i
                    while end < order.count, orderLevels[end] >= level { end += 1 }
                    order[i..<end].reverse()
                    orderLevels[i..<end].reverse()
                    i = end
                } else {
                    i += 1
                }
            }
            level -= 1
        }
        return order
    }

    /// The runs of `line` in display order, left to right: ranges of code points (indices into
    /// the paragraph) at one level, each right to left when its level is odd.
    public func visualRuns(of line: Range<Int>) -> [(range: Range<Int>, level: UInt8)] {
        let lineLevels = lineLevels(of: line)
        var runs: [(range: Range<Int>, level: UInt8)] = []
        var start = line.lowerBound
        for i in line where i > line.lowerBound && lineLevels[i - line.lowerBound] != lineLevels[i - 1 - line.lowerBound] {
            runs.append((start..<i, lineLevels[start - line.lowerBound]))
            start = i
        }
        if start < line.upperBound { runs.append((start..<line.upperBound, lineLevels[start - line.lowerBound])) }
        guard let highest = runs.map(\.level).max() else { return [] }
        let lowestOdd = (runs.map(\.level).min() ?? 0) | 1
        var level = highest
        while level >= lowestOdd && level > 0 {
            var i = 0
            while i < runs.count {
                if runs[i].level >= level {
                    var end = i
                    while end < runs.count, runs[end].level >= level { end += 1 }
                    runs[i..<end].reverse()
                    i = end
                } else {
                    i += 1
                }
            }
            level -= 1
        }
        return runs
    }

    public static func == (a: BidiParagraph, b: BidiParagraph) -> Bool {
        a.level == b.level && a.levels == b.levels && a.classes == b.classes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(level)
        hasher.combine(levels)
    }
}
