import Testing

@testable import StrutSolver

/// The engine's indexes stay exact when one variable is named by every constraint of a large
/// system (a window's width in every cell's trailing constraint): the case where the column
/// and required-record lists grow with N, which the index updates must search from the end
/// and the required-record index must not scan (issue 15's LinkedIn cells at 10,000).
@Suite struct SharedVariableIndexTests {
    /// `cells` rows under one width `W == 375`. Per cell i: `left == 0`,
    /// `left + width == W`, `top == previous bottom` (0 for the first),
    /// `bottom == top + height`, `height >= 20`, `height == 20 + 10 × (i mod 4)` at 750.
    struct Cells {
        let solver = Solver()
        let width = Variable("W")
        var windowWidth: Constraint
        var lefts: [Variable] = [], widths: [Variable] = [], tops: [Variable] = [], heights: [Variable] = []
        var preferredHeights: [Constraint] = []

        init(_ cells: Int) throws {
            windowWidth = width == 375.0
            var constraints = [windowWidth]
            var previousBottom: Variable?
            for i in 0..<cells {
                let left = Variable("left\(i)"), w = Variable("width\(i)")
                let top = Variable("top\(i)"), height = Variable("height\(i)"), bottom = Variable("bottom\(i)")
                let preferred = (height == 20.0 + 10.0 * Double(i % 4)) | 750
                constraints += [
                    left == 0.0, left + w == width,
                    previousBottom.map { top == $0 } ?? (top == 0.0),
                    bottom == top + height, height >= 20.0, preferred,
                ]
                lefts.append(left)
                widths.append(w)
                tops.append(top)
                heights.append(height)
                preferredHeights.append(preferred)
                previousBottom = bottom
            }
            try solver.addConstraints(constraints)
        }

        /// Cell i's preferred height, and its top: the sum of the heights before it.
        func expectedHeight(_ i: Int) -> Double { 20 + 10 * Double(i % 4) }
        func expectedTop(_ i: Int) -> Double { (0..<i).reduce(0) { $0 + expectedHeight($1) } }
    }

    /// Violations of the engine's and the solver's index invariants (0 when they hold):
    /// `columns[s]` lists exactly the eager rows holding `s`, `dependents[s]` exactly the lazy
    /// rows naming it, each once; `requiredRecordsBySymbol[s]` lists each live required
    /// record naming `s` exactly once, and nothing else.
    func indexViolations(_ solver: Solver) -> Int {
        let engine = solver.engine
        var violations = 0
        for s in 0..<engine.symbolCount {
            for (list, state) in [(engine.columns[s], SymbolState.eager), (engine.dependents[s], .lazy)] {
                if Set(list).count != list.count { violations += 1 }
                for t in list where engine.perSymbol[t].flags.state != state || engine.perSymbol[t].row.index(of: s) == nil {
                    violations += 1
                }
            }
            guard engine.perSymbol[s].flags.state != .parametric else { continue }
            let index = engine.perSymbol[s].flags.state == .eager ? engine.columns : engine.dependents
            for cell in engine.perSymbol[s].row.cells where !index[cell.symbol].contains(s) { violations += 1 }
        }
        var expected: [Int: [Int]] = [:]
        for (i, record) in solver.records.enumerated() {
            guard let record, record.isRequired else { continue }
            for symbol in Set(solver.terms(of: record).map(\.symbol)) { expected[symbol, default: []].append(i) }
        }
        for s in 0..<solver.requiredRecordsBySymbol.count
        where solver.requiredRecordsBySymbol[s].sorted() != (expected[s] ?? []).sorted() {
            violations += 1
        }
        for s in expected.keys where s >= solver.requiredRecordsBySymbol.count { violations += 1 }
        return violations
    }

    @Test func everyRowOnOneWidthKeepsExactIndexesAndValues() throws {
        let n = 400
        let cells = try Cells(n)
        // Every width is W − left = 375 − 0; heights take their preferences (nothing opposes
        // them); tops are the running sums (exact: small integers).
        for i in 0..<n {
            #expect(cells.solver.value(of: cells.widths[i]) == 375)
            #expect(cells.solver.value(of: cells.heights[i]) == cells.expectedHeight(i))
            #expect(cells.solver.value(of: cells.tops[i]) == cells.expectedTop(i))
        }
        #expect(indexViolations(cells.solver) == 0)
        let w = try #require(cells.solver.knownSymbol(of: cells.width))
        // W is named by its own equality and by every cell's `left + width == W`: n + 1 records.
        #expect(cells.solver.requiredRecordsBySymbol[w].count == n + 1)

        // A new window width moves every cell's width (constant change through the shared
        // variable), then every seventh cell's preference is removed and replaced by a required
        // height of 33 (removals and additions pivot rows out of the long columns).
        try cells.solver.setConstant(-320, of: cells.windowWidth)
        var replaced: [Int: Constraint] = [:]
        for i in stride(from: 0, to: n, by: 7) {
            try cells.solver.removeConstraint(cells.preferredHeights[i])
            let fixed = cells.heights[i] == 33.0
            try cells.solver.addConstraint(fixed)
            replaced[i] = fixed
        }
        var top = 0.0
        for i in 0..<n {
            let height = replaced[i] == nil ? cells.expectedHeight(i) : 33
            #expect(cells.solver.value(of: cells.widths[i]) == 320)
            #expect(cells.solver.value(of: cells.heights[i]) == height)
            #expect(cells.solver.value(of: cells.tops[i]) == top)
            top += height
        }
        #expect(indexViolations(cells.solver) == 0)

        // Removing the required heights again restores the preferences; the indexes shrink back.
        for i in replaced.keys.sorted() {
            try cells.solver.removeConstraint(replaced[i]!)
            try cells.solver.addConstraint(cells.preferredHeights[i])
        }
        for i in 0..<n { #expect(cells.solver.value(of: cells.tops[i]) == cells.expectedTop(i)) }
        #expect(indexViolations(cells.solver) == 0)
        #expect(cells.solver.requiredRecordsBySymbol[w].count == n + 1)

        // Every fifth cell's `left + width == W` goes (its width is then free: 0 is as good as
        // any, nothing prices it) and comes back: W's list shrinks by those records and grows
        // back, each record listed once, and the widths are W − left = 320 again.
        let spans = stride(from: 0, to: n, by: 5).map { i in
            cells.solver.records.compactMap { $0 }.first { record in
                cells.solver.terms(of: record).contains { $0.symbol == cells.solver.knownSymbol(of: cells.widths[i]) }
                    && cells.solver.terms(of: record).contains { $0.symbol == w }
            }!.constraint
        }
        try cells.solver.removeConstraints(spans)
        #expect(cells.solver.requiredRecordsBySymbol[w].count == n + 1 - spans.count)
        #expect(indexViolations(cells.solver) == 0)
        try cells.solver.addConstraints(spans)
        #expect(cells.solver.requiredRecordsBySymbol[w].count == n + 1)
        #expect(indexViolations(cells.solver) == 0)
        for i in 0..<n { #expect(cells.solver.value(of: cells.widths[i]) == 320) }
    }

    @Test func aVariableNamedTwiceIsIndexedOnceAndChecked() throws {
        // `x + x == 10` names x twice: x = 5, and x's required list holds the record once.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let twice = Constraint(Expression([Term(x), Term(x)], constant: -10), .equal)
        try solver.addConstraints([twice, y == x + 1.0])
        #expect(solver.value(of: x) == 5)
        #expect(solver.value(of: y) == 6)
        let s = try #require(solver.knownSymbol(of: x))
        #expect(solver.requiredRecordsBySymbol[s].count == 2)
        #expect(indexViolations(solver) == 0)
        // The record is still checked and moved through its constant: 2x = 14.
        try solver.setConstant(-14, of: twice)
        #expect(solver.value(of: x) == 7)
        #expect(solver.value(of: y) == 8)
        try solver.removeConstraint(twice)
        #expect(solver.requiredRecordsBySymbol[s].count == 1)
        #expect(indexViolations(solver) == 0)
    }

    @Test func aConstraintInTwoSolversFindsItsRecordInEach() throws {
        // One constraint object in two solvers: each solver's constant change and constant
        // read find that solver's record, whichever solver used the constraint last.
        let x = Variable("x")
        let shared = x == 10.0
        let first = Solver(), second = Solver()
        try first.addConstraint(x >= 0.0)  // a record before it: different indexes in the two
        try first.addConstraint(shared)
        try second.addConstraint(shared)
        try first.setConstant(-20, of: shared)
        try second.setConstant(-30, of: shared)
        try first.setConstant(-40, of: shared)
        #expect(first.value(of: x) == 40)
        #expect(second.value(of: x) == 30)
        #expect(second.constant(of: shared) == -30)
        #expect(first.constant(of: shared) == -40)  // last: the cache names `first`'s record

        // Removed, its record slot taken by another constraint: the stale entry is not used.
        try first.removeConstraint(shared)
        let other = x == 5.0
        try first.addConstraint(other)
        #expect(thrownError { () throws(SolverError) in try first.setConstant(-1, of: shared) } != nil)
        #expect(first.constant(of: shared) == nil)
        #expect(first.value(of: x) == 5)
        try second.setConstant(-50, of: shared)
        #expect(second.value(of: x) == 50)
    }

    @Test func perSymbolAndPerRecordHotDataStayCompact() {
        // The stamps a constant change and its check touch share one record per symbol, and a
        // record's check stamp lives in the padding of its numbers (see SymbolStamps and
        // RecordNumbers): growing either would spread a call's reads over more cache lines.
        #expect(MemoryLayout<SymbolStamps>.stride == 24)
        #expect(MemoryLayout<RecordNumbers>.stride == 32)
    }
}
