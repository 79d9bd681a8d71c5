import Foundation
import Testing

@testable import StrutAutoLayout

/// A fitting engine kept by a view outside any window is not read again when nothing it read
/// changed (the tree's root keeps a stamp of its last change): every kind of change made
/// between two calls must still reach it, and a view that spent time in a window must be read
/// again after leaving it. Expected sizes are worked out by hand from the constraints.
@Suite struct DetachedInputTrackingTests {
    typealias Fixture = FittingReuseTests.Fixture

    private func fit(_ box: View, width: CGFloat = 100) -> CGFloat {
        box.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    @Test func anUnchangedTreeIsNotReadAgain() throws {
        let f = Fixture()
        // 10 + 30 + 5 + 15 + 10.
        #expect(f.fit(width: 200).height == 70)
        let cache = try #require(f.box.fittingCache)
        #expect(f.fit(width: 120).height == 70)
        #expect(cache.readsSkipped == 1)
        // An intrinsic size changed: read again (10 + 44 + 5 + 15 + 10).
        f.content.size = CGSize(width: 40, height: 44)
        #expect(f.fit(width: 120).height == 84)
        #expect(cache.readsSkipped == 1)
        #expect(f.box.fittingCache === cache)
    }

    /// `content.height == 60` at 500 against the content's hugging: at 250 it wins (60), at 750
    /// the intrinsic 30 does.
    @Test func aContentPriorityChangedBetweenCalls() {
        let box = View(frame: .zero)
        let content = IntrinsicView(40, 30)
        box.addSubview(content)
        let tall = content.heightAnchor.constraint(equalToConstant: 60)
        tall.priority = LayoutPriority(500)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            content.topAnchor.constraint(equalTo: box.topAnchor),
            box.bottomAnchor.constraint(equalTo: content.bottomAnchor), tall,
        ])
        #expect(fit(box) == 60)
        content.setContentHuggingPriority(LayoutPriority(750), for: .vertical)
        #expect(fit(box) == 30)
        content.setContentHuggingPriority(LayoutPriority(250), for: .vertical)
        #expect(fit(box) == 60)
    }

    /// A subview 20 high by its frame, with optional constraints wanting it 40 high: while its
    /// frame is translated the frame wins (20 + 4 + 6), after that the constraints (40 + 4 + 6).
    @Test func aTranslationSwitchedBetweenCalls() {
        let box = View(frame: .zero)
        let placed = View(frame: CGRect(0, 0, 50, 20))
        box.addSubview(placed)
        let below = makeView()
        box.addSubview(below)
        let wishes = [
            placed.heightAnchor.constraint(equalToConstant: 40), placed.widthAnchor.constraint(equalToConstant: 50),
            placed.topAnchor.constraint(equalTo: box.topAnchor), placed.leadingAnchor.constraint(equalTo: box.leadingAnchor),
        ]
        for c in wishes { c.priority = LayoutPriority(999) }
        LayoutConstraint.activate(
            wishes + [
                below.topAnchor.constraint(equalTo: placed.bottomAnchor, constant: 4),
                below.heightAnchor.constraint(equalToConstant: 6),
                below.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                below.trailingAnchor.constraint(equalTo: box.trailingAnchor),
                box.bottomAnchor.constraint(equalTo: below.bottomAnchor),
            ])
        #expect(fit(box) == 30)
        placed.translatesAutoresizingMaskIntoConstraints = false
        #expect(fit(box) == 50)
        placed.translatesAutoresizingMaskIntoConstraints = true
        #expect(fit(box) == 30)
    }

    /// A subview removed from and put back into the fitted tree: 10 + 30 + 5 + 15 + 10 with the
    /// second row, and the bottom constraint (gone with it) replaced by one on the content.
    @Test func subviewsRemovedAndAddedBetweenCalls() {
        let f = Fixture()
        #expect(f.fit(width: 200).height == 70)
        f.second.removeFromSuperview()
        // Only the content is left; its bottom 10 above the box's: 10 + 30 + 10.
        f.box.bottomAnchor.constraint(equalTo: f.content.bottomAnchor, constant: 10).isActive = true
        #expect(f.fit(width: 200).height == 50)
    }

    /// Changes made while the box is in a window go to the window's engine, not to the box's
    /// stamp: after it leaves, its next fitting reads the subtree again (10 + 44 + 12 + 15 + 10).
    @Test(arguments: [true, false])
    func changesMadeInAWindowAreReadAfterLeavingIt(boxPlacedByConstraints: Bool) {
        let f = Fixture()
        #expect(f.fit(width: 200).height == 70)
        let window = Window(size: CGSize(width: 300, height: 300))
        window.addSubview(f.box)
        if boxPlacedByConstraints {
            f.box.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                f.box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                f.box.topAnchor.constraint(equalTo: window.topAnchor),
                f.box.widthAnchor.constraint(equalToConstant: 200),
            ])
        } else {
            f.box.frame = CGRect(0, 0, 200, 70)
        }
        window.layoutIfNeeded()
        f.gap.constant = 12
        f.content.size = CGSize(width: 40, height: 44)
        window.layoutIfNeeded()
        f.box.removeFromSuperview()
        #expect(f.fit(width: 200).height == 91)
    }

    /// A cell fitted on its own and added to a window unchanged forms an island whose first
    /// layout does not read the subtree again; a change made between the fitting and the
    /// joining is read.
    @Test(arguments: [false, true])
    func anIslandFormedFromAFittingReadsOnlyWhatChanged(changeBeforeJoining: Bool) throws {
        let f = Fixture()
        #expect(f.fit(width: 200).height == 70)
        let cache = try #require(f.box.fittingCache)
        if changeBeforeJoining { f.gap.constant = 12 }
        let height: CGFloat = changeBeforeJoining ? 77 : 70
        f.box.frame = CGRect(0, 0, 200, height)
        let window = Window(size: CGSize(width: 300, height: 300))
        window.addSubview(f.box)
        window.layoutIfNeeded()
        #expect(cache.isIsland)
        #expect(f.box.fittingCache === cache)
        #expect(cache.readsSkipped == (changeBeforeJoining ? 0 : 1))
        // content at (10, 10) 40 × 30; second at (10, 10 + 30 + gap) 20 × 15.
        #expect(f.content.frame == CGRect(10, 10, 40, 30))
        #expect(f.second.frame == CGRect(10, 40 + (changeBeforeJoining ? 12 : 5), 20, 15))
    }
}
