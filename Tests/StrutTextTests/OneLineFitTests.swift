import Foundation
import StrutText
import Testing

/// A paragraph that fits its width is laid out as one line without finding its break
/// opportunities. The oracle is the font's own measurement of the whole text (`Font.width(of:)`)
/// and the rule of hanging spaces: the line is the whole text, exactly as wide as the text; one
/// point narrower than the text's last letter needs, it wraps as before.
@Suite struct OneLineFitTests {
    static let font = Font.systemFont(ofSize: 17)

    static func layout(_ text: String, width: CGFloat, lines: Int = 0) -> TextLayout {
        TextLayout(text: text, style: TextStyle(font: font, numberOfLines: lines), width: width, scale: 1)
    }

    @Test(arguments: ["Someone you may know shared an article", "office coffee traffic", "AVATAR Type", "x->y :V"])
    func aTextAtItsOwnWidthIsOneLine(text: String) {
        let width = Self.font.width(of: text)
        for available in [width, width + 0.5, 1000, CGFloat.greatestFiniteMagnitude] {
            let layout = Self.layout(text, width: available)
            #expect(layout.lines.map(\.text) == [text])
            #expect(layout.lines.first?.frame.width == width)
        }
        // A little less than the text needs: it wraps (at a space or after the hyphen of "->"),
        // and no line is wider than allowed.
        let wrapped = Self.layout(text, width: width - 1)
        #expect(wrapped.lines.count == 2)
        #expect(wrapped.lines.map(\.text).joined().filter { $0 != " " } == text.filter { $0 != " " })
        #expect(wrapped.lines.allSatisfy { $0.frame.width <= width - 1 })
    }

    @Test func trailingSpacesHangPastTheEdge() {
        // "Hello" fits, its trailing spaces do not: one line, the spaces not drawn.
        let word = Self.font.width(of: "Hello")
        let layout = Self.layout("Hello   ", width: word)
        #expect(layout.lines.map(\.text) == ["Hello"])
        #expect(layout.lines.first?.frame.width == word)
        // With room for them, they stay on the line.
        let roomy = Self.layout("Hello   ", width: 1000)
        #expect(roomy.lines.map(\.text) == ["Hello   "])
        #expect(roomy.lines.first?.frame.width == Self.font.width(of: "Hello   "))
    }

    @Test func lineTerminatorsStillBreak() {
        #expect(Self.layout("one\ntwo", width: .greatestFiniteMagnitude).lines.map(\.text) == ["one", "two"])
        #expect(Self.layout("one\n", width: .greatestFiniteMagnitude).lines.map(\.text) == ["one"])
        // A one-line limit on a text that fits is not truncation.
        let limited = Self.layout("fits easily", width: 1000, lines: 1)
        #expect(limited.lines.map(\.text) == ["fits easily"])
        #expect(limited.lines.first?.isTruncated == false)
    }
}
