import Foundation

/// Manages a view hierarchy: UIKit's `UIViewController`.
///
/// The root ``view`` is loaded lazily, on first access: ``loadView()`` makes it (a plain
/// ``View`` unless overridden), then ``viewDidLoad()`` runs once. In the render loop the root
/// view's update-constraints step calls ``updateViewConstraints()`` (whose base calls the view's
/// ``View/updateConstraints()``), and its layout step calls ``viewWillLayoutSubviews()``, the
/// view's ``View/layoutSubviews()``, then ``viewDidLayoutSubviews()`` — before the subviews
/// lay out, as UIKit orders them.
///
/// The root view's layout margins are at least ``systemMinimumLayoutMargins`` (16 points
/// leading and trailing in a compact-width environment, 20 in a regular one, 0 at top and
/// bottom) while ``viewRespectsSystemMinimumLayoutMargins`` is `true`; its safe area is
/// extended by ``additionalSafeAreaInsets``.
///
/// ```swift
/// final class SettingsController: ViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.addSubview(form)
///     }
/// }
/// window.rootViewController = SettingsController()
/// ```
open class ViewController {
    private var storedView: View?

    /// A name for the controller (UIKit's `title`).
    public var title: String?

    /// Child controllers, in the order they were added.
    public private(set) var children: [ViewController] = []
    /// The controller this one is a child of.
    public private(set) weak var parent: ViewController?
    /// The window this controller is becoming the root of, while its view loads.
    weak var installingWindow: Window?
    /// The legacy top and bottom layout guides, made on first use.
    var layoutSupportGuides: (top: LayoutSupportGuide?, bottom: LayoutSupportGuide?) = (nil, nil)
    /// Insets a container controller adds to this child's safe area for its bars (kept apart
    /// from ``additionalSafeAreaInsets``, which stays the app's own, as in UIKit).
    var containerSafeAreaInsets: EdgeInsets = .zero {
        didSet {
            guard containerSafeAreaInsets != oldValue, let view = storedView else { return }
            view.setNeedsLayout()
            view.layoutMarginsStorageDidChange()
        }
    }

    /// Insets added to the root view's safe area (and so to every subview's): e.g. for a bar
    /// the container draws over the content. Default zero. Insets with a non-finite edge are
    /// refused (the previous value stays).
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets.isFiniteInsets else { additionalSafeAreaInsets = oldValue; return }
            guard additionalSafeAreaInsets != oldValue, let view = storedView else { return }
            view.setNeedsLayout()
            view.layoutMarginsStorageDidChange()
        }
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``. Default `true`.
    /// Subviews' margins are never affected.
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet {
            guard viewRespectsSystemMinimumLayoutMargins != oldValue else { return }
            storedView?.layoutMarginsStorageDidChange()
        }
    }

    /// Creates a controller; its view is made on first access.
    public init() {}

    // MARK: The view

    /// The root view, loaded on first access (``loadView()`` then ``viewDidLoad()``). Setting
    /// it replaces the root view; setting `nil` unloads it.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            guard newValue !== storedView else { return }
            if let old = storedView, old.portState?.viewController === self { old.portState?.viewController = nil }
            storedView = newValue
            if let newValue { adopt(newValue) }
        }
    }

    /// The root view if it is loaded, without loading it.
    public var viewIfLoaded: View? { storedView }

    /// Whether the root view is loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Loads the root view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { view = View() }
        viewDidLoad()
    }

    /// Makes the root view and assigns it to ``view``. The base implementation makes a plain
    /// ``View``; override to make your own (without calling `super`).
    open func loadView() {
        view = View()
    }

    /// Called once, after the root view is loaded.
    open func viewDidLoad() {}

    /// Makes `view` this controller's root view: it knows its controller, and its own margins
    /// start at zero so that the system minimum decides them (UIKit: a root view's default
    /// margins reflect the system minimum and the safe area).
    private func adopt(_ view: View) {
        view.port.viewController = self
        if view.marginsStorage == .directional(DirectionalEdgeInsets(all: 8)) {
            view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        } else {
            view.layoutMarginsStorageDidChange()
        }
    }

    // MARK: Appearance

    /// Called before the root view joins a window (as a window's root controller, or as the
    /// child of one that appears). There is no animation: `animated` is always `false`.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the root view joined a window.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the root view leaves a window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the root view left a window.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Calls one appearance callback on this controller, then on its loaded children (UIKit
    /// forwards appearance to child controllers).
    func forwardAppearance(_ callback: (ViewController) -> Void) {
        callback(self)
        for child in appearanceChildren where child.isViewLoaded { child.forwardAppearance(callback) }
    }

    /// The children whose views show, which appearance callbacks reach: every child, except in
    /// containers that show one at a time (the top of a navigation stack, the selected tab).
    var appearanceChildren: [ViewController] { children }

    /// Whether the root view is in a window now.
    var isViewInWindow: Bool { storedView.map { $0.rootView is Window && $0.superview != nil } ?? false }

    // MARK: Render loop

    /// Adjusts the controller's constraints during the update-constraints pass, in place of the
    /// root view's ``View/updateConstraints()``. Call `super.updateViewConstraints()` as the last
    /// step (it calls the root view's `updateConstraints()`).
    open func updateViewConstraints() {
        storedView?.updateConstraints()
    }

    /// Called just before the root view's ``View/layoutSubviews()`` in each layout pass.
    open func viewWillLayoutSubviews() {}

    /// Called just after the root view's ``View/layoutSubviews()`` (the root's direct
    /// subviews have their frames; deeper views lay out after this).
    open func viewDidLayoutSubviews() {}

    // MARK: Margins and traits

    /// The smallest margins the root view gets: leading and trailing 16 points when the
    /// horizontal size class is compact (or unspecified), 20 when regular; top and bottom 0.
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The controller's traits: its root view's once that is in a window; before that, the
    /// traits of the window it is becoming the root of (so that `viewDidLoad` sees them, as in
    /// UIKit), else its parent's, else an unspecified collection.
    public var traitCollection: TraitCollection {
        if let view = storedView, view.rootView is Window { return view.traitCollection }
        if let installingWindow { return installingWindow.windowTraitCollection }
        if let parent { return parent.traitCollection }
        return TraitCollection()
    }

    /// Called when the traits changed, before the root view's own
    /// ``View/traitCollectionDidChange(_:)``.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Children

    /// Adds a child controller; calls `child.willMove(toParent: self)` first, as UIKit. Add its
    /// view to your hierarchy, then call `child.didMove(toParent: self)`. A child of another
    /// controller is removed from it first.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent, then calls `didMove(toParent: nil)`, as UIKit.
    /// Call `willMove(toParent: nil)` and remove its view from the hierarchy before.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to (or removed from, `nil`) a parent.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller was added to (or removed from, `nil`) a parent.
    open func didMove(toParent parent: ViewController?) {}
}
