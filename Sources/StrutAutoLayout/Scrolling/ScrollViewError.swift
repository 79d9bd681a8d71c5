import Foundation

/// An input a ``ScrollView`` refused; the scroll view is left as it was.
public enum ScrollViewError: Error, Equatable, CustomStringConvertible {
    /// A content offset with a NaN or infinite coordinate.
    case nonFiniteContentOffset(CGPoint, scrollView: String)
    /// A content size with a NaN, infinite or negative dimension.
    case invalidContentSize(CGSize, scrollView: String)
    /// A content inset with a NaN or infinite edge.
    case nonFiniteContentInset(EdgeInsets, scrollView: String)
    /// Scroll indicator insets with a NaN or infinite edge.
    case nonFiniteIndicatorInsets(EdgeInsets, scrollView: String)

    /// A sentence naming the scroll view and the value.
    public var description: String {
        switch self {
        case let .nonFiniteContentOffset(p, name):
            "ScrollView \(name): content offset (\(p.x), \(p.y)) is not finite."
        case let .invalidContentSize(s, name):
            "ScrollView \(name): content size (\(s.width), \(s.height)) must be finite and not negative."
        case let .nonFiniteContentInset(i, name):
            "ScrollView \(name): content inset \(i) is not finite."
        case let .nonFiniteIndicatorInsets(i, name):
            "ScrollView \(name): scroll indicator insets \(i) are not finite."
        }
    }
}
