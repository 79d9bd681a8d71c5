/// What the solver remembers about one added constraint.
struct ConstraintRecord {
    let constraint: Constraint
    /// Where its terms with solver symbols (zero coefficients dropped, duplicates not yet
    /// merged) are in the solver's ``Solver/termPool``: `termCount` cells from `termStart`
    /// (moved only by ``Solver/compactTermPool()``).
    var termStart: Int32
    let termCount: Int32
    let relation: Relation
    /// The current constant (after ``Solver/setConstant(_:of:)``).
    var constant: Double
    /// The current priority (after ``Solver/setPriority(_:of:)``).
    var priority: Priority
    var marker: Int
    var other: Int

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

/// The per-record numbers that constant changes and suggestions read, kept apart from the
/// record's references so the hot path copies no reference-counted fields.
struct RecordNumbers {
    var marker: Int
    var constant: Double
    var markerCoefficient: Double
    var isRequired: Bool
    /// The check (``Solver/checkEpoch``) that last evaluated the record, to evaluate each once
    /// per call. Kept here, in the padding after `isRequired` (the struct stays 32 bytes): the
    /// check reads these numbers anyway, and an array of its own cost a cache miss per record
    /// checked once the records outgrow the cache.
    var checkStamp: UInt32 = 0
}
