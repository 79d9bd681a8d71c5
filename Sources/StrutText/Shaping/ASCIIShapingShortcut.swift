import Synchronization

/// What a face's left-to-right shaping plan does to ASCII text, worked out once per face and
/// script, so that most Latin labels are measured from a few small tables instead of a shaping
/// buffer and a pass of every lookup.
///
/// For every ASCII character `a` and the character `b` after it (or the end of the text), the
/// table holds either the pair kerning the plan's `GPOS` pair lookups (and the legacy `kern`
/// table) give between them, or ``blocked`` when some other lookup *may* apply there: a `GSUB`
/// lookup whose first-glyph coverage holds `a` and whose rules, read as far as the glyph after
/// `a`, could match (a ligature starting `a b`, a contextual rule whose second input or first
/// lookahead glyph covers `b`, any single substitution of `a`), a `GPOS` lookup that is not a
/// plain pair adjustment, a mark, a glyph a lookup flag skips. A rule that reads only the glyph
/// before `a` blocks that pair; one that reads both neighbours blocks `a` only when both match
/// (a flag on the pair and a set of bytes before). The reading is conservative: a
/// pair is blocked whenever a rule is not understood; a text with a blocked pair is shaped in
/// full. A text with none is shaped as the buffer would shape it: no substitution applies, so
/// each character is its `cmap` glyph with its `hmtx` advance, and pair adjustments add up pair
/// by pair (each was computed by running the lookup itself on the two glyphs, and is accepted
/// only when it changed nothing but the first glyph's advance and the kerning noted between
/// them). Results are therefore the buffer's to the bit (`ASCIIShapingShortcutTests`).
///
/// Rows and columns with equal entries share storage, so the table stays a few kilobytes.
struct ASCIIShapingShortcut: Sendable {
    /// The most subtables a plan may have for a shortcut to be made.
    static let subtableLimit = 1_024
    /// The most steps (a rule read, a byte tested, a subtable tried on a pair) making a table
    /// may take; pairs it did not reach are blocked (Inter's tables are made well within it:
    /// `ASCIIShapingShortcutTests` finds plain words answered).
    static let workLimit = 8_000_000

    /// The entry of a pair that the shortcut cannot answer.
    static let blocked = Int32.min
    /// A blocked entry of the packed table.
    static let blockedEntry = Int16.min
    /// The largest kerning the packed table holds (a pair kerned more is blocked).
    static let kerningLimit = 16_383
    /// The column of "no character after".
    static let end = 128

    /// Per byte: the advance of its glyph (`hmtx`), in font units.
    private let advances: [Int32]
    /// Per byte: its row in `pairs`.
    private let rows: [UInt8]
    /// Per byte (and ``end``): its column in `pairs`.
    private let columns: [UInt8]
    private let columnCount: Int
    /// Rows × columns, packed: the kerning between the pair shifted left by one, the low bit
    /// set when the pair is blocked if the byte before the first is one of
    /// `conditionalPrevious`; ``blockedEntry`` when blocked.
    private let pairs: [Int16]
    /// The advance of the space glyph (a tab takes four).
    private let spaceAdvance: Int
    /// Per byte `a`, 2 words: the bytes before it that block `a` when the pair of `a` and the
    /// byte after it has its low bit set (a rule reading both neighbours of `a`).
    private let conditionalPrevious: [UInt64]

    /// The shortcut for `face` shaping left-to-right text of `script`, or `nil` when its plan
    /// shapes by another pipeline (Indic).
    init?(face: FontFace, script: ShapingScript) {
        let tables = face.shaping
        let plan = tables.plan(script: script, isRightToLeft: false)
        guard plan.indic == nil, !script.usesIndicShaper else { return nil }
        // Making the table runs the plan's lookups on 128 × 128 pairs: fonts whose plans have
        // more subtables than real Latin plans (Inter's Latin plan: 80) are left to the shaper.
        let subtableCount =
            plan.substitutions.reduce(0) {
                $0 + (tables.substitution.lookups.indices.contains($1.index) ? tables.substitution.lookups[$1.index].subtables.count : 0)
            }
            + plan.positions.reduce(0) {
                $0 + (tables.positioning.lookups.indices.contains($1.index) ? tables.positioning.lookups[$1.index].subtables.count : 0)
            }
        guard subtableCount <= Self.subtableLimit else { return nil }
        let definitions = tables.definitions
        // The glyph records the buffer would hold for each byte (as `Shaper.mapASCII` makes them).
        let records = (0..<128).map { byte -> ShapingGlyph in
            let glyph = Int(face.characterMap.glyph(for: Unicode.Scalar(UInt8(byte))))
            return ShapingGlyph(
                glyph: glyph, cluster: 0, mask: ShapingPlan.globalMask, scalar: Unicode.Scalar(UInt8(byte)),
                glyphClass: definitions.hasGlyphClasses ? definitions.glyphClass(glyph) : .base,
                markAttachmentClass: definitions.markAttachmentClass(glyph), isDefaultIgnorable: false)
        }
        let width = Self.end + 1
        var table = [Int32](repeating: 0, count: 128 * width)
        var conditionalNext = [UInt64](repeating: 0, count: 128 * 3)
        var conditionalPrevious = [UInt64](repeating: 0, count: 128 * 2)
        func blockRow(_ a: Int) { for b in 0..<width { table[a * width + b] = Self.blocked } }
        func blockColumn(_ b: Int) { for a in 0..<128 { table[a * width + b] = Self.blocked } }
        // Marks lose their advances and are skipped by most lookups: never on the shortcut.
        for byte in 0..<128 where records[byte].isMark {
            blockRow(byte)
            blockColumn(byte)
        }
        // Steps of reading rules and running pairs left; past it every pair is blocked (a
        // hostile font's thousands of rules per glyph cost a bounded table, not hours).
        var work = Self.workLimit
        for (index, taggedMask) in plan.substitutions where index < tables.substitution.lookups.count {
            let lookup = tables.substitution.lookups[index]
            guard taggedMask & ShapingPlan.globalMask != 0 else { continue }
            for a in 0..<128 where lookup.mayStart(at: records[a].glyph) {
                let reach = Self.reach(
                    of: lookup, data: tables.data, at: a, records: records, definitions: definitions, work: &work)
                for b in 0..<width where reach.next[b] { table[a * width + b] = Self.blocked }
                for p in 0..<128 where reach.previous[p] { table[p * width + a] = Self.blocked }
                for b in 0..<width where reach.nextAndPrevious.next[b] { conditionalNext[a * 3 + b >> 6] |= 1 << UInt64(b & 63) }
                for p in 0..<128 where reach.nextAndPrevious.previous[p] {
                    conditionalPrevious[a * 2 + p >> 6] |= 1 << UInt64(p & 63)
                }
            }
        }
        var evaluator = PairEvaluator(tables: tables, face: face)
        for (index, taggedMask) in plan.positions where index < tables.positioning.lookups.count {
            let lookup = tables.positioning.lookups[index]
            guard taggedMask & ShapingPlan.globalMask != 0 else { continue }
            guard lookup.type == 2 else {
                for a in 0..<128 where lookup.mayStart(at: records[a].glyph) { blockRow(a) }
                continue
            }
            for byte in 0..<128
            where ShapingEngine.skips(flag: lookup.flag, markFilteringSet: lookup.markFilteringSet, records[byte], definitions: definitions)
            {
                blockRow(byte)
                blockColumn(byte)
            }
            for a in 0..<128 where lookup.mayStart(at: records[a].glyph) {
                for b in 0..<128 where table[a * width + b] != Self.blocked {
                    work -= lookup.subtables.count + 1
                    let kerning = work < 0 ? nil : evaluator.kerning(records[a], records[b], lookup: (index, taggedMask))
                    table[a * width + b] = Self.adding(kerning, to: table[a * width + b])
                }
            }
        }
        if plan.appliesLegacyKerning {
            for a in 0..<128 {
                for b in 0..<128 where table[a * width + b] != Self.blocked {
                    guard let left = UInt16(exactly: records[a].glyph), let right = UInt16(exactly: records[b].glyph) else { continue }
                    table[a * width + b] = Self.adding(face.kerning.adjustment(left, right), to: table[a * width + b])
                }
            }
        }
        // Packed to 16 bits (a few kilobytes to read from, not a dozen).
        var packed = [Int16](repeating: Self.blockedEntry, count: 128 * width)
        for a in 0..<128 {
            for b in 0..<width where table[a * width + b] != Self.blocked && abs(Int(table[a * width + b])) <= Self.kerningLimit {
                let conditional: Int16 = conditionalNext[a * 3 + b >> 6] & (1 << UInt64(b & 63)) != 0 ? 1 : 0
                packed[a * width + b] = Int16(table[a * width + b]) << 1 | conditional
            }
        }
        // Equal rows share one; then equal columns.
        var rowOf: [UInt8] = []
        var distinctRows: [ArraySlice<Int16>] = []
        for a in 0..<128 {
            let row = packed[(a * width)..<((a + 1) * width)]
            if let known = distinctRows.firstIndex(where: { $0.elementsEqual(row) }) {
                rowOf.append(UInt8(known))
            } else {
                rowOf.append(UInt8(distinctRows.count))
                distinctRows.append(row)
            }
        }
        var columnOf: [UInt8] = []
        var distinctColumns: [[Int16]] = []
        for b in 0..<width {
            let column = distinctRows.map { $0[$0.startIndex + b] }
            if let known = distinctColumns.firstIndex(of: column) {
                columnOf.append(UInt8(known))
            } else {
                columnOf.append(UInt8(distinctColumns.count))
                distinctColumns.append(column)
            }
        }
        var pairs = [Int16](repeating: 0, count: distinctRows.count * distinctColumns.count)
        for r in 0..<distinctRows.count {
            for c in 0..<distinctColumns.count { pairs[r * distinctColumns.count + c] = distinctColumns[c][r] }
        }
        self.pairs = pairs
        rows = rowOf
        columns = columnOf
        columnCount = distinctColumns.count
        advances = records.map { Int32(truncatingIfNeeded: face.advance(ofGlyph: $0.glyph)) }
        spaceAdvance = face.advance(ofGlyph: records[0x20].glyph)
        self.conditionalPrevious = conditionalPrevious
    }

    /// `entry` plus `kerning`; ``blocked`` when either is unknown or the sum leaves `Int32`.
    private static func adding(_ kerning: Int32?, to entry: Int32) -> Int32 {
        guard let kerning, entry != blocked else { return blocked }
        let (sum, overflow) = entry.addingReportingOverflow(kerning)
        return overflow ? blocked : sum
    }

    /// The number of distinct rows and columns (for tests: the table stays small).
    var size: (rows: Int, columns: Int) { (pairs.count / max(columnCount, 1), columnCount) }

    /// The cluster advances of `bytes` (ASCII, one character per byte, no CR LF), as
    /// `FontFace.shapeClusters(of:)` gives them; `nil` when a pair of the text is blocked (or a byte is not ASCII).
    /// - Complexity: O(n), four table reads per character (five after a character that a rule reading both neighbours starts at).
    func clusterAdvances(of bytes: UnsafeBufferPointer<UInt8>) -> ClusterAdvances? {
        let count = bytes.count
        var isBlocked = false
        var hasControls = false
        var lineStartKerning: [Int] = []
        // Both arrays are written once each, in one pass over the text, from the tables read in
        // place (every index is a byte checked to be below 128, ``end``, or a row and column the
        // table was made with).
        var units = [Int](unsafeUninitializedCapacity: count) { units, unitsCount in
            lineStartKerning = [Int](unsafeUninitializedCapacity: count) { kerning, kerningCount in
                withTables { advances, rows, columns, pairs, conditionalPrevious in
                    var previous = 0
                    for c in 0..<count {
                        let byte = Int(bytes[c])
                        let next = c + 1 < count ? Int(bytes[c + 1]) : Self.end
                        // Not ASCII after all: the tables have no row for it.
                        if byte >= 0x80 || next > Self.end {
                            isBlocked = true
                            return
                        }
                        let entry = pairs[Int(rows[byte]) * columnCount + Int(columns[next])]
                        if entry == Self.blockedEntry {
                            isBlocked = true
                            return
                        }
                        if entry & 1 != 0, c > 0 {
                            let before = Int(bytes[c - 1])
                            if conditionalPrevious[byte * 2 + before >> 6] & (1 << UInt64(before & 63)) != 0 {
                                isBlocked = true
                                return
                            }
                        }
                        // The kerning with the character before is counted in this one's advance.
                        units[c] = Int(advances[byte]) + previous
                        kerning[c] = previous
                        previous = Int(entry >> 1)
                        if byte < 0x20 || byte == 0x7F { hasControls = true }
                    }
                }
                // Int needs no deinitialization: a blocked text leaves both arrays empty.
                kerningCount = isBlocked ? 0 : count
            }
            unitsCount = isBlocked ? 0 : count
        }
        if isBlocked { return nil }
        if hasControls {
            for c in 0..<count where bytes[c] < 0x20 || bytes[c] == 0x7F {
                // A tab takes four spaces, a control nothing; a replaced advance holds no kerning.
                units[c] = bytes[c] == 0x09 ? 4 * spaceAdvance : 0
                lineStartKerning[c] = 0
            }
        }
        return ClusterAdvances(units: units, lineStartKerning: lineStartKerning)
    }

    /// Calls `body` with the tables read in place.
    @inline(__always)
    private func withTables(
        _ body: (
            UnsafeBufferPointer<Int32>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int16>,
            UnsafeBufferPointer<UInt64>
        ) -> Void
    ) {
        advances.withUnsafeBufferPointer { advances in
            rows.withUnsafeBufferPointer { rows in
                columns.withUnsafeBufferPointer { columns in
                    pairs.withUnsafeBufferPointer { pairs in
                        conditionalPrevious.withUnsafeBufferPointer { body(advances, rows, columns, pairs, $0) }
                    }
                }
            }
        }
    }

    /// Where `lookup` (GSUB) may apply at the glyph of byte `a`, reading its rules as far as one
    /// glyph before and one after: `next[b]` when it may apply with byte `b` after `a` (index
    /// ``end``: the text ends there), `previous[p]` when it may apply with byte `p` before `a`,
    /// and `nextAndPrevious` for rules that read both: they may apply when the byte after is one
    /// of its `next` and the byte before one of its `previous`. When unsure, it may.
    static func reach(
        of lookup: LayoutTable.Lookup, data: LayoutBytes, at a: Int, records: [ShapingGlyph], definitions: GlyphDefinitions,
        work: inout Int
    ) -> Reach {
        var next = [Bool](repeating: false, count: end + 1)
        var previous = [Bool](repeating: false, count: 128)
        var bothNext = [Bool](repeating: false, count: end + 1)
        var bothPrevious = [Bool](repeating: false, count: 128)
        func skips(_ glyph: ShapingGlyph) -> Bool {
            ShapingEngine.skips(flag: lookup.flag, markFilteringSet: lookup.markFilteringSet, glyph, definitions: definitions)
        }
        // A glyph the lookup skips lets its rules reach past it: every neighbour of it may.
        let skipped = records.map(skips)
        func always() -> Reach {
            Reach(
                next: [Bool](repeating: true, count: end + 1), previous: [Bool](repeating: true, count: 128),
                nextAndPrevious: (bothNext, bothPrevious))
        }
        func markNext(_ matches: (Int) -> Bool) {
            work -= 128
            for b in 0..<128 where skipped[b] || matches(records[b].glyph) { next[b] = true }
        }
        func markPrevious(_ matches: (Int) -> Bool) {
            work -= 128
            for p in 0..<128 where skipped[p] || matches(records[p].glyph) { previous[p] = true }
        }
        func markBoth(previous isBefore: (Int) -> Bool, next isAfter: (Int) -> Bool) {
            work -= 256
            for p in 0..<128 where skipped[p] || isBefore(records[p].glyph) { bothPrevious[p] = true }
            for b in 0..<128 where skipped[b] || isAfter(records[b].glyph) { bothNext[b] = true }
        }
        if skipped[a] { return always() }
        let glyph = records[a].glyph
        for table in lookup.subtables {
            work -= 1
            // Out of steps: unsure, so it may apply.
            if work < 0 { return always() }
            switch (lookup.type, data.u16(table)) {
            case (4, 1):
                guard let coverage = data.offset(table + 2, from: table), let index = data.coverage(coverage, glyph),
                    index < data.u16(table + 4), let set = data.offset(table + 6 + 2 * index, from: table)
                else { continue }
                for l in 0..<data.u16(set) {
                    work -= 1
                    if work < 0 { return always() }
                    guard let ligature = data.offset(set + 2 + 2 * l, from: set) else { continue }
                    let count = data.u16(ligature + 2)
                    if count == 1 { return always() }
                    let component = data.u16(ligature + 4)
                    if count > 1 { markNext { $0 == component } }
                }
            case (5, 3):
                let count = data.u16(table + 2)
                guard count > 0, data.coverage(table + data.u16(table + 6), glyph) != nil else { continue }
                guard count > 1 else { return always() }
                let second = table + data.u16(table + 8)
                markNext { data.coverage(second, $0) != nil }
            case (6, 3):
                let backtrackCount = data.u16(table + 2)
                let inputAt = table + 4 + 2 * backtrackCount
                let inputCount = data.u16(inputAt)
                let lookaheadAt = inputAt + 2 + 2 * inputCount
                guard inputCount > 0, data.coverage(table + data.u16(inputAt + 2), glyph) != nil else { continue }
                // The glyph after the first is the second input or else the first lookahead; with
                // neither, the glyph before is the first backtrack.
                if inputCount > 1 || data.u16(lookaheadAt) > 0 {
                    let second = table + data.u16(inputCount > 1 ? inputAt + 4 : lookaheadAt + 2)
                    if backtrackCount > 0 {
                        let before = table + data.u16(table + 4)
                        markBoth(previous: { data.coverage(before, $0) != nil }, next: { data.coverage(second, $0) != nil })
                    } else {
                        markNext { data.coverage(second, $0) != nil }
                    }
                } else if backtrackCount > 0 {
                    let before = table + data.u16(table + 4)
                    markPrevious { data.coverage(before, $0) != nil }
                } else {
                    return always()
                }
            case (6, 1), (6, 2):
                guard let coverage = data.offset(table + 2, from: table), data.coverage(coverage, glyph) != nil else { continue }
                let isClasses = data.u16(table) == 2
                let backtrackClasses = isClasses ? data.offset(table + 4, from: table) : nil
                let inputClasses = isClasses ? data.offset(table + 6, from: table) : nil
                let lookaheadClasses = isClasses ? data.offset(table + 8, from: table) : nil
                let setsAt = isClasses ? table + 10 : table + 4
                let index = isClasses ? data.glyphClass(inputClasses, glyph) : data.coverage(coverage, glyph) ?? 0
                guard index < data.u16(setsAt), let set = data.offset(setsAt + 2 + 2 * index, from: table) else { continue }
                func value(_ glyph: Int, _ classes: Int?) -> Int { isClasses ? data.glyphClass(classes, glyph) : glyph }
                for r in 0..<data.u16(set) {
                    work -= 1
                    if work < 0 { return always() }
                    guard let rule = data.offset(set + 2 + 2 * r, from: set) else { continue }
                    let backtrackCount = data.u16(rule)
                    let inputAt = rule + 2 + 2 * backtrackCount
                    let inputCount = data.u16(inputAt)
                    let lookaheadAt = inputAt + 2 + 2 * max(inputCount - 1, 0)
                    guard inputCount > 0 else { continue }
                    if inputCount > 1 || data.u16(lookaheadAt) > 0 {
                        let (wanted, classes) =
                            inputCount > 1 ? (data.u16(inputAt + 2), inputClasses) : (data.u16(lookaheadAt + 2), lookaheadClasses)
                        if backtrackCount > 0 {
                            let before = data.u16(rule + 2)
                            markBoth(previous: { value($0, backtrackClasses) == before }, next: { value($0, classes) == wanted })
                        } else {
                            markNext { value($0, classes) == wanted }
                        }
                    } else if backtrackCount > 0 {
                        let wanted = data.u16(rule + 2)
                        markPrevious { value($0, backtrackClasses) == wanted }
                    } else {
                        return always()
                    }
                }
            default:
                // Single, multiple, alternate, reverse chaining and anything not read here.
                return always()
            }
        }
        return Reach(next: next, previous: previous, nextAndPrevious: (bothNext, bothPrevious))
    }

    /// How far a lookup's rules at one glyph may reach (see ``reach(of:data:at:records:definitions:)``).
    struct Reach {
        var next: [Bool]
        var previous: [Bool]
        var nextAndPrevious: (next: [Bool], previous: [Bool])
    }

    /// Runs one `GPOS` lookup on a buffer of two glyphs, reused from pair to pair.
    struct PairEvaluator {
        private var engine: ShapingEngine
        /// The one lookup to run (an array kept, not made per pair).
        private var lookups: [(index: Int, mask: UInt32)] = [(0, 0)]
        private let tables: ShapingTables
        private let face: FontFace

        init(tables: ShapingTables, face: FontFace) {
            self.tables = tables
            self.face = face
            engine = ShapingEngine(glyphs: [], definitions: tables.definitions, data: tables.data, isRightToLeft: false)
        }

        /// The kerning the `GPOS` pair lookup gives `first second`, run on a buffer of the two
        /// glyphs; `nil` when it did anything else (moved a glyph, adjusted the second glyph's
        /// advance, marked the boundary unsafe).
        mutating func kerning(_ first: ShapingGlyph, _ second: ShapingGlyph, lookup: (index: Int, mask: UInt32)) -> Int32? {
            var a = first
            var b = second
            b.cluster = 1
            a.xAdvance = face.advance(ofGlyph: first.glyph)
            b.xAdvance = face.advance(ofGlyph: second.glyph)
            let (advanceA, advanceB) = (a.xAdvance, b.xAdvance)
            engine.glyphs.removeAll(keepingCapacity: true)
            engine.glyphs.append(a)
            engine.glyphs.append(b)
            engine.hasAttachments = false
            lookups[0] = lookup
            engine.run(lookups, of: tables.positioning, positioning: true)
            guard engine.glyphs.count == 2, !engine.hasAttachments, !engine.isBudgetExhausted else { return nil }
            (a, b) = (engine.glyphs[0], engine.glyphs[1])
            let kerning = a.xAdvance - advanceA
            guard a.kerningWithNext == kerning, b.kerningWithPrevious == kerning, a.kerningWithPrevious == 0,
                b.kerningWithNext == 0, a.yAdvance == 0, a.xOffset == 0, a.yOffset == 0, b.xAdvance == advanceB,
                b.yAdvance == 0, b.xOffset == 0, b.yOffset == 0, !a.isUnsafeToBreakBefore, !b.isUnsafeToBreakBefore,
                a.attachedTo == -1, b.attachedTo == -1, let value = Int32(exactly: kerning), value != blocked
            else { return nil }
            return value
        }
    }
}

/// A face's ASCII shortcuts by script, each made once the face has shaped
/// ``textsBeforeMaking`` ASCII texts of that script (a process that measures a few labels, or a
/// fuzzer trying a new font per input, does not pay for the table); thread-safe.
final class ASCIIShapingShortcuts: Sendable {
    /// How many texts of a script the face shapes in full before it makes that script's shortcut.
    static let textsBeforeMaking = 32

    private enum Entry {
        case counting(Int)
        case made(ASCIIShapingShortcut?)
    }

    private let entries = Mutex<[ShapingScript: Entry]>([:])

    /// The shortcut of `face` for `script`: `nil` while the face has shaped fewer than
    /// ``textsBeforeMaking`` texts of it, or when the script has none.
    func shortcut(face: FontFace, script: ShapingScript) -> ASCIIShapingShortcut? {
        let due = entries.withLock { entries -> Entry in
            switch entries[script] ?? .counting(0) {
            case .made(let shortcut): return .made(shortcut)
            case .counting(let count):
                if count + 1 < Self.textsBeforeMaking { entries[script] = .counting(count + 1) }
                return .counting(count + 1)
            }
        }
        switch due {
        case .made(let shortcut): return shortcut
        case .counting(let count):
            guard count >= Self.textsBeforeMaking else { return nil }
            let made = ASCIIShapingShortcut(face: face, script: script)
            entries.withLock { $0[script] = .made(made) }
            return made
        }
    }

    /// The shortcut of `face` for `script`, made now if it was not (for tests).
    func madeShortcut(face: FontFace, script: ShapingScript) -> ASCIIShapingShortcut? {
        if case .made(let shortcut) = entries.withLock({ $0[script] }) { return shortcut }
        let made = ASCIIShapingShortcut(face: face, script: script)
        entries.withLock { $0[script] = .made(made) }
        return made
    }
}
