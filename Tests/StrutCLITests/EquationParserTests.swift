import StrutSolver
import Testing

@testable import StrutCLI

/// A readable form of a parsed equation: `difference` terms as `coefficient*name`, then the
/// constant, relation and priority, so that expectations are written by hand.
private func summary(_ equation: Equation) -> String {
    let d = equation.difference
    let terms = d.terms.map { "\(EquationToken.format($0.coefficient))*\($0.name)" }.joined(separator: " ")
    let priority = equation.priority.map { " @\($0)" } ?? ""
    return "\(terms) \(EquationToken.format(d.constant)) \(equation.relation) 0\(priority)"
}

struct EquationParserTests {
    /// Each expectation is `lhs - rhs` worked out by hand.
    @Test(arguments: [
        // title.leading - avatar.trailing - 8 == 0
        ("title.leading == avatar.trailing + 8 @750", "1*title.leading -1*avatar.trailing -8 == 0 @750"),
        // a.width - 0.5 b.width == 0
        ("a.width == 0.5 * b.width", "1*a.width -0.5*b.width 0 == 0"),
        // x + 2y - 10 >= 0
        ("x + 2*y >= 10 @250", "1*x 2*y -10 >= 0 @250"),
        // 3x - (x/2) = 2.5x; 2.5x - 5 <= 0
        ("3*x - x/2 <= 5", "2.5*x -5 <= 0"),
        // -(x - 4) == y  ->  -x + 4 - y == 0
        ("-(x - 4) == y", "-1*x -1*y 4 == 0"),
        // 2 * (x + 3) * 2 == 0  ->  4x + 12
        ("2 * (x + 3) * 2 = 0", "4*x 12 == 0"),
        // names cancel term by term but the term stays (coefficient 0)
        ("x - x + y == 1", "0*x 1*y -1 == 0"),
        ("w >= 30 @ required", "1*w -30 >= 0 @1000"),
        ("w == 24 @high", "1*w -24 == 0 @750"),
        ("w == 24 @fittingSizeLevel", "1*w -24 == 0 @50"),
        ("stack.width <= 0.25e2", "1*stack.width -25 <= 0"),
        ("a.b.c >= .5", "1*a.b.c -0.5 >= 0"),
        ("x ≥ 1 @999.5", "1*x -1 >= 0 @999.5"),
    ])
    func parses(text: String, expected: String) throws {
        #expect(summary(try EquationParser.parse(text)) == expected)
    }

    @Test func recordsWhereNamesAndPriorityAre() throws {
        let equation = try EquationParser.parse("title.leading == avatar.trailing + 8 @750")
        //                                       0         1         2         3         4
        //                                       0123456789012345678901234567890123456789012
        #expect(equation.lhs.terms[0].name.offset == 0)
        #expect(equation.lhs.terms[0].name.length == 13)
        #expect(equation.rhs.terms[0].name.offset == 17)
        #expect(equation.rhs.terms[0].name.length == 15)
        #expect(equation.relationOffset == 14)
        #expect(equation.priorityOffset == 38)
    }

    /// Every error message of the equation grammar, with the column it points at.
    @Test(arguments: [
        ("", ExitReason.equationSyntax, 0, "the equation is empty: expected something like 'a.width == 100' or 'x + y >= 10'"),
        ("x + 1", .equationSyntax, 5, "expected a relation ('==', '<=' or '>='), found the end of the equation"),
        (
            "x < 3", .equationSyntax, 2,
            "'<' is not a relation: expected '<=' (strict inequalities do not exist in a linear system)"
        ),
        ("x == ", .equationSyntax, 5, "expected an expression after '==', found the end of the equation"),
        ("x == @5", .equationSyntax, 5, "expected an expression after '==', found '@'"),
        ("x == 1 == 2", .equationSyntax, 7, "an equation has one relation; found a second one, '=='"),
        ("x == y z", .equationSyntax, 7, "expected an operator, '@' and a priority, or the end of the equation, found 'z'"),
        ("x == 1 @5 6", .equationSyntax, 10, "expected the end of the equation after the priority, found the number 6"),
        (
            "x == 1 @", .equationSyntax, 8,
            "expected a priority after '@' (a number 1...1000 or required, high, low), found the end of the equation"
        ),
        ("x == 1 @0", .invalidConstraint, 8, "priority 0 is out of range: priorities are 1...1000 (1000 = required)"),
        ("x == 1 @1001", .invalidConstraint, 8, "priority 1001 is out of range: priorities are 1...1000 (1000 = required)"),
        ("x == 1 @hihg", .unknownName, 8, "unknown priority 'hihg'"),
        (
            "x * y == 1", .invalidConstraint, 2,
            "this product multiplies two names, which is not linear: one side of '*' must be a number"
        ),
        ("x / y == 1", .invalidConstraint, 2, "division by a name is not linear: divide only by numbers"),
        ("x / 0 == 1", .invalidConstraint, 2, "division by zero"),
        ("(x + 1 == 2", .equationSyntax, 7, "expected ')' to close the '(' at column 1, found '=='"),
        ("a. == 2", .equationSyntax, 3, "expected a name after '.', found '=='"),
        ("a. ", .equationSyntax, 1, "expected a name after '.', found the end of the equation"),
        (
            "x == # 3", .equationSyntax, 5,
            "unexpected character '#': expected a name, a number, an operator (+ - * /), a relation (== <= >=) or '@' and a priority"
        ),
        ("x == 1e999", .invalidConstraint, 5, "the number 1e999 is too large: numbers are limited to ±1e9 (1,000,000,000)"),
        (
            "x == 1000000001", .invalidConstraint, 5,
            "the number 1000000001 is too large: numbers are limited to ±1e9 (1,000,000,000)"
        ),
        (
            "x == 1e9 * 2 * y", .invalidConstraint, 9,
            "the number this makes, 2000000000, is too large: numbers are limited to ±1e9 (1,000,000,000)"
        ),
        (
            "x == 1e9 + 1e9 + y", .invalidConstraint, 9,
            "the number this makes, 2000000000, is too large: numbers are limited to ±1e9 (1,000,000,000)"
        ),
        (
            "3 == 4", .invalidConstraint, 2,
            "the equation has no names on either side: it must constrain at least one variable or attribute"
        ),
        ("x == * 2", .equationSyntax, 5, "expected a name, a number or '(', found '*'"),
    ])
    func reportsErrors(text: String, kind: ExitReason, offset: Int, message: String) {
        #expect(throws: EquationError.self) { try EquationParser.parse(text) }
        do {
            _ = try EquationParser.parse(text)
        } catch {
            #expect(error.kind == kind)
            #expect(error.offset == offset)
            #expect(error.message == message)
        }
    }

    @Test func unknownPrioritySuggestsTheClosestName() {
        do {
            _ = try EquationParser.parse("x == 1 @hihg")
            Issue.record("expected an error")
        } catch {
            #expect(error.notes.first == "did you mean 'high'?")
            #expect(
                error.notes.last == "known priorities: a number 1...1000, defaultHigh, defaultLow, fittingSizeLevel, high, low, required")
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "(", count: 10_000) + "x" + String(repeating: ")", count: 10_000) + " == 1"
        #expect(throws: EquationError.self) { try EquationParser.parse(text) }
        let unary = String(repeating: "-", count: 10_000) + "x == 1"
        #expect(throws: EquationError.self) { try EquationParser.parse(unary) }
    }
}
