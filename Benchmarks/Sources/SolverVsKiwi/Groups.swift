import SolverWorkloads
import StrutSolver

// The cases of each workload group, in the order the C++ harness runs them for kiwi.

extension Harness {
    func runEnamlLike() throws(SolverError) {
        print("fingerprint\tenaml\t\(EnamlLike.fingerprint)")
        let (solver, form) = try measureBuilds("enaml.build", Plans.enamlBuild) { () throws(SolverError) in
            let solver = Solver()
            return (solver, try EnamlLike.build(in: solver))
        }
        try measureOperations("enaml.resize_cycle", Plans.enamlResizeCycle, solver: solver) { step throws(SolverError) in
            let size = EnamlLike.sizes[step % EnamlLike.sizes.count]
            try solver.suggestValue(size.width, for: form.width)
            try solver.suggestValue(size.height, for: form.height)
            update(solver)
        }
        let same = EnamlLike.sizes[0]
        try measureOperations("enaml.resize_same", Plans.enamlResizeSame, solver: solver) { _ throws(SolverError) in
            try solver.suggestValue(same.width, for: form.width)
            try solver.suggestValue(same.height, for: form.height)
            update(solver)
        }
        for size in [EnamlLike.sizes[0], EnamlLike.sizes[3]] {
            try solver.suggestValue(size.width, for: form.width)
            try solver.suggestValue(size.height, for: form.height)
            for variable in EnamlLike.Var.allCases {
                reportValue("enaml.\(Int(size.width))x\(Int(size.height)).\(variable.name)", solver.value(of: form[variable]))
            }
            // Strut only: the variables whose optimum is not unique, with a witness.
            for ambiguous in solver.ambiguousVariables() {
                print("ambiguous\tenaml.\(Int(size.width))x\(Int(size.height)).\(ambiguous.variable.name)\t\(ambiguous.alternativeValue)")
            }
        }
    }

    func runIndependentViews(_ count: Int) throws(SolverError) {
        let name = "indep\(count)"
        let (solver, views) = try measureBuilds("\(name).build", Plans.independentBuild(count)) { () throws(SolverError) in
            let solver = Solver()
            return (solver, try IndependentViews.build(count, in: solver))
        }
        let plan = Plans.independentOperation(count)
        try measureOperations("\(name).constant", plan, solver: solver) { step throws(SolverError) in
            let view = views[IndependentViews.viewIndex(step: step, count: count)]
            try solver.setConstant(-IndependentViews.changedWidth(step: step, count: count), of: view.widthEquality)
            consume(solver.value(of: view.width))
        }
        reportValue("\(name).sum_widths", views.reduce(0) { $0 + solver.value(of: $1.width) })
        // Strut only (kiwi would need 40 ms batches at N = 10,000): the same operation in batches
        // of 20 at every N, for the N-scaling target.
        let stepsDone = plan.warmup + plan.samples * plan.iterations
        try measureOperations(
            "\(name).constant_x20", Plans.independentConstantScaling, firstStep: stepsDone, solver: solver
        ) {
            step throws(SolverError) in
            let view = views[IndependentViews.viewIndex(step: step, count: count)]
            try solver.setConstant(-IndependentViews.changedWidth(step: step, count: count), of: view.widthEquality)
            consume(solver.value(of: view.width))
        }
        let edited = views[IndependentViews.editedView(count: count)].width
        try solver.addEditVariable(edited, priority: IndependentViews.editPriority)
        try measureOperations("\(name).suggest", plan, solver: solver) { step throws(SolverError) in
            try solver.suggestValue(IndependentViews.suggestedWidth(step: step), for: edited)
            consume(solver.value(of: edited))
        }
        try measureOperations("\(name).update", plan, solver: solver) { step throws(SolverError) in
            try solver.suggestValue(IndependentViews.suggestedWidth(step: step), for: edited)
            update(solver)
        }
        // The marginal cost at size N: add one more view's five constraints, then remove them.
        // Last in the group: kiwi keeps the removed views' variables (its updateVariables then
        // walks them too), which would distort the cases above.
        try measureOperations("\(name).add_view", Plans.independentMarginal(count), solver: solver) { _ throws(SolverError) in
            let (_, constraints) = IndependentViews.makeView(count)
            for constraint in constraints { try solver.addConstraint(constraint) }
            for constraint in constraints { try solver.removeConstraint(constraint) }
        }
        reportValue("\(name).edited_width", solver.value(of: edited))
        reportValue("\(name).sum_tops", views.reduce(0) { $0 + solver.value(of: $1.top) })
    }

    func runChain(_ count: Int) throws(SolverError) {
        let name = "chain\(count)"
        let (solver, row) = try measureBuilds("\(name).build", Plans.chainBuild(count)) { () throws(SolverError) in
            let solver = Solver()
            return (solver, try Chain.build(count, in: solver))
        }
        let last = row.edges[count]
        var tightEnd = 0.0
        try measureOperations("\(name).tight_roomy", Plans.chainTightRoomy(count), opsPerIteration: 2, solver: solver) {
            _ throws(SolverError) in
            try solver.suggestValue(Chain.tightWidth(count), for: row.containerWidth)
            update(solver)
            tightEnd = solver.value(of: last)
            try solver.suggestValue(Chain.roomyWidth(count), for: row.containerWidth)
            update(solver)
        }
        reportValue("\(name).tight_end", tightEnd)
        reportValue("\(name).roomy_end", solver.value(of: last))
        try measureOperations("\(name).small_change", Plans.chainSmallChange(count), solver: solver) {
            step throws(SolverError) in
            try solver.suggestValue(Chain.smallChangeWidth(count, step: step), for: row.containerWidth)
            update(solver)
        }
        reportValue("\(name).small_end", solver.value(of: last))
    }

    func runEnamlCopies(_ copies: Int) throws(SolverError) {
        let name = "enamlx\(copies)"
        let (solver, forms) = try measureBuilds("\(name).build", Plans.enamlCopiesBuild(copies)) {
            () throws(SolverError) in
            let solver = Solver()
            return (solver, try EnamlLike.buildCopies(copies, in: solver))
        }
        let form = forms[0]
        let plan = Plans.enamlCopiesOperation(copies)
        try measureOperations("\(name).suggest", plan, solver: solver) { step throws(SolverError) in
            let size = EnamlLike.sizes[step % EnamlLike.sizes.count]
            try solver.suggestValue(size.width, for: form.width)
            try solver.suggestValue(size.height, for: form.height)
            consume(solver.value(of: form[.contentsRight]))
        }
        try measureOperations("\(name).resize", plan, solver: solver) { step throws(SolverError) in
            let size = EnamlLike.sizes[step % EnamlLike.sizes.count]
            try solver.suggestValue(size.width, for: form.width)
            try solver.suggestValue(size.height, for: form.height)
            update(solver)
        }
        reportValue("\(name).first.contents_right", solver.value(of: form[.contentsRight]))
        reportValue("\(name).last.contents_right", solver.value(of: forms[copies - 1][.contentsRight]))
    }
}

extension Harness {
    /// Strut only, untimed (for callgrind): builds `count` chained cells and sizes each one
    /// (issue 13's check after every call, proportional to what the call wrote).
    func runChainedCells(_ count: Int) throws(SolverError) {
        let solver = Solver()
        let cells = try ChainedCells.build(count, in: solver)
        try ChainedCells.sizeCells(cells, in: solver)
        update(solver)
        let bottom = solver.value(of: cells.bottoms[count - 1])
        reportValue("cells\(count).last_bottom", bottom)
        reportValue("cells\(count).expected_bottom", ChainedCells.expectedBottom(count))
    }
}
