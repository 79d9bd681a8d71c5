import Foundation
import StrutGeometry
import StrutText

/// The kinds of button ``ButtonLayout`` measures, after `UIButton.ButtonType`.
public enum ButtonLayoutType: Sendable, Hashable {
    /// A plain button: title font 18 pt by default.
    case custom
    /// A system button: title font 15 pt by default.
    case system
    /// A detail disclosure button (a 22×22 image by default).
    case detailDisclosure
    /// A light info button (a 22×22 image by default).
    case infoLight
    /// A dark info button (a 22×22 image by default).
    case infoDark
    /// A contact add button (a 22×22 image by default).
    case contactAdd
}

/// The image of a ``ButtonLayout``, for measurement.
public enum ButtonLayoutImage: Sendable, Hashable {
    /// The button type's own image: none for custom and system buttons, 22×22 otherwise.
    case defaultImage
    /// A custom image of this size.
    case size(CGSize)
}

/// A layout for a button with a title and an optional image (LayoutKit's `ButtonLayout`).
///
/// Measured with LayoutKit's model of `UIButton`'s metrics:
///
/// ```
/// width  = max(minWidth, ceil(image.w + title.w + insets.left + insets.right))
/// height = ceil(max(image.h, title.h) + insets.top + insets.bottom + verticalPadding)
/// ```
///
/// capped at the proposal, where the title is measured as a ``LabelLayout`` with no line limit
/// (an empty title of a custom or system button is as tall as a space and zero wide), and
/// `minWidth` = 30, `verticalPadding` = 12 for custom and system buttons without a custom image
/// or insets (0 otherwise). Strut has no button view: the default view is a label showing the
/// title; give a ``ViewRecipe`` for your own control.
public final class ButtonLayout: Layout, MeasurementCaching {
    /// The button type.
    public let type: ButtonLayoutType
    /// The title.
    public let title: String
    /// The image, for measurement.
    public let image: ButtonLayoutImage
    /// The title's font; `nil` for the type's default.
    public let font: Font?
    /// Insets around the content; `nil` for none.
    public let contentEdgeInsets: EdgeInsets?
    /// Measures the title.
    public let measurer: any TextMeasuring
    /// How the layout positions itself in the rectangle its parent gives it.
    public let alignment: Alignment
    /// How willing the layout is to grow or shrink.
    public let flexibility: Flexibility
    /// The identifier used to recycle this layout's view.
    public let viewReuseId: String?
    /// How this layout's view is made; `nil` for the default view.
    public let view: ViewRecipe?

    /// The last few measurements (see ``MeasurementCaching``).
    @exclusivity(unchecked) package nonisolated(unsafe) var measurementCache = MeasurementCache()

    /// Creates a button layout.
    public init(
        type: ButtonLayoutType = .system,
        title: String,
        image: ButtonLayoutImage = .defaultImage,
        font: Font? = nil,
        contentEdgeInsets: EdgeInsets? = nil,
        alignment: Alignment = .topLeading,
        flexibility: Flexibility = .flexible,
        viewReuseId: String? = nil,
        measurer: any TextMeasuring = OpenTypeMeasurer(),
        view: ViewRecipe? = nil
    ) {
        self.type = type
        self.title = title
        self.image = image
        self.font = font
        self.contentEdgeInsets = contentEdgeInsets
        self.measurer = measurer
        self.alignment = alignment
        self.flexibility = flexibility
        self.viewReuseId = viewReuseId
        self.view = view
    }

    /// A button always has a view.
    public var needsView: Bool { true }

    private static let customFont: Font = .systemFont(ofSize: 18)
    private static let systemFont: Font = .systemFont(ofSize: 15)

    /// The font the title is measured with: the given one, or 18 pt (custom), 15 pt (others).
    public var fontForMeasurement: Font {
        switch type {
        case .custom: font ?? Self.customFont
        case .system: font ?? Self.systemFont
        default: Self.systemFont
        }
    }

    private var imageSize: CGSize {
        switch (image, type) {
        case let (.size(size), _): size
        case (.defaultImage, .custom), (.defaultImage, .system): .zero
        case (.defaultImage, _): CGSize(width: 22, height: 22)
        }
    }

    /// Whether the button has a custom image or insets, which drops the default padding.
    private var hasCustomStyle: Bool {
        if case .size = image { return true }
        if let insets = contentEdgeInsets, insets != .zero { return true }
        return false
    }

    /// The button's size by LayoutKit's metrics, capped at `maxSize`.
    public func measurement(within maxSize: CGSize) -> LayoutMeasurement {
        cachedMeasurement(within: maxSize) {
            let insets = contentEdgeInsets ?? .zero
            let plain = (type == .custom || type == .system) && !hasCustomStyle
            let minWidth: CGFloat = plain ? 30 : 0
            let verticalPadding: CGFloat = plain ? 12 : 0
            let titleSize = self.titleSize(within: maxSize)
            let image = imageSize
            let width = max(minWidth, (image.width + titleSize.width + insets.left + insets.right).rounded(.up))
            let height = (max(image.height, titleSize.height) + insets.top + insets.bottom + verticalPadding).rounded(.up)
            let size = CGSize(width: min(width, max(0, maxSize.width)), height: min(height, max(0, maxSize.height)))
            return LayoutMeasurement(layout: self, size: size, maxSize: maxSize, sublayouts: [])
        }
    }

    private func titleSize(within maxSize: CGSize) -> CGSize {
        let style = TextStyle(font: fontForMeasurement, numberOfLines: 0, lineBreakMode: .byTruncatingMiddle)
        let width = max(0, maxSize.width)
        if title.isEmpty {
            guard type == .custom || type == .system else { return .zero }
            return CGSize(width: 0, height: measurer.size(of: " ", style: style, width: width).height)
        }
        return measurer.size(of: title, style: style, width: width)
    }

    /// Aligns the measured size in `rect`.
    public func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement {
        LayoutArrangement(layout: self, frame: alignment.position(size: measurement.size, in: rect), sublayouts: [])
    }
}
