import Testing

@testable import StrutSolver

/// The same calls give bit-identical results in every process. Swift seeds hashing per
/// process, so golden bit patterns committed here and checked on every run prove that no
/// hash (or address) order reaches the results.
@Suite struct DeterminismTests {
    @Test func underdeterminedSumFollowsRegistrationOrder() throws {
        // x + y == 10 alone: the first-registered variable is the row's subject (x = 10 - y),
        // the other stays parametric at 0 — never decided by addresses (kiwi: by heap order).
        for _ in 0..<20 {
            let y = Variable("y"), x = Variable("x")  // allocation order varies; names do not
            let solver = Solver()
            try solver.addConstraint(x + y == 10.0)
            #expect(solver.value(of: x) == 10)
            #expect(solver.value(of: y) == 0)
        }
    }

    /// A random, degenerate, partly ambiguous system (fixed seed) with removals, suggestions
    /// and constant changes: many pivot ties.
    static func scenario() throws -> [UInt64] {
        var rng = SplitMix(seed: 2026)
        let vars = (0..<12).map { Variable("v\($0)") }
        let solver = Solver()
        var added: [Constraint] = []
        for _ in 0..<60 {
            var e = Expression(constant: Double(Int.random(in: -50...50, using: &rng)))
            for v in vars.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)) {
                e.terms.append(Term(v, Double(Int.random(in: -3...3, using: &rng))))
            }
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            let priority: Priority = Int.random(in: 0..<4, using: &rng) == 0 ? .required : [50, 250, 251, 750].randomElement(using: &rng)!
            let c = Constraint(e, relation, priority: priority)
            if (try? solver.addConstraint(c)) != nil { added.append(c) }
        }
        try solver.addEditVariable(vars[0], priority: 900)
        try solver.suggestValue(17.25, for: vars[0])
        for k in stride(from: 0, to: added.count, by: 3) { try solver.removeConstraint(added[k]) }
        for k in stride(from: 1, to: added.count, by: 3) where !added[k].priority.isRequired {
            try solver.setConstant(Double(k), of: added[k])
        }
        try solver.suggestValue(-3.5, for: vars[0])
        return vars.map { solver.value(of: $0).bitPattern } + [UInt64(solver.statistics.pivots)]
    }

    @Test func goldenValuesAreBitIdenticalAcrossProcesses() throws {
        let values = try Self.scenario()
        #expect(values == Self.golden, "got \(values)")
        #expect(try Self.scenario() == values)
    }

    /// The last entry is the pivot count: 52 since the primal simplex prices its candidates
    /// (the most negative cost enters, Engine+Pricing.swift; 80 with the smallest id first). The
    /// same optimum reached along another path: the values moved by 0–19 units in the last place.
    static let golden: [UInt64] = [
        13838435755002691584, 13848568854164275199, 4626252348472164351, 4628855992006737920,
        4620693217682128908, 4623789442425946112, 13845754104397168642, 4625689398518743043,
        13854620566163554304, 4623320317464761685, 4619880067749409212, 4625196817309499386, 52,
    ]
}
