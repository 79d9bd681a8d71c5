/// A simulated keyboard (`window: {keyboard: 300}`): the window's `setKeyboardFrame`.
struct KeyboardSpec: Sendable, Equatable {
    /// The keyboard's height in points, across the window's bottom.
    var height: Double
    /// Whether the keyboard is undocked (the keyboard guide then stays at the safe area).
    var isUndocked = false
}

/// A view layout file's `animation:` section: constraint constants to change inside
/// `View.animate`, and the animation's timing.
struct AnimationSpec: Sendable {
    /// The curve a file names (`curve:`).
    enum Curve: String, Sendable, CaseIterable {
        case linear, easeIn, easeOut, easeInOut, spring
    }

    /// One change: the constraint with this `id` gets this constant.
    struct Change: Sendable {
        var constraint: Located<String>
        var constant: Double
    }

    var duration: Double
    var delay: Double = 0
    var curve: Curve = .easeInOut
    /// The spring's damping ratio (`spring` only; 1 is no overshoot).
    var damping: Double = 1
    /// The spring's initial velocity in whole distances per second (`spring` only).
    var velocity: Double = 0
    var changes: [Change]
}
