extension Solver {
    /// Calls `body` with each variable whose value changed since the previous report and its
    /// new value: the same report as ``fetchChangedVariables()``, in the same order, without an
    /// array of variables, without a look-up per variable to read its value and without
    /// reference counting per variable (what kiwi's `updateVariables()` gives a client that
    /// copies values into its own model).
    ///
    /// The report is taken before `body` first runs. Changes `body` makes to the solver are
    /// reported by the next report. Every variable of the report is handed over, even one whose
    /// constraints `body` removes: the solver holds its variables until the walk ends, then
    /// forgets those it no longer needs, as after ``fetchChangedVariables()``.
    ///
    /// ```swift
    /// try solver.suggestValue(width, for: form.width)
    /// solver.forEachChangedVariable { variable, value in
    ///     model[variable] = value
    /// }
    /// ```
    ///
    /// - Complexity: as ``fetchChangedVariables()``, plus O(1) per changed variable.
    public func forEachChangedVariable(_ body: (Variable, Double) throws -> Void) rethrows {
        engine.collectChangedExternals()
        // Moved out for the walk: a report asked for inside `body` fills fresh storage, not the
        // list being walked.
        var changed = ReusableList<Int>()
        swap(&changed, &engine.changeScratch)
        reportWalks += 1
        defer {
            reportWalks -= 1
            swap(&changed, &engine.changeScratch)
            forgetUnreferencedVariables()
        }
        for s in changed {
            // Lent, not retained: while `reportWalks` is positive nothing forgets a variable,
            // and an undone insertion drops only the variables it registered itself, after the
            // report was taken; so `variablesBySymbol` holds every variable of the report
            // until the walk ends.
            guard s < variableIdentities.count, s < engine.perSymbol.count, let id = variableIdentities[s],
                let address = UnsafeRawPointer(bitPattern: UInt(bitPattern: id))
            else { continue }
            let value = engine.perSymbol[s].lastReported
            try Unmanaged<Variable>.fromOpaque(address)._withUnsafeGuaranteedRef { try body($0, value) }
        }
    }
}
