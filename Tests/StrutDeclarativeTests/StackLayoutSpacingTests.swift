import DeclarativeTestSupport
import Foundation
import StrutDeclarative
import Testing

/// LayoutKit's StackLayoutSpacingTests restated: positive and negative spacing, and spacing that
/// collapses with the sublayouts dropped for lack of space.
@Suite struct StackLayoutSpacingTests {
    typealias Frames = TestStack.Frames

    @Test(arguments: [4, -4] as [CGFloat])
    func verticalSpacing(spacing: CGFloat) {
        // 0; 14 + s; 14 + s + 18.5 + s. Stack: 55.5 + 2s.
        let frames = TestStack(axis: .vertical, distribution: .leading, spacing: spacing).arranged()
        #expect(
            frames
                == Frames(
                    stack: CGRect(0, 0, 33.5, 55.5 + 2 * spacing),
                    one: CGRect(0, 0, 33.5, 14),
                    two: CGRect(0, 14 + spacing, 33.5, 18.5),
                    three: CGRect(0, 32.5 + 2 * spacing, 33.5, 23)))
    }

    @Test(arguments: [4, -4] as [CGFloat])
    func horizontalSpacing(spacing: CGFloat) {
        let frames = TestStack(axis: .horizontal, distribution: .leading, spacing: spacing).arranged()
        #expect(
            frames
                == Frames(
                    stack: CGRect(0, 0, 58.5 + 2 * spacing, 23),
                    one: CGRect(0, 0, 7, 23),
                    two: CGRect(7 + spacing, 0, 18, 23),
                    three: CGRect(25 + 2 * spacing, 0, 33.5, 23)))
    }

    @Test func verticalSpacingCollapses() {
        // Within 63.5 − 23 = 40.5: 14, then 4 + 18.5 (36.5 used, 40.5 − 18 − 22.5 = 0 left), so the
        // third is dropped and no trailing spacing is measured.
        let test = TestStack(axis: .vertical, distribution: .leading, spacing: 4)
        let measurement = test.stack.measurement(within: CGSize(width: unbounded, height: test.intrinsicSize.height - 23))
        #expect(measurement.size == CGSize(width: 18, height: 14 + 4 + 18.5))
        let arrangement = test.stack.arrangement(within: CGRect(0, 0, 18, 14 + 4 + 18.5 + 4), measurement: measurement)
        #expect(
            test.frames(of: arrangement)
                == Frames(
                    stack: CGRect(0, 0, 18, 40.5), one: CGRect(0, 0, 18, 14), two: CGRect(0, 18, 18, 18.5), three: nil))
    }

    @Test func horizontalSpacingCollapses() {
        let test = TestStack(axis: .horizontal, distribution: .leading, spacing: 4)
        let measurement = test.stack.measurement(within: CGSize(width: test.intrinsicSize.width - 33.5, height: unbounded))
        #expect(measurement.size == CGSize(width: 7 + 4 + 18, height: 18.5))
        let arrangement = test.stack.arrangement(within: CGRect(0, 0, 7 + 4 + 18 + 4, 18.5), measurement: measurement)
        #expect(
            test.frames(of: arrangement)
                == Frames(
                    stack: CGRect(0, 0, 33, 18.5), one: CGRect(0, 0, 7, 18.5), two: CGRect(11, 0, 18, 18.5), three: nil))
    }
}
