import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing the tool's outputs, with every failure a ``Diagnostic`` (exit 73): a full disk
/// (`/dev/full`), a folder that does not exist, a closed pipe.
enum OutputFile {
    /// Writes text to the file at `path`.
    ///
    /// A regular file (new or existing) is replaced atomically, so a failed write leaves the
    /// old one intact; anything else that exists (a device such as `/dev/stdout` or
    /// `/dev/full`, a named pipe) is written in place and never replaced. The folder must
    /// exist: a path into a missing folder fails, naming the folder, instead of creating it
    /// (a typo would otherwise make folders silently).
    static func write(_ text: String, to path: String) throws(Diagnostic) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            throw Diagnostic(
                .cannotWriteOutput, "cannot write \(path): the folder \(folder.path) does not exist (strut does not create folders)")
        }
        guard isDirectory.boolValue else {
            throw Diagnostic(.cannotWriteOutput, "cannot write \(path): \(folder.path) is a file, not a folder")
        }
        var status = stat()
        if stat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
            guard (status.st_mode & S_IFMT) != S_IFDIR else {
                throw Diagnostic(.cannotWriteOutput, "cannot write \(path): it is a folder")
            }
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(path, errno) }
            defer { close(descriptor) }
            try writeAll(Array(text.utf8), to: descriptor, name: path)
            return
        }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw Diagnostic(.cannotWriteOutput, "cannot write \(path): \(Self.reason(of: error))")
        }
    }

    /// Writes every byte to a file descriptor, retrying short writes and interruptions.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, name: String) throws(Diagnostic) {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw failure(name, errno)
            }
            written += result
        }
    }

    static func failure(_ name: String, _ code: Int32) -> Diagnostic {
        Diagnostic(.cannotWriteOutput, "cannot write \(name): \(String(cString: strerror(code)))")
    }

    private static func reason(of error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return ns.localizedDescription
    }
}

/// The tool's standard output, written unbuffered so that a failure (a full disk, a closed
/// pipe) is seen and reported (exit 73) instead of lost at exit.
enum StandardOutput {
    /// Where output goes: standard output, or in tests a file of their own (a task-local
    /// value, so that tests running in parallel do not share it).
    @TaskLocal static var descriptor: Int32 = STDOUT_FILENO

    /// Writes the text and a newline, as `print` does.
    static func print(_ text: String) throws(Diagnostic) {
        try OutputFile.writeAll(Array((text + "\n").utf8), to: descriptor, name: "standard output")
    }
}
