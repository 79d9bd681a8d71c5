import ArgumentParser
import Foundation
import Testing

@testable import StrutCLI

/// The exit status a command line ends with, as `strut` would exit.
private func exitStatus(_ arguments: [String]) -> Int32 {
    do {
        var command = try StrutCommand.parseAsRoot(arguments)
        try command.run()
        return 0
    } catch {
        return StrutCommand.exitCode(for: error).rawValue
    }
}

private func temporaryFile(_ name: String, _ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
}

/// Each kind of failure ends with its own documented exit status.
struct CommandTests {
    @Test func success() {
        #expect(exitStatus(["solve", examplesFolder() + "/two-views.yaml"]) == 0)
        #expect(exitStatus(["solve", "--json", examplesFolder() + "/solver-basics.yaml"]) == 0)
    }

    @Test func brokenConstraintsExitWith3() {
        #expect(exitStatus(["solve", examplesFolder() + "/priorities.yaml"]) == 3)
    }

    @Test func ambiguityExitsWith4OnlyWhenStrict() throws {
        let path = try temporaryFile("a.yaml", "views: [{id: a}]\nconstraints: [a.width == 10]\n")
        #expect(exitStatus(["solve", path]) == 0)
        #expect(exitStatus(["solve", "--strict", path]) == 4)
    }

    @Test(arguments: [
        ("variables: [x]\nconstraints: [x <]\n", Int32(10)),
        ("views: [{id: a}]\nconstraints: ['V|[a]|']\n", 11),
        ("variables: [x]\nconstraints: [y == 1]\n", 12),
        ("variables: [x]\nconstraints: [x * x == 1]\n", 13),
        ("views: {}\n", 14),
        ("views: [\n", 15),
    ])
    func fileFailures(text: String, status: Int32) throws {
        let path = try temporaryFile("f.yaml", text)
        #expect(exitStatus(["solve", path]) == status)
    }

    @Test func missingInputExitsWith66() {
        #expect(exitStatus(["solve", "/nonexistent/strut/file.yaml"]) == 66)
        #expect(exitStatus(["solve", NSTemporaryDirectory()]) == 66)
    }

    @Test func badArgumentsExitWith64() {
        #expect(exitStatus(["solve", "--direction", "up", "x.yaml"]) == 64)
        #expect(exitStatus(["solve", "--width", "-5", "x.yaml"]) == 64)
        #expect(exitStatus(["solve", "--height", "tall", "x.yaml"]) == 64)
        #expect(exitStatus(["render", "x.yaml"]) == 64)  // no -o
        #expect(exitStatus(["frobnicate"]) == 64)
    }

    @Test func renderingASystemIsAnInvalidDocument() throws {
        let output = try temporaryFile("unused.svg", "")
        #expect(exitStatus(["render", examplesFolder() + "/solver-basics.yaml", "-o", output]) == 14)
    }

    @Test func unwritableOutputExitsWith73() throws {
        let blocker = try temporaryFile("file", "not a folder")
        #expect(exitStatus(["render", examplesFolder() + "/hello-world.yaml", "-o", blocker + "/inside/out.svg"]) == 73)
    }

    @Test func renderAndInspectWriteFiles() throws {
        let svg = try temporaryFile("out.svg", "")
        let html = try temporaryFile("out.html", "")
        #expect(exitStatus(["render", "--constraints", examplesFolder() + "/trip-log-cell.yaml", "-o", svg]) == 0)
        #expect(exitStatus(["inspect", examplesFolder() + "/trip-log-cell.yaml", "-o", html]) == 0)
        let svgText = try String(contentsOfFile: svg, encoding: .utf8)
        let htmlText = try String(contentsOfFile: html, encoding: .utf8)
        #expect(svgText.hasPrefix("<svg"))
        #expect(svgText.contains(#"class="constraint""#))
        #expect(htmlText.contains(#""id":"notes""#))
    }

    @Test func demoWritesEveryExample() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-demo-\(UUID().uuidString)").path
        #expect(exitStatus(["demo", "-o", folder, "--examples", examplesFolder()]) == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(written.contains("feed-item.svg"))
        #expect(written.contains("feed-item.html"))
        #expect(written.contains("solver-basics.json"))
    }

    @Test func benchRunsEveryContender() {
        #expect(exitStatus(["bench", "--cells", "2", "--rounds", "1"]) == 0)
        #expect(exitStatus(["bench", "--cells", "0"]) == 64)
    }

    /// `scroll` scrolls a list and writes a trace whose events parse as Chrome trace JSON; a bad
    /// list name or row count is a usage error.
    @Test func scrollWritesATrace() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("strut-scroll-\(UUID().uuidString).json").path
        #expect(exitStatus(["scroll", "--rows", "30", "--list", "beverage-churning", "--trace", path]) == 0)
        let data = try #require(FileManager.default.contents(atPath: path))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let events = try #require(json["traceEvents"] as? [[String: Any]])
        // 30 rows of 40 points in a 667-point window: (1200 - 667) / 40 rounded up = 14 scroll
        // frames after the initial layout, each one span at least.
        #expect(events.filter { ($0["cat"] as? String) == "frame" }.count >= 14)
        #expect(exitStatus(["scroll", "--list", "nope"]) == 64)
        #expect(exitStatus(["scroll", "--rows", "0"]) == 64)
    }

    @Test(arguments: [
        (0, "[..............................] 0%"), (5, "[###############...............] 50%"),
        (10, "[##############################] 100%"),
    ])
    func progressBar(done: Int, expected: String) {
        // 30 cells of bar: 5 of 10 fills 15.
        #expect(ProgressBar(title: "constraints", total: 10).line(done) == "constraints          " + expected)
    }

    /// The documented table in the README matches the codes.
    @Test func exitCodesAreDocumented() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: examplesFolder()).deletingLastPathComponent().appendingPathComponent("README.md"),
            encoding: .utf8)
        for reason in ExitReason.allCases {
            #expect(readme.contains("| \(reason.rawValue) |"), "README lacks exit code \(reason.rawValue)")
        }
    }
}
