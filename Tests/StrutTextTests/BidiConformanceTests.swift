import Foundation
import Testing

@testable import StrutText

/// UAX #9 against Unicode 15.0.0's conformance files: a committed sample (every 10th case, by
/// scripts/text/generate_bidi_tables.py), and the whole files when Debian's unicode-data has
/// put them in /usr/share/unicode.
@Suite struct BidiConformanceTests {
    static func lines(_ sample: String, full: String) -> [Substring] {
        let fullPath = "/usr/share/unicode/" + full
        let text: String?
        if ProcessInfo.processInfo.environment["STRUT_FULL_BIDI_TESTS"] != nil, let data = FileManager.default.contents(atPath: fullPath) {
            text = String(decoding: data, as: UTF8.self)
        } else {
            text = TestData.text(sample)
        }
        return (text ?? "").split(separator: "\n").filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// BidiCharacterTest.txt: code points; direction (0 LTR, 1 RTL, 2 auto); paragraph level;
    /// levels (x: removed); visual order.
    @Test func passesBidiCharacterTest() {
        let cases = Self.lines("bidi-character-test-sample.txt", full: "BidiCharacterTest.txt")
        #expect(cases.count > 9_000)
        var failures = 0
        for line in cases {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 5 else { continue }
            let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            let direction: WritingDirection? = fields[1] == "0" ? .leftToRight : fields[1] == "1" ? .rightToLeft : nil
            let paragraph = BidiParagraph(scalars, direction: direction)
            let levels = paragraph.lineLevels(of: 0..<scalars.count)
            let expectedLevels = fields[3].split(separator: " ")
            var ok = String(paragraph.level) == fields[2]
            for (i, expected) in expectedLevels.enumerated() where expected != "x" && String(levels[i]) != expected { ok = false }
            let order = paragraph.visualOrder(of: 0..<scalars.count).map(String.init).joined(separator: " ")
            if order != fields[4] { ok = false }
            if !ok {
                failures += 1
                if failures <= 5 { Issue.record("\(line)\n got level \(paragraph.level) levels \(levels) order \(order)") }
            }
        }
        #expect(failures == 0, "\(failures) of \(cases.count) cases differ")
    }

    /// BidiTest.txt: classes; paragraph directions as a bit set (1 auto, 2 LTR, 4 RTL), with
    /// the expected levels and order from the @Levels and @Reorder lines before them.
    @Test func passesBidiTest() {
        let cases = Self.lines("bidi-test-sample.txt", full: "BidiTest.txt")
        var levels: [Substring] = []
        var order: [Substring] = []
        var count = 0
        var failures = 0
        for line in cases {
            if line.hasPrefix("@Levels:") {
                levels = line.dropFirst(8).split(whereSeparator: \.isWhitespace)
                continue
            }
            if line.hasPrefix("@Reorder:") {
                order = line.dropFirst(9).split(whereSeparator: \.isWhitespace)
                continue
            }
            let fields = line.split(separator: ";")
            guard fields.count == 2, let bits = Int(fields[1].trimmingCharacters(in: .whitespaces)) else { continue }
            let classes = fields[0].split(whereSeparator: \.isWhitespace).compactMap { BidiClass(name: String($0)) }
            for (bit, direction) in [(1, nil), (2, WritingDirection.leftToRight), (4, .rightToLeft)] as [(Int, WritingDirection?)]
            where bits & bit != 0 {
                count += 1
                let paragraph = BidiParagraph(classes: classes, direction: direction)
                let got = paragraph.lineLevels(of: 0..<classes.count)
                var ok = true
                for (i, expected) in levels.enumerated() where expected != "x" && String(got[i]) != expected { ok = false }
                if paragraph.visualOrder(of: 0..<classes.count).map(String.init) != order.map(String.init) { ok = false }
                if !ok {
                    failures += 1
                    if failures <= 5 {
                        Issue.record(
                            "\(line) bit \(bit): levels \(levels) order \(order), got \(got) \(paragraph.visualOrder(of: 0..<classes.count))"
                        )
                    }
                }
            }
        }
        #expect(count > 40_000)
        #expect(failures == 0, "\(failures) of \(count) cases differ")
    }
}
