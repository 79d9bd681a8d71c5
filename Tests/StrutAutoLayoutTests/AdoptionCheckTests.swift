import Testing

@testable import StrutSolver

/// The check after `Solver.adopt(_:for:)` when the constant shifts needed no pivot: issue 13's
/// local check over the rows the shifts wrote (`adoptedChangesCheckOut(rowsWritten:)`), not a
/// pass over every row and record. What it must still refuse, what it must let through, and
/// that solvers adopting one snapshot share nothing they write.
@Suite struct AdoptionCheckTests {
    /// `x == c`, `y == k × x` (required), `z == y + 1` (required), `(x == 0) @low`: by hand
    /// x = c, y = k·c, z = k·c + 1.
    final class Chain {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let constraints: [Constraint]

        init(c: Double, k: Double) {
            constraints = [
                x == c,
                y == k * x,
                z == y + 1.0,
                (x == 0.0) | .defaultLow,
            ]
        }

        func values(in solver: Solver) -> [Double] { [x, y, z].map { solver.value(of: $0) } }
    }

    static func snapshot(_ chain: Chain) throws -> SolverSnapshot {
        let solver = Solver()
        try solver.addConstraints(chain.constraints)
        return try #require(solver.snapshot(of: ConstraintBatch(chain.constraints)))
    }

    /// A constant whose shift carries a value past the largest double, through a row the shift
    /// writes and one reading it: refused (the solver left empty), as the fresh path refuses it.
    @Test func aShiftThatOverflowsIsRefused() throws {
        let snapshot = try Self.snapshot(Chain(c: 1, k: 1e300))
        let chain = Chain(c: 1e10, k: 1e300)
        let solver = Solver()
        #expect(!solver.adopt(snapshot, for: ConstraintBatch(chain.constraints)))
        #expect(solver.statistics == SolverStatistics())
        #expect(throws: SolverError.self) { try Solver().addConstraints(chain.constraints) }
    }

    /// Values beyond the local check's magnitude (1e15) take the full check, and pass: the
    /// hand-derived values, exactly.
    @Test func largeValuesTakeTheFullCheckAndPass() throws {
        let snapshot = try Self.snapshot(Chain(c: 3, k: 4))
        let chain = Chain(c: 1e16, k: 4)
        let solver = Solver()
        #expect(solver.adopt(snapshot, for: ConstraintBatch(chain.constraints)))
        #expect(chain.values(in: solver) == [1e16, 4e16, 4e16 + 1])
    }

    /// No constant differs: nothing is shifted or checked, and the values are the template's.
    @Test func equalConstantsAdoptTheTemplatesValues() throws {
        let snapshot = try Self.snapshot(Chain(c: 3, k: 4))
        let chain = Chain(c: 3, k: 4)
        let solver = Solver()
        #expect(solver.adopt(snapshot, for: ConstraintBatch(chain.constraints)))
        #expect(chain.values(in: solver) == [3, 12, 13])
        #expect(solver.statistics.pivots == 0)
    }

    /// An adopted solver's change reports (the first, then after a constant change) name the
    /// variables a fresh solver's name, in the same order (the snapshot keeps only externals
    /// in its list of symbols written since the last report).
    @Test func reportsNameWhatAFreshSolversName() throws {
        let snapshot = try Self.snapshot(Chain(c: 3, k: 4))
        let adopted = Chain(c: 5, k: 4), fresh = Chain(c: 5, k: 4)
        let a = Solver(), f = Solver()
        #expect(a.adopt(snapshot, for: ConstraintBatch(adopted.constraints)))
        try f.addConstraints(fresh.constraints)
        #expect(a.fetchChangedVariables().map(\.name) == ["x", "y", "z"])
        #expect(f.fetchChangedVariables().map(\.name) == ["x", "y", "z"])
        try a.setConstant(-6, of: adopted.constraints[0])
        try f.setConstant(-6, of: fresh.constraints[0])
        #expect(a.fetchChangedVariables().map(\.name) == f.fetchChangedVariables().map(\.name))
        #expect(adopted.values(in: a) == [6, 24, 25])
        #expect(a.fetchChangedVariables().isEmpty)
    }

    /// Two solvers adopt one snapshot; changes to one (a constant, a removal, an addition)
    /// reach neither the other nor a third adopting the snapshot afterwards, nor the template.
    @Test func adoptersShareNothingTheyWrite() throws {
        let template = Solver()
        let first = Chain(c: 3, k: 4)
        try template.addConstraints(first.constraints)
        let snapshot = try #require(template.snapshot(of: ConstraintBatch(first.constraints)))
        let a = Chain(c: 5, k: 4), b = Chain(c: 7, k: 4)
        let solverA = Solver(), solverB = Solver()
        #expect(solverA.adopt(snapshot, for: ConstraintBatch(a.constraints)))
        #expect(solverB.adopt(snapshot, for: ConstraintBatch(b.constraints)))
        #expect(a.values(in: solverA) == [5, 20, 21])
        #expect(b.values(in: solverB) == [7, 28, 29])
        try solverA.setConstant(-9, of: a.constraints[0])
        #expect(a.values(in: solverA) == [9, 36, 37])
        try solverA.removeConstraint(a.constraints[0])
        #expect(a.values(in: solverA) == [0, 0, 1])
        try solverA.addConstraint(a.z == 101.0)
        #expect(a.values(in: solverA) == [25, 100, 101])
        #expect(b.values(in: solverB) == [7, 28, 29])
        #expect(first.values(in: template) == [3, 12, 13])
        let c = Chain(c: 2, k: 4)
        let solverC = Solver()
        #expect(solverC.adopt(snapshot, for: ConstraintBatch(c.constraints)))
        #expect(c.values(in: solverC) == [2, 8, 9])
        try solverB.setConstant(-1, of: b.constraints[0])
        #expect(b.values(in: solverB) == [1, 4, 5])
        #expect(c.values(in: solverC) == [2, 8, 9])
    }
}
