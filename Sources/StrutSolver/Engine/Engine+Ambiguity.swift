// Ambiguity: variables that can move while every required constraint holds and no priority
// level's total error changes.
//
// At the optimum, a parametric symbol whose cost vector is zero at every level (and that is
// not a dummy) can be raised — or, for an external, moved either way — without changing the
// objective, as far as the restricted rows holding it stay ≥ 0 (a ratio test). Every
// external whose value depends on it (directly, through an eager row, or through lazy
// definitions) then moves too: that is a witness. This finds every variable that can move
// along a single non-basic direction of the optimal face; a move that needs a degenerate
// pivot first is not explored.

struct AmbiguityWitness {
    var symbol: Int
    var value: Double
    var alternative: Double
}

extension Engine {
    mutating func ambiguities() -> [AmbiguityWitness] {
        var found: [Int: AmbiguityWitness] = [:]
        var order: [Int] = []
        for p in 0..<symbolCount
        where perSymbol[p].flags.state == .parametric && perSymbol[p].flags.kind.canEnter && perSymbol[p].flags.kind != .artificial {
            guard hasZeroCost(p) else { continue }
            let isExternal = perSymbol[p].flags.kind == .external
            guard isExternal || !columns.isEmpty(p) || !dependents.isEmpty(p) else { continue }
            for direction in isExternal ? [1.0, -1.0] : [1.0] {
                var limit = Double.infinity
                for position in columns.positions(of: p) {
                    let target = columns.id(at: position)
                    guard perSymbol[target].flags.kind.isRestricted else { continue }
                    let a = perSymbol[target].row.coefficient(of: p) * direction
                    if a < 0 { limit = min(limit, max(0, perSymbol[target].row.constant) / -a) }
                }
                guard limit > 1e-7 else { continue }
                let step = min(limit, 1) * direction
                var deltas: [Int: Double] = [p: step]
                for position in columns.positions(of: p) {
                    let target = columns.id(at: position)
                    deltas[target] = perSymbol[target].row.coefficient(of: p) * step
                }
                // Lazy definitions reading any moved symbol, transitively.
                var frontier = Array(deltas.keys).sorted()
                visitEpoch &+= 1
                let epoch = visitEpoch
                for s in frontier { perSymbol[s].stamps.visit = epoch }
                let moved = frontier.count
                appendLazyReaders(to: &frontier, epoch: epoch)
                for d in frontier[moved...] { _ = lazyDelta(d, &deltas) }
                for (s, delta) in deltas.sorted(by: { $0.key < $1.key })
                where perSymbol[s].flags.kind == .external && abs(delta) > 1e-9 && found[s] == nil {
                    let v = value(of: s)
                    found[s] = AmbiguityWitness(symbol: s, value: v, alternative: v + delta)
                    order.append(s)
                }
            }
        }
        return order.sorted().compactMap { found[$0] }
    }

    /// The change of a lazy row's value given the changes in `deltas` (memoised there).
    private mutating func lazyDelta(_ root: Int, _ deltas: inout [Int: Double]) -> Double {
        var stack = [root]
        while let s = stack.last {
            if deltas[s] != nil {
                stack.removeLast()
                continue
            }
            var ready = true
            for cell in perSymbol[s].row.cells where perSymbol[cell.symbol].flags.state == .lazy && deltas[cell.symbol] == nil {
                stack.append(cell.symbol)
                ready = false
            }
            guard ready else { continue }
            var d = 0.0
            for cell in perSymbol[s].row.cells { d += cell.coefficient * (deltas[cell.symbol] ?? 0) }
            deltas[s] = d
            stack.removeLast()
        }
        return deltas[root] ?? 0
    }
}
