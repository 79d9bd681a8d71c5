import Foundation
import Testing
@testable import StrutAutoLayout

/// `systemLayoutSizeFitting` keeps its engine between calls: every change made to the subtree
/// in between must reach it. Each expected size is worked out by hand from the constraints.
@Suite struct FittingReuseTests {
    /// A box holding an intrinsic-size view inset 10 on every side, plus a second row below it:
    /// height = 10 + content.height + gap + second.height + 10.
    final class Fixture {
        let box = View(frame: CGRect(0, 0, 10, 10))
        let content = IntrinsicView(40, 30)
        let second = IntrinsicView(20, 15)
        let gap: LayoutConstraint
        let bottom: LayoutConstraint

        init() {
            box.addSubview(content)
            box.addSubview(second)
            gap = second.topAnchor.constraint(equalTo: content.bottomAnchor, constant: 5)
            bottom = box.bottomAnchor.constraint(equalTo: second.bottomAnchor, constant: 10)
            LayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
                box.trailingAnchor.constraint(greaterThanOrEqualTo: content.trailingAnchor, constant: 10),
                content.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
                second.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
                gap, bottom,
            ])
        }

        func fit(width: CGFloat) -> CGSize {
            box.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
    }

    @Test func changesBetweenCallsReachTheKeptEngine() {
        let f = Fixture()
        // 10 + 30 + 5 + 15 + 10.
        #expect(f.fit(width: 200) == CGSize(width: 200, height: 70))
        #expect(f.fit(width: 120) == CGSize(width: 120, height: 70))
        // A constant: 10 + 30 + 12 + 15 + 10.
        f.gap.constant = 12
        #expect(f.fit(width: 120) == CGSize(width: 120, height: 77))
        // An intrinsic size: 10 + 44 + 12 + 15 + 10.
        f.content.size = CGSize(width: 40, height: 44)
        #expect(f.fit(width: 120) == CGSize(width: 120, height: 91))
        // A constraint replaced by another: 10 + 44 + 12 + 15 + 3.
        f.bottom.isActive = false
        let newBottom = f.box.bottomAnchor.constraint(equalTo: f.second.bottomAnchor, constant: 3)
        newBottom.isActive = true
        #expect(f.fit(width: 120) == CGSize(width: 120, height: 84))
        // A priority: the second row's height wants 60 at 500, against its content size
        // (hugging 250, compression resistance 750): 500 beats hugging ⇒ 10 + 44 + 12 + 60 + 3.
        let tall = f.second.heightAnchor.constraint(equalToConstant: 60)
        tall.priority = LayoutPriority(200)
        tall.isActive = true
        // At 200 it loses to hugging (250): 15 high.
        #expect(f.fit(width: 120) == CGSize(width: 120, height: 84))
        tall.priority = LayoutPriority(500)
        #expect(f.fit(width: 120) == CGSize(width: 120, height: 129))
        // A view added 7 below the second row, 9 high, that the bottom must stay below, and the
        // bottom moved to 16 below the second row: 10 + 44 + 12 + 60 + 16.
        let third = IntrinsicView(5, 9)
        f.box.addSubview(third)
        LayoutConstraint.activate([
            third.leadingAnchor.constraint(equalTo: f.box.leadingAnchor),
            third.topAnchor.constraint(equalTo: f.second.bottomAnchor, constant: 7),
            f.box.bottomAnchor.constraint(greaterThanOrEqualTo: third.bottomAnchor),
        ])
        newBottom.constant = 16
        #expect(f.fit(width: 120) == CGSize(width: 120, height: 142))
        // The live tree is untouched.
        #expect(f.box.frame == CGRect(0, 0, 10, 10))
        #expect(f.content.frame == .zero)
    }

    /// A frame-placed subview's frame feeds the fitting solve through its autoresizing
    /// constraints, which the kept engine is not told about: it must compare the frame.
    @Test func frameOfAFramePlacedSubviewIsReadAgain() {
        let box = View(frame: .zero)
        let placed = View(frame: CGRect(0, 0, 50, 20))
        box.addSubview(placed)
        let below = makeView()
        box.addSubview(below)
        LayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: placed.bottomAnchor, constant: 4),
            below.heightAnchor.constraint(equalToConstant: 6),
            below.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            below.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            box.bottomAnchor.constraint(equalTo: below.bottomAnchor),
        ])
        let target = CGSize(width: 100, height: 0)
        // 20 + 4 + 6.
        #expect(box.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height == 30)
        placed.frame = CGRect(0, 10, 50, 40)
        // 10 + 40 + 4 + 6.
        #expect(box.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height == 60)
    }

    /// A conflict is reported by every call, as by a fresh engine each time.
    @Test func unsatisfiableConstraintsAreReportedByEveryCall() {
        let window = RecordingWindow(300, 300)
        let box = View(frame: CGRect(0, 0, 100, 100))
        window.addSubview(box)
        let content = makeView()
        box.addSubview(content)
        LayoutConstraint.activate([
            content.widthAnchor.constraint(equalToConstant: 40),
            content.widthAnchor.constraint(equalToConstant: 50),
            content.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        ])
        window.layoutIfNeeded()
        let before = window.events.count
        for _ in 0..<2 { _ = box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) }
        #expect(window.events.count - before == 2)
    }
}
