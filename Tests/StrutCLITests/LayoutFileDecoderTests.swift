import Foundation
import Testing

@testable import StrutCLI

/// The diagnostic a file produces, rendered exactly as `strut` prints it.
private func failure(_ yaml: String) -> Diagnostic? {
    do {
        _ = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
        return nil
    } catch {
        return error
    }
}

private func rendered(_ yaml: String) -> String {
    failure(yaml)?.rendered(source: yaml) ?? "no error"
}

struct LayoutFileDecoderTests {
    @Test func decodesAViewLayout() throws {
        let yaml = """
            title: Two labels
            window: {width: 320, height: fit, direction: rtl, safeArea: {top: 20}}
            views:
              - id: title
                type: label
                text: Hello
                font: {size: 15, weight: bold}
                hugging: {horizontal: 251}
              - id: box
                background: "#ccc"
                subviews:
                  - {id: badge, type: image, size: [16, 12]}
            constraints:
              - title.leading == superview.leadingMargin
              - id: gap
                equation: box.leading == title.trailing + 8 @750
              - "H:|-[title]-[box]-|"
            """
        let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
        #expect(file.title == "Two labels")
        guard case let .views(layout) = file.content else {
            Issue.record("expected a view layout")
            return
        }
        #expect(layout.window.width == 320)
        #expect(layout.window.fitsHeight)
        #expect(layout.window.direction == .rightToLeft)
        #expect(layout.window.safeArea == InsetsSpec(top: 20))
        #expect(layout.views.map(\.id) == ["title", "box"])
        #expect(layout.views[0].kind == .label)
        #expect(layout.views[0].font == FontSpec(family: nil, size: 15, weight: .bold))
        #expect(layout.views[0].hugging.horizontal == 251)
        #expect(layout.views[0].hugging.vertical == nil)
        #expect(layout.views[1].subviews[0].intrinsicWidth == 16)
        #expect(layout.views[1].subviews[0].intrinsicHeight == 12)
        #expect(layout.constraints.count == 3)
        #expect(layout.constraints[1].identifier == "gap")
        guard case .format("H:|-[title]-[box]-|") = layout.constraints[2].form else {
            Issue.record("expected a format line")
            return
        }
        // The mapping form's equation is on line 16 after "    equation: " (4 + 10 = 14
        // columns), so it starts at column 15.
        #expect(layout.constraints[1].anchor.start == SourceLocation(line: 16, column: 15))
    }

    @Test func decodesJSON() throws {
        let json = #"{"variables": ["x", "y"], "constraints": ["x + 2*y >= 10 @250", {"id": "c", "equation": "x == y"}]}"#
        let file = try LayoutFileDecoder.decode(file: "t.json", source: json)
        guard case let .system(system) = file.content else {
            Issue.record("expected a system")
            return
        }
        #expect(system.variables.map(\.value) == ["x", "y"])
        #expect(system.constraints.count == 2)
        #expect(system.constraints[1].identifier == "c")
    }

    @Test func decodesADeclarativeLayout() throws {
        let yaml = """
            layout:
              inset: 8
              child:
                stack: vertical
                spacing: 4
                children:
                  - label: Hello
                    lines: 2
                  - size: [50, 50]
                    id: photo
            """
        let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
        guard case let .declarative(layout) = file.content,
            case let .inset(insets, child, _) = layout.root,
            case let .stack(stack, children, _) = child
        else {
            Issue.record("expected inset > stack")
            return
        }
        #expect(insets == InsetsSpec(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(stack.axis == .vertical && stack.spacing == 4)
        #expect(children.count == 2)
    }

    /// Names decode straight into the library's values: UIKit's aliases (`top`), a stack's
    /// defaults when a key is left out (UIKit's `fill`, LayoutKit's `fillFlexing`), and an
    /// unknown name is reported with the library's own list.
    @Test func decodesNamesIntoTypedValues() throws {
        let views = try LayoutFileDecoder.decode(
            file: "t.yaml",
            source: """
                views:
                  - {id: s, type: stack, axis: vertical, alignment: top, distribution: equalCentering}
                  - {id: t, type: stack}
                  - {id: l, type: label, text: x, textAlignment: justified, font: {weight: semibold}}
                """)
        guard case let .views(layout) = views.content else {
            Issue.record("expected a view layout")
            return
        }
        #expect(layout.views[0].stack == StackViewSpec(axis: .vertical, spacing: 0, distribution: .equalCentering, alignment: .leading))
        #expect(layout.views[1].stack == StackViewSpec(axis: .horizontal, spacing: 0, distribution: .fill, alignment: .fill))
        #expect(layout.views[2].textAlignment == .justified)
        #expect(layout.views[2].font.weight == .semibold)

        let declarative = try LayoutFileDecoder.decode(
            file: "t.yaml",
            source: """
                layout:
                  stack: vertical
                  children:
                    - {label: a, alignment: aspectFit, flexibility: inflexible}
                """)
        guard case let .declarative(spec) = declarative.content, case let .stack(stack, children, _) = spec.root,
            case let .label(_, _, _, alignment, flexibility, _) = children[0]
        else {
            Issue.record("expected a stack of one label")
            return
        }
        #expect(stack.axis == .vertical && stack.distribution == .fillFlexing)
        #expect(flexibility == .inflexible)
        // aspectFit centres 4×3 in 16×9: 12×9 at x 2.
        #expect(
            alignment?.position(size: CGSize(width: 4, height: 3), in: CGRect(x: 0, y: 0, width: 16, height: 9))
                == CGRect(x: 2, y: 0, width: 12, height: 9))

        let message = rendered("views:\n  - {id: s, type: stack, distribution: fillEqualy}\n")
        #expect(message.contains("unknown stack distribution 'fillEqualy'"))
        #expect(message.contains("fillEqually"))
    }

    /// Every diagnostic of the file format, exactly as printed: location, message, the quoted
    /// line and the caret.
    @Test(arguments: [
        // An equation error points into the scalar: column 7 (plain scalar at 5, offset 2).
        (
            "variables: [x]\nconstraints:\n  - x < 3\n",
            """
            t.yaml:3:7: error: '<' is not a relation: expected '<=' (strict inequalities do not exist in a linear system)
                  - x < 3
                      ^
            """
        ),
        // Quoted scalars shift by the quote.
        (
            "variables: [x]\nconstraints: [\"x == 1 @0\"]\n",
            """
            t.yaml:2:24: error: priority 0 is out of range: priorities are 1...1000 (1000 = required)
                constraints: ["x == 1 @0"]
                                       ^
            """
        ),
        (
            "views:\n  - id: a\n    txt: hi\n",
            """
            t.yaml:3:5: error: unknown key 'txt' in a view
                    txt: hi
                    ^~~
            did you mean 'text'?
            known keys: alignment, axis, background, collection, color, compression, contentOffset, contentSize, distribution, font, frame, hidden, hugging, id, lines, margins, size, spacing, subviews, text, textAlignment, type
            """
        ),
        (
            "views:\n  - id: a\n    type: lable\n",
            """
            t.yaml:3:11: error: unknown view type 'lable'
                    type: lable
                          ^~~~~
            did you mean 'label'?
            known values: collection, guide, image, label, scroll, stack, view
            """
        ),
        (
            "views:\n  - id: a\n  - id: a\n",
            """
            t.yaml:3:9: error: two views have the id 'a' (first at line 2)
                  - id: a
                        ^
            """
        ),
        (
            "views:\n  - id: a\n    text: hi\n",
            """
            t.yaml:3:5: error: 'text' does not apply to a view (it applies to: label)
                    text: hi
                    ^~~~
            """
        ),
        (
            "views:\n  - {id: a, type: label}\n",
            """
            t.yaml:2:5: error: the label 'a' needs a 'text'
                  - {id: a, type: label}
                    ^
            """
        ),
        (
            "views:\n  - type: label\n",
            """
            t.yaml:2:5: error: a view needs an 'id' (the name equations use)
                  - type: label
                    ^
            """
        ),
        (
            "views:\n  - id: superview\n",
            """
            t.yaml:2:9: error: 'superview' is a reserved name (superview, root, window, safeArea, keyboard): choose another id
                  - id: superview
                        ^~~~~~~~~
            """
        ),
        (
            "views:\n  - id: 2a\n",
            """
            t.yaml:2:9: error: '2a' is not a valid view name: use letters, digits and '_', starting with a letter
                  - id: 2a
                        ^~
            """
        ),
        (
            "window: {width: wide}\nviews: []\n",
            """
            t.yaml:1:17: error: expected the window's width (or 'fit') to be a finite number, found 'wide'
                window: {width: wide}
                                ^~~~
            """
        ),
        (
            "window: {width: -3}\nviews: []\n",
            """
            t.yaml:1:17: error: expected the window's width (or 'fit') to be zero or more, found -3
                window: {width: -3}
                                ^~
            """
        ),
        (
            "window: {direction: up}\nviews: []\n",
            """
            t.yaml:1:21: error: unknown direction 'up'
                window: {direction: up}
                                    ^~
            known values: ltr, rtl
            """
        ),
        (
            "views:\n  - {id: a, hugging: 2000}\n",
            """
            t.yaml:2:22: error: 'hugging' of 'a' is 2000: priorities are 1...1000
                  - {id: a, hugging: 2000}
                                     ^~~~
            """
        ),
        (
            "views:\n  - {id: a, background: bleu}\n",
            """
            t.yaml:2:25: error: expected 'background' of 'a' to be a colour such as '#3a7bd5' or 'red', found 'bleu'
                  - {id: a, background: bleu}
                                        ^~~~
            """
        ),
        (
            "views:\n  - {id: a, frame: [1, 2]}\n",
            """
            t.yaml:2:20: error: expected 'frame' of 'a' to be [x, y, width, height]
                  - {id: a, frame: [1, 2]}
                                   ^
            """
        ),
        (
            "views: {a: 1}\n",
            """
            t.yaml:1:8: error: expected 'views' to be a list, found a mapping
                views: {a: 1}
                       ^
            """
        ),
        (
            "title: x\n",
            """
            t.yaml:1:1: error: the file has nothing to lay out: expected 'views' (a view layout), 'layout' (a declarative layout) or 'variables' (a constraint system)
                title: x
                ^
            """
        ),
        (
            "",
            """
            t.yaml:1:1: error: the file is empty: expected a mapping with 'window' and 'views', or 'variables' and 'constraints'
                
                ^
            """
        ),
        (
            "views: [\n",
            """
            t.yaml:2:1: error: the file is not valid YAML or JSON: did not find expected node content (while parsing a flow node at 2:1)
                
                ^
            """
        ),
        (
            "views: []\nviews: []\n",
            """
            t.yaml:1:1: error: a mapping has the key 'views' more than once
                views: []
                ^
            """
        ),
        (
            "variables: [x, x]\n",
            """
            t.yaml:1:16: error: the variable 'x' is declared twice
                variables: [x, x]
                               ^
            """
        ),
        (
            "variables: [x]\nviews: []\n",
            """
            t.yaml:2:1: error: 'views' cannot appear in a constraint system (a file with 'variables'); a view layout has 'window', 'views' and 'constraints'
                views: []
                ^~~~~
            """
        ),
        (
            "views: []\nconstraints:\n  - {equation: a == b, format: 'H:[a]'}\n",
            """
            t.yaml:3:24: error: a constraint has either 'equation' or 'format', not both
                  - {equation: a == b, format: 'H:[a]'}
                                       ^~~~~~
            """
        ),
        (
            "views: []\nconstraints:\n  - {id: x}\n",
            """
            t.yaml:3:5: error: a constraint mapping needs 'equation' (a == b + 8) or 'format' (H:|-[a]-|)
                  - {id: x}
                    ^
            """
        ),
        (
            "layout: {label: hi, spacing: 3}\n",
            """
            t.yaml:1:21: error: 'spacing' does not apply to a label node (it takes: id, label, font, lines, alignment, flexibility)
                layout: {label: hi, spacing: 3}
                                    ^~~~~~~
            """
        ),
        (
            "layout: {label: hi, size: [1, 2]}\n",
            """
            t.yaml:1:21: error: a layout node has one kind, found 'label' and 'size'
                layout: {label: hi, size: [1, 2]}
                                    ^~~~
            """
        ),
        (
            "layout: {inset: 4}\n",
            """
            t.yaml:1:9: error: an inset node needs a 'child'
                layout: {inset: 4}
                        ^
            """
        ),
        (
            "views:\n  - {id: a, type: label, text: x, lines: -1}\n",
            """
            t.yaml:2:42: error: expected 'lines' of 'a' to be a whole number in 0...10000, found '-1'
                  - {id: a, type: label, text: x, lines: -1}
                                                         ^~
            """
        ),
    ])
    func reportsErrors(yaml: String, expected: String) {
        #expect(rendered(yaml) == expected)
    }

    /// A block scalar cannot be mapped column by column: the diagnostic gives the scalar's
    /// start and quotes the equation's own line, with the caret there.
    @Test func quotesBlockScalars() throws {
        let yaml = "variables: [x]\nconstraints:\n  - |\n    x == 1\n    + y\n"
        let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
        guard case let .system(system) = file.content else {
            Issue.record("expected a system")
            return
        }
        #expect(throws: Diagnostic.self) { try SystemSolver.solve(system) }
        do {
            _ = try SystemSolver.solve(system)
        } catch {
            #expect(
                error.rendered(source: yaml) == """
                    t.yaml:3:5: error: unknown variable 'y'
                        + y
                          ^
                    known variables: x
                    """)
        }
    }

    /// The remaining diagnostics of the format, by their first line and kind.
    @Test(arguments: [
        ("views: [{? [a]: 1}]\n", ExitReason.invalidDocument, "t.yaml:1:12: error: expected the keys of a view to be names, found a list"),
        (
            "views: [{id: a, type: label, text: [1]}]\n", .invalidDocument,
            "t.yaml:1:36: error: expected 'text' of 'a' to be text, found a list"
        ),
        (
            "views: [{id: a, hidden: maybe}]\n", .invalidDocument,
            "t.yaml:1:25: error: expected 'hidden' of 'a' to be true or false, found 'maybe'"
        ),
        (
            "views: [{id: a, type: image, size: [1, 2, 3]}]\n", .invalidDocument,
            "t.yaml:1:36: error: expected 'size' of 'a' to be [width, height]"
        ),
        (
            "layout: {label: hi}\nviews: []\n", .invalidDocument,
            "t.yaml:2:1: error: 'views' cannot appear in a declarative layout (a file with 'layout')"
        ),
        ("views: [a]\n", .invalidDocument, "t.yaml:1:9: error: expected a view to be a mapping, found 'a'"),
        ("layout: {label: hi, alignment: middle}\n", .unknownName, "t.yaml:1:32: error: unknown label alignment 'middle'"),
        ("layout: {stack: diagonal}\n", .unknownName, "t.yaml:1:17: error: unknown stack axis 'diagonal'"),
        (
            "layout: " + String(repeating: "{inset: 1, child: ", count: 101) + "{label: x}" + String(repeating: "}", count: 101) + "\n",
            .invalidDocument, "t.yaml:1:1809: error: layout nodes nest more than 100 levels deep"
        ),
    ])
    func reportsMoreErrors(yaml: String, kind: ExitReason, firstLine: String) {
        let error = failure(yaml)
        #expect(error?.kind == kind)
        #expect(rendered(yaml).split(separator: "\n").first.map(String.init) == firstLine)
    }

    @Test func formatLinesNeedViews() throws {
        let yaml = "variables: [x]\nconstraints: ['H:|[x]|']\n"
        let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
        guard case let .system(system) = file.content else { return }
        do {
            _ = try SystemSolver.solve(system)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.rendered(source: yaml) == """
                    t.yaml:2:16: error: a format line (H:/V:) needs views: it belongs in a view layout ('views'), not a constraint system
                        constraints: ['H:|[x]|']
                                       ^~~~~~~
                    """)
        }
    }

    @Test func nonUTF8FilesAreRejected() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("strut-\(UUID().uuidString).yaml")
        try Data([0xFF, 0xFE, 0x20, 0x62]).write(to: url)
        do {
            _ = try InputFile.load(url.path)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .malformedFile)
            #expect(error.message == "the file is not UTF-8 text")
        }
    }

    /// A long line is quoted around the caret: 120 columns, with an ellipsis where it was cut.
    @Test func longLinesAreQuotedAroundTheCaret() throws {
        let yaml = "variables: [x]\nconstraints: [" + String(repeating: "x + ", count: 100) + "y == 1]\n"
        var text = "no error"
        do {
            let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
            _ = try Solving.solve(file)
        } catch {
            text = error.rendered(source: yaml)
        }
        let lines = text.split(separator: "\n").map(String.init)
        // y is at column 15 + 400 = 415 (offset 400 into the scalar that starts at column 15).
        #expect(lines[0] == "t.yaml:2:415: error: unknown variable 'y'")
        // The line is 423 columns; the window is its last 120, after an ellipsis.
        #expect(lines[1].hasPrefix("    …") && lines[1].hasSuffix("y == 1]"))
        #expect(lines[1].unicodeScalars.count == 4 + 1 + 120)
        let caretColumn = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let yColumn = lines[1].firstIndex(of: "y").map { lines[1].distance(from: lines[1].startIndex, to: $0) }
        #expect(caretColumn == yColumn)
    }

    @Test func exitReasonsAreDistinct() {
        let codes = ExitReason.allCases.map(\.rawValue)
        #expect(Set(codes).count == codes.count)
    }
}
