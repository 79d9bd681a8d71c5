import Foundation
import Testing

@testable import StrutText

/// The ASCII shortcut gives what the shaping buffer gives, to the bit, and answers most plain
/// Latin text.
@Suite struct ASCIIShapingShortcutTests {
    /// Every face the tests have: the bundled ones, the oracle's, and the hand-made `GPOS` test
    /// font (pair values on the second glyph, placements).
    static let faces: [(name: String, face: FontFace)] = {
        var faces = FontLibrary.bundledInterFaces.map { ("Inter \($0.weight.rawValue)", $0) }
        faces += FontLibrary.bundledFallbackFaces.map { ($0.familyName, $0) }
        faces += ShapingOracleTests.faces.filter { $0.key != "Inter" }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        if let url = TestData.url("strut-test-gpos.ttf"), let face = try? FontFace(contentsOfFile: url.path) {
            faces.append(("strut-test-gpos", face))
        }
        return faces
    }()

    /// Deterministic pseudo-random ASCII strings: letters, digits, the punctuation that
    /// contextual alternates and ligatures start at, spaces, tabs and other controls.
    static func strings(count: Int, seed: UInt64) -> [String] {
        let alphabet =
            Array(
                "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789     .,;:!?'\"-–()[]{}<>=+*/\\@#$%&_|~^`x".utf8.filter {
                    $0 < 0x80
                })
            + [0x09, 0x0A, 0x0D, 0x00, 0x7F]
        var state = seed
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        return (0..<count).map { _ in
            let length = next() % 40
            return String(decoding: (0..<length).map { _ in alphabet[next() % alphabet.count] }, as: UTF8.self)
        }
    }

    /// The shortcut's answer for `text`, or `nil` when it leaves the text to the shaper.
    static func shortcut(_ text: String, face: FontFace) -> ClusterAdvances? {
        let script = ShapingScript(firstIn: text.unicodeScalars)
        guard !script.isRightToLeft, !text.utf8.contains(where: { $0 >= 0x80 }), !text.contains("\r\n") else { return nil }
        var copy = text
        return copy.withUTF8 { face.asciiShortcuts.madeShortcut(face: face, script: script)?.clusterAdvances(of: $0) }
    }

    /// Differential: random strings and every pair of printable characters, in every face: where
    /// the shortcut answers, it equals the buffer's shaping exactly (advances and line-start
    /// kerning), and `shapeClusters` returns that too.
    @Test func equalsTheShapingBufferToTheBit() {
        var answered = 0
        var total = 0
        for (name, face) in Self.faces {
            var texts = Self.strings(count: 1_500, seed: UInt64(name.utf8.count))
            if name.hasPrefix("Inter") {
                for a in 0x20..<0x7F {
                    texts.append(String(decoding: (0x20..<0x7F).flatMap { [UInt8(a), UInt8($0), 0x20] }, as: UTF8.self))
                }
            }
            for text in texts {
                total += 1
                let buffer = face.shapeClusters(of: text, usesShortcut: false)
                #expect(face.shapeClusters(of: text) == buffer, "\(name) \(text.debugDescription)")
                guard let fast = Self.shortcut(text, face: face) else { continue }
                answered += 1
                #expect(fast == buffer, "\(name) \(text.debugDescription)")
            }
        }
        // Not vacuous: the shortcut answered a good share (random strings hold many `-`, `:`,
        // `<`, `x` and digits next to each other, which Inter's contextual rules may change).
        #expect(answered > total / 4, "answered \(answered) of \(total)")
    }

    /// Against HarfBuzz (the shaping oracle): every ASCII oracle string the shortcut answers
    /// sums to HarfBuzz's width in font units, and the shortcut answers most Latin ones in Inter.
    @Test func agreesWithHarfBuzzOnTheOracleStrings() {
        var answeredLatinInter = 0
        var latinInter = 0
        for test in ShapingOracleTests.cases where !test.text.utf8.contains(where: { $0 >= 0x80 }) {
            guard let face = ShapingOracleTests.faces[test.font] else { continue }
            if test.font == "Inter" && test.category == "latin" { latinInter += 1 }
            guard let fast = Self.shortcut(test.text, face: face) else { continue }
            if test.font == "Inter" && test.category == "latin" { answeredLatinInter += 1 }
            #expect(fast.units.reduce(0, +) == test.width, "\(test.font) \(test.text.debugDescription)")
        }
        #expect(latinInter > 500)
        #expect(answeredLatinInter * 2 > latinInter, "answered \(answeredLatinInter) of \(latinInter)")
    }

    /// What Inter's plan leaves to the shaper, by hand from its tables: "fi"-style ligatures are
    /// not in Inter's default features, but its contextual alternates start at `x` between
    /// digits, `-` before `>`, `:` and the ligature lookups for `->`, `<=`; plain words are
    /// answered, kerning included ("AV": Inter kerns it).
    @Test func plainWordsAreAnsweredAndContextsAreNot() throws {
        let face = FontLibrary.bundledFace
        for text in ["Hello world", "AVATAR AVATAR", "Someone you may know shared an article", "office coffee"] {
            let fast = try #require(Self.shortcut(text, face: face), "\(text)")
            #expect(fast == face.shapeClusters(of: text, usesShortcut: false))
        }
        for text in ["x->y", "a <= b", "2x3"] { #expect(Self.shortcut(text, face: face) == nil, "\(text)") }
        // Kerning is in the second character: "AV" is narrower than "A" + "V".
        let av = try #require(Self.shortcut("AV", face: face))
        #expect(av.units[0] == face.advance(ofGlyph: Int(face.characterMap.glyph(for: "A"))))
        #expect(av.units[1] < face.advance(ofGlyph: Int(face.characterMap.glyph(for: "V"))))
        #expect(av.lineStartKerning[1] == av.units[1] - face.advance(ofGlyph: Int(face.characterMap.glyph(for: "V"))))
    }

    /// A face makes its shortcut only after shaping `textsBeforeMaking` texts of the script in
    /// full (a fresh face: the first 31 ASCII texts get none, the 32nd gets it), and measures
    /// the same before and after.
    @Test func theShortcutIsMadeAfterSomeTexts() throws {
        let face = try #require(FontLibrary.bundledResource("Inter-Regular", "otf"))
        let shortcuts = face.asciiShortcuts
        let widthsBefore = (0..<31).map { face.clusterAdvances(of: "Label \($0)") }
        #expect(shortcuts.shortcut(face: face, script: .latin) != nil)
        for (i, before) in widthsBefore.enumerated() {
            #expect(face.shapeClusters(of: "Label \(i)") == before)
        }
        let fresh = try #require(FontLibrary.bundledResource("Inter-Regular", "otf"))
        for _ in 0..<(ASCIIShapingShortcuts.textsBeforeMaking - 1) {
            #expect(fresh.asciiShortcuts.shortcut(face: fresh, script: .latin) == nil)
        }
        #expect(fresh.asciiShortcuts.shortcut(face: fresh, script: .latin) != nil)
    }
}
