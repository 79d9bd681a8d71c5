import StrutAutoLayout

extension Layout {
    /// A plain `View`, the default for custom layouts that need a view.
    public func makeView() -> View { View() }

    /// Nothing, the default for custom layouts.
    public func configure(baseTypeView: View) {}
}
