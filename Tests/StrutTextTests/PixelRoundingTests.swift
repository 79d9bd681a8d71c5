import Foundation
import StrutText
import Testing

/// LayoutKit's table for `roundedUpToFractionalPoint` (LayoutKitTests/CGFloatExtensionTests.swift,
/// restated in shared/reference/layoutkit.md §5.6.3) at scales 1, 2 and 3.
@Suite struct PixelRoundingTests {
    @Test(
        arguments: [
            (-1.1, -1.0, -1.0, -1.0), (-0.9, 0, -0.5, -2.0 / 3), (-0.5, 0, -0.5, -1.0 / 3), (-1.0 / 3, 0, 0, -1.0 / 3),
            (-0.3, 0, 0, 0), (0.3, 1, 0.5, 1.0 / 3), (0.5, 1, 0.5, 2.0 / 3), (0.9, 1, 1, 1), (1.1, 2, 1.5, 4.0 / 3),
        ] as [(Double, Double, Double, Double)])
    func roundsUpAsLayoutKit(value: Double, one: Double, two: Double, three: Double) {
        let x = CGFloat(value)
        #expect(x.roundedUp(toPixelsOf: 1) == CGFloat(one))
        #expect(x.roundedUp(toPixelsOf: 2) == CGFloat(two))
        #expect(abs(x.roundedUp(toPixelsOf: 3) - CGFloat(three)) < 1e-12)
    }

    @Test(arguments: [(0.3, 0, 0.5, 1.0 / 3), (0.7, 1, 0.5, 2.0 / 3), (-0.5, 0, -0.5, -2.0 / 3)] as [(Double, Double, Double, Double)])
    func roundsToNearestAsLayoutKit(value: Double, one: Double, two: Double, three: Double) {
        let x = CGFloat(value)
        #expect(x.rounded(toPixelsOf: 1) == CGFloat(one))
        #expect(x.rounded(toPixelsOf: 2) == CGFloat(two))
        #expect(abs(x.rounded(toPixelsOf: 3) - CGFloat(three)) < 1e-12)
    }

    @Test func valuesOnTheGridStayPut() {
        // 1/3 · 3 carries floating-point noise; it must not round to the next pixel.
        #expect((CGFloat(1) / 3 * 3).roundedUp(toPixelsOf: 1) == 1)
        #expect((CGFloat(59) / 3).roundedUp(toPixelsOf: 3) == CGFloat(59) / 3)
        #expect(CGFloat(0).roundedUp(toPixelsOf: 2) == 0)
    }
}
