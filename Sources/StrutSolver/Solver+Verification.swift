// The check after every public mutating call (issue 13): the call keeps its changes only if
// it stayed within the pivot bound, every value it changed is finite, and every required
// constraint that reads a changed variable holds within the tolerance below. Otherwise the
// engine's journal and the call's own undo put the solver back exactly as it was and the call
// throws. See the DocC article "Numerical robustness".

extension Solver {
    /// How far a required constraint may be off after a call: `1e-7 × max(1, |constant|,
    /// max |coefficient × value|)`, i.e. relative to the largest magnitude in its evaluation
    /// (the rounding of a sum grows with its largest term, not with its result).
    static let requiredTolerance = 1e-7

    /// Runs `body` (which returns the undo of its solver-side bookkeeping) as a checked
    /// transaction named `call` in errors. A failed check first tries a rebuild of the tableau
    /// from the records (Solver+Recovery.swift); the call throws only if that fails too.
    func checkedCall(
        _ call: @autoclosure () -> String, _ body: () throws(SolverError) -> () -> Void
    ) throws(SolverError) {
        engine.beginCall()
        rebuiltInCall = false
        let undo: () -> Void
        do throws(SolverError) {
            undo = try body()
        } catch {
            engine.endCall(keep: false)
            throw error
        }
        if rebuiltInCall {
            // The engine is a rebuild that passed the full check (Solver+Recovery.swift).
            rebuiltInCall = false
            engine.endCall(keep: true)
            return
        }
        if let failure = verifyCall(call) ?? (forcesRecoveryForTesting ? .numericalFailure("\(call()): recovery forced for testing") : nil)
        {
            engine.endCall(keep: false)
            // The records hold the call's new state, the engine its state before the call.
            if recoverByRebuilding() { return }
            undo()
            throw failure
        }
        engine.endCall(keep: true)
    }

    /// The reason the open call must be undone, or nil if it checks out.
    /// - Complexity: O(rows the call wrote + the lazy rows reading them + the terms of the
    ///   required constraints on the changed variables).
    func verifyCall(_ call: () -> String) -> SolverError? {
        if engine.pivotBudgetExceeded {
            return .numericalFailure(
                "\(call()) took more than \(Engine.pivotBound(symbols: engine.symbolCount)) pivots (the bound for \(engine.symbolCount) symbols): cycling on rounding"
            )
        }
        guard let externals = engine.changedExternalsOfCall() else {
            return .nonFiniteResult("\(call()) would give a variable a non-finite value (overflow)")
        }
        checkEpoch &+= 1
        for s in externals where s < requiredRecordsBySymbol.count {
            for index in requiredRecordsBySymbol[s] where recordCheckStamps[index] != checkEpoch {
                recordCheckStamps[index] = checkEpoch
                guard let record = records[index], record.isRequired else { continue }
                if let off = violation(of: record) {
                    return .numericalFailure(
                        "\(call()) would leave the required constraint \(record.constraint) off by \(off)")
                }
            }
        }
        return nil
    }

    /// How far the record's constraint is off beyond the tolerance, or nil if it holds.
    func violation(of record: ConstraintRecord) -> Double? {
        var sum = record.constant
        var scale = max(1, abs(record.constant))
        for term in record.terms {
            let product = term.coefficient * engine.value(of: term.symbol)
            sum += product
            scale = max(scale, abs(product))
        }
        let off: Double
        switch record.relation {
        case .equal: off = abs(sum)
        case .lessThanOrEqual: off = max(0, sum)
        case .greaterThanOrEqual: off = max(0, -sum)
        }
        return off <= Solver.requiredTolerance * scale ? nil : off
    }

    /// Lists a required record under each of its variables.
    func indexRequired(_ index: Int, terms: [Cell]) {
        for term in terms {
            while requiredRecordsBySymbol.count <= term.symbol { requiredRecordsBySymbol.append([]) }
            if !requiredRecordsBySymbol[term.symbol].contains(index) { requiredRecordsBySymbol[term.symbol].append(index) }
        }
    }

    /// Removes a required record from the lists of its variables.
    func unindexRequired(_ index: Int, terms: [Cell]) {
        for term in terms where term.symbol < requiredRecordsBySymbol.count {
            requiredRecordsBySymbol[term.symbol].removeAll { $0 == index }
        }
    }
}
