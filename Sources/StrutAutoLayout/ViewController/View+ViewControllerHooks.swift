import Foundation

extension View {
    /// The update-constraints pass's call for this view: UIKit sends a controller's root view's
    /// update to the controller's ``ViewController/updateViewConstraints()`` (whose base
    /// implementation calls the view's ``updateConstraints()``); a label that adjusts its font
    /// for the content size category picks the current category's font first.
    func updateConstraintsForPass() {
        guard let state = portState else { return updateConstraints() }
        if state.adjustsFontForContentSizeCategory { refreshDynamicTypeFont() }
        guard let controller = state.viewController else { return updateConstraints() }
        controller.updateViewConstraints()
        precondition(
            didCallSuperUpdateConstraints,
            "\(type(of: controller)): updateViewConstraints() did not call super.updateViewConstraints(); it must, as its last step.")
    }

    /// The layout pass's call for this view: for a controller's root view,
    /// ``ViewController/viewWillLayoutSubviews()``, the view's ``layoutSubviews()``, then
    /// ``ViewController/viewDidLayoutSubviews()`` (before any subview lays out), as UIKit.
    func layoutSubviewsForPass() {
        guard let controller = portState?.viewController else { return layoutSubviews() }
        controller.viewWillLayoutSubviews()
        layoutSubviews()
        controller.viewDidLayoutSubviews()
    }

    /// The margins with a controller's system minimum applied: for the root view of a
    /// controller that ``ViewController/viewRespectsSystemMinimumLayoutMargins``, each edge is at
    /// least ``ViewController/systemMinimumLayoutMargins`` (before the safe area is added).
    func raisedToSystemMinimumMargins(_ margins: EdgeInsets) -> EdgeInsets {
        guard let controller = portState?.viewController, controller.viewRespectsSystemMinimumLayoutMargins else {
            return margins
        }
        let minimum = controller.systemMinimumLayoutMargins.absolute(in: effectiveUserInterfaceLayoutDirection)
        return EdgeInsets(
            top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
            bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
    }

    /// The safe rectangle in window coordinates: the window's, narrowed by every ancestor (and
    /// this view) that is a controller's root view with ``ViewController/additionalSafeAreaInsets``
    /// (or a container's bars, see ``NavigationController`` and ``TabBarController``):
    /// such a view's safe area is its insets from the enclosing safe rectangle plus the
    /// additional insets, as UIKit.
    /// - Complexity: O(depth).
    func safeRectIncludingAdditionalInsets(in window: Window) -> CGRect {
        var safe = window.bounds.inset(by: window.safeAreaInsets)
        var adjusting: [(View, EdgeInsets)] = []
        var v: View? = self
        while let current = v, current !== window {
            if let controller = current.portState?.viewController {
                let own = controller.additionalSafeAreaInsets, bars = controller.containerSafeAreaInsets
                let extra = EdgeInsets(
                    top: own.top + bars.top, left: own.left + bars.left, bottom: own.bottom + bars.bottom,
                    right: own.right + bars.right)
                if extra != .zero { adjusting.append((current, extra)) }
            }
            v = current.superview
        }
        for (view, extra) in adjusting.reversed() {
            let r = view.convert(view.bounds, to: window)
            func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
            let base = EdgeInsets(
                top: clamp(safe.minY - r.minY, r.height), left: clamp(safe.minX - r.minX, r.width),
                bottom: clamp(r.maxY - safe.maxY, r.height), right: clamp(r.maxX - safe.maxX, r.width))
            safe = r.inset(
                by: EdgeInsets(
                    top: base.top + extra.top, left: base.left + extra.left,
                    bottom: base.bottom + extra.bottom, right: base.right + extra.right))
        }
        return safe
    }
}
