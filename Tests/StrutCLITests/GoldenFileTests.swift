import Foundation
import StrutTestSupport
import Testing

/// The golden-file helper: a recording run writes the file and fails; a comparison finds the
/// first differing line; a missing file is a failure, not a silent pass.
struct GoldenFileTests {
    private func temporaryURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("strut-golden-\(UUID().uuidString)/g.txt")
    }

    @Test func recordingWritesAndFails() throws {
        let url = temporaryURL()
        let problem = try #require(GoldenFile.problem("a\nb\n", at: url, environment: ["STRUT_RECORD_GOLDEN": "1"]))
        #expect(problem.hasPrefix("recorded the golden file"))
        #expect(FileManager.default.contents(atPath: url.path) == Data("a\nb\n".utf8))
        // Once recorded, the same text matches.
        #expect(GoldenFile.problem("a\nb\n", at: url, environment: [:]) == nil)
    }

    @Test func differenceNamesTheFirstLine() throws {
        let url = temporaryURL()
        _ = GoldenFile.problem("a\nb\nc\n", at: url, environment: ["STRUT_RECORD_GOLDEN": "1"])
        let problem = try #require(GoldenFile.problem("a\nB\nc\n", at: url, environment: [:]))
        #expect(problem == "g.txt differs from its golden file at line 2:\n  golden: b\n  actual: B")
    }

    @Test func missingFileFails() throws {
        let problem = try #require(GoldenFile.problem("x", at: temporaryURL(), environment: [:]))
        #expect(problem.hasPrefix("missing golden file"))
    }
}
