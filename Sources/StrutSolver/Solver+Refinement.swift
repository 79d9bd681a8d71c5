// Iterative refinement (issue 13): the values read back from an ill-conditioned tableau can be
// far from what its own bookkeeping says. On soak seed 566999 (25 variables, 174 constraints,
// coefficients from 1.7e-4 to 2.96) the first batch's optimal vertex has tableau coefficients
// of 3.6e11 (a definition `x18 = 7.65e12 − 3.56e11·s21 + …` read through basic symbols): the
// tableau counts the level-999 errors at 224.016 (HiGHS's optimum is 224.008), but at the
// values it reports `2.917·x18 − 146.43 = 0` is off by 0.71, and level 999 reads 224.79.
//
// The remedy is the one LP codes use after a factorization: evaluate every constraint at the
// reported values (its terms, its marker and error), and move each residual `r` back into the
// tableau as a constant change of that constraint (`marker` shifted by `r / μ`, what
// ``Solver/setConstant(_:of:)`` does for a real change, here with the record's constant kept):
// the tableau's own columns act as the approximate inverse of the basis, so one round removes
// most of the residual (0.71 → 0.0037 on that seed, level 999 then 224.0105). A dual simplex
// pass restores feasibility if a shifted row went negative.
//
// A round is kept only if it lowers the largest residual (scaled by each constraint's largest
// term), so a tableau too ill-conditioned for its columns to help (soak seed 41999: values near
// 2.5e11) is left as it was. Refinement runs where the solver already reads every record: after
// the first batch of an empty solver (when its coefficients span more than
// ``Solver/refinementSpread``: a layout's ±1 and simple multipliers do not, and cost nothing)
// and in rebuilds (Solver+Recovery.swift); a rebuild whose residuals are all below
// ``Solver/refinementThreshold`` pays one pass over its terms and changes nothing.
// Deterministic: the records' order and the tableau decide every shift.

extension Solver {
    /// A constraint whose residual at the reported values exceeds this fraction of its largest
    /// term (or of 1) is refined: far above the rounding of a well-conditioned evaluation
    /// (about 1e-15 of the largest term), and below the check's tolerance for required
    /// constraints (``requiredTolerance``, 1e-7).
    static let refinementThreshold = 1e-9

    /// A first batch is refined only if its largest coefficient exceeds its smallest by more
    /// than this factor: the tableau's entries grow by such ratios at each pivot. A layout's
    /// batch (±1, halves, aspect ratios) stays below it and pays nothing; issue 13's systems,
    /// with 1e-4 beside 3, pass it.
    static let refinementSpread = 64.0

    /// Rounds of refinement at most (the second one helps where the first left residuals the
    /// tableau's columns can still reduce; beyond it, rounding of the columns dominates).
    static let refinementRounds = 2

    /// One live record to refine: its index and its marker and error symbols in `target`.
    struct RefinedRecord {
        let index: Int
        let marker: Int
        let other: Int
    }

    /// Refines the values of `target`, whose records are `items` (see the file's discussion).
    /// Returns whether a round was kept (then `target` holds it; otherwise it is unchanged).
    @discardableResult
    func refineValues(of target: inout Engine, records items: [RefinedRecord]) -> Bool {
        guard !disablesRefinementForTesting else { return false }
        // Each record's scale is read once, at the values before refinement: a round that blew
        // values up would otherwise look better by the larger terms it divides by.
        var scales: [Double] = []
        scales.reserveCapacity(items.count)
        var shifts: [(marker: Int, by: Double)] = []
        var worst = residuals(of: &target, items, scales: &scales, shifts: &shifts)
        var kept = false
        for _ in 0..<Solver.refinementRounds where !shifts.isEmpty && worst.isFinite {
            var trial = target
            for shift in shifts { _ = trial.shiftMarkerWithoutPlan(shift.marker, by: shift.by) }
            guard trial.solve() == nil, !trial.pivotBudgetExceeded, !trial.metUnlimitedImprovement else { break }
            var next: [(marker: Int, by: Double)] = []
            let after = residuals(of: &trial, items, scales: &scales, shifts: &next)
            guard after < worst else { break }
            swap(&target, &trial)
            worst = after
            shifts = next
            kept = true
        }
        return kept
    }

    /// Evaluates each record of `items` at the values of `target`: returns the largest residual
    /// relative to its scale (its largest term at the first evaluation, at least 1: `scales` is
    /// filled by the first call and read by the next ones), infinity if one is not finite, and
    /// lists in `shifts` the marker shift that cancels each residual beyond
    /// ``refinementThreshold``. A redundant required equality (its dummy basic) is evaluated but
    /// never shifted: its row must stay at exactly 0.
    private func residuals(
        of target: inout Engine, _ items: [RefinedRecord], scales: inout [Double], shifts: inout [(marker: Int, by: Double)]
    ) -> Double {
        let first = scales.isEmpty
        var worst = 0.0
        for (position, item) in items.enumerated() {
            guard let record = records[item.index] else {
                if first { scales.append(1) }
                continue
            }
            let mu = record.markerCoefficient
            var sum = record.constant
            var scale = max(1, abs(record.constant))
            for k in record.termRange {
                let term = termPool[k].coefficient * target.value(of: termPool[k].symbol)
                sum += term
                scale = max(scale, abs(term))
            }
            let own = mu * target.value(of: item.marker)
            sum += own
            scale = max(scale, abs(own))
            if item.other >= 0 {
                let error = -mu * target.value(of: item.other)
                sum += error
                scale = max(scale, abs(error))
            }
            if first { scales.append(scale) }
            guard sum.isFinite else { return .infinity }
            let off = abs(sum) / scales[position]
            worst = max(worst, off)
            let redundant = target.perSymbol[item.marker].flags.kind == .dummy && target.perSymbol[item.marker].flags.state != .parametric
            if off > Solver.refinementThreshold && !redundant { shifts.append((item.marker, sum / mu)) }
        }
        return worst
    }

    /// The live records with their current markers, in record order (for a refinement of the
    /// solver's own engine).
    func liveRefinedRecords() -> [RefinedRecord] {
        var items: [RefinedRecord] = []
        items.reserveCapacity(records.count)
        for (index, record) in records.enumerated() {
            guard let record else { continue }
            items.append(RefinedRecord(index: index, marker: record.marker, other: record.other))
        }
        return items
    }
}
