import Testing

@testable import StrutText

/// ASCII text takes a shortcut to its line break properties (one table read per byte); any other
/// collection of scalars decodes them one by one. Both must give the same opportunities.
@Suite struct LineBreakASCIITests {
    /// Differential: 3,000 strings of 1–40 bytes drawn from all 128 ASCII values (a fixed
    /// linear congruential sequence, so the run is reproducible), through the `String`
    /// shortcut and through an array of the same scalars.
    @Test func asciiShortcutMatchesScalarByScalar() {
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        // Letters, digits, spaces and punctuation weighted up, so numbers and quotes form runs.
        let common = Array("aZ09 .,;:!?-()[]{}\"'/%$+\t\n".unicodeScalars)
        var allowed = 0
        for _ in 0..<3_000 {
            let length = 1 + next(40)
            let text = String(
                String.UnicodeScalarView(
                    (0..<length).map { _ in next(2) == 0 ? common[next(common.count)] : Unicode.Scalar(UInt8(next(128))) }))
            let shortcut = LineBreaker.opportunities(in: text.unicodeScalars)
            let general = LineBreaker.opportunities(in: Array(text.unicodeScalars))
            #expect(shortcut == general, "\(text.debugDescription)")
            allowed += shortcut.filter { $0 == .allowed }.count
        }
        // The strings do break: the comparison is not between two empty answers.
        #expect(allowed > 3_000)
        #expect(LineBreaker.asciiProperties(of: "a b") != nil && LineBreaker.asciiProperties(of: "é") == nil)
    }
}
