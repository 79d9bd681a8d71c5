import Synchronization

// The structure of a batch of constraints, what structure reuse matches (Solver+Snapshot.swift):
// its signature (terms, relations and priorities, the constants left out, variables numbered by
// first appearance) and its variables by slot.
/// The shape of a batch of constraints with the constants left out: per constraint, its terms
/// as (variable slot, coefficient), its relation and its priority; variables are numbered by
/// first appearance in the batch. Two batches with equal signatures have the same constraint
/// matrix.
///
/// Stored as one array of words: per constraint a header (its number of terms, its relation
/// and its priority's bits), then per term its slot and its coefficient's bits. The header
/// gives each constraint's extent, so equal arrays mean equal structures and back.
package struct StructureSignature: Hashable, Sendable {
    fileprivate var words: [UInt64]
    private var mixed: UInt64
    /// The number of constraints.
    package let count: Int

    /// A signature of `count` constraints made of `words` (see the type's discussion).
    fileprivate init(words: [UInt64], count: Int) {
        self.words = words
        self.count = count
        var mixed: UInt64 = 0x243F_6A88_85A3_08D3
        words.withUnsafeBufferPointer { buffer in
            for word in buffer {
                let x = (mixed ^ word) &* 0x9E37_79B9_7F4A_7C15
                mixed = x ^ (x >> 29)
            }
        }
        self.mixed = mixed
    }

    /// The header word of a constraint with `termCount` terms (fewer than 2³⁰).
    fileprivate static func header(termCount: Int, relation: Relation, priority: Priority) -> UInt64 {
        UInt64(termCount) &<< 34 | UInt64(relation.rawValue + 1) &<< 32 | UInt64(priority.rawValue.bitPattern)
    }

    package static func == (a: StructureSignature, b: StructureSignature) -> Bool {
        guard a.mixed == b.mixed, a.count == b.count, a.words.count == b.words.count else { return false }
        return a.words.withUnsafeBufferPointer { x in
            b.words.withUnsafeBufferPointer { y in
                // One storage (a batch that had the expected signature shares its words).
                if x.baseAddress == y.baseAddress { return true }
                var i = 0
                while i < x.count {
                    if x[i] != y[i] { return false }
                    i += 1
                }
                return true
            }
        }
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(mixed) }
}

/// A batch of constraints with its ``StructureSignature``, its variables by slot and its
/// constants (what a snapshot is matched and rebound by).
package struct ConstraintBatch {
    package let constraints: [Constraint]
    package let signature: StructureSignature
    /// The batch's variables, by slot (first appearance), unretained: the constraints (kept by
    /// ``constraints``) hold their expressions, which hold them; a batch of rows held as data
    /// (``init(pooled:expected:)``) is used only while its rows, which hold them, are alive.
    let variables: [Unmanaged<Variable>]
    /// Whether some row has a term of coefficient zero (which the signature, and a solver's
    /// records, leave out): otherwise an adopting solver gives every row's terms back as they
    /// are (``Solver/adoptedTerms(atPosition:)``).
    package let hasZeroCoefficients: Bool

    /// Computes the batch's signature.
    ///
    /// `expected`: a signature the batch probably has (the structure solved last): its words
    /// are compared as the batch's are computed, and while they agree none is written; a batch
    /// that has it shares its storage (no words of its own, and a look-up by it finds the equal
    /// signature by identity). At the first difference the words agreed so far are copied and
    /// the rest written, as without `expected`.
    ///
    /// The constraints are read in place (no copy of a term list, no retain per constraint or
    /// term): one pass counts the terms for the tables' room, one computes the signature.
    ///
    /// - Complexity: O(terms).
    package init(_ constraints: [Constraint], expected: StructureSignature? = nil) {
        self.constraints = constraints
        (variables, signature, hasZeroCoefficients) = Self.numbered(ConstraintList(constraints: constraints), expected: expected)
    }

    /// Computes the signature of a batch of rows held as data, without ``Constraint`` objects
    /// (``PooledRows``): ``constraints`` is empty. What ``Solver/adoptUnbound(_:for:pooled:)``
    /// starts from. The same signature and slots as ``init(_:expected:)`` gives constraints with
    /// the same terms, relations and priorities.
    ///
    /// - Complexity: O(terms).
    package init(pooled rows: PooledRows, expected: StructureSignature? = nil) {
        self.constraints = []
        (variables, signature, hasZeroCoefficients) = Self.numbered(rows, expected: expected)
    }

    /// The batch's variables by slot, its signature and whether a term of coefficient zero was
    /// left out.
    private static func numbered<Rows: ConstraintRows>(
        _ rows: Rows, expected: StructureSignature?
    ) -> (variables: [Unmanaged<Variable>], signature: StructureSignature, hasZeroCoefficients: Bool) {
        var termCount = 0
        for i in 0..<rows.count { termCount += rows.withRow(at: i) { terms, _, _ in terms.count } }
        // Numbered through the variables' own scratch words, checked afterwards; where a word
        // did not hold (another batch numbering the same variable at the same time), again
        // through a table.
        var stamps = StampSlots(tag: batchTags.add(1, ordering: .relaxed).newValue)
        let result = Self.number(rows, termCount: termCount, expected: expected, slots: &stamps)
        if stamps.hold(for: result.variables) { return result }
        var table = IdentitySlots(expected: termCount)
        return Self.number(rows, termCount: termCount, expected: expected, slots: &table)
    }

    /// The batch's variables by slot, its signature and whether a term of coefficient zero was
    /// left out, its variables numbered by `slots`.
    private static func number<Rows: ConstraintRows, Slots: SlotNumbering>(
        _ rows: Rows, termCount: Int, expected: StructureSignature?, slots: inout Slots
    ) -> (variables: [Unmanaged<Variable>], signature: StructureSignature, hasZeroCoefficients: Bool) {
        let expectedWords = expected?.words ?? []
        let rowCount = rows.count
        // At most one variable per term: written in place, in one pass, the expected words read
        // in place.
        return expectedWords.withUnsafeBufferPointer { expectedBuffer in
            var writer = SignatureWriter(
                expected: expectedBuffer, matching: expected != nil, capacity: 2 * termCount + rowCount)
            var hasZeroCoefficients = false
            let variables = [Unmanaged<Variable>](unsafeUninitializedCapacity: termCount) { found, foundCount in
                var v = 0
                for index in 0..<rowCount {
                    rows.withRow(at: index) { terms, relation, priority in
                        let headerAt = writer.reserveHeader()
                        // Zero coefficients are dropped, as the solver's own registration drops them.
                        for i in terms.indices where terms[i].coefficient != 0 {
                            let variable = Unmanaged.passUnretained(terms[i].variable)
                            let slot = slots.slot(of: variable, found: found, next: v)
                            if slot == v {
                                found.initializeElement(at: v, to: variable)
                                v += 1
                            }
                            writer.putTerm(slot: UInt64(slot), coefficient: terms[i].coefficient.bitPattern)
                        }
                        let kept = (writer.count - headerAt - 1) / 2
                        if kept != terms.count { hasZeroCoefficients = true }
                        precondition(kept < 1 << 30, "a constraint has 2³⁰ terms or more")
                        writer.putHeader(
                            StructureSignature.header(termCount: kept, relation: relation, priority: priority),
                            at: headerAt)
                    }
                }
                foundCount = v
            }
            return (variables, writer.finish(count: rowCount, expected: expected), hasZeroCoefficients)
        }
    }
}

/// A batch's rows held as data with their terms in one shared array (``PooledRows``): the
/// row `Σ terms[termStart ..< termStart + termCount] + constant OP 0` at `priority`.
package struct PooledRow {
    package let termStart: Int32
    package let termCount: Int32
    package let constant: Double
    package let relation: Relation
    package let priority: Priority

    package init(termStart: Int32, termCount: Int32, constant: Double, relation: Relation, priority: Priority) {
        self.termStart = termStart
        self.termCount = termCount
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }
}

/// A batch of rows held as data, without ``Constraint`` objects, their terms in one array
/// (``ConstraintBatch/init(pooled:expected:)``, ``Solver/adoptUnbound(_:for:pooled:)``): one
/// allocation for every row's terms. Rows may share their terms (equal ranges).
package struct PooledRows: ConstraintRows {
    /// Every row's terms, each row's a range of them.
    package var terms: [Term]
    /// The rows, in batch order.
    package let rows: [PooledRow]

    package init(terms: [Term], rows: [PooledRow]) {
        self.terms = terms
        self.rows = rows
    }

    package var count: Int { rows.count }

    @inline(__always)
    func withRow<R>(at index: Int, _ body: (UnsafeBufferPointer<Term>, Relation, Priority) -> R) -> R {
        let row = rows[index]
        return terms.withUnsafeBufferPointer { pool in
            let start = Int(row.termStart)
            return body(UnsafeBufferPointer(rebasing: pool[start..<start + Int(row.termCount)]), row.relation, row.priority)
        }
    }

    @inline(__always)
    func constant(at index: Int) -> Double { rows[index].constant }
}

/// The rows of a batch as its signature and its adoption read them: per row its terms,
/// relation, priority and constant (constraints, ``ConstraintList``; rows held as data,
/// ``PooledRows``).
protocol ConstraintRows {
    /// The number of rows.
    var count: Int { get }
    /// Calls `body` with the row's terms (as its ``Expression/terms`` would hold them, borrowed),
    /// relation and priority.
    func withRow<R>(at index: Int, _ body: (UnsafeBufferPointer<Term>, Relation, Priority) -> R) -> R
    /// The row's constant (its ``Expression/constant``).
    func constant(at index: Int) -> Double
}

/// ``ConstraintRows`` of constraints, read in place (no retain per constraint).
struct ConstraintList: ConstraintRows {
    let constraints: [Constraint]

    var count: Int { constraints.count }

    @inline(__always)
    func withRow<R>(at index: Int, _ body: (UnsafeBufferPointer<Term>, Relation, Priority) -> R) -> R {
        constraints.withUnsafeBufferPointer { list in
            Unmanaged.passUnretained(list[index])._withUnsafeGuaranteedRef { c in
                c.expression.terms.withUnsafeBufferPointer { body($0, c.relation, c.priority) }
            }
        }
    }

    @inline(__always)
    func constant(at index: Int) -> Double {
        constraints.withUnsafeBufferPointer { list in
            Unmanaged.passUnretained(list[index])._withUnsafeGuaranteedRef { $0.expression.constant }
        }
    }
}

/// Source of ``StampSlots``' tags.
private let batchTags = Atomic<UInt64>(0)

/// How ``ConstraintBatch`` numbers its variables by first appearance.
protocol SlotNumbering {
    /// The slot of `variable`, the first `next` slots being taken by `found[0..<next]`; a
    /// variable not among them gets `next`.
    mutating func slot(
        of variable: Unmanaged<Variable>, found: UnsafeMutableBufferPointer<Unmanaged<Variable>>, next: Int
    ) -> Int
}

extension IdentitySlots: SlotNumbering {
    @inline(__always)
    mutating func slot(
        of variable: Unmanaged<Variable>, found: UnsafeMutableBufferPointer<Unmanaged<Variable>>, next: Int
    ) -> Int {
        slot(of: ObjectIdentifier(variable.takeUnretainedValue()), next: next)
    }
}

/// Numbering through each variable's ``Variable/batchSlot``: a variable numbered in this batch
/// holds `tag << 32 | slot`. A word is believed only if it names a slot already taken by the
/// same variable (`found[slot]`), so a stale word (another batch's, whatever its tag) never
/// gives a wrong slot; it can only be missed (overwritten by a batch running at the same time
/// on another thread), giving a variable a second slot, which ``hold(for:)`` finds afterwards.
struct StampSlots: SlotNumbering {
    let tagBits: UInt64

    init(tag: UInt64) { tagBits = tag << 32 }

    @inline(__always)
    mutating func slot(
        of variable: Unmanaged<Variable>, found: UnsafeMutableBufferPointer<Unmanaged<Variable>>, next: Int
    ) -> Int {
        variable._withUnsafeGuaranteedRef { v in
            let packed = v.batchSlot.load(ordering: .relaxed)
            if packed & 0xFFFF_FFFF_0000_0000 == tagBits {
                let s = Int(truncatingIfNeeded: packed & 0xFFFF_FFFF)
                if s < next && found[s].toOpaque() == variable.toOpaque() { return s }
            }
            v.batchSlot.store(tagBits | UInt64(truncatingIfNeeded: next), ordering: .relaxed)
            return next
        }
    }

    /// Whether every variable still holds its slot: then none was given two (a variable's word
    /// names one slot), so the numbering is by first appearance.
    func hold(for variables: [Unmanaged<Variable>]) -> Bool {
        variables.withUnsafeBufferPointer { list in
            for s in list.indices {
                let packed = list[s]._withUnsafeGuaranteedRef { $0.batchSlot.load(ordering: .relaxed) }
                if packed != tagBits | UInt64(truncatingIfNeeded: s) { return false }
            }
            return true
        }
    }
}

/// The words of a ``ConstraintBatch``'s signature as they are computed: compared with an
/// expected signature's while they agree (nothing written), written from the first difference
/// on (after a copy of the words that agreed).
private struct SignatureWriter {
    /// The expected signature's words (its storage, kept alive by the caller).
    private let expected: UnsafeBufferPointer<UInt64>
    private var words: [UInt64] = []
    private var writing: Bool
    private let capacity: Int
    /// The number of words so far.
    private(set) var count = 0

    /// `matching`: whether there is an expected signature (`expected` may be empty either way).
    init(expected: UnsafeBufferPointer<UInt64>, matching: Bool, capacity: Int) {
        self.expected = expected
        self.capacity = capacity
        writing = !matching
        if writing { words.reserveCapacity(capacity) }
    }

    /// Stops comparing: the words so far (equal to the expected ones) become written ones.
    private mutating func startWriting() {
        writing = true
        words.reserveCapacity(capacity)
        words.append(contentsOf: expected[0..<count])
    }

    /// Appends a word.
    @inline(__always)
    mutating func put(_ word: UInt64) {
        if !writing {
            if count < expected.count && expected[count] == word {
                count += 1
                return
            }
            startWriting()
        }
        words.append(word)
        count += 1
    }

    /// Appends a term's two words (compared together while comparing).
    @inline(__always)
    mutating func putTerm(slot: UInt64, coefficient: UInt64) {
        if !writing {
            let n = count
            if n + 1 < expected.count && expected[n] == slot && expected[n + 1] == coefficient {
                count = n + 2
                return
            }
        }
        put(slot)
        put(coefficient)
    }

    /// Keeps the place of a constraint's header (written by ``putHeader(_:at:)`` once its terms
    /// are counted); returns it.
    @inline(__always)
    mutating func reserveHeader() -> Int {
        // A constraint beyond the expected ones is a difference (while comparing, `count`
        // never passes the expected words' count: every word compared is within them).
        if !writing && count >= expected.count { startWriting() }
        if writing { words.append(0) }
        count += 1
        return count - 1
    }

    /// Writes the header kept at `position`.
    @inline(__always)
    mutating func putHeader(_ header: UInt64, at position: Int) {
        if !writing {
            if position < expected.count && expected[position] == header { return }
            startWriting()
        }
        words[position] = header
    }

    /// The signature of the `count` constraints: `expected` (whose words the writer compared
    /// with) if every word agreed.
    consuming func finish(count constraintCount: Int, expected signature: StructureSignature?) -> StructureSignature {
        if !writing, let signature, count == expected.count, constraintCount == signature.count { return signature }
        if !writing { startWriting() }
        return StructureSignature(words: words, count: constraintCount)
    }
}

/// Identity → slot, an open-addressing table with a multiplicative hash (a signature is
/// computed for every fitted cell: SipHash per term cost more than the rest of the signature).
struct IdentitySlots {
    private var keys: [UInt]
    private var values: [Int]
    private var mask: Int
    private var count = 0

    init(expected: Int) {
        // Room for `expected` identities at half load; a batch's terms name far fewer
        // variables than there are terms (a cell: 68 in about 300), and the table grows if not.
        var capacity = 64
        while capacity < expected { capacity *= 2 }
        keys = [UInt](repeating: 0, count: capacity)
        values = Self.unwrittenValues(capacity)
        mask = capacity - 1
    }

    /// Room for `capacity` values, not written (a value is read only where its key was).
    private static func unwrittenValues(_ capacity: Int) -> [Int] {
        [Int](unsafeUninitializedCapacity: capacity) { _, count in count = capacity }
    }

    /// The slot of `id`; a new identity gets `next`.
    @inline(__always)
    mutating func slot(of id: ObjectIdentifier, next: Int) -> Int {
        let key = UInt(bitPattern: id)
        var i = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
        while keys[i] != 0 {
            if keys[i] == key { return values[i] }
            i = (i + 1) & mask
        }
        keys[i] = key
        values[i] = next
        count += 1
        if 2 * count > keys.count { grow() }
        return next
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = [UInt](repeating: 0, count: 2 * oldKeys.count)
        values = Self.unwrittenValues(2 * oldKeys.count)
        mask = keys.count - 1
        for (k, key) in oldKeys.enumerated() where key != 0 {
            var i = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
            while keys[i] != 0 { i = (i + 1) & mask }
            keys[i] = key
            values[i] = oldValues[k]
        }
    }
}
