import Foundation
import Testing

@testable import StrutAutoLayout

@Suite struct FittingTests {
    /// A box whose content is between 100 and 300 wide and 50 tall, inset 10:
    /// compressed ⇒ (100 + 20, 50 + 20) = (120, 70); expanded ⇒ (300 + 20, 70) = (320, 70); a
    /// required width of 200 ⇒ (200, 70). The live tree is untouched.
    @Test func compressedExpandedAndRequiredSizes() {
        let box = View(frame: CGRect(0, 0, 10, 10))
        let content = makeView()
        box.addSubview(content)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 10),
            content.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 10),
            content.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            content.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
            content.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 120, height: 70))
        #expect(box.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 320, height: 70))
        #expect(
            box.systemLayoutSizeFitting(
                CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 200, height: 70))
        #expect(box.frame == CGRect(0, 0, 10, 10))
        #expect(content.frame == .zero)
    }
}

/// A small deterministic generator (64-bit LCG), so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}

@Suite struct RandomizedLayoutTests {
    /// Rows of views with random integer widths and gaps: each frame's x is the running sum of
    /// the widths and gaps before it (computed here without the engine); then random constant
    /// changes, checked the same way.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomRowsMatchRunningSums(seed: UInt64) {
        var rng = SeededGenerator(state: seed)
        let count = Int.random(in: 2...40, using: &rng)
        let window = RecordingWindow(100_000, 100)
        var widths: [CGFloat] = [], gaps: [CGFloat] = []
        var widthConstraints: [LayoutConstraint] = [], gapConstraints: [LayoutConstraint] = []
        var views: [View] = []
        var previous: View?
        for _ in 0..<count {
            let v = makeView()
            window.addSubview(v)
            let w = CGFloat(Int.random(in: 1...50, using: &rng)), g = CGFloat(Int.random(in: 0...20, using: &rng))
            widths.append(w)
            gaps.append(g)
            let wc = v.widthAnchor.constraint(equalToConstant: w)
            let gc = v.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? window.leadingAnchor, constant: g)
            widthConstraints.append(wc)
            gapConstraints.append(gc)
            LayoutConstraint.activate([
                wc, gc, v.topAnchor.constraint(equalTo: window.topAnchor), v.heightAnchor.constraint(equalToConstant: 5),
            ])
            views.append(v)
            previous = v
        }
        func check() {
            var x: CGFloat = 0
            for i in 0..<count {
                x += gaps[i]
                #expect(views[i].frame == CGRect(x, 0, widths[i], 5))
                x += widths[i]
            }
        }
        window.layoutIfNeeded()
        check()
        for _ in 0..<10 {
            let i = Int.random(in: 0..<count, using: &rng)
            if Bool.random(using: &rng) {
                widths[i] = CGFloat(Int.random(in: 1...50, using: &rng))
                widthConstraints[i].constant = widths[i]
            } else {
                gaps[i] = CGFloat(Int.random(in: 0...20, using: &rng))
                gapConstraints[i].constant = gaps[i]
            }
            window.layoutIfNeeded()
            check()
        }
        #expect(window.events.isEmpty)
    }

    /// Nested views, each inset from its parent by random amounts: a view's frame in its parent
    /// is (left, top, parentWidth − left − right, parentHeight − top − bottom).
    @Test(arguments: [11, 12, 13] as [UInt64])
    func randomNestingMatchesInsets(seed: UInt64) {
        var rng = SeededGenerator(state: seed)
        let window = RecordingWindow(1000, 1000)
        var parent: View = window
        var expected: [(View, CGRect)] = []
        var size = CGSize(width: 1000, height: 1000)
        for _ in 0..<30 {
            let v = makeView()
            parent.addSubview(v)
            let l = CGFloat(Int.random(in: 0...10, using: &rng)), r = CGFloat(Int.random(in: 0...10, using: &rng))
            let t = CGFloat(Int.random(in: 0...10, using: &rng)), b = CGFloat(Int.random(in: 0...10, using: &rng))
            LayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: l),
                parent.trailingAnchor.constraint(equalTo: v.trailingAnchor, constant: r),
                v.topAnchor.constraint(equalTo: parent.topAnchor, constant: t),
                parent.bottomAnchor.constraint(equalTo: v.bottomAnchor, constant: b),
            ])
            size = CGSize(width: size.width - l - r, height: size.height - t - b)
            expected.append((v, CGRect(l, t, size.width, size.height)))
            parent = v
        }
        window.layoutIfNeeded()
        for (v, frame) in expected { #expect(v.frame == frame) }
    }
}
