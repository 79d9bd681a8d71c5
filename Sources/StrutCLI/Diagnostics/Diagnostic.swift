/// A user-facing error: what went wrong, where, and what was expected, rendered in the compiler
/// style `file:line:column: error: message` with the offending line and a caret under the place.
///
/// Every failure that `strut` reports on user input is a `Diagnostic`; its ``kind`` decides the
/// process exit status.
struct Diagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of failure, which is also the exit status.
    var kind: ExitReason
    /// One sentence: what is wrong (and, when it helps, what was expected instead).
    var message: String
    /// The input file, as given on the command line.
    var file: String?
    /// Where in the file, when known.
    var location: SourceLocation?
    /// How many columns the caret underlines (at least 1).
    var length: Int = 1
    /// The text shown above the caret when the file's own line would not line up with the
    /// location (a block scalar, for instance); `nil` shows the file's line.
    var excerpt: String?
    /// The caret's column under ``excerpt`` (1-based); `nil` uses the location's column.
    var excerptColumn: Int?
    /// Extra lines printed after the caret: lists of known names, hints.
    var notes: [String] = []
    /// The file's text, attached by whoever read the file, to quote the offending line.
    var source: String?

    init(
        _ kind: ExitReason, _ message: String, file: String? = nil, at location: SourceLocation? = nil,
        length: Int = 1, excerpt: String? = nil, excerptColumn: Int? = nil, notes: [String] = []
    ) {
        self.excerptColumn = excerptColumn
        self.kind = kind
        self.message = message
        self.file = file
        self.location = location
        self.length = max(1, length)
        self.excerpt = excerpt
        self.notes = notes
    }

    var description: String { rendered(source: source) }

    /// The full text printed on standard error.
    ///
    /// - Parameter source: the file's text, to quote the offending line.
    func rendered(source: String?) -> String {
        var header = ""
        if let file { header += file + ":" }
        if let location { header += "\(location.line):\(location.column):" }
        if !header.isEmpty { header += " " }
        var lines = [header + "error: " + message]
        if let location {
            let quoted = excerpt ?? source.flatMap { Self.line(location.line, of: $0) }
            if let quoted {
                var scalars = quoted.unicodeScalars.map { $0 == "\t" ? " " : String($0) }
                var caret = max(0, (excerpt == nil ? location.column : excerptColumn ?? location.column) - 1)
                // A very long line is quoted around the caret only.
                let window = 120
                if scalars.count > window {
                    let start = min(max(0, caret - window / 2), max(0, scalars.count - window))
                    let end = min(scalars.count, start + window)
                    scalars = (start > 0 ? ["…"] : []) + Array(scalars[start..<end]) + (end < scalars.count ? ["…"] : [])
                    caret = caret - start + (start > 0 ? 1 : 0)
                }
                lines.append("    " + scalars.joined())
                let underline = min(length, max(1, scalars.count - caret))
                lines.append("    " + String(repeating: " ", count: caret) + "^" + String(repeating: "~", count: max(0, underline - 1)))
            }
        }
        lines.append(contentsOf: notes)
        return lines.joined(separator: "\n")
    }

    /// The 1-based `number`th line of `text`, without its line break.
    static func line(_ number: Int, of text: String) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = text.unicodeScalars.startIndex
        let scalars = text.unicodeScalars
        var index = start
        while index < scalars.endIndex {
            if scalars[index] == "\n" {
                if current == number { break }
                current += 1
                start = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        guard current == number else { return nil }
        var line = String(scalars[start..<index])
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }
}

extension Diagnostic {
    /// A note listing the names that do exist, sorted, with the closest one suggested first.
    static func knownNames(_ what: String, _ names: [String], near name: String? = nil) -> [String] {
        let sorted = names.sorted()
        var notes: [String] = []
        if let name, let guess = closest(to: name, in: sorted) {
            notes.append("did you mean '\(guess)'?")
        }
        notes.append(sorted.isEmpty ? "there are no \(what)" : "known \(what): " + sorted.joined(separator: ", "))
        return notes
    }

    /// The name at the smallest edit distance (case-insensitive), if it is close enough to be a
    /// plausible typo (one edit for names up to 3 letters, else two or a third of the length).
    static func closest(to name: String, in names: [String]) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in names {
            let d = editDistance(name.lowercased(), candidate.lowercased())
            if d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        guard let best else { return nil }
        let longer = max(name.count, best.name.count)
        guard best.distance <= (longer <= 3 ? 1 : max(2, longer / 3)), best.distance < longer else { return nil }
        return best.name
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
