import StrutSolver

/// N independent views: per view four variables and five constraints that share nothing with
/// other views. kiwi's cost per operation grows with N here (no column index); Strut's should not.
///
/// Per view i, added in this order: `l == 8`, `t == 8 + 28·i`, `h == 20`, `w >= 10` (required),
/// `w == 100` (strong).
public enum IndependentViews {
    /// The variables of one view and its strong width equality (the constraint whose constant
    /// the constant-change workload changes).
    public struct View {
        public let left: Variable
        public let top: Variable
        public let width: Variable
        public let height: Variable
        public let widthEquality: Constraint
    }

    /// Five constraints per view.
    public static let constraintsPerView = 5
    /// The priority of the edit variable in the suggest workload: one above `strong`.
    public static let editPriority = Priority(KiwiStrength.strong.priority.rawValue + 1)

    /// Makes view `index`'s variables and its constraints (in adding order).
    public static func makeView(_ index: Int) -> (view: View, constraints: [Constraint]) {
        let left = Variable("l"), top = Variable("t"), width = Variable("w"), height = Variable("h")
        let widthEquality = Constraint(
            Expression([Term(width)], constant: -100), .equal, priority: KiwiStrength.strong.priority)
        let constraints = [
            Constraint(Expression([Term(left)], constant: -8), .equal),
            Constraint(Expression([Term(top)], constant: -(8 + 28 * Double(index))), .equal),
            Constraint(Expression([Term(height)], constant: -20), .equal),
            Constraint(Expression([Term(width)], constant: -10), .greaterThanOrEqual),
            widthEquality,
        ]
        return (View(left: left, top: top, width: width, height: height, widthEquality: widthEquality), constraints)
    }

    /// Adds `count` views to `solver`, one constraint at a time.
    public static func build(_ count: Int, in solver: Solver) throws(SolverError) -> [View] {
        var views: [View] = []
        views.reserveCapacity(count)
        for index in 0..<count {
            let (view, constraints) = makeView(index)
            for constraint in constraints {
                try solver.addConstraint(constraint)
            }
            views.append(view)
        }
        return views
    }

    /// The view changed at step `step` of the constant-change workload: spread over all views.
    public static func viewIndex(step: Int, count: Int) -> Int { (step &* 7919) % count }
    /// The new width at step `step` of the constant-change workload (`w == value`): one of
    /// 101...108, never the initial 100, and never the value the same view got on its previous
    /// visit (step − count), since (count + 1) mod 8 ≠ 0 for the sizes used — so every step is a
    /// real change, however long the workload runs.
    public static func changedWidth(step: Int, count: Int) -> Double {
        101 + Double((step + step / count) % 8)
    }
    /// The view whose width is an edit variable in the suggest workloads.
    public static func editedView(count: Int) -> Int { count / 2 }
    /// The value suggested at step `step`.
    public static func suggestedWidth(step: Int) -> Double { 110 + 10 * Double(step % 4) }
}
