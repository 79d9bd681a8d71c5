import Foundation
import Testing

@testable import StrutAutoLayout

/// A controller whose root view and one child (pinned to the root's margins) log their calls.
final class LoggingController: ViewController {
    let log: CallLog
    let content: LoggingView
    init(log: CallLog) {
        self.log = log
        content = LoggingView("content", log: log)
        content.translatesAutoresizingMaskIntoConstraints = false
        super.init()
    }
    override func loadView() {
        log.add("loadView")
        view = LoggingView("root", log: log)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        log.add("viewDidLoad")
        view.addSubview(content)
        pin(content, to: view.layoutMarginsGuide)
    }
    override func updateViewConstraints() {
        log.add("updateViewConstraints")
        super.updateViewConstraints()
    }
    override func viewWillLayoutSubviews() { log.add("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.add("viewDidLayoutSubviews(content: \(content.frame.size == .zero ? "zero" : "set"))") }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        log.add("controller.traitCollectionDidChange")
    }
    override func viewWillAppear(_ animated: Bool) { log.add("viewWillAppear(in window: \(view.superview != nil))") }
    override func viewDidAppear(_ animated: Bool) { log.add("viewDidAppear(in window: \(view.superview != nil))") }
    override func viewWillDisappear(_ animated: Bool) { log.add("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) { log.add("willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: ViewController?) { log.add("didMove(\(parent == nil ? "nil" : "parent"))") }
}

@Suite struct ViewControllerTests {
    /// The view loads on first access only: loadView, then viewDidLoad, once.
    @Test func viewLoadsLazilyOnce() {
        let log = CallLog()
        let controller = LoggingController(log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(log.entries.isEmpty)
        let view = controller.view
        _ = controller.view
        #expect(controller.isViewLoaded)
        #expect(view is LoggingView)
        #expect(log.entries == ["loadView", "viewDidLoad"])
        #expect(ViewController().view != nil)  // the default loadView makes a plain view
    }

    /// UIKit's order in one render-loop turn: the update pass bottom-up (the content first,
    /// then the controller's updateViewConstraints, which calls the root's updateConstraints),
    /// then layout top-down: viewWillLayoutSubviews, the root's layoutSubviews,
    /// viewDidLayoutSubviews (the content's frame already set), then the content's layoutSubviews.
    @Test func renderLoopCallsInUIKitsOrder() {
        let log = CallLog()
        let controller = LoggingController(log: log)
        let window = Window(size: CGSize(width: 375, height: 667))
        window.rootViewController = controller
        #expect(log.entries == ["loadView", "viewDidLoad", "viewWillAppear(in window: false)", "viewDidAppear(in window: true)"])
        log.entries.removeAll()
        window.runRenderLoopTurn()
        #expect(
            log.entries == [
                "content.updateConstraints", "updateViewConstraints", "root.updateConstraints",
                "viewWillLayoutSubviews", "root.layoutSubviews", "viewDidLayoutSubviews(content: set)",
                "content.layoutSubviews",
            ])
        log.entries.removeAll()
        window.runRenderLoopTurn()
        #expect(log.entries.isEmpty)  // nothing pending, no callbacks
    }

    /// The root view fills the window (375 × 667); its margins are the system minimum in a
    /// compact width, 16 leading and trailing, 0 top and bottom, plus the safe area (top 20):
    /// the content is (16, 20, 375 − 32, 667 − 20) = (16, 20, 343, 647).
    @Test func rootMarginsAreTheSystemMinimumInCompactWidth() {
        let controller = LoggingController(log: CallLog())
        let window = Window(size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20))
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.view.frame == CGRect(0, 0, 375, 667))
        #expect(controller.systemMinimumLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.content.frame == CGRect(16, 20, 343, 647))
    }

    /// In a regular width (768 × 1024, an iPad) the minimum is 20: (20, 20, 728, 1004).
    @Test func rootMarginsAreTwentyInRegularWidth() {
        let controller = LoggingController(log: CallLog())
        let window = Window(size: CGSize(width: 768, height: 1024), safeAreaInsets: EdgeInsets(top: 20))
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.systemMinimumLayoutMargins.leading == 20)
        #expect(controller.content.frame == CGRect(20, 20, 728, 1004))
    }

    /// Margins set below the minimum are raised to it (leading 8 → 16); above it they hold
    /// (trailing 30). Not respecting the minimum gives the margins as set: (8, 20, 375 − 38, 647).
    @Test func viewRespectsSystemMinimumLayoutMargins() {
        let controller = LoggingController(log: CallLog())
        let window = Window(size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20))
        window.rootViewController = controller
        controller.view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 30)
        window.layoutIfNeeded()
        #expect(controller.content.frame == CGRect(16, 20, 375 - 46, 647))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        window.layoutIfNeeded()
        #expect(controller.content.frame == CGRect(8, 20, 337, 647))
    }

    /// Additional insets (top 44, bottom 49, a navigation and a tab bar) add to the window's
    /// (top 20): root safe area top 64, bottom 49; the content is (16, 64, 343, 667 − 113).
    @Test func additionalSafeAreaInsetsExtendTheSafeArea() {
        let controller = LoggingController(log: CallLog())
        let window = Window(size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20))
        window.rootViewController = controller
        window.layoutIfNeeded()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 44, bottom: 49)
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        #expect(controller.content.frame == CGRect(16, 64, 343, 554))
    }

    /// A child controller's view at y = 50 inside a parent whose safe area starts at 64 is
    /// covered 14 points; its own additional 10 make 24: a view pinned to its safe-area guide
    /// starts at y = 24 in the child's view.
    @Test func childControllersNestSafeAreas() {
        let log = CallLog()
        let parent = LoggingController(log: CallLog())
        let child = LoggingController(log: log)
        let window = Window(size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20))
        window.rootViewController = parent
        parent.additionalSafeAreaInsets = EdgeInsets(top: 44)
        parent.addChild(child)
        child.view.frame = CGRect(0, 50, 375, 200)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        child.additionalSafeAreaInsets = EdgeInsets(top: 10)
        let inner = makeView()
        child.view.addSubview(inner)
        pin(inner, to: child.view.safeAreaLayoutGuide)
        window.layoutIfNeeded()
        #expect(parent.children.count == 1 && parent.children[0] === child && child.parent === parent)
        #expect(child.view.safeAreaInsets.top == 24)
        #expect(inner.frame == CGRect(0, 24, 375, 176))
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(
            log.entries.filter { $0.hasPrefix("willMove") || $0.hasPrefix("didMove") }
                == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
    }

    /// Becoming the root: loaded, then viewWillAppear before the view is in the window and
    /// viewDidAppear after; a loaded child hears the same. Replaced: will/did disappear.
    @Test func appearanceCallbacks() {
        let log = CallLog(), childLog = CallLog()
        let controller = LoggingController(log: log)
        let child = LoggingController(log: childLog)
        controller.addChild(child)
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        let window = Window(size: CGSize(width: 320, height: 480))
        window.rootViewController = controller
        #expect(log.entries == ["loadView", "viewDidLoad", "viewWillAppear(in window: false)", "viewDidAppear(in window: true)"])
        #expect(childLog.entries.filter { $0.contains("Appear") } == ["viewWillAppear(in window: true)", "viewDidAppear(in window: true)"])
        log.entries.removeAll()
        window.rootViewController = ViewController()
        #expect(log.entries == ["viewWillDisappear", "viewDidDisappear"])
    }

    /// Replacing the root controller removes the old view and sizes the new one to the window.
    @Test func replacingTheRootViewController() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let first = ViewController()
        let second = ViewController()
        window.rootViewController = first
        #expect(first.view.superview === window)
        window.rootViewController = second
        #expect(first.view.superview == nil)
        #expect(second.view.superview === window)
        window.size = CGSize(width: 480, height: 320)
        window.layoutIfNeeded()
        #expect(second.view.frame == CGRect(0, 0, 480, 320))
    }
}
