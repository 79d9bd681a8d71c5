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
        #expect(
            box.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height == 30)
        placed.frame = CGRect(0, 10, 50, 40)
        // 10 + 40 + 4 + 6.
        #expect(
            box.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height == 60)
    }

    /// A view whose height starts (or stops) following its width between two calls: 1,000 / width
    /// when it does, 10 when it does not.
    final class WrappingView: View {
        var wraps = false { didSet { invalidateIntrinsicContentSize() } }
        override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 10) }
        override var intrinsicHeightDependsOnWidth: Bool { wraps }
        override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
            wraps ? CGSize(width: 100, height: 1000 / width) : intrinsicContentSize
        }
    }

    @Test func heightForWidthSwitchedBetweenCalls() {
        let box = View(frame: .zero)
        let text = WrappingView()
        text.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(text)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            text.topAnchor.constraint(equalTo: box.topAnchor),
            box.bottomAnchor.constraint(equalTo: text.bottomAnchor),
        ])
        func fit(_ width: CGFloat) -> CGFloat {
            box.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        #expect(fit(50) == 10)
        text.wraps = true
        #expect(fit(50) == 20)
        #expect(fit(40) == 25)
        text.wraps = false
        #expect(fit(40) == 10)
    }

    /// A frame-placed subview's mask changed between calls (its frame did not). Fixed, it keeps
    /// `height == 20`, `midY == 10`; with flexible top, height and bottom, in a superview made
    /// 100 high but solved 50 high, everything scales by 50 / 100: `height == 0.2 × 50 == 10`,
    /// `midY == 0.1 × 50 == 5`, so its bottom is at 10.
    @Test func autoresizingMaskChangedBetweenCalls() {
        let box = View(frame: .zero)
        let container = makeView()
        box.addSubview(container)
        let placed = View(frame: CGRect(0, 0, 30, 20))
        container.frame = CGRect(0, 0, 30, 100)
        container.addSubview(placed)
        let below = makeView()
        box.addSubview(below)
        LayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: box.topAnchor),
            container.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            container.widthAnchor.constraint(equalToConstant: 30),
            container.heightAnchor.constraint(equalToConstant: 50),
            below.topAnchor.constraint(equalTo: placed.bottomAnchor),
            below.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            below.heightAnchor.constraint(equalToConstant: 5),
            box.bottomAnchor.constraint(equalTo: below.bottomAnchor),
        ])
        let target = CGSize(width: 100, height: 0)
        func fit() -> CGFloat {
            box.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        }
        // Fixed: placed.bottom = 20 inside the container (top 0), below 5: 25.
        #expect(fit() == 25)
        // Scaled: bottom at 10, below 5 high: 15.
        placed.autoresizingMask = [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        #expect(fit() == 15)
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
