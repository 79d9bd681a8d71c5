import DeclarativeTestSupport
import Foundation
import PropertyBased
import StrutDeclarative
import Testing

/// Invariants of horizontal stacks of flexible boxes (min width w, so each frame is its slot),
/// non-negative spacing and a width at least the measured one, for every distribution.
@Suite struct StackLayoutPropertyTests {
    static let distributions: [StackLayoutDistribution] = [
        .leading, .trailing, .center, .fillEqualSpacing, .fillEqualSize, .fillFlexing,
    ]
    let tolerance = 1e-6

    @Test func framesStayInsideInOrderAndReachTheEnd() async {
        await propertyCheck(
            input: Gen.int(in: 0...40).array(of: 1...6), Gen.int(in: 0...5), Gen.int(in: 0...20), Gen.int(in: 0...100)
        ) { halfWidths, distributionIndex, spacingValue, excessValue in
            let widths = halfWidths.map { CGFloat($0) / 2 }
            let spacing = CGFloat(spacingValue)
            let distribution = Self.distributions[distributionIndex]
            let children = widths.map { SizeLayout(minWidth: $0, minHeight: 5) }
            let stack = StackLayout(axis: .horizontal, spacing: spacing, distribution: distribution, sublayouts: children)

            // Measured width, by hand: the non-empty widths and the spacings between them, or for
            // equal sizes n slots as long as the longest.
            let nonEmpty = widths.filter { $0 > 0 }
            let longest: CGFloat = widths.max() ?? 0
            let count = CGFloat(widths.count)
            let gaps = CGFloat(max(0, nonEmpty.count - 1))
            let total: CGFloat = nonEmpty.reduce(0, +)
            let expectedWidth: CGFloat =
                distribution == .fillEqualSize ? (longest + spacing) * count - spacing : total + spacing * gaps
            let measured = stack.measurement(within: CGSize(width: unbounded, height: unbounded))
            let widthError: CGFloat = abs(measured.size.width - expectedWidth)
            #expect(widthError < tolerance)

            let width = measured.size.width + CGFloat(excessValue)
            let arrangement = stack.arrangement(width: width)
            let frames = arrangement.sublayouts.map(\.frame)
            // Every non-empty child is placed (an empty one may be dropped once the space is used).
            for (child, childWidth) in zip(children, widths) where childWidth > 0 {
                #expect(arrangement.sublayout(child) != nil)
            }
            // Empty frames may sit one spacing past the last non-empty one, as in LayoutKit.
            for frame in frames where frame.width > 0 {
                let inside = frame.minX >= -tolerance && frame.maxX <= width + tolerance
                #expect(inside)
            }
            let placed = frames.filter { $0.width > 0 }
            for (previous, next) in zip(placed, placed.dropFirst()) {
                let gap: CGFloat = next.minX - previous.maxX
                #expect(gap >= spacing - tolerance)
            }
            guard let first = placed.first, let last = placed.last else { return }
            switch distribution {
            case .leading:
                #expect(abs(first.minX) < tolerance)
            case .center:
                #expect(abs(first.minX - (width - last.maxX)) < tolerance)
            case .fillEqualSpacing where placed.count < 2:
                #expect(abs(first.minX) < tolerance)
            case .trailing, .fillEqualSpacing, .fillEqualSize, .fillFlexing:
                #expect(abs(last.maxX - width) < tolerance)
            }
        }
    }
}
