import DeclarativeTestSupport
import Foundation
import StrutDeclarative
import Testing

/// Results and wrappers: descriptions, the transparent cache wrapper, measuring within zero.
@Suite struct LayoutResultTests {
    @Test func debugDescriptionIndentsOneLinePerLayout() {
        let layout = InsetLayout(inset: 2, sublayout: SizeLayout(width: 3, height: 4))
        #expect(
            layout.arrangement().debugDescription == """
                InsetLayout: (0.0, 0.0, 7.0, 8.0)
                  SizeLayout: (2.0, 2.0, 3.0, 4.0)
                """)
    }

    @Test func cachedLayoutIsTransparent() {
        let base = SizeLayout(width: 3, height: 4)
        let cached = base.cached()
        let measurement = cached.measurement(within: CGSize(width: 10, height: 10))
        let namesBase = measurement.layout === base
        #expect(namesBase)
        let arrangement = cached.arrangement(width: 10, height: 10)
        let arrangedBase = arrangement.layout === base
        #expect(arrangedBase)
        #expect(arrangement.frame == CGRect(3.5, 3, 3, 4))
        #expect(cached.flexibility == base.flexibility)
    }

    @Test func measuringWithinZeroDropsEveryStackChild() {
        let stack = StackLayout(axis: .horizontal, sublayouts: [SizeLayout(width: 1, height: 1)])
        let measurement = stack.measurement(within: .zero)
        #expect(measurement.size == .zero)
        #expect(measurement.sublayouts.isEmpty)
    }
}
