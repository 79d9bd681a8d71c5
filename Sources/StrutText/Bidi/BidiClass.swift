/// The Unicode Bidi_Class of a code point (UAX #9 table 4), from `DerivedBidiClass.txt`.
public enum BidiClass: UInt8, Sendable, Hashable, CaseIterable {
    // Strong.
    case L, R, AL
    // Weak.
    case EN, ES, ET, AN, CS, NSM, BN
    // Neutral.
    case B, S, WS, ON
    // Explicit formatting.
    case LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI

    /// The class of `scalar`.
    /// - Complexity: O(log r) over about 1,200 ranges.
    public init(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        var low = 0
        var high = Self.rangeStarts.count - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if Self.rangeStarts[mid] <= v { low = mid } else { high = mid - 1 }
        }
        self = BidiClass(rawValue: Self.rangeClasses[low]) ?? .L
    }

    /// The class named as in the Unicode data files ("L", "NSM", "PDI"...).
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
        self = match
    }

    var isIsolateInitiator: Bool { self == .LRI || self == .RLI || self == .FSI }
    /// Removed by rule X9 (embeddings, overrides, PDF, boundary neutrals).
    var isRemovedByX9: Bool { self == .LRE || self == .RLE || self == .LRO || self == .RLO || self == .PDF || self == .BN }
    /// Neutral or isolate formatting (NI in rules N1, N2).
    var isNeutralOrIsolate: Bool {
        switch self {
        case .B, .S, .WS, .ON, .LRI, .RLI, .FSI, .PDI: return true
        default: return false
        }
    }
}

/// Paired brackets (`BidiBrackets.txt`) and mirrored glyphs (`BidiMirroring.txt`).
enum BidiBrackets {
    /// The bracket `scalar` pairs with and whether it opens, or `nil` when it is not a bracket.
    /// U+2329 and U+232A are read as their canonical equivalents U+3008 and U+3009.
    static func pair(of value: UInt32) -> (pair: UInt32, opens: Bool)? {
        let v = value == 0x2329 ? 0x3008 : value == 0x232A ? 0x3009 : value
        guard let i = search(pairKeys, v) else { return nil }
        return (pairs[i].1, pairs[i].2)
    }

    /// The mirror image of `scalar` for right-to-left display, if it has one.
    static func mirror(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard let i = search(mirrorKeys, scalar.value) else { return nil }
        return Unicode.Scalar(mirrors[i].1)
    }

    private static let mirrorKeys = mirrors.map(\.0)
    private static let pairKeys = pairs.map(\.0)

    private static func search(_ keys: [UInt32], _ v: UInt32) -> Int? {
        var low = 0
        var high = keys.count - 1
        while low <= high {
            let mid = (low + high) >> 1
            if keys[mid] == v { return mid }
            if keys[mid] < v { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }
}
