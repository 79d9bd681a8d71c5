import DeclarativeTestSupport
import Foundation
import StrutDeclarative
import Testing

@Suite struct AlignmentTests {
    @Test func aspectFitHeightBound() {
        // 16:9 is wider than 4:3, so the height binds: 9 tall, 12 wide, centred: 100 + 2.
        #expect(
            Alignment.aspectFit.position(size: CGSize(width: 4, height: 3), in: CGRect(100, 200, 16, 9))
                == CGRect(102, 200, 12, 9))
    }

    @Test func aspectFitWidthBound() {
        // 8:20 is narrower than 4:3: 8 wide, 6 tall, centred: (20 − 6) / 2 = 7.
        #expect(
            Alignment.aspectFit.position(size: CGSize(width: 4, height: 3), in: CGRect(0, 0, 8, 20))
                == CGRect(0, 7, 8, 6))
    }

    @Test func aspectFitOfAnEmptySizeCentres() {
        #expect(
            Alignment.aspectFit.position(size: CGSize(width: 0, height: 3), in: CGRect(0, 0, 8, 20))
                == CGRect(4, 8.5, 0, 3))
    }

    /// A 10×4 size in (100, 200, 30, 20): excess (20, 16).
    @Test(arguments: [
        (Alignment.topLeading, CGRect(100, 200, 10, 4)),
        (.topTrailing, CGRect(120, 200, 10, 4)),
        (.topCenter, CGRect(110, 200, 10, 4)),
        (.topFill, CGRect(100, 200, 30, 4)),
        (.center, CGRect(110, 208, 10, 4)),
        (.centerLeading, CGRect(100, 208, 10, 4)),
        (.centerTrailing, CGRect(120, 208, 10, 4)),
        (.bottomLeading, CGRect(100, 216, 10, 4)),
        (.bottomTrailing, CGRect(120, 216, 10, 4)),
        (.bottomCenter, CGRect(110, 216, 10, 4)),
        (.bottomFill, CGRect(100, 216, 30, 4)),
        (.fill, CGRect(100, 200, 30, 20)),
        (.fillLeading, CGRect(100, 200, 10, 20)),
        (.fillTrailing, CGRect(120, 200, 10, 20)),
    ])
    func edgeRules(alignment: Alignment, expected: CGRect) {
        #expect(alignment.position(size: CGSize(width: 10, height: 4), in: CGRect(100, 200, 30, 20)) == expected)
    }

    @Test func oversizedLengthsClampAndShift() {
        // 50 in 30: length clamps to 30; trailing offset 30 − 50 = −20; centre −10; leading 0.
        let size = CGSize(width: 50, height: 1)
        let rect = CGRect(0, 0, 30, 1)
        #expect(Alignment.topLeading.position(size: size, in: rect) == CGRect(0, 0, 30, 1))
        #expect(Alignment.topTrailing.position(size: size, in: rect) == CGRect(-20, 0, 30, 1))
        #expect(Alignment.topCenter.position(size: size, in: rect) == CGRect(-10, 0, 30, 1))
    }

    @Test func customAligner() {
        let alignment = Alignment { size, rect in CGRect(origin: rect.origin, size: CGSize(width: size.width * 2, height: 1)) }
        #expect(alignment.position(size: CGSize(width: 3, height: 3), in: CGRect(1, 2, 100, 100)) == CGRect(1, 2, 6, 1))
    }
}
