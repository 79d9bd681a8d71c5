/// The direction a paragraph is written in, as ``TextAlignment/natural`` resolves it.
public enum WritingDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft

    /// The direction of the first strong character of `text` (UAX #9 rules P2–P3, with the
    /// right-to-left scripts recognised by block: Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan,
    /// Mandaic and their presentation forms); left-to-right when there is none.
    /// - Complexity: O(n) until the first letter.
    public init(firstStrongIn text: some StringProtocol) {
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if Self.isRightToLeft(v) {
                self = .rightToLeft
                return
            }
            if scalar.properties.isAlphabetic { break }
        }
        self = .leftToRight
    }

    private static func isRightToLeft(_ v: UInt32) -> Bool {
        switch v {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        default: return false
        }
    }
}
