import Foundation
import Testing

@testable import StrutCLI

private func layOut(_ yaml: String) throws -> ViewLayoutResult {
    let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
    guard case let .views(result) = try Solving.solve(file) else { throw Diagnostic(.internalError, "no frames") }
    return result
}

struct DeclarativeLayoutTests {
    /// LayoutKit's rules, worked by hand: an inset of 8 around a vertical stack (spacing 4) of
    /// a 50 × 50 size and a 100 × 20 size, in a window 200 wide that fits its height:
    /// height = 8 + 50 + 4 + 20 + 8 = 90; the stack is (8, 8, 184, 74); each size layout is
    /// centred in the row the stack gives it (SizeLayout's default alignment): (184 - 50) / 2 =
    /// 67 and (184 - 100) / 2 = 42.
    @Test func insetStackOfSizes() throws {
        let result = try layOut(
            """
            window: {width: 200, height: fit}
            layout:
              inset: 8
              id: card
              child:
                stack: vertical
                spacing: 4
                id: column
                children:
                  - {size: [50, 50], id: photo}
                  - {size: [100, 20], id: bar}
            """)
        #expect(result.windowSize == CGSize(width: 200, height: 90))
        #expect(result.frame("card") == CGRect(x: 0, y: 0, width: 200, height: 90))
        #expect(result.frame("column") == CGRect(x: 8, y: 8, width: 184, height: 74))
        #expect(result.frame("photo") == CGRect(x: 67, y: 0, width: 50, height: 50))
        #expect(result.frame("bar") == CGRect(x: 42, y: 54, width: 100, height: 20))
        #expect(result.frameInWindow("bar") == CGRect(x: 50, y: 62, width: 100, height: 20))
        #expect(result.scene.nodes.first { $0.identifier == "photo" }?.kind == .image)
    }

    /// A label is as large as its text and aligned in its cell: topTrailing puts it against the
    /// right edge of a 200-wide window.
    @Test func labelAlignment() throws {
        let result = try layOut(
            """
            window: {width: 200, height: 40}
            layout: {label: Hi, id: hi, alignment: topTrailing, flexibility: inflexible}
            """)
        let hi = result.frame("hi")
        #expect(hi.maxX == 200)
        #expect(hi.minY == 0)
        #expect(result.scene.commands.contains { if case let .text(run) = $0 { run.text == "Hi" } else { false } })
    }

    /// The feed item lays out, every id present, inside the 8-point inset.
    @Test func feedItem() throws {
        let file = try InputFile.load(examplesFolder() + "/feed-item-declarative.yaml")
        guard case let .views(result) = try Solving.solve(file) else { throw Diagnostic(.internalError, "no frames") }
        for id in [
            "actionText", "contentFilteringOptions", "profileImage", "name", "headline", "posterComment", "contentImage",
            "like", "comment", "share", "actorCommentPhoto", "actorComment",
        ] {
            #expect(result.frames.contains { $0.id == id }, "missing \(id)")
        }
        #expect(result.frame("contentImage").size == CGSize(width: 350, height: 200))
        #expect(abs(result.frameInWindow("contentFilteringOptions").maxX - (375 - 8)) < 1e-6)
        #expect(abs(result.frameInWindow("share").maxX - (375 - 8)) < 1e-6)
    }

    @Test func unknownAlignmentIsNamed() throws {
        let yaml = "layout: {label: Hi, alignment: middle}\n"
        do {
            _ = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .unknownName)
            #expect(error.message == "unknown label alignment 'middle'")
        }
    }
}
