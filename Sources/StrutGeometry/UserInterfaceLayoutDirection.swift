/// The direction in which a layout reads: UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// How a view's content should be laid out relative to the layout direction: UIKit's
/// `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Int, Sendable, Hashable {
    /// Follow the superview (and finally the window's `Window.layoutDirection`).
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Directional controls such as a map's arrows: always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
