// The changed-variable report without an array of retained variables, and reads of several
// values in one call: the paths a client takes for every moved item after every solve.

extension Solver {
    /// Collects the variables whose values changed since the previous report (the same report
    /// as ``fetchChangedVariables()``, in the same order) and hands them to `body` as a list
    /// that lends each variable with its new value: no array of retained references is built.
    ///
    /// The list is valid inside `body` only (do not let it escape), and `body` must not change
    /// the solver (constraints, constants, priorities, edit variables): the solver keeps the
    /// listed variables alive for the call. Reading values is fine. Variables the solver no
    /// longer needs are forgotten after `body` returns, as after ``fetchChangedVariables()``.
    ///
    /// - Complexity: as ``fetchChangedVariables()``; each pass over the list is
    ///   O(changed variables) with no reference counting.
    package func withChangedVariables<R>(_ body: (ChangedVariableList) -> R) -> R {
        engine.collectChangedExternals()
        defer { forgetUnreferencedVariables() }
        return body(ChangedVariableList(solver: self, symbols: engine.changeScratch))
    }

    /// The values of four variables in one call (0 for a variable the solver does not know):
    /// an item's rectangle, say, without four calls.
    ///
    /// - Complexity: O(1) for most variables, as ``value(of:)``.
    package func values(
        _ a: Variable, _ b: Variable, _ c: Variable, _ d: Variable
    ) -> (Double, Double, Double, Double) {
        if !engine.invalidated.isEmpty {
            return (value(of: a), value(of: b), value(of: c), value(of: d))
        }
        return (cachedValue(of: a), cachedValue(of: b), cachedValue(of: c), cachedValue(of: d))
    }

    /// ``value(of:)`` when no cached value is pending invalidation.
    @inline(__always)
    private func cachedValue(of variable: Variable) -> Double {
        guard let s = knownSymbol(of: variable) else { return 0 }
        if engine.perSymbol[s].flags.lazyValid { return engine.perSymbol[s].lazyValue }
        return engine.externalValue(of: s)
    }
}

/// The variables of one change report (``Solver/withChangedVariables(_:)``), ascending by the
/// solver's first sight of them. Valid only inside the call that hands it out.
package struct ChangedVariableList {
    private unowned(unsafe) let solver: Solver
    private let symbols: ReusableList<Int>

    fileprivate init(solver: Solver, symbols: ReusableList<Int>) {
        self.solver = solver
        self.symbols = symbols
    }

    /// Whether no variable changed.
    package var isEmpty: Bool { symbols.isEmpty }

    /// Calls `body` with each changed variable (lent: the solver holds it) and its new value,
    /// in order. Can be called more than once.
    package func forEachChange(_ body: (Variable, Double) -> Void) {
        let solver = self.solver
        for s in symbols where s < solver.variableIdentities.count {
            guard let id = solver.variableIdentities[s],
                let address = UnsafeRawPointer(bitPattern: UInt(bitPattern: id))
            else { continue }
            let value = solver.engine.perSymbol[s].lastReported
            Unmanaged<Variable>.fromOpaque(address)._withUnsafeGuaranteedRef { body($0, value) }
        }
    }
}

/// The arrays of the last two change reports (``Solver/fetchChangedVariables()``), each with the
/// symbols it lists and their variables' identities. A report whose symbols and identities equal
/// one of them returns that array again: the same variables in the same order, handed out with
/// one retain of the array instead of a retain of every variable (and a release of every
/// variable when the caller drops a new array). Two slots: a resize cycling through sizes
/// alternates between a few sets of moved views.
///
/// Holds only variables the solver holds too (every listed symbol has its variable): the cache
/// is emptied whenever a variable leaves ``Solver/variablesBySymbol`` (forgotten, an undone
/// insertion, a restore), so it never keeps a variable alive longer than the solver would.
struct ChangeReportCache {
    struct Entry {
        var symbols: [Int] = []
        var identities: [ObjectIdentifier] = []
        var variables: [Variable] = []
    }
    var entries: [Entry] = []
    /// The slot the next stored report replaces (the older one).
    var next = 0
    /// Reports longer than this are not kept (memory; their refcounting is a small share).
    static let maximumCount = 256

    /// The cached array listing exactly `symbols` (whose current identities are in
    /// `identities`, by symbol), or nil.
    @inline(__always)
    func lookup(_ symbols: ReusableList<Int>, identities: [ObjectIdentifier?]) -> [Variable]? {
        let count = symbols.count
        for e in entries.indices where entries[e].symbols.count == count {
            let hit = symbols.withUnsafeBufferPointer { changed -> Bool in
                entries[e].symbols.withUnsafeBufferPointer { cached -> Bool in
                    entries[e].identities.withUnsafeBufferPointer { ids -> Bool in
                        identities.withUnsafeBufferPointer { current -> Bool in
                            for k in 0..<count {
                                let s = changed[k]
                                guard cached[k] == s, s < current.count, current[s] == ids[k] else { return false }
                            }
                            return true
                        }
                    }
                }
            }
            if hit { return entries[e].variables }
        }
        return nil
    }

    /// Keeps `variables` (one per symbol of `symbols`, in order) in the older slot.
    mutating func store(_ variables: [Variable], symbols: ReusableList<Int>, identities: [ObjectIdentifier?]) {
        guard symbols.count <= ChangeReportCache.maximumCount else { return }
        if entries.count < 2 {
            entries.append(Entry())
            next = entries.count - 1
        }
        let slot = next
        next = (next + 1) % 2
        entries[slot].symbols.removeAll(keepingCapacity: true)
        entries[slot].identities.removeAll(keepingCapacity: true)
        symbols.withUnsafeBufferPointer { changed in
            for s in changed {
                entries[slot].symbols.append(s)
                entries[slot].identities.append(identities[s]!)
            }
        }
        entries[slot].variables = variables
    }

    /// Forgets every cached report.
    mutating func removeAll() {
        if !entries.isEmpty { entries.removeAll() }
        next = 0
    }
}
