import Foundation
import StrutText

/// The bar across the top of a ``NavigationController``: UIKit's `UINavigationBar`, as a
/// plain view of the bar's standard height (it draws a background and the top controller's
/// title; it has no buttons).
public final class NavigationBar: View {
    /// The title shown: the top controller's ``ViewController/title``.
    public internal(set) var title: String? { didSet { if title != oldValue { setNeedsDisplay() } } }

    /// The title's font (the headline's 17 pt semibold, as UIKit's bar at the default text size).
    public var titleFont: Font = .systemFont(ofSize: 17, weight: .semibold) { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0.97)
    }

    /// Draws the title centred in the bar.
    public override func draw(_ rect: CGRect, in context: DrawingContext) {
        guard let title, !title.isEmpty else { return }
        let layout = TextLayout(text: title, style: TextStyle(font: titleFont), width: .greatestFiniteMagnitude)
        let strip = bounds
        let x = max((strip.width - layout.size.width) / 2, 0)
        let y = (strip.height - layout.size.height) / 2
        context.draw(
            TextRun(
                text: title, fontName: titleFont.family + " " + titleFont.face.styleName, fontSize: titleFont.size,
                color: .black, rect: CGRect(x: x, y: y, width: layout.size.width, height: layout.size.height),
                baselineOffset: layout.firstBaseline))
    }
}

/// A stack of controllers with a bar on top: UIKit's `UINavigationController`.
///
/// The top controller's view fills the container's view (under the bar, as UIKit's default
/// `edgesForExtendedLayout`), and its safe area is pushed down by the bar: the bar sits at
/// the container's safe-area top and is ``navigationBarHeight`` (44) points tall, so a child
/// in a window with a 20-point status bar gets a 64-point top safe-area inset (47 + 44 = 91
/// under a 47-point notch). The child's own ``ViewController/additionalSafeAreaInsets`` are
/// left to the app and add to the bar's.
///
/// Calls follow UIKit's order. Push: `child.willMove(toParent:)` (from ``ViewController/addChild(_:)``),
/// the new child's view loads, the old top's `viewWillDisappear`, the new top's
/// `viewWillAppear`, the views swap, the `viewDidDisappear`/`viewDidAppear` pair, then
/// `child.didMove(toParent:)`. Pop:
/// `willMove(toParent: nil)`, the appearance calls, then `didMove(toParent: nil)` (from
/// ``ViewController/removeFromParent()``). In the layout pass the container's
/// `viewWillLayoutSubviews`, the bar and child placed, `viewDidLayoutSubviews`, then the
/// child's own `viewWillLayoutSubviews`… There is no transition animation.
open class NavigationController: ViewController, ContainerLayout {
    /// The bar's height: 44 points, UIKit's standard navigation bar (without a large title).
    public static let navigationBarHeight: CGFloat = 44

    /// The bar across the top.
    public let navigationBar = NavigationBar()

    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// Whether the bar is hidden (then the child's safe area is the container's). Default `false`.
    public var isNavigationBarHidden = false {
        didSet {
            guard isNavigationBarHidden != oldValue else { return }
            navigationBar.isHidden = isNavigationBarHidden
            updateBarInsets()
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with an empty stack.
    public override init() { super.init() }

    /// Hides or shows the bar (there is no animation).
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// Makes the container view (UIKit's `UILayoutContainerView`) holding the bar.
    open override func loadView() {
        let container = ContainerView()
        container.container = self
        navigationBar.translatesAutoresizingMaskIntoConstraints = true
        navigationBar.isHidden = isNavigationBarHidden
        container.addSubview(navigationBar)
        view = container
    }

    /// Installs the top controller's view once the container's view is loaded.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { swapChildViews(from: nil, to: top, in: view, below: navigationBar) }
    }

    override var appearanceChildren: [ViewController] { topViewController.map { [$0] } ?? [] }

    /// Pushes `viewController` on the stack and shows it.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else { return }
        let old = topViewController
        addChild(viewController)
        viewControllers.append(viewController)
        if isViewLoaded { swapChildViews(from: old, to: viewController, in: view, below: navigationBar) }
        updateBarInsets()
        viewController.didMove(toParent: self)
    }

    /// Pops the top controller (never the root) and shows the one below; returns the popped one.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.willMove(toParent: nil)
        if isViewLoaded { swapChildViews(from: top, to: topViewController, in: view, below: navigationBar) }
        top.containerSafeAreaInsets = .zero
        top.removeFromParent()
        updateBarInsets()
        return top
    }

    /// Replaces the stack.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let oldTop = topViewController
        let leaving = viewControllers.filter { old in !controllers.contains { $0 === old } }
        for old in leaving { old.willMove(toParent: nil) }
        for c in controllers where c.parent !== self { addChild(c) }
        viewControllers = controllers
        if isViewLoaded, oldTop !== topViewController {
            swapChildViews(from: oldTop, to: topViewController, in: view, below: navigationBar)
        }
        for old in leaving {
            old.containerSafeAreaInsets = .zero
            old.removeFromParent()
        }
        updateBarInsets()
        for c in controllers { c.didMove(toParent: self) }
    }

    /// The top child's safe area starts below the bar; the others' bar insets are cleared.
    private func updateBarInsets() {
        let height = isNavigationBarHidden ? 0 : Self.navigationBarHeight
        for c in viewControllers {
            c.containerSafeAreaInsets = c === topViewController ? EdgeInsets(top: height, left: 0, bottom: 0, right: 0) : .zero
        }
        navigationBar.title = topViewController?.title
    }

    /// The layout pass's step: the bar at the container's safe-area top, across its width,
    /// 44 tall (UIKit's bar frame: (0, 20, 375, 44) under a 20-point status bar); the top
    /// child's view fills the container.
    func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        let top = container.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: Self.navigationBarHeight)
        navigationBar.title = topViewController?.title
        if let child = topViewController?.viewIfLoaded, child.superview === container, child.frame != container.bounds {
            child.frame = container.bounds
        }
    }
}
