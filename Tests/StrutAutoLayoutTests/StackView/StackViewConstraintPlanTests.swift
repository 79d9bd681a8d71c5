import Testing

@testable import StrutAutoLayout

/// The stack view's constraint sets against UIKit's observed dumps (reference §1.10, §6.4:
/// three views 160×200, 80×100, 40×50 in a horizontal stack). `C` is the canvas (the stack),
/// `SV` the stack itself. Compared as sets: UIKit's order within a dump is not evidence.
/// Edges at the canvas's end are written canvas-first (`C.trailing == S2.trailing`), the
/// equation UIKit logs as `H:[S2]-(0)-|`.
@Suite struct StackViewConstraintPlanTests {
    static func plan(
        _ distribution: StackViewDistribution = .fill,
        _ alignment: StackViewAlignment = .fill,
        axis: LayoutConstraintAxis = .horizontal,
        spacing: Double = 0,
        hidden: [Bool] = [false, false, false],
        baselineRelative: Bool = false
    ) -> [String] {
        let configuration = StackViewConstraintPlan.Configuration(
            axis: axis, distribution: distribution, alignment: alignment,
            isBaselineRelativeArrangement: baselineRelative, hidden: hidden,
            spacingAfter: Array(repeating: spacing, count: hidden.count),
            intrinsicLengths: Array([160, 80, 40, 20].prefix(hidden.count))
        )
        return StackViewConstraintPlan(configuration).entries.map(\.description).sorted()
    }

    static let chain = [
        "'UISV-canvas-connection' C.leading == S0.leading",
        "'UISV-spacing' S1.leading == S0.trailing",
        "'UISV-spacing' S2.leading == S1.trailing",
        "'UISV-canvas-connection' C.trailing == S2.trailing",
    ]
    static let fillAlignment = [
        "'UISV-canvas-connection' C.top == S0.top",
        "'UISV-canvas-connection' C.bottom == S0.bottom",
        "'UISV-alignment' S0.top == S1.top",
        "'UISV-alignment' S0.top == S2.top",
        "'UISV-alignment' S0.bottom == S1.bottom",
        "'UISV-alignment' S0.bottom == S2.bottom",
    ]
    static let ambiguity = [
        "'UISV-ambiguity-suppression' S0.height == 0 @25",
        "'UISV-ambiguity-suppression' S1.height == 0 @25",
        "'UISV-ambiguity-suppression' S2.height == 0 @25",
    ]

    @Test func fillFill() {
        #expect(Self.plan() == (Self.chain + Self.fillAlignment).sorted())
    }

    @Test func fillEqually() {
        let expected =
            Self.chain + Self.fillAlignment + [
                "'UISV-fill-equally' S1.width == S0.width",
                "'UISV-fill-equally' S2.width == S0.width",
            ]
        #expect(Self.plan(.fillEqually) == expected.sorted())
    }

    /// Multipliers 160/280, 80/280, 40/280 at 999, 998, 997.
    @Test func fillProportionally() {
        let expected =
            Self.chain + Self.fillAlignment + [
                "'UISV-fill-proportionally' S0.width == 0.571429 * C.width @999",
                "'UISV-fill-proportionally' S1.width == 0.285714 * C.width @998",
                "'UISV-fill-proportionally' S2.width == 0.142857 * C.width @997",
            ]
        #expect(Self.plan(.fillProportionally) == expected.sorted())
    }

    /// Spacing 10 is a minimum; the gap guides between views are equal (required).
    @Test func equalSpacing() {
        let expected =
            [
                "'UISV-canvas-connection' C.leading == S0.leading",
                "'UISV-spacing' S1.leading >= S0.trailing + 10",
                "'UISV-spacing' S2.leading >= S1.trailing + 10",
                "'UISV-canvas-connection' C.trailing == S2.trailing",
                "'UISV-distributing-edge' gap0.leading == S0.trailing",
                "'UISV-distributing-edge' S1.leading == gap0.trailing",
                "'UISV-distributing-edge' gap1.leading == S1.trailing",
                "'UISV-distributing-edge' S2.leading == gap1.trailing",
                "'UISV-fill-equally' gap1.width == gap0.width",
            ] + Self.fillAlignment
        #expect(Self.plan(.equalSpacing, spacing: 10) == expected.sorted())
    }

    /// Guides from centre to centre, made equal at 149.
    @Test func equalCentering() {
        let expected =
            [
                "'UISV-canvas-connection' C.leading == S0.leading",
                "'UISV-spacing' S1.leading >= S0.trailing",
                "'UISV-spacing' S2.leading >= S1.trailing",
                "'UISV-canvas-connection' C.trailing == S2.trailing",
                "'UISV-distributing-edge' gap0.leading == S0.centerX",
                "'UISV-distributing-edge' gap0.trailing == S1.centerX",
                "'UISV-distributing-edge' gap1.leading == S1.centerX",
                "'UISV-distributing-edge' gap1.trailing == S2.centerX",
                "'UISV-fill-equally' gap1.width == gap0.width @149",
            ] + Self.fillAlignment
        #expect(Self.plan(.equalCentering) == expected.sorted())
    }

    @Test func leadingAlignment() {
        let expected =
            Self.chain + Self.ambiguity + [
                "'UISV-canvas-connection' C.top == S0.top",
                "'UISV-canvas-connection' C.bottom == spanner.bottom",
                "'UISV-alignment' S0.top == S1.top",
                "'UISV-alignment' S0.top == S2.top",
                "'UISV-spanning-boundary' spanner.top == S0.top @999.5",
                "'UISV-spanning-boundary' spanner.top == S1.top @999.5",
                "'UISV-spanning-boundary' spanner.top == S2.top @999.5",
                "'UISV-spanning-boundary' spanner.bottom >= S0.bottom",
                "'UISV-spanning-boundary' spanner.bottom >= S1.bottom",
                "'UISV-spanning-boundary' spanner.bottom >= S2.bottom",
                "'UISV-spanning-fit' spanner.height == 0 @51",
            ]
        #expect(Self.plan(.fill, .leading) == expected.sorted())
        #expect(Self.plan(.fill, .top) == expected.sorted())
    }

    @Test func centerAlignment() {
        let expected =
            Self.chain + Self.ambiguity + [
                "'UISV-canvas-connection' C.top == spanner.top",
                "'UISV-canvas-connection' C.bottom == spanner.bottom",
                "'UISV-canvas-connection' C.centerY == S0.centerY",
                "'UISV-alignment' S0.centerY == S1.centerY",
                "'UISV-alignment' S0.centerY == S2.centerY",
                "'UISV-spanning-boundary' spanner.top <= S0.top",
                "'UISV-spanning-boundary' spanner.top <= S1.top",
                "'UISV-spanning-boundary' spanner.top <= S2.top",
                "'UISV-spanning-boundary' spanner.bottom >= S0.bottom",
                "'UISV-spanning-boundary' spanner.bottom >= S1.bottom",
                "'UISV-spanning-boundary' spanner.bottom >= S2.bottom",
                "'UISV-spanning-fit' spanner.height == 0 @51",
            ]
        #expect(Self.plan(.fill, .center) == expected.sorted())
    }

    @Test func trailingAlignment() {
        let expected =
            Self.chain + Self.ambiguity + [
                "'UISV-canvas-connection' C.top == spanner.top",
                "'UISV-canvas-connection' C.bottom == S0.bottom",
                "'UISV-alignment' S0.bottom == S1.bottom",
                "'UISV-alignment' S0.bottom == S2.bottom",
                "'UISV-spanning-boundary' spanner.top <= S0.top",
                "'UISV-spanning-boundary' spanner.top <= S1.top",
                "'UISV-spanning-boundary' spanner.top <= S2.top",
                "'UISV-spanning-boundary' spanner.bottom == S0.bottom @999.5",
                "'UISV-spanning-boundary' spanner.bottom == S1.bottom @999.5",
                "'UISV-spanning-boundary' spanner.bottom == S2.bottom @999.5",
                "'UISV-spanning-fit' spanner.height == 0 @51",
            ]
        #expect(Self.plan(.fill, .trailing) == expected.sorted())
        #expect(Self.plan(.fill, .bottom) == expected.sorted())
    }

    @Test(arguments: [StackViewAlignment.firstBaseline, .lastBaseline])
    func baselineAlignment(_ alignment: StackViewAlignment) {
        let baseline = alignment == .firstBaseline ? "firstBaseline" : "lastBaseline"
        let expected =
            Self.chain + Self.ambiguity + [
                "'UISV-canvas-connection' C.top == spanner.top",
                "'UISV-canvas-connection' C.bottom == spanner.bottom",
                "'UISV-alignment' S0.\(baseline) == S1.\(baseline)",
                "'UISV-alignment' S0.\(baseline) == S2.\(baseline)",
                "'UISV-spanning-boundary' spanner.top <= S0.top",
                "'UISV-spanning-boundary' spanner.top <= S1.top",
                "'UISV-spanning-boundary' spanner.top <= S2.top",
                "'UISV-spanning-boundary' spanner.bottom >= S0.bottom",
                "'UISV-spanning-boundary' spanner.bottom >= S1.bottom",
                "'UISV-spanning-boundary' spanner.bottom >= S2.bottom",
                "'UISV-spanning-fit' spanner.height == 0 @51",
                "'UISV-canvas-fit' SV.height == 0 @49",
            ]
        #expect(Self.plan(.fill, alignment) == expected.sorted())
    }

    /// Hiding S0 with spacing 10: `H:[S0]-(0)-[S1]`, `H:[S1]-(10)-[S2]`, S0's width 0; S0 leaves
    /// the cross-axis canvas (S1 becomes the reference) but keeps its top.
    @Test func hidingTheFirstView() {
        let expected = [
            "'UISV-canvas-connection' C.leading == S0.leading",
            "'UISV-spacing' S1.leading == S0.trailing",
            "'UISV-spacing' S2.leading == S1.trailing + 10",
            "'UISV-canvas-connection' C.trailing == S2.trailing",
            "'UISV-canvas-connection' C.top == S1.top",
            "'UISV-canvas-connection' C.bottom == S1.bottom",
            "'UISV-alignment' S1.top == S2.top",
            "'UISV-alignment' S1.bottom == S2.bottom",
            "'UISV-alignment' S1.top == S0.top",
            "'UISV-hiding' S0.width == 0",
        ]
        #expect(Self.plan(spacing: 10, hidden: [true, false, false]) == expected.sorted())
    }

    /// A hidden middle view: the spacing rides on the gap after the visible view before it.
    @Test func hidingAMiddleAndTheLastView() {
        let middle = Self.plan(spacing: 10, hidden: [false, true, false])
        #expect(middle.contains("'UISV-spacing' S1.leading == S0.trailing + 10"))
        #expect(middle.contains("'UISV-spacing' S2.leading == S1.trailing"))
        let last = Self.plan(spacing: 10, hidden: [false, false, true])
        #expect(last.contains("'UISV-spacing' S1.leading == S0.trailing + 10"))
        #expect(last.contains("'UISV-spacing' S2.leading == S1.trailing"))
        #expect(last.contains("'UISV-hiding' S2.width == 0"))
    }

    /// Hiding a view that is not the cross-axis reference changes only: one `UISV-hiding`
    /// added, its bottom alignment removed, and spacing constants (same keys).
    @Test func hidingChurnsOnlyWhatItMust() {
        func keys(_ hidden: [Bool]) -> Set<StackViewConstraintPlan.Entry.Key> {
            Set(
                StackViewConstraintPlan(
                    .init(hidden: hidden, spacingAfter: [10, 10, 10], intrinsicLengths: [160, 80, 40])
                ).entries.map(\.key)
            )
        }
        let shown = keys([false, false, false]), hidden = keys([false, true, false])
        #expect(hidden.subtracting(shown).map(\.identifier) == ["UISV-hiding"])
        #expect(shown.subtracting(hidden).map(\.identifier) == ["UISV-alignment"])
    }

    /// Vertical, baseline-relative, spacing 20: `S1.firstBaseline == S0.lastBaseline + 20`.
    @Test func baselineRelativeVertical() {
        let entries = Self.plan(axis: .vertical, spacing: 20, baselineRelative: true)
        #expect(entries.contains("'UISV-spacing' S1.firstBaseline == S0.lastBaseline + 20"))
        #expect(entries.contains("'UISV-spacing' S2.firstBaseline == S1.lastBaseline + 20"))
        #expect(entries.contains("'UISV-canvas-connection' C.top == S0.top"))
        #expect(entries.contains("'UISV-canvas-connection' C.leading == S0.leading"))
    }

    /// One view, centre: no spanner; the canvas wraps the view and is pulled tight at 49.
    @Test func singleViewCenter() {
        let expected = [
            "'UISV-canvas-connection' C.leading == S0.leading",
            "'UISV-canvas-connection' C.trailing == S0.trailing",
            "'UISV-canvas-connection' C.top <= S0.top",
            "'UISV-canvas-connection' C.bottom >= S0.bottom",
            "'UISV-canvas-connection' C.centerY == S0.centerY",
            "'UISV-canvas-fit' SV.height == 0 @49",
            "'UISV-ambiguity-suppression' S0.height == 0 @25",
        ]
        #expect(Self.plan(.fill, .center, hidden: [false]) == expected.sorted())
    }

    /// kean/Arranged README: `.leading` + `.fillEqually`, spacing 10.
    @Test func leadingFillEquallyWithSpacing() {
        let entries = Self.plan(.fillEqually, .leading, spacing: 10)
        #expect(entries.contains("'UISV-spacing' S1.leading == S0.trailing + 10"))
        #expect(entries.contains("'UISV-fill-equally' S1.width == S0.width"))
        #expect(entries.contains("'UISV-spanning-boundary' spanner.top == S1.top @999.5"))
        #expect(entries.contains("'UISV-spanning-fit' spanner.height == 0 @51"))
        #expect(entries.contains("'UISV-ambiguity-suppression' S1.height == 0 @25"))
    }

    @Test func noArrangedViewsNoConstraints() {
        #expect(Self.plan(hidden: []).isEmpty)
    }
}
