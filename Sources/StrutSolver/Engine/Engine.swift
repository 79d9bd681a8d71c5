/// The tableau behind ``Solver``: rows, the column index, the lexicographic objective and
/// the bookkeeping for values, changes and rollback.
///
/// Layout: every per-symbol fact lives in an array indexed by the symbol's dense id, so hot
/// paths do no hashing: the facts read together in one record (`perSymbol[s].flags`,
/// `perSymbol[s].row`, `perSymbol[s].lazyValue`…, see ``SymbolRecord``), the others in arrays
/// of their own (`columns[s]`, `objective`, the row builder's `accumulator`).
///
/// - `columns[s]`: the eager rows that contain `s` — the column index that makes a pivot,
///   a constant change or a suggestion touch only the rows involved.
/// - `dependents[s]`: the lazy rows that mention `s`, used to propagate value changes.
///
/// Both indexes keep every symbol's list in one pooled buffer (``IndexLists``): a symbol costs
/// no allocation of its own. The per-symbol arrays start empty and grow by doubling (from
/// ``initialSymbolCapacity``), so an engine built symbol by symbol reserves only what it uses.
struct Engine {
    // MARK: Symbols and rows
    /// Flags, row, journal stamps and values of each symbol (see ``SymbolRecord``).
    var perSymbol: [SymbolRecord] = []
    var columns = IndexLists()
    var dependents = IndexLists()

    // MARK: Objective (see Engine+Objective.swift)
    /// Priority of each level slot, strictly descending; slot 0 is the phase-one level.
    var levelPriorities: [Float] = [.infinity]
    var levelCount = 1
    /// `objective[s * levelCount + l]`: the reduced cost of `s` at level `l`.
    var objective: [Double] = []
    /// The objective's constant per level. Only level 0's (phase one) is read, to judge
    /// feasibility; the other levels' are kept by row installs but not by constant shifts
    /// (Engine+Constants.swift), so they are not the objective's value.
    var objectiveConstants: [Double] = [0]
    var candidates = MinHeap()
    var infeasible = MinHeap()
    /// Symbols written at level 0 during phase one (to clear it afterwards).
    var artificialLevelSymbols: [Int] = []

    // MARK: Values and changes (see Engine+Values.swift)
    /// Symbols whose dependents' cached values are stale (each once, by its flag); also the
    /// frontier of the walk that marks them (``flushInvalidations()``).
    var invalidated = ReusableList<Int>()
    var frontierScratch: [Int] = []
    /// The last change report's symbols (see ``collectChangedExternals()``).
    var changeScratch = ReusableList<Int>()
    /// Symbols written since the last change report (each once, by its flag).
    var touched = ReusableList<Int>()
    var visitEpoch: UInt32 = 0

    // MARK: Scratch for building rows
    /// Per symbol: the coefficient summed so far and the largest term summed into it.
    var accumulator: [AccumulatorEntry] = []
    var accumulatedSymbols = ReusableList<Int>()
    /// The rows a substitution walks (a copy of a column or dependents list, see
    /// `substituteEverywhere`).
    var holderScratch: [Int] = []
    /// Ids of dead symbols, reused by `newSymbol`.
    var freeSymbols: [Int] = []

    // MARK: Journal (see Engine+Journal.swift)
    var journaling = false
    var journal = ReusableList<JournalEntry>()
    /// The saved cells, index lists and costs the journal's entries point into.
    var journalCells = ReusableList<Cell>()
    var journalIndexes = ReusableList<Int>()
    var journalCosts = ReusableList<Double>()
    var journalEpoch: UInt32 = 1
    var journalBase = 0
    var journalObjectiveConstants: [Double] = []
    var journalFreeSymbols: [Int] = []
    /// A public call's transaction is open (see Engine+Verification.swift).
    var callOpen = false
    /// A batch or phase one opened a transaction inside the call's.
    var nestedTransaction = false

    // MARK: Pivot budget (see Engine+Verification.swift)
    var callPivotBase = 0
    var pivotLimit = Int.max
    var pivotBudgetExceeded = false
    /// The open call rewrote a row's cells (an insertion, a substitution, a pivot, a removal):
    /// only then can rounding have drifted a row away from its constraints.
    var callRestructured = false
    /// The largest magnitude among the written rows' constants and the values the open call's
    /// local check read (``symbolsWrittenByCall(rowsWritten:)``; 0 until it runs): a call that
    /// pivoted to values far off its constants (``Engine/isFarOff(_:)``) has its optimum reviewed by a rebuild
    /// (Solver+Recovery.swift).
    var callLargestWritten = 0.0
    /// The largest `|constant|` of a constraint ever inserted (never lowered by a removal): the
    /// scale against which ``callLargestWritten`` is judged far off (``Engine/isFarOff(_:)``).
    var largestInsertedConstant = 0.0
    /// How many times an optimality review replaced the engine by a better rebuild.
    var reviewReplacements = 0
    /// The primal simplex (of the open call, or of a rebuild) met an improving symbol that no restricted row limits: in
    /// exact arithmetic impossible (the objective, a sum of errors, is bounded below), so the
    /// reduced costs have drifted from the objective they stand for, and the result may not be
    /// optimal (see Engine+Verification.swift).
    var metUnlimitedImprovement = false
    /// A cost update since the last pricing cancelled a cost beyond the optimality tolerance to
    /// zero (``Engine/isNegligibleCost(_:_:_:)``'s relative test, summands beyond 1e4): the
    /// costs may have lost a real one, so the caller reprices (``repriceObjective(levelOf:)``).
    var costsLostToCancellation = false
    /// The artificial symbol of the phase one in progress (-1 outside phase one): the row that
    /// bounds phase one's objective, so a symbol it limits is never unlimited.
    var phaseOneArtificial = -1
    var verificationScratch = ReusableList<Int>()
    /// The composed gains and carried magnitudes of the definitions the check lists past the
    /// direct readers (see `appendAmplifyingReaders`), by their place in its list; empty
    /// between calls.
    var deepReads = ReusableList<DeepRead>()
    /// The largest written constant up to which the open call's check list would be the same on
    /// the same structure (set by `symbolsWrittenByCall`; a shift plan keeps it).
    var callDeepReach = Double.infinity
    /// The symbols the local check reads (filled by `symbolsWrittenByCall()`).
    var writtenSymbols = ReusableList<Int>()
    /// How many of ``writtenSymbols`` are rows the call wrote (they come first).
    var writtenRowCount = 0

    // MARK: Shift plans (see Engine+ShiftPlans.swift)
    /// Moves on at every structural change; a plan is valid only at the version it was made.
    var structureVersion: UInt64 = 0
    var shiftPlans: [ShiftPlan] = []
    /// By plan slot: the magnitude of a written constant above which a checked plan's check is
    /// the full one (``localCheckMagnitude``, or lower where the walk below the direct readers
    /// would list more than the plan holds: ``callDeepReach``). Kept out of ``ShiftPlan``: a
    /// field there made each move of a plan dearer (24 instructions per enaml_like resize step).
    var shiftPlanBounds: [Double] = []
    var nextShiftPlanSlot = 0
    /// The plan of the open call's only shift (nil if it made none or several).
    var callShiftPlan: Int?
    var callShifts = 0
    /// Checks that read a plan's lists instead of the journal's (for tests and benchmarks).
    var shiftPlanReuses = 0
    /// Tests: every shift makes a new plan and every check takes the journal's path.
    var disablesShiftPlansForTesting = false

    // MARK: Counters
    var pivotCount = 0
    /// Calls carried out by a rebuild of the tableau (see Solver+Recovery.swift).
    var recoveries = 0
    /// Tableaus built afresh from the constraints, kept or not (see `SolverStatistics.rebuilds`).
    var rebuilds = 0

    var symbolCount: Int { perSymbol.count }

    /// The capacity the per-symbol arrays take at the first symbol (then they double).
    static let initialSymbolCapacity = 16

    init() {}

    /// Grows every per-symbol array together (fewer reallocations than growing each alone).
    mutating func reserveSymbols(_ capacity: Int) {
        perSymbol.reserveCapacity(capacity)
        columns.reserveCapacity(capacity)
        dependents.reserveCapacity(capacity)
        objective.reserveCapacity(capacity * levelCount)
        accumulator.reserveCapacity(capacity)
    }

    /// Allocates the next symbol id.
    mutating func newSymbol(_ kind: SymbolKind, owner: Int) -> Int {
        structureVersion &+= 1
        // Reuse the id of a dead symbol (a removed constraint's marker, a finished artificial
        // variable) so that churn does not grow the per-symbol arrays. Not inside a nested
        // transaction (a batch or phase one), as before calls were journaled; a call's
        // rollback restores a reused id from the journal. LIFO: deterministic.
        if !nestedTransaction, let id = freeSymbols.popLast() {
            if journaling { journal.append(.reused(id, perSymbol[id].flags, perSymbol[id].lastReported)) }
            let stamps = perSymbol[id].stamps
            perSymbol[id] = SymbolRecord(flags: SymbolFlags(kind: kind, owner: owner))
            perSymbol[id].stamps = stamps
            accumulator[id] = AccumulatorEntry()
            return id
        }
        let id = perSymbol.count
        if id == perSymbol.capacity { reserveSymbols(max(Engine.initialSymbolCapacity, 2 * id)) }
        perSymbol.append(SymbolRecord(flags: SymbolFlags(kind: kind, owner: owner)))
        columns.appendEmpty()
        dependents.appendEmpty()
        for _ in 0..<levelCount { objective.append(0) }
        accumulator.append(AccumulatorEntry())
        return id
    }

    /// Drops every symbol with id ≥ `count` (rollback of a failed call).
    mutating func truncateSymbols(to count: Int) {
        guard count < perSymbol.count else { return }
        structureVersion &+= 1
        freeSymbols.removeAll { $0 >= count }
        let n = perSymbol.count - count
        perSymbol.removeLast(n)
        columns.removeLast(n)
        dependents.removeLast(n)
        objective.removeLast(n * levelCount)
        invalidated.removeAll { $0 >= count }
        accumulator.removeLast(n)
    }

    // MARK: Index maintenance

    @inline(__always)
    mutating func indexInsert(_ symbol: Int, row: Int, lazy: Bool) {
        if lazy {
            recordDependents(symbol)
            dependents.append(row, to: symbol)
        } else {
            recordColumn(symbol)
            columns.append(row, to: symbol)
        }
    }

    @inline(__always)
    mutating func indexRemove(_ symbol: Int, row: Int, lazy: Bool) {
        if lazy {
            recordDependents(symbol)
            dependents.remove(row, from: symbol)
        } else {
            recordColumn(symbol)
            columns.remove(row, from: symbol)
        }
    }

    /// Makes `symbol` basic with `row` (eager rows must hold only parametric symbols).
    mutating func install(_ symbol: Int, _ row: Row, lazy: Bool) {
        callRestructured = true
        structureVersion &+= 1
        recordRow(symbol)
        perSymbol[symbol].row = row
        perSymbol[symbol].flags.state = lazy ? .lazy : .eager
        // The appends are journaled first (a list not saved yet by the call journals the append
        // alone, not the whole list: `recordColumnAppend`), then made in one access to each
        // index buffer (as a substitution's, `IndexLists.update`) without a uniqueness check per
        // cell.
        row.cells.withUnsafeBufferPointer { cells in
            recordAppends(count: cells.count, lazy: lazy) { cells[$0].symbol }
            if lazy {
                dependents.append(symbol, toSymbolsOf: cells)
            } else {
                columns.append(symbol, toSymbolsOf: cells)
            }
        }
        touch(symbol)
        if !lazy { queueIfInfeasible(symbol) }
    }

    /// Removes `symbol`'s row from the tableau and returns it; `symbol` becomes parametric.
    mutating func takeRow(_ symbol: Int) -> Row {
        callRestructured = true
        structureVersion &+= 1
        recordRow(symbol)
        let lazy = perSymbol[symbol].flags.state == .lazy
        let row = perSymbol[symbol].row
        for cell in row.cells { indexRemove(cell.symbol, row: symbol, lazy: lazy) }
        perSymbol[symbol].row = Row()
        perSymbol[symbol].flags.state = .parametric
        touch(symbol)
        return row
    }

    /// Queues a restricted eager row whose constant went negative for the dual simplex.
    @inline(__always)
    mutating func queueIfInfeasible(_ symbol: Int) {
        if perSymbol[symbol].row.constant < -Tolerance.feasibility && perSymbol[symbol].flags.kind.isRestricted
            && !perSymbol[symbol].flags.isInfeasibleQueued
        {
            perSymbol[symbol].flags.isInfeasibleQueued = true
            infeasible.insert(symbol)
        }
    }

    /// Substitutes `symbol := row` into the row of `target` (eager or lazy), keeping the
    /// indexes current. `row` must not contain `symbol` or `target`.
    ///
    /// One merge of the two sorted cell arrays. A sum that cancels to within
    /// `Tolerance.cancellation` of the larger of its two summands is exactly zero up to
    /// rounding and is dropped (a relative test: an absolute one would drop real coefficients
    /// of systems with small numbers and keep rounding residue of large ones). Index changes
    /// are collected and applied in one pass per index (one access to the outer array, not one
    /// per cell).
    mutating func substitute(_ symbol: Int, with row: Row, into target: Int) {
        let lazy = perSymbol[target].flags.state == .lazy
        guard let position = perSymbol[target].row.index(of: symbol) else { return }
        callRestructured = true
        structureVersion &+= 1
        recordRow(target)
        let a = perSymbol[target].row.cells[position].coefficient
        // The target's cells are taken out of the record (so the array is uniquely referenced),
        // merged into a temporary buffer and copied back into the same storage: no allocation
        // and no release per substitution unless the row outgrows its storage or shrinks to under
        // an eighth of it (then a new array of the merged size). Before, each merge allocated a
        // new array and freed the old one.
        var cells: [Cell] = []
        swap(&cells, &perSymbol[target].row.cells)
        let add = row.cells
        let n = cells.count
        let m = add.count
        // The merge writes into uninitialized storage of the largest possible size: no capacity
        // or uniqueness check per cell (the hot loop of every pivot). The index changes go to a
        // second temporary buffer, the joined symbols from its front and the left ones from
        // position `m` on (at most `m` join; at most `min(n, m)` cancel, plus `symbol`): two
        // scratch arrays cost two swaps, two emptyings and a uniqueness check per append.
        withUnsafeTemporaryAllocation(of: Cell.self, capacity: n + m) { out in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: n + m + 1) { changes in
                var joinedCount = 0
                var leftCount = 1
                changes.initializeElement(at: m, to: symbol)
                let k = cells.withUnsafeBufferPointer { old in
                    add.withUnsafeBufferPointer { add -> Int in
                        var k = 0
                        var i = 0
                        var j = 0
                        while i < n || j < m {
                            if j == m || (i < n && old[i].symbol < add[j].symbol) {
                                if old[i].symbol != symbol {
                                    out.initializeElement(at: k, to: old[i])
                                    k += 1
                                }
                                i += 1
                            } else if i == n || add[j].symbol < old[i].symbol {
                                let c = a * add[j].coefficient
                                if abs(c) >= Tolerance.cell {
                                    out.initializeElement(at: k, to: Cell(symbol: add[j].symbol, coefficient: c))
                                    k += 1
                                    changes.initializeElement(at: joinedCount, to: add[j].symbol)
                                    joinedCount += 1
                                }
                                j += 1
                            } else {
                                let x = old[i].coefficient
                                let y = a * add[j].coefficient
                                let c = x + y
                                if abs(c) > Tolerance.cancellation * max(abs(x), abs(y)) && abs(c) >= Tolerance.cell {
                                    out.initializeElement(at: k, to: Cell(symbol: old[i].symbol, coefficient: c))
                                    k += 1
                                } else {
                                    changes.initializeElement(at: m + leftCount, to: old[i].symbol)
                                    leftCount += 1
                                }
                                i += 1
                                j += 1
                            }
                        }
                        return k
                    }
                }
                if k <= cells.capacity && 8 * k >= cells.capacity {
                    // Back into the row's own storage: the common prefix overwritten in place, the
                    // rest appended or dropped one by one (a few cells: `removeAll` and
                    // `append(contentsOf:)` each cost a library call of about a hundred
                    // instructions).
                    let common = min(k, n)
                    if common > 0 {
                        cells.withUnsafeMutableBufferPointer { cells in
                            cells.baseAddress!.update(from: out.baseAddress!, count: common)
                        }
                    }
                    if k > n {
                        for t in n..<k { cells.append(out[t]) }
                    } else if k < n {
                        if n - k <= 4 {
                            for _ in k..<n { cells.removeLast() }
                        } else {
                            cells.removeLast(n - k)
                        }
                    }
                } else {
                    // Outgrown, or shrunk to under an eighth of its storage: a new array of the
                    // merged size (as every merge made before), so that a row's storage follows its
                    // length instead of keeping its largest. (Under a quarter, rows that shrink and
                    // grow back by a few cells as pivots pass were copied back and forth: 18 K of
                    // the enaml_like build.)
                    cells = Array(UnsafeBufferPointer(rebasing: out[0..<k]))
                }
                swap(&cells, &perSymbol[target].row.cells)
                perSymbol[target].row.constant += a * row.constant
                let joined = UnsafeBufferPointer(rebasing: changes[0..<joinedCount])
                let left = UnsafeBufferPointer(rebasing: changes[m..<(m + leftCount)])
                if journaling {
                    recordAppends(count: joined.count, lazy: lazy) { joined[$0] }
                    for s in left { lazy ? recordDependents(s) : recordColumn(s) }
                }
                if lazy {
                    dependents.update(row: target, joined: joined, left: left)
                } else {
                    columns.update(row: target, joined: joined, left: left)
                }
            }
        }
        touch(target)
        if !lazy { queueIfInfeasible(target) }
    }

    /// Marks a dead symbol (parametric, in no row, zero cost) for reuse.
    mutating func releaseSymbol(_ symbol: Int) {
        guard perSymbol[symbol].flags.state == .parametric, columns.isEmpty(symbol), dependents.isEmpty(symbol),
            hasZeroCost(symbol)
        else { return }
        freeSymbols.append(symbol)
    }

    /// Deletes `symbol`'s cell from every row that holds it (used for symbols that are known
    /// to be zero: a satisfied artificial variable, a removed constraint's leftover error).
    mutating func eraseSymbol(_ symbol: Int) {
        callRestructured = true
        structureVersion &+= 1
        for lazy in [false, true] {
            // A view of the pooled buffer, released before the list is emptied below.
            for target in lazy ? dependents[symbol] : columns[symbol] {
                recordRow(target)
                if let i = perSymbol[target].row.index(of: symbol) { perSymbol[target].row.cells.remove(at: i) }
                touch(target)
            }
            if lazy {
                recordDependents(symbol)
                dependents.removeAll(symbol)
            } else {
                recordColumn(symbol)
                columns.removeAll(symbol)
            }
        }
        clearObjective(of: symbol)
    }
}
