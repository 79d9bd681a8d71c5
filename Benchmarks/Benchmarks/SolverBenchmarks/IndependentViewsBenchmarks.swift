import Benchmark
import SolverWorkloads
import StrutSolver

func registerIndependentViewsBenchmarks() {
    for count in [100, 1_000, 10_000] {
        var build = Benchmark.defaultConfiguration
        build.maxIterations = count >= 10_000 ? 20 : 1_000
        registerBuild("indep N=\(count) build", configuration: build) { (solver: Solver) throws(SolverError) in
            try IndependentViews.build(count, in: solver)
        }
        let fixture = Fixture { () throws(SolverError) -> (Solver, [IndependentViews.View]) in
            let solver = Solver()
            let views = try IndependentViews.build(count, in: solver)
            let edited = views[IndependentViews.editedView(count: count)].width
            try solver.addEditVariable(edited, priority: IndependentViews.editPriority)
            return (solver, views)
        }
        registerOperation("indep N=\(count) constant change (setConstant)", fixture: fixture) {
            solver, views, step throws(SolverError) in
            let view = views[IndependentViews.viewIndex(step: step, count: count)]
            try solver.setConstant(-IndependentViews.changedWidth(step: step, count: count), of: view.widthEquality)
            blackHole(solver.value(of: view.width))
        }
        registerOperation("indep N=\(count) suggest", fixture: fixture) { solver, views, step throws(SolverError) in
            let edited = views[IndependentViews.editedView(count: count)].width
            try solver.suggestValue(IndependentViews.suggestedWidth(step: step), for: edited)
            blackHole(solver.value(of: edited))
        }
        registerOperation("indep N=\(count) suggest + changed-variable update", fixture: fixture) {
            solver, views, step throws(SolverError) in
            let edited = views[IndependentViews.editedView(count: count)].width
            try solver.suggestValue(IndependentViews.suggestedWidth(step: step), for: edited)
            update(solver)
        }
    }
}
