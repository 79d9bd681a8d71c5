import Foundation
import StrutRender
import StrutTestSupport
import Testing

@testable import StrutCLI

/// `strut solve` output for every example that lays out, compared with committed golden
/// files (Golden/<example>.txt and .json). The values in them were checked by hand against
/// the arithmetic in each example's comments before they were committed.
struct SolveGoldenTests {
    static let examples = [
        "solver-basics", "priorities", "two-views", "hello-world", "two-labels-baseline", "trip-log-cell",
        "beverage-cell-high-calorie", "beverage-cell-low-calorie", "feed-item", "multiline-label-badge", "toolbar-and-stack",
        "feed-item-stacks", "feed-item-declarative", "unsatisfiable", "ambiguous-row",
    ]

    /// `strut solve` (table and `--json`) for every example that lays out.
    @Test(arguments: examples)
    func solveOutputMatchesGolden(name: String) throws {
        let file = try InputFile.load(examplesFolder() + "/\(name).yaml")
        let outcome = try Solving.solve(file)
        GoldenFile.assertMatches(outcome.table + "\n", named: "\(name).txt")
        GoldenFile.assertMatches(outcome.json.text() + "\n", named: "\(name).json")
    }

    /// `strut render` (with and without the constraint overlay) for every view example: a
    /// snapshot of the drawing, so a change in layout, text or rendering shows up as a diff.
    @Test(arguments: examples.dropFirst(2))
    func svgMatchesGolden(name: String) throws {
        let file = try InputFile.load(examplesFolder() + "/\(name).yaml")
        let scene = try Solving.scene(of: try Solving.solve(file), file: file)
        GoldenFile.assertMatches(SVGRenderer().render(scene), named: "\(name).svg")
        GoldenFile.assertMatches(SVGRenderer(drawsConstraints: true).render(scene), named: "\(name)-constraints.svg")
    }

    /// Independent of the golden files: the values the examples' comments work out.
    @Test func solverBasicsValues() throws {
        let file = try InputFile.load(examplesFolder() + "/solver-basics.yaml")
        guard case let .system(solution) = try Solving.solve(file) else {
            Issue.record("expected a system")
            return
        }
        // width wants 500 @750 but right <= 300 and left >= 0 are required: width = 300.
        #expect(solution.values.map(\.value) == [0, 300, 300])
        #expect(solution.broken.isEmpty)
    }

    @Test func prioritiesValuesAndBrokenConstraint() throws {
        let file = try InputFile.load(examplesFolder() + "/priorities.yaml")
        let outcome = try Solving.solve(file)
        guard case let .system(solution) = outcome else {
            Issue.record("expected a system")
            return
        }
        #expect(solution.values.map(\.name) == ["a", "b", "c"])
        #expect(solution.values.map(\.value) == [75, 30, 10])
        #expect(solution.broken == [SystemSolution.Broken(constraint: "c <= 5", conflicts: ["c >= 10"])])
        // c >= 10 alone does not fix c.
        #expect(solution.ambiguous.map(\.name) == ["c"])
        #expect(outcome.status(strict: false) == .brokenConstraints)
    }

    @Test func unknownVariableListsTheKnownOnes() throws {
        let yaml = "variables: [width, height]\nconstraints:\n  - widht >= 10\n"
        let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
        #expect(throws: Diagnostic.self) { try Solving.solve(file) }
        do {
            _ = try Solving.solve(file)
        } catch {
            #expect(error.kind == .unknownName)
            #expect(
                error.rendered(source: yaml) == """
                    t.yaml:3:5: error: unknown variable 'widht'
                          - widht >= 10
                            ^~~~~
                    did you mean 'width'?
                    known variables: height, width
                    """)
        }
    }

    @Test func viewAttributesInASystemAreExplained() throws {
        let yaml = "variables: [x]\nconstraints:\n  - a.width >= x\n"
        let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
        do {
            _ = try Solving.solve(file)
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "'a.width' is a view attribute, but this file is a constraint system of plain variables")
        }
    }

    @Test func cancellingNamesAreAnError() throws {
        let yaml = "variables: [x]\nconstraints:\n  - x - x == 1\n"
        let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
        do {
            _ = try Solving.solve(file)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .invalidConstraint)
            #expect(error.message == "the names cancel out, leaving 0 == 1, which never holds: the constraint is unsatisfiable")
            #expect(error.location == SourceLocation(line: 3, column: 11))
        }
    }
}
