import Foundation

extension Window {
    /// The controller whose view fills the window (UIKit's `rootViewController`).
    ///
    /// Setting it loads the controller's view, adds it to the window, sizes it to the window and
    /// lets it follow the window's size (frame-placed, flexible width and height); the previous
    /// root controller's view is removed. The window keeps the controller alive.
    ///
    /// Appearance: the new controller (and its loaded children) get `viewWillAppear(false)`
    /// before its view is added and `viewDidAppear(false)` after; the old one
    /// `viewWillDisappear(false)` and `viewDidDisappear(false)` around its view's removal.
    public var rootViewController: ViewController? {
        get { portState?.rootViewController }
        set {
            let old = portState?.rootViewController
            guard newValue !== old else { return }
            if let old, let oldView = old.viewIfLoaded, oldView.superview === self {
                old.forwardAppearance { $0.viewWillDisappear(false) }
                oldView.removeFromSuperview()
                old.forwardAppearance { $0.viewDidDisappear(false) }
            }
            port.rootViewController = newValue
            guard let controller = newValue else { return }
            controller.installingWindow = self
            let root: View = controller.view
            controller.installingWindow = nil
            root.translatesAutoresizingMaskIntoConstraints = true
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.frame = bounds
            controller.forwardAppearance { $0.viewWillAppear(false) }
            addSubview(root)
            port.geometryGuidesNeedRefresh = true
            controller.forwardAppearance { $0.viewDidAppear(false) }
        }
    }
}
