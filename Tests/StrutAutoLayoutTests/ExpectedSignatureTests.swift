import Testing

@testable import StrutSolver

/// `ConstraintBatch.init(_:expected:)`: a batch's signature computed while compared with an
/// expected one equals the signature computed without it, whether the batch has the expected
/// structure (then it shares the expected signature) or differs from it anywhere (a term, a
/// coefficient, a header, the length).
@Suite struct ExpectedSignatureTests {
    /// `x == a`, `y == x + w`, `w >= 10`, `(w == 50) @high`, `y <= 200 - 8`, over fresh variables.
    static func batch(coefficient: Double = 1, relation: Relation = .lessThanOrEqual, extra: Bool = false) -> [Constraint] {
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        var list = [
            x == 8.0,
            y == x + coefficient * w,
            w >= 10.0,
            (w == 50.0) | .defaultHigh,
            Constraint(y - 192.0, relation),
        ]
        if extra { list.append(x <= y) }
        return list
    }

    static func expectSame(_ constraints: [Constraint], expected: StructureSignature) {
        let plain = ConstraintBatch(constraints)
        let compared = ConstraintBatch(constraints, expected: expected)
        #expect(compared.signature == plain.signature)
        #expect(compared.signature.hashValue == plain.signature.hashValue)
        #expect(compared.signature.count == constraints.count)
        #expect(
            compared.variables.map { ObjectIdentifier($0.takeUnretainedValue()) }
                == plain.variables.map { ObjectIdentifier($0.takeUnretainedValue()) })
    }

    @Test func theExpectedStructureIsShared() {
        let expected = ConstraintBatch(Self.batch()).signature
        let other = Self.batch()
        Self.expectSame(other, expected: expected)
        #expect(ConstraintBatch(other, expected: expected).signature == expected)
    }

    @Test func aDifferenceAnywhereGivesThePlainSignature() {
        let expected = ConstraintBatch(Self.batch()).signature
        // A coefficient (in a term), a relation (in a header), a longer and a shorter batch.
        for constraints in [
            Self.batch(coefficient: 2), Self.batch(relation: .greaterThanOrEqual), Self.batch(extra: true),
            Array(Self.batch().prefix(3)), Array(Self.batch().dropFirst()), [],
        ] {
            let plain = ConstraintBatch(constraints).signature
            #expect(plain != expected)
            Self.expectSame(constraints, expected: expected)
        }
        // The first constraint's variable differs from the expected batch's first.
        let x = Variable("x"), y = Variable("y")
        let swapped = [y == 8.0, x == y + 1.0]
        Self.expectSame(swapped, expected: ConstraintBatch([x == 8.0, y == 8.0]).signature)
    }
}
