// The engine's private vocabulary: a symbol is a dense `Int` id into the engine's per-symbol
// arrays. Ids are allocated in call order (never from hashes or addresses), so every
// "smallest id" tie-break below is reproducible in every process.

/// What a symbol stands for, which decides where it may appear and whether it is restricted
/// (kept ≥ 0).
enum SymbolKind: UInt8 {
    /// A user ``Variable``: unrestricted.
    case external
    /// An inequality's slack: ≥ 0.
    case slack
    /// A non-required constraint's error: ≥ 0, priced in the objective at its priority level.
    case error
    /// A required equality's marker: always 0, never enters the basis.
    case dummy
    /// Phase-one helper for a constraint without an obvious subject: ≥ 0, removed again.
    case artificial

    @inline(__always) var isRestricted: Bool { self != .external }
    /// Whether a pivot may bring the symbol into the basis.
    @inline(__always) var canEnter: Bool { self != .dummy }
}

/// How a symbol currently relates to the tableau.
enum SymbolState: UInt8 {
    /// Non-basic: its value is 0 and it may appear in rows.
    case parametric
    /// Basic with an *eager* row: the row holds only parametric symbols and is kept so by
    /// substitution on every pivot. Every restricted basic symbol is eager.
    case eager
    /// Basic external with a *lazy* row (a definition such as `x[i+1] = x[i] + w[i] + 8`): the
    /// row may mention other basic symbols and is never rewritten by pivots; its value is
    /// evaluated through those references. Lazy rows are what keep chains sparse.
    case lazy
}

/// Per-symbol facts read together on hot paths, packed into 8 bytes: kind, state, six
/// bookkeeping bits and the owning constraint record.
///
/// The owner sits here rather than in an array of its own: the check after a call reads a
/// written symbol's kind and then its owner, and at 10,000 views a separate array cost a
/// cache miss per symbol per call (BENCHMARKS.md, 2026-11-26 evening). The bits are one byte
/// so that the flags stay 8 bytes, and the ``SymbolRecord`` that holds them 64 (one cache
/// line's worth per symbol).
struct SymbolFlags {
    var kind: SymbolKind
    var state: SymbolState = .parametric
    private var bits: UInt8 = 0
    /// The constraint record a marker/error/slack symbol belongs to (-1 for externals and
    /// helpers), as 32 bits (record indices are dense and far below 2³¹).
    private var ownerIndex: Int32

    init(kind: SymbolKind, owner: Int = -1) {
        self.kind = kind
        self.ownerIndex = Int32(truncatingIfNeeded: owner)
    }

    /// The constraint record the symbol belongs to, or -1.
    @inline(__always) var owner: Int { Int(ownerIndex) }

    /// Queued in the entering-candidate heap.
    var isCandidate: Bool {
        @inline(__always) get { bits & 1 != 0 }
        @inline(__always) set { bits = newValue ? bits | 1 : bits & ~1 }
    }
    /// Queued in the infeasible-row heap.
    var isInfeasibleQueued: Bool {
        @inline(__always) get { bits & 2 != 0 }
        @inline(__always) set { bits = newValue ? bits | 2 : bits & ~2 }
    }
    /// The cached value of a lazy row is current.
    var lazyValid: Bool {
        @inline(__always) get { bits & 4 != 0 }
        @inline(__always) set { bits = newValue ? bits | 4 : bits & ~4 }
    }
    /// Queued for cache invalidation.
    var isInvalidated: Bool {
        @inline(__always) get { bits & 8 != 0 }
        @inline(__always) set { bits = newValue ? bits | 8 : bits & ~8 }
    }
    /// Queued for the changed-variable report.
    var isTouched: Bool {
        @inline(__always) get { bits & 16 != 0 }
        @inline(__always) set { bits = newValue ? bits | 16 : bits & ~16 }
    }
    /// Present in the row accumulator.
    var accumulated: Bool {
        @inline(__always) get { bits & 32 != 0 }
        @inline(__always) set { bits = newValue ? bits | 32 : bits & ~32 }
    }
}

/// Per-symbol stamps, 24 bytes kept in the symbol's ``SymbolRecord``: a constant change saves a
/// row's constant (reading `row`, writing `constant`) and the check after the call visits the
/// same symbol (`visit`), so the record's line serves what six arrays spread over six lines (at
/// 10,000 views each of those was a miss per symbol per call).
struct SymbolStamps {
    /// The transaction that saved the symbol's whole row (Engine+Journal.swift).
    var row: UInt32 = 0
    /// The transaction that saved its row's constant alone.
    var constant: UInt32 = 0
    /// The transaction that saved its column.
    var column: UInt32 = 0
    /// The transaction that saved its list of dependent lazy rows.
    var dependents: UInt32 = 0
    /// The transaction that saved its objective entries.
    var objective: UInt32 = 0
    /// The last walk (value invalidation, the call's check) that reached the symbol.
    var visit: UInt32 = 0
}
