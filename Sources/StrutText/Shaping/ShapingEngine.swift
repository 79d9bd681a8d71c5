/// Applies `GSUB` and `GPOS` lookups to a glyph buffer, reading the subtables in place.
///
/// The matching rules follow the OpenType specification and HarfBuzz's reading of it: lookup
/// flags skip glyphs by `GDEF` class, mark attachment class or mark filtering set;
/// default-ignorable characters are skipped unless a rule names them (ZWNJ blocks substitutions
/// but not positioning); contextual lookups apply their nested lookups at the matched positions
/// and resume after the match.
struct ShapingEngine {
    var glyphs: [ShapingGlyph]
    let definitions: GlyphDefinitions
    let data: LayoutBytes
    private(set) var table: LayoutTable
    private(set) var isPositioning = false
    private(set) var lookupFlag = 0
    private var markFilteringSet: Int?
    private var lookupMask: UInt32 = 1
    private var nesting = 0
    /// How many more nested lookups (from contextual rules) this run may apply. Contextual
    /// rules can name many lookups each, 16 levels deep: without a budget a 3 KB font made one
    /// short text take minutes (found by the font fuzzer). As HarfBuzz's `max_ops`: 64 per glyph,
    /// at least 16,384 — far above what real fonts use, so their results do not change.
    private var nestedLookupBudget: Int
    /// How many more contextual rules and lookup records this run may read. The nested-lookup
    /// budget alone does not bound a run: each nested call may read up to 65,535 rules or
    /// records (a 1.2 KB font made one short text take minutes through GPOS contextual rules,
    /// found by the font fuzzer). Real fonts read a few dozen per glyph; the budget is 4,096 per
    /// glyph, at least 1,048,576.
    private(set) var matchingBudget: Int
    /// The budget ran out: the result may depend on the text's length, so no break is safe.
    private(set) var isBudgetExhausted = false
    private var nextLigatureID = 1
    /// The syllable input sequences must stay in (Indic features), or `nil`.
    private var syllable: UInt32?
    /// The current lookup matches ZWJ and ZWNJ as written instead of stepping over them.
    private var manualJoiners = false
    /// Right-to-left buffers attach cursive glyphs and propagate offsets the other way.
    let isRightToLeft: Bool
    /// Whether the buffer may hold default-ignorable characters (`false` when the mapping knew
    /// it holds none: the final pass that hides them is skipped).
    var hasDefaultIgnorables = true
    /// Whether a mark or cursive attachment was made (else no pass propagates offsets).
    var hasAttachments = false

    init(glyphs: [ShapingGlyph], definitions: GlyphDefinitions, data: LayoutBytes, isRightToLeft: Bool) {
        self.glyphs = glyphs
        self.definitions = definitions
        self.data = data
        self.table = LayoutTable(data: data)
        self.isRightToLeft = isRightToLeft
        self.nestedLookupBudget = max(16_384, 64 * glyphs.count)
        self.matchingBudget = max(1 << 20, 4_096 * glyphs.count)
    }

    // MARK: Running lookups

    /// Applies `lookups` (index and feature mask, in order) of `table` over the whole buffer.
    mutating func run(_ lookups: [(index: Int, mask: UInt32)], of table: LayoutTable, positioning: Bool) {
        self.table = table
        isPositioning = positioning
        for (index, taggedMask) in lookups where index < table.lookups.count {
            let perSyllable = taggedMask & ShapingPlan.perSyllableBit != 0
            manualJoiners = taggedMask & ShapingPlan.manualJoinersBit != 0
            let mask = taggedMask & ~(ShapingPlan.perSyllableBit | ShapingPlan.manualJoinersBit)
            // Most lookups cannot start at any glyph of a short run: pass them over whole.
            guard
                table.lookups[index].firstGlyphs.map({ bits in
                    glyphs.contains { g in g.glyph >> 6 < bits.count && bits[g.glyph >> 6] & (1 << UInt64(g.glyph & 63)) != 0 }
                }) ?? true
            else { continue }
            let lookup = table.lookups[index]
            select(lookup)
            lookupMask = mask
            if !positioning && lookup.type == 8 {
                var i = glyphs.count - 1
                while i >= 0 {
                    if glyphs[i].mask & mask != 0, lookup.mayStart(at: glyphs[i].glyph), !isSkippedByFlag(glyphs[i]) {
                        syllable = perSyllable ? glyphs[i].syllable : nil
                        _ = applyOnce(lookup, at: i)
                    }
                    i -= 1
                }
                continue
            }
            var i = 0
            while i < glyphs.count {
                syllable = perSyllable ? glyphs[i].syllable : nil
                if glyphs[i].mask & mask != 0, lookup.mayStart(at: glyphs[i].glyph), !isSkippedByFlag(glyphs[i]),
                    positioning || lookup.secondGlyphs == nil || mayLigate(lookup, at: i),
                    let next = applyOnce(lookup, at: i)
                {
                    i = max(next, i + 1)
                } else {
                    i += 1
                }
            }
        }
    }

    /// Whether a ligature lookup whose ligatures all have two or more components can match at
    /// `i`: when the glyph after it is neither skipped nor default-ignorable, it is the second
    /// component and must be one the lookup names (most glyphs fail here without reading the
    /// ligature sets).
    @inline(__always)
    private func mayLigate(_ lookup: LayoutTable.Lookup, at i: Int) -> Bool {
        let j = i + 1
        guard j < glyphs.count else { return false }
        let next = glyphs[j]
        if next.isDefaultIgnorable || isSkippedByFlag(next) { return true }
        return lookup.maySecond(next.glyph)
    }

    private mutating func select(_ lookup: LayoutTable.Lookup) {
        lookupFlag = lookup.flag
        markFilteringSet = lookup.markFilteringSet
    }

    /// Applies the first subtable of `lookup` that matches at `i`; returns where to go on, or
    /// `nil` when none applied.
    private mutating func applyOnce(_ lookup: LayoutTable.Lookup, at i: Int) -> Int? {
        for (k, subtable) in lookup.subtables.enumerated() {
            let next: Int?
            if isPositioning && k < lookup.pairCoverages.count {
                next = pair(subtable, at: i, expandedIn: lookup, subtable: k)
            } else {
                next = isPositioning ? position(type: lookup.type, subtable, at: i) : substitute(type: lookup.type, subtable, at: i)
            }
            if let next { return next }
        }
        return nil
    }

    /// Applies lookup `index` once at `i` with its own flags (from a contextual rule).
    mutating func recurse(lookup index: Int, at i: Int) {
        if nestedLookupBudget <= 0 { isBudgetExhausted = true }
        guard nesting < 16, nestedLookupBudget > 0, index < table.lookups.count, i < glyphs.count else { return }
        nestedLookupBudget -= 1
        let lookup = table.lookups[index]
        let saved = (lookupFlag, markFilteringSet)
        nesting += 1
        select(lookup)
        if !isSkippedByFlag(glyphs[i]) { _ = applyOnce(lookup, at: i) }
        nesting -= 1
        (lookupFlag, markFilteringSet) = saved
    }

    /// Charges one rule or lookup record read; `false` (and the run marked exhausted) once the
    /// matching budget is spent.
    @inline(__always)
    private mutating func spendMatchingStep() -> Bool {
        guard matchingBudget > 0 else {
            isBudgetExhausted = true
            return false
        }
        matchingBudget -= 1
        return true
    }

    // MARK: Skipping

    /// Whether the current lookup's flags say to skip this glyph.
    func isSkippedByFlag(_ glyph: ShapingGlyph) -> Bool {
        Self.skips(flag: lookupFlag, markFilteringSet: markFilteringSet, glyph, definitions: definitions)
    }

    /// Whether a lookup with `flag` and `markFilteringSet` skips `glyph` (`GDEF` class, mark
    /// attachment class, mark glyph set).
    @inline(__always)
    static func skips(flag: Int, markFilteringSet: Int?, _ glyph: ShapingGlyph, definitions: GlyphDefinitions) -> Bool {
        switch glyph.glyphClass {
        case .base: return flag & 0x2 != 0
        case .ligature: return flag & 0x4 != 0
        case .mark:
            if flag & 0x8 != 0 { return true }
            if flag & 0x10 != 0, let set = markFilteringSet { return !definitions.isInMarkGlyphSet(set, glyph.glyph) }
            if flag & 0xFF00 != 0 { return glyph.markAttachmentClass != flag >> 8 }
            return false
        default: return false
        }
    }

    /// Whether a default-ignorable glyph may be stepped over: ZWNJ only when positioning or
    /// matching context.
    private func mayStepOver(_ glyph: ShapingGlyph, context: Bool) -> Bool {
        guard glyph.isDefaultIgnorable else { return false }
        if manualJoiners && !isPositioning && (glyph.isZeroWidthJoiner || glyph.isZeroWidthNonJoiner) { return false }
        if glyph.isZeroWidthNonJoiner { return isPositioning || context }
        return true
    }

    /// The next glyph after (or before, `forward == false`) `i` that `matches`, stepping over
    /// glyphs the lookup flags skip and default ignorables that do not match; `nil` when a glyph
    /// that cannot be stepped over does not match, or the buffer ends.
    func step(from i: Int, forward: Bool, context: Bool, _ matches: (ShapingGlyph) -> Bool) -> Int? {
        var j = i
        while true {
            j += forward ? 1 : -1
            guard j >= 0, j < glyphs.count else { return nil }
            let glyph = glyphs[j]
            if isSkippedByFlag(glyph) { continue }
            let maskOK = context || (glyph.mask & lookupMask != 0 && (syllable == nil || glyph.syllable == syllable))
            if maskOK && matches(glyph) { return j }
            if mayStepOver(glyph, context: context) { continue }
            return nil
        }
    }

    /// The next glyph that is not skipped (whatever it is), or `nil`.
    func nextUnskipped(from i: Int, forward: Bool = true) -> Int? {
        step(from: i, forward: forward, context: false) { _ in true }
    }

    // MARK: Buffer edits

    /// Gives every glyph of [start, end) (widened over neighbours already sharing a boundary
    /// cluster) the smallest of their clusters.
    mutating func mergeClusters(_ start: Int, _ end: Int) {
        guard end - start >= 2 || end > start else { return }
        var start = start
        var end = min(end, glyphs.count)
        guard start < end else { return }
        var cluster = Int.max
        for k in start..<end { cluster = min(cluster, glyphs[k].cluster) }
        while start > 0, glyphs[start - 1].cluster == glyphs[start].cluster { start -= 1 }
        while end < glyphs.count, glyphs[end].cluster == glyphs[end - 1].cluster { end += 1 }
        for k in start..<end { glyphs[k].cluster = cluster }
    }

    /// Replaces the glyph at `i` by `glyph`, updating its class from `GDEF`.
    mutating func replace(_ i: Int, with glyph: Int, as defaultClass: GlyphDefinitions.GlyphClass? = nil) {
        glyphs[i].glyph = glyph
        if definitions.hasGlyphClasses {
            glyphs[i].glyphClass = definitions.glyphClass(glyph)
            glyphs[i].markAttachmentClass = definitions.markAttachmentClass(glyph)
        } else if let defaultClass {
            glyphs[i].glyphClass = defaultClass
        }
    }

    /// Marks the boundaries between glyphs `first` … `last` unsafe to break: a lookup read or
    /// changed them together.
    @inline(__always)
    mutating func markUnsafeToBreak(_ first: Int, _ last: Int) {
        let upper = min(last, glyphs.count - 1)
        guard first < upper else { return }
        for k in max(first + 1, 1)...upper { glyphs[k].isUnsafeToBreakBefore = true }
    }

    mutating func newLigatureID() -> Int {
        defer { nextLigatureID = nextLigatureID % 255 + 1 }
        return nextLigatureID
    }

    // MARK: Contextual matching (GSUB 5, 6; GPOS 7, 8)

    /// How a rule names the glyphs of a sequence.
    enum SequenceKind {
        case glyphs
        case classes(Int?)
        /// Coverage offsets relative to the given base.
        case coverages(Int)
    }

    func sequenceMatches(_ value: Int, _ glyph: ShapingGlyph, _ kind: SequenceKind) -> Bool {
        switch kind {
        case .glyphs: return glyph.glyph == value
        case .classes(let classDef): return data.glyphClass(classDef, glyph.glyph) == value
        case .coverages(let base): return data.coverage(base + value, glyph.glyph) != nil
        }
    }

    /// The positions of the input sequence starting at `i` (whose first glyph is already
    /// matched): `count` glyphs, the later ones named by the u16 values at `values`.
    func matchInput(at i: Int, count: Int, values: Int, kind: SequenceKind) -> [Int]? {
        var positions = [i]
        var j = i
        for k in 0..<max(count - 1, 0) {
            let value = data.u16(values + 2 * k)
            guard let next = step(from: j, forward: true, context: false, { sequenceMatches(value, $0, kind) }) else { return nil }
            positions.append(next)
            j = next
        }
        return positions
    }

    /// The position of the farthest backtrack glyph when the backtrack sequence matches before
    /// `i` (`i` itself for an empty one), else `nil`.
    func matchBacktrack(before i: Int, count: Int, values: Int, kind: SequenceKind) -> Int? {
        var j = i
        for k in 0..<count {
            let value = data.u16(values + 2 * k)
            guard let next = step(from: j, forward: false, context: true, { sequenceMatches(value, $0, kind) }) else { return nil }
            j = next
        }
        return j
    }

    /// The position of the last lookahead glyph when the lookahead sequence matches after `i`
    /// (`i` itself for an empty one), else `nil`.
    func matchLookahead(after i: Int, count: Int, values: Int, kind: SequenceKind) -> Int? {
        var j = i
        for k in 0..<count {
            let value = data.u16(values + 2 * k)
            guard let next = step(from: j, forward: true, context: true, { sequenceMatches(value, $0, kind) }) else { return nil }
            j = next
        }
        return j
    }

    /// Applies `count` SequenceLookupRecords at `records` to the matched `positions`, as
    /// HarfBuzz does: glyphs a nested substitution adds right after a position join the match
    /// (later records can name them), glyphs it removes leave it, and later positions shift.
    /// Returns where to go on: after the (adjusted) match.
    mutating func applyRecords(_ records: Int, count recordCount: Int, positions: [Int]) -> Int {
        var positions = positions
        var end = (positions.last ?? 0) + 1
        for r in 0..<data.entries(recordCount, of: 4, from: records) {
            guard spendMatchingStep() else { break }
            let index = data.u16(records + 4 * r)
            let lookupIndex = data.u16(records + 4 * r + 2)
            guard index < positions.count, positions[index] < glyphs.count else { continue }
            let before = glyphs.count
            recurse(lookup: lookupIndex, at: positions[index])
            var delta = glyphs.count - before
            if delta == 0 { continue }
            end += delta
            if end < positions[index] {
                delta += positions[index] - end
                end = positions[index]
            }
            var next = index + 1
            let count = positions.count
            if delta > 0 {
                positions.insert(contentsOf: repeatElement(0, count: delta), at: next)
            } else {
                let removed = min(-delta, count - next)
                positions.removeSubrange(next..<(next + removed))
                delta = -removed
            }
            next = index + 1 + max(delta, 0)
            for j in (index + 1)..<next { positions[j] = positions[j - 1] + 1 }
            for j in next..<positions.count { positions[j] += delta }
        }
        return end
    }

    /// A SequenceContext (format 1–3) subtable at `i`, for GSUB 5 and GPOS 7.
    mutating func applyContext(_ table: Int, at i: Int) -> Int? {
        let glyph = glyphs[i]
        switch data.u16(table) {
        case 1, 2:
            guard let coverage = data.offset(table + 2, from: table), data.coverage(coverage, glyph.glyph) != nil else { return nil }
            let isClasses = data.u16(table) == 2
            let classDef = isClasses ? data.offset(table + 4, from: table) : nil
            let setsAt = isClasses ? table + 6 : table + 4
            let index = isClasses ? data.glyphClass(classDef, glyph.glyph) : data.coverage(coverage, glyph.glyph) ?? 0
            guard index < data.u16(setsAt), let set = data.offset(setsAt + 2 + 2 * index, from: table) else { return nil }
            let kind: SequenceKind = isClasses ? .classes(classDef) : .glyphs
            for r in 0..<data.entries(data.u16(set), of: 2, from: set + 2) {
                guard spendMatchingStep() else { return nil }
                guard let rule = data.offset(set + 2 + 2 * r, from: set) else { continue }
                let count = data.u16(rule)
                let recordCount = data.u16(rule + 2)
                guard count > 0, let positions = matchInput(at: i, count: count, values: rule + 4, kind: kind) else { continue }
                markUnsafeToBreak(i, positions[positions.count - 1])
                return applyRecords(rule + 4 + 2 * (count - 1), count: recordCount, positions: positions)
            }
            return nil
        case 3:
            let count = data.u16(table + 2)
            let recordCount = data.u16(table + 4)
            guard count > 0, data.coverage(table + data.u16(table + 6), glyph.glyph) != nil,
                let positions = matchInput(at: i, count: count, values: table + 8, kind: .coverages(table))
            else { return nil }
            markUnsafeToBreak(i, positions[positions.count - 1])
            return applyRecords(table + 6 + 2 * count, count: recordCount, positions: positions)
        default:
            return nil
        }
    }

    /// A ChainedSequenceContext (format 1–3) subtable at `i`, for GSUB 6 and GPOS 8.
    mutating func applyChainedContext(_ table: Int, at i: Int) -> Int? {
        let glyph = glyphs[i]
        switch data.u16(table) {
        case 1, 2:
            guard let coverage = data.offset(table + 2, from: table), data.coverage(coverage, glyph.glyph) != nil else { return nil }
            let isClasses = data.u16(table) == 2
            let backtrackKind: SequenceKind = isClasses ? .classes(data.offset(table + 4, from: table)) : .glyphs
            let inputClasses = isClasses ? data.offset(table + 6, from: table) : nil
            let inputKind: SequenceKind = isClasses ? .classes(inputClasses) : .glyphs
            let lookaheadKind: SequenceKind = isClasses ? .classes(data.offset(table + 8, from: table)) : .glyphs
            let setsAt = isClasses ? table + 10 : table + 4
            let index = isClasses ? data.glyphClass(inputClasses, glyph.glyph) : data.coverage(coverage, glyph.glyph) ?? 0
            guard index < data.u16(setsAt), let set = data.offset(setsAt + 2 + 2 * index, from: table) else { return nil }
            for r in 0..<data.entries(data.u16(set), of: 2, from: set + 2) {
                guard spendMatchingStep() else { return nil }
                guard let rule = data.offset(set + 2 + 2 * r, from: set) else { continue }
                let backtrackCount = data.u16(rule)
                let inputAt = rule + 2 + 2 * backtrackCount
                let inputCount = data.u16(inputAt)
                let lookaheadAt = inputAt + 2 + 2 * max(inputCount - 1, 0)
                let lookaheadCount = data.u16(lookaheadAt)
                let recordsAt = lookaheadAt + 2 + 2 * lookaheadCount
                guard inputCount > 0,
                    let positions = matchInput(at: i, count: inputCount, values: inputAt + 2, kind: inputKind),
                    let first = matchBacktrack(before: i, count: backtrackCount, values: rule + 2, kind: backtrackKind),
                    let last = matchLookahead(
                        after: positions[positions.count - 1], count: lookaheadCount, values: lookaheadAt + 2, kind: lookaheadKind)
                else { continue }
                // A rule that matched decides for its whole context, even with no lookups to apply.
                markUnsafeToBreak(first, last)
                return applyRecords(recordsAt + 2, count: data.u16(recordsAt), positions: positions)
            }
            return nil
        case 3:
            let backtrackCount = data.u16(table + 2)
            let inputAt = table + 4 + 2 * backtrackCount
            let inputCount = data.u16(inputAt)
            let lookaheadAt = inputAt + 2 + 2 * inputCount
            let lookaheadCount = data.u16(lookaheadAt)
            let recordsAt = lookaheadAt + 2 + 2 * lookaheadCount
            guard inputCount > 0, data.coverage(table + data.u16(inputAt + 2), glyph.glyph) != nil,
                let positions = matchInput(at: i, count: inputCount, values: inputAt + 4, kind: .coverages(table)),
                let first = matchBacktrack(before: i, count: backtrackCount, values: table + 4, kind: .coverages(table)),
                let last = matchLookahead(
                    after: positions[positions.count - 1], count: lookaheadCount, values: lookaheadAt + 2, kind: .coverages(table))
            else { return nil }
            markUnsafeToBreak(first, last)
            return applyRecords(recordsAt + 2, count: data.u16(recordsAt), positions: positions)
        default:
            return nil
        }
    }
}
