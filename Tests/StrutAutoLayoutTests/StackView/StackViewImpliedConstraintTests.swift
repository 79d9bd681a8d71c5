import Foundation
import StrutExamples
import Testing

@testable import StrutAutoLayout

/// A stack view gives the engine no row for the constraints of its plan that the others imply
/// (``StackViewConstraintPlan/Entry/isImplied``), while they stay installed and listed. The
/// reference is the same stack feeding every constraint (``StackView/feedsImpliedConstraints``):
/// frames, the generated constraints and `constraintsAffectingLayout` must be the same, with
/// exactly the implied constraints' rows fewer.
@Suite struct StackViewImpliedConstraintTests {
    typealias Differential = StackViewReplanningDifferentialTests

    /// A horizontal stack of a 20×10 and a 30×40 box, pinned at the root's top leading corner
    /// (its size is its content's), laid out; the stack's implied constraints fed or not.
    static func pair(_ alignment: StackViewAlignment, feedsImplied: Bool) -> (View, StackView, [TextBox]) {
        let boxes = [TextBox(20, 10, name: "B0"), TextBox(30, 40, name: "B1")]
        let stack = StackView(arrangedSubviews: boxes)
        stack.alignment = alignment
        return (pinned(stack, feedsImplied: feedsImplied), stack, boxes)
    }

    /// A 500 × 500 root holding the stack pinned at its top leading corner (with `constraints`
    /// besides), laid out; the stack's implied constraints fed or not.
    static func pinned(_ stack: StackView, feedsImplied: Bool, with constraints: [LayoutConstraint] = []) -> View {
        stack.feedsImpliedConstraints = feedsImplied
        stack.translatesAutoresizingMaskIntoConstraints = false
        let root = View(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        root.addSubview(stack)
        LayoutConstraint.activate(
            [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)]
                + constraints)
        root.layoutIfNeeded()
        return root
    }

    /// Centred: both end boundaries (`spanner.bottom >= Bi.bottom`) follow from the start
    /// boundaries and the shared centre, so two rows fewer. Frames by hand: the stack is
    /// 20 + 30 = 50 wide and as high as the taller box, 40 (the spanner fits tight at 51); B0
    /// is centred on y = 20: (0, 15, 20, 10); B1 (20, 0, 30, 40).
    @Test func centredPairLeavesOutBothEndBoundaries() {
        let (reducedRoot, reduced, reducedBoxes) = Self.pair(.center, feedsImplied: false)
        let (fullRoot, _, fullBoxes) = Self.pair(.center, feedsImplied: true)
        #expect(reducedBoxes.map(\.frame) == [CGRect(x: 0, y: 15, width: 20, height: 10), CGRect(x: 20, y: 0, width: 30, height: 40)])
        #expect(fullBoxes.map(\.frame) == reducedBoxes.map(\.frame))
        #expect(reduced.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(fullRoot.layoutEngineStatistics.rowsAdded - reducedRoot.layoutEngineStatistics.rowsAdded == 2)
        // The implied constraints are still active, installed on the stack and listed.
        let implied = reduced.arrangementConstraints.filter(\.isImpliedByOthers)
        #expect(implied.count == 2)
        #expect(implied.allSatisfy { $0.isActive && $0.identifier == "UISV-spanning-boundary" && $0.relation == .greaterThanOrEqual })
        #expect(implied.allSatisfy { c in reduced.constraints.contains { $0 === c } })
        for box in reducedBoxes {
            let listed = box.constraintsAffectingLayout(for: .vertical)
            #expect(listed.filter { $0.identifier == "UISV-spanning-boundary" }.count == 4)
        }
    }

    /// Top-aligned: `spanner.top == B1.top @999.5` follows from `spanner.top == B0.top @999.5`
    /// (which always holds: nothing else pins the spanner's top) and `B0.top == B1.top`: one row
    /// fewer. Frames by hand: B0 (0, 0, 20, 10), B1 (20, 0, 30, 40).
    @Test func topAlignedPairLeavesOutTheSecondStartBoundary() {
        let (reducedRoot, reduced, reducedBoxes) = Self.pair(.top, feedsImplied: false)
        let (fullRoot, _, fullBoxes) = Self.pair(.top, feedsImplied: true)
        #expect(reducedBoxes.map(\.frame) == [CGRect(x: 0, y: 0, width: 20, height: 10), CGRect(x: 20, y: 0, width: 30, height: 40)])
        #expect(fullBoxes.map(\.frame) == reducedBoxes.map(\.frame))
        #expect(fullRoot.layoutEngineStatistics.rowsAdded - reducedRoot.layoutEngineStatistics.rowsAdded == 1)
        let implied = reduced.arrangementConstraints.filter(\.isImpliedByOthers)
        #expect(implied.count == 1)
        #expect(implied.first?.secondItem === reducedBoxes[1] && implied.first?.relation == .equal)
    }

    /// Fill alignment implies nothing: the same rows either way.
    @Test func fillAlignmentHasNoImpliedConstraints() {
        let (reducedRoot, reduced, _) = Self.pair(.fill, feedsImplied: false)
        let (fullRoot, _, _) = Self.pair(.fill, feedsImplied: true)
        #expect(reduced.arrangementConstraints.allSatisfy { !$0.isImpliedByOthers })
        #expect(fullRoot.layoutEngineStatistics.rowsAdded == reducedRoot.layoutEngineStatistics.rowsAdded)
    }

    /// Switching a laid-out stack to feed every constraint, and back, moves the implied
    /// constraints into the engine and out again without moving a view.
    @Test func switchingAfterLayoutKeepsFrames() {
        let (root, stack, boxes) = Self.pair(.center, feedsImplied: false)
        let before = boxes.map(\.frame), rows = root.layoutEngineStatistics.rowsAdded
        stack.feedsImpliedConstraints = true
        root.layoutIfNeeded()
        #expect(boxes.map(\.frame) == before)
        #expect(root.layoutEngineStatistics.rowsAdded == rows + 2)
        #expect(stack.arrangementConstraints.allSatisfy { !$0.isImpliedByOthers && $0.isActive })
        stack.feedsImpliedConstraints = false
        root.layoutIfNeeded()
        #expect(boxes.map(\.frame) == before)
        #expect(root.layoutEngineStatistics.rowsRemoved == 2)
        #expect(stack.arrangementConstraints.filter(\.isImpliedByOthers).count == 2)
    }

    /// The stack-view feed item: the profile card (top-aligned, two views) implies one row and
    /// the actor row (centred, two views) two, so the item adds 3 rows fewer; every view keeps
    /// its frame.
    @Test func feedItemAddsThreeRowsFewer() {
        func build(feedsImplied: Bool) -> (View, StackFeedItemView) {
            let built = laidOutStackFeedItem { $0.feedsImpliedConstraints = feedsImplied }
            return (built.root, built.item)
        }
        let (reducedRoot, reduced) = build(feedsImplied: false)
        let (fullRoot, full) = build(feedsImplied: true)
        #expect(fullRoot.layoutEngineStatistics.rowsAdded - reducedRoot.layoutEngineStatistics.rowsAdded == 3)
        var reducedViews: [View] = [], fullViews: [View] = []
        reduced.collectSubtree(into: &reducedViews)
        full.collectSubtree(into: &fullViews)
        #expect(reducedViews.count == fullViews.count)
        #expect(reducedViews.map(\.frame) == fullViews.map(\.frame))
        #expect(reduced.frame.height > 300)  // not vacuous: the item has its content's height
    }

    /// Random nested stacks (every axis, distribution, alignment, spacing, hidden views,
    /// baseline-relative and margins-relative arrangement, right to left) built twice, with and
    /// without the implied rows, then put through the same random changes. The generated
    /// constraints must always agree. Where no required constraint had to be broken and the
    /// layout is unambiguous, the frames must agree (to 1e-9), what `constraintsAffectingLayout`
    /// lists must agree (as sets: implied constraints come after the rows), and the reduced
    /// engine must hold exactly the implied constraints' rows fewer. An implication holds only
    /// among satisfied constraints, and an ambiguous layout is any of its solutions (the engine
    /// even guards different views' sizes against going negative), so the two engines may settle
    /// those differently, as UIKit may given its constraints in another order. The random trees
    /// have both kinds: seeds 1…32 (run here) reach 35 settled states; seeds 1…400, tried once,
    /// reached 761, all equal.
    @Test(arguments: 1...32 as ClosedRange<UInt64>)
    func framesAgreeWithAndWithoutImpliedRows(seed: UInt64) {
        var rng = SeededGenerator(state: seed &* 0xD1B5_4A32_D192_ED03)
        let blueprint = Differential.blueprint(&rng, depth: 2)
        let rightToLeft = Bool.random(using: &rng)
        let reduced = Differential.Tree(blueprint, rightToLeft: rightToLeft, reference: false)
        let full = Differential.Tree(blueprint, rightToLeft: rightToLeft, reference: false, feedsImpliedConstraints: true)
        func compare(_ context: String) {
            let a = Differential.observe(reduced), b = Differential.observe(full)
            #expect(a.arrangement == b.arrangement, "\(context)")
            #expect(a.frames.allSatisfy { $0.origin.x.isFinite && $0.width.isFinite && $0.height.isFinite })
            guard let reducedEngine = reduced.root.rootEngine, let fullEngine = full.root.rootEngine else {
                Issue.record("no engine")
                return
            }
            let settled = { (engine: LayoutEngine) in
                !engine.rows.values.contains(where: \.isBroken) && engine.allAmbiguousVariables().isEmpty
            }
            guard settled(reducedEngine), settled(fullEngine) else { return }
            #expect(a.affecting.map { $0.sorted() } == b.affecting.map { $0.sorted() }, "\(context)")
            let impliedCount = reduced.stacks.reduce(0) {
                $0 + $1.arrangementConstraints.filter { $0.isImpliedByOthers && $0.isActive }.count
            }
            #expect(fullEngine.rows.count - reducedEngine.rows.count == impliedCount, "\(context)")
            // Equal to 1e-9: with fewer rows the solver pivots in another order, which can leave
            // different last bits (e.g. 55.454545454545574 against 55.45454545454559).
            #expect(a.frames.count == b.frames.count && zip(a.frames, b.frames).allSatisfy(approximatelyEqual), "\(context)")
        }
        compare("seed \(seed), built")
        for step in 0..<10 {
            let change = Differential.change(&rng)
            Differential.apply(change, to: reduced)
            Differential.apply(change, to: full)
            compare("seed \(seed), step \(step): \(change)")
        }
    }
}
