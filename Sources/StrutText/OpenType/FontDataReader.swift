/// Bounds-checked big-endian reads over the bytes of one font file.
///
/// Every read names the table it serves, so that a short or corrupt file produces a
/// ``FontParsingError`` that says where, never an out-of-bounds trap.
struct FontDataReader: Sendable {
    let bytes: [UInt8]
    /// The tag of the table being read, for error messages.
    var table: String

    init(bytes: [UInt8], table: String = "sfnt") {
        self.bytes = bytes
        self.table = table
    }

    /// The same bytes, reporting errors against another table.
    func reading(_ table: String) -> FontDataReader {
        FontDataReader(bytes: bytes, table: table)
    }

    @inline(__always)
    func require(_ offset: Int, _ count: Int) throws(FontParsingError) {
        guard offset >= 0, count >= 0, offset <= bytes.count - count else {
            throw .truncated(table: table, offset: offset, needed: count)
        }
    }

    func uint8(at offset: Int) throws(FontParsingError) -> UInt8 {
        try require(offset, 1)
        return bytes[offset]
    }

    func uint16(at offset: Int) throws(FontParsingError) -> UInt16 {
        try require(offset, 2)
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func int16(at offset: Int) throws(FontParsingError) -> Int16 {
        Int16(bitPattern: try uint16(at: offset))
    }

    func uint32(at offset: Int) throws(FontParsingError) -> UInt32 {
        try require(offset, 4)
        return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// A four-byte tag as text (`"cmap"`, `"OS/2"`).
    func tag(at offset: Int) throws(FontParsingError) -> String {
        try require(offset, 4)
        return String(decoding: bytes[offset..<offset + 4], as: Unicode.ASCII.self)
    }

    /// An `Offset16` read at `offset` and resolved against `base`; throws if it points outside.
    func offset16(at offset: Int, from base: Int) throws(FontParsingError) -> Int {
        let target = base + Int(try uint16(at: offset))
        try require(target, 0)
        return target
    }

    func offset32(at offset: Int, from base: Int) throws(FontParsingError) -> Int {
        let target = base + Int(try uint32(at: offset))
        try require(target, 0)
        return target
    }
}
