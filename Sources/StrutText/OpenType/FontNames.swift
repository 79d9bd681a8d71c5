/// Names from the `name` table: the family a face belongs to and its style within the family.
struct FontNames: Sendable {
    /// Typographic family (name ID 16), else legacy family (name ID 1).
    var family: String
    /// Typographic subfamily (name ID 17), else legacy subfamily (name ID 2), e.g. "Bold Italic".
    var style: String

    init(_ reader: FontDataReader, directory: TableDirectory) throws(FontParsingError) {
        guard let table = directory["name"] else {
            family = ""
            style = ""
            return
        }
        let r = reader.reading("name")
        let base = table.offset
        let count = Int(try r.uint16(at: base + 2))
        let strings = base + Int(try r.uint16(at: base + 4))
        // Best candidate per name ID: Windows Unicode English first, then any Windows Unicode,
        // then Unicode platform, then Macintosh Roman.
        var best: [Int: (rank: Int, value: String)] = [:]
        for i in 0..<count {
            let at = base + 6 + 12 * i
            let platform = try r.uint16(at: at)
            let encoding = try r.uint16(at: at + 2)
            let language = try r.uint16(at: at + 4)
            let nameID = Int(try r.uint16(at: at + 6))
            guard [1, 2, 16, 17].contains(nameID) else { continue }
            let length = Int(try r.uint16(at: at + 8))
            let offset = strings + Int(try r.uint16(at: at + 10))
            try r.require(offset, length)
            let rank: Int
            let value: String
            switch (platform, encoding) {
            case (3, 1), (3, 10), (0, _):
                var units: [UInt16] = []
                units.reserveCapacity(length / 2)
                for k in stride(from: 0, to: length - 1, by: 2) { units.append(try r.uint16(at: offset + k)) }
                value = String(decoding: units, as: UTF16.self)
                rank = platform == 3 ? (language == 0x409 ? 4 : 3) : 2
            case (1, 0):
                value = String(decoding: r.bytes[offset..<offset + length], as: Unicode.ASCII.self)
                rank = 1
            default:
                continue
            }
            if let current = best[nameID], current.rank >= rank { continue }
            best[nameID] = (rank, value)
        }
        family = best[16]?.value ?? best[1]?.value ?? ""
        style = best[17]?.value ?? best[2]?.value ?? ""
    }
}
