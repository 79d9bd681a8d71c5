// Pricing: which improving symbol enters in the primal simplex.
//
// Bland's rule (the smallest improving id) never cycles but walks many vertices: on issue 13's
// random systems (15–60 variables, 40–200 constraints) it made about 120 pivots per added
// constraint. Dantzig's rule (the most negative cost) reaches the optimum in far fewer pivots,
// so the primal simplex prices the first `pricingWindow` entries of the candidate heap (the
// smallest ids, roughly: partial pricing, so a call with thousands of candidates pays a bounded
// scan per pivot) and takes the one whose cost vector is most negative: the most significant
// level at which it improves first, then the most negative cost at that level, then the
// smallest id. Dantzig's rule can cycle at a degenerate vertex, so after `degenerateRunLimit`
// degenerate pivots in a row the simplex uses Bland's rule until a pivot moves the vertex.
// Every choice reads ids and costs only: the same calls give the same pivots in every process.

extension Engine {
    /// Candidates priced per pivot (the first entries of the candidate heap's storage).
    static let pricingWindow = 256
    /// Degenerate pivots in a row after which the primal simplex uses Bland's rule.
    static let degenerateRunLimit = 20

    /// The next entering candidate: Bland's (the smallest id) when `bland`, otherwise the
    /// priced best of the window (see the top of this file). May return a candidate that is no
    /// longer improving when none in the window is (the caller skips it, as for Bland's).
    mutating func nextEntering(bland: Bool) -> Int? {
        let count = candidates.storage.count
        if bland || count <= 1 { return candidates.popMin() }
        var best = -1
        var bestSymbol = Int.max
        var bestLevel = levelCount
        var bestCost = 0.0
        for i in 0..<min(count, Engine.pricingWindow) {
            let s = candidates.storage[i]
            guard perSymbol[s].flags.state == .parametric, perSymbol[s].flags.kind.canEnter else { continue }
            let base = s * levelCount
            // The first level whose cost is not zero decides (as ``isImproving(_:)``).
            for l in 0..<min(levelCount, bestLevel + 1) {
                let v = objective[base + l]
                if v < -Tolerance.optimality {
                    if l < bestLevel || v < bestCost || (v == bestCost && s < bestSymbol) {
                        best = i
                        bestSymbol = s
                        bestLevel = l
                        bestCost = v
                    }
                    break
                }
                if v > Tolerance.optimality { break }
            }
        }
        guard best >= 0 else { return candidates.popMin() }
        return candidates.remove(at: best)
    }
}
