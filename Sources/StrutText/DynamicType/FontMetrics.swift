import Foundation

/// Scales custom fonts and values the way a text style scales with the reader's text size:
/// UIKit's `UIFontMetrics`.
///
/// The factor at a category is the style's point size there over its size at Large (see
/// ``Font/TextStyle/pointSize(for:)``): body at xLarge is 19 / 17. Results are not rounded.
///
/// ```swift
/// let metrics = FontMetrics(forTextStyle: .body)
/// metrics.scaledValue(for: 8, contentSizeCategory: .extraExtraExtraLarge)   // 8 × 23 / 17
/// ```
public struct FontMetrics: Sendable, Hashable {
    /// The metrics of the body style (UIKit's `UIFontMetrics.default`).
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// The style whose scaling this follows.
    public let textStyle: Font.TextStyle

    /// The metrics of a text style.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// The factor sizes are multiplied by at a category (1 at Large and unspecified).
    /// - Complexity: O(1).
    public func scale(for category: ContentSizeCategory) -> CGFloat {
        textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    /// `font` scaled for `category`; with a positive `maximumPointSize` never larger than it.
    /// The result remembers its origin so that labels can rescale it later.
    /// - Complexity: O(1).
    public func scaledFont(for font: Font, maximumPointSize: CGFloat = 0, contentSizeCategory category: ContentSizeCategory = .large)
        -> Font
    {
        var size = font.size * scale(for: category)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        let scaled = font.withSize(size)
        DynamicTypeRegistry.shared.record(.scaled(textStyle, base: font, maximumPointSize: maximumPointSize), for: scaled)
        return scaled
    }

    /// `value` (a spacing, an image size) scaled for `category`.
    /// - Complexity: O(1).
    public func scaledValue(for value: CGFloat, contentSizeCategory category: ContentSizeCategory = .large) -> CGFloat {
        value * scale(for: category)
    }
}
