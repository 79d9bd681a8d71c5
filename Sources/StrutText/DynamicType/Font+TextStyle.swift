import Foundation

extension Font {
    /// A semantic text style whose point size follows the reader's text size: UIKit's
    /// `UIFont.TextStyle`.
    ///
    /// Sizes come from Apple's Human Interface Guidelines (iOS "Dynamic Type sizes" table); see
    /// ``pointSize(for:)``.
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        /// Large title: 34 pt at Large.
        case largeTitle = "UICTFontTextStyleTitle0"
        /// Title 1: 28 pt at Large.
        case title1 = "UICTFontTextStyleTitle1"
        /// Title 2: 22 pt at Large.
        case title2 = "UICTFontTextStyleTitle2"
        /// Title 3: 20 pt at Large.
        case title3 = "UICTFontTextStyleTitle3"
        /// Headline: 17 pt semibold at Large.
        case headline = "UICTFontTextStyleHeadline"
        /// Body: 17 pt at Large.
        case body = "UICTFontTextStyleBody"
        /// Callout: 16 pt at Large.
        case callout = "UICTFontTextStyleCallout"
        /// Subheadline: 15 pt at Large.
        case subheadline = "UICTFontTextStyleSubhead"
        /// Footnote: 13 pt at Large.
        case footnote = "UICTFontTextStyleFootnote"
        /// Caption 1: 12 pt at Large.
        case caption1 = "UICTFontTextStyleCaption1"
        /// Caption 2: 11 pt at Large.
        case caption2 = "UICTFontTextStyleCaption2"

        /// The style's weight: semibold for ``headline``, regular for the others.
        public var weight: Font.Weight { self == .headline ? .semibold : .regular }

        /// The style's point size at a content size category (``ContentSizeCategory/unspecified``
        /// reads as Large), from Apple's Dynamic Type table:
        ///
        /// | Style | xS | S | M | L | xL | xxL | xxxL | AX1 | AX2 | AX3 | AX4 | AX5 |
        /// |---|---|---|---|---|---|---|---|---|---|---|---|---|
        /// | largeTitle | 31 | 32 | 33 | 34 | 36 | 38 | 40 | 44 | 48 | 52 | 56 | 60 |
        /// | title1 | 25 | 26 | 27 | 28 | 30 | 32 | 34 | 38 | 43 | 48 | 53 | 58 |
        /// | title2 | 19 | 20 | 21 | 22 | 24 | 26 | 28 | 34 | 39 | 44 | 50 | 56 |
        /// | title3 | 17 | 18 | 19 | 20 | 22 | 24 | 26 | 31 | 37 | 43 | 49 | 55 |
        /// | headline | 14 | 15 | 16 | 17 | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
        /// | body | 14 | 15 | 16 | 17 | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
        /// | callout | 13 | 14 | 15 | 16 | 18 | 20 | 22 | 26 | 32 | 38 | 44 | 51 |
        /// | subheadline | 12 | 13 | 14 | 15 | 17 | 19 | 21 | 25 | 30 | 36 | 42 | 49 |
        /// | footnote | 12 | 12 | 12 | 13 | 15 | 17 | 19 | 23 | 27 | 33 | 38 | 44 |
        /// | caption1 | 11 | 11 | 11 | 12 | 14 | 16 | 18 | 22 | 26 | 32 | 37 | 43 |
        /// | caption2 | 11 | 11 | 11 | 11 | 13 | 15 | 17 | 20 | 24 | 29 | 34 | 40 |
        ///
        /// - Complexity: O(1).
        public func pointSize(for category: ContentSizeCategory) -> CGFloat {
            let column = category.resolved.rawValue
            return Self.sizes[self]?[column] ?? 17
        }

        /// The rows of the table above, columns xS … AX5.
        private static let sizes: [TextStyle: [CGFloat]] = [
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
        ]
    }

    /// The system font for a text style at a content size category (UIKit's
    /// `preferredFont(forTextStyle:compatibleWith:)` with a trait collection carrying
    /// `category`; ``ContentSizeCategory/unspecified`` and the default give Large).
    ///
    /// The font is remembered as this style's (see ``dynamicTypeOrigin``), so a label that
    /// adjusts its font for the content size category can find the style again.
    /// - Complexity: O(1).
    public static func preferredFont(forTextStyle style: TextStyle, contentSizeCategory category: ContentSizeCategory = .large) -> Font {
        let font = systemFont(ofSize: style.pointSize(for: category), weight: style.weight)
        DynamicTypeRegistry.shared.record(.textStyle(style), for: font)
        return font
    }

    /// Where a Dynamic Type font came from (a text style, or a font scaled by ``FontMetrics``),
    /// or `nil` for a font made by size. When two origins produce the same font (the same face
    /// and size, e.g. subheadline and footnote at xSmall are both 12 pt), the latest one wins.
    public var dynamicTypeOrigin: DynamicTypeOrigin? { DynamicTypeRegistry.shared.origin(of: self) }

    /// This font's counterpart at another content size category, when it has a Dynamic Type
    /// origin; `nil` otherwise.
    public func resized(for category: ContentSizeCategory) -> Font? {
        dynamicTypeOrigin?.font(for: category)
    }
}

/// How a Dynamic Type font was made, so that it can be made again for another category.
public enum DynamicTypeOrigin: Sendable, Hashable {
    /// ``Font/preferredFont(forTextStyle:contentSizeCategory:)`` with this style.
    case textStyle(Font.TextStyle)
    /// ``FontMetrics/scaledFont(for:maximumPointSize:contentSizeCategory:)`` of a style's metrics,
    /// from a base font (its size at Large), with a maximum point size (0: none).
    case scaled(Font.TextStyle, base: Font, maximumPointSize: CGFloat)

    /// The font this origin gives at `category`.
    public func font(for category: ContentSizeCategory) -> Font {
        switch self {
        case let .textStyle(style):
            Font.preferredFont(forTextStyle: style, contentSizeCategory: category)
        case let .scaled(style, base, maximumPointSize):
            FontMetrics(forTextStyle: style).scaledFont(for: base, maximumPointSize: maximumPointSize, contentSizeCategory: category)
        }
    }
}

/// The fonts the Dynamic Type API handed out and their origins (process-wide, thread-safe,
/// bounded: it starts over past 4,096 fonts).
final class DynamicTypeRegistry: @unchecked Sendable {
    static let shared = DynamicTypeRegistry()
    private let lock = NSLock()
    private var origins: [Font: DynamicTypeOrigin] = [:]

    func record(_ origin: DynamicTypeOrigin, for font: Font) {
        lock.lock()
        defer { lock.unlock() }
        if origins.count >= 4096 { origins.removeAll() }
        origins[font] = origin
    }

    func origin(of font: Font) -> DynamicTypeOrigin? {
        lock.lock()
        defer { lock.unlock() }
        return origins[font]
    }
}
