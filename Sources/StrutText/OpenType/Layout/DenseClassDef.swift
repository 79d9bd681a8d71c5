/// A ClassDef table expanded to one class per glyph, for the class lookups shaping does most
/// (pair kerning by class): an index instead of a binary search of the ranges.
struct DenseClassDef: Sendable {
    private let classes: [UInt16]

    /// Expands the ClassDef table at `table` (formats 1 and 2); glyphs beyond the last one it
    /// lists are class 0. At most 65,536 glyphs (glyph ids are 16-bit); the part of a format-2
    /// range that overlaps an earlier range is left out (the format forbids overlaps).
    /// - Complexity: O(n + g), n the table's entries and g the largest glyph listed.
    init(_ data: LayoutBytes, table: Int?) {
        var classes: [UInt16] = []
        func set(_ glyph: Int, _ value: Int) {
            guard glyph >= 0, glyph < 65_536 else { return }
            if glyph >= classes.count { classes.append(contentsOf: repeatElement(0, count: glyph - classes.count + 1)) }
            classes[glyph] = UInt16(truncatingIfNeeded: value)
        }
        if let table {
            switch data.u16(table) {
            case 1:
                let start = data.u16(table + 2)
                for k in 0..<data.u16(table + 4) { set(start + k, data.u16(table + 6 + 2 * k)) }
            case 2:
                // Ranges are in glyph order and do not overlap (OpenType); a range reaching
                // back over an earlier one keeps only its new glyphs, so the writes stay within
                // 65,536 however hostile the table.
                var next = 0
                for r in 0..<data.u16(table + 2) {
                    let record = table + 4 + 6 * r
                    let first = max(data.u16(record), next)
                    let last = data.u16(record + 2)
                    guard first <= last else { continue }
                    let value = data.u16(record + 4)
                    for glyph in first...last { set(glyph, value) }
                    next = last + 1
                }
            default:
                break
            }
        }
        self.classes = classes
    }

    /// The class of `glyph` (0 when unlisted).
    /// - Complexity: O(1).
    @inline(__always)
    func callAsFunction(_ glyph: Int) -> Int { glyph >= 0 && glyph < classes.count ? Int(classes[glyph]) : 0 }
}
