extension ShapingEngine {
    /// Adds the value record of `format` at `record` to glyph `i`; returns the record's size.
    @discardableResult
    @inline(__always)
    mutating func applyValue(_ format: Int, at record: Int, to i: Int) -> Int {
        var at = record
        if format & 0x1 != 0 { glyphs[i].xOffset += data.i16(at); at += 2 }
        if format & 0x2 != 0 { glyphs[i].yOffset += data.i16(at); at += 2 }
        if format & 0x4 != 0 { glyphs[i].xAdvance += data.i16(at); at += 2 }
        if format & 0x8 != 0 { glyphs[i].yAdvance += data.i16(at); at += 2 }
        return Self.valueSize(format)
    }

    /// Records `amount` of the pair (i, j)'s kerning as belonging between them.
    @inline(__always)
    mutating func noteKerning(_ amount: Int, _ i: Int, _ j: Int) {
        glyphs[i].kerningWithNext += amount
        glyphs[j].kerningWithPrevious += amount
    }

    /// After a pair adjustment of (i, j): a break between them is safe (the kerning is noted)
    /// only when they are neighbours and the second glyph kept its value; a second value also
    /// makes `j` skip starting a pair, which a line starting at `j` would not.
    @inline(__always)
    mutating func notePairBoundaries(_ i: Int, _ j: Int, secondValueSize: Int) {
        if j != i + 1 { markUnsafeToBreak(i, j) }
        if secondValueSize > 0 { markUnsafeToBreak(i, j + 1) }
    }

    static func valueSize(_ format: Int) -> Int { 2 * (format & 0xFF).nonzeroBitCount }

    /// Applies one `GPOS` subtable of lookup `type` at `i`; returns where to go on, or `nil`.
    mutating func position(type: Int, _ table: Int, at i: Int) -> Int? {
        let glyph = glyphs[i].glyph
        switch type {
        case 1:
            guard let coverage = data.offset(table + 2, from: table), let index = data.coverage(coverage, glyph) else { return nil }
            let format = data.u16(table + 4)
            switch data.u16(table) {
            case 1: applyValue(format, at: table + 6, to: i)
            case 2:
                guard index < data.u16(table + 6) else { return nil }
                applyValue(format, at: table + 8 + index * Self.valueSize(format), to: i)
            default: return nil
            }
            return i + 1
        case 2:
            return pair(table, at: i)
        case 3:
            return cursive(table, at: i)
        case 4, 5, 6:
            return attachMark(type: type, table, at: i)
        case 7:
            return applyContext(table, at: i)
        case 8:
            return applyChainedContext(table, at: i)
        default:
            return nil
        }
    }

    /// PairPos formats 1 and 2: the next glyph not skipped by the flags (marks, when the lookup
    /// ignores them) is the pair's second.
    /// PairPos (formats 1 and 2) at `i`; `classes` are the subtable's ClassDefs expanded (format 2).
    /// `lookup` holds the subtable's coverage and ClassDefs expanded (subtable `k` of it), when
    /// given; they are read in place there (not copied out per glyph).
    mutating func pair(_ table: Int, at i: Int, expandedIn lookup: LayoutTable.Lookup? = nil, subtable k: Int = 0) -> Int? {
        let index: Int?
        if let lookup, k < lookup.pairCoverages.count {
            index = lookup.pairCoverages[k].index(of: glyphs[i].glyph)
        } else {
            index = data.offset(table + 2, from: table).flatMap { data.coverage($0, glyphs[i].glyph) }
        }
        guard let index, let j = nextUnskipped(from: i) else { return nil }
        let format1 = data.u16(table + 4)
        let format2 = data.u16(table + 6)
        let size1 = Self.valueSize(format1)
        let size2 = Self.valueSize(format2)
        let second = glyphs[j].glyph
        switch data.u16(table) {
        case 1:
            guard index < data.u16(table + 8), let set = data.offset(table + 10 + 2 * index, from: table) else { return nil }
            let recordSize = 2 + size1 + size2
            var low = 0
            var high = data.u16(set) - 1
            while low <= high {
                let mid = (low + high) >> 1
                let record = set + 2 + recordSize * mid
                let value = data.u16(record)
                if value == second {
                    let before = glyphs[i].xAdvance
                    applyValue(format1, at: record + 2, to: i)
                    noteKerning(glyphs[i].xAdvance - before, i, j)
                    applyValue(format2, at: record + 2 + size1, to: j)
                    notePairBoundaries(i, j, secondValueSize: size2)
                    return size2 > 0 ? j + 1 : j
                }
                if value < second { low = mid + 1 } else { high = mid - 1 }
            }
            return nil
        case 2:
            let class1: Int
            let class2: Int
            if let lookup, k < lookup.pairClasses.count, lookup.pairClasses[k] != nil {
                class1 = lookup.pairClasses[k]?.first(glyphs[i].glyph) ?? 0
                class2 = lookup.pairClasses[k]?.second(second) ?? 0
            } else {
                class1 = data.glyphClass(data.offset(table + 8, from: table), glyphs[i].glyph)
                class2 = data.glyphClass(data.offset(table + 10, from: table), second)
            }
            let class1Count = data.u16(table + 12)
            let class2Count = data.u16(table + 14)
            guard class1 < class1Count, class2 < class2Count else { return nil }
            let record = table + 16 + (class1 * class2Count + class2) * (size1 + size2)
            let before = glyphs[i].xAdvance
            applyValue(format1, at: record, to: i)
            noteKerning(glyphs[i].xAdvance - before, i, j)
            applyValue(format2, at: record + size1, to: j)
            notePairBoundaries(i, j, secondValueSize: size2)
            return size2 > 0 ? j + 1 : j
        default:
            return nil
        }
    }

    /// CursivePos: the exit anchor of this glyph meets the entry anchor of the next.
    private mutating func cursive(_ table: Int, at i: Int) -> Int? {
        guard data.u16(table) == 1, let coverage = data.offset(table + 2, from: table),
            let index = data.coverage(coverage, glyphs[i].glyph), index < data.u16(table + 4),
            let exit = data.offset(table + 6 + 4 * index + 2, from: table),
            let j = nextUnskipped(from: i),
            let nextIndex = data.coverage(coverage, glyphs[j].glyph), nextIndex < data.u16(table + 4),
            let entry = data.offset(table + 6 + 4 * nextIndex, from: table)
        else { return nil }
        markUnsafeToBreak(i, j)
        let exitPoint = data.anchor(exit)
        let entryPoint = data.anchor(entry)
        if isRightToLeft {
            let d = exitPoint.x + glyphs[j].xOffset
            glyphs[j].xAdvance -= d
            glyphs[j].xOffset -= d
            glyphs[i].xAdvance = entryPoint.x + glyphs[i].xOffset
        } else {
            glyphs[i].xAdvance = exitPoint.x + glyphs[i].xOffset
            let d = entryPoint.x + glyphs[j].xOffset
            glyphs[j].xAdvance -= d
            glyphs[j].xOffset -= d
        }
        // The child follows its parent's baseline.
        let y = exitPoint.y - entryPoint.y
        if lookupFlag & 0x1 != 0 {
            glyphs[i].yOffset = -y
            glyphs[i].attachedTo = j
        } else {
            glyphs[j].yOffset = y
            glyphs[j].attachedTo = i
        }
        glyphs[lookupFlag & 0x1 != 0 ? i : j].attachmentKind = 2
        hasAttachments = true
        return j
    }

    /// MarkBasePos (4), MarkLigPos (5), MarkMarkPos (6).
    private mutating func attachMark(type: Int, _ table: Int, at i: Int) -> Int? {
        guard data.u16(table) == 1, let markCoverage = data.offset(table + 2, from: table),
            let baseCoverage = data.offset(table + 4, from: table),
            let markIndex = data.coverage(markCoverage, glyphs[i].glyph),
            let markArray = data.offset(table + 8, from: table),
            let baseArray = data.offset(table + 10, from: table)
        else { return nil }
        let classCount = data.u16(table + 6)
        // The glyph to attach to: for marks-to-mark the previous mark (through the flags), else
        // the previous base or ligature, stepping over all marks.
        let j: Int?
        if type == 6 {
            j = nextUnskipped(from: i, forward: false)
            guard let j, glyphs[j].isMark else { return nil }
            // Marks attach to marks of the same ligature component only.
            if glyphs[j].ligatureID != glyphs[i].ligatureID || glyphs[j].ligatureComponent != glyphs[i].ligatureComponent {
                return nil
            }
        } else {
            var k = i - 1
            while k >= 0, glyphs[k].isMark || glyphs[k].isDefaultIgnorable { k -= 1 }
            j = k >= 0 ? k : nil
        }
        guard let j, let baseIndex = data.coverage(baseCoverage, glyphs[j].glyph), markIndex < data.u16(markArray) else { return nil }
        let markRecord = markArray + 2 + 4 * markIndex
        let markClass = data.u16(markRecord)
        guard markClass < classCount, let markAnchor = data.offset(markRecord + 2, from: markArray) else { return nil }
        let baseAnchor: Int?
        if type == 5 {
            guard baseIndex < data.u16(baseArray), let attach = data.offset(baseArray + 2 + 2 * baseIndex, from: baseArray) else {
                return nil
            }
            let components = data.u16(attach)
            guard components > 0 else { return nil }
            let sameLigature = glyphs[j].ligatureID != 0 && glyphs[j].ligatureID == glyphs[i].ligatureID && glyphs[i].ligatureComponent > 0
            let component = sameLigature ? min(components, glyphs[i].ligatureComponent) - 1 : components - 1
            baseAnchor = data.offset(attach + 2 + 2 * (component * classCount + markClass), from: attach)
        } else {
            guard baseIndex < data.u16(baseArray) else { return nil }
            baseAnchor = data.offset(baseArray + 2 + 2 * (baseIndex * classCount + markClass), from: baseArray)
        }
        guard let baseAnchor else { return nil }
        markUnsafeToBreak(j, i)
        let base = data.anchor(baseAnchor)
        let mark = data.anchor(markAnchor)
        glyphs[i].xOffset = base.x - mark.x
        glyphs[i].yOffset = base.y - mark.y
        glyphs[i].attachedTo = j
        glyphs[i].attachmentKind = 1
        hasAttachments = true
        return i + 1
    }

    /// Turns attachments into final offsets: a mark sits where its anchor put it relative to
    /// its base, less the advances between them (HarfBuzz's propagation).
    mutating func propagateAttachments() {
        // Most Latin text attaches nothing: no pass, no scratch array.
        guard hasAttachments else { return }
        var done = [Bool](repeating: false, count: glyphs.count)
        func resolve(_ i: Int, depth: Int) {
            guard !done[i], depth < 32 else { return }
            done[i] = true
            let j = glyphs[i].attachedTo
            guard j >= 0, j < glyphs.count, j != i else { return }
            resolve(j, depth: depth + 1)
            if glyphs[i].attachmentKind == 2 {
                glyphs[i].yOffset += glyphs[j].yOffset
                return
            }
            glyphs[i].xOffset += glyphs[j].xOffset
            glyphs[i].yOffset += glyphs[j].yOffset
            if j < i {
                if isRightToLeft {
                    for k in (j + 1)..<(i + 1) { glyphs[i].xOffset += glyphs[k].xAdvance }
                } else {
                    for k in j..<i { glyphs[i].xOffset -= glyphs[k].xAdvance }
                }
            }
        }
        for i in glyphs.indices { resolve(i, depth: 0) }
    }
}
