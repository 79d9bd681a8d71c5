import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

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

    /// The name `-` stands for standard input (`strut solve - < file.yaml`).
    static let standardInputName = "-"

    static func read(_ path: String) throws(Diagnostic) -> String {
        if path == standardInputName { return try readStandardInput() }
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

    /// Writes text to a file (see ``OutputFile/write(_:to:)``: the folder must exist).
    static func write(_ text: String, to path: String) throws(Diagnostic) {
        try OutputFile.write(text, to: path)
    }
}

extension InputFile {
    /// Where standard input is read from: descriptor 0, or in tests one of their own (a
    /// task-local value, so that tests running in parallel do not share it).
    @TaskLocal static var standardInputDescriptor: Int32 = 0

    /// All of standard input, as UTF-8 text.
    static func readStandardInput() throws(Diagnostic) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(standardInputDescriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Diagnostic(.cannotReadInput, "cannot read standard input: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Diagnostic(.malformedFile, "standard input is not UTF-8 text", file: standardInputName)
        }
        return text
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
