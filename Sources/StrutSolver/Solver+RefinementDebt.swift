// Refinement of the incremental calls (issue 13), amortized over what the calls touched.
//
// The first batch and every rebuild are refined because they read every record anyway
// (Solver+Refinement.swift). An incremental call reads only what it wrote, yet on an
// ill-conditioned tableau its pivots and shifts let the values drift from their rows just the
// same: soak seed 566999, refined after its first batch (level 999 within 0.002 of HiGHS),
// ended its sequence 0.25 off at level 999, the drift coming from one priority change
// whose pivots took the largest residual from 6e-5 to 1.7e-3 of the constraints' terms.
//
// The records whose markers a call wrote are not all it moved: a soft constraint whose
// variables the call moved but whose errors it did not write picks up the rounding of those
// variables' rows (the drift that matters for optimality), and soft constraints are not indexed
// by variable (an index kept on every add and removal would cost the layouts). So a solver whose coefficients span more than ``Solver/refinementSpread`` (it is
// *ill-scaled*: layouts, with ±1 and simple multipliers, are not, and pay one test per call)
// keeps a debt: each kept call adds its journal's length (the rows, constants and costs it
// wrote, at least 1), and once the debt reaches the engine's symbol count every live record is
// refined (``refineValues(of:records:)``, as a batch is), which costs about that much; the debt
// is then cleared. The refinement's total cost is thus proportional to the work of the calls that
// preceded it; a call that rewrote a large share of the tableau (a priority change, a removal
// with pivots) pays its own refinement at once.
//
// The refinement runs after the call's check passed, inside its transaction, and is kept only
// if every live required constraint still holds within ``requiredTolerance`` at finite
// values afterwards (a full check, of the same order as the refinement): otherwise the engine
// is put back as the call's check left it. A call never throws because of it, and a failed
// call never reaches it. Deterministic: the records' order and the tableau decide everything.

extension Solver {
    /// Notes the magnitudes of an insertion's coefficients in ``coefficientSpan`` and updates
    /// ``isIllScaled`` (called by ``insert(_:validated:)`` with what it registered).
    func noteCoefficientSpan(_ magnitudes: (smallest: Double, largest: Double)) {
        coefficientSpan.smallest = min(coefficientSpan.smallest, magnitudes.smallest)
        coefficientSpan.largest = max(coefficientSpan.largest, magnitudes.largest)
        isIllScaled = coefficientSpan.largest > Solver.refinementSpread * coefficientSpan.smallest
    }

    /// After a kept call's check, on an ill-scaled solver: adds the call's journal length to
    /// ``refinementDebt`` and, once the debt reaches the engine's symbol count, refines every
    /// live record, keeping the result only if the full check of the required records passes
    /// (see the file's discussion). Returns whether refined values were kept. Not inlined: its
    /// caller, the end of every call, stays as lean as before on a layout's solver (one test of
    /// ``isIllScaled``).
    /// - Complexity: O(1) until the debt is due; then O(symbols + the live records' terms) and
    ///   the dual simplex passes of at most ``refinementRounds`` rounds.
    @discardableResult @inline(never)
    func payRefinementDebt() -> Bool {
        // (Negative only after a refined first batch whose check failed and was rebuilt instead:
        // its credit, the batch's own journal, is not carried over.)
        refinementDebt = max(0, refinementDebt) + max(1, engine.journal.count)
        guard refinementDebt >= engine.symbolCount else { return false }
        refinementDebt = 0
        bindRecordsIfUnbound()  // (the refinement reads every record)
        let checked = engine
        guard refineValues(of: &engine, records: liveRefinedRecords()) else { return false }
        if requiredRecordsHold() { return true }
        engine = checked
        return false
    }

    /// Whether every live required record holds within the tolerance and every external's
    /// value is finite (the full check, as after a rebuild).
    func requiredRecordsHold() -> Bool {
        for s in 0..<engine.symbolCount where engine.perSymbol[s].flags.kind == .external {
            guard engine.value(of: s).isFinite else { return false }
        }
        for index in records.indices where records[index]?.isRequired == true {
            if violation(ofRecord: index) != nil { return false }
        }
        return true
    }
}
