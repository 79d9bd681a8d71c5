import Foundation

extension Window {
    /// The controller whose view fills the window (UIKit's `rootViewController`).
    ///
    /// Setting it loads the controller's view, adds it to the window, sizes it to the window and
    /// lets it follow the window's size (frame-placed, flexible width and height); the previous
    /// root controller's view is removed. The window keeps the controller alive.
    public var rootViewController: ViewController? {
        get { portState?.rootViewController }
        set {
            let old = portState?.rootViewController
            guard newValue !== old else { return }
            if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
            port.rootViewController = newValue
            guard let controller = newValue else { return }
            controller.installingWindow = self
            let root: View = controller.view
            controller.installingWindow = nil
            root.translatesAutoresizingMaskIntoConstraints = true
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.frame = bounds
            addSubview(root)
        }
    }
}
