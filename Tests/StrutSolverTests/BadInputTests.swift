import Testing

@testable import StrutSolver

/// Every kind of bad input gets its typed error and leaves the solver unchanged.
@Suite struct BadInputTests {
    /// A solver with x == 5 and y == x + 1 at 500, and its values.
    func makeSolver() throws -> (Solver, Variable, Variable, Constraint) {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let soft = (y == x + 1.0) | 500
        try solver.addConstraints([x == 5.0, soft])
        return (solver, x, y, soft)
    }

    func expectIntact(_ solver: Solver, _ x: Variable, _ y: Variable) {
        #expect(solver.value(of: x) == 5)
        #expect(solver.value(of: y) == 6)
        #expect(solver.statistics.constraints == 2)
    }

    static let nonFinite: [Double] = [.nan, .infinity, -.infinity]

    @Test(arguments: nonFinite)
    func nonFiniteCoefficient(_ bad: Double) throws {
        let (solver, x, y, _) = try makeSolver()
        let c = Constraint(Expression([Term(x, bad)], constant: 1), .equal)
        let error = thrownError { () throws(SolverError) in try solver.addConstraint(c) }
        #expect(error.map { if case .nonFiniteValue(let m) = $0 { m.contains("coefficient") && m.contains("x") } else { false } } == true)
        #expect(!solver.hasConstraint(c))
        expectIntact(solver, x, y)
    }

    @Test(arguments: nonFinite)
    func nonFiniteConstantsAndSuggestions(_ bad: Double) throws {
        let (solver, x, y, soft) = try makeSolver()
        let c = Constraint(Expression([Term(x)], constant: bad), .lessThanOrEqual)
        #expect(
            thrownError { () throws(SolverError) in try solver.addConstraint(c) }.map {
                if case .nonFiniteValue = $0 { true } else { false }
            } == true)
        #expect(
            thrownError { () throws(SolverError) in try solver.setConstant(bad, of: soft) }.map {
                if case .nonFiniteValue = $0 { true } else { false }
            } == true)
        #expect(solver.constant(of: soft) == -1)
        try solver.addEditVariable(y, priority: 100)
        #expect(
            thrownError { () throws(SolverError) in try solver.suggestValue(bad, for: y) }.map {
                if case .nonFiniteValue(let m) = $0 { m.contains("y") } else { false }
            } == true)
        expectIntact(solver, x, y)
    }

    @Test(arguments: [Priority(0), Priority(1001), Priority(-5), Priority(.nan), Priority(0.5)])
    func prioritiesOutsideTheRange(_ bad: Priority) throws {
        let (solver, x, y, soft) = try makeSolver()
        let c = (x >= 1.0) | bad
        #expect(
            thrownError { () throws(SolverError) in try solver.addConstraint(c) }.map {
                if case .invalidPriority = $0 { true } else { false }
            } == true)
        #expect(
            thrownError { () throws(SolverError) in try solver.setPriority(bad, of: soft) }.map {
                if case .invalidPriority = $0 { true } else { false }
            } == true)
        #expect(
            thrownError { () throws(SolverError) in try solver.addEditVariable(y, priority: bad) }.map {
                if case .invalidPriority = $0 { true } else { false }
            } == true)
        #expect(!solver.hasEditVariable(y))
        expectIntact(solver, x, y)
    }

    @Test func unknownAndDuplicateConstraints() throws {
        let (solver, x, y, soft) = try makeSolver()
        let stranger = x >= 0.0
        #expect(
            thrownError { () throws(SolverError) in try solver.removeConstraint(stranger) }.map {
                if case .unknownConstraint(let c) = $0 { c === stranger } else { false }
            } == true)
        // One unknown in a batch: nothing is removed.
        #expect(thrownError { () throws(SolverError) in try solver.removeConstraints([soft, stranger]) } != nil)
        #expect(solver.hasConstraint(soft))
        // The same constraint twice in one batch: nothing is removed.
        #expect(thrownError { () throws(SolverError) in try solver.removeConstraints([soft, soft]) } != nil)
        #expect(solver.hasConstraint(soft))
        #expect(
            thrownError { () throws(SolverError) in try solver.addConstraint(soft) }.map {
                if case .duplicateConstraint(let c) = $0 { c === soft } else { false }
            } == true)
        #expect(
            thrownError { () throws(SolverError) in try solver.addConstraints([stranger, stranger]) }.map {
                if case .duplicateConstraint = $0 { true } else { false }
            } == true)
        #expect(!solver.hasConstraint(stranger))
        #expect(
            thrownError { () throws(SolverError) in try solver.setConstant(1, of: stranger) }.map {
                if case .unknownConstraint = $0 { true } else { false }
            } == true)
        #expect(
            thrownError { () throws(SolverError) in try solver.setPriority(10, of: stranger) }.map {
                if case .unknownConstraint = $0 { true } else { false }
            } == true)
        #expect(solver.constant(of: stranger) == nil)
        expectIntact(solver, x, y)
    }

    @Test func requiredPrioritiesCannotChangeInPlace() throws {
        let (solver, x, y, soft) = try makeSolver()
        let required = x >= 0.0
        try solver.addConstraint(required)
        #expect(
            thrownError { () throws(SolverError) in try solver.setPriority(500, of: required) }.map {
                if case .badRequiredPriority = $0 { true } else { false }
            } == true)
        #expect(
            thrownError { () throws(SolverError) in try solver.setPriority(.required, of: soft) }.map {
                if case .badRequiredPriority = $0 { true } else { false }
            } == true)
        #expect(
            thrownError { () throws(SolverError) in try solver.addEditVariable(x, priority: .required) }.map {
                if case .badRequiredPriority = $0 { true } else { false }
            } == true)
        try solver.removeConstraint(required)
        expectIntact(solver, x, y)
    }

    @Test func editVariableErrors() throws {
        let (solver, x, y, _) = try makeSolver()
        #expect(
            thrownError { () throws(SolverError) in try solver.suggestValue(3, for: x) }.map {
                if case .unknownEditVariable(let v) = $0 { v === x } else { false }
            } == true)
        try solver.addEditVariable(x, priority: 10)
        #expect(
            thrownError { () throws(SolverError) in try solver.addEditVariable(x, priority: 20) }.map {
                if case .duplicateEditVariable(let v) = $0 { v === x } else { false }
            } == true)
        try solver.removeEditVariable(x)
        #expect(
            thrownError { () throws(SolverError) in try solver.removeEditVariable(x) }.map {
                if case .unknownEditVariable = $0 { true } else { false }
            } == true)
        expectIntact(solver, x, y)
    }

    @Test func errorMessagesNameTheItem() {
        let x = Variable("left")
        let c = Constraint(Expression([Term(x)], constant: 3), .equal, identifier: "pin")
        #expect(SolverError.duplicateConstraint(c).description.contains("'pin'"))
        #expect(SolverError.unknownEditVariable(x).description.contains("left"))
        #expect(SolverError.invalidPriority(1001).description.contains("1001"))
    }
}
