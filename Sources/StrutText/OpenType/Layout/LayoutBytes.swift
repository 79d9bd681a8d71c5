/// Lenient big-endian reads over a font's bytes for the layout tables (`GSUB`, `GPOS`, `GDEF`),
/// which are interpreted in place while shaping, as HarfBuzz does.
///
/// A read past the end gives 0, so a corrupt subtable reads as empty (no coverage, no glyphs)
/// and shaping carries on without it: a bad font shapes worse, never traps.
struct LayoutBytes: Sendable {
    let bytes: [UInt8]

    @inline(__always)
    func u16(_ offset: Int) -> Int {
        guard offset >= 0, offset + 1 < bytes.count else { return 0 }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    @inline(__always)
    func i16(_ offset: Int) -> Int { Int(Int16(truncatingIfNeeded: u16(offset))) }

    @inline(__always)
    func u32(_ offset: Int) -> Int { u16(offset) << 16 | u16(offset + 2) }

    /// A four-byte tag packed big-endian.
    @inline(__always)
    func tag(_ offset: Int) -> UInt32 { UInt32(truncatingIfNeeded: u32(offset)) }

    /// An `Offset16` at `at` resolved against `base`; `nil` for a null offset.
    @inline(__always)
    func offset(_ at: Int, from base: Int) -> Int? {
        let value = u16(at)
        return value == 0 ? nil : base + value
    }

    /// `count` clamped to the entries of `size` bytes that fit between `start` and the end of
    /// the data: a hostile count (up to 65,535) over a short table costs what the bytes hold,
    /// and entries past the end would read as zeros anyway.
    @inline(__always)
    func entries(_ count: Int, of size: Int, from start: Int) -> Int {
        min(count, max(0, (bytes.count - start) / size))
    }

    /// The coverage index of `glyph` in the Coverage table at `table`, or `nil` when not covered.
    /// - Complexity: O(log n) (binary search of the sorted glyphs or ranges).
    func coverage(_ table: Int, _ glyph: Int) -> Int? {
        switch u16(table) {
        case 1:
            var low = 0
            var high = u16(table + 2) - 1
            while low <= high {
                let mid = (low + high) >> 1
                let value = u16(table + 4 + 2 * mid)
                if value == glyph { return mid }
                if value < glyph { low = mid + 1 } else { high = mid - 1 }
            }
            return nil
        case 2:
            var low = 0
            var high = u16(table + 2) - 1
            while low <= high {
                let mid = (low + high) >> 1
                let record = table + 4 + 6 * mid
                if glyph < u16(record) {
                    high = mid - 1
                } else if glyph > u16(record + 2) {
                    low = mid + 1
                } else {
                    return u16(record + 4) + glyph - u16(record)
                }
            }
            return nil
        default:
            return nil
        }
    }

    /// The class of `glyph` in the ClassDef table at `table` (0 when unlisted or no table).
    /// - Complexity: O(1) for format 1, O(log n) for format 2.
    func glyphClass(_ table: Int?, _ glyph: Int) -> Int {
        guard let table else { return 0 }
        switch u16(table) {
        case 1:
            let start = u16(table + 2)
            let count = u16(table + 4)
            guard glyph >= start, glyph < start + count else { return 0 }
            return u16(table + 6 + 2 * (glyph - start))
        case 2:
            var low = 0
            var high = u16(table + 2) - 1
            while low <= high {
                let mid = (low + high) >> 1
                let record = table + 4 + 6 * mid
                if glyph < u16(record) {
                    high = mid - 1
                } else if glyph > u16(record + 2) {
                    low = mid + 1
                } else {
                    return u16(record + 4)
                }
            }
            return 0
        default:
            return 0
        }
    }

    /// The design-unit position of the Anchor table at `table` (formats 1–3; device and
    /// variation adjustments are not applied, as at no particular size).
    func anchor(_ table: Int) -> (x: Int, y: Int) {
        (i16(table + 2), i16(table + 4))
    }
}

extension UInt32 {
    /// A four-letter OpenType tag ("liga") packed big-endian.
    init(tag: StaticString) {
        var value: UInt32 = 0
        tag.withUTF8Buffer { buffer in
            for byte in buffer.prefix(4) { value = value << 8 | UInt32(byte) }
            for _ in buffer.count..<4 { value = value << 8 | 0x20 }
        }
        self = value
    }
}
