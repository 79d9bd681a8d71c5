import ArgumentParser
import Foundation

/// Reading layout files from disk and writing outputs, with failures as diagnostics.
enum InputFile {
    /// Reads and decodes a layout file.
    static func load(_ path: String) throws(Diagnostic) -> LayoutFile {
        let source = try read(path)
        do {
            return try LayoutFileDecoder.decode(file: path, source: source)
        } catch {
            var diagnostic = error
            diagnostic.source = source
            throw diagnostic
        }
    }

    static func read(_ path: String) throws(Diagnostic) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Diagnostic(.cannotReadInput, "no such file: \(path)")
        }
        guard !isDirectory.boolValue else {
            throw Diagnostic(.cannotReadInput, "\(path) is a folder, not a layout file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic(.cannotReadInput, "cannot read \(path) (permissions?)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Diagnostic(.malformedFile, "the file is not UTF-8 text", file: path)
        }
        return text
    }

    /// Writes text to a file, creating its folder.
    static func write(_ text: String, to path: String) throws(Diagnostic) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            // Name the usual cause: a part of the path that is a file, not a folder.
            var folder = url.deletingLastPathComponent()
            var isDirectory: ObjCBool = false
            while folder.path != "/" && !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
                folder = folder.deletingLastPathComponent()
            }
            let reason =
                FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && !isDirectory.boolValue
                ? "\(folder.path) is a file, not a folder" : "permission denied or no space left"
            throw Diagnostic(.cannotWriteOutput, "cannot write \(path): \(reason)")
        }
    }
}

/// Runs a command body, printing a ``Diagnostic`` to standard error and exiting with its
/// status instead of letting an error escape as a generic failure.
func runReportingDiagnostics(_ body: () throws(Diagnostic) -> ExitReason) throws {
    let status: ExitReason
    do {
        status = try body()
    } catch {
        printError(error.rendered(source: error.source))
        status = error.kind
    }
    if status != .success {
        throw ExitCode(status.rawValue)
    }
}

/// Prints a line to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
