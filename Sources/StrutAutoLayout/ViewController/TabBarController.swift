import Foundation

/// The bar across the bottom of a ``TabBarController``: UIKit's `UITabBar`, as a plain view
/// (a background; no items are drawn).
public final class TabBar: View {
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0.97)
    }
}

/// Controllers shown one at a time, chosen by a bar at the bottom: UIKit's `UITabBarController`.
///
/// The selected controller's view fills the container's view (under the bar), and its safe
/// area is raised by the bar: ``tabBarHeight`` (49) points above the container's safe-area
/// bottom. The bar's frame reaches from there to the container's bottom, as UIKit's does
/// under the home indicator: on a 375 × 812 window with a 34-point bottom inset the bar is
/// (0, 729, 375, 83) and the child's bottom safe-area inset 34 + 49 = 83.
///
/// Children are added with ``ViewController/addChild(_:)`` semantics (`willMove(toParent:)`,
/// then `didMove(toParent:)` once they are in place); only the selected child's view is in the
/// hierarchy and receives appearance calls. There is no transition animation.
open class TabBarController: ViewController, ContainerLayout {
    /// The bar's content height: 49 points, UIKit's standard tab bar in a compact width.
    public static let tabBarHeight: CGFloat = 49

    /// The bar across the bottom.
    public let tabBar = TabBar()

    /// The tabs' controllers, in order.
    public private(set) var viewControllers: [ViewController] = []

    /// The index of the selected tab (0 when there are tabs). Setting an index outside
    /// ``viewControllers`` is ignored.
    public var selectedIndex: Int {
        get { selectedIndexStorage }
        set {
            guard viewControllers.indices.contains(newValue), newValue != selectedIndexStorage else { return }
            let old = selectedViewController
            selectedIndexStorage = newValue
            if isViewLoaded { swapChildViews(from: old, to: selectedViewController, in: view, below: tabBar) }
            updateBarInsets()
        }
    }
    private var selectedIndexStorage = 0

    /// The selected tab's controller.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndexStorage) ? viewControllers[selectedIndexStorage] : nil
    }

    /// A tab bar controller with no tabs.
    public override init() { super.init() }

    /// Replaces the tabs; the first is selected.
    public func setViewControllers(_ controllers: [ViewController]?, animated: Bool) {
        let controllers = controllers ?? []
        let oldSelected = selectedViewController
        let leaving = viewControllers.filter { old in !controllers.contains { $0 === old } }
        for old in leaving { old.willMove(toParent: nil) }
        for c in controllers where c.parent !== self { addChild(c) }
        viewControllers = controllers
        selectedIndexStorage = 0
        if isViewLoaded, oldSelected !== selectedViewController {
            swapChildViews(from: oldSelected, to: selectedViewController, in: view, below: tabBar)
        }
        for old in leaving {
            old.containerSafeAreaInsets = .zero
            old.removeFromParent()
        }
        updateBarInsets()
        for c in controllers { c.didMove(toParent: self) }
    }

    /// Makes the container view (UIKit's `UILayoutContainerView`) holding the bar.
    open override func loadView() {
        let container = ContainerView()
        container.container = self
        tabBar.translatesAutoresizingMaskIntoConstraints = true
        container.addSubview(tabBar)
        view = container
    }

    /// Installs the selected controller's view once the container's view is loaded.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let selected = selectedViewController { swapChildViews(from: nil, to: selected, in: view, below: tabBar) }
    }

    override var appearanceChildren: [ViewController] { selectedViewController.map { [$0] } ?? [] }

    private func updateBarInsets() {
        for c in viewControllers {
            c.containerSafeAreaInsets =
                c === selectedViewController ? EdgeInsets(top: 0, left: 0, bottom: Self.tabBarHeight, right: 0) : .zero
        }
    }

    /// The layout pass's step: the bar from 49 points above the container's safe-area bottom
    /// down to its bottom edge; the selected child's view fills the container.
    func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        let bottom = container.safeAreaInsets.bottom
        let height = Self.tabBarHeight + bottom
        tabBar.frame = CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
        if let child = selectedViewController?.viewIfLoaded, child.superview === container, child.frame != container.bounds {
            child.frame = container.bounds
        }
    }
}
