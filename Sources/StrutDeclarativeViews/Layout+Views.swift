import StrutAutoLayout
import StrutDeclarative

/// A layout that makes and configures Strut views itself: LayoutKit's `makeView()` and
/// `configure(baseTypeView:)`, kept out of the `Layout` protocol so that
/// measuring and arranging need no view tree.
///
/// `makeViews` asks a layout that `Layout.needsView` for its view through this
/// protocol when the layout conforms; every built-in layout does (through its
/// `ViewRecipe`). A custom layout that needs a view but does not conform gets
/// a plain `View`.
///
/// ```swift
/// final class BadgeLayout: Layout, ViewMakingLayout {
///     // measurement(within:), arrangement(within:measurement:), flexibility …
///     var needsView: Bool { true }
///     func makeView() -> View { Label() }
///     func configure(baseTypeView: View) { (baseTypeView as? Label)?.text = "New" }
/// }
/// ```
public protocol ViewMakingLayout: Layout {
    /// Makes a new view for the layout. Called by `makeViews` only when no view with the
    /// layout's `Layout.viewReuseId` can be recycled, on the thread that owns
    /// the view tree.
    func makeView() -> View

    /// Configures the layout's new or recycled view; called by every `makeViews`, after the
    /// view's frame is set.
    func configure(baseTypeView: View)
}

extension ViewMakingLayout {
    /// Nothing, the default for custom layouts.
    public func configure(baseTypeView: View) {}
}
