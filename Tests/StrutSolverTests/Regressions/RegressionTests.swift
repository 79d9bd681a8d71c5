import Testing

@testable import StrutSolver

/// The systems of issue 13 on which the solver once returned with required constraints violated
/// (or never returned). Each must now solve to the oracle's optimum with every required
/// constraint holding, or throw and leave the solver bit-identical; none may hang.
@Suite struct RegressionTests {
    static let names = RegressionFixtures.all.map(\.name)

    static func system(_ name: String) throws -> RegressionSystem {
        let json = try #require(RegressionFixtures.all.first { $0.name == name }?.json)
        return try RegressionSystem(json: json)
    }

    /// Checks the accepted constraints `plain` against the solver's values.
    static func checkOptimal(
        _ solver: Solver, _ system: RegressionSystem, accepted plain: [PlainConstraint], _ context: String, oracle: Bool = true
    ) {
        let x = system.variables.map { solver.value(of: $0) }
        let finite = x.allSatisfy { $0.isFinite }
        #expect(finite, "non-finite value \(context)")
        for (k, c) in plain.enumerated() where c.isRequired {
            let off = c.error(x), tolerance = requiredTolerance(c, x)
            #expect(off <= tolerance, "required constraint \(k) off by \(off) \(context)")
        }
        guard oracle else { return }
        guard let optimum = HierarchyOracle.optimalErrors(plain, variables: system.variables.count) else {
            Issue.record("the oracle finds the accepted system infeasible \(context)")
            return
        }
        checkLevels(plain, at: x, against: optimum, context)
    }

    /// Expects each level's total error at `x` to be its optimum in `optimum`, within a
    /// millionth of the optimum plus a tenth of the required tolerance of each member.
    static func checkLevels(_ plain: [PlainConstraint], at x: [Double], against optimum: [(Float, Double)], _ context: String) {
        for (level, best) in optimum {
            let members = plain.filter { $0.priority == level }
            let actual = members.reduce(0.0) { $0 + $1.error(x) }
            let tolerance = 1e-6 * max(1, best) + members.reduce(0.0) { $0 + 0.1 * requiredTolerance($1, x) }
            #expect(abs(actual - best) <= tolerance, "level \(level): \(actual) vs optimum \(best) \(context)")
        }
    }

    /// All constraints in one `addConstraints` call (how `hang-58` never returned).
    @Test(.timeLimit(.minutes(1)), arguments: names)
    func batchAddSolvesOrThrows(name: String) throws {
        let system = try Self.system(name)
        let solver = Solver()
        let before = EngineSnapshot(solver, variables: system.variables)
        do throws(SolverError) {
            try solver.addConstraints(system.constraints)
            Self.checkOptimal(solver, system, accepted: system.plain, "(\(name), one batch)")
        } catch {
            guard case .numericalFailure = error else {
                Issue.record("unexpected error \(error) (\(name)): the required constraints are feasible")
                return
            }
            #expect(EngineSnapshot(solver, variables: system.variables) == before, "a failed batch changed the solver")
        }
    }

    /// One `addConstraint` per constraint, in file order: the required constraints checked after
    /// every add, the optimum after every tenth and the last.
    @Test(.timeLimit(.minutes(1)), arguments: names)
    func singleAddsSolveOrThrow(name: String) throws {
        let system = try Self.system(name)
        let solver = Solver()
        var accepted: [PlainConstraint] = []
        for (k, constraint) in system.constraints.enumerated() {
            let before = EngineSnapshot(solver, variables: system.variables)
            do throws(SolverError) {
                try solver.addConstraint(constraint)
                accepted.append(system.plain[k])
                let last = k == system.constraints.count - 1
                Self.checkOptimal(solver, system, accepted: accepted, "(\(name), after add \(k))", oracle: last || k % 10 == 9)
            } catch {
                guard case .numericalFailure = error else {
                    Issue.record("unexpected error \(error) (\(name), add \(k))")
                    return
                }
                #expect(EngineSnapshot(solver, variables: system.variables) == before, "a failed add changed the solver")
            }
        }
    }
}
