import Testing

@testable import StrutSolver

/// How `ConstraintBatch` forms a `StructureSignature`: equal exactly when the constraint
/// matrices (terms by variable slot, coefficients, relations, priorities) are equal, whatever
/// the constants and the variables' identities.
@Suite struct StructureSignatureTests {
    static func signature(_ constraints: [Constraint]) -> StructureSignature { ConstraintBatch(constraints).signature }

    @Test func sameStructureOverOtherVariablesAndConstantsMatches() {
        let (a, b, c, d) = (Variable("a"), Variable("b"), Variable("c"), Variable("d"))
        let first = Self.signature([a + 2 * b == 10, (b <= 5) | .defaultHigh])
        let second = Self.signature([c + 2 * d == 99, (d <= -3) | .defaultHigh])
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first.count == 2)
    }

    @Test func theSplitBetweenConstraintsCounts() {
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        // The same terms in the same order, split after one term or after two.
        let one = Constraint(Expression([Term(x)]), .equal)
        let two = Constraint(Expression([Term(y), Term(z)]), .equal)
        let oneTwo = Self.signature([one, two])
        let twoOne = Self.signature([
            Constraint(Expression([Term(x), Term(y)]), .equal), Constraint(Expression([Term(z)]), .equal),
        ])
        #expect(oneTwo != twoOne)
    }

    @Test func zeroCoefficientsAreLeftOut() {
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        let withZero = Self.signature([Constraint(Expression([Term(x), Term(z, 0), Term(y)]), .equal)])
        let without = Self.signature([Constraint(Expression([Term(x), Term(y)]), .equal)])
        #expect(withZero == without)
    }

    @Test func relationPriorityCoefficientAndSlotsCount() {
        let (x, y) = (Variable("x"), Variable("y"))
        let base = Self.signature([x + y == 1, (x >= 2) | .defaultLow])
        #expect(base != Self.signature([x + y <= 1, (x >= 2) | .defaultLow]))
        #expect(base != Self.signature([x + y == 1, (x >= 2) | .defaultHigh]))
        #expect(base != Self.signature([x + 2 * y == 1, (x >= 2) | .defaultLow]))
        // `y` instead of `x` in the second constraint: another slot.
        #expect(base != Self.signature([x + y == 1, (y >= 2) | .defaultLow]))
        #expect(base != Self.signature([x + y == 1]))
    }

    @Test func variablesAreListedByFirstAppearance() {
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        let batch = ConstraintBatch([y + x == 1, z + y == 2, x == 3])
        #expect(batch.variables.map { $0.takeUnretainedValue() } == [y, x, z])
    }
}
