import Foundation
import StrutText
import Testing

@testable import StrutCLI

/// Lays out a file given as text.
private func layOut(_ yaml: String, _ overrides: WindowOverrides = WindowOverrides()) throws -> ViewLayoutResult {
    let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
    guard case let .views(result) = try Solving.solve(file, options: overrides) else {
        throw Diagnostic(.internalError, "not a view layout")
    }
    return result
}

private func layOutExample(_ name: String, _ overrides: WindowOverrides = WindowOverrides()) throws -> ViewLayoutResult {
    let file = try InputFile.load(examplesFolder() + "/\(name).yaml")
    guard case let .views(result) = try Solving.solve(file, options: overrides) else {
        throw Diagnostic(.internalError, "not a view layout")
    }
    return result
}

extension ViewLayoutResult {
    func frame(_ id: String) -> CGRect { frames.first { $0.id == id }?.frame ?? .null }
    func frameInWindow(_ id: String) -> CGRect { frames.first { $0.id == id }?.frameInWindow ?? .null }
}

/// Equal within a millionth of a point (the solver works in floating point).
private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

/// The natural size of a label's text, measured by StrutText directly (not through the view).
private func textSize(
    _ text: String, size: CGFloat, weight: Font.Weight = .regular, width: CGFloat = .greatestFiniteMagnitude, lines: Int = 1
) -> CGSize {
    TextLayout(text: text, style: TextStyle(font: .systemFont(ofSize: size, weight: weight), numberOfLines: lines), width: width).size
}

struct ViewLayoutTests {
    /// Apple's two-view example: (375 - 20 - 8 - 20) / 2 = 163.5 wide each.
    @Test func twoViewsMatchTheGuide() throws {
        let result = try layOutExample("two-views")
        #expect(result.frame("red") == CGRect(x: 20, y: 20, width: 163.5, height: 627))
        #expect(result.frame("blue") == CGRect(x: 191.5, y: 20, width: 163.5, height: 627))
        #expect(result.broken.isEmpty && result.ambiguous.isEmpty)
    }

    /// --width 320: (320 - 48) / 2 = 136; blue at 20 + 136 + 8 = 164.
    @Test func widthOverride() throws {
        let result = try layOutExample("two-views", WindowOverrides(width: 320))
        #expect(result.windowSize == CGSize(width: 320, height: 667))
        #expect(result.frame("red") == CGRect(x: 20, y: 20, width: 136, height: 627))
        #expect(result.frame("blue") == CGRect(x: 164, y: 20, width: 136, height: 627))
    }

    /// --direction rtl: leading is the right edge, so red (leading + 20) is on the right:
    /// x = 375 - 20 - 163.5 = 191.5, and blue on the left at 20.
    @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
        let result = try layOutExample("two-views", WindowOverrides(direction: .rightToLeft))
        #expect(result.frame("red") == CGRect(x: 191.5, y: 20, width: 163.5, height: 627))
        #expect(result.frame("blue") == CGRect(x: 20, y: 20, width: 163.5, height: 627))
    }

    /// The label is as large as its text and centred: x = (320 - w) / 2, y = (120 - h) / 2.
    @Test func helloWorldIsCentred() throws {
        let result = try layOutExample("hello-world")
        let label = result.frame("greeting")
        // The greeting is bold: Inter Bold, 17,158 units by HarfBuzz = 146.23 pt at 24 pt, 147 on the grid.
        let size = textSize("Hello, world!", size: 24, weight: .bold)
        #expect(size.width == 147)
        #expect(label.size == size)
        #expect(close(label.minX, (320 - size.width) / 2))
        #expect(close(label.minY, (120 - size.height) / 2))
    }

    /// Margins of 8; the badge is at its text size against the trailing margin, the message
    /// takes the rest minus 8 and wraps; the window fits the taller of the two plus 8.
    @Test func multiLineLabelBesideABadge() throws {
        let result = try layOutExample("multiline-label-badge")
        let badge = result.frame("badge"), message = result.frame("message")
        let badgeSize = textSize("3", size: 13)
        #expect(badge.size == badgeSize)
        #expect(close(badge.maxX, 320 - 8))
        #expect(message.minX == 8)
        #expect(close(message.maxX, badge.minX - 8))
        let text = "Strut lays out this label for the width the badge leaves it, in the same pass, without a preferred width."
        #expect(message.height == textSize(text, size: 15, width: message.width, lines: 0).height)
        #expect(message.height > badge.height)  // it wraps
        #expect(close(result.windowSize.height, max(message.maxY, badge.maxY) + 8))
    }

    /// Toolbar by format lines, stack of three labels 8 apart: list.y = 8 + back.height + 16,
    /// list.height = 3 label heights + 2 × 8, window = list.maxY + 8.
    @Test func formatLinesAndStackView() throws {
        let result = try layOutExample("toolbar-and-stack")
        let back = result.frame("back"), list = result.frame("list")
        let row = textSize("Wi-Fi", size: 15).height
        #expect(back.origin == CGPoint(x: 8, y: 8))
        #expect(close(list.minY, 8 + back.height + 16))
        #expect(close(list.height, 3 * row + 16))
        #expect(close(result.frame("second").minY, row + 8))
        #expect(close(result.frame("third").width, 320 - 16))
        #expect(close(result.windowSize.height, list.maxY + 8))
        #expect(close(result.frame("heading").midX, 160))
    }

    /// The trip-log cell fits its content: the window is as tall as the lower of the map and
    /// the notes plus the bottom margin; the distance's first baseline is the date's.
    @Test func tripLogCellFitsItsContent() throws {
        let result = try layOutExample("trip-log-cell")
        let map = result.frame("map"), notes = result.frame("notes"), route = result.frame("route")
        #expect(map == CGRect(x: 8, y: 8, width: 64, height: 64))
        #expect(close(route.minX, map.maxX + 12))
        #expect(close(notes.maxX, 375 - 8))
        #expect(close(result.windowSize.height, max(map.maxY, notes.maxY) + 8))
        #expect(close(result.frame("distance").maxX, 375 - 8))
        #expect(result.frame("distance").minY == result.frame("date").minY)  // same font, same baseline
        #expect(result.ambiguous.isEmpty)
    }

    /// The two beverage states: the badge shows between name and calories when high, and is
    /// hidden with the calories after the name when low.
    @Test func beverageCellStates() throws {
        let high = try layOutExample("beverage-cell-high-calorie")
        #expect(close(high.frame("badge").minX, high.frame("name").maxX + 8))
        #expect(close(high.frame("calories").minX, high.frame("badge").maxX + 8))
        #expect(close(high.frame("calories").maxX, 375 - 8))
        #expect(high.frame("photo").size == CGSize(width: 44, height: 44))
        #expect(high.windowSize.height == 60)  // 8 + 44 + 8
        let low = try layOutExample("beverage-cell-low-calorie")
        #expect(low.frames.first { $0.id == "badge" }?.isHidden == true)
        #expect(close(low.frame("calories").maxX, 375 - 8))
        #expect(low.frame("calories").minX >= low.frame("name").maxX + 8)
        #expect(high.broken.isEmpty && low.broken.isEmpty && high.ambiguous.isEmpty && low.ambiguous.isEmpty)
    }

    /// Every constraint example lays out without broken constraints or ambiguity.
    @Test(arguments: [
        "two-views", "hello-world", "two-labels-baseline", "trip-log-cell", "beverage-cell-high-calorie",
        "beverage-cell-low-calorie", "feed-item", "multiline-label-badge", "toolbar-and-stack", "feed-item-stacks",
    ])
    func exampleIsSound(name: String) throws {
        let result = try layOutExample(name)
        #expect(result.broken.isEmpty)
        #expect(result.ambiguous.isEmpty)
        #expect(result.log.isEmpty)
    }

    /// The guide's debugging example: label.width >= 400 cannot hold in 320 points; it is the
    /// one broken, and the label takes what is left: 320 - 8 - 8 - 8 - 0 (the field at its
    /// minimum width 0) = 296.
    @Test func unsatisfiableExample() throws {
        let result = try layOutExample("unsatisfiable")
        #expect(result.broken.map(\.constraint) == ["label.width >= 400"])
        #expect(result.broken.first?.conflicts.contains("field.leading == label.trailing + 8") == true)
        #expect(result.frame("label").width == 296)
        #expect(result.frame("field").width == 0)
        #expect(SolveOutcome.views(result).status(strict: false) == .brokenConstraints)
    }

    @Test(arguments: [
        (
            "<NSLayoutConstraint:0x55d47d198be0 field.width >= 0   (active, names: field:0x55d4 )>",
            "<NSLayoutConstraint:0x… field.width >= 0   (active, names: field:0x… )>"
        ),
        ("a.width == 0 and 0xyz", "a.width == 0 and 0x…yz"),
        ("no address", "no address"),
    ])
    func addressesAreLeftOut(text: String, expected: String) {
        #expect(ViewTreeBuilder.withoutAddresses(text) == expected)
    }

    /// Equal hugging in a row: both views are ambiguous.
    @Test func ambiguousRowExample() throws {
        let result = try layOutExample("ambiguous-row")
        #expect(result.ambiguous == ["label", "field"])
        #expect(result.broken.isEmpty)
    }

    /// Conflicting required constraints: Auto Layout breaks one, logs it, and goes on.
    @Test func brokenConstraintsAreReported() throws {
        let result = try layOut(
            """
            window: {width: 320, height: 100}
            views: [{id: a}]
            constraints:
              - a.leading == superview.leading
              - a.top == superview.top
              - a.height == 10
              - a.width == 100
              - a.width >= 200
            """)
        #expect(result.broken.count == 1)
        let broken = try #require(result.broken.first)
        #expect(["a.width == 100", "a.width >= 200"].contains(broken.constraint))
        #expect(Set(broken.conflicts).isSuperset(of: ["a.width == 100", "a.width >= 200"]))
        #expect(result.log.contains { $0.contains("Unable to simultaneously satisfy constraints.") })
        #expect(SolveOutcome.views(result).status(strict: false) == .brokenConstraints)
        #expect(result.scene.constraints.contains { $0.isBroken && $0.text == broken.constraint })
    }

    /// A view with no horizontal position is ambiguous; --strict turns that into exit 4.
    @Test func ambiguousViewsAreReported() throws {
        let result = try layOut(
            """
            window: {width: 320, height: 100}
            views: [{id: a}, {id: b}]
            constraints:
              - a.leading == superview.leading
              - a.top == superview.top
              - a.width == 10
              - a.height == 10
              - b.top == superview.top
              - b.width == 10
              - b.height == 10
            """)
        #expect(result.ambiguous == ["b"])
        // The trace marks the ambiguous view, as UIKit's _autolayoutTrace does.
        let trace = try #require(result.trace)
        #expect(trace.contains("*a\n"))
        #expect(trace.contains("*b- AMBIGUOUS LAYOUT for b.minX"))
        #expect(SolveOutcome.views(result).status(strict: false) == .success)
        #expect(SolveOutcome.views(result).status(strict: true) == .ambiguousLayout)
        #expect(result.scene.nodes.first { $0.identifier == "b" }?.isAmbiguous == true)
    }

    /// Diagnostics that only building the tree can give.
    @Test(arguments: [
        (
            "views: [{id: a}]\nconstraints:\n  - \"H:|-[a]-[b]-|\"\n",
            ExitReason.unknownName,
            """
            t.yaml:3:16: error: b is not a key in the views dictionary.
                  - "H:|-[a]-[b]-|"
                               ^
            known views: a, root, safeArea
            """
        ),
        (
            "views: [{id: a}]\nconstraints:\n  - V|[a]|\n",
            .formatSyntax,
            """
            t.yaml:3:6: error: Expected ':' after 'V' to specify vertical arrangement
                  - V|[a]|
                     ^
            """
        ),
        (
            "views: [{id: a, type: label, text: x, font: {family: Nonexistent Sans}}]\n",
            .unknownName,
            "t.yaml:1:14: error: no font family 'Nonexistent Sans' is installed (the label 'a' asks for it)"
        ),
    ])
    func buildDiagnostics(yaml: String, kind: ExitReason, expected: String) throws {
        let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
        do {
            _ = try Solving.solve(file)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == kind)
            #expect(error.rendered(source: yaml).hasPrefix(expected))
        }
    }
}
