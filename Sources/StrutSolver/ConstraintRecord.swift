/// What the solver remembers about one added constraint.
///
/// (The fields in this order: the one-byte relation and the four-byte priority last, 48 bytes
/// a record instead of 56 with the relation between the term run and the constant.)
struct ConstraintRecord {
    let constraint: Constraint
    /// Where its terms with solver symbols (zero coefficients dropped, duplicates not yet
    /// merged) are in the solver's ``Solver/termPool``: `termCount` cells from `termStart`
    /// (moved only by ``Solver/compactTermPool()``).
    var termStart: Int32
    let termCount: Int32
    /// The current constant (after ``Solver/setConstant(_:of:)``).
    var constant: Double
    var marker: Int
    var other: Int
    /// The current priority (after ``Solver/setPriority(_:of:)``).
    var priority: Priority
    let relation: Relation

    init(
        constraint: Constraint, termStart: Int32, termCount: Int32, relation: Relation, constant: Double,
        priority: Priority, marker: Int, other: Int
    ) {
        self.constraint = constraint
        self.termStart = termStart
        self.termCount = termCount
        self.constant = constant
        self.marker = marker
        self.other = other
        self.priority = priority
        self.relation = relation
    }

    var isRequired: Bool { priority.isRequired }

    /// The positions of its terms in the solver's ``Solver/termPool``.
    var termRange: Range<Int> { Int(termStart)..<(Int(termStart) + Int(termCount)) }

    /// The coefficient μ of the marker in `expression + μ·marker + … = 0`.
    var markerCoefficient: Double { ConstraintRecord.markerCoefficient(relation, isRequired: isRequired) }

    /// The coefficient μ of the marker of a constraint with this relation and requiredness (read
    /// without a record at hand: a record copy retains and releases its references).
    @inline(__always)
    static func markerCoefficient(_ relation: Relation, isRequired: Bool) -> Double {
        switch relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: isRequired ? 1 : -1
        }
    }
}

/// The per-record numbers that constant changes, suggestions and the check after a call read,
/// kept apart from the record's references so the hot path copies no reference-counted fields.
///
/// The check reads a record's relation, constant and terms from here alone: reading the record
/// too cost a second cache miss per record checked once the records outgrow the cache (1,000
/// LinkedIn cells' 9,000 constraints). 32 bytes, two to a cache line.
struct RecordNumbers {
    var marker: Int
    var constant: Double
    /// The record's ``ConstraintRecord/termStart`` and ``ConstraintRecord/termCount``.
    var termStart: Int32
    var termCount: Int32
    /// Whether the record is live and required (false once it is removed: the check reads a
    /// removed record as holding, as it did reading the record itself).
    var isRequired: Bool
    var relation: Relation
    /// The check (``Solver/checkEpoch``) that last evaluated the record, to evaluate each once
    /// per call. Kept here, in the padding after `relation` (the struct stays 32 bytes): the
    /// check reads these numbers anyway, and an array of its own cost a cache miss per record
    /// checked once the records outgrow the cache.
    var checkStamp: UInt32 = 0

    /// The numbers of `record`.
    init(_ record: ConstraintRecord) {
        self.init(
            marker: record.marker, constant: record.constant, termStart: record.termStart, termCount: record.termCount,
            isRequired: record.isRequired, relation: record.relation)
    }

    init(marker: Int, constant: Double, termStart: Int32, termCount: Int32, isRequired: Bool, relation: Relation) {
        self.marker = marker
        self.constant = constant
        self.termStart = termStart
        self.termCount = termCount
        self.isRequired = isRequired
        self.relation = relation
    }

    /// The numbers of a free record (no live record: never required; marker coefficient 1).
    static var free: RecordNumbers {
        RecordNumbers(marker: -1, constant: 0, termStart: 0, termCount: 0, isRequired: false, relation: .lessThanOrEqual)
    }

    /// The coefficient μ of the marker (see ``ConstraintRecord/markerCoefficient``).
    var markerCoefficient: Double { ConstraintRecord.markerCoefficient(relation, isRequired: isRequired) }

    /// The positions of its terms in the solver's ``Solver/termPool``.
    var termRange: Range<Int> { Int(termStart)..<(Int(termStart) + Int(termCount)) }
}
