import Foundation
import StrutGeometry
import StrutText

/// How much room a dimension has, in broad terms: UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable {
    /// Not known (outside a window).
    case unspecified = 0
    /// Constrained space: an iPhone's width in portrait, its height in landscape.
    case compact = 1
    /// Expansive space: an iPad's width and height, an iPhone's height in portrait.
    case regular = 2
}

/// The kind of device a window stands for: UIKit's `UIUserInterfaceIdiom`.
public enum UserInterfaceIdiom: Int, Sendable, Hashable, CaseIterable {
    /// Inferred from the window's size (see ``TraitCollection/sizeClasses(for:idiom:)``).
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
}

/// The layout direction as a trait: UIKit's `UITraitEnvironmentLayoutDirection`.
public enum TraitEnvironmentLayoutDirection: Int, Sendable, Hashable, CaseIterable {
    /// Not known.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// The environment a view is laid out in: UIKit's `UITraitCollection`.
///
/// A window derives its traits from its size (the size classes, see
/// ``sizeClasses(for:idiom:)``), its ``Window/layoutDirection``, and the inputs
/// ``Window/preferredContentSizeCategory``, ``Window/displayScale`` and
/// ``Window/userInterfaceIdiom``; every view in it has the window's traits. When they change,
/// the render loop calls ``View/traitCollectionDidChange(_:)`` and
/// ``ViewController/traitCollectionDidChange(_:)`` before the next update-constraints pass.
public struct TraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// The width's size class.
    public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified
    /// The height's size class.
    public var verticalSizeClass: UserInterfaceSizeClass = .unspecified
    /// The reader's text size.
    public var preferredContentSizeCategory: ContentSizeCategory = .unspecified
    /// The layout direction.
    public var layoutDirection: TraitEnvironmentLayoutDirection = .unspecified
    /// Pixels per point; 0 when unspecified.
    public var displayScale: CGFloat = 0
    /// The device kind.
    public var userInterfaceIdiom: UserInterfaceIdiom = .unspecified

    /// A collection with every trait unspecified.
    public init() {}

    /// A collection with only the horizontal size class specified.
    public init(horizontalSizeClass: UserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    /// A collection with only the vertical size class specified.
    public init(verticalSizeClass: UserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }
    /// A collection with only the content size category specified.
    public init(preferredContentSizeCategory: ContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }
    /// A collection with only the layout direction specified.
    public init(layoutDirection: TraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    /// A collection with only the display scale specified.
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    /// A collection with only the idiom specified.
    public init(userInterfaceIdiom: UserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }

    /// The collections merged: each trait is the last specified value among them.
    public init(traitsFrom collections: [TraitCollection]) {
        for c in collections {
            if c.horizontalSizeClass != .unspecified { horizontalSizeClass = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { verticalSizeClass = c.verticalSizeClass }
            if c.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = c.preferredContentSizeCategory }
            if c.layoutDirection != .unspecified { layoutDirection = c.layoutDirection }
            if c.displayScale != 0 { displayScale = c.displayScale }
            if c.userInterfaceIdiom != .unspecified { userInterfaceIdiom = c.userInterfaceIdiom }
        }
    }

    /// Whether every trait `other` specifies has the same value here (an unspecified trait of
    /// `other` matches anything; `nil` matches everything).
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        if other.horizontalSizeClass != .unspecified, other.horizontalSizeClass != horizontalSizeClass { return false }
        if other.verticalSizeClass != .unspecified, other.verticalSizeClass != verticalSizeClass { return false }
        if other.preferredContentSizeCategory != .unspecified,
            other.preferredContentSizeCategory != preferredContentSizeCategory
        {
            return false
        }
        if other.layoutDirection != .unspecified, other.layoutDirection != layoutDirection { return false }
        if other.displayScale != 0, other.displayScale != displayScale { return false }
        if other.userInterfaceIdiom != .unspecified, other.userInterfaceIdiom != userInterfaceIdiom { return false }
        return true
    }

    /// `<TraitCollection; H: compact; V: regular; category: L; direction: LTR; scale: 3; idiom: phone>`.
    public var description: String {
        func name(_ s: UserInterfaceSizeClass) -> String {
            switch s {
            case .unspecified: "unspecified";
            case .compact: "compact";
            case .regular: "regular"
            }
        }
        let direction =
            switch layoutDirection {
            case .unspecified: "unspecified";
            case .leftToRight: "LTR";
            case .rightToLeft: "RTL"
            }
        let idiom =
            switch userInterfaceIdiom {
            case .unspecified: "unspecified";
            case .phone: "phone";
            case .pad: "pad"
            }
        return "<TraitCollection; H: \(name(horizontalSizeClass)); V: \(name(verticalSizeClass)); "
            + "category: \(preferredContentSizeCategory); direction: \(direction); scale: \(formatNumber(displayScale)); idiom: \(idiom)>"
    }
}
