import Foundation

/// The root view of a container controller (UIKit's `UILayoutContainerView`): its layout pass
/// first lets the controller place its bar and its visible child, then copies the engine's
/// frames as every view does.
final class ContainerView: View {
    /// The controller whose bar and children this view places.
    weak var container: ContainerLayout?

    override func layoutSubviews() {
        container?.layoutContainer()
        super.layoutSubviews()
    }

    override var debugClassName: String { "UILayoutContainerView" }
}

/// What a container controller does in its root view's layout pass.
protocol ContainerLayout: AnyObject {
    /// Places the bar and the visible child's view in the root view's bounds.
    func layoutContainer()
}

extension ViewController {
    /// Replaces the shown child's view in `container` (the new one fills it, frame-placed and
    /// following its size, below `bar`), with UIKit's appearance order when the container is in
    /// a window: the old child's `viewWillDisappear`, the new one's `viewWillAppear`, the views
    /// swap, then `viewDidDisappear` and `viewDidAppear`. The new child's view loads first.
    func swapChildViews(from old: ViewController?, to new: ViewController?, in container: View, below bar: View) {
        let oldView = old?.viewIfLoaded.flatMap { $0.superview === container ? $0 : nil }
        let newView: View? = new?.view
        let appearing = isViewInWindow
        if appearing {
            if oldView != nil { old?.forwardAppearance { $0.viewWillDisappear(false) } }
            new?.forwardAppearance { $0.viewWillAppear(false) }
        }
        oldView?.removeFromSuperview()
        if let newView {
            newView.translatesAutoresizingMaskIntoConstraints = true
            newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            newView.frame = container.bounds
            container.insertSubview(newView, belowSubview: bar)
        }
        if appearing {
            if oldView != nil { old?.forwardAppearance { $0.viewDidDisappear(false) } }
            new?.forwardAppearance { $0.viewDidAppear(false) }
        }
    }
}
