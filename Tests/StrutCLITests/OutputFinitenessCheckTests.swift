import Foundation
import StrutRender
import Testing

@testable import StrutCLI

/// The fuzz targets' output check (`JSONValue.numbersAreFinite`, shared by
/// `scripts/fuzz/Sources/FuzzLayoutFile` and `CorpusFuzzTests`). The layout-file fuzzer stopped
/// twice on 2026-11-26 with "non-finite output" for a file whose only oddity was a view named
/// `greetinf`: the check looked for the letters "inf" in the printed table. Every frame was finite.
struct OutputFinitenessCheckTests {
    /// Views named like non-finite numbers. Hand-derived in 320 × 200: `inf` at (10, 20, 100, 30);
    /// `greetinf` 8 to its right, (118, 20, 50, 30); `nan` below `inf`, (10, 58, 100, 30).
    static let namedLikeNumbers = """
        window: {width: 320, height: 200}
        views:
          - {id: inf}
          - {id: greetinf}
          - {id: nan}
        constraints:
          - inf.leading == superview.leading + 10
          - inf.top == superview.top + 20
          - inf.width == 100
          - inf.height == 30
          - greetinf.leading == inf.trailing + 8
          - greetinf.top == inf.top
          - greetinf.width == 50
          - greetinf.height == inf.height
          - nan.leading == inf.leading
          - nan.top == inf.bottom + 8
          - nan.width == inf.width
          - nan.height == 30
        """

    @Test func viewsNamedLikeNonFiniteNumbersPassTheCheck() throws {
        let file = try LayoutFileDecoder.decode(file: "t.yaml", source: Self.namedLikeNumbers)
        let outcome = try Solving.solve(file)
        guard case let .views(result) = outcome else { throw Diagnostic(.internalError, "not views") }
        let frames = Dictionary(uniqueKeysWithValues: result.frames.map { ($0.id, $0.frame) })
        #expect(frames["inf"] == CGRect(x: 10, y: 20, width: 100, height: 30))
        #expect(frames["greetinf"] == CGRect(x: 118, y: 20, width: 50, height: 30))
        #expect(frames["nan"] == CGRect(x: 10, y: 58, width: 100, height: 30))
        // The old textual check would have flagged this table; the value check does not.
        #expect(outcome.table.contains("greetinf") && outcome.table.contains("nan"))
        #expect(outcome.json.numbersAreFinite)
    }

    @Test func aNonFiniteNumberAnywhereFailsTheCheck() {
        for bad in [Double.infinity, -.infinity, .nan] {
            let nested = JSONValue.object([
                ("window", .object([("width", .number(320)), ("height", .number(200))])),
                ("views", .array([.object([("id", .string("inf")), ("frame", .array([.number(0), .number(bad)]))])])),
            ])
            #expect(!nested.numbersAreFinite, "\(bad)")
            #expect(!JSONValue.number(bad).numbersAreFinite)
        }
        #expect(JSONValue.array([.null, .bool(true), .string("nan"), .number(-0.0), .number(1e308)]).numbersAreFinite)
    }
}
