extension LayoutTable {
    /// Whether one of `lookups` (GSUB) would replace exactly the glyph sequence `sequence` with
    /// no context around it (HarfBuzz's `would_substitute` with zero context): single,
    /// multiple and alternate substitutions for one glyph, ligatures of exactly these
    /// components, and contextual rules whose input is exactly the sequence and that name no
    /// backtrack or lookahead.
    /// - Complexity: O(size of the lookups' subtables for the first glyph).
    func wouldSubstitute(_ sequence: [Int], lookups indices: [Int]) -> Bool {
        guard let first = sequence.first else { return false }
        for index in indices where index < lookups.count {
            let lookup = lookups[index]
            for subtable in lookup.subtables where wouldApply(type: lookup.type, subtable, sequence, first) { return true }
        }
        return false
    }

    private func wouldApply(type: Int, _ table: Int, _ sequence: [Int], _ first: Int) -> Bool {
        let format = data.u16(table)
        switch type {
        case 1, 2, 3:
            return sequence.count == 1 && data.offset(table + 2, from: table).flatMap { data.coverage($0, first) } != nil
        case 4:
            guard format == 1, let coverage = data.offset(table + 2, from: table), let index = data.coverage(coverage, first),
                index < data.u16(table + 4), let set = data.offset(table + 6 + 2 * index, from: table)
            else { return false }
            for l in 0..<data.u16(set) {
                guard let ligature = data.offset(set + 2 + 2 * l, from: set), data.u16(ligature + 2) == sequence.count else { continue }
                if (1..<sequence.count).allSatisfy({ data.u16(ligature + 4 + 2 * ($0 - 1)) == sequence[$0] }) { return true }
            }
            return false
        case 5, 6:
            let chained = type == 6
            switch format {
            case 1, 2:
                guard let coverage = data.offset(table + 2, from: table), data.coverage(coverage, first) != nil else { return false }
                let classes = format == 2
                let inputClasses = classes ? data.offset(table + (chained ? 6 : 4), from: table) : nil
                let setsAt = table + (classes ? (chained ? 10 : 6) : 4)
                let index = classes ? data.glyphClass(inputClasses, first) : data.coverage(coverage, first) ?? 0
                guard index < data.u16(setsAt), let set = data.offset(setsAt + 2 + 2 * index, from: table) else { return false }
                for r in 0..<data.u16(set) {
                    guard let rule = data.offset(set + 2 + 2 * r, from: set) else { continue }
                    var inputAt = rule
                    if chained {
                        guard data.u16(rule) == 0 else { continue }
                        inputAt = rule + 2
                    }
                    let count = data.u16(inputAt)
                    guard count == sequence.count else { continue }
                    let valuesAt = inputAt + (chained ? 2 : 4)
                    if chained && data.u16(valuesAt + 2 * (count - 1)) != 0 { continue }
                    let matches = (1..<count).allSatisfy { k in
                        let value = data.u16(valuesAt + 2 * (k - 1))
                        return classes ? data.glyphClass(inputClasses, sequence[k]) == value : sequence[k] == value
                    }
                    if matches { return true }
                }
                return false
            case 3:
                var inputAt = table + 2
                if chained {
                    guard data.u16(table + 2) == 0 else { return false }
                    inputAt = table + 4
                }
                let count = data.u16(inputAt)
                let coveragesAt = chained ? inputAt + 2 : table + 6
                guard count == sequence.count else { return false }
                if chained && data.u16(inputAt + 2 + 2 * count) != 0 { return false }
                return (0..<count).allSatisfy { data.coverage(table + data.u16(coveragesAt + 2 * $0), sequence[$0]) != nil }
            default:
                return false
            }
        default:
            return false
        }
    }
}
