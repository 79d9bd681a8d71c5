/// A plain-text table with left-aligned text columns and right-aligned number columns.
struct TableText {
    var header: [String]
    var rows: [[String]]
    /// Which columns hold numbers (right-aligned).
    var numeric: Set<Int> = []

    var text: String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
        return all.map { row in
            header.indices.map { column in
                let cell = row.indices.contains(column) ? row[column] : ""
                let fill = String(repeating: " ", count: widths[column] - cell.count)
                return numeric.contains(column) ? fill + cell : cell + fill
            }
            .joined(separator: "  ")
            .trimmingTrailingSpaces
        }
        .joined(separator: "\n")
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
