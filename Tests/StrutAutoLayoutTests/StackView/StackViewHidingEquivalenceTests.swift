import Foundation
import Testing

@testable import StrutAutoLayout

/// A hidden arranged view is as good as absent: for every axis × distribution × alignment and
/// six ways of hiding some (not all) of four views, the visible views' frames and the stack's
/// size equal those of a stack that holds only the visible views (an independent oracle: the
/// same component without hiding). Hiding happens after a first layout, so the collapse path
/// (constants changed in place, `UISV-hiding` added) is the one tested; showing again restores
/// the first frames exactly.
@Suite struct StackViewHidingEquivalenceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let axis: LayoutConstraintAxis
        let distribution: StackViewDistribution
        let alignment: StackViewAlignment
        var testDescription: String { "\(axis) \(distribution) \(alignment)" }
    }

    static let cases: [Case] = LayoutConstraintAxis.allCases.flatMap { axis in
        StackViewDistribution.allCases.flatMap { distribution in
            StackViewAlignment.allCases.map { Case(axis: axis, distribution: distribution, alignment: $0) }
        }
    }

    static let sizes: [(CGFloat, CGFloat)] = [(40, 20), (60, 30), (20, 50), (30, 10)]

    /// A stack of the given views (by index), the last one hugging least along the axis so that
    /// `.fill` is never ambiguous; pinned at the origin, 300 long, free across.
    static func build(_ example: Case, indices: [Int]) -> (root: View, stack: StackView, views: [Int: TextBox]) {
        var views: [Int: TextBox] = [:]
        var arranged: [View] = []
        for i in indices {
            let (along, across) = sizes[i]
            let box =
                example.axis == .horizontal
                ? TextBox(along, across, first: across / 2, lastFromBottom: 1, name: "V\(i)")
                : TextBox(across, along, first: along / 2, lastFromBottom: 1, name: "V\(i)")
            views[i] = box
            arranged.append(box)
        }
        let stack = StackView(arrangedSubviews: arranged)
        stack.axis = example.axis
        stack.distribution = example.distribution
        stack.alignment = example.alignment
        stack.spacing = 10
        let root = StackViewBehaviourTests.pinned(stack)
        return (root, stack, views)
    }

    static func lastHugsLeast(_ views: [Int: TextBox], visible: [Int], axis: LayoutConstraintAxis) {
        for (i, view) in views {
            view.setContentHuggingPriority(LayoutPriority(i == visible.last ? 249 : 250), for: axis)
        }
    }

    @Test(arguments: cases)
    func hiddenIsAbsent(_ example: Case) {
        let all = [0, 1, 2, 3]
        // Hidden: the first, a middle one, the two middle ones, both ends, the last, and all
        // but the first (one visible view left).
        for mask in [0b0001, 0b0010, 0b0110, 0b1001, 0b1000, 0b1110] {
            let hidden = all.filter { mask & (1 << $0) != 0 }
            let visible = all.filter { mask & (1 << $0) == 0 }

            let (root, stack, views) = Self.build(example, indices: all)
            Self.lastHugsLeast(views, visible: visible, axis: example.axis)
            root.layoutIfNeeded()
            let shownFrames = all.map { views[$0]!.frame }
            for i in hidden { views[i]!.isHidden = true }
            stack.setNeedsUpdateConstraints()
            root.layoutIfNeeded()

            let (oracleRoot, oracle, oracleViews) = Self.build(example, indices: visible)
            Self.lastHugsLeast(oracleViews, visible: visible, axis: example.axis)
            oracleRoot.layoutIfNeeded()

            for i in visible {
                #expect(
                    approximatelyEqual(views[i]!.frame, oracleViews[i]!.frame),
                    "hidden \(hidden): V\(i) \(views[i]!.frame) vs \(oracleViews[i]!.frame)")
            }
            #expect(approximatelyEqual(stack.frame, oracle.frame), "hidden \(hidden): stack \(stack.frame) vs \(oracle.frame)")
            for i in hidden {
                let length = example.axis == .horizontal ? views[i]!.frame.width : views[i]!.frame.height
                #expect(length == 0, "hidden V\(i) keeps length \(length)")
            }

            // Showing again restores the first layout.
            for i in hidden { views[i]!.isHidden = false }
            stack.setNeedsUpdateConstraints()
            root.layoutIfNeeded()
            for i in all {
                #expect(approximatelyEqual(views[i]!.frame, shownFrames[i]), "shown again: V\(i)")
            }
        }
    }
}
