/// How a stack view sizes and places its arranged subviews along its axis: UIKit's
/// `UIStackView.Distribution`, with its raw values.
///
/// Every distribution fits the first and last visible arranged subviews tightly to the stack's
/// edges and, except ``fillEqually``, keeps subviews at their intrinsic size when it can.
public enum StackViewDistribution: Int, Sendable, Hashable, CaseIterable {
    /// Subviews fill the stack; extra or missing space goes by content hugging or compression
    /// resistance priority, ties broken by order. Spacing is exact.
    case fill = 0
    /// Subviews are resized to the same size along the axis. Spacing is exact.
    case fillEqually = 1
    /// Subviews are resized in proportion to their intrinsic sizes. Spacing is exact.
    case fillProportionally = 2
    /// Subviews keep their intrinsic sizes; the space between them is equal, at least `spacing`.
    case equalSpacing = 3
    /// The distances between subviews' centres are equal; the space between edges is at least
    /// `spacing`.
    case equalCentering = 4
}

/// How a stack view places its arranged subviews across its axis: UIKit's
/// `UIStackView.Alignment`, with its raw values.
public enum StackViewAlignment: Int, Sendable, Hashable, CaseIterable {
    /// Subviews are stretched to the stack's size across the axis.
    case fill = 0
    /// Leading edges aligned (vertical stack); same as ``top`` in a horizontal stack.
    case leading = 1
    /// First baselines aligned (horizontal stacks only; a vertical stack fills).
    case firstBaseline = 2
    /// Centres aligned across the axis.
    case center = 3
    /// Trailing edges aligned (vertical stack); same as ``bottom`` in a horizontal stack.
    case trailing = 4
    /// Last baselines aligned (horizontal stacks only; a vertical stack fills).
    case lastBaseline = 5

    /// Top edges aligned (horizontal stack): ``leading``.
    public static let top = StackViewAlignment.leading
    /// Bottom edges aligned (horizontal stack): ``trailing``.
    public static let bottom = StackViewAlignment.trailing
}
