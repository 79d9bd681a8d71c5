import Benchmark
import SolverWorkloads
import StrutSolver

func registerEnamlLikeBenchmarks() {
    registerBuild("enaml_like build") { (solver: Solver) throws(SolverError) in
        try EnamlLike.build(in: solver)
    }
    let makeForm = { () throws(SolverError) -> (Solver, EnamlLike.Instance) in
        let solver = Solver()
        return (solver, try EnamlLike.build(in: solver))
    }
    registerOperation("enaml_like resize, cycling 6 sizes", fixture: Fixture(makeForm)) { solver, form, step throws(SolverError) in
        let size = EnamlLike.sizes[step % EnamlLike.sizes.count]
        try solver.suggestValue(size.width, for: form.width)
        try solver.suggestValue(size.height, for: form.height)
        update(solver)
    }
    registerOperation("enaml_like resize, same value", fixture: Fixture(makeForm)) { solver, form, _ throws(SolverError) in
        try solver.suggestValue(EnamlLike.sizes[0].width, for: form.width)
        try solver.suggestValue(EnamlLike.sizes[0].height, for: form.height)
        update(solver)
    }
}

func registerEnamlCopiesBenchmarks() {
    for copies in [1, 10, 100] {
        var build = Benchmark.defaultConfiguration
        build.maxIterations = copies >= 100 ? 20 : 1_000
        registerBuild("enaml×\(copies) build", configuration: build) { (solver: Solver) throws(SolverError) in
            try EnamlLike.buildCopies(copies, in: solver)
        }
        let fixture = Fixture { () throws(SolverError) -> (Solver, [EnamlLike.Instance]) in
            let solver = Solver()
            return (solver, try EnamlLike.buildCopies(copies, in: solver))
        }
        registerOperation("enaml×\(copies) 2 suggests on copy 0", fixture: fixture) { solver, forms, step throws(SolverError) in
            let size = EnamlLike.sizes[step % EnamlLike.sizes.count]
            try solver.suggestValue(size.width, for: forms[0].width)
            try solver.suggestValue(size.height, for: forms[0].height)
            blackHole(solver.value(of: forms[0][.contentsRight]))
        }
        registerOperation("enaml×\(copies) resize copy 0 (2 suggests + update)", fixture: fixture) {
            solver, forms, step throws(SolverError) in
            let size = EnamlLike.sizes[step % EnamlLike.sizes.count]
            try solver.suggestValue(size.width, for: forms[0].width)
            try solver.suggestValue(size.height, for: forms[0].height)
            update(solver)
        }
    }
}
