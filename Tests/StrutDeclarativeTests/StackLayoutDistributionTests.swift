import DeclarativeTestSupport
import Foundation
import StrutDeclarative
import Testing

/// LayoutKit's StackLayoutDistributionTests restated as one table: every distribution on both
/// axes, using TestStack's sublayouts 7×14, 18×18.5, 33.5×23 (all flexible, filling).
/// Intrinsic size: vertical 33.5 × 55.5 (14 + 18.5 + 23), horizontal 58.5 (7 + 18 + 33.5) × 23.
/// Each case's comment derives its frames by hand.
@Suite struct StackLayoutDistributionTests {
    typealias Frames = TestStack.Frames

    /// How a case sizes the stack along its axis.
    enum Space: Sendable {
        /// The intrinsic length plus this excess (LayoutKit's `arranged(excess…)` helper).
        case excess(CGFloat)
        /// Exactly this length.
        case exactly(CGFloat)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let axis: Axis
        let distribution: StackLayoutDistribution
        var spacing: CGFloat = 0
        var alignment: Alignment = .fill
        let space: Space
        let expected: Frames
        var testDescription: String { name }
    }

    static let vertical: [Case] = [
        // 10 pt excess: stack 33.5 × 65.5.
        Case(
            name: "vertical leading", axis: .vertical, distribution: .leading, space: .excess(10),
            expected: Frames(
                stack: CGRect(0, 0, 33.5, 65.5),
                one: CGRect(0, 0, 33.5, 14), two: CGRect(0, 14, 33.5, 18.5), three: CGRect(0, 32.5, 33.5, 23))),
        // Everything moves down by the 10 pt excess.
        Case(
            name: "vertical trailing", axis: .vertical, distribution: .trailing, space: .excess(10),
            expected: Frames(
                stack: CGRect(0, 0, 33.5, 65.5),
                one: CGRect(0, 10, 33.5, 14), two: CGRect(0, 24, 33.5, 18.5), three: CGRect(0, 42.5, 33.5, 23))),
        // Half the excess (5) above.
        Case(
            name: "vertical center", axis: .vertical, distribution: .center, space: .excess(10),
            expected: Frames(
                stack: CGRect(0, 0, 33.5, 65.5),
                one: CGRect(0, 5, 33.5, 14), two: CGRect(0, 19, 33.5, 18.5), three: CGRect(0, 37.5, 33.5, 23))),
        // All equally flexible: the last one takes the excess, 23 + 10.
        Case(
            name: "vertical fillFlexing", axis: .vertical, distribution: .fillFlexing, space: .excess(10),
            expected: Frames(
                stack: CGRect(0, 0, 33.5, 65.5),
                one: CGRect(0, 0, 33.5, 14), two: CGRect(0, 14, 33.5, 18.5), three: CGRect(0, 32.5, 33.5, 33))),
        // Two gaps share 10: 5 each. 0; 14 + 5 = 19; 19 + 18.5 + 5 = 42.5.
        Case(
            name: "vertical fillEqualSpacing", axis: .vertical, distribution: .fillEqualSpacing, space: .excess(10),
            expected: Frames(
                stack: CGRect(0, 0, 33.5, 65.5),
                one: CGRect(0, 0, 33.5, 14), two: CGRect(0, 19, 33.5, 18.5), three: CGRect(0, 42.5, 33.5, 23))),
        // Spacing 10 is the minimum: stack 55.5 + 20 + 10 = 85.5; gaps (10 + 2·10) / 2 = 15.
        // 0; 14 + 15 = 29; 29 + 18.5 + 15 = 62.5.
        Case(
            name: "vertical fillEqualSpacing, spacing 10", axis: .vertical, distribution: .fillEqualSpacing,
            spacing: 10, space: .excess(10),
            expected: Frames(
                stack: CGRect(0, 0, 33.5, 85.5),
                one: CGRect(0, 0, 33.5, 14), two: CGRect(0, 29, 33.5, 18.5), three: CGRect(0, 62.5, 33.5, 23))),
        // 55.5 + 16.5 = 72 in three slots of 24.
        Case(
            name: "vertical fillEqualSize", axis: .vertical, distribution: .fillEqualSize, space: .excess(16.5),
            expected: Frames(
                stack: CGRect(0, 0, 33.5, 72),
                one: CGRect(0, 0, 33.5, 24), two: CGRect(0, 24, 33.5, 24), three: CGRect(0, 48, 33.5, 24))),
        // 75.5 + 16.5 = 92; slots (92 − 2·10) / 3 = 24 at 0, 34, 68.
        Case(
            name: "vertical fillEqualSize, spacing 10", axis: .vertical, distribution: .fillEqualSize, spacing: 10,
            space: .excess(16.5),
            expected: Frames(
                stack: CGRect(0, 0, 33.5, 92),
                one: CGRect(0, 0, 33.5, 24), two: CGRect(0, 34, 33.5, 24), three: CGRect(0, 68, 33.5, 24))),
        // Measured 3 × 23 (the longest) = 69 tall; aligned to the bottom of 55.5 + 1000 = 1055.5:
        // y = 1055.5 − 69 = 986.5.
        Case(
            name: "vertical fillEqualSize, bottomTrailing", axis: .vertical, distribution: .fillEqualSize,
            alignment: .bottomTrailing, space: .excess(1000),
            expected: Frames(
                stack: CGRect(0, 986.5, 33.5, 69),
                one: CGRect(0, 0, 33.5, 23), two: CGRect(0, 23, 33.5, 23), three: CGRect(0, 46, 33.5, 23))),
        // No space: nothing fits.
        Case(
            name: "vertical fillEqualSize, no space", axis: .vertical, distribution: .fillEqualSize,
            alignment: .topTrailing, space: .exactly(0), expected: Frames(stack: .zero, one: nil, two: nil, three: nil)),
        // 19 pt with spacing 10: two slots fit, (19 − 10) / 2 = 4.5 each; the third is dropped.
        // Width: the widest measured sublayout, 18.
        Case(
            name: "vertical fillEqualSize, one dropped", axis: .vertical, distribution: .fillEqualSize, spacing: 10,
            alignment: .topTrailing, space: .exactly(19),
            expected: Frames(
                stack: CGRect(0, 0, 18, 19), one: CGRect(0, 0, 18, 4.5), two: CGRect(0, 14.5, 18, 4.5), three: nil)),
    ]

    static let horizontal: [Case] = [
        // 10 pt excess: stack 68.5 × 23.
        Case(
            name: "horizontal leading", axis: .horizontal, distribution: .leading, space: .excess(10),
            expected: Frames(
                stack: CGRect(0, 0, 68.5, 23),
                one: CGRect(0, 0, 7, 23), two: CGRect(7, 0, 18, 23), three: CGRect(25, 0, 33.5, 23))),
        Case(
            name: "horizontal trailing", axis: .horizontal, distribution: .trailing, space: .excess(10),
            expected: Frames(
                stack: CGRect(0, 0, 68.5, 23),
                one: CGRect(10, 0, 7, 23), two: CGRect(17, 0, 18, 23), three: CGRect(35, 0, 33.5, 23))),
        Case(
            name: "horizontal fillFlexing", axis: .horizontal, distribution: .fillFlexing, space: .excess(10),
            expected: Frames(
                stack: CGRect(0, 0, 68.5, 23),
                one: CGRect(0, 0, 7, 23), two: CGRect(7, 0, 18, 23), three: CGRect(25, 0, 43.5, 23))),
        Case(
            name: "horizontal center", axis: .horizontal, distribution: .center, space: .excess(10),
            expected: Frames(
                stack: CGRect(0, 0, 68.5, 23),
                one: CGRect(5, 0, 7, 23), two: CGRect(12, 0, 18, 23), three: CGRect(30, 0, 33.5, 23))),
        // Gaps of 5: 0; 7 + 5 = 12; 12 + 18 + 5 = 35.
        Case(
            name: "horizontal fillEqualSpacing", axis: .horizontal, distribution: .fillEqualSpacing,
            space: .excess(10),
            expected: Frames(
                stack: CGRect(0, 0, 68.5, 23),
                one: CGRect(0, 0, 7, 23), two: CGRect(12, 0, 18, 23), three: CGRect(35, 0, 33.5, 23))),
        // 58.5 + 16.5 = 75 in three slots of 25.
        Case(
            name: "horizontal fillEqualSize", axis: .horizontal, distribution: .fillEqualSize, space: .excess(16.5),
            expected: Frames(
                stack: CGRect(0, 0, 75, 23),
                one: CGRect(0, 0, 25, 23), two: CGRect(25, 0, 25, 23), three: CGRect(50, 0, 25, 23))),
        // 78.5 + 16.5 = 95; slots (95 − 20) / 3 = 25 at 0, 35, 70.
        Case(
            name: "horizontal fillEqualSize, spacing 10", axis: .horizontal, distribution: .fillEqualSize,
            spacing: 10, space: .excess(16.5),
            expected: Frames(
                stack: CGRect(0, 0, 95, 23),
                one: CGRect(0, 0, 25, 23), two: CGRect(35, 0, 25, 23), three: CGRect(70, 0, 25, 23))),
        // Measured 3 × 33.5 = 100.5 wide; right-aligned in 1058.5: x = 958.
        Case(
            name: "horizontal fillEqualSize, topTrailing", axis: .horizontal, distribution: .fillEqualSize,
            alignment: .topTrailing, space: .excess(1000),
            expected: Frames(
                stack: CGRect(958, 0, 100.5, 23),
                one: CGRect(0, 0, 33.5, 23), two: CGRect(33.5, 0, 33.5, 23), three: CGRect(67, 0, 33.5, 23))),
        Case(
            name: "horizontal fillEqualSize, no space", axis: .horizontal, distribution: .fillEqualSize,
            alignment: .topTrailing, space: .exactly(0), expected: Frames(stack: .zero, one: nil, two: nil, three: nil)),
        // Two 4.5-wide slots at 0 and 14.5; height: the taller measured one, 18.5.
        Case(
            name: "horizontal fillEqualSize, one dropped", axis: .horizontal, distribution: .fillEqualSize,
            spacing: 10, alignment: .topTrailing, space: .exactly(19),
            expected: Frames(
                stack: CGRect(0, 0, 19, 18.5), one: CGRect(0, 0, 4.5, 18.5), two: CGRect(14.5, 0, 4.5, 18.5),
                three: nil)),
    ]

    @Test(arguments: vertical + horizontal)
    func distribution(_ c: Case) {
        let test = TestStack(axis: c.axis, distribution: c.distribution, spacing: c.spacing, alignment: c.alignment)
        let frames: Frames
        switch (c.space, c.axis) {
        case (.excess(let excess), .vertical): frames = test.arranged(excessHeight: excess)
        case (.excess(let excess), .horizontal): frames = test.arranged(excessWidth: excess)
        case (.exactly(let length), .vertical): frames = test.frames(of: test.stack.arrangement(height: length))
        case (.exactly(let length), .horizontal): frames = test.frames(of: test.stack.arrangement(width: length))
        }
        #expect(frames == c.expected)
    }
}
