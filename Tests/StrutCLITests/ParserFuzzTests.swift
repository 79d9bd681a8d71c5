import StrutRender
import StrutTestSupport
import Testing

@testable import StrutCLI

/// SplitMix64: a tiny deterministic generator, so every run fuzzes the same inputs.
/// The parsers must never trap, whatever the input: every failure is a typed error whose
/// location lies inside the input.
struct ParserFuzzTests {
    static let pieces = [
        "x", "y", "title", "a.width", "b.leading", ".", "==", "=", "<=", ">=", "<", ">", "≤", "+", "-", "*", "/",
        "(", ")", "@", "750", "0.5", "1e3", "1e999", ".5", "0", "required", "high", " ", " ", "#", "ü", "\n", "\t",
        "é", "🙂", "\u{301}", "_", "9", "e", "e+", "--", "((", "))",
    ]

    @Test(arguments: [1, 2, 3] as [UInt64])
    func equationParserNeverTraps(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var parsed = 0
        for _ in 0..<3_000 {
            let count = Int.random(in: 0...14, using: &random)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined()
            do {
                let equation = try EquationParser.parse(text)
                parsed += 1
                #expect(!equation.difference.terms.isEmpty)
            } catch {
                let length = text.unicodeScalars.count
                #expect(error.offset >= 0 && error.offset <= length, "offset \(error.offset) outside \(text.debugDescription)")
                #expect(!error.message.isEmpty)
            }
        }
        // The alphabet is rich enough that some random equations are valid.
        #expect(parsed > 0)
    }

    static let seeds = [
        """
        title: hello
        window: {width: 320, height: 100}
        views:
          - id: label
            type: label
            text: "Hello, world"
            font: {size: 17, weight: bold}
        constraints:
          - label.centerX == superview.centerX
          - id: top
            equation: label.top == superview.top + 20 @750
          - "H:|-[label]-|"
        """,
        """
        variables: [x, y]
        constraints:
          - x + 2*y >= 10 @250
          - x == y
        """,
        """
        window: {width: 200, height: fit, direction: rtl}
        views:
          - {id: a, type: image, size: [20, 30], hugging: 1000}
          - id: s
            type: stack
            axis: vertical
            spacing: 4
            subviews:
              - {id: b, type: label, text: "one two three", lines: 0}
              - {id: c, margins: 4, background: "#abc"}
        constraints:
          - a.leading == superview.leadingMargin
          - a.top == superview.top + 8
          - s.leading == a.trailing + 8 @999
          - s.width == 0.5 * superview.width
          - "V:|-[s]-|"
          - "H:[s]-(>=0)-|"
        """,
        #"{"window": {"width": 100}, "layout": {"stack": "vertical", "children": [{"label": "a"}, {"size": [1, 2]}]}}"#,
    ]

    static let insertions: [Character] = [
        ":", "-", " ", "\n", "{", "}", "[", "]", "\"", "'", "#", "&", "*", "!", "|", ">", "@", "%", "x", "1", "\t", "é",
    ]

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func fileDecoderNeverTraps(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for round in 0..<600 {
            var text = Array(Self.seeds[round % Self.seeds.count])
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                guard !text.isEmpty else { break }
                let at = Int.random(in: 0..<text.count, using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0: text.remove(at: at)
                case 1: text.insert(Self.insertions.randomElement(using: &random) ?? " ", at: at)
                case 2: text.removeSubrange(at..<min(text.count, at + Int.random(in: 1...12, using: &random)))
                case 3: text = Array(text[..<at])
                default:
                    let end = min(text.count, at + Int.random(in: 1...20, using: &random))
                    text.insert(contentsOf: text[at..<end], at: Int.random(in: 0...text.count, using: &random))
                }
            }
            let source = String(text)
            do {
                let file = try LayoutFileDecoder.decode(file: "fuzz.yaml", source: source)
                // What decodes must also lay out with finite numbers, or fail with a diagnostic.
                FuzzCheck.laysOutFiniteOrReports(file)
            } catch {
                let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
                if let location = error.location {
                    #expect(location.line >= 1 && location.line <= lines + 1, "line \(location.line) outside \(lines) lines")
                    #expect(location.column >= 1)
                }
                #expect(!error.rendered(source: source).isEmpty)
            }
        }
    }
}

/// Extreme numbers: each file either lays out with finite frames everywhere, or ends with a
/// diagnostic that names the offending value (never a trap, never `inf` or `nan` in the output).
struct ExtremeValueTests {
    @Test(
        arguments: [
            // (file, nil when it lays out, else the exit status and a word of the message)
            (
                "window: {width: 1e308, height: 1e308}\nviews: [{id: a, type: label, text: hi, font: 1e300}]\nconstraints: [a.leading == superview.leading, a.top == superview.top]\n",
                ExitReason.invalidDocument, "1e308"
            ),
            ("views: [{id: a}]\nconstraints: [a.width == 1e300 * superview.width + 1e300]\n", .invalidConstraint, "1e300"),
            ("views: [{id: a}]\nconstraints: [a.width == 1e9 * superview.width]\n", nil, ""),
            ("views: [{id: a, type: label, text: '', font: 0, lines: 0}]\nconstraints: [a.width == 0]\n", nil, ""),
            ("views: [{id: a, frame: [1e308, -1e308, 1e308, 1e308]}]\n", .invalidDocument, "1e308"),
            ("views: [{id: a, frame: [1e9, -1e9, 1e9, 1e9]}]\n", nil, ""),
            (
                "window: {width: 0, height: 0}\nviews: [{id: a, type: stack, subviews: [{id: b, type: label, text: x}]}]\nconstraints: ['H:|[a]|', 'V:|[a]|']\n",
                nil, ""
            ),
            ("views: [{id: a, margins: 1e308}]\nconstraints: [a.leading == superview.leadingMargin]\n", .invalidDocument, "1e308"),
            ("views: [{id: a, margins: -1e9}]\nconstraints: [a.leading == superview.leadingMargin]\n", nil, ""),
            ("variables: [x]\nconstraints: [x == 1e300, x >= 1e308 @1]\n", .invalidConstraint, "1e300"),
            ("variables: [x]\nconstraints: [x == 1e9, x >= -1e9 @1]\n", nil, ""),
            ("views: [{id: a}, {id: b}]\nconstraints: ['H:|-1e308-[a]', 'V:|[a]']\n", .invalidConstraint, "1e308"),
            ("views: [{id: a, type: stack, spacing: 1e308}]\n", .invalidDocument, "1e308"),
            (
                "window: {width: 300, height: fit}\nlayout: {stack: vertical, spacing: -1e308, children: [{size: [1, 1]}]}\n",
                .invalidDocument, "-1e308"
            ),
            (
                "window: {width: 300, height: fit}\nviews: [{id: a, type: label, text: hi, font: {size: 1e9}}]\nconstraints: ['H:|-[a]', 'V:|-[a]-|']\n",
                nil, ""
            ),
        ] as [(String, ExitReason?, String)])
    func extremeValues(yaml: String, failure: ExitReason?, word: String) throws {
        do {
            let file = try LayoutFileDecoder.decode(file: "t.yaml", source: yaml)
            let outcome = try Solving.solve(file)
            #expect(failure == nil, "laid out, expected exit \(failure.map { "\($0.rawValue)" } ?? "")")
            #expect(!outcome.table.contains("inf") && !outcome.table.contains("nan"))
            #expect(!outcome.json.text().contains("null"))
            if case let .views(result) = outcome {
                for frame in result.frames {
                    let r = frame.frameInWindow
                    #expect(r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite, "\(frame.id): \(r)")
                }
                let svg = SVGRenderer().render(result.scene)
                #expect(!svg.contains("inf") && !svg.contains("nan"))
            }
        } catch {
            #expect(error.kind == failure, "\(error.message)")
            #expect(error.message.contains(word), "\(error.message)")
        }
    }
}
