import Testing

@testable import StrutSolver

/// `Solver.snapshot(of:)` and `Solver.adopt(_:for:)` (issue 12, item 2): an empty solver given
/// a batch of the structure of one solved before starts from that solved tableau. The oracle is
/// a fresh solver given the same batch with `addConstraints`, and hand-derived values.
@Suite struct SnapshotTests {
    /// A label in a container: `left == 8`, `right == left + width`, `width == content @750`,
    /// `width >= minimum`, `right <= container - 8`. By hand: width = max(minimum,
    /// min(content, container - 16)) when minimum ≤ container - 16 (else unsatisfiable), left = 8,
    /// right = 8 + width.
    final class Label {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let constraints: [Constraint]

        init(content: Double, minimum: Double, container: Double, relation: Relation = .lessThanOrEqual) {
            constraints = [
                left == 8.0,
                right == left + width,
                (width == content) | .defaultHigh,
                width >= minimum,
                Constraint(right - (container - 8), relation),
            ]
        }

        func values(in solver: Solver) -> [Double] { [left, width, right].map { solver.value(of: $0) } }
    }

    static func solved(_ label: Label) -> Solver {
        let solver = Solver()
        try? solver.addConstraints(label.constraints)
        return solver
    }

    @Test func adoptingGivesTheHandDerivedValues() throws {
        let template = Label(content: 50, minimum: 10, container: 200)
        let snapshot = try #require(Self.solved(template).snapshot(of: ConstraintBatch(template.constraints)))
        // Content 300 in 200 - 16 = 184: compressed to 184 (the @750 equality gives way).
        let wide = Label(content: 300, minimum: 10, container: 200)
        let a = Solver()
        #expect(a.adopt(snapshot, for: ConstraintBatch(wide.constraints)))
        #expect(wide.values(in: a) == [8, 184, 192])
        // Content 30 in 100 - 16 = 84: 30 wide.
        let narrow = Label(content: 30, minimum: 10, container: 100)
        let b = Solver()
        #expect(b.adopt(snapshot, for: ConstraintBatch(narrow.constraints)))
        #expect(narrow.values(in: b) == [8, 30, 38])
        // The adopted solver goes on like any other: a constant change, then a removal.
        try b.setConstant(-60, of: narrow.constraints[2])
        #expect(narrow.values(in: b) == [8, 60, 68])
        try b.removeConstraint(narrow.constraints[4])
        try b.setConstant(-500, of: narrow.constraints[2])
        #expect(narrow.values(in: b) == [8, 500, 508])
        #expect(b.statistics.constraints == 4)
    }

    /// An adopted solver leaves its identity tables (variable → symbol, constraint → record) to
    /// build at first use; every lookup answers as on a solver given the batch with
    /// `addConstraints` (through the caches adopting set, then through the tables built late).
    @Test func anAdoptedSolversTablesAnswerLikeAFreshOnes() throws {
        let template = Label(content: 50, minimum: 10, container: 200)
        let snapshot = try #require(Self.solved(template).snapshot(of: ConstraintBatch(template.constraints)))
        let label = Label(content: 70, minimum: 10, container: 200)
        let solver = Solver()
        #expect(solver.adopt(snapshot, for: ConstraintBatch(label.constraints)))
        #expect(solver.indexesPending)
        // Through the caches: no table built.
        #expect(label.values(in: solver) == [8, 70, 78])
        try solver.setConstant(-90, of: label.constraints[2])
        #expect(solver.constant(of: label.constraints[2]) == -90)
        #expect(solver.indexesPending)
        // A table read builds both, with every variable and constraint of the batch.
        #expect(solver.hasConstraint(label.constraints[0]))
        #expect(!solver.indexesPending)
        #expect(solver.statistics.constraints == 5 && solver.statistics.variables == 3)
        for (i, c) in label.constraints.enumerated() {
            #expect(solver.recordIndex[ObjectIdentifier(c)] != nil, "constraint \(i)")
        }
        // A duplicate add is refused, an unknown constraint is unknown, a removal works.
        #expect(throws: SolverError.self) { try solver.addConstraint(label.constraints[1]) }
        #expect(!solver.hasConstraint(template.constraints[0]))
        try solver.removeConstraint(label.constraints[4])
        try solver.setConstant(-500, of: label.constraints[2])
        #expect(label.values(in: solver) == [8, 500, 508])
        // A removal first, without any lookup before: the tables are built for it.
        let other = Label(content: 30, minimum: 10, container: 100)
        let second = Solver()
        #expect(second.adopt(snapshot, for: ConstraintBatch(other.constraints)))
        try second.removeConstraints([other.constraints[4], other.constraints[3]])
        #expect(second.statistics.constraints == 3)
        try second.addConstraint(other.width <= 20.0)
        #expect(other.values(in: second) == [8, 20, 28])
    }

    /// A batch that lists one constraint twice matches a structure that has the constraint twice
    /// (the same terms at two positions) but is refused, leaving the fresh path to report the
    /// duplicate; so is a non-finite constant.
    @Test func aConstraintListedTwiceOrANonFiniteConstantIsRefused() throws {
        let x = Variable("x"), y = Variable("y")
        let twice = [x == 10.0, y == x + 5.0, (x == 12.0) | .defaultLow, (x == 12.0) | .defaultLow]
        let template = Solver()
        try template.addConstraints(twice)
        let snapshot = try #require(template.snapshot(of: ConstraintBatch(twice)))
        let a = Variable("a"), b = Variable("b")
        let repeated = (a == 14.0) | .defaultLow
        let batch = [a == 10.0, b == a + 5.0, repeated, repeated]
        #expect(ConstraintBatch(batch).signature == snapshot.signature)
        let solver = Solver()
        #expect(!solver.adopt(snapshot, for: ConstraintBatch(batch)))
        #expect(solver.statistics == SolverStatistics())
        #expect(!solver.indexesPending)
        #expect(throws: SolverError.self) { try solver.addConstraints(batch) }
        let infinite = [a == 10.0, b == a + Double.infinity, (a == 14.0) | .defaultLow, (a == 13.0) | .defaultLow]
        let other = Solver()
        #expect(!other.adopt(snapshot, for: ConstraintBatch(infinite)))
        #expect(other.statistics == SolverStatistics())
    }

    /// 300 random systems of one structure: the adopted solver's values equal the fresh
    /// solver's exactly, and its change report names the same variables.
    @Test func adoptingMatchesAFreshSolveOnRandomConstants() throws {
        let template = Label(content: 50, minimum: 10, container: 200)
        let snapshot = try #require(Self.solved(template).snapshot(of: ConstraintBatch(template.constraints)))
        var state: UInt64 = 7
        func next(_ n: UInt64) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double((state >> 33) % n) / 2
        }
        var adopted = 0
        for _ in 0..<300 {
            let container = 20 + next(800)
            let label = Label(content: next(1000), minimum: next(2 * UInt64(container)), container: container)
            let fresh = Solver()
            let freshError = thrownError { () throws(SolverError) in try fresh.addConstraints(label.constraints) }
            let reused = Solver()
            if reused.adopt(snapshot, for: ConstraintBatch(label.constraints)) {
                adopted += 1
                #expect(freshError == nil)
                #expect(label.values(in: reused) == label.values(in: fresh))
                #expect(reused.fetchChangedVariables() == fresh.fetchChangedVariables())
            } else {
                // Only an unsatisfiable minimum (> container - 16) is refused here (the optimum is
                // otherwise unique: width = max(minimum, min(content, container - 16))).
                #expect(freshError != nil)
                #expect(reused.statistics.constraints == 0 && reused.statistics.variables == 0)
            }
        }
        #expect(adopted > 150)
    }

    @Test func aConflictLeavesTheSolverEmptyAndTheFreshAddReportsIt() throws {
        let template = Label(content: 50, minimum: 10, container: 200)
        let snapshot = try #require(Self.solved(template).snapshot(of: ConstraintBatch(template.constraints)))
        // minimum 300 > 200 - 16.
        let label = Label(content: 50, minimum: 300, container: 200)
        let solver = Solver()
        #expect(!solver.adopt(snapshot, for: ConstraintBatch(label.constraints)))
        #expect(solver.statistics == SolverStatistics())
        let named = conflicts { () throws(SolverError) in try solver.addConstraints(label.constraints) }
        #expect(named != nil)
        #expect(solver.statistics.constraints == 0)
    }

    @Test func anotherStructureIsRefused() throws {
        let template = Label(content: 50, minimum: 10, container: 200)
        let snapshot = try #require(Self.solved(template).snapshot(of: ConstraintBatch(template.constraints)))
        let other = Label(content: 50, minimum: 10, container: 200, relation: .equal)
        #expect(ConstraintBatch(other.constraints).signature != snapshot.signature)
        let solver = Solver()
        #expect(!solver.adopt(snapshot, for: ConstraintBatch(other.constraints)))
        #expect(solver.statistics.constraints == 0)
        // A solver that is not empty is refused too.
        let full = Self.solved(Label(content: 1, minimum: 0, container: 50))
        #expect(!full.adopt(snapshot, for: ConstraintBatch(Label(content: 2, minimum: 0, container: 50).constraints)))
        #expect(full.statistics.constraints == 5)
    }

    /// `x >= 0` alone leaves x free at zero cost: another optimum moves it, so the state is not
    /// one to start others from. With `x == 5 @250` added, x has a cost and the optimum is unique.
    @Test func anOptimumThatIsNotUniqueIsNotCaptured() throws {
        let x = Variable("x"), w = Variable("w")
        let free = [x >= 0.0, w == 10.0]
        let a = Solver()
        try a.addConstraints(free)
        #expect(a.snapshot(of: ConstraintBatch(free)) == nil)
        let pinned = [x >= 0.0, w == 10.0, (x == 5.0) | .defaultLow]
        let b = Solver()
        try b.addConstraints(pinned)
        #expect(b.snapshot(of: ConstraintBatch(pinned)) != nil)
    }

    @Test func aSnapshotKeepsNoVariableOrConstraintAlive() throws {
        weak var variable: Variable?
        weak var constraint: Constraint?
        var snapshot: SolverSnapshot?
        do {
            let label = Label(content: 50, minimum: 10, container: 200)
            variable = label.width
            constraint = label.constraints[2]
            snapshot = Self.solved(label).snapshot(of: ConstraintBatch(label.constraints))
        }
        #expect(snapshot != nil)
        #expect(variable == nil && constraint == nil)
    }
}
