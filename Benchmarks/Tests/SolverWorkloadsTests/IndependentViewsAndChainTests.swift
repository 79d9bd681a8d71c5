import SolverWorkloads
import StrutSolver
import Testing

struct IndependentViewsTests {
    /// Every step of the constant-change workload is a real change: never the initial 100, and
    /// never the value the same view received on its previous visit (N steps earlier, since
    /// k ↦ 7919·k mod N is a bijection for these N).
    @Test(arguments: [100, 1_000, 10_000])
    func constantChangeAlwaysChangesTheConstant(count: Int) {
        var last = [Double](repeating: 100, count: count)
        for step in 0..<(3 * count) {
            let view = IndependentViews.viewIndex(step: step, count: count)
            let width = IndependentViews.changedWidth(step: step, count: count)
            #expect(width != last[view], "step \(step), view \(view)")
            last[view] = width
        }
    }

    /// View i sits at t = 8 + 28·i with w = 100, h = 20, l = 8.
    @Test func buildPlacesEveryView() throws {
        let solver = Solver()
        let views = try IndependentViews.build(3, in: solver)
        #expect(views.map { solver.value(of: $0.top) } == [8, 36, 64])
        #expect(views.map { solver.value(of: $0.width) } == [100, 100, 100])
        #expect(views.map { solver.value(of: $0.left) } == [8, 8, 8])
        #expect(views.map { solver.value(of: $0.height) } == [20, 20, 20])
        #expect(solver.statistics.constraints == 3 * IndependentViews.constraintsPerView)
    }
}

struct ChainTests {
    /// Roomy (W = 58N + 100): every item keeps 50, so x[N] = N·(50 + 8) = 58N.
    /// Tight (W = 30N): x[N] = W = 30N and the widths share 30N − 8N = 22N.
    @Test(arguments: [10, 100])
    func tightAndRoomyEnds(count: Int) throws {
        let solver = Solver()
        let row = try Chain.build(count, in: solver)
        let n = Double(count)
        #expect(solver.value(of: row.edges[count]) == 58 * n)
        try solver.suggestValue(Chain.tightWidth(count), for: row.containerWidth)
        #expect(abs(solver.value(of: row.edges[count]) - 30 * n) < 1e-9 * n)
        let widths = row.widths.reduce(0) { $0 + solver.value(of: $1) }
        #expect(abs(widths - 22 * n) < 1e-9 * n)
        #expect(row.widths.allSatisfy { solver.value(of: $0) >= 10 - 1e-9 })
        try solver.suggestValue(Chain.roomyWidth(count), for: row.containerWidth)
        #expect(solver.value(of: row.edges[count]) == 58 * n)
    }
}
