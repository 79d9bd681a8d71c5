// Bookkeeping between the public objects (variables, constraints) and engine symbols.

extension Solver {
    /// The symbol of `variable`, registering it on first use.
    func symbol(for variable: Variable, newVariables: inout [ObjectIdentifier]) -> Int {
        let id = ObjectIdentifier(variable)
        if let s = variableSymbols[id] { return s }
        let s = engine.newSymbol(.external, owner: -1)
        variableSymbols[id] = s
        newVariables.append(id)
        while variablesBySymbol.count < s { variablesBySymbol.append(nil) }
        variablesBySymbol.append(variable)
        return s
    }

    /// The constraint's terms as engine cells (zero coefficients dropped).
    func registerTerms(of constraint: Constraint, newVariables: inout [ObjectIdentifier]) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms where term.coefficient != 0 {
            cells.append(Cell(symbol: symbol(for: term.variable, newVariables: &newVariables), coefficient: term.coefficient))
        }
        return cells
    }

    func allocateRecord() -> Int {
        if let index = freeRecords.popLast() { return index }
        records.append(nil)
        return records.count - 1
    }

    /// Removes a record's row from the engine (no optimization) and frees the record.
    func removeRecord(_ index: Int) {
        guard let record = records[index] else { return }
        let level = record.isRequired ? -1 : engine.levelSlot(for: record.priority.rawValue)
        engine.removeConstraint(marker: record.marker, other: record.other, relation: record.relation, level: level)
        records[index] = nil
        freeRecords.append(index)
    }

    /// Changes a record's constant through its marker; rolls back and throws for a required
    /// constraint whose new constant is infeasible.
    func changeConstant(ofRecord index: Int, to constant: Double) throws(SolverError) {
        guard var record = records[index] else { return }
        let shift = (constant - record.constant) / record.markerCoefficient
        guard shift != 0 else { return }
        if record.isRequired {
            engine.beginTransaction()
            if let failed = engine.shiftMarker(record.marker, by: shift) {
                let certificate = engine.certificate(ofFailedRow: failed)
                engine.rollbackTransaction()
                let candidates = certificate.filter { $0 != index }.compactMap { records[$0] }.filter(\.isRequired)
                    .map(\.constraint)
                throw .unsatisfiableConstraint(
                    record.constraint,
                    conflicts: explainConflict(record.constraint, constant: constant, candidates: candidates))
            }
            engine.commitTransaction()
        } else {
            _ = engine.shiftMarker(record.marker, by: shift)
        }
        record.constant = constant
        records[index] = record
        engine.valueEpoch &+= 1
    }
}
