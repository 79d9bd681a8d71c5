import Foundation

/// What a collection view layout lays out in: the collection view's size, its adjusted content
/// insets, safe area and layout margins, and its layout direction. UIKit's layouts read these
/// from their collection view (`NSCollectionLayoutEnvironment` is the compositional layout's
/// spelling); a ``CollectionViewLayout`` holds them as a value, so that it can be used and tested
/// without a view.
public struct CollectionLayoutEnvironment: Hashable, Sendable {
    /// The collection view's bounds size.
    public var containerSize: CGSize
    /// The collection view's adjusted content insets: the content area is the bounds less these.
    public var contentInsets: EdgeInsets
    /// The collection view's safe area insets.
    public var safeAreaInsets: EdgeInsets
    /// The collection view's layout margins.
    public var layoutMargins: EdgeInsets
    /// The direction the content reads in.
    public var layoutDirection: UserInterfaceLayoutDirection

    /// Creates an environment; every inset defaults to zero, the direction to left to right.
    public init(
        containerSize: CGSize = .zero, contentInsets: EdgeInsets = .zero, safeAreaInsets: EdgeInsets = .zero,
        layoutMargins: EdgeInsets = .zero, layoutDirection: UserInterfaceLayoutDirection = .leftToRight
    ) {
        self.containerSize = containerSize
        self.contentInsets = contentInsets
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.layoutDirection = layoutDirection
    }

    /// The container's size less the content insets (never negative, never NaN): the width a
    /// vertically scrolling layout fills, the height a horizontally scrolling one fills.
    public var effectiveContentSize: CGSize {
        CGSize(
            width: sanitizedLength(containerSize.width - contentInsets.left - contentInsets.right),
            height: sanitizedLength(containerSize.height - contentInsets.top - contentInsets.bottom))
    }
}

/// A length fit for a frame: NaN, infinite and negative values become 0.
@inline(__always)
func sanitizedLength(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? value : 0
}

/// A size fit for a frame: each side through ``sanitizedLength(_:)``.
@inline(__always)
func sanitizedSize(_ size: CGSize) -> CGSize {
    CGSize(width: sanitizedLength(size.width), height: sanitizedLength(size.height))
}

/// A coordinate fit for a frame: NaN and infinities become 0.
@inline(__always)
func sanitizedCoordinate(_ value: CGFloat) -> CGFloat {
    value.isFinite ? value : 0
}

/// Whether two rectangles share interior points (touching edges do not count), so that a rect
/// query returns exactly the elements it overlaps.
@inline(__always)
func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
}
