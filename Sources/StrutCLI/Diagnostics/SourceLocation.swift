/// A position in an input file: 1-based line and column, columns counted in Unicode scalars
/// (as libyaml counts them, so YAML marks and equation offsets agree).
struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    var line: Int
    var column: Int

    var description: String { "\(line):\(column)" }

    /// The location `offset` scalars to the right on the same line.
    func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: column + offset)
    }
}
