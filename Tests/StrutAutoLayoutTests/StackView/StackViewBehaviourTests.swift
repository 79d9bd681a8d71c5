import Foundation
import StrutExamples
import Testing

@testable import StrutAutoLayout

/// A view with an intrinsic size and, optionally, text-like baselines.
typealias TextBox = StrutExamples.Box

/// A view whose intrinsic size can change.
final class ResizableBox: View {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: CGSize { size }
}

/// Whether two rectangles agree to 1e-9 (the solver's arithmetic leaves the last bits).
func approximatelyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
        && abs(a.height - b.height) < 1e-9
}

func approximatelyEqual(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
}

/// Hiding and showing, custom spacing, right to left, margins, baselines, and the arranged
/// subviews' bookkeeping. Frames worked out by hand in the comments.
@Suite struct StackViewBehaviourTests {
    /// A stack pinned at the origin of a 500 × 500 root (or of `root`), with its length along
    /// the axis fixed, or sized by its content when `length` is `nil`; laid out.
    static func pinned(_ stack: StackView, length: CGFloat? = 300, in root: View? = nil) -> View {
        let root = root ?? View(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
        ]
        if let length {
            constraints.append(
                stack.axis == .horizontal
                    ? stack.widthAnchor.constraint(equalToConstant: length)
                    : stack.heightAnchor.constraint(equalToConstant: length))
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return root
    }

    static func boxes() -> [TextBox] {
        [TextBox(40, 20, name: "V0"), TextBox(60, 30, name: "V1"), TextBox(20, 50, name: "V2")]
    }

    // MARK: Hiding

    /// Setting `isHidden` alone re-plans the stack (no `arrangedSubviewVisibilityDidChange`):
    /// fillEqually, spacing 10, 300 wide. Hidden V1: V0 and V2 get (300 − 10)/2 = 145 each, V2
    /// starts at 145 + 10 = 155, V1 collapses to width 0 at x = 155. Shown again: thirds of
    /// 280 = 93.33 at 0, 103.33, 206.67.
    @Test func settingIsHiddenAloneCollapsesAndRestores() {
        let views = Self.boxes()
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        let root = Self.pinned(stack)
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(approximatelyEqual(views.map(\.frame.minX), [0, 155, 155]))
        #expect(approximatelyEqual(views.map(\.frame.width), [145, 0, 145]))
        views[1].isHidden = false
        root.layoutIfNeeded()
        let third: CGFloat = 280.0 / 3
        #expect(approximatelyEqual(views.map(\.frame.minX), [0, third + 10, 2 * third + 20]))
        #expect(approximatelyEqual(views.map(\.frame.width), [third, third, third]))
    }

    /// A plain subview (not arranged) hiding changes nothing: the stack's constraints stay the
    /// same objects.
    @Test func hidingAPlainSubviewLeavesTheArrangement() {
        let views = Self.boxes()
        let stack = StackView(arrangedSubviews: views)
        let extra = TextBox(10, 10, name: "extra")
        stack.addSubview(extra)
        let root = Self.pinned(stack)
        let before = stack.arrangementConstraints.map(ObjectIdentifier.init)
        extra.isHidden = true
        root.layoutIfNeeded()
        #expect(stack.arrangementConstraints.map(ObjectIdentifier.init) == before)
    }

    /// fillEqually, spacing 10, 300 wide: (300 − 20)/3 each; hiding V1 gives (300 − 10)/2 = 145
    /// to V0 and V2, V1 collapses to zero width at V2's leading edge (the spacing after V0 stays,
    /// the one after V1 becomes 0); showing V1 restores the first layout.
    @Test func hidingAndShowingCollapsesAndRestores() {
        let views = Self.boxes()
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        let root = Self.pinned(stack)
        let third: CGFloat = 280.0 / 3
        #expect(approximatelyEqual(views.map(\.frame.minX), [0, third + 10, 2 * third + 20]))
        let before = stack.arrangementConstraints.map(ObjectIdentifier.init)

        views[1].isHidden = true
        stack.arrangedSubviewVisibilityDidChange(views[1])
        root.layoutIfNeeded()
        #expect(approximatelyEqual(views[0].frame, CGRect(x: 0, y: 0, width: 145, height: 50)))
        // A hidden view keeps only its top aligned; its height is its own intrinsic 30.
        #expect(approximatelyEqual(views[1].frame, CGRect(x: 155, y: 0, width: 0, height: 30)))
        #expect(approximatelyEqual(views[2].frame, CGRect(x: 155, y: 0, width: 145, height: 50)))
        // The stack hugs the visible views across the axis: V1's 30 no longer counts, V2's 50 does.
        #expect(stack.frame.height == 50)
        let hidden = stack.arrangementConstraints.map(ObjectIdentifier.init)
        // One constraint added (UISV-hiding), V1's bottom alignment and fill-equally dropped.
        #expect(Set(hidden).subtracting(before).count == 1)
        #expect(Set(before).subtracting(hidden).count == 2)
        #expect(stack.arrangementConstraints.filter { $0.identifier == "UISV-hiding" }.count == 1)

        views[1].isHidden = false
        stack.arrangedSubviewVisibilityDidChange(views[1])
        root.layoutIfNeeded()
        #expect(approximatelyEqual(views.map(\.frame.minX), [0, third + 10, 2 * third + 20]))
        // Showing reuses the very same constraint objects as before hiding.
        #expect(Set(stack.arrangementConstraints.map(ObjectIdentifier.init)) == Set(before))
    }

    /// Hiding the tallest view shrinks the stack across the axis; hiding the first view moves
    /// the next one to the leading edge. Fill, spacing 10, V1 hugging 249 (it stretches):
    /// V0 hidden → V1 at 0, 300 − 10 − 20 = 270 wide; V2 at 280.
    @Test func hidingTheFirstView() {
        let views = Self.boxes()
        views[1].setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        let root = Self.pinned(stack)
        views[0].isHidden = true
        stack.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(views[0].frame.width == 0)
        #expect(views[1].frame == CGRect(x: 0, y: 0, width: 270, height: 50))
        #expect(views[2].frame == CGRect(x: 280, y: 0, width: 20, height: 50))
    }

    /// Everything hidden: the stack collapses to zero along the axis when it is free to.
    @Test func hidingEverythingCollapses() {
        let views = Self.boxes()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        let root = Self.pinned(stack, length: nil)
        // Content-sized: 40 + 10 + 60 + 10 + 20 = 140 wide.
        #expect(stack.frame.width == 140)
        for view in views { view.isHidden = true }
        stack.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(stack.frame.width == 0)
    }

    // MARK: Spacing

    /// Fill, V1 stretches; custom 30 after V0: V1 at 70, 300 − 40 − 30 − 10 − 20 = 200 wide.
    @Test func customSpacing() {
        let views = Self.boxes()
        views[1].setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.setCustomSpacing(30, after: views[0])
        let root = Self.pinned(stack)
        #expect(stack.customSpacing(after: views[0]) == 30)
        #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
        #expect(views[1].frame.minX == 70 && views[1].frame.width == 200)
        // Back to the default: V1 at 50, 220 wide.
        stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        root.layoutIfNeeded()
        #expect(views[1].frame.minX == 50 && views[1].frame.width == 220)
        // A view that is not arranged is ignored.
        let stranger = View()
        stack.setCustomSpacing(5, after: stranger)
        #expect(stack.customSpacing(after: stranger) == StackView.spacingUseDefault)
        // Removing a view forgets its custom spacing.
        stack.setCustomSpacing(30, after: views[2])
        stack.removeArrangedSubview(views[2])
        #expect(stack.customSpacing(after: views[2]) == StackView.spacingUseDefault)
    }

    /// The custom spacing after a view hidden in the middle: the gap after the visible view
    /// before it is used. V0 (custom 30), V1 hidden, V2: V2 at 40 + 30 = 70.
    @Test func customSpacingAcrossAHiddenView() {
        let views = Self.boxes()
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        stack.setCustomSpacing(30, after: views[0])
        views[1].isHidden = true
        _ = Self.pinned(stack, length: 90)  // 40 + 30 + 20: spacing at its minimum
        #expect(views[2].frame.minX == 70)
    }

    /// `spacingUseSystem` is 8 points: fill, content-sized: 40 + 8 + 60 + 8 + 20 = 136.
    @Test func systemSpacing() {
        let views = Self.boxes()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = StackView.spacingUseSystem
        _ = Self.pinned(stack, length: nil)
        #expect(stack.frame.width == 136)
        #expect(views[2].frame.minX == 116)
    }

    // MARK: Direction, margins, baselines

    /// Right to left: the leading edge is on the right. Fill, spacing 10, V1 stretches, 300
    /// wide: V0 at 300 − 40 = 260, V1 220 wide at 30, V2 at 0.
    @Test func rightToLeft() {
        let views = Self.boxes()
        views[1].setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        let window = Window(size: CGSize(width: 500, height: 500))
        window.layoutDirection = .rightToLeft
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: window.leftAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300),
        ])
        window.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 260, y: 0, width: 40, height: 50))
        #expect(views[1].frame == CGRect(x: 30, y: 0, width: 220, height: 50))
        #expect(views[2].frame == CGRect(x: 0, y: 0, width: 20, height: 50))
    }

    /// Margins-relative: default margins 8. Fill, V1 stretches, two views, 300 wide:
    /// V0 at (8, 8) 40 × 30, V1 at 58, 300 − 8 − 58 = 234 wide; the stack is 30 + 16 = 46 high.
    @Test func layoutMarginsRelativeArrangement() {
        let views = Array(Self.boxes().prefix(2))
        views[1].setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.isLayoutMarginsRelativeArrangement = true
        _ = Self.pinned(stack)
        #expect(views[0].frame == CGRect(x: 8, y: 8, width: 40, height: 30))
        #expect(views[1].frame == CGRect(x: 58, y: 8, width: 234, height: 30))
        #expect(stack.frame.height == 46)
    }

    /// Text-like boxes: heights 20, 30, 50; first baselines 15, 10, 40 from the top; last
    /// baselines 5, 4, 2 from the bottom.
    static func baselineBoxes() -> [TextBox] {
        [
            TextBox(40, 20, first: 15, lastFromBottom: 5, name: "V0"),
            TextBox(60, 30, first: 10, lastFromBottom: 4, name: "V1"),
            TextBox(20, 50, first: 40, lastFromBottom: 2, name: "V2"),
        ]
    }

    /// - First baselines aligned at max(15, 10, 40) = 40 below the stack's top: tops 25, 30, 0;
    ///   the stack is as tall as the lowest bottom, 30 + 30 = 60.
    /// - Last baselines at max(20 − 5, 30 − 4, 50 − 2) = 48 below the top: tops 48 + 5 − 20 = 33,
    ///   48 + 4 − 30 = 22, 0; the stack is 33 + 20 = 53 high.
    @Test(arguments: [
        (StackViewAlignment.firstBaseline, [CGFloat(25), 30, 0], CGFloat(60)),
        (.lastBaseline, [33, 22, 0], 53),
    ])
    func baselineAlignment(alignment: StackViewAlignment, tops: [CGFloat], height: CGFloat) {
        let views = Self.baselineBoxes()
        let stack = StackView(arrangedSubviews: views)
        stack.alignment = alignment
        _ = Self.pinned(stack)
        #expect(views.map(\.frame.minY) == tops)
        #expect(stack.frame.height == height)
    }

    /// Vertical, baseline-relative, spacing 10: V1's first baseline (10 below its top) is 10
    /// below V0's last baseline (20 − 5 = 15): V1's top at 15.
    @Test func baselineRelativeArrangement() {
        let views = Array(Self.baselineBoxes().prefix(2))
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 10
        stack.isBaselineRelativeArrangement = true
        stack.alignment = .leading
        _ = Self.pinned(stack, length: nil)
        #expect(views[1].frame.minY == 15)
        // The stack ends at V1's bottom: 15 + 30 = 45.
        #expect(stack.frame.height == 45)
    }

    // MARK: Arranged subviews

    @Test func arrangedSubviewsApartFromSubviews() {
        let views = Self.boxes()
        let stack = StackView(arrangedSubviews: views)
        let decoration = View()
        stack.addSubview(decoration)
        #expect(stack.subviews.count == 4)
        #expect(stack.arrangedSubviews.count == 3)
        // Reordering the arrangement leaves the drawing order alone.
        stack.insertArrangedSubview(views[2], at: 0)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["V2", "V0", "V1"])
        #expect(stack.subviews.map(\.identifier) == ["V0", "V1", "V2", nil])
        // An out-of-range index is clamped.
        stack.insertArrangedSubview(views[2], at: 99)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["V0", "V1", "V2"])
        // Removing from the arrangement keeps the subview.
        stack.removeArrangedSubview(views[0])
        #expect(stack.arrangedSubviews.map(\.identifier) == ["V1", "V2"])
        #expect(views[0].superview === stack)
        // Removing from the superview removes from the arrangement.
        views[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.map(\.identifier) == ["V2"])
        // Adding an arranged view turns off its autoresizing constraints.
        let fresh = View()
        #expect(fresh.translatesAutoresizingMaskIntoConstraints)
        stack.addArrangedSubview(fresh)
        #expect(!fresh.translatesAutoresizingMaskIntoConstraints && fresh.superview === stack)
    }

    /// A removed arranged view no longer takes space: 40 + 10 + 20 = 70 after removing V1.
    @Test func removingRelaysOut() {
        let views = Self.boxes()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        let root = Self.pinned(stack, length: nil)
        #expect(stack.frame.width == 140)
        views[1].removeFromSuperview()
        root.layoutIfNeeded()
        #expect(stack.frame.width == 70)
        #expect(views[2].frame.minX == 50)
        #expect(stack.arrangementConstraints.allSatisfy { $0.firstItem !== views[1] && $0.secondItem !== views[1] })
    }

    /// Stacks in stacks: a horizontal stack [40 × 20, 60 × 30] over a 100 × 10 view in a
    /// vertical, leading-aligned stack: the row is 100 × 30, the column 100 × 40.
    @Test func nestedStacks() {
        let a = TextBox(40, 20, name: "A"), b = TextBox(60, 30, name: "B"), c = TextBox(100, 10, name: "C")
        let row = StackView(arrangedSubviews: [a, b])
        let column = StackView(arrangedSubviews: [row, c])
        column.axis = .vertical
        column.alignment = .leading
        _ = Self.pinned(column, length: nil)
        #expect(row.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(c.frame == CGRect(x: 0, y: 30, width: 100, height: 10))
        #expect(column.frame.size == CGSize(width: 100, height: 40))
        #expect(b.frame == CGRect(x: 40, y: 0, width: 60, height: 30))
    }

    /// Changing the configuration re-plans: switching alignment from fill to center moves V0
    /// to the middle of the 50-high stack, (50 − 20)/2 = 15.
    @Test func configurationChangesApply() {
        let views = Self.boxes()
        views[1].setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        let stack = StackView(arrangedSubviews: views)
        let root = Self.pinned(stack)
        #expect(views[0].frame.height == 50)
        stack.alignment = .center
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 15, width: 40, height: 20))
        stack.axis = .vertical
        root.layoutIfNeeded()
        // The pinned length is a width, so the column is 300 wide and content-sized along its
        // new axis: 20 + 30 + 50 = 100 high, views centred across the 300: (300 − 40)/2 = 130.
        #expect(views[0].frame == CGRect(x: 130, y: 0, width: 40, height: 20))
        #expect(views[2].frame == CGRect(x: 140, y: 50, width: 20, height: 50))
    }

    /// fillProportionally, spacing 0, 240 wide: 40/60/20 of 120 → 80, 120, 40. V0 grows to
    /// 100: 100/60/20 of 180 → 133.33, 80, 26.67. `invalidateIntrinsicContentSize()` schedules
    /// the stack's update-constraints pass, so one layout pass uses the new size.
    @Test func fillProportionallyFollowsIntrinsicSizes() {
        let views = [ResizableBox(40, 10), ResizableBox(60, 10), ResizableBox(20, 10)]
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        let root = Self.pinned(stack, length: 240)
        #expect(approximatelyEqual(views.map(\.frame.width), [80, 120, 40]))
        views[0].size = CGSize(width: 100, height: 10)
        root.layoutIfNeeded()
        let expected: [CGFloat] = [240.0 * 100 / 180, 80, 240.0 * 20 / 180]
        #expect(approximatelyEqual(views.map(\.frame.width), expected))
        let multipliers = stack.arrangementConstraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.multiplier)
        let expectedMultipliers: [CGFloat] = [100.0 / 180, 60.0 / 180, 20.0 / 180]
        #expect(approximatelyEqual(multipliers, expectedMultipliers))
    }

    /// The generated constraints print as UIKit logs them (reference §1.10, §3.2): spacing,
    /// hiding and fit in the visual format language, the rest as equations.
    @Test func constraintLogsMatchUIKitsShapes() {
        let views = Self.boxes()
        let stack = StackView(arrangedSubviews: views)
        stack.identifier = "SV"
        stack.spacing = 10
        stack.alignment = .center
        views[0].isHidden = true
        _ = Self.pinned(stack)
        let log = stack.arrangementConstraints.map(\.description)
        for expected in [
            "'UISV-canvas-connection' SV.leading == V0.leading",
            "'UISV-spacing' H:[V0]-(0)-[V1](LTR)",
            "'UISV-spacing' H:[V1]-(10)-[V2](LTR)",
            "'UISV-canvas-connection' H:[V2]-(0)-|(LTR)",
            "'UISV-canvas-connection' SV.centerY == V1.centerY",
            "'UISV-alignment' V1.centerY == V2.centerY",
            "'UISV-spanning-fit' V:[LayoutGuide:",
            "'UISV-alignment-spanner'(0@51)]",
            "'UISV-ambiguity-suppression' V:[V2(0@25)]",
            "'UISV-hiding' H:[V0(0)]",
        ] {
            #expect(log.contains { $0.contains(expected) }, "\(expected)")
        }
        let column = StackView(arrangedSubviews: [TextBox(40, 20, name: "A"), TextBox(40, 20, name: "B")])
        column.axis = .vertical
        column.identifier = "VS"
        _ = Self.pinned(column)
        let columnLog = column.arrangementConstraints.map(\.description)
        #expect(columnLog.contains { $0.contains("'UISV-canvas-connection' V:[B]-(0)-|") })
        #expect(columnLog.contains { $0.contains("'UISV-spacing' V:[A]-(0)-[B]") })
    }

    /// A view removed from the stack and added back before the next pass takes its place again
    /// (its constraints were deactivated by the removal and must come back).
    @Test func removedAndAddedBackInOnePass() {
        let views = Self.boxes()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        let root = Self.pinned(stack, length: nil)
        views[1].removeFromSuperview()
        stack.insertArrangedSubview(views[1], at: 1)
        root.layoutIfNeeded()
        // 40 + 10 + 60 + 10 + 20 = 140, V1 back at 50.
        #expect(stack.frame.width == 140)
        #expect(views[1].frame == CGRect(x: 50, y: 0, width: 60, height: 50))
        #expect(stack.arrangementConstraints.allSatisfy { $0.isActive })
    }

    /// Under equal spacing a hidden view's gaps are exact zeros (not minimums), so it cannot float.
    @Test func collapsedGapsAreExact() {
        let plan = StackViewConstraintPlan(
            .init(distribution: .equalSpacing, hidden: [false, true, false], spacingAfter: [10, 10, 10], intrinsicLengths: [0, 0, 0])
        )
        let spacing = plan.entries.filter { $0.identifier == "UISV-spacing" }.map(\.description)
        #expect(spacing == ["'UISV-spacing' S1.leading >= S0.trailing + 10", "'UISV-spacing' S2.leading == S1.trailing"])
    }

    /// Fitting size (reference §1.10): along the axis the sum of the views and the spacing,
    /// 40 + 10 + 60 + 10 + 20 = 140; across the largest view, 50; margins added when the
    /// arrangement is margins-relative (8 on each side: 156 × 66). Vertical: 60 × 120.
    @Test func fittingSize() {
        let stack = StackView(arrangedSubviews: Self.boxes())
        stack.spacing = 10
        #expect(stack.systemLayoutSizeFitting(.zero) == CGSize(width: 140, height: 50))
        stack.isLayoutMarginsRelativeArrangement = true
        #expect(stack.systemLayoutSizeFitting(.zero) == CGSize(width: 156, height: 66))
        stack.isLayoutMarginsRelativeArrangement = false
        stack.axis = .vertical
        // Heights 20 + 10 + 30 + 10 + 50 = 120; widest 60.
        #expect(stack.systemLayoutSizeFitting(.zero) == CGSize(width: 60, height: 120))
    }

    /// Fill equally, content-sized: every view as wide as the widest intrinsic width (60), so
    /// 3 × 60 + 2 × 10 = 200.
    @Test func fillEquallyTakesTheLargestIntrinsicSize() {
        let views = Self.boxes()
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        #expect(stack.systemLayoutSizeFitting(.zero) == CGSize(width: 200, height: 50))
    }

    /// Fill, too little room (100 for 40 + 60 + 20): the view with the lowest compression
    /// resistance gives up the 20 points: V0 (749) is 20 wide, V1 at 20, V2 at 80.
    @Test func fillOverflowCompressesTheLeastResistant() {
        let views = Self.boxes()
        views[0].setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        let stack = StackView(arrangedSubviews: views)
        _ = Self.pinned(stack, length: 100)
        #expect(views.map(\.frame.width) == [20, 60, 20])
        #expect(views.map(\.frame.minX) == [0, 20, 80])
    }
}
