// Transactions: an undo journal so that a failed call leaves the engine exactly as before.
//
// While a transaction is open, the first write to a symbol's row, column, dependents or
// objective entry saves the old value (first-touch stamps make that O(1) per write); symbols
// created inside the transaction are simply truncated on rollback. Rows are copy-on-write
// arrays, so saving one is a reference, not a copy. A write that only moves a row's constant (a
// suggestion or constant change, Engine+Constants.swift) saves just the old constant: no
// reference to retain and release, and the check after the call knows no row's cells changed.

enum JournalEntry {
    case row(Int, Row, SymbolState)
    /// The row's constant before the call's first constant-only write to it.
    case constant(Int, Double)
    case column(Int, [Int])
    case dependents(Int, [Int])
    case objective(Int, [Double])
    /// A dead symbol id handed out again (its flags, with its owner, and last reported value
    /// before).
    case reused(Int, SymbolFlags, Double)
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
        journalFreeSymbols = freeSymbols
        journaling = true
        journalEpoch &+= 1
        journalBase = symbolCount
        // Copied into the journal's own buffer, not shared: sharing would make the call's first
        // write to `objectiveConstants` copy the array (an allocation per call).
        journalObjectiveConstants.removeAll(keepingCapacity: true)
        journalObjectiveConstants.append(contentsOf: objectiveConstants)
        journal.removeAll(keepingCapacity: true)
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
        journal.removeAll(keepingCapacity: true)
    }

    /// Undoes every change made since ``beginTransaction()``.
    mutating func rollbackTransaction() {
        precondition(journaling)
        while let entry = journal.popLast() {
            switch entry {
            case let .row(s, row, state):
                rows[s] = row
                flags[s].state = state
                touch(s)
            case let .constant(s, constant):
                // Popped after any later full-row entry of the same symbol: the original constant.
                rows[s].constant = constant
                touch(s)
            case let .column(s, column): columns[s] = column
            case let .dependents(s, list): dependents[s] = list
            case let .objective(s, costs):
                let base = s * levelCount
                for l in 0..<levelCount { objective[base + l] = costs[l] }
            case let .reused(s, savedFlags, reported):
                flags[s] = savedFlags
                lastReported[s] = reported
                rows[s] = Row()
                lazyValues[s] = 0
            }
        }
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
            flags[s].isCandidate = false
            flags[s].isInfeasibleQueued = false
        }
        artificialLevelSymbols.removeAll(keepingCapacity: true)
        let count = symbolCount
        touched.removeAll { $0 >= count }
    }

    @inline(__always)
    mutating func recordRow(_ s: Int) {
        if journaling && s < journalBase && stamps[s].row != journalEpoch {
            stamps[s].row = journalEpoch
            journal.append(.row(s, rows[s], flags[s].state))
        }
    }

    /// Saves row `s`'s constant before a write that changes nothing else in the row (unless the
    /// whole row is already saved). A later ``recordRow(_:)`` of the same symbol still saves the
    /// whole row: rollback pops that first and this entry last.
    @inline(__always)
    mutating func recordConstant(_ s: Int) {
        if journaling && s < journalBase && stamps[s].row != journalEpoch && stamps[s].constant != journalEpoch {
            stamps[s].constant = journalEpoch
            journal.append(.constant(s, rows[s].constant))
        }
    }

    @inline(__always)
    mutating func recordColumn(_ s: Int) {
        if journaling && s < journalBase && stamps[s].column != journalEpoch {
            stamps[s].column = journalEpoch
            journal.append(.column(s, columns[s]))
        }
    }

    @inline(__always)
    mutating func recordDependents(_ s: Int) {
        if journaling && s < journalBase && stamps[s].dependents != journalEpoch {
            stamps[s].dependents = journalEpoch
            journal.append(.dependents(s, dependents[s]))
        }
    }

    @inline(__always)
    mutating func recordObjective(_ s: Int) {
        if journaling && s < journalBase && stamps[s].objective != journalEpoch {
            stamps[s].objective = journalEpoch
            let base = s * levelCount
            journal.append(.objective(s, Array(objective[base..<(base + levelCount)])))
        }
    }
}
