import Testing

@testable import StrutText

/// A hostile font cannot make shaping run without end: nested lookups and the rules and records
/// they read are both on a budget.
@Suite struct ShapingBudgetTests {
    /// Big-endian 16-bit words as table bytes.
    private func table(_ words: [Int]) -> LayoutBytes {
        LayoutBytes(bytes: words.flatMap { [UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] })
    }

    /// The engine after running lookup 0 of the GSUB table `words` over the one glyph `glyph`.
    private func substitutions(by words: [Int], ofGlyph glyph: Int) -> ShapingEngine {
        let data = table(words)
        let gsub = LayoutTable(data: data, table: 0, extensionType: 7)
        let shaped = ShapingGlyph(
            glyph: glyph, cluster: 0, mask: 1, scalar: "a", glyphClass: .base, markAttachmentClass: 0,
            isDefaultIgnorable: false)
        var engine = ShapingEngine(
            glyphs: [shaped], definitions: GlyphDefinitions(data: data, table: nil), data: data, isRightToLeft: false)
        #expect(engine.matchingBudget == 1 << 20)
        engine.run([(index: 0, mask: 1)], of: gsub, positioning: false)
        return engine
    }

    @Test func contextRecordsNamingTheirOwnLookupStopAtTheMatchingBudget() {
        // A GSUB (header: version 1.0, no scripts or features, lookup list at 10) with one
        // lookup at 14: a context substitution (type 5, one subtable at 22) of format 3 matching
        // glyph 7 alone and holding 16,000 records that each apply lookup 0 — itself — at the
        // matched glyph. The coverage (format 1, glyph 7) follows the records, at 8 + 64,000
        // bytes from the subtable. Nesting stops at 16 levels, but each call at the deepest
        // level still reads its 16,000 records: with only the nested-lookup budget (16,384
        // calls) one glyph read 16,384 × 16,000 ≈ 262 million records. The matching budget
        // (at least 1,048,576 rules and records per run) ends the run there instead.
        let records = 16_000
        var words: [Int] = [1, 0, 0, 0, 10]  // header
        words += [1, 4]  // lookup list at 10
        words += [5, 0, 1, 8]  // lookup at 14
        words += [3, 1, records, 8 + 4 * records]  // subtable at 22
        words += [Int](repeating: 0, count: 2 * records)  // records at 30: (0, lookup 0)
        words += [1, 1, 7]  // coverage
        let engine = substitutions(by: words, ofGlyph: 7)
        #expect(engine.matchingBudget == 0)
        #expect(engine.isBudgetExhausted)
        // Nothing substitutes: the glyph is as it was.
        #expect(engine.glyphs.map { $0.glyph } == [7])
    }

    @Test func recordsPastTheEndOfTheDataAreNotRead() {
        // The same lookup with a record count of 65,535 but only two records present: the
        // count is clamped to the bytes that follow (two records, then the coverage's three
        // words read as one more record and a half), so a short font cannot claim 65,535.
        var words: [Int] = [1, 0, 0, 0, 10] + [1, 4] + [5, 0, 1, 8]
        words += [3, 1, 65_535, 16]  // subtable at 22, coverage at 38
        words += [0, 1, 0, 1]  // two records naming lookup 1, which does not exist
        words += [1, 1, 7]  // coverage at 38
        let engine = substitutions(by: words, ofGlyph: 7)
        // (44 − 30) ÷ 4 = 3 records fit: three steps, not 65,535.
        #expect(engine.matchingBudget == (1 << 20) - 3)
        #expect(!engine.isBudgetExhausted)
    }
}
