/// The writing systems the shaper tells apart, by code point block, with their OpenType script
/// tags and direction. Characters of no particular script (digits, punctuation, spaces, marks)
/// are ``common`` and take the script of the run they are in.
public enum ShapingScript: String, Sendable, Hashable, CaseIterable {
    case common, latin, greek, cyrillic, armenian, hebrew, arabic, syriac, thaana, devanagari, bengali
    case thai, georgian, hangul, hiragana, katakana, han, ethiopic

    /// The script of `scalar` by its block (coarse: whole blocks, not the `Scripts.txt` detail).
    public init(of scalar: Unicode.Scalar) {
        let v = scalar.value
        switch v {
        case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x250...0x2AF,
            0x1D00...0x1D7F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xAB30...0xAB6F, 0xFB00...0xFB06,
            0xFF21...0xFF3A, 0xFF41...0xFF5A:
            self = .latin
        case 0x370...0x373, 0x375...0x3FF, 0x1F00...0x1FFF: self = .greek
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: self = .cyrillic
        case 0x531...0x58F, 0xFB13...0xFB17: self = .armenian
        case 0x591...0x5FF, 0xFB1D...0xFB4F: self = .hebrew
        case 0x600...0x60B, 0x60D...0x61A, 0x61C...0x61E, 0x620...0x63F, 0x641...0x64A, 0x656...0x66F, 0x671...0x6DC,
            0x6DE...0x6FF, 0x750...0x77F, 0x870...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
            self = .arabic
        case 0x700...0x74F: self = .syriac
        case 0x780...0x7BF: self = .thaana
        case 0x900...0x950, 0x955...0x963, 0x966...0x97F, 0xA8E0...0xA8FF: self = .devanagari
        case 0x980...0x9FF: self = .bengali
        case 0xE00...0xE7F: self = .thai
        case 0x10A0...0x10FF, 0x2D00...0x2D2F: self = .georgian
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: self = .hangul
        case 0x1200...0x139F: self = .ethiopic
        case 0x3041...0x309F: self = .hiragana
        case 0x30A1...0x30FA, 0x30FD...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: self = .katakana
        case 0x2E80...0x2FDF, 0x3005, 0x3007, 0x3021...0x3029, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
            0x20000...0x3FFFF:
            self = .han
        default: self = .common
        }
    }

    /// The first script other than ``common`` in `scalars` (``common`` when there is none), as
    /// HarfBuzz guesses a buffer's script.
    public init(firstIn scalars: some Sequence<Unicode.Scalar>) {
        for scalar in scalars {
            let script = ShapingScript(of: scalar)
            if script != .common {
                self = script
                return
            }
        }
        self = .common
    }

    /// Whether the script is written right to left.
    public var isRightToLeft: Bool { self == .hebrew || self == .arabic || self == .syriac || self == .thaana }

    /// Whether ``Shaper`` shapes the script with its Indic syllables and reordering (only
    /// Devanagari so far; other Indic scripts take the default shaper).
    var usesIndicShaper: Bool { self == .devanagari }

    /// The OpenType script tags to look for, preferred first.
    var tags: [UInt32] {
        switch self {
        case .common: return []
        case .latin: return [UInt32(tag: "latn")]
        case .greek: return [UInt32(tag: "grek")]
        case .cyrillic: return [UInt32(tag: "cyrl")]
        case .armenian: return [UInt32(tag: "armn")]
        case .hebrew: return [UInt32(tag: "hebr")]
        case .arabic: return [UInt32(tag: "arab")]
        case .syriac: return [UInt32(tag: "syrc")]
        case .thaana: return [UInt32(tag: "thaa")]
        case .devanagari: return [UInt32(tag: "dev2"), UInt32(tag: "deva")]
        case .bengali: return [UInt32(tag: "bng2"), UInt32(tag: "beng")]
        case .thai: return [UInt32(tag: "thai")]
        case .georgian: return [UInt32(tag: "geor")]
        case .hangul: return [UInt32(tag: "hang")]
        case .hiragana, .katakana: return [UInt32(tag: "kana")]
        case .han: return [UInt32(tag: "hani")]
        case .ethiopic: return [UInt32(tag: "ethi")]
        }
    }
}
