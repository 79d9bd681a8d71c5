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
