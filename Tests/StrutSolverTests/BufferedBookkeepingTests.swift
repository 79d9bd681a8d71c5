import Testing

@testable import StrutSolver

/// Round solver13 moved bookkeeping onto buffers: the journal saves an index list by copying it
/// in place into a ``ReusableList`` (``IndexLists/appendContents(of:to:)``), and expanding a
/// row's references accumulates through buffers of arrays moved out of the engine. These tests
/// pin what those paths must leave behind.
@Suite struct BufferedBookkeepingTests {
    /// A saved list lands after the list's elements, over stale storage from an earlier use,
    /// and the storage grows when the list does not fit.
    @Test func appendContentsCopiesAListAfterTheElements() {
        var lists = IndexLists()
        for _ in 0..<3 { lists.appendEmpty() }
        for id in [5, 9, 2] { lists.append(id, to: 1) }
        for id in 0..<20 { lists.append(100 + id, to: 2) }
        var saved = ReusableList<Int>()
        for id in [-1, -2, -3, -4] { saved.append(id) }
        saved.removeAll()
        saved.append(7)
        lists.appendContents(of: 1, to: &saved)
        #expect(Array(saved) == [7, 5, 9, 2])
        lists.appendContents(of: 0, to: &saved)  // empty: nothing appended
        #expect(Array(saved) == [7, 5, 9, 2])
        lists.appendContents(of: 2, to: &saved)
        #expect(Array(saved) == [7, 5, 9, 2] + (100..<120))
    }

    /// Expanding a definition that reads basic symbols leaves a row of parametric symbols only
    /// whose constant is the definition's value (every parametric symbol is 0), and leaves the
    /// accumulator empty: no symbol listed, flagged or holding a sum. top == 0, height >= 0,
    /// height == 20 @750, bottom == top + height + 16: bottom = 0 + 20 + 16 = 36.
    @Test func expandingADefinitionLeavesTheAccumulatorEmpty() throws {
        let solver = Solver()
        let top = Variable("top"), height = Variable("height"), bottom = Variable("bottom")
        try solver.addConstraint(top == 0.0)
        try solver.addConstraint(height >= 0.0)
        try solver.addConstraint((height == 20.0) | 750)
        try solver.addConstraint(bottom == top + height + 16.0)
        #expect(solver.value(of: bottom) == 36)
        let b = try #require(solver.knownSymbol(of: bottom))
        #expect(solver.engine.perSymbol[b].flags.state == .lazy)
        let row = solver.engine.expandedRow(of: b)
        #expect(row.constant == 36)
        #expect(!row.cells.isEmpty)
        for cell in row.cells {
            #expect(solver.engine.perSymbol[cell.symbol].flags.state == .parametric)
        }
        #expect(zip(row.cells, row.cells.dropFirst()).allSatisfy { $0.symbol < $1.symbol })
        #expect(solver.engine.accumulatedSymbols.isEmpty)
        for s in 0..<solver.engine.symbolCount {
            #expect(!solver.engine.perSymbol[s].flags.accumulated)
            #expect(solver.engine.accumulator[s].sum == 0 && solver.engine.accumulator[s].scale == 0)
        }
        // The engine keeps working after the expansion: a new width moves bottom with it.
        try solver.addConstraint((height == 30.0) | 1000)
        #expect(solver.value(of: bottom) == 46)
    }

    /// The list of the records a check evaluated holds one call's records, never an
    /// accumulation: with values beyond 1e15 every call also runs the full check, which lists
    /// the records it evaluates beyond the local ones (here the definitions down a chain, read
    /// transitively). A chain of six cells below x, x a strong edit variable: after each of six
    /// suggestions the list names at most the solver's seven records.
    @Test func theCheckedListHoldsOneCallsRecords() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, priority: .strong)
        try solver.suggestValue(1, for: x)
        var previous = x
        for i in 0..<6 {
            let next = Variable("cell\(i)")
            try solver.addConstraint(next == previous + 1.0)
            previous = next
        }
        for k in 1...6 {
            let v = Double(k) * 1e16
            try solver.suggestValue(v, for: x)
            #expect(abs(solver.value(of: previous) - v) <= 1e-12 * v)
            #expect(solver.recordsChecked.count <= 7)
        }
    }

    /// A substitution writes a row back into its own storage while the row keeps at least an
    /// eighth of it, and gives it a new array of the merged length below that. Row t = x1 + x2
    /// (storage for `reserved` cells), x1 := x3 leaves t = x2 + x3: two cells.
    @Test(arguments: [16, 64])
    func aShrunkRowKeepsItsStorageDownToAnEighth(reserved: Int) {
        var engine = Engine()
        let x = (0..<4).map { _ in engine.newSymbol(.slack, owner: -1) }
        engine.install(x[0], Row(cells: Engine.cells([(x[1], 1), (x[2], 1)], reserving: reserved), constant: 0), lazy: false)
        let capacity = engine.perSymbol[x[0]].row.cells.capacity
        #expect(capacity >= reserved)
        engine.substitute(x[1], with: Row(cells: [Cell(symbol: x[3], coefficient: 1)], constant: 0), into: x[0])
        #expect(engine.perSymbol[x[0]].row.cells.map(\.symbol) == [x[2], x[3]])
        if 8 * 2 >= capacity {
            #expect(engine.perSymbol[x[0]].row.cells.capacity == capacity)
        } else {
            #expect(engine.perSymbol[x[0]].row.cells.capacity < capacity)
        }
    }
}

extension Engine {
    /// Cells with storage for at least `reserved` of them (tests).
    fileprivate static func cells(_ pairs: [(Int, Double)], reserving reserved: Int) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(reserved)
        for (symbol, coefficient) in pairs { cells.append(Cell(symbol: symbol, coefficient: coefficient)) }
        return cells
    }
}
