import Foundation
import Testing

@testable import StrutText

/// The shaper against HarfBuzz: Data/shaping-oracle.jsonl, written by
/// scripts/text/generate_shaping_oracle.py (HarfBuzz 15.0.0 via uharfbuzz 0.57.0), over the
/// bundled Inter and the fonts in Data/Fonts.
@Suite struct ShapingOracleTests {
    struct Case: Decodable {
        let font: String
        let category: String
        let text: String
        let glyphs: [Int]
        let width: Int
    }

    static let cases: [Case] = {
        guard let text = TestData.text("shaping-oracle.jsonl") else { return [] }
        let decoder = JSONDecoder()
        return text.split(separator: "\n").compactMap { try? decoder.decode(Case.self, from: Data($0.utf8)) }
    }()

    static let faces: [String: FontFace] = {
        var faces = ["Inter": FontLibrary.bundledFace]
        for (name, file) in [
            ("DejaVuSans", "DejaVuSans.ttf"), ("NotoSans", "NotoSans-Regular.ttf"), ("NotoSansArabic", "NotoSansArabic-Regular.ttf"),
            ("NotoSansHebrew", "NotoSansHebrew-Regular.ttf"), ("NotoSansDevanagari", "NotoSansDevanagari-Regular.ttf"),
        ] {
            if let url = TestData.url("Fonts/" + file), let face = try? FontFace(contentsOfFile: url.path) { faces[name] = face }
        }
        for (name, path) in systemFonts {
            if let face = try? FontFace(contentsOfFile: path) { faces[name] = face }
        }
        return faces
    }()

    /// Faces too large to commit, read where Debian installs them (the oracle script installs
    /// them with apt); their groups are skipped when they are absent.
    static let systemFonts = [
        ("NotoSansCJK", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"),
        ("NotoColorEmoji", "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
    ]
    static var hasNotoCJK: Bool { faces["NotoSansCJK"] != nil }
    static var hasNotoColorEmoji: Bool { faces["NotoColorEmoji"] != nil }

    /// What one case got right.
    struct Agreement {
        var glyphs = false
        var advances = false
        var offsets = false
        var width = false
    }

    static func compare(_ test: Case) -> Agreement? {
        guard let face = faces[test.font] else { return nil }
        let shaped = Shaper.shape(test.text, face: face)
        let expected = stride(from: 0, to: test.glyphs.count, by: 5).map { test.glyphs[$0..<$0 + 5].map { $0 } }
        var result = Agreement()
        result.glyphs = shaped.map { [$0.glyph, $0.cluster] } == expected.map { [$0[0], $0[1]] }
        result.advances = shaped.map(\.xAdvance) == expected.map { $0[2] }
        result.offsets = shaped.map { [$0.xOffset, $0.yOffset] } == expected.map { [$0[3], $0[4]] }
        result.width = shaped.reduce(0) { $0 + $1.xAdvance } == test.width
        return result
    }

    @Test func theOracleAndItsFontsAreThere() {
        #expect(Self.cases.count > 12_000)
        // The committed faces are always there; the system ones may not be.
        #expect(Self.faces.count >= 6)
    }

    static let groups = [
        "Inter/latin", "Inter/accented", "Inter/greek", "Inter/cyrillic",
        "DejaVuSans/latin", "DejaVuSans/accented", "DejaVuSans/greek", "DejaVuSans/cyrillic",
        "NotoSans/latin", "NotoSans/accented", "NotoSans/greek", "NotoSans/cyrillic",
        "NotoSansHebrew/hebrew", "NotoSansHebrew/hebrew-pointed", "NotoSansArabic/arabic", "NotoSansArabic/arabic-marks",
        "NotoSansHebrew/hebrew-brackets", "NotoSansArabic/arabic-brackets",
    ]

    /// How many strings of a group differ from HarfBuzz in any glyph, cluster, advance or offset.
    static func failures(in group: String, report: Int = 5) -> (failures: Int, total: Int) {
        let cases = Self.cases.filter { $0.font + "/" + $0.category == group }
        var failures = 0
        for test in cases {
            guard let agreement = Self.compare(test), let face = Self.faces[test.font] else { continue }
            if !(agreement.glyphs && agreement.advances && agreement.offsets && agreement.width) {
                failures += 1
                if failures <= report {
                    let shaped = Shaper.shape(test.text, face: face)
                    Issue.record(
                        "\(group) \(test.text.debugDescription): HarfBuzz \(test.glyphs), Strut \(shaped.map { [$0.glyph, $0.cluster, $0.xAdvance, $0.xOffset, $0.yOffset] })"
                    )
                }
            }
        }
        return (failures, cases.count)
    }

    @Test(.enabled(if: hasNotoCJK, "Noto Sans CJK is not installed (apt-get install fonts-noto-cjk): CJK cases skipped"))
    func agreesWithHarfBuzzOnCJK() {
        let (failures, total) = Self.failures(in: "NotoSansCJK/cjk")
        #expect(total >= 600)
        #expect(failures == 0, "\(failures) of \(total) differ")
    }

    @Test(
        .enabled(if: hasNotoColorEmoji, "Noto Color Emoji is not installed (apt-get install fonts-noto-color-emoji): emoji cases skipped"))
    func agreesWithHarfBuzzOnEmoji() {
        let (failures, total) = Self.failures(in: "NotoColorEmoji/emoji")
        #expect(total >= 500)
        #expect(failures == 0, "\(failures) of \(total) differ")
    }

    /// Devanagari through the Indic shaper (syllables, reph, pre-base matras, half and
    /// below-base forms, conjuncts): every string as HarfBuzz shapes it.
    @Test func agreesWithHarfBuzzOnDevanagari() {
        let (failures, total) = Self.failures(in: "NotoSansDevanagari/devanagari")
        #expect(total >= 900)
        #expect(failures == 0, "\(failures) of \(total) differ")
    }

    /// Joiners in Devanagari: virama + ZWJ asks for a half form, virama + ZWNJ forbids the
    /// conjunct.
    @Test func agreesWithHarfBuzzOnDevanagariJoiners() {
        let (failures, total) = Self.failures(in: "NotoSansDevanagari/devanagari-joiners", report: 10)
        #expect(total >= 140)
        #expect(failures == 0, "\(failures) of \(total) differ")
    }

    /// Every string of a group: the same glyphs, clusters, advances and mark offsets as
    /// HarfBuzz, exactly (in font units, so every width is within any tolerance at any size).
    @Test(arguments: groups)
    func agreesWithHarfBuzz(group: String) throws {
        let cases = Self.cases.filter { $0.font + "/" + $0.category == group }
        #expect(cases.count >= 290)
        var failures = 0
        for test in cases {
            let agreement = try #require(Self.compare(test))
            if !(agreement.glyphs && agreement.advances && agreement.offsets && agreement.width) {
                failures += 1
                if failures <= 5 {
                    let shaped = Shaper.shape(test.text, face: try #require(Self.faces[test.font]))
                    Issue.record(
                        "\(group) \(test.text.debugDescription): HarfBuzz \(test.glyphs), Strut \(shaped.map { [$0.glyph, $0.cluster, $0.xAdvance, $0.xOffset, $0.yOffset] })"
                    )
                }
            }
        }
        #expect(failures == 0, "\(failures) of \(cases.count) differ")
    }

    /// The cases the issue names, read from the oracle: ligatures, `calt`, marks skipped by
    /// kerning, and a precomposed letter decomposed.
    @Test(arguments: [
        ("Inter", "office", 6), ("DejaVuSans", "office", 4), ("NotoSans", "office", 4), ("DejaVuSans", "coffee", 5),
        ("Inter", "x->y", 3), ("Inter", "T\u{325}o", 3), ("NotoSansArabic", "مرحبا", 5),
        // Devanagari: the i-matra drawn before its consonant; a reph moved after the base; a
        // half form with the matra before the whole cluster; conjuncts (kssa, tra).
        ("NotoSansDevanagari", "कि", 2), ("NotoSansDevanagari", "र्कि", 3), ("NotoSansDevanagari", "क्कि", 3),
        ("NotoSansDevanagari", "क्षत्रिय", 4),
    ])
    func namedCasesAreInTheOracleAndAgree(font: String, text: String, glyphCount: Int) throws {
        let test = try #require(Self.cases.first { $0.font == font && $0.text == text })
        #expect(test.glyphs.count / 5 == glyphCount)
        let agreement = try #require(Self.compare(test))
        #expect(agreement.glyphs && agreement.advances && agreement.offsets)
    }
}
