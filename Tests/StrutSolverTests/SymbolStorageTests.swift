import Testing

@testable import StrutSolver

/// The packed per-symbol storage keeps every fact it packs: `SymbolFlags` holds kind, state,
/// six bookkeeping bits and the owning record in 8 bytes (so the owner costs no cache line of
/// its own), and a rolled-back reuse of a dead symbol id gives the old symbol its owner back.
@Suite struct SymbolStorageTests {
    /// The flags stay 8 bytes: the invalidation walk reads only them, and a wider record would
    /// spread it over more cache lines (BENCHMARKS.md, 2026-11-26 evening).
    @Test func flagsStayEightBytes() {
        #expect(MemoryLayout<SymbolFlags>.size == 8)
        #expect(MemoryLayout<SymbolFlags>.stride == 8)
    }

    /// The facts the hot paths read together stay in one 64-byte record per symbol (a wider
    /// record would spread one symbol over more cache lines; BENCHMARKS.md, 2026-11-27 morning).
    @Test func symbolRecordStaysOneCacheLine() {
        #expect(MemoryLayout<SymbolRecord>.stride == 64)
    }

    /// A new engine allocates nothing per symbol until its first symbol, and a small one (a
    /// table cell's fitting engine) reserves what it uses, not 64 of everything.
    @Test func smallEngineReservesWhatItUses() {
        var engine = Engine()
        #expect(engine.perSymbol.capacity == 0 && engine.objective.capacity == 0)
        for _ in 0..<20 { _ = engine.newSymbol(.external, owner: -1) }
        #expect(engine.symbolCount == 20)
        #expect(engine.perSymbol.capacity >= 20 && engine.perSymbol.capacity < 64)
    }

    /// Every one of the 64 combinations of the six bits, set one bit at a time and then
    /// cleared in the reverse order, reads back exactly, and leaves kind, state and owner
    /// untouched (owners -1, 0 and the largest 32-bit index).
    @Test(arguments: [-1, 0, Int(Int32.max)])
    func bitsAndOwnerAreIndependent(owner: Int) {
        let setters: [(inout SymbolFlags, Bool) -> Void] = [
            { $0.isCandidate = $1 }, { $0.isInfeasibleQueued = $1 }, { $0.lazyValid = $1 },
            { $0.isInvalidated = $1 }, { $0.isTouched = $1 }, { $0.accumulated = $1 },
        ]
        func bits(_ f: SymbolFlags) -> [Bool] {
            [f.isCandidate, f.isInfeasibleQueued, f.lazyValid, f.isInvalidated, f.isTouched, f.accumulated]
        }
        for mask in 0..<64 {
            var flags = SymbolFlags(kind: .slack, owner: owner)
            flags.state = .eager
            let wanted = (0..<6).map { mask & (1 << $0) != 0 }
            for i in 0..<6 where wanted[i] { setters[i](&flags, true) }
            #expect(bits(flags) == wanted, "mask \(mask)")
            #expect(flags.kind == .slack && flags.state == .eager && flags.owner == owner)
            for i in (0..<6).reversed() where wanted[i] {
                setters[i](&flags, false)
                #expect(bits(flags)[i] == false)
            }
            #expect(bits(flags) == Array(repeating: false, count: 6))
            #expect(flags.kind == .slack && flags.state == .eager && flags.owner == owner)
        }
    }

    /// A dead slack of record 7 is reused inside a transaction as an error of record 9; the
    /// rollback gives the id back its kind, owner and bits as they were before.
    @Test func rollbackOfReusedSymbolRestoresOwner() {
        var engine = Engine()
        _ = engine.newSymbol(.external, owner: -1)
        let slack = engine.newSymbol(.slack, owner: 7)
        engine.perSymbol[slack].flags.lazyValid = true
        engine.releaseSymbol(slack)
        #expect(engine.freeSymbols == [slack])
        engine.beginTransaction()
        let reused = engine.newSymbol(.error, owner: 9)
        #expect(reused == slack)
        #expect(engine.perSymbol[reused].flags.kind == .error && engine.perSymbol[reused].flags.owner == 9)
        #expect(engine.perSymbol[reused].flags.lazyValid == false)
        engine.rollbackTransaction()
        #expect(engine.symbolCount == 2)
        #expect(engine.perSymbol[slack].flags.kind == .slack && engine.perSymbol[slack].flags.owner == 7)
        #expect(engine.perSymbol[slack].flags.lazyValid)
        #expect(engine.freeSymbols == [slack])
    }

    /// Everything the engine stores per symbol, in a comparable form: the two index lists, each
    /// row's constant and cells (bit patterns) and the flags with the owner.
    static func storage(_ engine: Engine) -> [String] {
        (0..<engine.symbolCount).map { s in
            let cells = engine.perSymbol[s].row.cells.map { "\($0.symbol):\($0.coefficient.bitPattern)" }
            let f = engine.perSymbol[s].flags
            return "\(s) col \(engine.columns[s]) dep \(engine.dependents[s]) "
                + "row \(engine.perSymbol[s].row.constant.bitPattern) \(cells) \(f.kind) \(f.state) \(f.owner)"
        }
    }

    /// A chain `x[i+1] = x[i] + w[i]` with `w[i] >= 10`, `w[i] == 50` (strong) and a container
    /// edit: rejected calls (a required cap below the chain's minimum 10·n, and a required
    /// constant change to the same effect) roll back every list, row and flag exactly, and the
    /// lists stay the exact index of the rows (each eager row holding `s` is in
    /// `columns[s]`, each lazy row naming it in `dependents[s]`).
    @Test func rejectedCallsRestoreEveryList() throws {
        let solver = Solver()
        let n = 12
        let x = (0...n).map { Variable("x\($0)") }
        let w = (0..<n).map { Variable("w\($0)") }
        var constraints: [Constraint] = [x[0] == 0.0]
        for i in 0..<n {
            constraints += [x[i + 1] == x[i] + w[i], w[i] >= 10.0, (w[i] == 50.0) | 750]
        }
        let cap = x[n] <= 1000.0
        constraints.append(cap)
        try solver.addConstraints(constraints)
        let before = Self.storage(solver.engine)
        // The chain's minimum is 10 × 12 = 120: a cap of 100 cannot hold.
        #expect(throws: SolverError.self) { try solver.addConstraint(x[n] <= 100.0) }
        #expect(Self.storage(solver.engine) == before)
        #expect(throws: SolverError.self) { try solver.setConstant(-100, of: cap) }
        #expect(Self.storage(solver.engine) == before)
        // Every w at its preferred 50 (x[n] = 600 ≤ 1000); the lists index exactly the rows.
        #expect(w.map { solver.value(of: $0) } == Array(repeating: 50.0, count: n))
        let engine = solver.engine
        for s in 0..<engine.symbolCount {
            for t in engine.columns[s] { #expect(engine.perSymbol[t].flags.state == .eager && engine.perSymbol[t].row.index(of: s) != nil) }
            for t in engine.dependents[s] {
                #expect(engine.perSymbol[t].flags.state == .lazy && engine.perSymbol[t].row.index(of: s) != nil)
            }
            guard engine.perSymbol[s].flags.state != .parametric else { continue }
            let index = engine.perSymbol[s].flags.state == .eager ? engine.columns : engine.dependents
            for cell in engine.perSymbol[s].row.cells { #expect(index[cell.symbol].contains(s)) }
        }
    }
}
