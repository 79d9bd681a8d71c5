import StrutSolver

/// A constraint's priority, 1 to 1000: UIKit's `UILayoutPriority`.
///
/// The same type as the solver's `Priority` (StrutSolver): `.required` (1000), `.defaultHigh`
/// (750), `.defaultLow` (250), `.fittingSizeLevel` (50), and the scene-drag levels below.
public typealias LayoutPriority = Priority

extension Priority {
    /// 510: a drag that may end up resizing the window's scene.
    public static let dragThatCanResizeScene = Priority(510)
    /// 500: the window's scene prefers to stay the same size.
    public static let sceneSizeStayPut = Priority(500)
    /// 490: a drag (say of a split view divider) that won't resize the window's scene.
    public static let dragThatCannotResizeScene = Priority(490)

    /// The priorities a constraint may have: the solver's range, 1...1000, shared by every
    /// check in Auto Layout (UIKit accepts (0, 1000]; a priority below 1 would pass UIKit's
    /// check and then be refused by the engine, so it is refused up front with this text).
    public static let validRangeDescription = "from 1 to 1000 (required)"

    /// The priority a broken required constraint is lowered to: above anything that can be
    /// specified from outside (`999.99994`), below required.
    static let brokenRequired = Priority((1000 as Float).nextDown)
}
