/// Why a font file could not be read.
///
/// Every case names the table (its four-letter tag, or `"sfnt"` for the file header and table
/// directory) and the byte offset from the start of the file where reading went wrong, so a
/// malformed file is reported, never trapped on.
public enum FontParsingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file ends, or a table ends, before a value that must be there.
    case truncated(table: String, offset: Int, needed: Int)
    /// A table the measurer needs (`cmap`, `head`, `hhea`, `hmtx`) is absent.
    case missingTable(String)
    /// A value is present but impossible (a zero `unitsPerEm`, an unsorted or overlapping range).
    case invalidValue(table: String, offset: Int, reason: String)
    /// No subtable of a supported format was found (e.g. `cmap` without format 4 or 12).
    case unsupportedFormat(table: String, offset: Int, format: Int)
    /// The file could not be read from disk.
    case unreadableFile(path: String)

    /// A sentence naming the table, the offset and what is wrong.
    public var description: String {
        switch self {
        case .truncated(let table, let offset, let needed):
            return "font table '\(table)': needs \(needed) byte(s) at offset \(offset), past the end of the data"
        case .missingTable(let table):
            return "font has no '\(table)' table, which measuring text requires"
        case .invalidValue(let table, let offset, let reason):
            return "font table '\(table)' at offset \(offset): \(reason)"
        case .unsupportedFormat(let table, let offset, let format):
            return "font table '\(table)' at offset \(offset): format \(format) is not supported"
        case .unreadableFile(let path):
            return "cannot read font file at '\(path)'"
        }
    }
}
