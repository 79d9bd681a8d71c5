import Testing

@testable import StrutText

/// `cmap` format 14, read from bytes written by hand (layout per the OpenType `cmap` chapter).
@Suite struct VariationSequencesTests {
    /// One record for U+FE0F: U+2764 keeps its default glyph (Default UVS, one range of one),
    /// U+263A has glyph 7 of its own (Non-Default UVS). 38 bytes: header 10, record 11 (offsets
    /// 21 and 29), default ranges 4 + 4, mappings 4 + 5.
    static let table: [UInt8] = [
        0, 14, 0, 0, 0, 38, 0, 0, 0, 1,  // format, length, one record
        0x00, 0xFE, 0x0F, 0, 0, 0, 21, 0, 0, 0, 29,  // U+FE0F, default at 21, non-default at 29
        0, 0, 0, 1, 0x00, 0x27, 0x64, 0,  // one range: U+2764 and 0 more
        0, 0, 0, 1, 0x00, 0x26, 0x3A, 0, 7,  // one mapping: U+263A -> glyph 7
    ]

    @Test func namedSequencesAndOthers() throws {
        let sequences = try VariationSequences(FontDataReader(bytes: Self.table), at: 0, glyphCount: 10)
        #expect(sequences.lookup("\u{2764}", "\u{FE0F}") == .some(nil))
        #expect(sequences.lookup("\u{263A}", "\u{FE0F}") == .some(7))
        #expect(sequences.lookup("A", "\u{FE0F}") == nil)
        #expect(sequences.lookup("\u{2764}", "\u{FE0E}") == nil)
    }

    /// A table cut short (the header promises 1,000 records) throws; `CharacterMap` then
    /// ignores it and the face loads as without it.
    @Test func aTruncatedTableThrows() {
        let bytes: [UInt8] = [0, 14, 0, 0, 0, 100, 0, 0, 0x03, 0xE8]
        #expect(throws: FontParsingError.self) { try VariationSequences(FontDataReader(bytes: bytes), at: 0, glyphCount: 10) }
    }

    @Test func selectorsAreKnown() {
        #expect(VariationSequences.isSelector("\u{FE0F}"))
        #expect(VariationSequences.isSelector("\u{E0100}"))
        #expect(VariationSequences.isSelector("\u{180B}"))
        #expect(!VariationSequences.isSelector("\u{200D}"))
    }
}
