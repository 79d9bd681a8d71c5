import Foundation
import StrutAutoLayout
import Testing

@testable import StrutRender

struct InspectorPageTests {
    @Test func isOneSelfContainedFile() {
        let html = InspectorPage().render(twoViewsScene())
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // Nothing is fetched: no external scripts, stylesheets or images.
        #expect(!html.contains("src=\"http"))
        #expect(!html.contains("href=\"http"))
        #expect(!html.contains("<link"))
        // The canvas is the inline SVG.
        #expect(html.contains(##"<rect data-view="red" x="20" y="20" width="163.5" height="627" stroke="#adb5bd"/>"##))
        #expect(html.contains(##"<ul id="tree"></ul>"##))
        #expect(html.contains(##"<h2 id="selected-name">"##))
    }

    @Test func embedsTheSceneData() {
        let data = InspectorPage.data(for: twoViewsScene()).compactText
        #expect(
            data.contains(
                ##"{"id":"blue","kind":"view","parent":0,"frame":[191.5,20,163.5,627],"window":[191.5,20,163.5,627],"hidden":false,"ambiguous":true,"intrinsic":[null,null],"hugging":[250,250],"compression":[750,750],"text":null,"affecting":[]}"##
            ))
        #expect(
            data.contains(
                ##"{"id":"gap","text":"blue.leading == red.trailing + 8","items":[2,1],"axis":"horizontal","priority":1000,"broken":false,"origin":"file"}"##
            ))
        #expect(data.contains(##""log":["Unable to simultaneously satisfy constraints."]"##))
    }

    /// A text containing `</script>` cannot end the data block early.
    @Test func escapesScriptEndsInData() {
        var scene = twoViewsScene()
        scene.nodes[4].text = "</script><script>alert(1)</script>"
        let html = InspectorPage().render(scene)
        #expect(!html.contains("</script><script>alert"))
        #expect(html.contains(##"<\/script><script>alert(1)<\/script>"##))
    }

    @Test func constraintsAffectingAViewAreSplitByAxis() throws {
        let scene = twoViewsScene()
        let red = try #require(scene.index(of: "red"))
        let (horizontal, vertical) = scene.constraints(affecting: red)
        #expect(
            horizontal.map(\.text) == [
                "red.leading == root.leading + 20", "blue.leading == red.trailing + 8", "red.width == blue.width", "red.width >= 400",
            ])
        #expect(vertical.map(\.text) == ["red.top == root.top + 20"])
    }

    /// The log keeps its lines: each entry is a `pre` block (pre-wrap), not text flowed into
    /// one paragraph.
    @Test func logEntriesArePreformatted() {
        let html = InspectorPage().render(twoViewsScene())
        #expect(html.contains("li.appendChild(el('pre', null, entry));"))
        #expect(html.contains("#problem-list pre {"))
        #expect(html.contains("white-space: pre-wrap;"))
    }

    /// Long guide names wrap inside the tree panel instead of being cut off at its edge.
    @Test func treeNamesWrap() {
        let html = InspectorPage().render(twoViewsScene())
        #expect(
            html.contains(
                ".node { cursor: pointer; padding: 1px 4px; border-radius: 3px; display: inline-block; max-width: 100%; overflow-wrap: anywhere; }"
            ))
        #expect(html.contains("grid-template-columns: minmax(240px, 320px)"))
        // Long constraint descriptions (system constraints with addresses) wrap in the details panel.
        #expect(html.contains("background: #f8f9fa; overflow-wrap: anywhere; }"))
    }
}
