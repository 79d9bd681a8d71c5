import Foundation
import StrutAutoLayout
import Testing

@testable import StrutRender

/// Right-to-left runs are anchored at their right edge and drawn right to left as measured.
struct SVGTextDirectionTests {
    static func element(_ text: String) -> String {
        let run = TextRun(
            text: text, fontName: "Inter", fontSize: 10, color: Color(white: 0), rect: CGRect(x: 10, y: 0, width: 40, height: 12),
            baselineOffset: 9)
        return SVGRenderer.elements(for: [.text(run)]).joined()
    }

    @Test func aRightToLeftRunEndsAtItsRightEdge() {
        // "שלום." is one right-to-left run: its full stop is drawn at the left end.
        let svg = Self.element("שלום.")
        #expect(svg.contains(##"<text x="50" y="9""##))
        #expect(svg.contains(##"direction="rtl" unicode-bidi="bidi-override""##))
    }

    @Test func leftToRightRunsAreUnchanged() {
        let svg = Self.element("Hello.")
        #expect(svg.contains(##"<text x="10" y="9" font-size="10" fill=""##))
        #expect(!svg.contains("direction"))
        // Digits inside Hebrew text resolve to an even level: not one right-to-left run.
        #expect(!Self.element("אב 12").contains("direction"))
    }
}
