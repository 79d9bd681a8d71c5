import Foundation
import StrutRender
import Testing

@testable import StrutCLI

private func solve(_ yaml: String) throws -> ViewLayoutResult {
    let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
    guard case let .views(result) = try Solving.solve(file) else { throw Diagnostic(.internalError, "not a view layout") }
    return result
}

private func example() throws -> LayoutFile { try InputFile.load(examplesFolder() + "/scroll-view.yaml") }

/// `type: scroll` in layout files, `strut scroll FILE`, and the scene's content area.
struct ScrollLayoutTests {
    /// Examples/scroll-view.yaml: labels 21 tall (Inter 17) chained from the content guide's top
    /// (16, then 8 apart): tops 16 + 29 i; the button 16 from the frame guide's bottom-right
    /// corner: (320 − 16 − 44, 120 − 16 − 44) = (260, 60).
    @Test func theExampleIsSizedByItsContentGuide() throws {
        guard case let .views(result) = try Solving.solve(try example()) else { throw Diagnostic(.internalError, "") }
        for (i, id) in ["one", "two", "three", "four", "five", "six"].enumerated() {
            let frame = try #require(result.frames.first { $0.id == id }?.frame)
            #expect(frame.minX == 16 && frame.minY == 16 + 29 * CGFloat(i) && frame.height == 21)
        }
        #expect(result.frames.first { $0.id == "button" }?.frame == CGRect(x: 260, y: 60, width: 44, height: 44))
        #expect(result.broken.isEmpty && result.ambiguous.isEmpty)
        let list = try #require(result.scene.nodes.first { $0.identifier == "list" })
        #expect(list.kind == .scroll)
        // 16 + 6 × 21 + 5 × 8 + 16 = 198.
        #expect(list.contentRect == CGRect(x: 0, y: 0, width: 320, height: 198))
        #expect(list.visibleRect == CGRect(x: 0, y: 0, width: 320, height: 120))
    }

    /// An offset of 50 moves the content up on screen (label two: 45 − 50 = −5) while the button,
    /// pinned to the frame guide, keeps its place on screen (60) and moves in the content (110).
    /// An explicit content size holds when no constraint sizes the content guide.
    @Test func anOffsetAndAnExplicitContentSize() throws {
        let result = try solve(
            """
            window: {width: 200, height: 100}
            views:
              - id: s
                type: scroll
                contentSize: [200, 400]
                contentOffset: [0, 50]
                subviews:
                  - {id: a, size: [50, 20]}
                  - {id: pin}
            constraints:
              - s.leading == superview.leading
              - s.trailing == superview.trailing
              - s.top == superview.top
              - s.bottom == superview.bottom
              - a.top == s.content.top + 80
              - a.leading == s.content.leading
              - pin.width == 10
              - pin.height == 10
              - pin.top == s.frame.top
              - pin.leading == s.frame.leading
            """)
        #expect(result.frame("a") == CGRect(x: 0, y: 80, width: 50, height: 20))
        #expect(result.frameInWindow("a") == CGRect(x: 0, y: 30, width: 50, height: 20))
        #expect(result.frame("pin") == CGRect(x: 0, y: 50, width: 10, height: 10))
        #expect(result.frameInWindow("pin") == CGRect(x: 0, y: 0, width: 10, height: 10))
        let s = try #require(result.scene.nodes.first { $0.identifier == "s" })
        #expect(s.contentRect == CGRect(x: 0, y: -50, width: 200, height: 400))
        #expect(s.visibleRect == CGRect(x: 0, y: 50, width: 200, height: 100))
        let svg = SVGRenderer().render(result.scene)
        #expect(svg.contains(#"<rect data-content-of="s" x="0" y="-50" width="200" height="400""#))
        #expect(svg.contains(#"<rect data-visible-of="s" x="0" y="0" width="200" height="100""#))
    }

    /// `strut scroll FILE` at 30 points a frame: offsets 0, 30, 60 and the last, 78; at each, the
    /// subviews whose frames meet [offset, offset + 120): e.g. at 60, "one" (16…37) has left.
    @Test func scrollCommandWalksTheOffsets() throws {
        let runs = try FileScrollRun.run(try example(), pointsPerFrame: 30, log: { _ in })
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(run.offsets == 0...78 && run.vertical)
        #expect(run.frames.map(\.offset) == [0, 30, 60, 78])
        #expect(
            run.frames.map(\.visible) == [
                ["one", "two", "three", "four", "button"],
                ["one", "two", "three", "four", "five", "button"],
                ["two", "three", "four", "five", "six", "button"],
                ["three", "four", "five", "six", "button"],
            ])
        let report = FileScrollRun.report(runs)
        #expect(report.contains("scroll 'list': content 320 × 198, frame 320 × 120"))
        #expect(report.contains("frame 2: y = 60, on screen: two three four five six button"))
    }

    @Test(arguments: [
        ("views: [{id: a, contentSize: [1, 2]}]\n", "'contentSize' does not apply to a view (it applies to: scroll)"),
        ("views: [{id: s, type: scroll, contentOffset: [1]}]\n", "expected 'contentOffset' of 's' to be [x, y]"),
        ("views: [{id: a}]\nconstraints: [a.content.top == a.top]\n", "one name too many"),
        (
            "views: [{id: s, type: scroll}]\nconstraints: [s.content.topMargin == s.top]\n",
            "unknown attribute 'topMargin' of the guide 's.content'"
        ),
    ])
    func mistakesAreReported(yaml: String, message: String) {
        #expect { _ = try solve(yaml) } throws: { error in
            "\(error)".contains(message) || ((error as? Diagnostic)?.message.contains(message) ?? false)
        }
    }
}
