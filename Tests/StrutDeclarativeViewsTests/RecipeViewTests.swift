import DeclarativeTestSupport
import Foundation
import StrutAutoLayout
import StrutDeclarative
import StrutDeclarativeViews
import Testing

/// Views made from recipes: the fallback for a recipe of another class, and how often
/// configuration runs (LayoutKit's config-count tests).
@Suite struct RecipeViewTests {
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
        let layout = StackLayout(
            axis: .vertical,
            sublayouts: [
                SizeLayout(width: 1, height: 1, viewReuseId: "a", view: recipe),
                SizeLayout(width: 1, height: 1, viewReuseId: "b", view: recipe),
            ], view: recipe)
        let host = View(frame: CGRect(0, 0, 10, 10))
        layout.arrangement().makeViews(in: host)
        #expect(count.value == 3)
        layout.arrangement().makeViews(in: host)
        #expect(count.value == 6)
    }
}
