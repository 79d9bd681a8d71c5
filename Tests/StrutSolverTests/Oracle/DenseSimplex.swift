@testable import StrutSolver

/// An independent, textbook LP solver used as the oracle for property tests: dense tableau,
/// two phases, Bland's rule. It shares no code with the engine.
///
/// Solves `minimize c·z` subject to `a·z (≤ | = | ≥) b` and `z ≥ 0`.
struct DenseLP {
    struct Constraint {
        var coefficients: [Double]
        var relation: Relation
        var rhs: Double
    }

    var variableCount: Int
    var constraints: [Constraint] = []

    /// The optimal value and a solution, or nil if infeasible.
    func minimize(_ cost: [Double]) -> (value: Double, z: [Double])? {
        let n = variableCount
        let m = constraints.count
        // Columns: n originals, one slack per inequality, one artificial per row.
        var slackColumn = [Int](repeating: -1, count: m)
        var next = n
        for (i, c) in constraints.enumerated() where c.relation != .equal {
            slackColumn[i] = next
            next += 1
        }
        let firstArtificial = next
        let width = firstArtificial + m
        var t = [[Double]](repeating: [Double](repeating: 0, count: width + 1), count: m)
        var basis = [Int](repeating: 0, count: m)
        for (i, c) in constraints.enumerated() {
            for j in 0..<n { t[i][j] = c.coefficients[j] }
            if slackColumn[i] >= 0 { t[i][slackColumn[i]] = c.relation == .lessThanOrEqual ? 1 : -1 }
            t[i][width] = c.rhs
            if c.rhs < 0 { for j in 0...width { t[i][j] = -t[i][j] } }
            t[i][firstArtificial + i] = 1
            basis[i] = firstArtificial + i
        }
        // Phase 1.
        var phase1 = [Double](repeating: 0, count: width)
        for i in 0..<m { phase1[firstArtificial + i] = 1 }
        run(&t, &basis, cost: phase1, allowed: { _ in true })
        let infeasibility = (0..<m).reduce(0.0) { $0 + (basis[$1] >= firstArtificial ? t[$1][width] : 0) }
        guard infeasibility < 1e-7 else { return nil }
        // Drive zero artificials out of the basis where possible.
        for i in 0..<m where basis[i] >= firstArtificial {
            if let j = (0..<firstArtificial).first(where: { abs(t[i][$0]) > 1e-9 }) { pivot(&t, &basis, row: i, column: j) }
        }
        var phase2 = [Double](repeating: 0, count: width)
        for j in 0..<n { phase2[j] = cost[j] }
        guard run(&t, &basis, cost: phase2, allowed: { $0 < firstArtificial }) else { return nil }
        var z = [Double](repeating: 0, count: n)
        for i in 0..<m where basis[i] < n { z[basis[i]] = t[i][width] }
        let value = (0..<n).reduce(0.0) { $0 + cost[$1] * z[$1] }
        return (value, z)
    }

    /// Primal simplex with Bland's rule. Returns false if unbounded.
    @discardableResult
    private func run(_ t: inout [[Double]], _ basis: inout [Int], cost: [Double], allowed: (Int) -> Bool) -> Bool {
        let m = t.count
        guard m > 0 else { return true }
        let width = t[0].count - 1
        for _ in 0..<10_000 {
            var entering = -1
            for j in 0..<width where allowed(j) && !basis.contains(j) {
                var reduced = cost[j]
                for i in 0..<m { reduced -= cost[basis[i]] * t[i][j] }
                if reduced < -1e-9 {
                    entering = j
                    break
                }
            }
            guard entering >= 0 else { return true }
            var leaving = -1
            var best = Double.infinity
            for i in 0..<m where t[i][entering] > 1e-9 {
                let ratio = t[i][width] / t[i][entering]
                if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving]) {
                    best = min(best, ratio)
                    leaving = i
                }
            }
            guard leaving >= 0 else { return false }
            pivot(&t, &basis, row: leaving, column: entering)
        }
        return true
    }

    private func pivot(_ t: inout [[Double]], _ basis: inout [Int], row: Int, column: Int) {
        let p = t[row][column]
        for j in t[row].indices { t[row][j] /= p }
        for i in t.indices where i != row {
            let f = t[i][column]
            if f != 0 { for j in t[i].indices { t[i][j] -= f * t[row][j] } }
        }
        basis[row] = column
    }
}

/// A constraint as plain numbers: `Σ coefficients[k]·x[k] + constant OP 0` at `priority`.
struct PlainConstraint {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Float

    var isRequired: Bool { priority >= 1000 }

    func expressionValue(_ x: [Double]) -> Double {
        zip(coefficients, x).reduce(constant) { $0 + $1.0 * $1.1 }
    }

    /// How far `x` is from satisfying the constraint (0 when it holds).
    func error(_ x: [Double]) -> Double {
        let v = expressionValue(x)
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }
}

/// The hierarchical optimum by the book: for each priority level from the highest, minimise
/// that level's total error with the required constraints holding and every higher level
/// held at its optimum.
enum HierarchyOracle {
    /// Whether the required constraints among `constraints` can all hold.
    static func isFeasible(_ constraints: [PlainConstraint], variables n: Int) -> Bool {
        optimalErrors(constraints.filter(\.isRequired), variables: n) != nil
    }

    /// Per level (descending priority): the minimal total error; nil if infeasible.
    static func optimalErrors(_ constraints: [PlainConstraint], variables n: Int) -> [(Float, Double)]? {
        let hierarchy = Program(constraints, variables: n)
        var lp = hierarchy.lp
        var result: [(Float, Double)] = []
        if hierarchy.levels.isEmpty {
            return lp.minimize([Double](repeating: 0, count: lp.variableCount)) == nil ? nil : []
        }
        for level in hierarchy.levels {
            let cost = hierarchy.errorCost(at: level)
            guard let best = lp.minimize(cost) else { return nil }
            result.append((level, best.value))
            lp.constraints.append(.init(coefficients: cost, relation: .lessThanOrEqual, rhs: best.value + 1e-7))
        }
        return result
    }

    /// The hierarchy as one LP over z = [x⁺ (n), x⁻ (n), e⁺ and e⁻ per soft constraint]: the
    /// required constraints as rows, each soft one as a row whose error columns absorb its
    /// violation.
    struct Program {
        var lp: DenseLP
        let variableCount: Int
        /// The soft constraints, in the order of their error columns.
        let soft: [PlainConstraint]
        /// The soft priorities, highest first.
        let levels: [Float]

        init(_ constraints: [PlainConstraint], variables n: Int) {
            variableCount = n
            soft = constraints.filter { !$0.isRequired }
            let width = 2 * n + 2 * soft.count
            lp = DenseLP(variableCount: width)
            func row(_ c: PlainConstraint) -> [Double] {
                var r = [Double](repeating: 0, count: width)
                for k in 0..<n {
                    r[k] = c.coefficients[k]
                    r[n + k] = -c.coefficients[k]
                }
                return r
            }
            for c in constraints where c.isRequired {
                lp.constraints.append(.init(coefficients: row(c), relation: c.relation, rhs: -c.constant))
            }
            for (slot, c) in soft.enumerated() {
                // expression = e⁺ - e⁻ (equality), expression ≤ e⁺ (≤), expression ≥ -e⁻ (≥).
                var r = row(c)
                let plus = 2 * n + 2 * slot
                switch c.relation {
                case .equal:
                    r[plus] = -1
                    r[plus + 1] = 1
                case .lessThanOrEqual:
                    r[plus] = -1
                case .greaterThanOrEqual:
                    r[plus + 1] = 1
                }
                lp.constraints.append(.init(coefficients: r, relation: c.relation, rhs: -c.constant))
            }
            levels = Array(Set(soft.map(\.priority))).sorted(by: >)
        }

        /// The cost that sums the error columns of the soft constraints at `level`.
        func errorCost(at level: Float) -> [Double] {
            var cost = [Double](repeating: 0, count: lp.variableCount)
            for (slot, c) in soft.enumerated() where c.priority == level {
                cost[2 * variableCount + 2 * slot] = 1
                cost[2 * variableCount + 2 * slot + 1] = 1
            }
            return cost
        }
    }
}
