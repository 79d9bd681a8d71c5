/// A Coverage table expanded to one entry per glyph (its coverage index, or none), for the
/// coverage tests shaping does most (every glyph against the pair kerning subtables).
struct DenseCoverage: Sendable {
    private let indices: [UInt16]

    /// Expands the Coverage table at `table` (formats 1 and 2; at most 65,536 glyphs). A
    /// coverage index of 65,535 or more cannot be stored and is left out; so is the part of a
    /// format-2 range that overlaps an earlier range (the format forbids overlaps).
    /// - Complexity: O(n + g), n the table's entries and g the largest glyph covered.
    init(_ data: LayoutBytes, table: Int) {
        var indices: [UInt16] = []
        func set(_ glyph: Int, _ index: Int) {
            guard glyph >= 0, glyph < 65_536, index >= 0, index < 0xFFFF else { return }
            if glyph >= indices.count { indices.append(contentsOf: repeatElement(0xFFFF, count: glyph - indices.count + 1)) }
            indices[glyph] = UInt16(index)
        }
        switch data.u16(table) {
        case 1:
            for k in 0..<data.u16(table + 2) { set(data.u16(table + 4 + 2 * k), k) }
        case 2:
            // Ranges are in glyph order and do not overlap (OpenType). A range reaching back
            // over an earlier one keeps only its new glyphs, so a hostile table of 65,535
            // ranges each spanning every glyph costs 65,536 writes, not 4 billion.
            var next = 0
            for r in 0..<data.u16(table + 2) {
                let record = table + 4 + 6 * r
                let first = max(data.u16(record), next)
                let last = data.u16(record + 2)
                guard first <= last else { continue }
                let start = data.u16(record + 4) - data.u16(record)
                for glyph in first...last { set(glyph, start + glyph) }
                next = last + 1
            }
        default:
            break
        }
        self.indices = indices
    }

    /// The coverage index of `glyph`, or `nil` when it is not covered.
    /// - Complexity: O(1).
    @inline(__always)
    func index(of glyph: Int) -> Int? {
        guard glyph >= 0, glyph < indices.count else { return nil }
        let index = indices[glyph]
        return index == 0xFFFF ? nil : Int(index)
    }
}
