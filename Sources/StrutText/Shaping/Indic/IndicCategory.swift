/// What an Indic character is to the syllable it belongs to (after Unicode's
/// `IndicSyllabicCategory`, grouped as HarfBuzz's Indic shaper groups them).
enum IndicCategory: UInt8, Sendable {
    case other, consonant, ra, vowel, nukta, halant, zeroWidthNonJoiner, zeroWidthJoiner, matra, syllableModifier
    case placeholder, dottedCircle, symbol, vedicSign

    /// Consonants in the wide sense: what a syllable can be built on.
    var isConsonantLike: Bool {
        switch self {
        case .consonant, .ra, .vowel, .placeholder, .dottedCircle: return true
        default: return false
        }
    }

    var isJoiner: Bool { self == .zeroWidthJoiner || self == .zeroWidthNonJoiner }
}

/// Where a character goes in its syllable; a syllable is sorted by these (stable) in the
/// initial reordering. The order is HarfBuzz's.
enum IndicPosition: UInt8, Comparable, Sendable {
    case start, raToBecomeReph, preMatra, preConsonant, baseConsonant, afterMain, aboveConsonant, beforeSub
    case belowConsonant, afterSub, beforePost, postConsonant, afterPost, syllableModifier, end

    static func < (a: IndicPosition, b: IndicPosition) -> Bool { a.rawValue < b.rawValue }
}

extension IndicCategory {
    /// The category and position of `scalar` in Devanagari text (U+0900–U+097F and the
    /// characters that take part in its syllables: joiners, the dotted circle, NBSP, dashes).
    static func devanagari(_ scalar: Unicode.Scalar) -> (IndicCategory, IndicPosition) {
        let v = scalar.value
        switch v {
        case 0x0930: return (.ra, .baseConsonant)
        case 0x0915...0x0939, 0x0958...0x095F, 0x0978...0x097F: return (.consonant, .baseConsonant)
        case 0x0904...0x0914, 0x0960...0x0961, 0x0972...0x0977: return (.vowel, .baseConsonant)
        case 0x0900...0x0903: return (.syllableModifier, .syllableModifier)
        case 0x093C: return (.nukta, .end)
        case 0x094D: return (.halant, .end)
        // Left (pre-base) matras: short i and the prishthamatra e.
        case 0x093F, 0x094E: return (.matra, .preMatra)
        // Every other Devanagari matra sorts after the below-base forms.
        case 0x093A, 0x093B, 0x093E, 0x0940...0x094C, 0x094F, 0x0955...0x0957, 0x0962, 0x0963: return (.matra, .afterSub)
        case 0x0951...0x0954: return (.vedicSign, .syllableModifier)
        case 0x093D: return (.symbol, .end)
        // Digits, NBSP, dashes, ×, bullets and squares stand in for a consonant (HarfBuzz's
        // placeholders), so a matra after them is not a broken cluster.
        case 0x0966...0x096F, 0x002D, 0x0030...0x0039, 0x00A0, 0x00D7, 0x2010...0x2014, 0x2022, 0x25FB...0x25FE:
            return (.placeholder, .baseConsonant)
        case 0x25CC: return (.dottedCircle, .baseConsonant)
        case 0x200C: return (.zeroWidthNonJoiner, .end)
        case 0x200D: return (.zeroWidthJoiner, .end)
        default: return (.other, .end)
        }
    }
}
