import Foundation
import StrutExamples
import Testing

@testable import StrutAutoLayout

/// A plain view with a fixed intrinsic content size (the examples' box, without baselines).
typealias Box = StrutExamples.Box

/// Frames of every distribution × alignment × axis with one to four arranged views, against
/// a hand model of UIKit's documented behaviour (arithmetic, not constraints).
///
/// Set-up: the stack is pinned at the window's top-left corner with its length along the axis fixed at
/// L = 300 and its size across the axis free (so it hugs its views). Spacing 10. Arranged views,
/// intrinsic (along, across): V0 (40, 20), V1 (60, 30), V2 (20, 50), V3 (30, 10); V1's hugging
/// along the axis is 249, so in `.fill` it is the one that stretches (the others keep their
/// intrinsic length: hugging 250 and compression resistance 750 both hold there).
/// A vertical stack uses the same numbers with the axes swapped.
@Suite struct StackViewFrameTests {
    static let length: CGFloat = 300
    static let spacing: CGFloat = 10
    static let along: [CGFloat] = [40, 60, 20, 30]
    static let across: [CGFloat] = [20, 30, 50, 10]

    struct Case: Sendable, CustomTestStringConvertible {
        let axis: LayoutConstraintAxis
        let distribution: StackViewDistribution
        let alignment: StackViewAlignment
        let count: Int
        var testDescription: String { "\(axis) \(distribution) \(alignment) ×\(count)" }
    }

    static let cases: [Case] = LayoutConstraintAxis.allCases.flatMap { axis in
        StackViewDistribution.allCases.flatMap { distribution in
            StackViewAlignment.allCases.flatMap { alignment in
                (1...4).map { Case(axis: axis, distribution: distribution, alignment: alignment, count: $0) }
            }
        }
    }

    /// Along the axis: (offset, length) of each view.
    static func expectedAlong(_ distribution: StackViewDistribution, count n: Int) -> [(CGFloat, CGFloat)] {
        let L = length, s = spacing
        let intrinsic = Array(along.prefix(n))
        if n == 1 { return [(0, L)] }  // a single view is pinned to both ends
        var lengths: [CGFloat]
        var gaps = Array(repeating: s, count: n - 1)
        switch distribution {
        case .fill:
            // V1 takes what the others and the spacing leave.
            lengths = intrinsic
            lengths[1] = L - CGFloat(n - 1) * s - (intrinsic.reduce(0, +) - intrinsic[1])
        case .fillEqually:
            lengths = Array(repeating: (L - CGFloat(n - 1) * s) / CGFloat(n), count: n)
        case .fillProportionally:
            // Vi = L × intrinsic_i / (Σ intrinsic + Σ spacing) at 999, 998…; the last view,
            // lowest priority, takes the rounding of the chain.
            let total = intrinsic.reduce(0, +) + CGFloat(n - 1) * s
            lengths = intrinsic.map { L * $0 / total }
            lengths[n - 1] = L - CGFloat(n - 1) * s - lengths.prefix(n - 1).reduce(0, +)
        case .equalSpacing:
            lengths = intrinsic
            gaps = Array(repeating: (L - intrinsic.reduce(0, +)) / CGFloat(n - 1), count: n - 1)
        case .equalCentering:
            // Centres equally spaced from the first view's centre to the last one's.
            lengths = intrinsic
            let first = intrinsic[0] / 2, last = L - intrinsic[n - 1] / 2
            let step = (last - first) / CGFloat(n - 1)
            var result: [(CGFloat, CGFloat)] = []
            for i in 0..<n { result.append((first + CGFloat(i) * step - intrinsic[i] / 2, intrinsic[i])) }
            return result
        }
        var result: [(CGFloat, CGFloat)] = []
        var offset: CGFloat = 0
        for i in 0..<n {
            result.append((offset, lengths[i]))
            offset += lengths[i] + (i < n - 1 ? gaps[i] : 0)
        }
        return result
    }

    /// Across the axis: (offset, length); the stack hugs its tallest (widest) view, M.
    static func expectedAcross(_ alignment: StackViewAlignment, axis: LayoutConstraintAxis, count n: Int) -> [(CGFloat, CGFloat)] {
        let sizes = Array(across.prefix(n))
        let M = sizes.max() ?? 0
        var alignment = alignment
        // Baselines are for horizontal stacks; a vertical stack fills.
        if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        return sizes.map { h in
            switch alignment {
            case .fill: (0, M)
            case .leading: (0, h)
            case .center: ((M - h) / 2, h)
            // Views without text have their baselines at the bottom.
            case .trailing, .firstBaseline, .lastBaseline: (M - h, h)
            }
        }
    }

    static func makeStack(
        _ example: Case, direction: UserInterfaceLayoutDirection = .leftToRight
    ) -> (root: View, stack: StackView, views: [Box]) {
        let window = Window(size: CGSize(width: 500, height: 500))
        window.layoutDirection = direction
        let root: View = window
        let views = (0..<example.count).map { i in
            example.axis == .horizontal
                ? Box(along[i], across[i], name: "V\(i)") : Box(across[i], along[i], name: "V\(i)")
        }
        if example.count > 1 { views[1].setContentHuggingPriority(LayoutPriority(249), for: example.axis) }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = example.axis
        stack.distribution = example.distribution
        stack.alignment = example.alignment
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: root.leftAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            example.axis == .horizontal
                ? stack.widthAnchor.constraint(equalToConstant: length)
                : stack.heightAnchor.constraint(equalToConstant: length),
        ])
        root.layoutIfNeeded()
        return (root, stack, views)
    }

    static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

    @Test(arguments: cases)
    func frames(_ example: Case) {
        let (_, stack, views) = Self.makeStack(example)
        let alongExpected = Self.expectedAlong(example.distribution, count: example.count)
        let acrossExpected = Self.expectedAcross(example.alignment, axis: example.axis, count: example.count)
        for (i, view) in views.enumerated() {
            let frame = view.frame
            let expected: CGRect =
                example.axis == .horizontal
                ? CGRect(x: alongExpected[i].0, y: acrossExpected[i].0, width: alongExpected[i].1, height: acrossExpected[i].1)
                : CGRect(x: acrossExpected[i].0, y: alongExpected[i].0, width: acrossExpected[i].1, height: alongExpected[i].1)
            #expect(
                Self.close(frame.minX, expected.minX) && Self.close(frame.minY, expected.minY)
                    && Self.close(frame.width, expected.width) && Self.close(frame.height, expected.height),
                "V\(i): \(frame) expected \(expected)"
            )
        }
        let M = Self.across.prefix(example.count).max() ?? 0
        let stackExpected = example.axis == .horizontal ? CGSize(width: Self.length, height: M) : CGSize(width: M, height: Self.length)
        #expect(
            Self.close(stack.frame.width, stackExpected.width) && Self.close(stack.frame.height, stackExpected.height),
            "stack \(stack.frame)")
    }

    /// Right to left, the same table mirrored: a horizontal stack mirrors along its 300 points
    /// (x' = 300 − x − width), a vertical one across its width M (x' = M − x − width).
    /// Inequalities such as `S1.leading >= S0.trailing + 10` hold in mirrored coordinates
    /// (`S1.right <= S0.left − 10`), as UIKit's do.
    @Test(arguments: cases)
    func framesRightToLeft(_ example: Case) {
        let (_, stack, views) = Self.makeStack(example, direction: .rightToLeft)
        let alongExpected = Self.expectedAlong(example.distribution, count: example.count)
        let acrossExpected = Self.expectedAcross(example.alignment, axis: example.axis, count: example.count)
        let M = Self.across.prefix(example.count).max() ?? 0
        let horizontal = example.axis == .horizontal
        func check() {
            for (i, view) in views.enumerated() {
                let expected =
                    horizontal
                    ? CGRect(
                        x: Self.length - alongExpected[i].0 - alongExpected[i].1, y: acrossExpected[i].0,
                        width: alongExpected[i].1, height: acrossExpected[i].1)
                    : CGRect(
                        x: M - acrossExpected[i].0 - acrossExpected[i].1, y: alongExpected[i].0,
                        width: acrossExpected[i].1, height: alongExpected[i].1)
                #expect(approximatelyEqual(view.frame, expected), "V\(i): \(view.frame) expected \(expected)")
            }
            let size = horizontal ? CGSize(width: Self.length, height: M) : CGSize(width: M, height: Self.length)
            #expect(Self.close(stack.frame.width, size.width) && Self.close(stack.frame.height, size.height), "stack \(stack.frame)")
        }
        check()
    }

    /// The model itself, written out for three views (so the model is checked by hand too):
    /// fill: V0 0+40, V1 50+220 (300 − 10 − 10 − 40 − 20), V2 280+20.
    /// fillEqually: (300 − 20)/3 = 93.33 each at 0, 103.33, 206.67.
    /// fillProportionally: 300 × 40/140 = 85.71, 300 × 60/140 = 128.57, rest 300 − 20 − 214.29 = 65.71.
    /// equalSpacing: gaps (300 − 120)/2 = 90: 0, 130, 280.
    /// equalCentering: centres 20, 155, 290: V1 at 125.
    @Test func modelForThreeViews() {
        func along(_ d: StackViewDistribution) -> [[CGFloat]] { Self.expectedAlong(d, count: 3).map { [$0.0, $0.1] } }
        #expect(along(.fill) == [[0, 40], [50, 220], [280, 20]])
        #expect(along(.equalSpacing) == [[0, 40], [130, 60], [280, 20]])
        #expect(along(.equalCentering) == [[0, 40], [125, 60], [280, 20]])
        let equal = along(.fillEqually)
        #expect(Self.close(equal[1][0], 103 + 1.0 / 3) && Self.close(equal[2][1], 93 + 1.0 / 3))
        let proportional = along(.fillProportionally)
        #expect(Self.close(proportional[0][1], 600.0 / 7) && Self.close(proportional[2][1], 280 - 1500.0 / 7))
        let center = Self.expectedAcross(.center, axis: .horizontal, count: 3).map { [$0.0, $0.1] }
        #expect(center == [[15, 20], [10, 30], [0, 50]])
    }
}
