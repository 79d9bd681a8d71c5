// Adding and removing constraint rows.

/// The outcome of inserting one constraint's row.
enum InsertOutcome {
    case inserted(marker: Int, other: Int)
    /// The required constraint contradicts the others; `certificate` lists the owners of the
    /// markers in the infeasibility proof (a superset of a minimal conflict).
    case unsatisfiable(certificate: [Int])
}

extension Engine {
    /// Inserts `Σ terms + constant OP 0` at `level` (-1 = required) without optimizing.
    ///
    /// Subject choice, in order:
    /// 1. A *fresh* external (in no row) when the row mentions basic symbols: the row becomes
    ///    a lazy definition of it — no substitution anywhere, no fill-in (chains stay sparse).
    /// 2. Otherwise the row is expanded to parametric symbols and the external with the
    ///    shortest column is chosen (fewest rows to substitute into: least fill-in; smallest
    ///    id on ties).
    /// 3. The new slack/error marker (or other error) with a negative coefficient.
    /// 4. A row of dummies only: redundant if its constant is zero, else unsatisfiable.
    /// 5. Another slack or error with a negative coefficient whose entry keeps every restricted
    ///    row feasible (shortest column first, then smallest id): the pivot phase one would
    ///    make, without the artificial variable.
    /// 6. Phase one with an artificial variable.
    mutating func insertConstraint(
        terms: UnsafeBufferPointer<Cell>, constant: Double, relation: Relation, level: Int, owner: Int
    ) -> InsertOutcome {
        let required = level < 0
        largestInsertedConstant = max(largestInsertedConstant, abs(constant))
        // The terms first, then the new marker and error: listed after the terms, these (usually
        // the largest ids) are already in place for the sort of the row's symbols. (They are
        // parametric and in no row, so no expansion reads or adds to them: the list's order
        // changes nothing else.)
        for term in terms { accumulate(term.coefficient, term.symbol) }
        var marker = -1
        var other = -1
        switch (relation, required) {
        case (.lessThanOrEqual, true):
            marker = newSymbol(.slack, owner: owner)
            accumulate(1, marker)
        case (.greaterThanOrEqual, true):
            marker = newSymbol(.slack, owner: owner)
            accumulate(-1, marker)
        case (.lessThanOrEqual, false):
            marker = newSymbol(.slack, owner: owner)
            other = newSymbol(.error, owner: owner)
            accumulate(1, marker)
            accumulate(-1, other)
        case (.greaterThanOrEqual, false):
            marker = newSymbol(.slack, owner: owner)
            other = newSymbol(.error, owner: owner)
            accumulate(-1, marker)
            accumulate(1, other)
        case (.equal, true):
            marker = newSymbol(.dummy, owner: owner)
            accumulate(1, marker)
        case (.equal, false):
            marker = newSymbol(.error, owner: owner)
            other = newSymbol(.error, owner: owner)
            accumulate(-1, marker)
            accumulate(1, other)
        }
        var rowConstant = constant

        // 1. Lazy definition of a fresh external.
        var fresh = -1
        for s in accumulatedSymbols
        where perSymbol[s].flags.kind == .external && perSymbol[s].flags.state == .parametric && columns.isEmpty(s)
            && dependents.isEmpty(s) && !accumulatedIsZero(s)
        {
            if fresh < 0 || s < fresh { fresh = s }
        }
        if fresh >= 0 && accumulatorHasReferences() {
            var row = drainAccumulator(constant: rowConstant)
            row.solve(for: fresh)
            install(fresh, row, lazy: true)
            addErrorsToObjective(marker: marker, other: other, relation: relation, level: level)
            return .inserted(marker: marker, other: other)
        }

        // 2. Expand references, then prefer the external with the shortest column.
        expandAccumulated(constant: &rowConstant)
        var row = drainAccumulator(constant: rowConstant)
        var subject = -1
        var subjectFill = Int.max
        // Only an external whose coefficient is within `Tolerance.subjectRatio` of the row's
        // largest may be solved for (dividing by a relatively tiny one magnifies rounding).
        var largestExternal = 0.0
        for cell in row.cells where perSymbol[cell.symbol].flags.kind == .external {
            largestExternal = max(largestExternal, abs(cell.coefficient))
        }
        for cell in row.cells
        where perSymbol[cell.symbol].flags.kind == .external
            && abs(cell.coefficient) >= Tolerance.subjectRatio * largestExternal
        {
            let fill = columns.count(of: cell.symbol)
            if fill < subjectFill {
                subject = cell.symbol
                subjectFill = fill
            }
        }
        // 3. A new restricted symbol with a negative coefficient (after making the constant ≥ 0).
        if subject < 0 {
            if row.constant < 0 { row.negate() }
            if perSymbol[marker].flags.kind != .dummy && row.coefficient(of: marker) < 0 {
                subject = marker
            } else if other >= 0 && row.coefficient(of: other) < 0 {
                subject = other
            }
        }
        // 4. Dummies only.
        if subject < 0 && row.cells.allSatisfy({ perSymbol[$0.symbol].flags.kind == .dummy }) {
            if abs(row.constant) > Tolerance.feasibility * max(1, abs(constant)) {
                return .unsatisfiable(certificate: certificate(of: row, excluding: owner))
            }
            subject = marker
        }
        // 5. A restricted symbol already in the tableau with a negative coefficient, if making
        //    it basic keeps every restricted row feasible (the ratio test phase one would do).
        if subject < 0 { subject = feasibleRestrictedSubject(of: row) }
        if subject >= 0 {
            row.solve(for: subject)
            // External rows are never pivoted on, so they are kept lazily (not substituted).
            install(subject, row, lazy: perSymbol[subject].flags.kind == .external)
            substituteEverywhere(subject, with: row)
        } else {
            // 6. Phase one.
            beginTransaction()
            if !addWithArtificialVariable(row, scale: max(1, abs(constant))) {
                let art = symbolCount - 1
                return .unsatisfiable(certificate: certificate(of: perSymbol[art].row, excluding: owner))
            }
        }
        addErrorsToObjective(marker: marker, other: other, relation: relation, level: level)
        return .inserted(marker: marker, other: other)
    }

    /// A parametric slack or error of `row` (constant ≥ 0) with a negative coefficient that can
    /// become the row's subject with every restricted eager row staying feasible, or -1.
    ///
    /// Making `s` basic gives it the value `constant / -a ≥ 0`; a restricted row `t` holding
    /// `s` with coefficient `b < 0` then has the constant `constant(t) + b × value`, which must
    /// stay ≥ 0. Rows with `b > 0` only grow. Among the symbols that pass, the one in the fewest
    /// rows (least fill-in) wins, ties to the smallest id.
    /// - Complexity: O(Σ column length × log row length) over the row's candidate symbols.
    mutating func feasibleRestrictedSubject(of row: Row) -> Int {
        guard row.constant >= 0 else { return -1 }
        var best = -1
        var bestFill = Int.max
        for cell in row.cells where cell.coefficient < 0 && row.isSafePivot(-cell.coefficient) {
            let s = cell.symbol
            let kind = perSymbol[s].flags.kind
            guard kind == .slack || kind == .error, perSymbol[s].flags.state == .parametric else { continue }
            let fill = columns.count(of: s)
            guard fill < bestFill else { continue }
            let value = row.constant / -cell.coefficient
            var feasible = true
            for position in columns.positions(of: s) {
                let target = columns.id(at: position)
                guard perSymbol[target].flags.kind.isRestricted else { continue }
                let b = perSymbol[target].row.coefficient(of: s)
                if b < 0 && perSymbol[target].row.constant + b * value < 0 {
                    feasible = false
                    break
                }
            }
            if feasible {
                best = s
                bestFill = fill
            }
        }
        return best
    }

    /// The owners of the markers in `row` (sorted, unique, without `excluding`).
    private mutating func certificate(of row: Row, excluding owner: Int) -> [Int] {
        var result: [Int] = []
        for cell in row.cells where perSymbol[cell.symbol].flags.kind != .external && perSymbol[cell.symbol].flags.kind != .artificial {
            let o = perSymbol[cell.symbol].flags.owner
            if o >= 0 && o != owner { result.append(o) }
        }
        return Array(Set(result)).sorted()
    }

    /// The error symbols of a constraint, each priced 1 at its level.
    mutating func errors(marker: Int, other: Int, relation: Relation) -> [Int] {
        guard other >= 0 else { return [] }
        return relation == .equal ? [marker, other] : [other]
    }

    private mutating func addErrorsToObjective(marker: Int, other: Int, relation: Relation, level: Int) {
        guard level >= 0, other >= 0 else { return }
        // The errors of ``errors(marker:other:relation:)`` in its order, without the array (an
        // allocation per soft add).
        if relation == .equal { addErrorToObjective(marker, level: level) }
        addErrorToObjective(other, level: level)
    }

    @inline(__always)
    private mutating func addErrorToObjective(_ e: Int, level: Int) {
        if perSymbol[e].flags.state == .eager {
            addObjective(perSymbol[e].row, scale: 1, level: level)
        } else {
            addObjective(1, to: e, level: level)
        }
    }

    /// Moves a constraint's errors from one level to another (priority change).
    mutating func moveErrors(marker: Int, other: Int, relation: Relation, from old: Int, to new: Int) {
        for e in errors(marker: marker, other: other, relation: relation) {
            if perSymbol[e].flags.state == .eager {
                let row = perSymbol[e].row
                addObjective(row, scale: -1, level: old)
                addObjective(row, scale: 1, level: new)
            } else {
                addObjective(-1, to: e, level: old)
                addObjective(1, to: e, level: new)
            }
        }
    }

    /// Phase one (row constant ≥ 0): minimise an artificial copy of the row at level 0.
    /// Returns false (artificial still basic, positive) if the row cannot reach zero.
    private mutating func addWithArtificialVariable(_ row: Row, scale: Double) -> Bool {
        let art = newSymbol(.artificial, owner: -1)
        install(art, row, lazy: false)
        addObjective(row, scale: 1, level: 0)
        phaseOneArtificial = art
        optimize()
        if objectiveConstants[0] > Tolerance.feasibility * scale, perSymbol[art].flags.state == .eager {
            let entering = stalledPhaseOneEntering(art)
            if entering >= 0 {
                pivot(entering: entering, leaving: art)
                optimize()
            }
        }
        phaseOneArtificial = -1
        let success = objectiveConstants[0] <= Tolerance.feasibility * scale
        guard success else { return false }
        if perSymbol[art].flags.state == .eager {
            let artRow = perSymbol[art].row
            if artRow.cells.isEmpty {
                _ = takeRow(art)
            } else {
                // The largest slack or error enters (never a tiny coefficient: dividing by it
                // would blow the row up); failing those, the largest cell.
                var entering = -1
                var largest = 0.0
                for cell in artRow.cells where perSymbol[cell.symbol].flags.kind == .slack || perSymbol[cell.symbol].flags.kind == .error {
                    if abs(cell.coefficient) > largest {
                        entering = cell.symbol
                        largest = abs(cell.coefficient)
                    }
                }
                if entering < 0 {
                    for cell in artRow.cells where abs(cell.coefficient) > largest {
                        entering = cell.symbol
                        largest = abs(cell.coefficient)
                    }
                }
                pivot(entering: entering, leaving: art)
            }
        }
        eraseSymbol(art)
        releaseSymbol(art)
        let written = artificialLevelSymbols
        clearArtificialLevel()
        for s in written where s < symbolCount { considerCandidate(s) }
        return true
    }

    /// A slack or error that phase one left out although it would drive the artificial `art`
    /// (basic, positive) to zero, or -1: a cell of the artificial's row with a negative
    /// coefficient (so its entry lowers the artificial) that the simplex's tolerances refused —
    /// a cost within ``Tolerance/optimality`` of zero, or a pivot element below
    /// ``Tolerance/pivot`` of the row's largest coefficient. In exact arithmetic phase one never
    /// stops with such a cell; without it the row proves the new constraint unsatisfiable.
    ///
    /// Such a coefficient is genuine, not rounding, when it is a product of small constraint
    /// coefficients (issue 13, soak seed 31755: `−3.5e-9` on a slack beside a dummy of 1, the
    /// slack's value 42.6, the batch feasible). So the verdict is taken only where the cell is
    /// rounding residue: below ``Tolerance/cancellation`` of the row's largest coefficient (the
    /// relative zero of every row sum). A larger one enters if the artificial's row is the one
    /// that limits it (every other restricted row stays feasible at its new value); ties go to
    /// the largest coefficient, then the smallest id. The call's check then judges the result,
    /// like any other pivot's.
    /// - Complexity: O(Σ column length) over the row's candidate cells; paid only when phase
    ///   one fails.
    private mutating func stalledPhaseOneEntering(_ art: Int) -> Int {
        let row = perSymbol[art].row
        guard row.constant > 0 else { return -1 }
        let floor = Tolerance.cancellation * row.largestCoefficient
        var best = -1
        var largest = 0.0
        for cell in row.cells where cell.coefficient < 0 && -cell.coefficient >= floor {
            let s = cell.symbol
            let kind = perSymbol[s].flags.kind
            guard kind == .slack || kind == .error, perSymbol[s].flags.state == .parametric else { continue }
            guard -cell.coefficient > largest || (-cell.coefficient == largest && s < best) else { continue }
            let value = row.constant / -cell.coefficient
            guard value.isFinite else { continue }
            var feasible = true
            for position in columns.positions(of: s) {
                let target = columns.id(at: position)
                guard target != art, perSymbol[target].flags.kind.isRestricted else { continue }
                let b = perSymbol[target].row.coefficient(of: s)
                if b < 0 && perSymbol[target].row.constant + b * value < -Tolerance.feasibility {
                    feasible = false
                    break
                }
            }
            if feasible {
                best = s
                largest = -cell.coefficient
            }
        }
        return best
    }

    /// Removes a constraint's row: pivots its marker into the basis (on the row chosen by
    /// ``markerLeavingRow(_:)``), substitutes it out of every row and drops it.
    mutating func removeConstraint(marker: Int, other: Int, relation: Relation, level: Int) {
        if level >= 0 {
            for e in errors(marker: marker, other: other, relation: relation) {
                if perSymbol[e].flags.state == .eager {
                    addObjective(perSymbol[e].row, scale: -1, level: level)
                } else {
                    addObjective(-1, to: e, level: level)
                }
            }
        }
        var definition: Row?
        if perSymbol[marker].flags.state != .parametric {
            definition = takeRow(marker)
        } else {
            // A lazy row's coefficient on the marker is only its *direct* dependence on the
            // constraint; its references may carry more (even cancelling it). Rewrite the lazy
            // rows that mention the marker in parametric symbols first, so every coefficient
            // is the row's whole dependence on the constraint.
            for target in dependents[marker].sorted() where perSymbol[target].flags.state == .lazy {
                let expanded = expandedRow(of: target)
                _ = takeRow(target)
                install(target, expanded, lazy: true)
            }
        }
        if definition == nil, let leaving = markerLeavingRow(marker) {
            var row = perSymbol[leaving].row
            _ = takeRow(leaving)
            row.add(-1, to: leaving)
            row.solve(for: marker)
            definition = row
            pivotCount += 1
        }
        if let row = definition {
            // Substituting changes the lists being walked: walk copies (in a reused buffer).
            var holders: [Int] = []
            swap(&holders, &holderScratch)
            columns.copy(marker, into: &holders)
            for target in holders { substitute(marker, with: row, into: target) }
            dependents.copy(marker, into: &holders)
            for target in holders { substitute(marker, with: row, into: target) }
            swap(&holders, &holderScratch)
            substituteObjective(marker, with: row)
        }
        if other >= 0 {
            if perSymbol[other].flags.state != .parametric { _ = takeRow(other) }
            eraseSymbol(other)
            releaseSymbol(other)
        }
        eraseSymbol(marker)
        releaseSymbol(marker)
    }

    /// The row in which a parametric marker enters before removal: a basic dummy row if one
    /// holds it; else kiwi's choice: a restricted row with negative coefficient (minimum `-constant/coefficient`), else a
    /// restricted row with positive coefficient (minimum `constant/coefficient`), else an
    /// external row; lazy rows last. Ties: smallest id.
    ///
    /// Only coefficients that are safe pivots in their rows (``Row/isSafePivot(_:)``) count, as
    /// long as one is: a smaller one is rounding left by earlier eliminations, and entering the
    /// marker there moves the values by `constant / coefficient` (issue 13, soak seed 9: a
    /// removal pivoted on -3e-7 in a row whose largest coefficient was 3,589 and left values
    /// near 4.4e14, far from the optimum). Without any safe one, every coefficient counts.
    mutating func markerLeavingRow(_ marker: Int) -> Int? {
        markerLeavingRow(marker, safeOnly: true) ?? markerLeavingRow(marker, safeOnly: false)
    }

    /// ``markerLeavingRow(_:)`` among the eager rows whose coefficient on `marker` is a safe
    /// pivot (`safeOnly`; then nil if there is none) or among all rows.
    private mutating func markerLeavingRow(_ marker: Int, safeOnly: Bool) -> Int? {
        var first = -1
        var firstRatio = Double.infinity
        var second = -1
        var secondRatio = Double.infinity
        var third = -1
        // A basic dummy (a redundant required equality, constant 0) holding the marker must
        // stay 0: entering the marker there (ratio 0) moves nothing. kiwi's rule below would
        // pick a positive ratio and leave that dummy non-zero, i.e. a required equality broken.
        var dummy = -1
        for position in columns.positions(of: marker) {
            let target = columns.id(at: position)
            guard perSymbol[target].flags.kind == .dummy else { continue }
            if safeOnly && !isSafePivot(perSymbol[target].row.coefficient(of: marker), in: target) { continue }
            if dummy < 0 || target < dummy { dummy = target }
        }
        if dummy >= 0 { return dummy }
        for position in columns.positions(of: marker) {
            let target = columns.id(at: position)
            let c = perSymbol[target].row.coefficient(of: marker)
            if safeOnly && !isSafePivot(c, in: target) { continue }
            guard perSymbol[target].flags.kind.isRestricted else {
                if third < 0 || target < third { third = target }
                continue
            }
            if c < 0 {
                let r = -perSymbol[target].row.constant / c
                if r < firstRatio || (r == firstRatio && target < first) {
                    first = target
                    firstRatio = r
                }
            } else {
                let r = perSymbol[target].row.constant / c
                if r < secondRatio || (r == secondRatio && target < second) {
                    second = target
                    secondRatio = r
                }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        if third >= 0 { return third }
        return safeOnly ? nil : dependents[marker].min()
    }
}
