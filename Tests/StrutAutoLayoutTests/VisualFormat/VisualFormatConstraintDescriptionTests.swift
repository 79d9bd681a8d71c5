import Foundation
import Testing

@testable import StrutAutoLayout

/// The constraints each format stands for, written out by hand in the reference's notation
/// (`first.attr REL second.attr + c @p`, superview `sv`), for Apple's documented examples
/// (reference §6.1) and the options.
@Suite struct VisualFormatConstraintDescriptionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let format: String
        var options: VisualFormat.Options = []
        var metrics: [String: Double] = [:]
        let expected: [String]
        var testDescription: String { format }
    }

    static let cases: [Case] = [
        // V1, V13: standard space between siblings is 8.
        Case(format: "[button]-[textField]", expected: ["textField.leading == button.trailing + 8"]),
        // V2: a constant width; no second item.
        Case(format: "[button(>=50)]", expected: ["button.width >= 50"]),
        // V3: first item of the trailing edge is the superview.
        Case(
            format: "|-50-[purpleBox]-50-|",
            expected: ["purpleBox.leading == sv.leading + 50", "sv.trailing == purpleBox.trailing + 50"]
        ),
        // V4.
        Case(format: "V:[topField]-10-[bottomField]", expected: ["bottomField.top == topField.bottom + 10"]),
        // V5: flush, constant 0.
        Case(format: "[maroonView][blueView]", expected: ["blueView.leading == maroonView.trailing"]),
        // V6.
        Case(format: "[button(100@20)]", expected: ["button.width == 100 @20"]),
        // V7.
        Case(format: "[button1(==button2)]", expected: ["button1.width == button2.width"]),
        // V8: one constraint per predicate, in order.
        Case(format: "[flexibleButton(>=70,<=100)]", expected: ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
        // V9 (iOS 8+): 0-point constraints to the margins at the edges.
        Case(
            format: "|-[find]-[findNext]-[findField(>=20)]-|",
            expected: [
                "find.leading == sv.leadingMargin",
                "findNext.leading == find.trailing + 8",
                "findField.leading == findNext.trailing + 8",
                "findField.width >= 20",
                "sv.trailingMargin == findField.trailing",
            ]
        ),
        // V10: alignAllTop has no effect with one view.
        Case(
            format: "|-[myView]-|", options: .alignAllTop,
            expected: ["myView.leading == sv.leadingMargin", "sv.trailingMargin == myView.trailing"]
        ),
        // V12, V14.
        Case(format: "[button1]-12-[button2]", expected: ["button2.leading == button1.trailing + 12"]),
        Case(format: "[zoomableView1]-80-[zoomableView2]", expected: ["zoomableView2.leading == zoomableView1.trailing + 80"]),
        // V15.
        Case(format: "|-20-[button]-20-|", expected: ["button.leading == sv.leading + 20", "sv.trailing == button.trailing + 20"]),
        Case(format: "V:|-20-[button(20)]", expected: ["button.top == sv.top + 20", "button.height == 20"]),
        // Observed-accepted: bare relation in a connection, metric priority, bare view name.
        Case(
            format: "V:|[label1(labelHeight@999)]-[label2(label1)]-[label3(label1)]-[label4(label1)]-[label5(label1)]->=10-|",
            metrics: ["labelHeight": 88],
            expected: [
                "label1.top == sv.top",
                "label1.height == 88 @999",
                "label2.top == label1.bottom + 8", "label2.height == label1.height",
                "label3.top == label2.bottom + 8", "label3.height == label1.height",
                "label4.top == label3.bottom + 8", "label4.height == label1.height",
                "label5.top == label4.bottom + 8", "label5.height == label1.height",
                "sv.bottom >= label5.bottom + 10",
            ]
        ),
        Case(format: "[a]-50@999-|", expected: ["sv.trailing == a.trailing + 50 @999"]),
        Case(format: "[line1(0.5)]", expected: ["line1.width == 0.5"]),
        // Metrics as constants and priorities; several spacing predicates.
        Case(
            format: "|-(>=pad,<=40@low)-[v(w@high)]",
            metrics: ["pad": 4, "low": 250, "w": 120, "high": 750],
            expected: ["v.leading >= sv.leading + 4", "v.leading <= sv.leading + 40 @250", "v.width == 120 @750"]
        ),
        Case(format: "V:[a]-(-5)-[b]", expected: ["b.top == a.bottom - 5"]),
        // bridger/SwiftVisualFormat: count = connections + predicates = 5 + 1.
        Case(
            format: "|-5-[redView(>=blueView)]-10-[greenView]-15-[blueView]-20-|",
            expected: [
                "redView.leading == sv.leading + 5",
                "redView.width >= blueView.width",
                "greenView.leading == redView.trailing + 10",
                "blueView.leading == greenView.trailing + 15",
                "sv.trailing == blueView.trailing + 20",
            ]
        ),
        Case(format: "V:|[redView]|", expected: ["redView.top == sv.top", "sv.bottom == redView.bottom"]),
        Case(format: "[redView]|", expected: ["sv.trailing == redView.trailing"]),
        // Direction options: left/right attributes; right to left puts the item with the
        // larger x first, so constants stay as written.
        Case(
            format: "|-[a]-8-[b]-|", options: .directionLeftToRight,
            expected: ["a.left == sv.leftMargin", "b.left == a.right + 8", "sv.rightMargin == b.right"]
        ),
        Case(
            format: "|-[a]-8-[b]-|", options: .directionRightToLeft,
            expected: ["sv.rightMargin == a.right", "a.left == b.right + 8", "b.left == sv.leftMargin"]
        ),
        Case(
            format: "|-10-[a]-(>=8)-[b]|", options: .directionRightToLeft,
            expected: ["sv.right == a.right + 10", "a.left >= b.right + 8", "b.left == sv.left"]
        ),
        // Direction does not touch V:.
        Case(format: "V:|-[a]", options: .directionRightToLeft, expected: ["a.top == sv.topMargin"]),
        // The seeds' first example: alignment between consecutive views, earlier view first.
        Case(
            format: "H:|-[text1]-[text2]", options: .alignAllFirstBaseline,
            expected: [
                "text1.leading == sv.leadingMargin",
                "text2.leading == text1.trailing + 8",
                "text1.firstBaseline == text2.firstBaseline",
            ]
        ),
        Case(
            format: "V:[a][b][c]", options: [.alignAllCenterX, .alignAllLeading],
            expected: [
                "b.top == a.bottom", "a.leading == b.leading", "a.centerX == b.centerX",
                "c.top == b.bottom", "b.leading == c.leading", "b.centerX == c.centerX",
            ]
        ),
        Case(
            format: "[a][b]", options: [.alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLastBaseline],
            expected: [
                "b.leading == a.trailing", "a.top == b.top", "a.bottom == b.bottom", "a.centerY == b.centerY",
                "a.lastBaseline == b.lastBaseline",
            ]
        ),
        // Baseline-to-baseline spacing: between views only; edges stay top/bottom.
        Case(
            format: "V:|-[a]-[b]-12-[c]-|", options: .spacingBaselineToBaseline,
            expected: [
                "a.top == sv.topMargin",
                "b.firstBaseline == a.lastBaseline + 8",
                "c.firstBaseline == b.lastBaseline + 12",
                "sv.bottomMargin == c.bottom",
            ]
        ),
        Case(format: "[a]-[b]", options: .spacingBaselineToBaseline, expected: ["b.leading == a.trailing + 8"]),
    ]

    static let viewNames: Set<String> = [
        "button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView", "button1",
        "button2", "flexibleButton", "find", "findNext", "findField", "myView", "zoomableView1", "zoomableView2",
        "label1", "label2", "label3", "label4", "label5", "a", "b", "c", "v", "line1", "redView", "greenView",
        "text1", "text2",
    ]

    @Test(arguments: cases)
    func describesTheDocumentedConstraints(_ example: Case) throws {
        let descriptions = try VisualFormat.constraintDescriptions(
            withVisualFormat: example.format, options: example.options, metrics: example.metrics,
            isView: { Self.viewNames.contains($0) }
        )
        #expect(descriptions.map(\.description) == example.expected)
        #expect(descriptions.allSatisfy { $0.multiplier == 1 })
    }

    /// bridger/SwiftVisualFormat's cross-checks against UIKit (reference §6.1), each in its `H:`
    /// and `V:` form; the vertical expectation is the horizontal one with leading → top,
    /// trailing → bottom, width → height.
    static let bridgerCases: [(String, [String])] = [
        ("|-5-[redView]", ["redView.leading == sv.leading + 5"]),
        ("|[redView]", ["redView.leading == sv.leading"]),
        ("[redView]-5-|", ["sv.trailing == redView.trailing + 5"]),
        ("[redView]|", ["sv.trailing == redView.trailing"]),
        ("|[redView]|", ["redView.leading == sv.leading", "sv.trailing == redView.trailing"]),
        ("|-5-[redView]|", ["redView.leading == sv.leading + 5", "sv.trailing == redView.trailing"]),
        ("|[redView]-5-|", ["redView.leading == sv.leading", "sv.trailing == redView.trailing + 5"]),
        ("[redView(==greenView)]", ["redView.width == greenView.width"]),
        ("[redView(>=greenView)]", ["redView.width >= greenView.width"]),
        ("[redView(<=greenView)]", ["redView.width <= greenView.width"]),
        ("[redView]-5-[greenView]", ["greenView.leading == redView.trailing + 5"]),
        ("[redView]-0-[greenView]", ["greenView.leading == redView.trailing"]),
        (
            "|-5-[redView(>=blueView)]-10-[greenView]-15-[blueView]-20-|",
            [
                "redView.leading == sv.leading + 5", "redView.width >= blueView.width",
                "greenView.leading == redView.trailing + 10", "blueView.leading == greenView.trailing + 15",
                "sv.trailing == blueView.trailing + 20",
            ]
        ),
    ]

    @Test(arguments: [VisualFormat.Orientation.horizontal, .vertical])
    func bridgerCrossChecks(_ orientation: VisualFormat.Orientation) throws {
        for (format, horizontal) in Self.bridgerCases {
            let prefix = orientation == .horizontal ? "H:" : "V:"
            let expected =
                orientation == .horizontal
                ? horizontal
                : horizontal.map {
                    $0.replacingOccurrences(of: ".leading", with: ".top")
                        .replacingOccurrences(of: ".trailing", with: ".bottom")
                        .replacingOccurrences(of: ".width", with: ".height")
                }
            let descriptions = try VisualFormat.constraintDescriptions(
                withVisualFormat: prefix + format, isView: { Self.viewNames.contains($0) })
            #expect(descriptions.map(\.description) == expected, "\(prefix + format)")
        }
    }

    @Test func fieldsOfTheDocumentedExamples() throws {
        let names: (String) -> Bool = { Self.viewNames.contains($0) }
        // V2: second item nil, second attribute notAnAttribute.
        let width = try VisualFormat.constraintDescriptions(withVisualFormat: "[button(>=50)]", isView: names)
        #expect(width == [.init(.view("button"), .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 50)])
        // V3: the superview is the superview of the adjacent view.
        let edges = try VisualFormat.constraintDescriptions(withVisualFormat: "|-50-[purpleBox]-50-|", isView: names)
        #expect(
            edges == [
                .init(.view("purpleBox"), .leading, .equal, .superview(of: "purpleBox"), .leading, constant: 50),
                .init(.superview(of: "purpleBox"), .trailing, .equal, .view("purpleBox"), .trailing, constant: 50),
            ]
        )
        // V6: priority 20.
        let priority = try VisualFormat.constraintDescriptions(withVisualFormat: "[button(100@20)]", isView: names)
        #expect(priority.map(\.priority) == [20])
    }

    // MARK: Errors that need the dictionaries

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let format: String
        var options: VisualFormat.Options = []
        var metrics: [String: Double] = [:]
        let error: VisualFormatError.Reason
        let caret: Int?
        var testDescription: String { format }
    }

    static let errorCases: [ErrorCase] = [
        // E3 (modern wording, E8): caret under the ']' after the name, index 21.
        ErrorCase(format: "|[whiteBox2][blackBox]", error: .unknownView("blackBox"), caret: 21),
        // E8.
        ErrorCase(format: "[want]-|", error: .unknownView("want"), caret: 5),
        // A name error before a syntax error is reported first.
        ErrorCase(format: "[want]-|x", error: .unknownView("want"), caret: 5),
        ErrorCase(format: "[a(zz)]x", error: .unknownMetric("zz"), caret: 5),
        // ...and a syntax error before a name error.
        ErrorCase(format: "[a(>1)][want]", error: .unknownRelation, caret: 4),
        // E9: caret after the name.
        ErrorCase(format: "H:|-margiin-[a]", error: .unknownMetric("margiin"), caret: 11),
        ErrorCase(format: "[a(==nothing)]", error: .unknownMetric("nothing"), caret: 12),
        ErrorCase(format: "[a(10@nothing)]", error: .unknownMetric("nothing"), caret: 13),
        ErrorCase(format: "[a]-b-[c]", error: .viewWhereMetricRequired("b"), caret: 5),
        ErrorCase(format: "[a(10@b)]", error: .viewWhereMetricRequired("b"), caret: 7),
        ErrorCase(format: "[a(10@0)]", error: .invalidPriority(0), caret: 6),
        ErrorCase(format: "[a(10@1001)]", error: .invalidPriority(1001), caret: 6),
        ErrorCase(format: "[a(10@big)]", metrics: ["big": 2000], error: .invalidPriority(2000), caret: 6),
        // Options.
        ErrorCase(format: "V:[a][b]", options: .alignAllTop, error: .alignmentOnLayoutAxis(.vertical), caret: nil),
        ErrorCase(format: "[a][b]", options: .alignAllLeft, error: .alignmentOnLayoutAxis(.horizontal), caret: nil),
        ErrorCase(format: "[a][b]", options: .alignAllLeading, error: .alignmentOnLayoutAxis(.horizontal), caret: nil),
        ErrorCase(
            format: "[a]", options: [.directionLeftToRight, .directionRightToLeft],
            error: .conflictingDirections, caret: nil
        ),
    ]

    @Test(arguments: errorCases)
    func errorNeedingNames(_ example: ErrorCase) {
        let names: Set<String> = ["whiteBox2", "a", "b", "c"]
        #expect(throws: VisualFormatError(example.error, format: example.format, offset: example.caret)) {
            try VisualFormat.constraintDescriptions(
                withVisualFormat: example.format, options: example.options, metrics: example.metrics,
                isView: { names.contains($0) }
            )
        }
    }

    /// E5: caret under the '|' whose related view has no superview.
    @Test func missingSuperview() {
        #expect(
            throws: VisualFormatError(.missingSuperview, format: "H:|-(>=50)-[view1(100)]", offset: 2)
        ) {
            try VisualFormat.constraintDescriptions(
                withVisualFormat: "H:|-(>=50)-[view1(100)]", isView: { $0 == "view1" }, hasSuperview: { _ in false }
            )
        }
        #expect(throws: VisualFormatError(.missingSuperview, format: "[a][b]|", offset: 6)) {
            try VisualFormat.constraintDescriptions(
                withVisualFormat: "[a][b]|", isView: { _ in true }, hasSuperview: { $0 == "a" }
            )
        }
        let message = VisualFormatError(.missingSuperview, format: "H:|-(>=50)-[view1(100)]", offset: 2).description
        #expect(
            message
                == "Unable to parse constraint format: \n"
                + "Unable to interpret '|' character, because the related view doesn't have a superview \n"
                + "H:|-(>=50)-[view1(100)] \n"
                + "  ^"
        )
    }
}
