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

/// Fonts embedded as data URLs, on request.
struct SVGFontEmbeddingTests {
    static func scene(_ fontName: String) -> RenderScene {
        let run = TextRun(
            text: "Hi", fontName: fontName, fontSize: 10, color: Color(white: 0), rect: CGRect(x: 0, y: 0, width: 20, height: 12),
            baselineOffset: 9)
        return RenderScene(
            title: "t", size: CGSize(width: 20, height: 12),
            nodes: [
                RenderNode(
                    identifier: "root", kind: .root, parent: nil, frame: CGRect(x: 0, y: 0, width: 20, height: 12),
                    frameInWindow: CGRect(x: 0, y: 0, width: 20, height: 12))
            ], constraints: [], commands: [.text(run)], log: [])
    }

    @Test func theBoldFaceIsEmbeddedWhole() throws {
        let svg = SVGRenderer(embedsFonts: true).render(Self.scene("Inter Bold"))
        #expect(svg.contains("@font-face{font-family:'Inter';font-weight:700;src:url(data:font/otf;base64,"))
        #expect(!svg.contains("font-weight:400"))
        // The data URL is the bundled Inter-Bold.otf, byte for byte (271,436 bytes).
        let start = try #require(svg.range(of: "base64,")).upperBound
        let end = try #require(svg[start...].range(of: ")")).lowerBound
        #expect(Data(base64Encoded: String(svg[start..<end]))?.count == 271_436)
    }

    @Test func nothingIsEmbeddedUnlessAsked() {
        #expect(!SVGRenderer().render(Self.scene("Inter")).contains("@font-face"))
        #expect(SVGRenderer(embedsFonts: true).render(Self.scene("Inter")).contains("font-weight:400;"))
    }
}

/// Right-to-left runs name the bundled faces that measured them.
struct SVGRightToLeftFontFamilyTests {
    @Test func arabicRunsNameNotoSansArabicFirst() {
        let svg = SVGTextDirectionTests.element("مرحبا (שלום).")
        #expect(svg.contains(##"font-family="'Noto Sans Arabic', 'Noto Sans Hebrew', Inter, sans-serif""##))
    }

    @Test func hebrewRunsNameNotoSansHebrewFirst() {
        let svg = SVGTextDirectionTests.element("שלום.")
        #expect(svg.contains(##"font-family="'Noto Sans Hebrew', 'Noto Sans Arabic', Inter, sans-serif""##))
        #expect(!SVGTextDirectionTests.element("Hello.").contains("font-family"))
    }
}
