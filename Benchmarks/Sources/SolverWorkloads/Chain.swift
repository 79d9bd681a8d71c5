import StrutSolver

/// A horizontal row of N items between two edges, resized by an edit variable `W` (the
/// container width):
///
///     x[0] == 0;  for each i: w[i] >= 10,  w[i] == 50 (medium),  x[i+1] == x[i] + w[i] + 8;
///     x[N] <= W, with W an edit variable (strong), suggested 58·N + 100 before the constraints.
///
/// In kiwi the required equalities give dense lower-triangular rows, and compressing the row
/// ("tight", W = 30·N) costs O(N) dual pivots over O(N²) cells.
public enum Chain {
    public struct Instance {
        /// The container width (an edit variable).
        public let containerWidth: Variable
        /// The N + 1 edges, x[0] ... x[N].
        public let edges: [Variable]
        /// The N item widths.
        public let widths: [Variable]
    }

    /// Width at which every item keeps its preferred 50.
    public static func roomyWidth(_ count: Int) -> Double { 58 * Double(count) + 100 }
    /// Width that forces the items to shrink to 22 on average.
    public static func tightWidth(_ count: Int) -> Double { 30 * Double(count) }
    /// The container width at step `step` of the small-change workload: roomy ± 1.
    public static func smallChangeWidth(_ count: Int, step: Int) -> Double {
        roomyWidth(count) + (step % 2 == 0 ? 1 : -1)
    }

    /// Makes the variables and constraints of a row of `count` items and adds them to `solver`.
    public static func build(_ count: Int, in solver: Solver) throws(SolverError) -> Instance {
        let containerWidth = Variable("W")
        let edges = (0...count).map { _ in Variable("x") }
        let widths = (0..<count).map { _ in Variable("w") }
        try solver.addEditVariable(containerWidth, priority: KiwiStrength.strong.priority)
        try solver.suggestValue(roomyWidth(count), for: containerWidth)
        try solver.addConstraint(Constraint(Expression([Term(edges[0])]), .equal))
        for i in 0..<count {
            try solver.addConstraint(Constraint(Expression([Term(widths[i])], constant: -10), .greaterThanOrEqual))
            try solver.addConstraint(
                Constraint(Expression([Term(widths[i])], constant: -50), .equal, priority: KiwiStrength.medium.priority))
            try solver.addConstraint(
                Constraint(
                    Expression([Term(edges[i + 1]), Term(edges[i], -1), Term(widths[i], -1)], constant: -8), .equal))
        }
        try solver.addConstraint(
            Constraint(Expression([Term(edges[count]), Term(containerWidth, -1)]), .lessThanOrEqual))
        return Instance(containerWidth: containerWidth, edges: edges, widths: widths)
    }
}
