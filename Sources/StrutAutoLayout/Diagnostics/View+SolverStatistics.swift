import StrutSolver

extension View {
    /// The counters of the solver behind this view's tree (variables, rows, constraints, pivots),
    /// or zeros while the tree has no engine.
    ///
    /// A long-lived window whose views come and go keeps these bounded: the solver forgets the
    /// variables no constraint names any more.
    public var layoutSolverStatistics: SolverStatistics {
        rootView.rootEngine?.solver.statistics ?? SolverStatistics()
    }
}
