extension ShapingEngine {
    /// Applies one `GSUB` subtable of lookup `type` at `i`; returns where to go on, or `nil`.
    mutating func substitute(type: Int, _ table: Int, at i: Int) -> Int? {
        let glyph = glyphs[i].glyph
        switch type {
        case 1:
            guard let coverage = data.offset(table + 2, from: table), let index = data.coverage(coverage, glyph) else { return nil }
            switch data.u16(table) {
            case 1: replace(i, with: (glyph + data.i16(table + 4)) & 0xFFFF)
            case 2:
                guard index < data.u16(table + 4) else { return nil }
                replace(i, with: data.u16(table + 6 + 2 * index))
            default: return nil
            }
            return i + 1
        case 2:
            guard data.u16(table) == 1, let coverage = data.offset(table + 2, from: table),
                let index = data.coverage(coverage, glyph), index < data.u16(table + 4),
                let sequence = data.offset(table + 6 + 2 * index, from: table)
            else { return nil }
            let count = data.u16(sequence)
            if count == 1 {
                replace(i, with: data.u16(sequence + 2))
                return i + 1
            }
            if count == 0 {
                // An empty sequence deletes the glyph (its cluster goes to a neighbour).
                markUnsafeToBreak(i - 1, i + 1)
                if glyphs.count > 1 { mergeClusters(max(i - 1, 0), min(i + 2, glyphs.count)) }
                glyphs.remove(at: i)
                return i
            }
            let original = glyphs[i]
            var copies: [ShapingGlyph] = []
            copies.reserveCapacity(count)
            for k in 0..<count {
                var copy = original
                copy.glyph = data.u16(sequence + 2 + 2 * k)
                copy.ligatureComponent = k + 1
                copy.isMultiplied = true
                copies.append(copy)
            }
            glyphs.replaceSubrange(i...i, with: copies)
            for k in i..<(i + count) { replace(k, with: glyphs[k].glyph) }
            return i + count
        case 3:
            guard data.u16(table) == 1, let coverage = data.offset(table + 2, from: table),
                let index = data.coverage(coverage, glyph), index < data.u16(table + 4),
                let set = data.offset(table + 6 + 2 * index, from: table), data.u16(set) > 0
            else { return nil }
            replace(i, with: data.u16(set + 2))
            return i + 1
        case 4:
            return ligate(table, at: i)
        case 5:
            return applyContext(table, at: i)
        case 6:
            return applyChainedContext(table, at: i)
        case 8:
            return reverseChain(table, at: i)
        default:
            return nil
        }
    }

    /// LigatureSubst: the first ligature of the glyph's set whose components follow it.
    private mutating func ligate(_ table: Int, at i: Int) -> Int? {
        guard data.u16(table) == 1, let coverage = data.offset(table + 2, from: table),
            let index = data.coverage(coverage, glyphs[i].glyph), index < data.u16(table + 4),
            let set = data.offset(table + 6 + 2 * index, from: table)
        else { return nil }
        // The glyph after this one, found once (as written, and past default ignorables): most
        // ligatures of a set fail on it, and need not be matched in full.
        let next = nextUnskipped(from: i).map { glyphs[$0].glyph }
        let nextDrawn = step(from: i, forward: true, context: false) { !$0.isDefaultIgnorable }.map { glyphs[$0].glyph }
        for l in 0..<data.u16(set) {
            guard let ligature = data.offset(set + 2 + 2 * l, from: set) else { continue }
            let count = data.u16(ligature + 2)
            if count > 1 {
                let component = data.u16(ligature + 4)
                if component != next && component != nextDrawn { continue }
            }
            guard count > 0, let positions = matchInput(at: i, count: count, values: ligature + 4, kind: .glyphs) else { continue }
            let last = positions[positions.count - 1]
            markUnsafeToBreak(i, last)
            mergeClusters(i, last + 1)
            // Marks between the components remember which component they followed.
            let id = count > 1 ? newLigatureID() : 0
            var component = 1
            for k in (i + 1)..<(last + 1) {
                if positions.contains(k) {
                    component += 1
                } else if glyphs[k].isMark {
                    glyphs[k].ligatureID = id
                    glyphs[k].ligatureComponent = component
                }
            }
            replace(i, with: data.u16(ligature), as: .ligature)
            glyphs[i].isLigated = true
            glyphs[i].isMultiplied = false
            glyphs[i].ligatureID = id
            glyphs[i].ligatureComponent = count
            for k in positions.dropFirst().reversed() { glyphs.remove(at: k) }
            return last + 1 - (count - 1)
        }
        return nil
    }

    /// ReverseChainSingleSubst (type 8), applied from the end of the buffer backwards.
    private mutating func reverseChain(_ table: Int, at i: Int) -> Int? {
        guard data.u16(table) == 1, let coverage = data.offset(table + 2, from: table),
            let index = data.coverage(coverage, glyphs[i].glyph)
        else { return nil }
        let backtrackCount = data.u16(table + 4)
        let lookaheadAt = table + 6 + 2 * backtrackCount
        let lookaheadCount = data.u16(lookaheadAt)
        let substitutesAt = lookaheadAt + 2 + 2 * lookaheadCount
        guard index < data.u16(substitutesAt),
            let first = matchBacktrack(before: i, count: backtrackCount, values: table + 6, kind: .coverages(table)),
            let last = matchLookahead(after: i, count: lookaheadCount, values: lookaheadAt + 2, kind: .coverages(table))
        else { return nil }
        markUnsafeToBreak(first, last)
        replace(i, with: data.u16(substitutesAt + 2 + 2 * index))
        return i + 1
    }
}
