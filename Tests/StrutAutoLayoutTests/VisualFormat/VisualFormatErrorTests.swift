import Testing

@testable import StrutAutoLayout

/// Errors: UIKit's diagnostics and caret positions (reference §2.4, §6.1 E1–E9), and Strut's
/// own for the cases whose UIKit wording is not public.
@Suite struct VisualFormatErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let format: String
        let diagnostic: String
        /// Caret index, counted in characters from 0.
        let caret: Int
        var testDescription: String { format }
    }

    static let syntaxCases: [Case] = [
        // E1: under the '|' at index 1.
        Case(format: "V|[backgroundBox]|", diagnostic: "Expected ':' after 'V' to specify vertical arrangement", caret: 1),
        Case(format: "H[a]", diagnostic: "Expected ':' after 'H' to specify horizontal arrangement", caret: 1),
        Case(format: "V", diagnostic: "Expected ':' after 'V' to specify vertical arrangement", caret: 1),
        // E2: under the ']' after blackWidth, index 33
        // (| 0, [ 1, whiteBox1 2–10, ] 11, [ 12, blackBox4 13–21, ( 22, blackWidth 23–32, ] 33).
        Case(
            format: "|[whiteBox1][blackBox4(blackWidth][redBox]|",
            diagnostic: "A predicate on a view's thickness must end with ')' and the view must end with ']'",
            caret: 33
        ),
        Case(format: "[a(10)", diagnostic: "A predicate on a view's thickness must end with ')' and the view must end with ']'", caret: 6),
        Case(format: "[a-[b]", diagnostic: "A predicate on a view's thickness must end with ')' and the view must end with ']'", caret: 2),
        // E4: under the '3' at index 15 (V 0, : 1, | 2, [ 3, blackBox4 4–12, ( 13, > 14, 3 15).
        Case(format: "V:|[blackBox4(>30)]|", diagnostic: "Unknown relation. Must be ==, >=, or <=", caret: 15),
        Case(format: "[a(=30)]", diagnostic: "Unknown relation. Must be ==, >=, or <=", caret: 4),
        Case(format: "[a]-<5-[b]", diagnostic: "Unknown relation. Must be ==, >=, or <=", caret: 5),
        // E6: the space after the '-' at index 13.
        Case(
            format: "H:|[circle0]- (padding)-[circle1]",
            diagnostic: "Expected a number or key from the metrics dictionary, but encountered something else",
            caret: 13
        ),
        Case(
            format: "[a(@5)]", diagnostic: "Expected a number or key from the metrics dictionary, but encountered something else", caret: 3),
        Case(
            format: "[a(5@)]", diagnostic: "Expected a number or key from the metrics dictionary, but encountered something else", caret: 5),
        Case(
            format: "[a]--[b]", diagnostic: "Expected a number or key from the metrics dictionary, but encountered something else", caret: 4
        ),
        // E7: no view; the caret under the second '|'.
        Case(format: "H:|-165.000000-|", diagnostic: "Expected a view", caret: 15),
        Case(format: "H:|-10-|", diagnostic: "Expected a view", caret: 7),
        Case(format: "", diagnostic: "Expected a view", caret: 0),
        Case(format: "V:", diagnostic: "Expected a view", caret: 2),
        Case(format: "|", diagnostic: "Expected a view", caret: 1),
        Case(format: "||", diagnostic: "Expected a view", caret: 1),
        Case(format: "|-|", diagnostic: "Expected a view", caret: 2),
        Case(format: "[a]-", diagnostic: "Expected a view", caret: 4),
        Case(format: "[a]-8-", diagnostic: "Expected a view", caret: 6),
        Case(format: "[a]x", diagnostic: "Expected a view", caret: 3),
        Case(format: " [a]", diagnostic: "Expected a view", caret: 0),
        // Strut's own diagnostics.
        Case(format: "[]", diagnostic: "Expected a view name (a C identifier) after '['", caret: 1),
        Case(format: "[9a]", diagnostic: "Expected a view name (a C identifier) after '['", caret: 1),
        Case(
            format: "[a]-10[b]", diagnostic: "A predicate on a connection must end with ')' and the connection must end with '-'", caret: 6),
        Case(
            format: "[a]-(10]-[b]", diagnostic: "A predicate on a connection must end with ')' and the connection must end with '-'",
            caret: 7),
        Case(format: "[a]|[b]", diagnostic: "Expected the end of the format after the trailing '|'", caret: 4),
        Case(format: "[a(1e999)]", diagnostic: "Expected a finite number", caret: 3),
        // Characters beyond ASCII: the caret counts characters, not bytes.
        Case(format: "[é]", diagnostic: "Expected a view name (a C identifier) after '['", caret: 1),
        Case(
            format: "[a]-→-[b]", diagnostic: "Expected a number or key from the metrics dictionary, but encountered something else",
            caret: 4),
        Case(format: "[aé]", diagnostic: "A predicate on a view's thickness must end with ')' and the view must end with ']'", caret: 2),
    ]

    @Test(arguments: syntaxCases)
    func syntaxErrorHasUIKitsMessageAndCaret(_ example: Case) {
        #expect(throws: VisualFormatError.self) { try VisualFormat(parsing: example.format) }
        do {
            _ = try VisualFormat(parsing: example.format)
        } catch {
            #expect(error.diagnostic == example.diagnostic)
            #expect(error.offset == example.caret)
            #expect(error.format == example.format)
        }
    }

    @Test func descriptionHasUIKitsLayout() {
        do {
            _ = try VisualFormat(parsing: "V:|[blackBox4(>30)]|")
            Issue.record("expected an error")
        } catch {
            // Written out by hand: three lines ending in a space, then 15 spaces and a caret.
            #expect(
                error.description
                    == "Unable to parse constraint format: \n"
                    + "Unknown relation. Must be ==, >=, or <= \n"
                    + "V:|[blackBox4(>30)]| \n"
                    + "               ^"
            )
        }
    }

    /// E3, E8 and E9 name problems are found while reading, so a name before a syntax error is
    /// reported first (UIKit resolves names as it parses).
    @Test func unknownViewIsReportedAfterTheName() {
        // E3: caret under the ']' after blackBox, index 21. The modern UIKit wording (E8) is used.
        let views: Set<String> = ["whiteBox2"]
        var parser = VisualFormatParser(format: "|[whiteBox2][blackBox]") { name, role in
            role == .view && !views.contains(name) ? .unknownView(name) : nil
        }
        #expect(throws: VisualFormatError(.unknownView("blackBox"), format: "|[whiteBox2][blackBox]", offset: 21)) {
            try parser.parse()
        }
    }

    @Test func unknownNameBeforeASyntaxErrorWins() {
        var parser = VisualFormatParser(format: "[want]-|x") { name, _ in .unknownView(name) }
        #expect(throws: VisualFormatError(.unknownView("want"), format: "[want]-|x", offset: 5)) { try parser.parse() }
    }

    @Test func unknownMetricIsReportedAfterTheName() {
        var parser = VisualFormatParser(format: "H:|-margiin-[a]") { name, role in
            role == .spacingObject ? .unknownMetric(name) : nil
        }
        let expected = VisualFormatError(.unknownMetric("margiin"), format: "H:|-margiin-[a]", offset: 11)
        #expect(throws: expected) { try parser.parse() }
        #expect(
            expected.diagnostic
                == "Encountered metric with name \"margiin\", but value was not specified in metrics or views dictionaries"
        )
    }

    @Test func optionErrorsHaveNoCaret() {
        let error = VisualFormatError(.alignmentOnLayoutAxis(.vertical), format: "V:[a][b]", offset: nil)
        #expect(
            error.description
                == "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical. \nV:[a][b] "
        )
    }

    @Test func caretPastTheEndSitsAfterTheLastCharacter() {
        do {
            _ = try VisualFormat(parsing: "[a]-")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasSuffix("[a]- \n    ^"))
        }
    }
}
