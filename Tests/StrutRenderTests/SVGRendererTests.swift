import Foundation
import StrutAutoLayout
import StrutTestSupport
import Testing

@testable import StrutRender

/// Apple's two-view example with its frames worked out by hand (375 x 667, 20-point edges,
/// 8 apart, equal widths: (375 - 48) / 2 = 163.5), plus a label and an image.
func twoViewsScene() -> RenderScene {
    let red = CGRect(x: 20, y: 20, width: 163.5, height: 627)
    let blue = CGRect(x: 191.5, y: 20, width: 163.5, height: 627)
    let badge = CGRect(x: 8, y: 8, width: 40, height: 30)
    let caption = CGRect(x: 199.5, y: 28, width: 60, height: 20)
    return RenderScene(
        title: "Two <equal> views",
        size: CGSize(width: 375, height: 667),
        nodes: [
            RenderNode(
                identifier: "root", kind: .root, parent: nil, frame: CGRect(x: 0, y: 0, width: 375, height: 667),
                frameInWindow: CGRect(x: 0, y: 0, width: 375, height: 667)),
            RenderNode(identifier: "red", kind: .view, parent: 0, frame: red, frameInWindow: red),
            RenderNode(identifier: "blue", kind: .view, parent: 0, frame: blue, frameInWindow: blue, isAmbiguous: true),
            RenderNode(
                identifier: "badge", kind: .image, parent: 1, frame: badge,
                frameInWindow: badge.offsetBy(dx: 20, dy: 20), intrinsicWidth: 40, intrinsicHeight: 30),
            RenderNode(
                identifier: "caption", kind: .label, parent: 2, frame: CGRect(x: 8, y: 8, width: 60, height: 20),
                frameInWindow: caption, text: "Hi & bye"),
        ],
        constraints: [
            RenderConstraint(
                text: "red.leading == root.leading + 20", items: [1, 0], attributes: ["leading", "leading"],
                axis: .horizontal),
            RenderConstraint(
                identifier: "gap", text: "blue.leading == red.trailing + 8", items: [2, 1],
                attributes: ["leading", "trailing"], axis: .horizontal),
            RenderConstraint(text: "red.width == blue.width", items: [1, 2], attributes: ["width", "width"], axis: .horizontal),
            RenderConstraint(
                text: "red.top == root.top + 20", items: [1, 0], attributes: ["top", "top"], axis: .vertical,
                priority: 750),
            RenderConstraint(text: "red.width >= 400", items: [1], attributes: ["width"], axis: .horizontal, isBroken: true),
        ],
        commands: [
            .beginView(ViewInfo(name: "red", className: "View", identifier: "red", frame: red, usesAutoLayout: true)),
            .fillRect(red, Color(red: 1, green: 0.788, blue: 0.788)),
            .image(name: "40×30", rect: CGRect(x: 28, y: 28, width: 40, height: 30)),
            .endView,
            .beginView(ViewInfo(name: "View:0x1", className: "View", identifier: nil, frame: blue, usesAutoLayout: true)),
            .fillRect(blue, Color(red: 0.647, green: 0.847, blue: 1)),
            .pushClip(blue),
            .text(
                TextRun(
                    text: "Hi & bye", fontName: "Inter Bold", fontSize: 15, color: Color(white: 0.13),
                    rect: CGRect(x: 199.5, y: 28, width: 60, height: 20), baselineOffset: 15)),
            .popClip,
            .popClip,  // unbalanced: ignored
            .endView,
            .endView,  // unbalanced: ignored
        ],
        log: ["Unable to simultaneously satisfy constraints."])
}

struct SVGRendererTests {
    @Test func drawsTheSceneAsTheGoldenFile() {
        GoldenFile.assertMatches(SVGRenderer().render(twoViewsScene()), named: "two-views.svg")
    }

    @Test func drawsTheConstraintOverlayAsTheGoldenFile() {
        GoldenFile.assertMatches(SVGRenderer(drawsConstraints: true).render(twoViewsScene()), named: "two-views-constraints.svg")
    }

    /// Independent of the golden file: the elements the scene implies, with hand-computed
    /// coordinates.
    @Test func placesElementsWhereTheFramesSay() {
        let svg = SVGRenderer(drawsConstraints: true).render(twoViewsScene())
        #expect(svg.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="375" height="667" viewBox="0 0 375 667""##))
        #expect(svg.contains("<title>Two &lt;equal&gt; views</title>"))
        #expect(svg.contains(##"<rect x="191.5" y="20" width="163.5" height="627" fill="#a5d8ff"/>"##))
        // Views become groups, clips clip paths; unbalanced ends are dropped.
        #expect(svg.contains(##"<g class="view" data-name="red">"##))
        #expect(svg.contains(##"<g class="view" data-name="View:0x1">"##))
        #expect(
            svg.contains(
                ##"<clipPath id="clip1"><rect x="191.5" y="20" width="163.5" height="627"/></clipPath><g clip-path="url(#clip1)">"##))
        #expect(svg.components(separatedBy: "<g").count == svg.components(separatedBy: "</g>").count)
        // The ambiguous view is outlined in orange.
        #expect(svg.contains(##"<rect data-view="blue" x="191.5" y="20" width="163.5" height="627" stroke="#e8590c"/>"##))
        // Text is escaped and placed on its baseline.
        #expect(
            svg.contains(
                ##"<text x="199.5" y="43" font-size="15" font-weight="bold" fill="#212121" xml:space="preserve">Hi &amp; bye</text>"##))
        // The gap constraint runs from blue's leading (191.5) to red's trailing (20 + 163.5 =
        // 183.5) at blue's mid-height (20 + 627 / 2 = 333.5).
        #expect(svg.contains(##"<line x1="191.5" y1="333.5" x2="183.5" y2="333.5"/>"##))
        // The broken constraint is red and dashed, as a bar along red's width at y = 20 + 3.
        #expect(svg.contains(##"stroke="#e03131""##))
        #expect(svg.contains(##"<line x1="20" y1="23" x2="183.5" y2="23" stroke-dasharray="3 2"/>"##))
        // The root is not outlined.
        #expect(!svg.contains(##"data-view="root""##))
    }

    @Test func hiddenViewsAndTheirSubviewsAreNotOutlined() {
        var scene = twoViewsScene()
        scene.nodes[1].isHidden = true
        let svg = SVGRenderer().render(scene)
        #expect(!svg.contains(##"data-view="red""##))
        #expect(!svg.contains(##"data-view="badge""##))
        #expect(svg.contains(##"data-view="blue""##))
    }

    @Test(arguments: [
        ("leading", "ltr", 10.0), ("leading", "rtl", 110.0), ("trailing", "rtl", 10.0), ("left", "rtl", 10.0),
        ("centerX", "ltr", 60.0), ("leadingMargin", "ltr", 10.0), ("top", "ltr", 20.0), ("bottom", "ltr", 70.0),
        ("centerYWithinMargins", "ltr", 45.0),
    ])
    func attributePositions(attribute: String, direction: String, expected: Double) {
        // frame x 10...110, y 20...70
        let frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        let horizontal = !["top", "bottom", "centerYWithinMargins"].contains(attribute)
        #expect(SVGRenderer.position(of: attribute, in: frame, horizontal: horizontal, direction: direction) == expected)
    }

    @Test(arguments: [(163.5, "163.5"), (20, "20"), (-0.00001, "0"), (1.0 / 3, "0.3333"), (1e20, "1e+20"), (-2.5, "-2.5")])
    func numbers(value: Double, text: String) {
        #expect(NumberText.string(value) == text)
    }
}
