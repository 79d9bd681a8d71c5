import Foundation
import Testing

@testable import StrutCLI

/// The layout files in Fixtures/regressions (copied from shared/regressions/cli, where their
/// README says what went wrong): each ends with its documented error, or lays out correctly.
/// Before the fixes, the first four crashed the process (SIGILL), `nan-decl` printed `nan`,
/// `lol9` did not finish in 30 s and `fit-height-safe-area` gave a window 456 tall around a
/// root view 694 tall.
struct RegressionFileTests {
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/regressions").appendingPathComponent(name).path
    }

    /// Loads and solves a fixture; the diagnostic it ends with, or `nil` when it lays out.
    static func failure(_ name: String) -> Diagnostic? {
        do {
            let file = try InputFile.load(path(name))
            _ = try Solving.solve(file)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        // (file, exit status, words the message must contain)
        ("crash-size.yaml", ExitReason.invalidDocument, ["1e308", "too large"]),
        ("crash-decl.yaml", .invalidDocument, ["1e308", "too large"]),
        ("crash-font.yaml", .invalidDocument, ["1e308", "too large"]),
        ("crash-const.yaml", .invalidConstraint, ["1e308", "too large"]),
        ("nan-decl.yaml", .invalidDocument, ["-1e308", "too large"]),
    ])
    func hugeNumbersAreRejectedByName(file: String, kind: ExitReason, words: [String]) throws {
        let diagnostic = try #require(Self.failure(file))
        #expect(diagnostic.kind == kind)
        for word in words { #expect(diagnostic.message.contains(word), "\(diagnostic.message)") }
        #expect(diagnostic.location != nil)
    }

    /// The same files through the tool: the documented exit status, nothing written.
    @Test(arguments: [
        ("crash-size.yaml", Int32(14)), ("crash-decl.yaml", 14), ("crash-font.yaml", 14), ("crash-const.yaml", 13),
        ("nan-decl.yaml", 14), ("lol9.yaml", 14),
    ])
    func toolExitStatus(file: String, status: Int32) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("strut-regression-\(UUID().uuidString).svg").path
        #expect(strutExitStatus(["solve", Self.path(file)]) == status)
        #expect(strutExitStatus(["render", Self.path(file), "-o", output]) == status)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// 862 bytes of nested aliases (9^9 nodes): stopped by the node cap, with the cap named.
    @Test func aliasBombStopsAtTheNodeCap() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let diagnostic = try #require(Self.failure("lol9.yaml"))
        let elapsed = clock.now - start
        #expect(diagnostic.kind == .invalidDocument)
        #expect(diagnostic.message.contains("\(DocumentReader.maximumExpandedNodes) nodes"))
        // At once: counting stops at the cap (4 million nodes) instead of visiting 9^9. The
        // bound is loose (a debug build on a loaded machine); before the cap it ran > 30 s.
        #expect(elapsed < .seconds(20))
    }

    /// Found by the fuzzer: a key that is an alias of a huge list. Yams hashes mapping keys,
    /// so before the look at aliases ahead of composing, this took 11 s of CPU and ended in a
    /// parse error at line 13; now the expansion cap stops it at the anchor that crosses it.
    @Test func aliasKeyIsRefusedBeforeComposing() throws {
        let diagnostic = try #require(Self.failure("fuzz-alias-key.yaml"))
        #expect(diagnostic.kind == .invalidDocument)
        #expect(diagnostic.message.contains("expands to more than \(DocumentReader.maximumExpandedNodes) nodes"))
        // `- &l7 {stack: vertical, children: [*l6, …]}`: l6 is 9^6 + … nodes, nine of them pass
        // the cap while l7's list is counted; the list starts at line 12, column 39.
        #expect(diagnostic.location == SourceLocation(line: 12, column: 39))
    }

    /// Keys that are aliases of lists or mappings, or are lists or mappings, are refused by
    /// name; an alias of a scalar stays an ordinary value.
    @Test(arguments: [
        ("views:\n  - &big {id: a, subviews: [{id: b}]}\n  - {*big x: 1}\n", "a key is the alias '*big' of a list or mapping"),
        ("views:\n  - &big [1, 2]\n  - {*big : 1}\n", "a key is the alias '*big' of a list or mapping"),
        ("views:\n  - &big {id: a}\n  - {[*big]: 1}\n", "a key is a list or a mapping"),
    ])
    func collectionKeysAreRefused(yaml: String, message: String) throws {
        do {
            _ = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.location?.line == 3)
        }
    }

    /// An alias inside a quoted text is text, and an alias of a number is the number.
    @Test func aliasesOfScalarsStillWork() throws {
        let yaml = """
            window: {width: 100, height: fit}
            layout:
              stack: vertical
              children:
                - {size: [&w 10, *w]}
                - {label: "a *w &x b"}
            """
        let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
        guard case let .declarative(spec) = file.content, case let .stack(_, children, _) = spec.root,
            case let .size(width, height, _, _) = children[0], case let .label(text, _, _, _, _, _) = children[1]
        else {
            Issue.record("expected a stack of a size and a label")
            return
        }
        #expect(width == 10 && height == 10)
        #expect(text == "a *w &x b")
    }

    /// The same bomb, three levels smaller (9^3 = 729 leaves), is an ordinary file and lays out.
    @Test func smallAliasUseStillWorks() throws {
        let yaml = """
            window: {width: 300, height: fit}
            layout:
              stack: vertical
              children:
                - &l0 {size: [1, 1]}
                - &l1 {stack: vertical, children: [*l0, *l0, *l0]}
                - {stack: vertical, children: [*l1, *l1]}
            """
        let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
        guard case let .views(result) = try Solving.solve(file) else { throw Diagnostic(.internalError, "not views") }
        // 1 + 3 + 6 leaves of height 1, stacked with no spacing.
        #expect(result.windowSize.height == 10)
    }

    /// `height: fit` with a bottom safe-area inset of 34: the button's bottom is 436 (the
    /// issue's measurement), it must stay 20 above the safe area, so the window is
    /// 436 + 20 + 34 = 490 tall and the root view, which fills it, too.
    @Test func fitHeightIncludesTheBottomSafeArea() throws {
        let file = try InputFile.load(Self.path("fit-height-safe-area.yaml"))
        guard case let .views(result) = try Solving.solve(file) else { throw Diagnostic(.internalError, "not views") }
        let button = try #require(result.frames.first { $0.id == "button" })
        let root = try #require(result.frames.first { $0.id == "root" })
        #expect(abs(button.frameInWindow.maxY - 436) < 1e-6)
        #expect(abs(result.windowSize.height - 490) < 1e-6)
        #expect(abs(root.frame.height - 490) < 1e-6)
        #expect(result.broken.isEmpty)
    }
}

/// The exit status a command line ends with, as `strut` would exit.
func strutExitStatus(_ arguments: [String]) -> Int32 {
    do {
        var command = try StrutCommand.parseAsRoot(arguments)
        try command.run()
        return 0
    } catch {
        return StrutCommand.exitCode(for: error).rawValue
    }
}
