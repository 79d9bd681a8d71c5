// The driver of scripts/bench/memory/constant-change-misses.sh (issue 13, memory layout): modes
//   indep N K      build N independent views, K constant changes (toggle-collect `change`)
//   enaml B S      B enaml_like builds, then S resize steps (two suggestions + reads)
//   chain N S      a chain of N items, S tight <-> roomy suggestions
//   indepbuild N   build N independent views and release the solver
@main
struct Driver {
    @inline(never)
    static func change(_ solver: Solver, _ c: Constraint, _ v: Double, _ w: Variable) -> Double {
        try! solver.setConstant(-v, of: c)
        return solver.value(of: w)
    }
    static func main() throws {
        let args = CommandLine.arguments
        let mode = args[1]
        let n = Int(args[2])!
        let k = args.count > 3 ? Int(args[3])! : 0
        var sum = 0.0
        switch mode {
        case "indep":
            let solver = Solver()
            let views = try IndependentViews.build(n, in: solver)
            for step in 0..<k {
                let i = IndependentViews.viewIndex(step: step, count: n)
                sum += change(solver, views[i].widthEquality, IndependentViews.changedWidth(step: step, count: n), views[i].width)
            }
        case "indepbuild":
            let solver = Solver()
            let views = try IndependentViews.build(n, in: solver)
            sum += solver.value(of: views[n / 2].width)
        case "enaml":
            var last: (Solver, EnamlLike.Instance)? = nil
            for _ in 0..<n {
                let solver = Solver()
                last = (solver, try EnamlLike.build(in: solver))
            }
            let (solver, form) = last!
            for step in 0..<k {
                let size = EnamlLike.sizes[step % EnamlLike.sizes.count]
                try solver.suggestValue(size.width, for: form.width)
                try solver.suggestValue(size.height, for: form.height)
                sum += solver.values(of: form.variables).reduce(0, +)
            }
        case "chain":
            let solver = Solver()
            let chain = try Chain.build(n, in: solver)
            for step in 0..<k {
                try solver.suggestValue(step % 2 == 0 ? Chain.tightWidth(n) : Chain.roomyWidth(n), for: chain.containerWidth)
                sum += solver.value(of: chain.edges[n])
            }
        default: fatalError(mode)
        }
        print(mode, n, k, sum)
    }
}
