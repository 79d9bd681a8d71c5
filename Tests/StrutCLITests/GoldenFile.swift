import Foundation
import Testing

/// Compares text with a committed golden file in Tests/<target>/Golden/. Set the environment
/// variable `STRUT_RECORD_GOLDEN=1` to (re)write the files instead; review the diff, commit.
enum GoldenFile {
    static func folder(_ filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    static func assertMatches(
        _ text: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = folder(filePath).appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["STRUT_RECORD_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path), let golden = String(data: data, encoding: .utf8) else {
            Issue.record("missing golden file \(url.path); run with STRUT_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        if golden != text {
            let a = golden.split(separator: "\n", omittingEmptySubsequences: false)
            let b = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = Array(zip(a, b)).firstIndex { $0 != $1 } ?? min(a.count, b.count)
            let expected = line < a.count ? String(a[line]) : "<end>"
            let actual = line < b.count ? String(b[line]) : "<end>"
            Issue.record(
                "\(name) differs from its golden file at line \(line + 1):\n  golden: \(expected)\n  actual: \(actual)",
                sourceLocation: sourceLocation)
        }
    }
}
