import Foundation
import StrutText

extension Font {
    /// The system font for a text style in an environment (UIKit's
    /// `preferredFont(forTextStyle:compatibleWith:)`): sized for the collection's content size
    /// category, Large when it has none or is `nil`.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?) -> Font {
        preferredFont(forTextStyle: style, contentSizeCategory: traitCollection?.preferredContentSizeCategory ?? .large)
    }
}

extension FontMetrics {
    /// `font` scaled for the collection's content size category (Large when `nil`).
    public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
        scaledFont(for: font, contentSizeCategory: traitCollection?.preferredContentSizeCategory ?? .large)
    }

    /// `font` scaled for the collection's category, never above `maximumPointSize`.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection? = nil) -> Font {
        scaledFont(
            for: font, maximumPointSize: maximumPointSize,
            contentSizeCategory: traitCollection?.preferredContentSizeCategory ?? .large)
    }

    /// `value` scaled for the collection's content size category (Large when `nil`).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
        scaledValue(for: value, contentSizeCategory: traitCollection?.preferredContentSizeCategory ?? .large)
    }
}
