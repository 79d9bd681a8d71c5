import Testing

#if canImport(UIKit)
    import UIKit
#else
    import StrutUIKit
#endif

/// Records the calls UIKit makes on a controller, in order, into a shared log.
final class LogBook {
    var entries: [String] = []
}

/// A content screen that logs its callbacks and pins a header to its safe-area top and a
/// footer to its safe-area bottom.
final class LoggingViewController: UIViewController {
    let name: String
    let log: LogBook
    let header = UIView()
    let footer = UIView()

    init(_ name: String, log: LogBook) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.entries.append("\(name).viewDidLoad")
        for subview in [header, footer] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: safe.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 10),
            footer.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 10),
        ])
    }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.entries.append("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.entries.append("\(name).viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) {
        log.entries.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.entries.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// A navigation controller that logs its own layout callbacks.
final class LoggingNavigationController: UINavigationController {
    var log: LogBook?
    override func viewWillLayoutSubviews() { log?.entries.append("nav.viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log?.entries.append("nav.viewDidLayoutSubviews") }
}

@Suite struct ContainerTests {
    /// iPhone 375 × 812, notch 47, home indicator 34.
    private func phone() -> UIWindow {
        UIWindow(size: CGSize(width: 375, height: 812), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    /// The bar sits at the safe-area top: (0, 47, 375, 44). The child's view fills the
    /// container (0, 0, 375, 812) and its safe area starts below the bar: 47 + 44 = 91; its
    /// bottom inset stays 34. The header is at y 91, the footer ends at 812 − 34 = 778.
    @Test func navigationBarPushesTheSafeAreaDown() {
        let log = LogBook()
        let child = LoggingViewController("home", log: log)
        let nav = UINavigationController(rootViewController: child)
        let window = phone()
        window.rootViewController = nav
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame == CGRect(0, 47, 375, 44))
        #expect(child.view.frame == CGRect(0, 0, 375, 812))
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(child.additionalSafeAreaInsets == .zero)
        #expect(child.header.frame == CGRect(0, 91, 375, 10))
        #expect(child.footer.frame == CGRect(0, 768, 375, 10))
        #expect(child.topLayoutGuide.length == 91)
        #expect(nav.navigationBar.title == "home")
        // Hiding the bar gives the child the container's safe area back.
        nav.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(child.header.frame == CGRect(0, 47, 375, 10))
    }

    /// UIKit's order: the child is adopted (willMove, didMove) when the container is made; the
    /// window loads the container's view, which loads the child's; appearance goes to the
    /// container, then the child; in the layout pass the container's will/did bracket its own
    /// layoutSubviews, then the child's pair follows. A push adopts the new child, loads its
    /// view, runs will-disappear/will-appear, swaps the views, did-disappear/did-appear, then
    /// didMove; a pop runs willMove(nil) first and didMove(nil) last.
    @Test func containmentAndLayoutCallsComeInUIKitsOrder() {
        let log = LogBook()
        let home = LoggingViewController("home", log: log)
        let nav = LoggingNavigationController(rootViewController: home)
        nav.log = log
        let window = phone()
        window.rootViewController = nav
        window.layoutIfNeeded()
        #expect(
            log.entries == [
                "home.willMove(parent)", "home.didMove(parent)", "home.viewDidLoad", "home.viewWillAppear",
                "home.viewDidAppear", "nav.viewWillLayoutSubviews", "nav.viewDidLayoutSubviews",
                "home.viewWillLayoutSubviews", "home.viewDidLayoutSubviews",
            ])
        log.entries.removeAll()
        let detail = LoggingViewController("detail", log: log)
        nav.pushViewController(detail, animated: false)
        #expect(
            log.entries == [
                "detail.willMove(parent)", "detail.viewDidLoad", "home.viewWillDisappear", "detail.viewWillAppear",
                "home.viewDidDisappear", "detail.viewDidAppear", "detail.didMove(parent)",
            ])
        window.layoutIfNeeded()
        #expect(detail.header.frame == CGRect(0, 91, 375, 10))
        #expect(nav.navigationBar.title == "detail")
        log.entries.removeAll()
        #expect(nav.popViewController(animated: false) === detail)
        #expect(
            log.entries == [
                "detail.willMove(nil)", "detail.viewWillDisappear", "home.viewWillAppear", "detail.viewDidDisappear",
                "home.viewDidAppear", "detail.didMove(nil)",
            ])
        #expect(nav.viewControllers.count == 1)
        #expect(detail.parent == nil)
        #expect(nav.popViewController(animated: false) == nil)
    }

    /// The tab bar reaches from 49 above the safe-area bottom to the bottom: y = 812 − 83 =
    /// 729, 83 tall. A navigation controller in the first tab: its bar at (0, 47, 375, 44); its
    /// child's insets are 91 at the top and 34 + 49 = 83 at the bottom, so the footer ends at
    /// 812 − 83 = 729. Selecting the second tab shows it with the same bottom inset.
    @Test func tabBarRaisesTheSafeAreaBottom() {
        let log = LogBook()
        let home = LoggingViewController("home", log: log)
        let nav = UINavigationController(rootViewController: home)
        let settings = LoggingViewController("settings", log: log)
        let tabs = UITabBarController()
        tabs.setViewControllers([nav, settings], animated: false)
        let window = phone()
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame == CGRect(0, 729, 375, 83))
        #expect(nav.navigationBar.frame == CGRect(0, 47, 375, 44))
        #expect(home.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(home.footer.frame == CGRect(0, 719, 375, 10))
        #expect(home.bottomLayoutGuide.length == 83)
        #expect(settings.isViewLoaded == false)
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(tabs.selectedViewController === settings)
        #expect(settings.header.frame == CGRect(0, 47, 375, 10))
        #expect(settings.footer.frame == CGRect(0, 719, 375, 10))
        #expect(nav.view.superview == nil)
        tabs.selectedIndex = 7  // out of range: ignored
        #expect(tabs.selectedIndex == 1)
    }
}
