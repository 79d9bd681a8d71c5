import Testing

@testable import StrutText

/// Unicode's own conformance file: every line of LineBreakTest.txt (Unicode 15.0.0) lists code
/// points with ÷ (break allowed) or × (no break) between them; the expectations are Unicode's.
@Suite struct LineBreakConformanceTests {
    struct Case {
        let line: Int
        let scalars: [Unicode.Scalar]
        /// Whether a break is allowed after each scalar (the last is always true).
        let expected: [Bool]
    }

    static func cases() throws -> [Case] {
        let text = try #require(TestData.text("LineBreakTest.txt"))
        var result: [Case] = []
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let tokens = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !tokens.isEmpty else { continue }
            var scalars: [Unicode.Scalar] = []
            var expected: [Bool] = []
            for token in tokens.dropFirst() {
                if token == "÷" {
                    expected.append(true)
                } else if token == "×" {
                    expected.append(false)
                } else if let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) {
                    scalars.append(scalar)
                }
            }
            result.append(Case(line: number + 1, scalars: scalars, expected: expected))
        }
        return result
    }

    @Test func passesEveryCaseOfLineBreakTest() throws {
        let cases = try Self.cases()
        // LineBreakTest-15.0.0.txt has 7,654 test lines (UAX #14 data, not our count).
        #expect(cases.count == 7654)
        var failures: [String] = []
        for testCase in cases {
            let actual = LineBreaker.opportunities(in: testCase.scalars).map { $0 != .prohibited }
            if actual != testCase.expected {
                let codes = testCase.scalars.map { String($0.value, radix: 16, uppercase: true) }
                failures.append("line \(testCase.line): \(codes) expected \(testCase.expected) got \(actual)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(10).joined(separator: "\n"))")
    }
}
