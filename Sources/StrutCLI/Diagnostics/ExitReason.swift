/// The process exit status of `strut`, one per kind of failure, so that scripts can tell them
/// apart. The values are documented in the README ("Exit codes") and fixed: add, never renumber.
enum ExitReason: Int32, CaseIterable, Sendable {
    /// Everything worked.
    case success = 0
    /// The layout was computed, but required constraints conflicted and some had to be broken
    /// (the output is written; the log on standard error names what was broken).
    case brokenConstraints = 3
    /// The layout was computed, but `--strict` was given and some views are ambiguous.
    case ambiguousLayout = 4
    /// An equation could not be parsed (syntax).
    case equationSyntax = 10
    /// A format-language line (`H:|-[a]-|`) could not be parsed.
    case formatSyntax = 11
    /// A name does not exist: a view, variable, attribute, key or option value.
    case unknownName = 12
    /// A well-formed constraint that cannot be a constraint: not linear, an invalid attribute
    /// pairing, a priority outside 1...1000, a duplicate id.
    case invalidConstraint = 13
    /// The file's structure is wrong: a value of the wrong type, a missing key, a duplicate view.
    case invalidDocument = 14
    /// The file is not valid YAML or JSON.
    case malformedFile = 15
    /// Bad command-line arguments (ArgumentParser's own code).
    case usage = 64
    /// The input file does not exist or cannot be read.
    case cannotReadInput = 66
    /// An output file or folder cannot be written.
    case cannotWriteOutput = 73
    /// A defect in strut itself (please report it).
    case internalError = 70
}
