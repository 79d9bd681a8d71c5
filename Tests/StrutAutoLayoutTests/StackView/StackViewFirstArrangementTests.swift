import Foundation
import StrutExamples
import Testing

@testable import StrutAutoLayout

/// A stack's first arrangement (``StackView/applyFirstArrangement(_:items:)``) makes
/// its constraints with items resolved once, sides shared between constraints, and each
/// constraint installed on the host the plan implies, without searching for common ancestors.
/// The reference is the general path (``StackView/makesFirstArrangementGenerally``): every
/// constraint made alone and activated through ``LayoutConstraint/activate(_:)``. Both must give
/// the same constraints, installed on the same views in the same order, referenced by the same
/// items in the same order, the same engine operations and the same frames.
@Suite struct StackViewFirstArrangementTests {
    typealias Differential = StackViewReplanningDifferentialTests

    /// What must agree beyond ``StackViewReplanningDifferentialTests/observe(_:)``: each view's
    /// installed constraints (``View/constraints``) and the constraints its node lists as
    /// referencing it, in order, for every view and every stack guide.
    static func installation(_ views: [View]) -> [[String]] {
        var lists: [[String]] = []
        for view in views {
            lists.append(view.constraints.map(signature))
            lists.append(view.layoutNode.referencingConstraints.map(signature))
            for guide in view.layoutGuides {
                lists.append(guide.layoutNode.referencingConstraints.map(signature))
            }
        }
        return lists
    }

    /// ``StackViewReplanningDifferentialTests/signature(_:)`` and how the constraint is described
    /// and fed: in the visual format language or not, with or without a row.
    static func signature(_ c: LayoutConstraint) -> String {
        Differential.signature(c) + " vfl \(c.prefersVisualFormatDescription) implied \(c.isImpliedByOthers)"
    }

    /// A centred horizontal stack of B0 (20×10), B1 (30×40) and a hidden B2 (10×10), pinned at
    /// the root's top leading corner, its size its content's.
    static func centredStack(generally: Bool) -> (root: View, stack: StackView, boxes: [TextBox]) {
        let boxes = [TextBox(20, 10, name: "B0"), TextBox(30, 40, name: "B1"), TextBox(10, 10, name: "B2")]
        let stack = StackView()
        stack.identifier = "S"
        stack.makesFirstArrangementGenerally = generally
        stack.alignment = .center
        for box in boxes { stack.addArrangedSubview(box) }
        boxes[2].isHidden = true
        let root = StackViewBehaviourTests.pinned(stack, length: nil)
        return (root, stack, boxes)
    }

    /// Hosts by hand: a constraint on one arranged view alone (its `UISV-hiding` width and its
    /// `UISV-ambiguity-suppression` height) lives on that view; every other one relates two of
    /// the stack's own items (itself, its spanner, its children) and lives on the stack.
    /// Frames by hand: the stack is 20 + 30 = 50 wide (the gap after B1, the last visible view,
    /// collapses to 0, and B2's width is held at 0) and 40 high (the spanner fits B1 tight); B0 is
    /// centred on y = 20: (0, 15, 20, 10); B1 (20, 0, 30, 40); hidden B2 sits at x = 50 with no
    /// width, its top on B0's (`UISV-alignment` to the reference view's top), and its height its
    /// intrinsic 10 (compression resistance 750 outweighs the suppression's 25).
    @Test func hostsSidesAndFramesOfACentredStack() {
        let (_, stack, boxes) = Self.centredStack(generally: false)
        let arrangement = stack.arrangementConstraints
        #expect(arrangement.allSatisfy { $0.isActive })
        for (index, box) in boxes.enumerated() {
            let own = arrangement.filter { $0.firstItem === box && $0.secondItem == nil }
            #expect(own.map(\.identifier) == (index == 2 ? ["UISV-ambiguity-suppression", "UISV-hiding"] : ["UISV-ambiguity-suppression"]))
            #expect(box.constraints.count == own.count && zip(box.constraints, own).allSatisfy { $0 === $1 })
        }
        let onStack = arrangement.filter { $0.secondItem != nil || !($0.firstItem is TextBox) }
        #expect(onStack.count == arrangement.count - 4)
        #expect(stack.constraints.count == onStack.count && zip(stack.constraints, onStack).allSatisfy { $0 === $1 })
        // B0's centre is named by the canvas connection and by the alignment to B1: equal sides
        // (values stored in their constraints), both reaching B0 through its one node.
        let centres = arrangement.flatMap { [$0.first, $0.second].compactMap { $0 } }.filter {
            $0.item === boxes[0] && $0.attribute == .centerY
        }
        #expect(centres.count == 2 && centres.allSatisfy { $0.node === boxes[0].layoutNode && !$0.isComposite })
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(
            boxes.map(\.frame) == [
                CGRect(x: 0, y: 15, width: 20, height: 10), CGRect(x: 20, y: 0, width: 30, height: 40),
                CGRect(x: 50, y: 15, width: 0, height: 10),
            ])
    }

    /// The same stack by the general path: the same constraints in the same lists, the same
    /// engine operations, the same frames; and showing B2 again afterwards (a re-plan over the
    /// first arrangement's constraints, shared sides included) keeps them equal.
    @Test func centredStackMatchesTheGeneralPath() {
        let (fastRoot, fast, fastBoxes) = Self.centredStack(generally: false)
        let (generalRoot, general, generalBoxes) = Self.centredStack(generally: true)
        func compare(_ context: String) {
            #expect(
                fast.arrangementConstraints.map(Differential.signature) == general.arrangementConstraints.map(Differential.signature),
                "\(context)")
            #expect(Self.installation([fast] + fastBoxes) == Self.installation([general] + generalBoxes), "\(context)")
            #expect(fastRoot.layoutEngineStatistics == generalRoot.layoutEngineStatistics, "\(context)")
            #expect(fastBoxes.map(\.frame) == generalBoxes.map(\.frame), "\(context)")
        }
        compare("built")
        fastBoxes[2].isHidden = false
        generalBoxes[2].isHidden = false
        fastRoot.layoutIfNeeded()
        generalRoot.layoutIfNeeded()
        compare("B2 shown")
        // Not vacuous: B2 now takes its 10 points after B1.
        #expect(fastBoxes[2].frame == CGRect(x: 50, y: 15, width: 10, height: 10))
    }

    /// Random nested stacks (every axis, distribution, alignment, spacing, hidden views,
    /// baseline- and margins-relative arrangement, right to left) built both ways, then put
    /// through the same random changes: everything the replanning differential test observes
    /// must agree exactly (frames bit for bit, generated constraints, `constraintsAffectingLayout`,
    /// engine counters), and so must every view's installed constraints and every node's list
    /// of referencing constraints, in order.
    @Test(arguments: 1...24 as ClosedRange<UInt64>)
    func firstArrangementMatchesTheGeneralPath(seed: UInt64) {
        var rng = SeededGenerator(state: seed &* 0xA24B_AED4_963E_E407)
        let blueprint = Differential.blueprint(&rng, depth: 2)
        let rightToLeft = Bool.random(using: &rng)
        let fast = Differential.Tree(blueprint, rightToLeft: rightToLeft, reference: false)
        let general = Differential.Tree(blueprint, rightToLeft: rightToLeft, reference: false, makesFirstArrangementGenerally: true)
        func compare(_ context: String) {
            #expect(Differential.observe(fast) == Differential.observe(general), "\(context)")
            #expect(Self.installation(fast.views) == Self.installation(general.views), "\(context)")
        }
        compare("seed \(seed), built")
        // Not vacuous: the stacks made constraints, on themselves and on their arranged views.
        #expect(fast.stacks.allSatisfy { !$0.arrangementConstraints.isEmpty })
        for step in 0..<12 {
            let change = Differential.change(&rng)
            Differential.apply(change, to: fast)
            Differential.apply(change, to: general)
            compare("seed \(seed), step \(step): \(change)")
        }
    }

    /// The stack-view feed item (eight stacks) both ways: every view's frame and installed and
    /// referencing constraints agree, and so do the engine's counters.
    @Test func feedItemMatchesTheGeneralPath() {
        func build(generally: Bool) -> (View, [View]) {
            let built = laidOutStackFeedItem { $0.makesFirstArrangementGenerally = generally }
            return (built.root, built.views)
        }
        let (fastRoot, fastViews) = build(generally: false)
        let (generalRoot, generalViews) = build(generally: true)
        #expect(fastViews.count == generalViews.count)
        #expect(fastViews.map(\.frame) == generalViews.map(\.frame))
        #expect(fastRoot.layoutEngineStatistics == generalRoot.layoutEngineStatistics)
        // Signatures name views by identifier; the feed item's views have none, so compare shapes
        // by position in the subtree instead.
        func shapes(_ views: [View]) -> [[String]] {
            func name(_ item: (any LayoutItem)?) -> String {
                if let view = item as? View { return views.firstIndex { $0 === view }.map { "v\($0)" } ?? "?" }
                if let guide = item as? LayoutGuide, let owner = guide.owningView {
                    return "v\(views.firstIndex { $0 === owner } ?? -1).g\(owner.layoutGuides.firstIndex { $0 === guide } ?? -1)"
                }
                return "nil"
            }
            return views.flatMap { view in
                [view.constraints, view.layoutNode.referencingConstraints].map { list in
                    list.map { c in
                        "\(c.identifier ?? "") \(name(c.firstItem)).\(c.firstAttribute) \(c.relation) \(c.multiplier) × "
                            + "\(name(c.secondItem)).\(c.secondAttribute) + \(c.constant) @\(c.priority.rawValue) "
                            + "vfl \(c.prefersVisualFormatDescription) implied \(c.isImpliedByOthers)"
                    }
                }
            }
        }
        #expect(shapes(fastViews) == shapes(generalViews))
        #expect(fastViews[0].frame.height > 300)  // not vacuous: the item has its content's height
    }
}
