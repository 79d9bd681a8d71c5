/// The `cmap` table resolved to lookups: code point to glyph index.
///
/// Built once per face from the best Unicode subtable (format 12 for all planes, else format 4
/// for the Basic Multilingual Plane). The BMP is expanded into a flat array so a lookup is one
/// index; supplementary planes are searched in the format 12 groups.
struct CharacterMap: Sendable {
    /// Glyph index for each BMP code point (0 = `.notdef`).
    private let basic: [UInt16]
    /// Format 12 groups beyond the BMP, sorted by start: (first code point, last, first glyph).
    private let supplementary: [(first: UInt32, last: UInt32, glyph: UInt32)]
    /// Format 14 variation sequences (empty when the font has none or they are malformed).
    let variations: VariationSequences

    /// The glyph for `scalar`, or 0 (`.notdef`) when the font has none.
    /// - Complexity: O(1) in the BMP, O(log g) beyond it for g format 12 groups.
    @inline(__always)
    func glyph(for scalar: Unicode.Scalar) -> UInt16 {
        let value = scalar.value
        if value < 0x10000 { return basic[Int(value)] }
        var low = 0
        var high = supplementary.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let group = supplementary[mid]
            if value < group.first {
                high = mid - 1
            } else if value > group.last {
                low = mid + 1
            } else {
                let (id, overflow) = group.glyph.addingReportingOverflow(value - group.first)
                return overflow ? 0 : UInt16(truncatingIfNeeded: id)
            }
        }
        return 0
    }

    /// The glyph for `base` followed by the variation selector `selector` when the font names
    /// that sequence (HarfBuzz's `get_variation_glyph`), else `nil`.
    func glyph(for base: Unicode.Scalar, selector: Unicode.Scalar) -> UInt16? {
        guard let found = variations.lookup(base, selector) else { return nil }
        if let glyph = found { return glyph }
        let glyph = self.glyph(for: base)
        return glyph == 0 ? nil : glyph
    }

    init(_ reader: FontDataReader, table: TableDirectory.Record, glyphCount: Int) throws(FontParsingError) {
        let reader = reader.reading("cmap")
        let base = table.offset
        let count = Int(try reader.uint16(at: base + 2))
        // Rank the Unicode subtables: full-repertoire format 12 first, then BMP format 4.
        var best: (rank: Int, offset: Int)?
        var variationsAt: Int?
        for i in 0..<count {
            let at = base + 4 + 8 * i
            let platform = try reader.uint16(at: at)
            let encoding = try reader.uint16(at: at + 2)
            let offset = try reader.offset32(at: at + 4, from: base)
            let format = try reader.uint16(at: offset)
            if platform == 0 && encoding == 5 && format == 14 { variationsAt = offset }
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode else { continue }
            let rank: Int
            switch format {
            case 12: rank = 2
            case 4: rank = 1
            default: continue
            }
            if best == nil || rank > best!.rank { best = (rank, offset) }
        }
        guard let chosen = best else {
            throw .unsupportedFormat(table: "cmap", offset: base, format: -1)
        }
        var basic = [UInt16](repeating: 0, count: 0x10000)
        var supplementary: [(first: UInt32, last: UInt32, glyph: UInt32)] = []
        let limit = UInt32(glyphCount)
        if chosen.rank == 2 {
            let at = chosen.offset
            let groups = Int(try reader.uint32(at: at + 12))
            try reader.require(at + 16, groups * 12)
            var previousLast: Int64 = -1
            for g in 0..<groups {
                let row = at + 16 + 12 * g
                let first = try reader.uint32(at: row)
                let last = try reader.uint32(at: row + 4)
                let glyph = try reader.uint32(at: row + 8)
                guard first <= last, last <= 0x10FFFF, Int64(first) > previousLast else {
                    throw .invalidValue(
                        table: "cmap", offset: row,
                        reason: "group \(g) has range \(first)...\(last), reversed, beyond U+10FFFF or not after the previous group")
                }
                previousLast = Int64(last)
                if first < 0x10000 {
                    for c in first...min(last, 0xFFFF) {
                        // A start glyph near 2^32 must not overflow (found by fuzzing).
                        let (id, overflow) = glyph.addingReportingOverflow(c - first)
                        basic[Int(c)] = !overflow && id < limit ? UInt16(id) : 0
                    }
                }
                if last >= 0x10000 {
                    let from = max(first, 0x10000)
                    let (start, overflow) = glyph.addingReportingOverflow(from - first)
                    if !overflow { supplementary.append((from, last, start)) }
                }
            }
            supplementary.sort { $0.first < $1.first }
        } else {
            let at = chosen.offset
            let segments = Int(try reader.uint16(at: at + 6)) / 2
            let ends = at + 14
            let starts = ends + 2 * segments + 2
            let deltas = starts + 2 * segments
            let rangeOffsets = deltas + 2 * segments
            try reader.require(at + 14, 8 * segments + 2)
            var previousEnd = -1
            for s in 0..<segments {
                let end = Int(try reader.uint16(at: ends + 2 * s))
                let start = Int(try reader.uint16(at: starts + 2 * s))
                let delta = Int(try reader.uint16(at: deltas + 2 * s))
                let rangeOffsetAt = rangeOffsets + 2 * s
                let rangeOffset = Int(try reader.uint16(at: rangeOffsetAt))
                guard start <= end, start > previousEnd else {
                    throw .invalidValue(
                        table: "cmap", offset: starts + 2 * s,
                        reason: "segment \(s) (\(start)...\(end)) is reversed or overlaps the previous one")
                }
                previousEnd = end
                for c in start...end where c != 0xFFFF {
                    var id: Int
                    if rangeOffset == 0 {
                        id = (c + delta) & 0xFFFF
                    } else {
                        id = Int(try reader.uint16(at: rangeOffsetAt + rangeOffset + 2 * (c - start)))
                        if id != 0 { id = (id + delta) & 0xFFFF }
                    }
                    basic[c] = id < glyphCount ? UInt16(id) : 0
                }
            }
        }
        self.basic = basic
        self.supplementary = supplementary
        // Variation sequences are an extra: a malformed subtable is ignored, not fatal.
        variations = variationsAt.flatMap { try? VariationSequences(reader, at: $0, glyphCount: glyphCount) } ?? VariationSequences()
    }
}
