/// A Unicode Line_Break class (UAX #14) after rule LB1's resolution: AI, SG and XX are AL; SA is
/// CM for marks and AL otherwise; CJ is NS (the strict/normal choice of the default algorithm).
///
/// The case order matches the generated `lineBreakRanges` table.
enum LineBreakClass: UInt8, Sendable, CaseIterable {
    case BK, CR, LF, CM, NL, WJ, ZW, GL, SP, ZWJ, B2, BA, BB, HY
    case CB, CL, CP, EX, IN, NS, OP, QU, IS, NU, PO, PR, SY, AL
    case EB, EM, H2, H3, HL, ID, JL, JV, JT, RI

    /// The class of `scalar`.
    /// - Complexity: O(1) below U+0800, else O(log r) for r ≈ 2,500 ranges.
    init(_ scalar: Unicode.Scalar) {
        self = LineBreakProperties(scalar).lineBreakClass
    }

}

/// The generated per-scalar data: the class and the two flags rules LB30 and LB30b need.
struct LineBreakProperties: Sendable {
    let raw: UInt8

    /// The first 2,048 code points, expanded once, so Latin, Greek, Cyrillic, Hebrew and Arabic
    /// text never searches the range table.
    static let lowTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 0x800)
        var index = 0
        for c in 0..<0x800 {
            while index + 1 < lineBreakRanges.count, lineBreakRanges[index + 1] >> 8 <= UInt32(c) { index += 1 }
            table[c] = UInt8(truncatingIfNeeded: lineBreakRanges[index])
        }
        return table
    }()

    /// The properties as the generated table stores them (`lowTable` entries).
    @inline(__always)
    init(raw: UInt8) { self.raw = raw }

    @inline(__always)
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x800 {
            raw = Self.lowTable[Int(value)]
            return
        }
        // The last entry whose start is <= value.
        var low = 0
        var high = lineBreakRanges.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineBreakRanges[mid] >> 8 <= value { low = mid } else { high = mid - 1 }
        }
        raw = UInt8(truncatingIfNeeded: lineBreakRanges[low])
    }

    var lineBreakClass: LineBreakClass { LineBreakClass(rawValue: raw & 0x3F) ?? .AL }
    /// East_Asian_Width F or W: two columns in a terminal, a full em in CJK typography.
    /// (The table's flag also covers H; the halfwidth forms are taken out by range.)
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        guard LineBreakProperties(scalar).isEastAsianWide else { return false }
        switch scalar.value {
        case 0x20A9, 0xFF61...0xFFDC, 0xFFE8...0xFFEE: return false
        default: return true
        }
    }
    /// East_Asian_Width F (fullwidth), W (wide) or H (halfwidth).
    var isEastAsianWide: Bool { raw & 0x40 != 0 }
    /// Extended_Pictographic and unassigned.
    var isUnassignedPictographic: Bool { raw & 0x80 != 0 }
}

/// A set of line break classes as a bit mask: membership is one AND, no allocation.
struct LineBreakClassSet: Sendable {
    let bits: UInt64

    init(_ classes: LineBreakClass...) {
        bits = classes.reduce(0) { $0 | 1 << UInt64($1.rawValue) }
    }

    @inline(__always)
    func contains(_ member: LineBreakClass) -> Bool { bits & (1 << UInt64(member.rawValue)) != 0 }
}
