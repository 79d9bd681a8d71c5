import Testing

@testable import StrutSolver

/// Issue 13, item 2: a suggestion or constant change that only moves row constants journals
/// just those constants (`JournalEntry.constant`) and its check skips the written rows' cells.
/// These tests pin what that must not change: a rolled-back call leaves the tableau bit for bit
/// as before (with and without dual pivots after the shift), and a shift that breaks a required
/// constraint through a written row is still caught.
@Suite struct ConstantOnlyCallTests {

    /// The journal entries of a call that moves constants only, read inside an open call.
    private func entryKinds(_ solver: Solver, _ call: () throws -> Void) rethrows -> (constants: Int, rows: Int) {
        solver.engine.beginCall()
        try call()
        var kinds = (constants: 0, rows: 0)
        for entry in solver.engine.journal {
            switch entry {
            case .constant: kinds.constants += 1
            case .row: kinds.rows += 1
            default: break
            }
        }
        solver.engine.endCall(keep: false)
        return kinds
    }

    /// Suggesting 20 (no pivot: x = 20 is feasible, y = 30 <= 50) journals constants only;
    /// suggesting 100 (y would be 110 > 50: dual pivots) journals whole rows too. The edit
    /// constraint is `x - suggestion + μ·marker = 0` with μ = -1, so moving the suggestion from 5
    /// to 20 shifts the marker by (-20 - -5) / -1 = 15, to 100 by 95.
    @Test func aShiftWithoutPivotsJournalsConstantsOnly() throws {
        let (solver, x, _, _) = try cappedEditSystem()
        try solver.suggestValue(5, for: x)
        let index = try #require(solver.edits[ObjectIdentifier(x)])
        let quiet = entryKinds(solver) { _ = solver.engine.shiftMarker(solver.numbers[index].marker, by: 15) }
        #expect(quiet.constants > 0)
        #expect(quiet.rows == 0)
        let pivoting = entryKinds(solver) { _ = solver.engine.shiftMarker(solver.numbers[index].marker, by: 95) }
        #expect(pivoting.rows > 0)
    }

    /// With the check forced to fail and the rebuild disabled, a suggestion throws and must leave
    /// every row constant, cell, state, cost and value bit-identical — for a shift alone (x: 5 →
    /// 20) and for a shift followed by dual pivots that rewrite the same rows (x: 5 → 100).
    @Test(arguments: [20.0, 100.0])
    func aRejectedSuggestionRestoresTheTableauBitForBit(suggestion: Double) throws {
        let (solver, x, y, w) = try cappedEditSystem()
        try solver.suggestValue(5, for: x)
        try expectRejectedSuggestionRestores(solver, x: x, y: y, w: w, suggestion: suggestion)
    }

    /// A constant-only call whose shift leaves a written row off (as a rounding would) is caught:
    /// y's row is moved by 0.5 through the constant journal, so y == x + 10 is off by 0.5 (x
    /// does not read y's row, so it stays 5).
    @Test func aConstantOnlyWriteThatBreaksARequiredConstraintIsCaught() throws {
        let (solver, x, y, _) = try cappedEditSystem()
        try solver.suggestValue(5, for: x)
        // y is basic (its value 15 is not 0), in an eager row or a definition reading x.
        let target = try #require(solver.variableSymbols[ObjectIdentifier(y)])
        try #require(solver.engine.perSymbol[target].flags.state != .parametric)
        solver.engine.beginCall()
        solver.engine.recordConstant(target)
        solver.engine.perSymbol[target].row.constant += 0.5
        solver.engine.touch(target)
        let failure = solver.verifyCall { "corrupted call" }
        solver.engine.endCall(keep: false)
        guard case .numericalFailure(let message) = failure else {
            Issue.record("expected a numerical failure, got \(String(describing: failure))")
            return
        }
        #expect(message.contains("off by 0.5"))
        #expect([x, y].map { solver.value(of: $0) } == [5, 15])
    }
}
