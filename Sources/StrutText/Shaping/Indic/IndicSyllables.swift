/// Cuts Indic text into syllables, as HarfBuzz's Indic syllable machine does:
///
///     consonant syllable: (C N{0,2} (Z? H ZWJ? C N{0,2})*) tail
///     vowel syllable:     V N{0,2} (ZWJ | tail)
///     standalone:         placeholder or dotted circle, N{0,2}, tail
///     symbol:             symbol N? (Z? SM SM? ZWNJ?)?
///     broken:             a tail with nothing to stand on (a dotted circle is inserted)
///
/// where tail = (final halant | matra groups) then (Z? SM SM? ZWNJ?)? vedic*.
enum IndicSyllables {
    enum Kind: UInt8 { case consonant, vowel, standalone, symbol, broken, other }

    /// The end (exclusive) and kind of the syllable starting at `start`.
    static func syllable(_ categories: [IndicCategory], from start: Int) -> (end: Int, kind: Kind) {
        let count = categories.count
        func at(_ i: Int) -> IndicCategory { i < count ? categories[i] : .other }
        func nuktas(_ i: inout Int) {
            var n = 0
            while n < 2, at(i) == .nukta { i += 1; n += 1 }
        }
        var i = start
        let kind: Kind
        switch at(i) {
        case .consonant, .ra:
            kind = .consonant
        case .vowel:
            kind = .vowel
        case .placeholder, .dottedCircle:
            kind = .standalone
        case .symbol:
            i += 1
            if at(i) == .nukta { i += 1 }
            modifiers(&i, at)
            return (i, .symbol)
        case .nukta, .halant, .matra, .syllableModifier, .vedicSign, .zeroWidthJoiner:
            kind = .broken
        default:
            return (start + 1, .other)
        }
        if kind != .broken {
            i += 1
            nuktas(&i)
            if kind == .vowel && at(i) == .zeroWidthJoiner { return (i + 1, kind) }
        } else {
            nuktas(&i)
        }
        // (halant group, consonant)*
        var finalHalant = false
        while true {
            var j = i
            if at(j).isJoiner && at(j + 1) == .halant { j += 1 }
            guard at(j) == .halant else { break }
            j += 1
            if at(j) == .zeroWidthJoiner { j += 1; if at(j) == .nukta { j += 1 } }
            if at(j) == .consonant || at(j) == .ra {
                j += 1
                if at(j) == .zeroWidthJoiner { j += 1 }
                nuktas(&j)
                i = j
                continue
            }
            // A final halant (optionally followed by ZWNJ) ends the consonants and the matras.
            if at(j) == .zeroWidthNonJoiner { j += 1 }
            i = j
            finalHalant = true
            break
        }
        if !finalHalant {
            // Matra groups: joiners, a matra, a nukta, a halant.
            while true {
                var j = i
                while at(j).isJoiner { j += 1 }
                guard at(j) == .matra else { break }
                j += 1
                if at(j) == .nukta { j += 1 }
                if at(j) == .halant { j += 1 }
                i = j
            }
        }
        modifiers(&i, at)
        if kind == .broken && i == start { return (start + 1, .other) }
        return (i, kind)
    }

    /// The syllable tail's signs: (Z? SM SM? ZWNJ?)? then vedic signs.
    private static func modifiers(_ i: inout Int, _ at: (Int) -> IndicCategory) {
        var j = i
        if at(j).isJoiner && at(j + 1) == .syllableModifier { j += 1 }
        if at(j) == .syllableModifier {
            j += 1
            if at(j) == .syllableModifier { j += 1 }
            if at(j) == .zeroWidthNonJoiner { j += 1 }
            i = j
        }
        while at(i) == .vedicSign { i += 1 }
    }
}
