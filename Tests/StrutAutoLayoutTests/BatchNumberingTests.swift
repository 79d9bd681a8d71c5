import Testing

@testable import StrutSolver

/// `ConstraintBatch` numbers its variables by first appearance through each variable's scratch
/// word (`Variable.batchSlot`, `StampSlots`), checked afterwards, and through a table where a
/// word did not hold. Whatever the words held before, the numbering is the table's.
@Suite struct BatchNumberingTests {
    /// `a == 1`, `b == a + c`, `c >= a`, `d == b` over the given variables.
    static func batch(_ a: Variable, _ b: Variable, _ c: Variable, _ d: Variable) -> [Constraint] {
        [a == 1.0, b == a + c, c >= a, d == b]
    }

    static func fresh() -> [Variable] { (0..<4).map { Variable("v\($0)") } }

    /// Variables numbered by other batches before (their words stale, some naming slots this
    /// batch gives other variables) get the slots of fresh variables, and batches over one set
    /// of variables, interleaved, all agree.
    @Test func staleWordsNumberAsFreshVariables() {
        let v = Self.fresh()
        let reference = ConstraintBatch(Self.batch(v[0], v[1], v[2], v[3])).signature
        let w = Self.fresh()
        // Other orders first: each leaves its own slots in the words.
        _ = ConstraintBatch(Self.batch(w[3], w[2], w[1], w[0]))
        _ = ConstraintBatch([w[1] == w[0] + w[2], w[3] == 2.0])
        let again = ConstraintBatch(Self.batch(w[0], w[1], w[2], w[3]))
        #expect(again.signature == reference)
        #expect(again.variables.map { $0.takeUnretainedValue() } == w)
        // The same variables in a different pattern: another structure.
        #expect(ConstraintBatch(Self.batch(w[0], w[1], w[0], w[3])).signature != reference)
        #expect(ConstraintBatch(Self.batch(w[0], w[1], w[2], w[3])).signature == reference)
    }

    /// A word overwritten between two appearances of its variable (another batch numbering it
    /// at the same time) gives the variable a second slot; the check finds it.
    @Test func anOverwrittenWordIsFound() {
        let a = Variable("a"), b = Variable("b")
        var stamps = StampSlots(tag: 7)
        let found = UnsafeMutableBufferPointer<Unmanaged<Variable>>.allocate(capacity: 4)
        defer { found.deallocate() }
        found.initialize(repeating: Unmanaged.passUnretained(a))
        #expect(stamps.slot(of: .passUnretained(a), found: found, next: 0) == 0)
        found[0] = .passUnretained(a)
        #expect(stamps.slot(of: .passUnretained(b), found: found, next: 1) == 1)
        found[1] = .passUnretained(b)
        #expect(stamps.slot(of: .passUnretained(a), found: found, next: 2) == 0)
        #expect(stamps.hold(for: [.passUnretained(a), .passUnretained(b)]))
        // Another batch's word in `a`: `a` is taken for a new variable, which the check refuses.
        a.batchSlot.store(8 << 32, ordering: .relaxed)
        #expect(stamps.slot(of: .passUnretained(a), found: found, next: 2) == 2)
        #expect(!stamps.hold(for: [.passUnretained(a), .passUnretained(b), .passUnretained(a)]))
        // A word of this batch naming a slot another variable holds is not believed.
        b.batchSlot.store(7 << 32 | 0, ordering: .relaxed)
        #expect(stamps.slot(of: .passUnretained(b), found: found, next: 2) == 2)
    }
}
