import StrutAutoLayout

extension Layout {
    /// The view of the layout's ``ViewRecipe`` when it has one whose views are `View`s, else a
    /// plain `View`.
    public func makeView() -> View {
        (self as? any ViewRecipeProviding)?.view?.make() as? View ?? View()
    }

    /// Runs the layout's ``ViewRecipe`` configuration, if any.
    public func configure(baseTypeView: View) {
        (self as? any ViewRecipeProviding)?.view?.configure(baseTypeView)
    }
}
