/// Pair kerning resolved from a font: GPOS pair adjustment lookups of the `kern` feature when the
/// font has them, else the legacy `kern` table (the same precedence HarfBuzz uses).
///
/// Only horizontal advance adjustments are kept (`XAdvance` of the first and second value
/// records); placement and device tables do not change a line's width.
struct PairKerning: Sendable {
    /// One PairPos subtable, in a form that answers a pair in O(1): exactly one of the two formats
    /// is set.
    ///
    /// A struct of two optionals, not an enum with two payloads: Swift keeps a multi-payload enum's
    /// case in spare bits of a payload pointer, which LeakSanitizer cannot follow, so faces cached
    /// for the life of the process were reported as leaked by the fuzzers (RELIABILITY.md).
    struct Subtable: Sendable {
        /// Format 1: explicit pairs. A miss lets the next subtable of the lookup try.
        var pairs: [UInt32: Int32]?
        /// Format 2: class-based. Any first glyph in its coverage is decided here (even by zero).
        var classes: ClassPairs?

        /// A format 1 subtable.
        static func pairs(_ pairs: [UInt32: Int32]) -> Subtable { Subtable(pairs: pairs, classes: nil) }
        /// A format 2 subtable.
        static func classes(_ classes: ClassPairs) -> Subtable { Subtable(pairs: nil, classes: classes) }
    }

    struct ClassPairs: Sendable {
        /// Per glyph: class in ClassDef1 + 1, or 0 when the glyph is not in the coverage.
        var firstClass: [UInt16]
        /// Per glyph: class in ClassDef2 (0 when unlisted).
        var secondClass: [UInt16]
        var secondClassCount: Int
        /// Sum of the two XAdvance values, row-major [class1][class2].
        var values: [Int32]
    }

    /// GPOS lookups of the `kern` feature, in lookup-list order; each is a list of subtables.
    var lookups: [[Subtable]] = []
    /// Legacy `kern` table pairs (used only when `lookups` is empty).
    var legacyPairs: [UInt32: Int32] = [:]
    /// Precomputed adjustments among the glyphs of common characters (see ``withCommonPairs(_:)``):
    /// per glyph its row in `commonMatrix`, or `UInt16.max`.
    private var commonIndex: [UInt16] = []
    private var commonCount = 0
    private var commonMatrix: [Int32] = []

    /// This kerning with every pair among `glyphs` precomputed into a flat matrix, so the
    /// common case costs two array reads instead of hash lookups.
    func withCommonPairs(_ glyphs: [UInt16], glyphCount: Int) -> PairKerning {
        guard !isEmpty else { return self }
        var result = self
        var index = [UInt16](repeating: .max, count: glyphCount)
        var members: [UInt16] = []
        for glyph in glyphs where Int(glyph) < glyphCount && index[Int(glyph)] == .max {
            index[Int(glyph)] = UInt16(members.count)
            members.append(glyph)
        }
        var matrix = [Int32](repeating: 0, count: members.count * members.count)
        for (i, left) in members.enumerated() {
            for (j, right) in members.enumerated() { matrix[i * members.count + j] = slowAdjustment(left, right) }
        }
        result.commonIndex = index
        result.commonCount = members.count
        result.commonMatrix = matrix
        return result
    }

    /// True when the font has any kerning at all.
    var isEmpty: Bool { lookups.isEmpty && legacyPairs.isEmpty }

    @inline(__always)
    static func key(_ left: UInt16, _ right: UInt16) -> UInt32 { UInt32(left) << 16 | UInt32(right) }

    /// The change to the advance of the pair `left right`, in font units.
    /// - Complexity: O(l · s) for l lookups of s subtables each (1 and 2 in common fonts).
    @inline(__always)
    func adjustment(_ left: UInt16, _ right: UInt16) -> Int32 {
        if Int(left) < commonIndex.count, Int(right) < commonIndex.count {
            let i = commonIndex[Int(left)]
            let j = commonIndex[Int(right)]
            if i != .max, j != .max { return commonMatrix[Int(i) * commonCount + Int(j)] }
        }
        return slowAdjustment(left, right)
    }

    func slowAdjustment(_ left: UInt16, _ right: UInt16) -> Int32 {
        if lookups.isEmpty {
            return legacyPairs.isEmpty ? 0 : legacyPairs[Self.key(left, right)] ?? 0
        }
        var total: Int32 = 0
        let key = Self.key(left, right)
        for lookup in lookups {
            subtables: for subtable in lookup {
                if let pairs = subtable.pairs {
                    if let value = pairs[key] {
                        total += value
                        break subtables
                    }
                } else if let table = subtable.classes {
                    let first = Int(left) < table.firstClass.count ? Int(table.firstClass[Int(left)]) : 0
                    guard first > 0 else { continue subtables }
                    let second = Int(right) < table.secondClass.count ? Int(table.secondClass[Int(right)]) : 0
                    guard second < table.secondClassCount else { continue subtables }
                    total += table.values[(first - 1) * table.secondClassCount + second]
                    break subtables
                }
            }
        }
        return total
    }
}
