import Testing

@testable import StrutText

/// Coverage and ClassDef tables expanded for shaping, from hand-written table bytes.
@Suite struct DenseTableTests {
    /// Big-endian 16-bit words as table bytes.
    private func table(_ words: [Int]) -> LayoutBytes {
        LayoutBytes(bytes: words.flatMap { [UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] })
    }

    @Test func coverageRangesGiveConsecutiveIndices() {
        // Format 2, two ranges: glyphs 10...12 start at index 0, glyphs 20...21 at index 3.
        let coverage = DenseCoverage(table([2, 2, 10, 12, 0, 20, 21, 3]), table: 0)
        #expect([9, 10, 11, 12, 13, 19, 20, 21, 22].map { coverage.index(of: $0) } == [nil, 0, 1, 2, nil, nil, 3, 4, nil])
    }

    @Test func coverageRangeOverlappingAnEarlierOneKeepsOnlyItsNewGlyphs() {
        // Ranges 10...12 (index 0) then 11...14 (index 7, so glyph 11 would be 7): 11 and 12
        // keep the first range's indices 1 and 2; 13 and 14 take 9 and 10 from the second.
        let coverage = DenseCoverage(table([2, 2, 10, 12, 0, 11, 14, 7]), table: 0)
        #expect((10...14).map { coverage.index(of: $0) } == [0, 1, 2, 9, 10])
    }

    @Test func hostileCoverageOfEveryGlyphManyTimesOverStaysWithinTheGlyphSpace() {
        // 65,535 ranges each spanning all glyphs: only the first counts, glyph g has index g
        // (the 65,535th glyph's index 65,535 cannot be stored and is left out).
        var words = [2, 65_535]
        for _ in 0..<65_535 { words += [0, 65_535, 0] }
        let coverage = DenseCoverage(table(words), table: 0)
        #expect(coverage.index(of: 0) == 0)
        #expect(coverage.index(of: 40_000) == 40_000)
        #expect(coverage.index(of: 65_535) == nil)
    }

    @Test func classRangesAndOverlaps() {
        // Format 2: 5...7 class 1, then 6...9 class 2 (overlapping 6...7, which stay 1).
        let classes = DenseClassDef(table([2, 2, 5, 7, 1, 6, 9, 2]), table: 0)
        #expect((4...10).map { classes($0) } == [0, 1, 1, 1, 2, 2, 0])
    }

    @Test func classFormatOneListsConsecutiveGlyphs() {
        // Format 1 from glyph 3: classes 4, 0, 2 for glyphs 3, 4, 5.
        let classes = DenseClassDef(table([1, 3, 3, 4, 0, 2]), table: 0)
        #expect((2...6).map { classes($0) } == [0, 4, 0, 2, 0])
    }

    @Test func coverageDigestSetsTheCoveredGlyphsAndGivesUpOnUnsortedRanges() {
        // Format 2: glyphs 1...2 and 64...65 → bit 1, 2 of word 0 and bits 0, 1 of word 1.
        #expect(LayoutTable.coverageDigest(table([2, 2, 1, 2, 0, 64, 65, 2]), 0) == [0b110, 0b11])
        // The second range reaches back below the first: not understood, every glyph is tried.
        #expect(LayoutTable.coverageDigest(table([2, 2, 10, 12, 0, 5, 6, 3]), 0) == nil)
        // Format 1 lists glyphs 3 and 5.
        #expect(LayoutTable.coverageDigest(table([1, 2, 3, 5]), 0) == [0b101000])
    }

    @Test func aLookupListNamingOneLookupManyTimesIndexesItOnceAndStopsAtTheEndOfTheData() {
        // A GSUB header (version 1.0, no scripts or features, lookups at 10) and a lookup list
        // claiming 65,535 entries; the five present all name the lookup at 22 (offset 12 from
        // the list): a single substitution (type 1, flag 0, one subtable at 8 from the lookup →
        // 30) of format 2 with coverage at 6 from the subtable (36): format 1, glyph 7.
        let words = [
            1, 0, 0, 0, 10,  // header
            65_535, 12, 12, 12, 12, 12,  // lookup list at 10
            1, 0, 1, 8,  // lookup at 22
            2, 6, 0,  // subtable at 30: format 2, coverage offset 6, no substitutes
            1, 1, 7,  // coverage at 36
        ]
        let data = table(words)
        let gsub = LayoutTable(data: data, table: 0, extensionType: 7)
        // Entries stop where the data does: (42 − 12) ÷ 2 = 15 offsets fit after the count.
        #expect(gsub.lookups.count == 15)
        for lookup in gsub.lookups.prefix(5) {
            #expect(lookup.type == 1)
            #expect(lookup.subtables == [30])
            #expect(lookup.firstGlyphs == [1 << 7])
        }
    }
}
