import Foundation
import StrutAutoLayout
import StrutText
import Testing

@testable import StrutCLI

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `strut` in-process with its standard input and output bound to files of this test
/// only; returns the exit status and what it printed.
private func run(_ arguments: [String], input: String = "", outputPath: String? = nil) throws -> (status: Int32, output: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-tool-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let inputPath = folder.appendingPathComponent("stdin").path
    try Data(input.utf8).write(to: URL(fileURLWithPath: inputPath))
    let outPath = outputPath ?? folder.appendingPathComponent("stdout").path
    let inFD = open(inputPath, O_RDONLY)
    let outFD = open(outPath, O_WRONLY | O_CREAT, 0o644)
    defer {
        close(inFD)
        close(outFD)
    }
    let status = InputFile.$standardInputDescriptor.withValue(inFD) {
        StandardOutput.$descriptor.withValue(outFD) { strutExitStatus(arguments) }
    }
    let output =
        outputPath == nil ? (FileManager.default.contents(atPath: outPath).flatMap { String(data: $0, encoding: .utf8) } ?? "") : ""
    return (status, output)
}

private func temporaryLayout(_ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-tool-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("layout.yaml")
    try Data(text.utf8).write(to: url)
    return url.path
}

/// Whether /dev/full is still the character device it should be (a write that replaced it
/// would be a disaster worth failing loudly over).
private func devFullIsADevice() -> Bool {
    var status = stat()
    return stat("/dev/full", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR
}

/// The rows of issue 14's table about the tool's input and output.
struct ToolBehaviourTests {
    static let twoViews = examplesFolder() + "/two-views.yaml"

    // MARK: Writing

    /// A full disk is an error (73), not "wrote …": render, inspect and the scroll trace.
    @Test(
        .enabled(if: devFullIsADevice()),
        arguments: [
            ["render", ToolBehaviourTests.twoViews, "-o", "/dev/full"],
            ["inspect", ToolBehaviourTests.twoViews, "-o", "/dev/full"],
            ["scroll", "--rows", "20", "--list", "beverage-hand-written", "-t", "/dev/full"],
        ])
    func fullDiskExitsWith73(arguments: [String]) throws {
        #expect(try run(arguments).status == 73)
        #expect(devFullIsADevice())
    }

    /// `solve --json > /dev/full`: standard output that cannot be written is an error too.
    @Test(.enabled(if: devFullIsADevice())) func fullStandardOutputExitsWith73() throws {
        #expect(try run(["solve", "--json", Self.twoViews], outputPath: "/dev/full").status == 73)
        #expect(try run(["solve", Self.twoViews], outputPath: "/dev/full").status == 73)
        #expect(devFullIsADevice())
    }

    /// `-o missing/x.svg`: exit 73, and no folder is made.
    @Test func missingFolderExitsWith73() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("strut-missing-\(UUID().uuidString)").path
        #expect(try run(["render", Self.twoViews, "-o", missing + "/x.svg"]).status == 73)
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    /// An existing regular file is replaced; writing into an existing folder works.
    @Test func writesIntoAnExistingFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("x.svg").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try run(["render", Self.twoViews, "-o", path]).status == 0)
        let svg = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
        #expect(svg.hasPrefix("<svg"))
    }

    // MARK: Reading

    /// `solve -` reads the layout from standard input.
    @Test func dashReadsStandardInput() throws {
        let yaml = "window: {width: 200, height: 100}\nviews: [{id: a}]\nconstraints: ['H:|-10-[a]-10-|', 'V:|-20-[a]-20-|']\n"
        let (status, output) = try run(["solve", "-"], input: yaml)
        #expect(status == 0)
        // 200 - 2 × 10 = 180 wide, 100 - 2 × 20 = 60 tall.
        #expect(output.contains("window 200 × 100"))
        #expect(output.split(separator: "\n").contains { $0.split(separator: " ") == ["a", "view", "10", "20", "180", "60"] })
    }

    @Test func dashReportsErrorsOfStandardInput() throws {
        #expect(try run(["solve", "-"], input: "views: [\n").status == 15)
    }

    // MARK: Trace

    /// `solve --trace` prints no memory addresses, so two runs print the same.
    @Test func traceIsDeterministic() throws {
        let path = examplesFolder() + "/feed-item.yaml"
        let first = try run(["solve", "--trace", path])
        let second = try run(["solve", "--trace", path])
        #expect(first.status == 0)
        #expect(first.output == second.output)
        #expect(first.output.contains("Legend:"))
        let addresses = first.output.matches(of: /0x[0-9a-fA-F]/)
        #expect(addresses.isEmpty, "\(addresses.count) addresses")
        // The fitting root (feed-item fits its height) reads as the plain view it stands in for.
        #expect(first.output.contains("owningView = <View: 0x…"))
        #expect(!first.output.contains("FittingRootView"))
    }

    // MARK: Equations that cancel out

    @Test(arguments: [
        ("a.width == a.width + 10", "leaving 0 == 10, which never holds: the constraint is unsatisfiable"),
        ("a.width >= a.width + 10", "leaving 0 >= 10, which never holds: the constraint is unsatisfiable"),
        ("a.width <= a.width + 10", "leaving 0 <= 10, which always holds: the equation does not constrain anything"),
        ("a.width == a.width", "leaving 0 == 0, which always holds: the equation does not constrain anything"),
    ])
    func cancelledAttributes(equation: String, message: String) throws {
        let file = try LayoutFileDecoder.decode(file: "t.yaml", source: "views: [{id: a}]\nconstraints: ['\(equation)']\n")
        do {
            _ = try Solving.solve(file)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .invalidConstraint)
            #expect(error.message == "the attributes cancel out, " + message)
        }
    }

    // MARK: Fitting the width

    static let fixedBox = "views: [{id: a, size: [120, 30]}]\nconstraints: ['H:|-10-[a]-10-|', 'V:|-10-[a]-10-|']\n"

    /// `--width fit --height fit`: 10 + 120 + 10 = 140 wide, 10 + 30 + 10 = 50 tall.
    @Test func widthFitOption() throws {
        let path = try temporaryLayout(Self.fixedBox)
        let (status, output) = try run(["solve", "--width", "fit", "--height", "fit", path])
        #expect(status == 0)
        #expect(output.contains("window 140 × 50"))
    }

    /// `window: {width: fit}` in the file; the height stays as given (200).
    @Test func widthFitInTheFile() throws {
        let file = try LayoutFileDecoder.decode(file: "t.yaml", source: "window: {width: fit, height: 200}\n" + Self.fixedBox)
        guard case let .views(result) = try Solving.solve(file) else { throw Diagnostic(.internalError, "not views") }
        #expect(result.windowSize == CGSize(width: 140, height: 200))
        #expect(result.frames.first { $0.id == "a" }?.frame == CGRect(x: 10, y: 10, width: 120, height: 180))
    }

    /// A declarative layout: inset 5 around 120 × 30 fits to 130 × 40.
    @Test func widthFitDeclarative() throws {
        let yaml = "window: {width: fit, height: fit}\nlayout: {inset: 5, child: {size: [120, 30]}}\n"
        let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
        guard case let .views(result) = try Solving.solve(file) else { throw Diagnostic(.internalError, "not views") }
        #expect(result.windowSize == CGSize(width: 130, height: 40))
    }

    @Test(arguments: ["wide", "-1", "1e308", "nan"]) func badWidthIsAUsageError(width: String) throws {
        #expect(try run(["solve", "--width", width, Self.twoViews]).status == 64)
    }

    // MARK: A label's text alignment

    /// `textAlignment:` places the line in the label's width (300): at 0, in the middle, at
    /// the right edge. (Before the key existed the file was refused: unknown key.)
    @Test(arguments: [("natural", 0.0), ("left", 0.0), ("center", 0.5), ("right", 1.0)])
    func labelTextAlignment(name: String, fraction: Double) throws {
        let yaml =
            "window: {width: 300, height: 100}\nviews: [{id: a, type: label, text: hi, textAlignment: \(name)}]\nconstraints: ['H:|[a]|', 'V:|[a]']\n"
        let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
        guard case let .views(result) = try Solving.solve(file) else { throw Diagnostic(.internalError, "not views") }
        let runs = result.scene.commands.compactMap { command -> TextRun? in
            if case let .text(run) = command { return run }
            return nil
        }
        let run = try #require(runs.first)
        let width = TextLayout(text: "hi", style: TextStyle(font: .systemFont(ofSize: 17))).size.width
        // The run is the line's own width (the measured size is that width rounded up).
        #expect(run.rect.width <= width && run.rect.width > width - 1)
        #expect(abs(run.rect.minX - (300 - run.rect.width) * fraction) < 1e-6, "\(run.rect)")
    }

    @Test func unknownTextAlignmentListsTheNames() throws {
        do {
            _ = try LayoutFileDecoder.decode(file: "t.yaml", source: "views: [{id: a, type: label, text: hi, textAlignment: middle}]\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .unknownName)
            #expect(error.notes.joined().contains("center, justified, left, natural, right"))
        }
    }
}
