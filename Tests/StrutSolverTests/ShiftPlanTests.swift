import Testing

@testable import StrutSolver

/// Shift plans (Engine+ShiftPlans.swift): a suggestion or constant change that needs no pivot
/// reuses the rows, coefficients and check lists of the previous shift of the same marker.
/// These tests pin that a reused plan changes nothing a caller can see: the same bits as without
/// plans, a plan never outlives a structural change, and a rejected call still restores the
/// tableau exactly.
@Suite struct ShiftPlanTests {

    /// A form of two edit variables (width, height) and required and soft constraints among
    /// eight variables, with coefficients that round (0.3, 1/3), so that any change in the order
    /// or grouping of the arithmetic would show in the bits.
    private func form(plans: Bool) throws -> (Solver, edits: [Variable], all: [Variable]) {
        let solver = Solver()
        solver.engine.disablesShiftPlansForTesting = !plans
        let width = Variable("width"), height = Variable("height")
        let left = Variable("left"), right = Variable("right"), top = Variable("top"), bottom = Variable("bottom")
        let middle = Variable("middle"), third = Variable("third")
        try solver.addEditVariable(width, priority: 999)
        try solver.addEditVariable(height, priority: 999)
        try solver.addConstraints([
            left == 0.3 * width + 1.7,
            right == width - 10.1,
            middle == 0.5 * left + 0.5 * right,
            third * 3.0 == right - left,
            top >= 0.0,
            (top == 0.125 * height) | 250,
            bottom == height - top - 3.3,
            right >= left,
        ])
        return (solver, [width, height], [width, height, left, right, top, bottom, middle, third])
    }

    @Test func aReusedPlanGivesTheBitsOfASolverWithoutPlans() throws {
        let (planned, plannedEdits, plannedAll) = try form(plans: true)
        let (fresh, freshEdits, freshAll) = try form(plans: false)
        let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
        for step in 0..<24 {
            let (w, h) = sizes[step % sizes.count]
            for (solver, edits) in [(planned, plannedEdits), (fresh, freshEdits)] {
                try solver.suggestValue(w, for: edits[0])
                try solver.suggestValue(h, for: edits[1])
            }
            #expect(plannedAll.map { planned.value(of: $0).bitPattern } == freshAll.map { fresh.value(of: $0).bitPattern })
            #expect(planned.fetchChangedVariables().map(\.name) == fresh.fetchChangedVariables().map(\.name))
        }
        // Hand-computed at the last size, (800, 400): left = 0.3 × 800 + 1.7 = 241.7,
        // right = 789.9, top = 50, bottom = 400 - 50 - 3.3 = 346.7.
        let values = plannedAll.map { planned.value(of: $0) }
        #expect(abs(values[2] - 241.7) < 1e-9 && abs(values[3] - 789.9) < 1e-9)
        #expect(abs(values[4] - 50) < 1e-9 && abs(values[5] - 346.7) < 1e-9)
        // The planned solver reused its plans for most of its 48 suggestions (a plan's first
        // shift makes it, its second keeps the check lists, a pivot drops it); the other never.
        #expect(planned.engine.shiftPlanReuses >= 24)
        #expect(fresh.engine.shiftPlanReuses == 0)
    }

    /// A plan made before a new constraint would miss the new row that reads x: after the add,
    /// the next suggestion must make a new plan, and z == 3x must follow x.
    @Test func aPlanIsDroppedAfterAStructuralChange() throws {
        let (solver, x, y, w) = try cappedEditSystem()
        try solver.suggestValue(5, for: x)
        try solver.suggestValue(20, for: x)
        try solver.suggestValue(25, for: x)
        let index = try #require(solver.edits[ObjectIdentifier(x)])
        let marker = solver.numbers[index].marker
        try #require(solver.engine.shiftPlanSlot(for: marker) != nil)
        #expect(solver.engine.shiftPlanReuses >= 1)
        let z = Variable("z")
        let tied = z == 3.0 * x
        try solver.addConstraint(tied)
        #expect(solver.engine.shiftPlanSlot(for: marker) == nil)
        try solver.suggestValue(30, for: x)
        // x = 30, y = 40, w = 60, z = 90.
        #expect([x, y, w, z].map { solver.value(of: $0) } == [30, 40, 60, 90])
        try solver.suggestValue(35, for: x)
        #expect([x, y, w, z].map { solver.value(of: $0) } == [35, 45, 70, 105])
        // Removing it drops the plan again.
        try solver.removeConstraint(tied)
        #expect(solver.engine.shiftPlanSlot(for: marker) == nil)
        try solver.suggestValue(15, for: x)
        #expect([x, y, w].map { solver.value(of: $0) } == [15, 25, 30])
    }

    /// A pivot drops the plan too: suggesting 100 caps y at 50 (dual pivots), then 20 again.
    @Test func aPivotDropsThePlan() throws {
        let (solver, x, y, w) = try cappedEditSystem()
        try solver.suggestValue(5, for: x)
        try solver.suggestValue(20, for: x)
        let version = solver.engine.structureVersion
        try solver.suggestValue(100, for: x)
        #expect(solver.engine.structureVersion != version)
        #expect([x, y, w].map { solver.value(of: $0) } == [40, 50, 80])
        try solver.suggestValue(20, for: x)
        try solver.suggestValue(30, for: x)
        #expect([x, y, w].map { solver.value(of: $0) } == [30, 40, 60])
    }

    /// With the check forced to fail and the rebuild disabled, a suggestion that would reuse a
    /// checked plan throws and leaves every bit as before; the next suggestions are right.
    @Test(arguments: [20.0, 100.0])
    func aRejectedPlannedCallRestoresTheTableauBitForBit(suggestion: Double) throws {
        let (solver, x, y, w) = try cappedEditSystem()
        try solver.suggestValue(5, for: x)
        try solver.suggestValue(6, for: x)
        try solver.suggestValue(5, for: x)
        let index = try #require(solver.edits[ObjectIdentifier(x)])
        let slot = try #require(solver.engine.shiftPlanSlot(for: solver.numbers[index].marker))
        #expect(solver.engine.shiftPlans[slot].isChecked)
        try expectRejectedSuggestionRestores(solver, x: x, y: y, w: w, suggestion: suggestion)
    }

    /// A checked plan still catches a written row that breaks a required constraint: y's row,
    /// moved by the shift and then by 0.5 more (as a rounding would), leaves y == x + 10 off by 0.5.
    @Test func aPlannedCheckCatchesABrokenRow() throws {
        let (solver, x, y, _) = try cappedEditSystem()
        try solver.suggestValue(5, for: x)
        try solver.suggestValue(6, for: x)
        try solver.suggestValue(5, for: x)
        let index = try #require(solver.edits[ObjectIdentifier(x)])
        let marker = solver.numbers[index].marker
        let target = try #require(solver.variableSymbols[ObjectIdentifier(y)])
        let reuses = solver.engine.shiftPlanReuses
        solver.engine.beginCall()
        // The edit record's marker moves by 1 (x: 5 → 6; μ = -1, so the shift is (-6 - -5) / -1);
        // the edit constraint is soft, so its record's constant, left at -5, is not checked.
        _ = solver.engine.shiftMarker(marker, by: 1)
        try #require(solver.engine.shiftPlans[try #require(solver.engine.shiftPlanOfCall)].written.contains(target))
        solver.engine.recordConstant(target)
        solver.engine.perSymbol[target].row.constant += 0.5
        solver.engine.touch(target)
        let failure = solver.verifyCall { "corrupted call" }
        solver.engine.endCall(keep: false)
        #expect(solver.engine.shiftPlanReuses == reuses + 1)
        guard case .numericalFailure(let message) = failure else {
            Issue.record("expected a numerical failure, got \(String(describing: failure))")
            return
        }
        #expect(message.contains("off by 0.5"))
        #expect([x, y].map { solver.value(of: $0) } == [5, 15])
    }
}
