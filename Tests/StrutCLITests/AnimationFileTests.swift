import Foundation
import StrutAutoLayout
import Testing

@testable import StrutCLI

private func decode(_ yaml: String) throws -> LayoutFile {
    try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
}

/// The frames `solve` gives a view layout, by id.
private func frames(_ yaml: String, options: WindowOverrides = WindowOverrides()) throws -> [String: CGRect] {
    guard case let .views(result) = try Solving.solve(try decode(yaml), options: options) else { return [:] }
    return Dictionary(uniqueKeysWithValues: result.frames.map { ($0.id, $0.frame) })
}

/// The diagnostic a file gives `strut animate`, rendered as the tool prints it.
private func animateFailure(_ yaml: String) -> String {
    do {
        _ = try AnimateCommand.animate(try LayoutFileDecoder.decode(file: "t.yaml", source: yaml))
        return "no error"
    } catch {
        return error.rendered(source: yaml)
    }
}

private func exitStatus(_ arguments: [String]) -> Int32 {
    do {
        var command = try StrutCommand.parseAsRoot(arguments)
        try command.run()
        return 0
    } catch {
        return StrutCommand.exitCode(for: error).rawValue
    }
}

/// A text field 40 tall pinned 8 above the keyboard guide, across a 320 × 480 window with a
/// 34-point bottom safe area.
private let fieldAboveKeyboard = """
    window: {width: 320, height: 480, safeArea: {bottom: 34}KEYBOARD}
    views: [{id: field}]
    constraints:
      - field.leading == root.leading
      - field.trailing == root.trailing
      - field.height == 40
      - field.bottom == keyboard.top - 8
    """

/// A box whose height animates from 100 to 200 over 1 s, and a bar pinned 10 under it.
private let growingBox = """
    window: {width: 200, height: 400}
    views: [{id: box}, {id: bar}]
    constraints:
      - box.leading == root.leading
      - box.top == root.top
      - box.width == 100
      - {id: h, equation: box.height == 100}
      - bar.leading == root.leading
      - bar.top == box.bottom + 10
      - bar.width == 50
      - bar.height == 20
    animation: {duration: 1, curve: CURVE, changes: [{constraint: h, constant: 200}]}
    """

struct AnimationFileTests {
    // MARK: Keyboard

    @Test func keyboardGuideFollowsTheFilesKeyboard() throws {
        // Keyboard 200 tall: its top is 480 - 200 = 280; the field's bottom 280 - 8 = 272, y = 232.
        let docked = try frames(fieldAboveKeyboard.replacingOccurrences(of: "KEYBOARD", with: ", keyboard: 200"))
        #expect(docked["field"] == CGRect(x: 0, y: 232, width: 320, height: 40))
        // The mapping form says the same.
        let mapped = try frames(fieldAboveKeyboard.replacingOccurrences(of: "KEYBOARD", with: ", keyboard: {height: 200, undocked: false}"))
        #expect(mapped["field"] == CGRect(x: 0, y: 232, width: 320, height: 40))
        // No keyboard: the guide's top is the safe area's bottom, 480 - 34 = 446; y = 446 - 8 - 40 = 398.
        let none = try frames(fieldAboveKeyboard.replacingOccurrences(of: "KEYBOARD", with: ""))
        #expect(none["field"] == CGRect(x: 0, y: 398, width: 320, height: 40))
        // Undocked: UIKit's guide ignores it and stays at the safe area's bottom (y = 398).
        let undocked = try frames(
            fieldAboveKeyboard.replacingOccurrences(of: "KEYBOARD", with: ", keyboard: {height: 200, undocked: true}"))
        #expect(undocked["field"] == CGRect(x: 0, y: 398, width: 320, height: 40))
        // --keyboard 300 overrides: top 180, bottom 172, y = 132.
        let overridden = try frames(
            fieldAboveKeyboard.replacingOccurrences(of: "KEYBOARD", with: ", keyboard: 200"), options: WindowOverrides(keyboard: 300))
        #expect(overridden["field"] == CGRect(x: 0, y: 132, width: 320, height: 40))
    }

    @Test func keyboardOptionOnTheCommandLine() throws {
        #expect(exitStatus(["solve", "--keyboard", "300", examplesFolder() + "/animation.yaml"]) == 0)
        #expect(exitStatus(["solve", "--keyboard", "-1", examplesFolder() + "/animation.yaml"]) == 64)
        #expect(exitStatus(["solve", "--keyboard", "nan", examplesFolder() + "/animation.yaml"]) == 64)
        #expect(exitStatus(["solve", "--keyboard", "fit", examplesFolder() + "/animation.yaml"]) == 64)
    }

    // MARK: Animation

    @Test func linearFramesAtStartMiddleAndEnd() throws {
        let outcome = try AnimateCommand.animate(try decode(growingBox.replacingOccurrences(of: "CURVE", with: "linear")))
        // 2 frames a second over 1 s: t = 0, 0.5, 1. Linear: progress = t.
        // box: height 100 → 200, so 150 at ½. bar: y = box height + 10: 110 → 210, 160 at ½.
        let table = outcome.timeline.frameTable(framesPerSecond: 2)
        #expect(table.times == [0, 0.5, 1])
        #expect(table.names == ["box", "bar"])
        #expect(
            table.frames == [
                [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 110, width: 50, height: 20)],
                [CGRect(x: 0, y: 0, width: 100, height: 150), CGRect(x: 0, y: 160, width: 50, height: 20)],
                [CGRect(x: 0, y: 0, width: 100, height: 200), CGRect(x: 0, y: 210, width: 50, height: 20)],
            ])
        #expect(
            table.csv == """
                time,view,x,y,width,height
                0,box,0,0,100,100
                0,bar,0,110,50,20
                0.5,box,0,0,100,150
                0.5,bar,0,160,50,20
                1,box,0,0,100,200
                1,bar,0,210,50,20

                """)
        #expect(
            AnimateCommand.summary(outcome.timeline, table: table) == [
                "animated 2 views over 1 s, 3 frames", "  box: (0, 0, 100, 100) → (0, 0, 100, 200)",
                "  bar: (0, 110, 50, 20) → (0, 210, 50, 20)",
            ])
    }

    @Test(arguments: ["easeIn", "easeOut", "easeInOut", "spring", "spring, damping: 0.5, velocity: 2"])
    func everyCurveStartsAndEndsAtTheLayouts(curve: String) throws {
        let outcome = try AnimateCommand.animate(try decode(growingBox.replacingOccurrences(of: "CURVE", with: curve)))
        let table = outcome.timeline.frameTable(framesPerSecond: 2)
        #expect(table.frames.first?.first == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(table.frames.last?.first == CGRect(x: 0, y: 0, width: 100, height: 200))
        // The middle is the curve's progress at ½ applied to the 100-point change (an independent
        // check of the tool's curve choice: the library's curves are tested on their own).
        let expected: AnimationCurve =
            switch curve {
            case "easeIn": .easeIn
            case "easeOut": .easeOut
            case "easeInOut": .easeInEaseOut
            case "spring": .spring(dampingRatio: 1, initialVelocity: 0)
            default: .spring(dampingRatio: 0.5, initialVelocity: 2)
            }
        let middle = 100 + 100 * expected.progress(atFraction: 0.5, duration: 1)
        #expect(abs(Double(table.frames[1][0].height) - middle) < 1e-9)
        // Not linear, except easeInOut, whose curve is symmetric about (½, ½).
        #expect((table.frames[1][0].height == 150) == (curve == "easeInOut"))
    }

    @Test func animateWritesTheSVGAndTheTable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-animate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("box.yaml").path
        try Data(growingBox.replacingOccurrences(of: "CURVE", with: "linear").utf8).write(to: URL(fileURLWithPath: file))
        let svg = folder.appendingPathComponent("box.svg").path, csv = folder.appendingPathComponent("box.csv").path
        #expect(exitStatus(["animate", file, "-o", svg, "--table", csv, "--fps", "2"]) == 0)
        let table = try String(contentsOfFile: csv, encoding: .utf8)
        #expect(table.hasPrefix("time,view,x,y,width,height\n0,box,0,0,100,100\n"))
        let drawing = try String(contentsOfFile: svg, encoding: .utf8)
        // The bar moves back 100 points at t = 0, 50 at ½ and none at the end (final state drawn).
        #expect(drawing.contains(#"values="0,-100;0,-50;0,0""#))
        // The same run twice writes the same bytes.
        #expect(exitStatus(["animate", file, "-o", svg + "2", "--fps", "2"]) == 0)
        #expect(try String(contentsOfFile: svg + "2", encoding: .utf8) == drawing)
        #expect(exitStatus(["animate", file, "--fps", "0"]) == 64)
        #expect(exitStatus(["animate", examplesFolder() + "/two-views.yaml"]) == 14)
        #expect(exitStatus(["animate", examplesFolder() + "/animation.yaml"]) == 0)
    }

    // MARK: Diagnostics

    @Test(arguments: [
        (
            "{constraint: height, constant: 200}", "duration: 1",
            """
            t.yaml:3:49: error: no constraint has the id 'height'
                animation: {duration: 1, changes: [{constraint: height, constant: 200}]}
                                                                ^~~~~~
            known constraint ids: h
            """
        ),
        (
            "{constraint: h, constant: 200}", "duration: .nan",
            """
            t.yaml:3:23: error: expected the animation's duration to be a finite number, found '.nan'
                animation: {duration: .nan, changes: [{constraint: h, constant: 200}]}
                                      ^~~~
            """
        ),
        (
            "{constraint: h, constant: 200}", "duration: -0.3",
            """
            t.yaml:3:23: error: expected the animation's duration to be zero or more, found -0.3
                animation: {duration: -0.3, changes: [{constraint: h, constant: 200}]}
                                      ^~~~
            """
        ),
        (
            "{constraint: h, constant: 200}", "duration: 1, curve: bounce",
            """
            t.yaml:3:33: error: unknown animation curve 'bounce'
                animation: {duration: 1, curve: bounce, changes: [{constraint: h, constant: 200}]}
                                                ^~~~~~
            known values: easeIn, easeInOut, easeOut, linear, spring
            """
        ),
        (
            "{constraint: h, constant: 200}", "duration: 1, damping: 0.5",
            """
            t.yaml:3:26: error: 'damping' applies only to the 'spring' curve
                animation: {duration: 1, damping: 0.5, changes: [{constraint: h, constant: 200}]}
                                         ^~~~~~~
            """
        ),
        (
            "{constraint: h, constant: 200}", "duration: 1, curve: spring, damping: 0",
            """
            t.yaml:3:50: error: expected the spring's damping to be more than 0, found 0
                animation: {duration: 1, curve: spring, damping: 0, changes: [{constraint: h, constant: 200}]}
                                                                 ^
            """
        ),
        (
            "{constraint: h}", "duration: 1",
            """
            t.yaml:3:36: error: an animation change needs 'constraint' (a constraint's id) and 'constant'
                animation: {duration: 1, changes: [{constraint: h}]}
                                                   ^
            """
        ),
    ])
    func badAnimations(change: String, timing: String, expected: String) {
        let yaml = """
            views: [{id: box}]
            constraints: [{id: h, equation: box.height == 100}]
            animation: {\(timing), changes: [\(change)]}
            """
        #expect(animateFailure(yaml) == expected)
    }

    @Test(arguments: [
        (
            "window: {keyboard: -5}\nviews: [{id: a}]\n",
            """
            t.yaml:1:20: error: expected the keyboard's height to be zero or more, found -5
                window: {keyboard: -5}
                                   ^~
            """
        ),
        (
            "window: {keyboard: .inf}\nviews: [{id: a}]\n",
            """
            t.yaml:1:20: error: expected the keyboard's height to be a finite number, found '.inf'
                window: {keyboard: .inf}
                                   ^~~~
            """
        ),
        (
            "window: {keyboard: {undocked: true}}\nviews: [{id: a}]\n",
            """
            t.yaml:1:20: error: the keyboard needs a 'height' (points)
                window: {keyboard: {undocked: true}}
                                   ^
            """
        ),
        (
            "window: {keyboard: {height: 10, docked: true}}\nviews: [{id: a}]\n",
            """
            t.yaml:1:33: error: unknown key 'docked' in the keyboard
                window: {keyboard: {height: 10, docked: true}}
                                                ^~~~~~
            did you mean 'undocked'?
            known keys: height, undocked
            """
        ),
        ("views: [{id: a}]\n", "t.yaml: error: the file has no 'animation' section (duration, curve, changes) to run"),
        (
            "views: [{id: keyboard}]\n",
            """
            t.yaml:1:14: error: 'keyboard' is a reserved name (superview, root, window, safeArea, keyboard): choose another id
                views: [{id: keyboard}]
                             ^~~~~~~~
            """
        ),
        (
            "window: {keyboard: 300}\nlayout: {size: {width: 10, height: 10}}\n",
            """
            t.yaml:1:9: error: 'keyboard' applies to view layouts (a file with 'views'), not declarative ones
                window: {keyboard: 300}
                        ^
            """
        ),
        (
            "variables: [x]\nanimation: {duration: 1, changes: []}\n",
            """
            t.yaml:2:1: error: 'animation' cannot appear in a constraint system (a file with 'variables'); a view layout has 'window', 'views' and 'constraints'
                animation: {duration: 1, changes: []}
                ^~~~~~~~~
            """
        ),
    ])
    func badKeyboardsAndFiles(yaml: String, expected: String) {
        #expect(animateFailure(yaml) == expected)
    }
}
