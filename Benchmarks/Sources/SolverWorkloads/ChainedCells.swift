import StrutSolver

/// A column of N cells stacked top to bottom, each sized by its content, as a table of label
/// cells lays out (issue 13's verification-cost workload):
///
///     top[0] == 0;  for each i: height[i] >= 0,  height[i] == 20 (priority 750, the content),
///     bottom[i] == top[i] + height[i] + 16,  top[i+1] == bottom[i].
///
/// Then every cell's content height is set, one `setConstant` per cell, first to last — as
/// text measurement does after the cells are in the engine. Each call moves every cell below
/// the one it sizes, so a check after the call that follows every moved value costs O(N) per
/// call and O(N²) in all; one proportional to the rows the call wrote costs O(1) per call.
public enum ChainedCells {
    public struct Instance {
        public let tops: [Variable]
        public let bottoms: [Variable]
        public let heights: [Variable]
        /// The content-height equalities (priority 750), one per cell.
        public let contentHeights: [Constraint]
    }

    /// The content height set for cell `i`: 20 + (i mod 7) × 3.
    public static func measuredHeight(_ i: Int) -> Double { 20 + Double(i % 7) * 3 }

    /// The bottom of the last cell once every content height is set: Σ (height + 16).
    public static func expectedBottom(_ count: Int) -> Double {
        (0..<count).reduce(0) { $0 + measuredHeight($1) + 16 }
    }

    /// Adds the cells to `solver`, one constraint per call.
    public static func build(_ count: Int, in solver: Solver) throws(SolverError) -> Instance {
        let tops = (0..<count).map { _ in Variable("top") }
        let bottoms = (0..<count).map { _ in Variable("bottom") }
        let heights = (0..<count).map { _ in Variable("height") }
        var contentHeights: [Constraint] = []
        try solver.addConstraint(Constraint(Expression([Term(tops[0])]), .equal))
        for i in 0..<count {
            try solver.addConstraint(Constraint(Expression([Term(heights[i])]), .greaterThanOrEqual))
            let content = Constraint(Expression([Term(heights[i])], constant: -20), .equal, priority: Priority(750))
            try solver.addConstraint(content)
            contentHeights.append(content)
            try solver.addConstraint(
                Constraint(
                    Expression([Term(bottoms[i]), Term(tops[i], -1), Term(heights[i], -1)], constant: -16), .equal))
            if i + 1 < count {
                try solver.addConstraint(Constraint(Expression([Term(tops[i + 1]), Term(bottoms[i], -1)]), .equal))
            }
        }
        return Instance(tops: tops, bottoms: bottoms, heights: heights, contentHeights: contentHeights)
    }

    /// Sets every cell's content height, first to last.
    public static func sizeCells(_ instance: Instance, in solver: Solver) throws(SolverError) {
        for (i, constraint) in instance.contentHeights.enumerated() {
            try solver.setConstant(-measuredHeight(i), of: constraint)
        }
    }
}
