/// How to make and configure the view of a layout that needs one.
///
/// LayoutKit's layouts are generic over their view class and take a `config` closure; here a
/// layout takes a `ViewRecipe` instead, which keeps layouts free of any view type (so they are
/// measured and arranged without the view tree) while the closures stay typed:
///
/// ```swift
/// SizeLayout(width: 50, height: 50, viewReuseId: "avatar",
///            view: ViewRecipe({ ImageView() }, configure: { $0.image = avatar }))
/// ```
///
/// `makeView` runs only when no view can be recycled; `configure` runs every time views are made
/// from an arrangement. Both run on the thread that makes the views, never during measurement.
public final class ViewRecipe: Sendable {
    /// Makes a new view.
    let makeView: @Sendable () -> AnyObject

    /// Configures a new or recycled view; returns `false` when the view is of the wrong class.
    let configureView: @Sendable (AnyObject) -> Bool

    /// The view class (a metatype, not a closure that names it: one allocation fewer per recipe).
    private let viewType: AnyObject.Type

    /// The name of the view class, for descriptions.
    public var viewTypeName: String { String(describing: viewType) }

    /// A recipe that makes a `V` and, when given, configures it with `configure`.
    public init<V: AnyObject>(
        _ makeView: @escaping @Sendable () -> V,
        configure: (@Sendable (V) -> Void)? = nil
    ) {
        self.makeView = makeView
        self.configureView = { view in
            guard let view = view as? V else { return false }
            configure?(view)
            return true
        }
        self.viewType = V.self
    }
}
