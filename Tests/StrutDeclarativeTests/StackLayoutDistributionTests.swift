import Foundation
import DeclarativeTestSupport
import StrutDeclarative
import Testing

/// LayoutKit's StackLayoutDistributionTests restated: every distribution on both axes with
/// excess space, using TestStack's sublayouts 7×14, 18×18.5, 33.5×23 (all flexible, filling).
/// Intrinsic size: vertical 33.5 × 55.5 (14 + 18.5 + 23), horizontal 58.5 (7 + 18 + 33.5) × 23.
@Suite struct StackLayoutDistributionTests {
    typealias Frames = TestStack.Frames

    // MARK: Vertical, 10 pt excess (stack 33.5 × 65.5)

    @Test func verticalLeading() {
        let frames = TestStack(axis: .vertical, distribution: .leading).arranged(excessHeight: 10)
        #expect(frames == Frames(
            stack: CGRect(0, 0, 33.5, 65.5),
            one: CGRect(0, 0, 33.5, 14), two: CGRect(0, 14, 33.5, 18.5), three: CGRect(0, 32.5, 33.5, 23)))
    }

    @Test func verticalTrailing() {
        // Everything moves down by the 10 pt excess.
        let frames = TestStack(axis: .vertical, distribution: .trailing).arranged(excessHeight: 10)
        #expect(frames == Frames(
            stack: CGRect(0, 0, 33.5, 65.5),
            one: CGRect(0, 10, 33.5, 14), two: CGRect(0, 24, 33.5, 18.5), three: CGRect(0, 42.5, 33.5, 23)))
    }

    @Test func verticalCenter() {
        // Half the excess (5) above.
        let frames = TestStack(axis: .vertical, distribution: .center).arranged(excessHeight: 10)
        #expect(frames == Frames(
            stack: CGRect(0, 0, 33.5, 65.5),
            one: CGRect(0, 5, 33.5, 14), two: CGRect(0, 19, 33.5, 18.5), three: CGRect(0, 37.5, 33.5, 23)))
    }

    @Test func verticalFillFlexing() {
        // All equally flexible: the last one takes the excess, 23 + 10.
        let frames = TestStack(axis: .vertical, distribution: .fillFlexing).arranged(excessHeight: 10)
        #expect(frames == Frames(
            stack: CGRect(0, 0, 33.5, 65.5),
            one: CGRect(0, 0, 33.5, 14), two: CGRect(0, 14, 33.5, 18.5), three: CGRect(0, 32.5, 33.5, 33)))
    }

    @Test func verticalFillEqualSpacing() {
        // Two gaps share 10: 5 each. 0; 14 + 5 = 19; 19 + 18.5 + 5 = 42.5.
        let frames = TestStack(axis: .vertical, distribution: .fillEqualSpacing).arranged(excessHeight: 10)
        #expect(frames == Frames(
            stack: CGRect(0, 0, 33.5, 65.5),
            one: CGRect(0, 0, 33.5, 14), two: CGRect(0, 19, 33.5, 18.5), three: CGRect(0, 42.5, 33.5, 23)))
    }

    @Test func verticalFillEqualSpacingWithSpacing() {
        // Spacing 10 is the minimum: stack 55.5 + 20 + 10 = 85.5; gaps (10 + 2·10) / 2 = 15.
        // 0; 14 + 15 = 29; 29 + 18.5 + 15 = 62.5.
        let frames = TestStack(axis: .vertical, distribution: .fillEqualSpacing, spacing: 10).arranged(excessHeight: 10)
        #expect(frames == Frames(
            stack: CGRect(0, 0, 33.5, 85.5),
            one: CGRect(0, 0, 33.5, 14), two: CGRect(0, 29, 33.5, 18.5), three: CGRect(0, 62.5, 33.5, 23)))
    }

    @Test func verticalFillEqualSize() {
        // 55.5 + 16.5 = 72 in three slots of 24.
        let frames = TestStack(axis: .vertical, distribution: .fillEqualSize).arranged(excessHeight: 16.5)
        #expect(frames == Frames(
            stack: CGRect(0, 0, 33.5, 72),
            one: CGRect(0, 0, 33.5, 24), two: CGRect(0, 24, 33.5, 24), three: CGRect(0, 48, 33.5, 24)))
    }

    @Test func verticalFillEqualSizeWithSpacing() {
        // 75.5 + 16.5 = 92; slots (92 − 2·10) / 3 = 24 at 0, 34, 68.
        let frames = TestStack(axis: .vertical, distribution: .fillEqualSize, spacing: 10).arranged(excessHeight: 16.5)
        #expect(frames == Frames(
            stack: CGRect(0, 0, 33.5, 92),
            one: CGRect(0, 0, 33.5, 24), two: CGRect(0, 34, 33.5, 24), three: CGRect(0, 68, 33.5, 24)))
    }

    @Test func verticalFillEqualSizeBottomTrailing() {
        // Measured 3 × 23 (the longest) = 69 tall; aligned to the bottom of 55.5 + 1000 = 1055.5:
        // y = 1055.5 − 69 = 986.5.
        let frames = TestStack(axis: .vertical, distribution: .fillEqualSize, alignment: .bottomTrailing)
            .arranged(excessHeight: 1000)
        #expect(frames == Frames(
            stack: CGRect(0, 986.5, 33.5, 69),
            one: CGRect(0, 0, 33.5, 23), two: CGRect(0, 23, 33.5, 23), three: CGRect(0, 46, 33.5, 23)))
    }

    @Test func verticalFillEqualSizeNoSpace() {
        let test = TestStack(axis: .vertical, distribution: .fillEqualSize, alignment: .topTrailing)
        let frames = test.frames(of: test.stack.arrangement(height: 0))
        #expect(frames == Frames(stack: .zero, one: nil, two: nil, three: nil))
    }

    @Test func verticalFillEqualSizeOneDropped() {
        // 19 pt with spacing 10: two slots fit, (19 − 10) / 2 = 4.5 each; the third is dropped.
        // Width: the widest measured sublayout, 18.
        let test = TestStack(axis: .vertical, distribution: .fillEqualSize, spacing: 10, alignment: .topTrailing)
        let frames = test.frames(of: test.stack.arrangement(height: 19))
        #expect(frames == Frames(
            stack: CGRect(0, 0, 18, 19), one: CGRect(0, 0, 18, 4.5), two: CGRect(0, 14.5, 18, 4.5), three: nil))
    }

    // MARK: Horizontal, 10 pt excess (stack 68.5 × 23)

    @Test func horizontalLeading() {
        let frames = TestStack(axis: .horizontal, distribution: .leading).arranged(excessWidth: 10)
        #expect(frames == Frames(
            stack: CGRect(0, 0, 68.5, 23),
            one: CGRect(0, 0, 7, 23), two: CGRect(7, 0, 18, 23), three: CGRect(25, 0, 33.5, 23)))
    }

    @Test func horizontalTrailing() {
        let frames = TestStack(axis: .horizontal, distribution: .trailing).arranged(excessWidth: 10)
        #expect(frames == Frames(
            stack: CGRect(0, 0, 68.5, 23),
            one: CGRect(10, 0, 7, 23), two: CGRect(17, 0, 18, 23), three: CGRect(35, 0, 33.5, 23)))
    }

    @Test func horizontalFillFlexing() {
        let frames = TestStack(axis: .horizontal, distribution: .fillFlexing).arranged(excessWidth: 10)
        #expect(frames == Frames(
            stack: CGRect(0, 0, 68.5, 23),
            one: CGRect(0, 0, 7, 23), two: CGRect(7, 0, 18, 23), three: CGRect(25, 0, 43.5, 23)))
    }

    @Test func horizontalCenter() {
        let frames = TestStack(axis: .horizontal, distribution: .center).arranged(excessWidth: 10)
        #expect(frames == Frames(
            stack: CGRect(0, 0, 68.5, 23),
            one: CGRect(5, 0, 7, 23), two: CGRect(12, 0, 18, 23), three: CGRect(30, 0, 33.5, 23)))
    }

    @Test func horizontalFillEqualSpacing() {
        // Gaps of 5: 0; 7 + 5 = 12; 12 + 18 + 5 = 35.
        let frames = TestStack(axis: .horizontal, distribution: .fillEqualSpacing).arranged(excessWidth: 10)
        #expect(frames == Frames(
            stack: CGRect(0, 0, 68.5, 23),
            one: CGRect(0, 0, 7, 23), two: CGRect(12, 0, 18, 23), three: CGRect(35, 0, 33.5, 23)))
    }

    @Test func horizontalFillEqualSize() {
        // 58.5 + 16.5 = 75 in three slots of 25.
        let frames = TestStack(axis: .horizontal, distribution: .fillEqualSize).arranged(excessWidth: 16.5)
        #expect(frames == Frames(
            stack: CGRect(0, 0, 75, 23),
            one: CGRect(0, 0, 25, 23), two: CGRect(25, 0, 25, 23), three: CGRect(50, 0, 25, 23)))
    }

    @Test func horizontalFillEqualSizeWithSpacing() {
        // 78.5 + 16.5 = 95; slots (95 − 20) / 3 = 25 at 0, 35, 70.
        let frames = TestStack(axis: .horizontal, distribution: .fillEqualSize, spacing: 10).arranged(excessWidth: 16.5)
        #expect(frames == Frames(
            stack: CGRect(0, 0, 95, 23),
            one: CGRect(0, 0, 25, 23), two: CGRect(35, 0, 25, 23), three: CGRect(70, 0, 25, 23)))
    }

    @Test func horizontalFillEqualSizeTopTrailing() {
        // Measured 3 × 33.5 = 100.5 wide; right-aligned in 1058.5: x = 958.
        let frames = TestStack(axis: .horizontal, distribution: .fillEqualSize, alignment: .topTrailing)
            .arranged(excessWidth: 1000)
        #expect(frames == Frames(
            stack: CGRect(958, 0, 100.5, 23),
            one: CGRect(0, 0, 33.5, 23), two: CGRect(33.5, 0, 33.5, 23), three: CGRect(67, 0, 33.5, 23)))
    }

    @Test func horizontalFillEqualSizeNoSpace() {
        let test = TestStack(axis: .horizontal, distribution: .fillEqualSize, alignment: .topTrailing)
        let frames = test.frames(of: test.stack.arrangement(width: 0))
        #expect(frames == Frames(stack: .zero, one: nil, two: nil, three: nil))
    }

    @Test func horizontalFillEqualSizeOneDropped() {
        // Two 4.5-wide slots at 0 and 14.5; height: the taller measured one, 18.5.
        let test = TestStack(axis: .horizontal, distribution: .fillEqualSize, spacing: 10, alignment: .topTrailing)
        let frames = test.frames(of: test.stack.arrangement(width: 19))
        #expect(frames == Frames(
            stack: CGRect(0, 0, 19, 18.5), one: CGRect(0, 0, 4.5, 18.5), two: CGRect(14.5, 0, 4.5, 18.5), three: nil))
    }
}
