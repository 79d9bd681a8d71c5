import Foundation
import StrutSolver
import Testing

@testable import StrutCLI

private let header = """
    views:
      - {id: title, type: label, text: T}
      - id: card
        subviews:
          - {id: avatar, type: image, size: [40, 40]}
          - {id: spacer, type: guide}
    constraints:

    """

/// Resolves the one constraint at the end of `header`.
private func resolve(_ equation: String) throws(Diagnostic) -> ResolvedConstraint {
    let yaml = header + "  - " + equation + "\n"
    let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
    guard case let .views(layout) = file.content, let spec = layout.constraints.first,
        case let .equation(parsed) = spec.form
    else { throw Diagnostic(.internalError, "test setup") }
    return try ViewConstraintResolver(layout: layout).resolve(spec, equation: parsed)
}

private func rendered(_ equation: String) -> String {
    do {
        _ = try resolve(equation)
        return "no error"
    } catch {
        return error.rendered(source: header + "  - " + equation + "\n")
    }
}

struct ViewConstraintResolverTests {
    /// The UIKit shape `first.attr REL m * second.attr + c`, worked out by hand from the text.
    @Test(arguments: [
        ("title.leading == avatar.trailing + 8 @750", "title.leading == avatar.trailing + 8 @750"),
        // a.width == 0.5 * b.width
        ("title.width == 0.5 * card.width", "title.width == 0.5 * card.width"),
        // superview of avatar is card
        ("avatar.top == superview.topMargin + 4", "avatar.top == card.topMargin + 4"),
        // superview of title is root
        ("superview.trailing == title.trailing + 20", "root.trailing == title.trailing + 20"),
        // 2 * title.height == card.height  ->  title.height == 0.5 * card.height
        ("2 * title.height == card.height", "title.height == 0.5 * card.height"),
        // -title.width >= -100  ->  title.width <= 100
        ("-title.width >= -100", "title.width <= 100"),
        // title.width - card.width == 10  ->  title.width == card.width + 10
        ("title.width - card.width == 10", "title.width == card.width + 10"),
        // 40 == avatar.width  ->  avatar.width == 40 (constant on the left)
        ("40 <= avatar.width", "avatar.width >= 40"),
        ("title.baseline == avatar.bottom", "title.lastBaseline == avatar.bottom"),
        ("title.top == safeArea.top", "title.top == safeArea.top"),
        ("title.height == title.width", "title.height == title.width"),
    ])
    func resolves(text: String, expected: String) throws {
        #expect(try resolve(text).description == expected)
    }

    @Test func keepsIdentifierAndPriority() throws {
        let c = try resolve("{id: gap, equation: title.leading == avatar.trailing + 8 @250}")
        #expect(c.identifier == "gap")
        #expect(c.priority == 250)
        #expect(c.isHorizontal)
    }

    /// Every resolver diagnostic, as printed (the equation starts at column 5 of line 8).
    @Test(arguments: [
        (
            "title.leading == avtar.trailing",
            """
            t.yaml:8:22: error: unknown view 'avtar'
                  - title.leading == avtar.trailing
                                     ^~~~~
            did you mean 'avatar'?
            known views: avatar, card, keyboard, root, safeArea, spacer, superview, title
            """
        ),
        (
            "title.leadin == avatar.trailing",
            """
            t.yaml:8:11: error: unknown attribute 'leadin' of 'title'
                  - title.leadin == avatar.trailing
                          ^~~~~~
            did you mean 'leading'?
            known attributes: baseline, bottom, bottomMargin, centerX, centerXWithinMargins, centerY, centerYWithinMargins, firstBaseline, height, lastBaseline, leading, leadingMargin, left, leftMargin, right, rightMargin, top, topMargin, trailing, trailingMargin, width
            """
        ),
        (
            "title == avatar.trailing",
            """
            t.yaml:8:5: error: 'title' needs an attribute, such as title.leading or title.width
                  - title == avatar.trailing
                    ^~~~~
            """
        ),
        (
            "title.top.x == avatar.top",
            """
            t.yaml:8:5: error: expected view.attribute, found 'title.top.x' ('x' is one name too many)
                  - title.top.x == avatar.top
                    ^~~~~~~~~~~
            """
        ),
        (
            "title.top == avatar.height",
            """
            t.yaml:8:18: error: invalid pairing of layout attributes 'top' and 'height': a vertical location cannot be related to a size
                  - title.top == avatar.height
                                 ^~~~~~~~~~~~~
            """
        ),
        (
            "title.top == avatar.leading",
            """
            t.yaml:8:18: error: invalid pairing of layout attributes 'top' and 'leading': a vertical location cannot be related to a horizontal location
                  - title.top == avatar.leading
                                 ^~~~~~~~~~~~~~
            """
        ),
        (
            "title.left == avatar.trailing",
            """
            t.yaml:8:19: error: invalid pairing of layout attributes 'left' and 'trailing': leading and trailing cannot be mixed with left and right
                  - title.left == avatar.trailing
                                  ^~~~~~~~~~~~~~~
            """
        ),
        (
            "title.leading == 20",
            """
            t.yaml:8:5: error: a location equal to a constant is not a constraint: relate 'title.leading' to another view's attribute (location attributes come in pairs)
                  - title.leading == 20
                    ^~~~~~~~~~~~~
            """
        ),
        (
            "title.top + avatar.top == card.top",
            """
            t.yaml:8:31: error: a view constraint relates at most two attributes (first.attribute == multiplier * second.attribute + constant); 'card.top' is a third
                  - title.top + avatar.top == card.top
                                              ^~~~~~~~
            """
        ),
        (
            "title.top - title.top == 3",
            """
            t.yaml:8:27: error: the attributes cancel out, leaving 0 == 3, which never holds: the constraint is unsatisfiable
                  - title.top - title.top == 3
                                          ^~
            """
        ),
        (
            "superview.width == 100",
            """
            t.yaml:8:5: error: 'superview' needs another view in the equation whose superview it names (write root.width for the window's view)
                  - superview.width == 100
                    ^~~~~~~~~~~~~~~
            """
        ),
        (
            "spacer.firstBaseline == title.firstBaseline",
            """
            t.yaml:8:12: error: 'spacer' is a layout guide: guides have no margins or baselines
                  - spacer.firstBaseline == title.firstBaseline
                           ^~~~~~~~~~~~~
            """
        ),
    ])
    func reportsErrors(text: String, expected: String) {
        #expect(rendered(text) == expected)
    }

    /// Every example's equations resolve (so `demo` cannot fail on a name).
    @Test func examplesResolve() throws {
        let folder = examplesFolder()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }
        #expect(names.count >= 9)
        for name in names {
            let file = try InputFile.load(folder + "/" + name)
            guard case let .views(layout) = file.content else { continue }
            let resolver = ViewConstraintResolver(layout: layout)
            for spec in layout.constraints {
                if case let .equation(equation) = spec.form { _ = try resolver.resolve(spec, equation: equation) }
            }
        }
    }
}

/// The package's Examples/ folder, found from this file's path.
func examplesFolder() -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples").path
}
