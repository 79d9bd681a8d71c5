extension PairKerning {
    /// Reads the legacy `kern` table: version 0 (OpenType) subtables of format 0 that are
    /// horizontal, not minimum values and not cross-stream. Apple's version 1 tables and other
    /// formats are skipped, not rejected.
    static func legacyPairs(
        _ reader: FontDataReader, table: TableDirectory.Record
    ) throws(FontParsingError) -> [UInt32: Int32] {
        let r = reader.reading("kern")
        let base = table.offset
        guard try r.uint16(at: base) == 0 else { return [:] }
        let count = Int(try r.uint16(at: base + 2))
        var pairs: [UInt32: Int32] = [:]
        var at = base + 4
        for _ in 0..<count {
            let length = Int(try r.uint16(at: at + 2))
            let coverage = try r.uint16(at: at + 4)
            let format = coverage >> 8
            let horizontal = coverage & 0x1 != 0
            let minimum = coverage & 0x2 != 0
            let crossStream = coverage & 0x4 != 0
            let override = coverage & 0x8 != 0
            if format == 0, horizontal, !minimum, !crossStream {
                let n = Int(try r.uint16(at: at + 6))
                try r.require(at + 14, 6 * n)
                for i in 0..<n {
                    let row = at + 14 + 6 * i
                    let key = Self.key(try r.uint16(at: row), try r.uint16(at: row + 2))
                    let value = Int32(try r.int16(at: row + 4))
                    pairs[key] = override ? value : (pairs[key] ?? 0) + value
                }
            }
            guard length >= 6 else {
                throw .invalidValue(table: "kern", offset: at + 2, reason: "subtable length \(length) is shorter than its header")
            }
            at += length
        }
        return pairs
    }
}
