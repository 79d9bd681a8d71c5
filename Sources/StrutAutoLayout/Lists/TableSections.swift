import Foundation

/// What a table lays out, top to bottom, as one list of *entries*: the table header, then per
/// section its header, its rows and its footer, then the table footer. Entries are what
/// ``RowHeights`` sizes and positions (an absent header is an entry of height zero), so rows,
/// headers and footers share one prefix sum and one visible-band walk.
///
/// Rows also have a *global* index: their position among all rows of all sections, the index
/// the table's `Int`-row API uses (for a one-section table it is the row).
struct TableSections: Equatable {
    /// The number of rows in each section.
    private(set) var rowCounts: [Int] = []
    /// `firstRow[s]`: the global index of section `s`'s first row; `firstRow[count]` = all rows.
    private(set) var firstRow: [Int] = [0]

    init(rowCounts: [Int] = []) {
        self.rowCounts = rowCounts
        firstRow = [0]
        firstRow.reserveCapacity(rowCounts.count + 1)
        for n in rowCounts { firstRow.append(firstRow[firstRow.count - 1] + n) }
    }

    /// What an entry is.
    enum Entry: Equatable {
        case tableHeader
        case header(section: Int)
        case row(section: Int, row: Int, global: Int)
        case footer(section: Int)
        case tableFooter
    }

    var numberOfSections: Int { rowCounts.count }
    var numberOfRows: Int { firstRow[rowCounts.count] }
    /// Table header + per section (header + rows + footer) + table footer.
    var entryCount: Int { 2 + numberOfRows + 2 * numberOfSections }

    /// The entry of section `s`'s header.
    func headerEntry(_ s: Int) -> Int { 1 + firstRow[s] + 2 * s }
    /// The entry of section `s`'s footer.
    func footerEntry(_ s: Int) -> Int { headerEntry(s) + 1 + rowCounts[s] }
    var tableFooterEntry: Int { entryCount - 1 }

    /// The entry of a row by its global index.
    /// - Complexity: O(log sections).
    func entry(forGlobalRow r: Int) -> Int {
        let s = section(ofGlobalRow: r)
        return headerEntry(s) + 1 + (r - firstRow[s])
    }

    /// The entry of a row by section and row.
    func entry(section s: Int, row r: Int) -> Int { headerEntry(s) + 1 + r }

    /// The section holding a global row (the last section whose first row is ≤ `r`, skipping
    /// empty sections).
    func section(ofGlobalRow r: Int) -> Int {
        var lo = 0, hi = rowCounts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if firstRow[mid] <= r { lo = mid } else { hi = mid - 1 }
        }
        // Empty sections share their first row with the next one: step to the section that has it.
        while lo < rowCounts.count - 1, r >= firstRow[lo + 1] { lo += 1 }
        return lo
    }

    /// The global index of a row.
    func globalRow(section s: Int, row r: Int) -> Int { firstRow[s] + r }

    /// Whether an index path names an existing row.
    func contains(section s: Int, row r: Int) -> Bool {
        s >= 0 && s < rowCounts.count && r >= 0 && r < rowCounts[s]
    }

    /// What an entry is.
    /// - Complexity: O(log sections).
    func kind(ofEntry e: Int) -> Entry {
        if e <= 0 { return .tableHeader }
        if e >= tableFooterEntry { return .tableFooter }
        // The last section whose header entry is ≤ e.
        var lo = 0, hi = rowCounts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if headerEntry(mid) <= e { lo = mid } else { hi = mid - 1 }
        }
        let offset = e - headerEntry(lo)
        if offset == 0 { return .header(section: lo) }
        if offset == rowCounts[lo] + 1 { return .footer(section: lo) }
        return .row(section: lo, row: offset - 1, global: firstRow[lo] + offset - 1)
    }
}
