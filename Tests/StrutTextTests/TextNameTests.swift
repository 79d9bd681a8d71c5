import Testing

@testable import StrutText

/// The names a layout file uses for weights and alignments are UIKit's, each decoding to the
/// value with that Swift name.
struct TextNameTests {
    @Test func weightNames() {
        // UIKit's weight classes on the OS/2 scale.
        let expected: [(String, Int)] = [
            ("ultraLight", 200), ("thin", 100), ("light", 300), ("regular", 400), ("medium", 500), ("semibold", 600),
            ("bold", 700), ("heavy", 800), ("black", 900),
        ]
        #expect(Font.Weight.names == expected.map(\.0))
        for (name, weightClass) in expected {
            #expect(Font.Weight(name: name)?.rawValue == weightClass)
            #expect(Font.Weight(rawValue: weightClass).name == name)
        }
        #expect(Font.Weight(name: "Bold") == nil)
        #expect(Font.Weight(rawValue: 450).name == nil)
    }

    @Test func alignmentNames() {
        #expect(TextAlignment.names == ["natural", "left", "center", "right", "justified"])
        #expect(TextAlignment(name: "justified") == .justified)
        #expect(TextAlignment(name: "right")?.name == "right")
        #expect(TextAlignment(name: "start") == nil)
    }
}
