import Foundation

/// The part of a view the keyboard covers: UIKit's `UIKeyboardLayoutGuide` (a view's
/// ``View/keyboardLayoutGuide``).
///
/// The keyboard is simulated: set its frame on the window with
/// ``Window/setKeyboardFrame(_:isUndocked:)``. While a docked keyboard shows, the guide's top is
/// the keyboard's top and its bottom, left and right are the view's; while no keyboard shows,
/// the guide's top is the bottom of the view's safe area (its height is the bottom safe-area
/// inset), as UIKit. Pin content's bottom to the guide's top to keep it above the keyboard.
///
/// An undocked (floating or split) keyboard is ignored — the guide stays at the safe-area
/// bottom — unless ``followsUndockedKeyboard`` is `true`; then the guide is the keyboard's
/// frame (clipped to the view).
public final class KeyboardLayoutGuide: LayoutGuide {
    /// Whether the guide follows an undocked keyboard (default `false`, as UIKit).
    public var followsUndockedKeyboard = false {
        didSet { if followsUndockedKeyboard != oldValue { owningView?.setNeedsLayout() } }
    }

    override init() {
        super.init()
        identifier = "UIViewKeyboardLayoutGuide"
    }
}

extension View {
    /// A guide that tracks the window's simulated keyboard (see ``KeyboardLayoutGuide``).
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let guide = portState?.keyboardGuide { return guide }
        let guide = KeyboardLayoutGuide()
        addLayoutGuide(guide)
        // The safe-area guide makes this view one whose guides follow the geometry after each
        // layout pass (the keyboard guide's constants are refreshed there too).
        _ = safeAreaLayoutGuide
        let insets = keyboardGuideInsets()
        func make(
            _ first: any LayoutItem, _ a1: LayoutAttribute, _ second: any LayoutItem, _ a2: LayoutAttribute,
            _ constant: CGFloat, _ name: String
        ) -> LayoutConstraint {
            let c = LayoutConstraint(
                first: AnchorSide(item: first, attribute: a1), relation: .equal,
                second: AnchorSide(item: second, attribute: a2), multiplier: 1, constant: constant)
            c.identifier = "UIViewKeyboardLayoutGuide-" + name
            return c
        }
        let constraints = [
            make(guide, .left, self, .left, insets.left, "left"),
            make(self, .right, guide, .right, insets.right, "right"),
            make(self, .bottom, guide, .top, insets.top, "top"),
            make(self, .bottom, guide, .bottom, insets.bottom, "bottom"),
        ]
        LayoutConstraint.activate(constraints)
        port.keyboardGuide = guide
        port.keyboardGuideConstraints = constraints
        return guide
    }

    /// The keyboard guide's constants: left and right insets from the view's edges, the
    /// distance from the view's bottom up to the guide's top (`top`), and up to its bottom.
    private func keyboardGuideInsets() -> EdgeInsets {
        let hidden = EdgeInsets(top: safeAreaInsets.bottom, left: 0, bottom: 0, right: 0)
        guard let window = rootView as? Window, let keyboard = window.keyboardFrame, superview != nil || self === window
        else { return hidden }
        let follows = portState?.keyboardGuide?.followsUndockedKeyboard ?? false
        if window.isKeyboardUndocked, !follows { return hidden }
        let r = convert(bounds, to: window)
        func clamp(_ value: CGFloat) -> CGFloat { min(max(value, 0), max(r.height, 0)) }
        let top = clamp(r.maxY - keyboard.minY)
        guard window.isKeyboardUndocked else { return EdgeInsets(top: top, left: 0, bottom: 0, right: 0) }
        func clampX(_ value: CGFloat) -> CGFloat { min(max(value, 0), max(r.width, 0)) }
        return EdgeInsets(
            top: top, left: clampX(keyboard.minX - r.minX), bottom: min(clamp(r.maxY - keyboard.maxY), top),
            right: clampX(r.maxX - keyboard.maxX))
    }

    /// Brings the keyboard guide's constants in line with the keyboard and the geometry;
    /// returns whether any changed.
    func updateKeyboardGuide() -> Bool {
        guard let constraints = portState?.keyboardGuideConstraints, constraints.count == 4 else { return false }
        let insets = keyboardGuideInsets()
        var changed = false
        for (c, value) in zip(constraints, [insets.left, insets.right, insets.top, insets.bottom]) where c.constant != value {
            c.constant = value
            changed = true
        }
        return changed
    }
}
