// Every public call runs as a transaction that is kept only if the call's result checks out:
// a bounded number of pivots, finite values, and (checked by the solver, which knows the
// constraints) the required constraints that read a changed variable. See the DocC article
// "Numerical robustness".

/// What the check's walk below the direct readers keeps of a definition it listed: its
/// composed gain and the magnitude it carries (``Engine/appendAmplifyingReaders``).
struct DeepRead {
    var gain: Double
    var carried: Double
}

extension Engine {
    /// The most pivots one call may make: `200 + 10 × symbols`. A simplex run needs a small
    /// multiple of the rows it touches; a run past this bound is cycling on rounding (Dantzig's
    /// pricing and Harris's ratio test give up the anti-cycling proof of Bland's rule, which the
    /// simplex falls back to only after a run of degenerate pivots) and the call fails instead
    /// of hanging.
    static func pivotBound(symbols: Int) -> Int { 200 + 10 * symbols }

    /// Opens the call's transaction and its pivot budget.
    mutating func beginCall() {
        beginTransaction()
        openCallState()
    }

    /// Opens a batch of changes outside any transaction (``Solver/adopt(_:for:)``, whose
    /// failure discards the whole engine): the pivot budget and the unlimited-improvement test
    /// of a call, no journal.
    mutating func beginUnjournaledBatch() {
        precondition(!journaling, "an unjournaled batch inside a transaction")
        openCallState()
    }

    /// The state a call or an unjournaled batch starts from: its pivot budget, no shift plan,
    /// nothing restructured or unbounded yet.
    private mutating func openCallState() {
        callOpen = true
        nestedTransaction = false
        callPivotBase = pivotCount
        pivotLimit = Engine.pivotBound(symbols: symbolCount)
        pivotBudgetExceeded = false
        callRestructured = false
        metUnlimitedImprovement = false
        costsLostToCancellation = false
        callShiftPlan = nil
        callShifts = 0
        callLargestWritten = 0
    }

    /// Closes a batch opened by ``beginUnjournaledBatch()``. Returns whether it stayed within
    /// the pivot bound and met no unlimited improvement.
    mutating func endUnjournaledBatch() -> Bool {
        let passed = !pivotBudgetExceeded && !metUnlimitedImprovement
        callOpen = false
        pivotLimit = Int.max
        pivotBudgetExceeded = false
        metUnlimitedImprovement = false
        return passed
    }

    /// Closes the call's transaction: keeps its changes or undoes them (unless an inner failure
    /// already rolled back). Returns whether a kept call is due for the optimality review (it
    /// restructured the tableau and wrote values far off its constants: ``Solver/reviewOptimality()``),
    /// so that the caller reads it without a second access to the engine.
    @discardableResult
    mutating func endCall(keep: Bool) -> Bool {
        callOpen = false
        nestedTransaction = false
        pivotLimit = Int.max
        pivotBudgetExceeded = false
        let due = keep && callRestructured && isFarOff(callLargestWritten)
        guard journaling else { return due }
        if keep { commitTransaction() } else { rollbackTransaction() }
        return due
    }

    /// Above this magnitude (a value or a written row's constant) the local check of
    /// ``symbolsWrittenByCall()`` hands over to the full one of ``changedExternalsOfCall()``:
    /// 2^50-ish, far beyond any layout's points, where an earlier rounding multiplied by a moved
    /// value can matter and a chain of lazy rows can overflow.
    static let localCheckMagnitude = 1e15

    /// Past the definitions reading a written row directly, the local check follows a chain of
    /// definitions while the gain composed along it exceeds this: 1, so that a definition
    /// copying what it reads (a cell below a cell, coefficient 1) ends the walk.
    /// See ``appendAmplifyingReaders(to:after:largestConstant:)``.
    static let deepReadGain = 1.0

    /// Above this magnitude of a written row's constant, the gain a chain must exceed to be
    /// followed falls in proportion (a copy of a motion `m` can be off by about `16 ε m`, which
    /// reaches a sixteenth of the smallest tolerance, 1e-7, at `m` ≈ 1.8e6).
    static let deepReadMagnitude = 1e-7 / (16 * 16 * Double.ulpOfOne)

    /// A definition below a direct reader is also listed where the magnitude it may carry — the
    /// sum of the direct reader's `|coefficients|` on what the call wrote, times the coefficients
    /// along the chain, times the largest written constant — exceeds this multiple of its own
    /// value (at least 1): rows built by substitution over many calls carry relative errors far
    /// beyond ε (soak seed 577222: about 1e-12, so a direct reader's value summed from terms
    /// near 4e5 was off by 2.6e-7, which a chain of gain 1 carried to a definition of value 0.48).
    /// At 1e4, a relative error of 1e-11 in the rows stays within the smallest tolerance, 1e-7.
    static let deepReadCarriedRatio = 1e4

    /// What the open call wrote, for the local check (Solver+Verification.swift), left in
    /// ``writtenSymbols``: every symbol whose row the call wrote, every symbol in such a row, and
    /// every lazy row that reads one directly, and below those the definitions a chain of
    /// gain above 1 reaches or that carry a large magnitude beside their value
    /// (``appendAmplifyingReaders(to:after:largestConstant:)``) —
    /// deduplicated, in the journal's (deterministic) order. Returns whether some value or written constant there exceeds ``localCheckMagnitude``
    /// (then the caller checks in full), or nil if a written row or one of those values is not
    /// finite.
    ///
    /// A call that only moved row constants (no row's cells rewritten: `callRestructured` is
    /// false, so no pivot either) leaves out the symbols in the written rows' cells: they are
    /// parametric (value 0) before and after, so a constraint they reach can only have moved
    /// through a written row's basic symbol or a definition reading it, which are listed.
    /// - Complexity: O(w + cells and direct readers of the w rows the call wrote); no allocation
    ///   once the buffer has grown.
    ///
    /// `rowsWritten`: the rows written, given by the caller instead of read from the journal
    /// (an unjournaled adoption, Solver+Snapshot.swift); listed once each, in the given order.
    /// `checkingValues: false` leaves the externals' values to the caller's walk of the list
    /// (the solver's local check tests them as it goes: one walk instead of two).
    mutating func symbolsWrittenByCall(rowsWritten: [Int]? = nil, checkingValues: Bool = true) -> Bool? {
        visitEpoch &+= 1
        var symbols = ReusableList<Int>()
        swap(&symbols, &writtenSymbols)
        defer { swap(&symbols, &writtenSymbols) }
        symbols.removeAll()
        var largest = 0.0
        if let rowsWritten {
            for s in rowsWritten where perSymbol[s].stamps.visit != visitEpoch {
                perSymbol[s].stamps.visit = visitEpoch
                symbols.append(s)
            }
        } else if !journal.isEmpty || journalBase < symbolCount {
            // A call that wrote nothing (a suggestion of the value already held) walks nothing.
            appendRowsWrittenByCall(to: &symbols)
        }
        let rowCount = symbols.count
        writtenRowCount = rowCount
        let readsCells = callRestructured
        let epoch = visitEpoch
        // Through the per-symbol buffer: reading a row's cells by subscript copied the symbol's
        // whole record (retaining and releasing its row), and each stamp write checked uniqueness.
        // The list grows in place (``ReusableList/extend(atMost:filler:_:)``) with room for every
        // symbol once (each joins it once, by its visit stamp): no uniqueness or capacity check
        // per symbol listed.
        var finite = true
        if rowCount > 0 {
            let count = perSymbol.count
            perSymbol.withUnsafeMutableBufferPointer { records in
                // One empty array, swapped into each row read and back: a fresh one per row was
                // released per row.
                var cells: [Cell] = []
                symbols.extend(atMost: max(0, count - rowCount), filler: 0) { walk, start -> Int in
                    var n = start
                    for k in 0..<rowCount {
                        let s = walk[k]
                        let constant = records[s].row.constant
                        guard constant.isFinite else {
                            finite = false
                            return n
                        }
                        largest = max(largest, abs(constant))
                        if readsCells {
                            // Moved out of the record and back (no cell list reads its own basic
                            // symbol): a copy retained and released it, an atomic pair per row.
                            swap(&cells, &records[s].row.cells)
                            defer { swap(&cells, &records[s].row.cells) }
                            for cell in cells {
                                guard cell.coefficient.isFinite else {
                                    finite = false
                                    return n
                                }
                                // An error symbol's owner is never required (only soft constraints
                                // have errors), and its value (0, parametric) did not move: nothing
                                // to check through it.
                                if case .error = records[cell.symbol].flags.kind { continue }
                                if records[cell.symbol].stamps.visit != epoch {
                                    records[cell.symbol].stamps.visit = epoch
                                    precondition(n < walk.count, "a symbol listed twice among the written ones")
                                    walk[n] = cell.symbol
                                    n += 1
                                }
                            }
                        }
                        for position in dependents.positions(of: s) {
                            let d = dependents.id(at: position)
                            guard records[d].stamps.visit != epoch else { continue }
                            records[d].stamps.visit = epoch
                            precondition(n < walk.count, "a symbol listed twice among the written ones")
                            walk[n] = d
                            n += 1
                        }
                    }
                    return n
                }
            }
        }
        guard finite else { return nil }
        // Only when there are direct readers to follow; out of line (inline, the walk's code
        // cost enaml_like's `same` case, a suggestion of the value held, 1,336 instructions
        // against main's 1,226; out of line 1,280).
        if symbols.count > rowCount {
            appendAmplifyingReaders(to: &symbols, after: rowCount, largestConstant: largest)
        } else {
            callDeepReach = .infinity
        }
        guard checkingValues else {
            // The caller's walk tests the values; the review's trigger sees the rows' constants.
            callLargestWritten = largest
            return largest > Engine.localCheckMagnitude
        }
        for s in symbols {
            guard case .external = perSymbol[s].flags.kind else { continue }
            let v = value(of: s)
            guard v.isFinite else { return nil }
            largest = max(largest, abs(v))
        }
        callLargestWritten = largest
        return largest > Engine.localCheckMagnitude
    }

    /// Appends to `symbols` (the local check's list, its first `rowCount` the rows the call wrote,
    /// stamped with the current `visitEpoch`) the definitions two or more steps from a written
    /// row whose composed gain exceeds ``deepReadGain`` (issue 13's soak seeds 2263 and 49), or
    /// whose carried magnitude exceeds ``deepReadCarriedRatio`` times their value (seed 577222).
    ///
    /// The gain of a definition reading a written row directly is the largest `|coefficient|`
    /// it has on a listed symbol (at least 1); a definition `d` reached from a listed definition
    /// `r` gets `|coefficient of r in d| × gain(r)`, and is listed (its required constraints
    /// checked, its readers walked) only if that exceeds ``deepReadGain`` (divided by
    /// `largestConstant / deepReadMagnitude` when the written rows' largest constant is beyond
    /// ``deepReadMagnitude``). One step past a direct reader a definition is listed down to a
    /// sixteenth of that bound (soak seed 3550: a copy of a direct reader whose value carried
    /// the rounding of large terms), and such a definition's readers are listed only where their
    /// composed gain passes the bound again (soak seed 565837: a copy read by coefficients of
    /// 61.7 and 129.9). A chain of rows that copy what they read (gain 1: the cells of a column)
    /// stops one step past the direct readers; a chain whose coefficients multiply a shift past
    /// 1 is followed while they do.
    ///
    /// Whatever its gain, a definition is also listed where the rounding a direct reader's value
    /// may carry is large beside its own value: a direct reader carries the sum of its
    /// `|coefficients|` on listed symbols, `d` carries `|coefficient of r in d| × carried(r)`,
    /// and `d` is listed if `carried(d) × largestConstant` exceeds ``deepReadCarriedRatio`` ×
    /// `max(1, |value of d|)` (soak seed 577222: a direct reader summing terms near 4e5 to 330,
    /// read at gain 1 by a definition of value 0.48). A column of cells, whose values are as
    /// large as what they copy, stops where it did. Why that suffices, and what it leaves out:
    /// the DocC article's "Which constraints the check reads".
    ///
    /// Leaves in ``callDeepReach`` the largest written constant up to which the list would be
    /// the same on the same structure whatever the values (a shift plan reuses it only below:
    /// the rules depend on that constant, the carried one on values too); at most
    /// `largestConstant` if a definition was left out only because of its value.
    /// - Complexity: O(cells of the direct readers that have readers of their own + the
    ///   dependents lists and cells of the definitions listed).
    @inline(never)
    private mutating func appendAmplifyingReaders(to symbols: inout ReusableList<Int>, after rowCount: Int, largestConstant: Double) {
        let firstDeep = symbols.count
        var reach = Double.infinity
        defer { callDeepReach = reach }
        guard firstDeep > rowCount else { return }
        let epoch = visitEpoch
        // The gain and carried magnitude of each definition listed here, by its place in the
        // list (`symbols[firstDeep + k]`'s are `reads[k]`): a list of the walk's own, not a
        // per-symbol array (the row builder's accumulator served before, and the first write
        // copied a fitting engine's whole accumulator shared with its template: about 4 KB per
        // feed cell).
        var reads = ReusableList<DeepRead>()
        swap(&reads, &deepReads)
        reads.removeAll()
        defer { swap(&reads, &deepReads) }
        // In list order (deterministic): the direct readers, then each definition listed here,
        // appended after them, so one pass walks both.
        // Past ``deepReadMagnitude`` even a copy (gain 1) may carry a rounding the tolerance sees.
        let threshold = Engine.deepReadGain / max(1, largestConstant / Engine.deepReadMagnitude)
        let ratio = Engine.deepReadCarriedRatio
        var i = rowCount
        while i < symbols.count {
            let r = symbols[i]
            i += 1
            guard perSymbol[r].flags.state == .lazy, !dependents.positions(of: r).isEmpty else { continue }
            let read: DeepRead
            if i <= firstDeep {
                // A direct reader: its largest coefficient on what the call wrote, and their sum.
                var g = 1.0
                var c = 0.0
                for cell in perSymbol[r].row.cells where perSymbol[cell.symbol].stamps.visit == epoch {
                    g = max(g, abs(cell.coefficient))
                    c += abs(cell.coefficient)
                }
                read = DeepRead(gain: g, carried: c)
            } else {
                read = reads[i - 1 - firstDeep]
            }
            // A definition listed one step past a direct reader at a composed gain within the
            // threshold (below) is checked, and its readers are listed only where they amplify
            // past the threshold again (soak seed 565837: a copy at gain 1 read by definitions
            // of coefficients 61.7 and then 129.9) — never a copy of it, so a chain of copies
            // still stops there.
            let beyondThreshold = i <= firstDeep || read.gain > threshold
            for position in dependents.positions(of: r) {
                let d = dependents.id(at: position)
                guard perSymbol[d].stamps.visit != epoch else { continue }
                var a = 0.0
                for cell in perSymbol[d].row.cells where cell.symbol == r { a = abs(cell.coefficient) }
                let composed = a * read.gain
                let carried = a * read.carried
                // One step past a direct reader, a definition is read down to a sixteenth of the
                // threshold: a direct reader's value can carry the rounding of large terms it
                // reads, which a copy of it moves rigidly (soak seed 3550: a copy at gain 1).
                let direct = i <= firstDeep
                let amplifies =
                    (composed > threshold || (direct && 16 * composed > threshold)) && (beyondThreshold || composed > threshold)
                if !amplifies {
                    // Its value is read only where the carried magnitude passes the ratio at all.
                    let magnitude = carried * largestConstant
                    guard magnitude > ratio, magnitude > ratio * abs(value(of: d)) else {
                        // Where a larger written constant would list it: the gain threshold
                        // falls below its gain past ``deepReadMagnitude`` (at once where it
                        // amplifies), and the carried rule passes whatever its value then.
                        let gain = direct ? 16 * composed : composed
                        if gain > 0 { reach = min(reach, Engine.deepReadMagnitude / gain) }
                        if carried > 0 { reach = min(reach, ratio / carried) }
                        continue
                    }
                }
                reads.append(DeepRead(gain: composed, carried: carried))
                perSymbol[d].stamps.visit = epoch
                symbols.append(d)
            }
        }
    }

    /// Appends to `symbols` each row the open call wrote (its journal's row entries) and each
    /// symbol it created, once, stamping them with the current `visitEpoch`.
    private mutating func appendRowsWrittenByCall(to symbols: inout ReusableList<Int>) {
        // The journal is moved out and back, and read through its buffer: no bounds check or
        // entry copy per entry (the walk reads every first write of the call).
        var entries = ReusableList<JournalEntry>()
        swap(&entries, &journal)
        let count = symbolCount
        let epoch = visitEpoch
        perSymbol.withUnsafeMutableBufferPointer { records in
            entries.withUnsafeBufferPointer { entries in
                for entry in entries {
                    let s: Int
                    switch entry {
                    case let .row(symbol, _, _, _, _): s = symbol
                    case let .constant(symbol, _): s = symbol
                    case let .reused(symbol, _, _): s = symbol
                    default: continue
                    }
                    if s < count && records[s].stamps.visit != epoch {
                        records[s].stamps.visit = epoch
                        symbols.append(s)
                    }
                }
            }
            if journalBase < count {
                for s in journalBase..<count where records[s].stamps.visit != epoch {
                    records[s].stamps.visit = epoch
                    symbols.append(s)
                }
            }
        }
        swap(&entries, &journal)
    }

    /// The external symbols whose value the open call may have changed (ascending), or nil if
    /// some row the call wrote holds a non-finite number. A call that only moved row constants
    /// (a suggestion or constant change without pivots) is checked too: the rounding of a shift
    /// multiplied by a large coefficient was seen to break a required constraint by 470× its
    /// tolerance on issue 13's systems. Cost: the rows the call wrote plus the
    /// definitions (lazy rows) that read them.
    mutating func changedExternalsOfCall() -> [Int]? {
        visitEpoch &+= 1
        var frontier = ReusableList<Int>()
        swap(&frontier, &verificationScratch)
        frontier.removeAll()
        defer { swap(&frontier, &verificationScratch) }
        appendRowsWrittenByCall(to: &frontier)
        var i = 0
        while i < frontier.count {
            let s = frontier[i]
            i += 1
            guard perSymbol[s].row.constant.isFinite else { return nil }
            for position in dependents.positions(of: s) {
                let d = dependents.id(at: position)
                guard perSymbol[d].stamps.visit != visitEpoch else { continue }
                perSymbol[d].stamps.visit = visitEpoch
                frontier.append(d)
            }
        }
        var externals: [Int] = []
        for s in frontier where perSymbol[s].flags.kind == .external {
            guard value(of: s).isFinite else { return nil }
            externals.append(s)
        }
        externals.sort()
        return externals
    }
}
