/// Judging one solution level by level, for systems whose optimum is ill-conditioned.
///
/// ``HierarchyOracle/optimalErrors(_:variables:)`` fixes each level at the optimum it found plus
/// an absolute 1e-7 and goes on. On systems with small coefficients and values near 1e9, a level's
/// optimum is only known to about 1e-7 of the magnitudes involved, and the slack a level is fixed
/// with decides what lower levels can reach (the lexicographic optimum is not continuous in it):
/// the oracle then finds the next level infeasible, or optima that another exact solver (HiGHS)
/// does not reproduce. Comparing a solution against that chain mixes the oracle's rounding into
/// every lower level.
///
/// This check asks the question that holds the solver to its promise without that chain: at
/// each level, could the level's error be smaller while every higher level stays within the
/// solution's *own* error there (plus the slack)? A positive answer at any level means the solution
/// is not a lexicographic optimum.
extension HierarchyOracle {
    /// A level where the oracle found a smaller error than `x` has, with every higher level held
    /// at `x`'s own error plus its slack; or where the oracle could not solve.
    struct LevelVerdict {
        let level: Float
        /// `x`'s total error at the level.
        let actual: Double
        /// The oracle's smallest error at the level under those caps; nil if it found the
        /// capped program infeasible (then the oracle is inconclusive: `x` itself satisfies it).
        let best: Double?
        let slack: Double
    }

    /// Checks `x` against `constraints` level by level (see the extension's discussion) and
    /// returns the levels where it is beaten by more than `slack(level, actual)` or where the
    /// oracle fails.
    static func levelsImprovable(
        _ constraints: [PlainConstraint], variables n: Int, at x: [Double], slack: (Float, Double) -> Double
    ) -> [LevelVerdict] {
        let hierarchy = Program(constraints, variables: n)
        var lp = hierarchy.lp
        var verdicts: [LevelVerdict] = []
        for level in hierarchy.levels {
            let actual = hierarchy.soft.filter { $0.priority == level }.reduce(0.0) { $0 + $1.error(x) }
            let allowed = slack(level, actual)
            let cost = hierarchy.errorCost(at: level)
            let best = lp.minimize(cost)?.value
            if best.map({ actual - $0 > allowed }) ?? true {
                verdicts.append(LevelVerdict(level: level, actual: actual, best: best, slack: allowed))
            }
            lp.constraints.append(.init(coefficients: cost, relation: .lessThanOrEqual, rhs: actual + allowed))
        }
        return verdicts
    }
}
