import Foundation
import StrutAutoLayout
import StrutDeclarative
import Testing

/// Results and wrappers: descriptions, the transparent cache wrapper, recipes of other classes,
/// and how often configuration runs (LayoutKit's config-count tests).
@Suite struct LayoutResultTests {
    @Test func debugDescriptionIndentsOneLinePerLayout() {
        let layout = InsetLayout(inset: 2, sublayout: SizeLayout(width: 3, height: 4))
        #expect(layout.arrangement().debugDescription == """
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

    @Test func aRecipeOfAnotherClassFallsBackToAPlainView() {
        final class NotAView {}
        let layout = SizeLayout(width: 3, height: 4, view: ViewRecipe({ NotAView() }, configure: { _ in }))
        let root = layout.arrangement().makeViews()
        #expect(type(of: root) == View.self)
        #expect(root.frame == CGRect(0, 0, 3, 4))
    }

    @Test func configurationRunsOncePerViewPerPass() {
        final class Count: @unchecked Sendable { var value = 0 }
        let count = Count()
        let recipe = ViewRecipe({ View() }, configure: { _ in count.value += 1 })
        let layout = StackLayout(axis: .vertical, sublayouts: [
            SizeLayout(width: 1, height: 1, viewReuseId: "a", view: recipe),
            SizeLayout(width: 1, height: 1, viewReuseId: "b", view: recipe),
        ], view: recipe)
        let host = View(frame: CGRect(0, 0, 10, 10))
        layout.arrangement().makeViews(in: host)
        #expect(count.value == 3)
        layout.arrangement().makeViews(in: host)
        #expect(count.value == 6)
    }

    @Test func measuringWithinZeroDropsEveryStackChild() {
        let stack = StackLayout(axis: .horizontal, sublayouts: [SizeLayout(width: 1, height: 1)])
        let measurement = stack.measurement(within: .zero)
        #expect(measurement.size == .zero)
        #expect(measurement.sublayouts.isEmpty)
    }
}
