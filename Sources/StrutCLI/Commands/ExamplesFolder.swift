import Foundation

/// Where the examples are: `--examples`, else `Examples/` in the current folder, else the
/// package's own (found from this source file's path, for `swift run` from elsewhere).
enum ExamplesFolder {
    static func locate(_ given: String?) throws(Diagnostic) -> String {
        if let given { return given }
        if FileManager.default.fileExists(atPath: "Examples") { return "Examples" }
        let package = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidate = package.appendingPathComponent("Examples").path
        guard FileManager.default.fileExists(atPath: candidate) else {
            throw Diagnostic(.cannotReadInput, "no Examples/ folder here or in the package; pass --examples FOLDER")
        }
        return candidate
    }
}
