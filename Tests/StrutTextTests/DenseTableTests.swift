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
}
