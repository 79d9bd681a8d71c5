/// `cmap` format 14: the glyphs of variation sequences (a base character followed by a
/// variation selector such as U+FE0F, emoji presentation).
///
/// A record per selector lists base characters drawn with their default glyph (Default UVS)
/// and base characters drawn with a glyph of their own (Non-Default UVS). A sequence the table
/// names is drawn as one glyph and the selector disappears, as HarfBuzz does; a sequence it
/// does not name leaves the selector to `GSUB` (and to be drawn as nothing).
struct VariationSequences: Sendable {
    struct Record: Sendable {
        let selector: UInt32
        /// Sorted, non-overlapping ranges of bases that keep their default glyph.
        var defaultRanges: [ClosedRange<UInt32>] = []
        /// Sorted bases with their own glyph.
        var mappings: [(base: UInt32, glyph: UInt16)] = []
    }

    /// Sorted by selector.
    private(set) var records: [Record] = []

    /// No variation sequences (the font has no format 14 subtable).
    init() {}

    /// Whether `scalar` is a variation selector (Mongolian FVS1–4, VS1–16, VS17–256).
    static func isSelector(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x180B...0x180D, 0x180F, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true
        default: return false
        }
    }

    /// How the table draws `base` followed by `selector`: `.some(nil)` for the base's default
    /// glyph, `.some(g)` for glyph `g`, `nil` when the table does not name the sequence.
    /// - Complexity: O(log r + log m) for r records and m bases of the selector.
    func lookup(_ base: Unicode.Scalar, _ selector: Unicode.Scalar) -> UInt16?? {
        guard let record = record(for: selector.value) else { return nil }
        let value = base.value
        var low = 0
        var high = record.defaultRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = record.defaultRanges[mid]
            if value < range.lowerBound { high = mid - 1 } else if value > range.upperBound { low = mid + 1 } else { return .some(nil) }
        }
        low = 0
        high = record.mappings.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let entry = record.mappings[mid]
            if value < entry.base { high = mid - 1 } else if value > entry.base { low = mid + 1 } else { return .some(entry.glyph) }
        }
        return nil
    }

    private func record(for selector: UInt32) -> Record? {
        var low = 0
        var high = records.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let record = records[mid]
            if selector < record.selector { high = mid - 1 } else if selector > record.selector { low = mid + 1 } else { return record }
        }
        return nil
    }

    /// Reads the format 14 subtable at `at`; a malformed one throws (the caller then ignores it).
    init(_ reader: FontDataReader, at: Int, glyphCount: Int) throws(FontParsingError) {
        func uint24(_ offset: Int) throws(FontParsingError) -> UInt32 {
            UInt32(try reader.uint8(at: offset)) << 16 | UInt32(try reader.uint16(at: offset + 1))
        }
        let count = Int(try reader.uint32(at: at + 6))
        try reader.require(at + 10, 11 * count)
        var records: [Record] = []
        for i in 0..<count {
            let row = at + 10 + 11 * i
            var record = Record(selector: try uint24(row))
            let defaultOffset = Int(try reader.uint32(at: row + 3))
            let mappingOffset = Int(try reader.uint32(at: row + 7))
            if defaultOffset != 0 {
                let table = at + defaultOffset
                let ranges = Int(try reader.uint32(at: table))
                try reader.require(table + 4, 4 * ranges)
                for r in 0..<ranges {
                    let start = try uint24(table + 4 + 4 * r)
                    let additional = UInt32(try reader.uint8(at: table + 7 + 4 * r))
                    record.defaultRanges.append(start...(start + additional))
                }
                record.defaultRanges.sort { $0.lowerBound < $1.lowerBound }
            }
            if mappingOffset != 0 {
                let table = at + mappingOffset
                let mappings = Int(try reader.uint32(at: table))
                try reader.require(table + 4, 5 * mappings)
                for m in 0..<mappings {
                    let base = try uint24(table + 4 + 5 * m)
                    let glyph = try reader.uint16(at: table + 7 + 5 * m)
                    if Int(glyph) < glyphCount { record.mappings.append((base, glyph)) }
                }
                record.mappings.sort { $0.base < $1.base }
            }
            records.append(record)
        }
        self.records = records.sorted { $0.selector < $1.selector }
    }
}
