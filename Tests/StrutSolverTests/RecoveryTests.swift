import Testing

@testable import StrutSolver

/// Issue 13's recovery: a call whose check fails is carried out by rebuilding the tableau from
/// the constraint records (stable order), checked again, and only then refused. The testing
/// hooks force the fast path's check to fail, so every call below goes through the rebuild.
@Suite struct RecoveryTests {
    /// Hand-derived: `x ≥ 10`, `y == x + 20` required; `x == 100 @750`, `x == 40 @250` → the 750
    /// decides: x = 100, y = 120. The 750's constant set to -5 (now x == 5): x ≥ 10 binds, its
    /// least error is 5 at x = 10, y = 30. An edit on y at 900 suggesting 70 outweighs it: y = 70,
    /// x = 50. Removing the edit: x = 10, y = 30 again. Removing the 750: the 250 decides, x = 40,
    /// y = 60.
    @Test func rebuiltCallsReachTheHandDerivedOptimum() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        solver.forcesRecoveryForTesting = true
        let strong = (x == 100.0) | 750
        try solver.addConstraints([x >= 10.0, y == x + 20.0, strong, (x == 40.0) | 250])
        #expect(solver.value(of: x) == 100)
        #expect(solver.value(of: y) == 120)
        try solver.setConstant(-5, of: strong)
        #expect(close(solver.value(of: x), 10))
        #expect(close(solver.value(of: y), 30))
        try solver.addEditVariable(y, priority: 900)
        try solver.suggestValue(70, for: y)
        #expect(close(solver.value(of: x), 50))
        #expect(close(solver.value(of: y), 70))
        try solver.removeEditVariable(y)
        #expect(close(solver.value(of: x), 10))
        #expect(close(solver.value(of: y), 30))
        try solver.removeConstraint(strong)
        // Now the 250 decides: x = 40, y = 60.
        #expect(close(solver.value(of: x), 40))
        #expect(close(solver.value(of: y), 60))
        // One rebuild per call: the batch, setConstant, addEdit, suggest, removeEdit, remove.
        #expect(solver.statistics.recoveries == 6)
        // The change report continues across rebuilds: x and y changed since the start.
        #expect(Set(solver.fetchChangedVariables().map(ObjectIdentifier.init)) == [ObjectIdentifier(x), ObjectIdentifier(y)])
        #expect(solver.fetchChangedVariables().isEmpty)
    }

    /// A rebuilt solver reaches the oracle's optimum, level by level, on random systems (10–14
    /// variables, 20–35 constraints) added in one batch and then one at a time.
    @Test func rebuiltSystemsAreOptimal() {
        for seed in UInt64(7_000)..<7_020 {
            let system = RandomSystem(seed: seed, variables: 10...14, constraints: 20...35, smallShare: 0)
            let vars = (0..<system.variableCount).map { Variable("x\($0)") }
            let all = system.constraints(over: vars)
            let solver = Solver()
            solver.forcesRecoveryForTesting = true
            let half = all.count / 2
            var accepted: [PlainConstraint] = []
            do throws(SolverError) {
                try solver.addConstraints(Array(all[..<half]))
                accepted = Array(system.plain[..<half])
                for k in half..<all.count {
                    try solver.addConstraint(all[k])
                    accepted.append(system.plain[k])
                }
            } catch {
                Issue.record("seed \(seed): \(error) (the required constraints are feasible)")
                continue
            }
            let x = vars.map { solver.value(of: $0) }
            #expect(worstRequiredViolation(accepted, x) <= 1, "seed \(seed)")
            guard let optimum = HierarchyOracle.optimalErrors(accepted, variables: vars.count) else {
                Issue.record("the oracle finds seed \(seed) infeasible")
                continue
            }
            for (level, best) in optimum {
                let members = accepted.filter { $0.priority == level }
                let actual = members.reduce(0.0) { $0 + $1.error(x) }
                let tolerance = 1e-6 * max(1, best) + members.reduce(0.0) { $0 + 0.1 * requiredTolerance($1, x) }
                #expect(abs(actual - best) <= tolerance, "level \(level): \(actual) vs optimum \(best) (seed \(seed))")
            }
            #expect(solver.statistics.recoveries == 1 + all.count - half)
        }
    }

    /// Same calls in the same order → bit-identical tableaux and values after rebuilds.
    @Test func rebuildsAreDeterministic() throws {
        func run() throws -> EngineSnapshot {
            let system = RandomSystem(seed: 4_242, variables: 12...12, constraints: 30...30, smallShare: 0.1)
            let vars = (0..<system.variableCount).map { Variable("x\($0)") }
            let solver = Solver()
            solver.forcesRecoveryForTesting = true
            for c in system.constraints(over: vars) { try? solver.addConstraint(c) }
            try solver.addEditVariable(vars[3], priority: 900)
            try solver.suggestValue(17.5, for: vars[3])
            return EngineSnapshot(solver, variables: vars)
        }
        let first = try run()
        #expect(first.values.contains { $0 != 0 })
        #expect(try run() == first)
    }

    /// When the rebuild fails too, the call throws the check's typed error and the solver is
    /// exactly as before the call.
    @Test func failedRebuildThrowsAndKeepsTheState() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let strong = (x == 100.0) | 750
        try solver.addConstraints([x >= 10.0, y == x + 20.0, strong])
        solver.forcesRecoveryForTesting = true
        solver.failsRebuildForTesting = true
        let before = EngineSnapshot(solver, variables: [x, y])
        let errors = [
            thrownError { () throws(SolverError) in try solver.setConstant(-5, of: strong) },
            thrownError { () throws(SolverError) in try solver.addConstraint(x <= 50.0) },
            thrownError { () throws(SolverError) in try solver.removeConstraint(strong) },
        ]
        for error in errors {
            guard case .numericalFailure = error else {
                Issue.record("expected a numerical failure, got \(String(describing: error))")
                continue
            }
        }
        #expect(EngineSnapshot(solver, variables: [x, y]) == before)
        #expect(solver.constant(of: strong) == -100)
        #expect(solver.hasConstraint(strong))
        #expect(solver.statistics.constraints == 3)
        #expect(solver.statistics.recoveries == 0)
        // Without the hooks the same calls go through.
        solver.forcesRecoveryForTesting = false
        solver.failsRebuildForTesting = false
        try solver.addConstraint(x <= 50.0)
        #expect(solver.value(of: x) == 50)
        #expect(solver.value(of: y) == 70)
    }
}
