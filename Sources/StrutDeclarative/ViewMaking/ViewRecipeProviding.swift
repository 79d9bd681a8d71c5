/// A layout whose view is described by a ``ViewRecipe`` (every built-in layout).
protocol ViewRecipeProviding {
    var view: ViewRecipe? { get }
}

extension SizeLayout: ViewRecipeProviding {}
extension InsetLayout: ViewRecipeProviding {}
extension StackLayout: ViewRecipeProviding {}
extension OverlayLayout: ViewRecipeProviding {}
extension LabelLayout: ViewRecipeProviding {}
extension TextViewLayout: ViewRecipeProviding {}
extension ButtonLayout: ViewRecipeProviding {}

extension ViewRecipe {
    /// Makes a view with the recipe.
    package func make() -> AnyObject { makeView() }

    /// Configures `view`; `false` when it is not of the recipe's class.
    @discardableResult
    package func configure(_ view: AnyObject) -> Bool { configureView(view) }
}
