import Foundation
import Testing

/// Compares text with a committed golden file in the `Golden/` folder beside the calling test
/// file. The test targets' `Golden/` folders are excluded in Package.swift (read through the
/// source path, not bundled), so building prints no "unhandled files" warnings.
///
/// To (re)write the files, run the tests with `STRUT_RECORD_GOLDEN=1`: each file is written
/// and the test **fails** with "recorded …", so that a recording run can never pass as a check.
/// Review the diff, commit, and run again without the variable.
public enum GoldenFile {
    /// The environment variable that turns comparisons into recordings.
    public static let recordVariable = "STRUT_RECORD_GOLDEN"

    /// The `Golden/` folder beside a test file.
    public static func folder(_ filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    /// What comparing `text` with the golden file `url` finds: `nil` when they match, else the
    /// problem (or, when recording, what was recorded). Recording writes the file.
    public static func problem(
        _ text: String, at url: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        if environment[recordVariable] == "1" {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            } catch {
                return "could not record the golden file \(url.path): \(error)"
            }
            return "recorded the golden file \(url.path); review the diff and run again without \(recordVariable)"
        }
        guard let data = FileManager.default.contents(atPath: url.path), let golden = String(data: data, encoding: .utf8) else {
            return "missing golden file \(url.path); run with \(recordVariable)=1 to record it"
        }
        guard golden != text else { return nil }
        let a = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let b = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = Array(zip(a, b)).firstIndex { $0 != $1 } ?? min(a.count, b.count)
        let expected = line < a.count ? String(a[line]) : "<end>"
        let actual = line < b.count ? String(b[line]) : "<end>"
        return "\(url.lastPathComponent) differs from its golden file at line \(line + 1):\n  golden: \(expected)\n  actual: \(actual)"
    }

    /// Records an issue unless `text` equals the golden file `name` (see ``problem(_:at:environment:)``).
    public static func assertMatches(
        _ text: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if let problem = problem(text, at: folder(filePath).appendingPathComponent(name)) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }
}
