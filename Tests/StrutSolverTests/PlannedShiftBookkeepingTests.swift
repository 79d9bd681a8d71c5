import Testing

@testable import StrutSolver

/// A planned shift (Engine+Constants.swift, `shiftPlannedRows`) moves its rows' constants,
/// journals them and lists them as touched and invalidated in one pass, written straight into
/// the lists' storage. These tests pin that its bookkeeping is exactly that of a shift without a
/// plan (row after row through the column and dependents lists): the same journal entries, the
/// same touched and invalidated lists, in the same order, and the same queued infeasible rows.
@Suite struct PlannedShiftBookkeepingTests {

    /// The engine state a shift leaves for the check, the rollback and the change report.
    private struct Bookkeeping: Equatable {
        var journal: [String]
        var touched: [Int]
        var invalidated: [Int]
        var constants: [UInt64]
        var infeasible: [Int]
        /// The constants after the re-solve.
        var solved: [UInt64] = []
    }

    /// A form whose width edit moves eager rows (left, right, middle) and lazy ones (definitions
    /// of `third` and `span`), with a required cap that a large width breaks (dual pivots).
    private func form(plans: Bool) throws -> (Solver, width: Variable, height: Variable) {
        let solver = Solver()
        solver.engine.disablesShiftPlansForTesting = !plans
        let width = Variable("width"), height = Variable("height")
        let left = Variable("left"), right = Variable("right"), middle = Variable("middle")
        let third = Variable("third"), span = Variable("span"), top = Variable("top")
        try solver.addEditVariable(width, priority: 999)
        try solver.addEditVariable(height, priority: 999)
        try solver.addConstraints([
            left == 0.3 * width + 1.7,
            right == width - 10.1,
            middle == 0.5 * left + 0.5 * right,
            third * 3.0 == right - left,
            span == third + middle,
            right <= 900.0,
            (top == 0.125 * height) | 250,
            top >= 0.0,
        ])
        return (solver, width, height)
    }

    /// Suggests `value` for `edit` as the engine's call does, up to the check: reads the
    /// bookkeeping after the shift, re-solves, and closes the call (kept).
    private func shift(_ solver: Solver, _ edit: Variable, to value: Double) throws -> Bookkeeping {
        let index = try #require(solver.edits[ObjectIdentifier(edit)])
        let marker = solver.numbers[index].marker
        let shift = (-value - solver.numbers[index].constant) / solver.numbers[index].markerCoefficient
        solver.engine.beginCall()
        _ = solver.engine.shiftMarker(marker, by: shift, solving: false)
        let engine = solver.engine
        let journal = engine.journal.map { entry -> String in
            switch entry {
            case let .constant(s, c): "constant \(s) \(c.bitPattern)"
            case let .row(s, _, _, count, c): "row \(s) \(count) \(c.bitPattern)"
            case let .column(s, _, count): "column \(s) \(count)"
            case let .dependents(s, _, count): "dependents \(s) \(count)"
            case let .objective(s, _): "objective \(s)"
            case let .reused(s, _, _): "reused \(s)"
            case let .columnAppend(s): "column append \(s)"
            case let .dependentsAppend(s): "dependents append \(s)"
            }
        }
        var result = Bookkeeping(
            journal: journal, touched: Array(engine.touched), invalidated: Array(engine.invalidated),
            constants: (0..<engine.symbolCount).map { engine.perSymbol[$0].row.constant.bitPattern },
            infeasible: Array(engine.infeasible.storage))
        #expect(solver.engine.solve() == nil)
        result.solved = (0..<solver.engine.symbolCount).map { solver.engine.perSymbol[$0].row.constant.bitPattern }
        solver.engine.endCall(keep: true)
        solver.numbers[index].constant = -value
        solver.records[index]?.constant = -value
        return result
    }

    @Test func aPlannedShiftKeepsTheBooksOfAnUnplannedOne() throws {
        let (planned, plannedWidth, plannedHeight) = try form(plans: true)
        let (direct, directWidth, directHeight) = try form(plans: false)
        // Repeated sizes, so that the planned solver shifts through built plans; 2000 breaks
        // the cap (right = 1989.9 > 900: dual pivots, the plan dropped and made again).
        let sizes: [(Double, Double)] = [(400, 600), (600, 400), (400, 600), (800, 200), (2000, 300), (600, 400), (500, 500)]
        var queued = 0
        for (step, (w, h)) in (sizes + sizes).enumerated() {
            let a = try shift(planned, plannedWidth, to: w)
            #expect(try a == shift(direct, directWidth, to: w), "width, step \(step)")
            queued += a.infeasible.count
            #expect(try shift(planned, plannedHeight, to: h) == shift(direct, directHeight, to: h), "height, step \(step)")
            // The lists are emptied by the change report, as after a public call.
            #expect(planned.fetchChangedVariables().map(\.name) == direct.fetchChangedVariables().map(\.name))
        }
        // The planned solver shifted through plans (built at a marker's second shift); the
        // other never; the cap queued rows for the dual simplex.
        #expect(planned.engine.shiftPlans.contains { $0.isBuilt })
        #expect(direct.engine.shiftPlans.allSatisfy { !$0.isBuilt })
        #expect(queued > 0)
    }
}
