/// Room reserved up front for a batch of additions.
///
/// A batch of thousands of constraints (a window activating every cell's constraints at once)
/// used to grow the solver's per-record arrays, its term pool, its variable tables and the
/// insertion's undo lists by repeated doubling. Each doubling copies the whole array; past the
/// size of the core's second-level cache those copies miss on every line, read and write (they
/// were 13 % of such misses when 1,000 LinkedIn cells were laid out). Reserving once per batch,
/// geometrically (never less than double the current capacity, so that a long run of single
/// additions stays linear), leaves one allocation per array and no copies.
extension Solver {
    /// Reserves room for `count` more constraints: their records and numbers (less the free
    /// records the batch reuses first), about two terms each, and the undo lists' entries.
    func reserveRecords(for count: Int) {
        guard count > 1 else { return }
        let records = self.records.count + max(0, count - freeRecords.count)
        if records > self.records.capacity {
            let capacity = max(records, 2 * self.records.capacity)
            self.records.reserveCapacity(capacity)
            numbers.reserveCapacity(capacity)
        }
        Solver.reserveGeometrically(&termPool, to: termPool.count + 2 * count)
        insertUndo.reserve(count)
    }

    /// Reserves room for the variables of the symbols the engine has reserved room for, and for
    /// the lists of required records per symbol.
    func reserveVariables() {
        let capacity = engine.perSymbol.capacity
        if capacity > requiredRecordsBySymbol.count { requiredRecordsBySymbol.reserveCapacity(capacity) }
        guard capacity > variablesBySymbol.capacity else { return }
        variablesBySymbol.reserveCapacity(capacity)
        variableIdentities.reserveCapacity(capacity)
    }

    /// Reserves `count` elements in `list` if it has less room, at least doubling it.
    static func reserveGeometrically<T>(_ list: inout [T], to count: Int) {
        guard count > list.capacity else { return }
        list.reserveCapacity(max(count, 2 * list.capacity))
    }
}

extension InsertUndo {
    /// Reserves room for an insertion of `count` constraints in the lists it appends to.
    mutating func reserve(_ count: Int) {
        Solver.reserveGeometrically(&added, to: count)
        Solver.reserveGeometrically(&allocated, to: count)
        Solver.reserveGeometrically(&newVariables, to: count)
    }
}
