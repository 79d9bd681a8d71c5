import Benchmark
import SolverWorkloads
import StrutSolver

func registerChainBenchmarks() {
    for count in [10, 100, 1_000] {
        var build = Benchmark.defaultConfiguration
        build.maxIterations = count >= 1_000 ? 50 : 1_000
        registerBuild("chain N=\(count) build", configuration: build) { (solver: Solver) throws(SolverError) in
            try Chain.build(count, in: solver)
        }
        let fixture = Fixture { () throws(SolverError) -> (Solver, Chain.Instance) in
            let solver = Solver()
            return (solver, try Chain.build(count, in: solver))
        }
        // One iteration: a tight step then a roomy step (two suggests, two updates).
        registerOperation("chain N=\(count) tight<->roomy (2 steps)", scalingFactor: .one, fixture: fixture) {
            solver, row, _ throws(SolverError) in
            try solver.suggestValue(Chain.tightWidth(count), for: row.containerWidth)
            update(solver)
            try solver.suggestValue(Chain.roomyWidth(count), for: row.containerWidth)
            update(solver)
        }
        registerOperation("chain N=\(count) small change", fixture: fixture) { solver, row, step throws(SolverError) in
            try solver.suggestValue(Chain.smallChangeWidth(count, step: step), for: row.containerWidth)
            update(solver)
        }
    }
}
