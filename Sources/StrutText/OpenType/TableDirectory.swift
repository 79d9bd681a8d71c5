/// The table directory of an sfnt file (TrueType `glyf` or OpenType `CFF `), or of one face of a
/// `.ttc` collection: where each table lives in the file.
struct TableDirectory: Sendable {
    struct Record: Sendable {
        let offset: Int
        let length: Int
    }

    private let records: [String: Record]

    /// Reads the directory of face `index` (0 for a single-face file).
    init(_ reader: FontDataReader, faceIndex index: Int = 0) throws(FontParsingError) {
        var start = 0
        if try reader.tag(at: 0) == "ttcf" {
            let count = Int(try reader.uint32(at: 8))
            guard index >= 0, index < count else {
                throw .invalidValue(table: "ttcf", offset: 8, reason: "face \(index) requested, collection has \(count)")
            }
            start = Int(try reader.uint32(at: 12 + 4 * index))
        }
        let version = try reader.uint32(at: start)
        guard version == 0x0001_0000 || version == 0x4F54_544F || version == 0x7472_7565 else {
            throw .invalidValue(
                table: "sfnt", offset: start,
                reason: "sfnt version 0x\(String(version, radix: 16)) is neither TrueType nor OpenType")
        }
        let count = Int(try reader.uint16(at: start + 4))
        var records: [String: Record] = [:]
        for i in 0..<count {
            let at = start + 12 + 16 * i
            let tag = try reader.tag(at: at)
            let offset = Int(try reader.uint32(at: at + 8))
            let length = Int(try reader.uint32(at: at + 12))
            try reader.reading(tag).require(offset, length)
            records[tag] = Record(offset: offset, length: length)
        }
        self.records = records
    }

    /// The table's location, or `nil` when the font has no such table.
    subscript(tag: String) -> Record? { records[tag] }

    /// The table's location; throws ``FontParsingError/missingTable(_:)`` when it is absent.
    func required(_ tag: String) throws(FontParsingError) -> Record {
        guard let record = records[tag] else { throw .missingTable(tag) }
        return record
    }
}
