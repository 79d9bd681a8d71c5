@testable import StrutSolver

/// Random constraint systems of issue 13's kind, driven by one seed: `variables` variables and
/// `constraints` constraints of 1–4 terms, coefficients from ±0.5, ±1, ±2, uniform in [-3, 3]
/// and (with probability `smallShare`) small ones in 1e-4…1e-2; constants up to ±300;
/// priorities among 1000, 999, 751, 750, 500, 250, 50, 1. The required subset is feasible by
/// construction: it holds at a hidden point. Shared by the property tests and scripts/soak.
struct RandomSystem {
    static let priorities: [Float] = [1000, 999, 751, 750, 500, 250, 50, 1]

    var plain: [PlainConstraint] = []
    var variableCount: Int

    init(seed: UInt64, variables: ClosedRange<Int>, constraints: ClosedRange<Int>, smallShare: Double = 0.1) {
        var rng = SplitMix(seed: seed)
        let n = Int.random(in: variables, using: &rng)
        variableCount = n
        let hidden = (0..<n).map { _ in Double.random(in: -100...100, using: &rng) }
        let m = Int.random(in: constraints, using: &rng)
        for _ in 0..<m {
            var coefficients = [Double](repeating: 0, count: n)
            let used = Int.random(in: 1...min(4, n), using: &rng)
            for k in Array(0..<n).shuffled(using: &rng).prefix(used) {
                let u = Double.random(in: 0..<1, using: &rng)
                let magnitude: Double
                if u < smallShare {
                    magnitude = Double.random(in: 1e-4...1e-2, using: &rng)
                } else if u < 0.7 {
                    magnitude = [0.5, 1, 2].randomElement(using: &rng)!
                } else {
                    magnitude = (Double.random(in: 0.05...3, using: &rng) * 1000).rounded() / 1000
                }
                coefficients[k] = Bool.random(using: &rng) ? magnitude : -magnitude
            }
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            let priority = Self.priorities.randomElement(using: &rng)!
            var constant: Double
            if priority >= 1000 {
                // Holds at the hidden point (inequalities with some room).
                let value = zip(coefficients, hidden).reduce(0.0) { $0 + $1.0 * $1.1 }
                let room = relation == .equal ? 0 : Double.random(in: 0...50, using: &rng)
                constant = -value + (relation == .lessThanOrEqual ? -room : room)
            } else {
                constant = Double.random(in: -300...300, using: &rng)
            }
            plain.append(PlainConstraint(coefficients: coefficients, constant: constant, relation: relation, priority: priority))
        }
    }

    /// The constraints over `variables` (one solver constraint per plain one).
    func constraints(over variables: [Variable]) -> [Constraint] {
        plain.map { p in
            var expression = Expression(constant: p.constant)
            for (k, c) in p.coefficients.enumerated() where c != 0 { expression.terms.append(Term(variables[k], c)) }
            return Constraint(expression, p.relation, priority: Priority(p.priority))
        }
    }
}

/// The worst violation of a required constraint at `x`, as a multiple of its tolerance (≤ 1 holds).
func worstRequiredViolation(_ plain: [PlainConstraint], _ x: [Double]) -> Double {
    var worst = 0.0
    for c in plain where c.isRequired {
        var scale = max(1, abs(c.constant))
        for (a, v) in zip(c.coefficients, x) { scale = max(scale, abs(a * v)) }
        worst = max(worst, c.error(x) / (1e-7 * scale))
    }
    return worst
}
