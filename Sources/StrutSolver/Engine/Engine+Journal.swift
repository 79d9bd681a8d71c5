// Transactions: an undo journal so that a failed call leaves the engine exactly as before.
//
// While a transaction is open, the first write to a symbol's row, column, dependents or
// objective entry saves the old value (first-touch stamps make that O(1) per write); symbols
// created inside the transaction are simply truncated on rollback. The old cells, index lists
// and costs are copied into three flat buffers (`journalCells`, `journalIndexes`,
// `journalCosts`); an entry holds only numbers and positions there. So an entry needs no
// reference counting, clearing the journal destroys nothing, and the write that follows the
// save finds its array uniquely referenced (a saved reference made that write copy the array,
// an allocation per first write). A write that only moves a row's constant (a suggestion or
// constant change, Engine+Constants.swift) saves just the old constant, and the check after
// the call knows no row's cells changed.

/// One first write of the open transaction; positions refer to the engine's journal buffers.
enum JournalEntry {
    /// The row's cells (`journalCells[start..<start + count]`), constant and state before.
    case row(Int, SymbolState, start: Int, count: Int, constant: Double)
    /// The row's constant before the call's first constant-only write to it.
    case constant(Int, Double)
    /// The column (`journalIndexes[start..<start + count]`) before.
    case column(Int, start: Int, count: Int)
    /// The dependents list (`journalIndexes[start..<start + count]`) before.
    case dependents(Int, start: Int, count: Int)
    /// The costs at every level (`journalCosts[start..<start + levelCount]`) before.
    case objective(Int, start: Int)
    /// A dead symbol id handed out again (its flags, with its owner, and last reported value
    /// before).
    case reused(Int, SymbolFlags, Double)
    /// An id was appended to the column (or dependents) list of the symbol, whose list this
    /// transaction had not saved: rollback drops the list's last id. (Until a list is saved, a
    /// transaction only appends to it: every other change saves it first. Popped in reverse
    /// order, after the restore of any later save, each finds its own id last.)
    case columnAppend(Int)
    case dependentsAppend(Int)
}

extension Engine {
    /// Opens a transaction (no-op if one is open). Returns whether this call opened it.
    @discardableResult
    mutating func beginTransaction() -> Bool {
        guard !journaling else {
            // Inside a call's transaction: the inner one only keeps dead ids from being reused,
            // exactly as a transaction of its own did before calls were journaled.
            if callOpen { nestedTransaction = true }
            return false
        }
        // Copied into the journal's own buffer, not shared (as the objective's constants below):
        // sharing retained and released the list per call and made the call's first reuse of a
        // dead id copy it. (From a buffer: `append(contentsOf:)` of the array itself takes it
        // owned, a retain and a release.)
        if !(journalFreeSymbols.isEmpty && freeSymbols.isEmpty) {
            if !journalFreeSymbols.isEmpty { journalFreeSymbols.removeAll(keepingCapacity: true) }
            var free: [Int] = []
            swap(&free, &freeSymbols)
            free.withUnsafeBufferPointer { journalFreeSymbols.append(contentsOf: $0) }
            swap(&free, &freeSymbols)
        }
        journaling = true
        journalEpoch &+= 1
        journalBase = symbolCount
        // Copied into the journal's own buffer, not shared: sharing would make the call's first
        // write to `objectiveConstants` copy the array (an allocation per call).
        if journalObjectiveConstants.count == objectiveConstants.count {
            // The usual case (no new level since the last call): overwritten in place, no
            // emptying and refilling of the array (two library calls per call).
            // (Element reads, not `objectiveConstants.withUnsafeBufferPointer`: that closure
            // retained and released the array per call.)
            let count = objectiveConstants.count
            journalObjectiveConstants.withUnsafeMutableBufferPointer { saved in
                for l in 0..<count { saved[l] = objectiveConstants[l] }
            }
        } else {
            if !journalObjectiveConstants.isEmpty { journalObjectiveConstants.removeAll(keepingCapacity: true) }
            journalObjectiveConstants.append(contentsOf: objectiveConstants)
        }
        clearJournal()
        return true
    }

    /// Keeps every change made since ``beginTransaction()``.
    mutating func commitTransaction() {
        if callOpen {
            // The call's own transaction stays open until the call's check passes.
            nestedTransaction = false
            return
        }
        journaling = false
        clearJournal()
    }

    /// Empties the journal and its buffers, keeping their storage (only the non-empty ones are
    /// touched: a call that moved constants only filled none of the buffers).
    @inline(__always)
    mutating func clearJournal() {
        journal.removeAll()
        journalCells.removeAll()
        journalIndexes.removeAll()
        journalCosts.removeAll()
    }

    /// Undoes every change made since ``beginTransaction()``.
    mutating func rollbackTransaction() {
        precondition(journaling)
        structureVersion &+= 1
        // The saved lists are read from locals (the entries' positions point into them).
        var savedCells = ReusableList<Cell>()
        swap(&savedCells, &journalCells)
        var savedIndexes = ReusableList<Int>()
        swap(&savedIndexes, &journalIndexes)
        var savedCosts = ReusableList<Double>()
        swap(&savedCosts, &journalCosts)
        while let entry = journal.popLast() {
            switch entry {
            case let .row(s, state, start, count, constant):
                let cells = savedCells.withUnsafeBufferPointer { Array($0[start..<(start + count)]) }
                perSymbol[s].row = Row(cells: cells, constant: constant)
                perSymbol[s].flags.state = state
                touch(s)
            case let .constant(s, constant):
                // Popped after any later full-row entry of the same symbol: the original constant.
                perSymbol[s].row.constant = constant
                touch(s)
            case let .column(s, start, count):
                columns.assign(s, savedIndexes[start..<(start + count)])
            case let .dependents(s, start, count):
                dependents.assign(s, savedIndexes[start..<(start + count)])
            case let .columnAppend(s):
                columns.removeLast(of: s)
            case let .dependentsAppend(s):
                dependents.removeLast(of: s)
            case let .objective(s, start):
                let base = s * levelCount
                for l in 0..<levelCount { objective[base + l] = savedCosts[start + l] }
            case let .reused(s, savedFlags, reported):
                perSymbol[s].flags = savedFlags
                perSymbol[s].lastReported = reported
                perSymbol[s].row = Row()
                perSymbol[s].lazyValue = 0
            }
        }
        swap(&savedCells, &journalCells)
        swap(&savedIndexes, &journalIndexes)
        swap(&savedCosts, &journalCosts)
        clearJournal()
        truncateSymbols(to: journalBase)
        freeSymbols = journalFreeSymbols
        nestedTransaction = false
        objectiveConstants.removeAll(keepingCapacity: true)
        objectiveConstants.append(contentsOf: journalObjectiveConstants)
        journaling = false
        // The state before the transaction was optimal and feasible: nothing is pending.
        candidates.removeAll()
        infeasible.removeAll()
        for s in 0..<symbolCount {
            perSymbol[s].flags.isCandidate = false
            perSymbol[s].flags.isInfeasibleQueued = false
        }
        if !artificialLevelSymbols.isEmpty { artificialLevelSymbols.removeAll(keepingCapacity: true) }
        let count = symbolCount
        touched.removeAll { $0 >= count }
    }

    @inline(__always)
    mutating func recordRow(_ s: Int) {
        if journaling && s < journalBase && perSymbol[s].stamps.row != journalEpoch {
            perSymbol[s].stamps.row = journalEpoch
            journal.append(
                .row(
                    s, perSymbol[s].flags.state, start: journalCells.count, count: perSymbol[s].row.cells.count,
                    constant: perSymbol[s].row.constant))
            // Moved out of the record and back: appended from the record, the cells were retained
            // and released (an atomic pair per saved row).
            var cells: [Cell] = []
            swap(&cells, &perSymbol[s].row.cells)
            cells.withUnsafeBufferPointer { journalCells.append(contentsOf: $0) }
            swap(&cells, &perSymbol[s].row.cells)
        }
    }

    /// Saves row `s`'s constant before a write that changes nothing else in the row (unless the
    /// whole row is already saved). A later ``recordRow(_:)`` of the same symbol still saves the
    /// whole row: rollback pops that first and this entry last.
    @inline(__always)
    mutating func recordConstant(_ s: Int) {
        if journaling && s < journalBase && perSymbol[s].stamps.row != journalEpoch && perSymbol[s].stamps.constant != journalEpoch {
            perSymbol[s].stamps.constant = journalEpoch
            journal.append(.constant(s, perSymbol[s].row.constant))
        }
    }

    @inline(__always)
    mutating func recordColumn(_ s: Int) {
        if journaling && s < journalBase && perSymbol[s].stamps.column != journalEpoch {
            perSymbol[s].stamps.column = journalEpoch
            journal.append(.column(s, start: journalIndexes.count, count: columns.count(of: s)))
            columns.appendContents(of: s, to: &journalIndexes)
        }
    }

    /// Journals an append to symbol `s`'s column list (an id added at its end, nothing else):
    /// while the transaction has not saved the list, the append alone, not the whole list.
    @inline(__always)
    mutating func recordColumnAppend(_ s: Int) {
        if journaling && s < journalBase && perSymbol[s].stamps.column != journalEpoch {
            journal.append(.columnAppend(s))
        }
    }

    /// ``recordColumnAppend(_:)`` (or, `lazy`, ``recordDependentsAppend(_:)``) of `symbol(0)`, …
    /// `symbol(count - 1)`, in that order: the entries written in place into the journal's storage
    /// (moved out of the engine and back), with no uniqueness or capacity check per entry (a row's
    /// install or a substitution journals one per cell).
    @inline(__always)
    mutating func recordAppends(count: Int, lazy: Bool, _ symbol: (Int) -> Int) {
        guard journaling, count > 0 else { return }
        let base = journalBase
        let epoch = journalEpoch
        var entries = ReusableList<JournalEntry>()
        swap(&entries, &journal)
        perSymbol.withUnsafeMutableBufferPointer { records in
            entries.append(atMost: count, filler: .columnAppend(0)) { out -> Int in
                var n = 0
                for k in 0..<count {
                    let s = symbol(k)
                    guard s < base else { continue }
                    if lazy {
                        if records[s].stamps.dependents != epoch {
                            out[n] = .dependentsAppend(s)
                            n += 1
                        }
                    } else if records[s].stamps.column != epoch {
                        out[n] = .columnAppend(s)
                        n += 1
                    }
                }
                return n
            }
        }
        swap(&entries, &journal)
    }

    /// ``recordColumnAppend(_:)`` for a dependents list.
    @inline(__always)
    mutating func recordDependentsAppend(_ s: Int) {
        if journaling && s < journalBase && perSymbol[s].stamps.dependents != journalEpoch {
            journal.append(.dependentsAppend(s))
        }
    }

    @inline(__always)
    mutating func recordDependents(_ s: Int) {
        if journaling && s < journalBase && perSymbol[s].stamps.dependents != journalEpoch {
            perSymbol[s].stamps.dependents = journalEpoch
            journal.append(.dependents(s, start: journalIndexes.count, count: dependents.count(of: s)))
            dependents.appendContents(of: s, to: &journalIndexes)
        }
    }

    @inline(__always)
    mutating func recordObjective(_ s: Int) {
        if journaling && s < journalBase && perSymbol[s].stamps.objective != journalEpoch {
            perSymbol[s].stamps.objective = journalEpoch
            let base = s * levelCount
            journal.append(.objective(s, start: journalCosts.count))
            // Copied in place into the list's storage (moved out and back: no overlapping access
            // to the engine): appended one by one, each level cost a uniqueness and capacity check.
            var costs = ReusableList<Double>()
            swap(&costs, &journalCosts)
            objective.withUnsafeBufferPointer { all in
                costs.append(contentsOf: UnsafeBufferPointer(rebasing: all[base..<(base + levelCount)]))
            }
            swap(&costs, &journalCosts)
        }
    }
}
