extension PairKerning {
    /// Reads the pair adjustment lookups (type 2, directly or through type 9 extensions) that the
    /// `GPOS` table's `kern` features use, in lookup-list order.
    static func glyphPositioningLookups(
        _ reader: FontDataReader, table: TableDirectory.Record, glyphCount: Int
    ) throws(FontParsingError) -> [[Subtable]] {
        let r = reader.reading("GPOS")
        let base = table.offset
        let featureList = try r.offset16(at: base + 6, from: base)
        let lookupList = try r.offset16(at: base + 8, from: base)

        // Every lookup any `kern` feature refers to, once, in ascending index order.
        var indices: Set<Int> = []
        let featureCount = Int(try r.uint16(at: featureList))
        for i in 0..<featureCount {
            let record = featureList + 2 + 6 * i
            guard try r.tag(at: record) == "kern" else { continue }
            let feature = try r.offset16(at: record + 4, from: featureList)
            let count = Int(try r.uint16(at: feature + 2))
            for k in 0..<count { indices.insert(Int(try r.uint16(at: feature + 4 + 2 * k))) }
        }

        let lookupCount = Int(try r.uint16(at: lookupList))
        var lookups: [[Subtable]] = []
        // Subtables parsed so far, by offset: lookups and subtable lists may name one subtable many
        // times (a few kilobytes of offsets could otherwise parse it thousands of times, each with
        // glyph-count-sized arrays); a repeat shares the first parse's storage.
        var parsed: [Int: Subtable] = [:]
        for index in indices.sorted() {
            guard index < lookupCount else {
                throw .invalidValue(table: "GPOS", offset: featureList, reason: "kern feature names lookup \(index) of \(lookupCount)")
            }
            let lookup = try r.offset16(at: lookupList + 2 + 2 * index, from: lookupList)
            let type = try r.uint16(at: lookup)
            let subtableCount = Int(try r.uint16(at: lookup + 4))
            var subtables: [Subtable] = []
            for s in 0..<subtableCount {
                var subtable = try r.offset16(at: lookup + 6 + 2 * s, from: lookup)
                var subtableType = type
                if type == 9 {
                    subtableType = try r.uint16(at: subtable + 2)
                    subtable = try r.offset32(at: subtable + 4, from: subtable)
                }
                guard subtableType == 2 else { continue }
                if let known = parsed[subtable] {
                    subtables.append(known)
                    continue
                }
                let made = try pairSubtable(r, at: subtable, glyphCount: glyphCount)
                parsed[subtable] = made
                subtables.append(made)
            }
            if !subtables.isEmpty { lookups.append(subtables) }
        }
        return lookups
    }

    /// Bytes in a value record of `format`, and where its XAdvance sits (nil when absent).
    private static func valueLayout(_ format: UInt16) -> (size: Int, xAdvance: Int?) {
        let size = 2 * (format & 0xFF).nonzeroBitCount
        guard format & 0x4 != 0 else { return (size, nil) }
        return (size, 2 * (format & 0x3).nonzeroBitCount)
    }

    private static func pairSubtable(
        _ r: FontDataReader, at base: Int, glyphCount: Int
    ) throws(FontParsingError) -> Subtable {
        let format = try r.uint16(at: base)
        let coverage = try r.offset16(at: base + 2, from: base)
        let first = valueLayout(try r.uint16(at: base + 4))
        let second = valueLayout(try r.uint16(at: base + 6))
        let covered = try coverageGlyphs(r, at: coverage)

        func advance(_ record: Int) throws(FontParsingError) -> Int32 {
            var total: Int32 = 0
            if let at = first.xAdvance { total += Int32(try r.int16(at: record + at)) }
            if let at = second.xAdvance { total += Int32(try r.int16(at: record + first.size + at)) }
            return total
        }

        switch format {
        case 1:
            let setCount = Int(try r.uint16(at: base + 8))
            guard setCount == covered.count else {
                throw .invalidValue(table: "GPOS", offset: base + 8, reason: "\(setCount) pair sets for \(covered.count) covered glyphs")
            }
            var pairs: [UInt32: Int32] = [:]
            let recordSize = 2 + first.size + second.size
            for (i, left) in covered.enumerated() {
                let set = try r.offset16(at: base + 10 + 2 * i, from: base)
                let count = Int(try r.uint16(at: set))
                try r.require(set + 2, count * recordSize)
                for k in 0..<count {
                    let record = set + 2 + k * recordSize
                    let right = try r.uint16(at: record)
                    let key = key(left, right)
                    if pairs[key] == nil { pairs[key] = try advance(record + 2) }
                }
            }
            return .pairs(pairs)
        case 2:
            let classDef1 = try r.offset16(at: base + 8, from: base)
            let classDef2 = try r.offset16(at: base + 10, from: base)
            let class1Count = Int(try r.uint16(at: base + 12))
            let class2Count = Int(try r.uint16(at: base + 14))
            let recordSize = first.size + second.size
            try r.require(base + 16, class1Count * class2Count * recordSize)
            var values = [Int32](repeating: 0, count: class1Count * class2Count)
            for c1 in 0..<class1Count {
                for c2 in 0..<class2Count {
                    values[c1 * class2Count + c2] = try advance(base + 16 + (c1 * class2Count + c2) * recordSize)
                }
            }
            let classes1 = try classDefinition(r, at: classDef1, glyphCount: glyphCount)
            var firstClass = [UInt16](repeating: 0, count: glyphCount)
            for glyph in covered where Int(glyph) < glyphCount {
                let c = classes1[Int(glyph)]
                // A class outside the matrix cannot kern; leave the glyph uncovered for it.
                if Int(c) < class1Count { firstClass[Int(glyph)] = c + 1 }
            }
            return .classes(
                ClassPairs(
                    firstClass: firstClass,
                    secondClass: try classDefinition(r, at: classDef2, glyphCount: glyphCount),
                    secondClassCount: class2Count,
                    values: values))
        default:
            throw .unsupportedFormat(table: "GPOS", offset: base, format: Int(format))
        }
    }

    /// The glyphs of a Coverage table, in coverage-index order.
    static func coverageGlyphs(_ r: FontDataReader, at base: Int) throws(FontParsingError) -> [UInt16] {
        let format = try r.uint16(at: base)
        let count = Int(try r.uint16(at: base + 2))
        switch format {
        case 1:
            try r.require(base + 4, 2 * count)
            var glyphs: [UInt16] = []
            glyphs.reserveCapacity(count)
            for i in 0..<count { glyphs.append(try r.uint16(at: base + 4 + 2 * i)) }
            return glyphs
        case 2:
            try r.require(base + 4, 6 * count)
            var glyphs: [UInt16] = []
            var previousEnd = -1
            for i in 0..<count {
                let row = base + 4 + 6 * i
                let start = try r.uint16(at: row)
                let end = try r.uint16(at: row + 2)
                guard start <= end, Int(start) > previousEnd else {
                    throw .invalidValue(
                        table: "GPOS", offset: row, reason: "coverage range \(start)...\(end) is reversed or out of order")
                }
                previousEnd = Int(end)
                glyphs.append(contentsOf: start...end)
            }
            return glyphs
        default:
            throw .unsupportedFormat(table: "GPOS", offset: base, format: Int(format))
        }
    }

    /// A ClassDef table expanded to one class per glyph (0 for unlisted glyphs).
    static func classDefinition(_ r: FontDataReader, at base: Int, glyphCount: Int) throws(FontParsingError) -> [UInt16] {
        var classes = [UInt16](repeating: 0, count: glyphCount)
        let format = try r.uint16(at: base)
        switch format {
        case 1:
            let start = Int(try r.uint16(at: base + 2))
            let count = Int(try r.uint16(at: base + 4))
            try r.require(base + 6, 2 * count)
            for i in 0..<count where start + i < glyphCount {
                classes[start + i] = try r.uint16(at: base + 6 + 2 * i)
            }
        case 2:
            let count = Int(try r.uint16(at: base + 2))
            try r.require(base + 4, 6 * count)
            var previousEnd = -1
            for i in 0..<count {
                let row = base + 4 + 6 * i
                let start = Int(try r.uint16(at: row))
                let end = Int(try r.uint16(at: row + 2))
                let value = try r.uint16(at: row + 4)
                guard start <= end, start > previousEnd else {
                    throw .invalidValue(
                        table: "GPOS", offset: row, reason: "class range \(start)...\(end) is reversed or out of order")
                }
                previousEnd = end
                guard start < glyphCount else { continue }
                for glyph in start...min(end, glyphCount - 1) { classes[glyph] = value }
            }
        default:
            throw .unsupportedFormat(table: "GPOS", offset: base, format: Int(format))
        }
        return classes
    }
}
