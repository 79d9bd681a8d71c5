import Foundation

/// The text size a reader chose in Settings: UIKit's `UIContentSizeCategory`.
///
/// Seven standard sizes (``extraSmall`` … ``extraExtraExtraLarge``, default ``large``) and five
/// accessibility sizes (``accessibilityMedium`` … ``accessibilityExtraExtraExtraLarge``, AX1–AX5).
/// ``unspecified`` (a trait collection that does not say) measures as ``large``. Categories are
/// ordered from smallest to largest.
public enum ContentSizeCategory: Int, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    /// No category given; fonts use ``large``.
    case unspecified = -1
    /// xSmall.
    case extraSmall = 0
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the system default.
    case large
    /// xLarge.
    case extraLarge
    /// xxLarge.
    case extraExtraLarge
    /// xxxLarge, the largest standard size.
    case extraExtraExtraLarge
    /// AX1.
    case accessibilityMedium
    /// AX2.
    case accessibilityLarge
    /// AX3.
    case accessibilityExtraLarge
    /// AX4.
    case accessibilityExtraExtraLarge
    /// AX5, the largest size.
    case accessibilityExtraExtraExtraLarge

    /// The twelve categories a reader can choose, smallest first (without ``unspecified``).
    public static let settable: [ContentSizeCategory] = allCases.filter { $0 != .unspecified }

    /// Whether this is one of the five accessibility sizes (AX1–AX5).
    public var isAccessibilityCategory: Bool { rawValue >= ContentSizeCategory.accessibilityMedium.rawValue }

    /// The category fonts are sized for: ``large`` for ``unspecified``, otherwise `self`.
    public var resolved: ContentSizeCategory { self == .unspecified ? .large : self }

    /// Orders from smallest to largest (``unspecified`` first).
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }

    /// UIKit's constant name without the prefix, e.g. `"UICTContentSizeCategoryL"`.
    public var description: String {
        switch self {
        case .unspecified: "_UICTContentSizeCategoryUnspecified"
        case .extraSmall: "UICTContentSizeCategoryXS"
        case .small: "UICTContentSizeCategoryS"
        case .medium: "UICTContentSizeCategoryM"
        case .large: "UICTContentSizeCategoryL"
        case .extraLarge: "UICTContentSizeCategoryXL"
        case .extraExtraLarge: "UICTContentSizeCategoryXXL"
        case .extraExtraExtraLarge: "UICTContentSizeCategoryXXXL"
        case .accessibilityMedium: "UICTContentSizeCategoryAccessibilityM"
        case .accessibilityLarge: "UICTContentSizeCategoryAccessibilityL"
        case .accessibilityExtraLarge: "UICTContentSizeCategoryAccessibilityXL"
        case .accessibilityExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXL"
        case .accessibilityExtraExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXXL"
        }
    }
}
