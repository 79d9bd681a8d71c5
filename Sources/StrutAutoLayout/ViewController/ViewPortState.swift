import Foundation
import StrutText

/// The per-view state of the UIKit-port features, made on first use so that views without
/// controllers, trait inputs or Dynamic Type pay one `nil` pointer.
final class ViewPortState {
    /// The controller whose root view this is (UIKit's private `_viewDelegate`).
    weak var viewController: ViewController?

    // MARK: Window: trait inputs and root controller
    /// The window's root view controller (retained, as UIKit's window does).
    var rootViewController: ViewController?
    var preferredContentSizeCategory: ContentSizeCategory = .large
    var displayScale: CGFloat = 1
    var userInterfaceIdiom: UserInterfaceIdiom = .unspecified
    /// The traits of the last render-loop turn (`nil` before the first).
    var lastTraitCollection: TraitCollection?

    // MARK: Label: Dynamic Type
    var adjustsFontForContentSizeCategory = false
    /// The origin of the font the label adjusts, found when the font was last set from outside.
    var dynamicTypeOrigin: DynamicTypeOrigin?
    /// The font Dynamic Type last gave the label (a different font means it was set from outside).
    var lastDynamicFont: Font?

    // MARK: Guides (Guides/)
    var readableGuide: LayoutGuide?
    /// The readable guide's cap on its width (`width <= readable width`), off in a compact width.
    var readableWidthCap: LayoutConstraint?
    var keyboardGuide: KeyboardLayoutGuide?
    /// The keyboard guide's constraints: left, right, top (from the bottom), bottom.
    var keyboardGuideConstraints: [LayoutConstraint] = []

    // MARK: Window: simulated keyboard
    var keyboardFrame: CGRect?
    var keyboardIsUndocked = false

    // MARK: Window: animations (Animation/)
    var animationClock: AnimationClock?
    var runningAnimations: [RunningAnimation] = []

    // MARK: Transform (Animation/)
    var transform: ViewTransform = .identity
}

extension View {
    /// The port state, made on first use.
    var port: ViewPortState {
        if let portState { return portState }
        let state = ViewPortState()
        portState = state
        return state
    }
}
