import Foundation
import StrutGeometry
import StrutText

/// A layout for a block of text with an inset text container (LayoutKit's `TextViewLayout`).
///
/// The text is measured like a ``LabelLayout`` with no line limit, word wrapping, within the
/// proposal's width minus ``textContainerInset`` and twice ``lineFragmentPadding``; the insets
/// and padding are then added back and the size is capped at the proposal. Empty text measures
/// as wide as the padding and as tall as one line (a text view keeps room for its caret).
/// The layout positions itself with ``layoutAlignment`` (top leading by default).
public final class TextViewLayout: Layout, MeasurementCaching {
    /// The text.
    public let text: String
    /// The font.
    public let font: Font
    /// Space added on each side of every line, inside the container.
    public let lineFragmentPadding: CGFloat
    /// Space between the layout's edges and the text container.
    public let textContainerInset: EdgeInsets
    /// Measures the text.
    public let measurer: any TextMeasuring
    /// Pixels per point: sizes are rounded up to this grid.
    public let scale: CGFloat
    /// How the layout positions itself in the rectangle its parent gives it.
    public let layoutAlignment: Alignment
    /// How willing the layout is to grow or shrink.
    public let flexibility: Flexibility
    /// The identifier used to recycle this layout's view.
    public let viewReuseId: String?
    /// How this layout's view is made; `nil` for the default text view.
    public let view: ViewRecipe?

    /// The last few measurements (see ``MeasurementCaching``).
    @exclusivity(unchecked) package nonisolated(unsafe) var measurementCache = MeasurementCache()

    /// The default font: the system font at 12 points (looked up once).
    public static let defaultFont: Font = .systemFont(ofSize: 12)

    /// Creates a text view layout (LayoutKit's default font is Helvetica 12; here the system
    /// font at 12 points).
    public init(
        text: String,
        font: Font = TextViewLayout.defaultFont,
        lineFragmentPadding: CGFloat = 0,
        textContainerInset: EdgeInsets = .zero,
        layoutAlignment: Alignment = .topLeading,
        flexibility: Flexibility = .flexible,
        viewReuseId: String? = nil,
        measurer: any TextMeasuring = OpenTypeMeasurer(),
        scale: CGFloat = 1,
        view: ViewRecipe? = nil
    ) {
        self.text = text
        self.font = font
        self.lineFragmentPadding = lineFragmentPadding
        self.textContainerInset = textContainerInset
        self.measurer = measurer
        self.scale = scale
        self.layoutAlignment = layoutAlignment
        self.flexibility = flexibility
        self.viewReuseId = viewReuseId
        self.view = view
    }

    /// A text view always has a view.
    public var needsView: Bool { true }

    /// The text's size within the container plus insets and padding, capped at `maxSize`.
    public func measurement(within maxSize: CGSize) -> LayoutMeasurement {
        cachedMeasurement(within: maxSize) {
            let horizontal = textContainerInset.left + textContainerInset.right + 2 * lineFragmentPadding
            let vertical = textContainerInset.top + textContainerInset.bottom
            let style = TextStyle(font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping)
            let width = max(0, maxSize.width - horizontal)
            var textSize = measurer.size(of: text.isEmpty ? " " : text, style: style, width: width, scale: scale)
            if text.isEmpty { textSize.width = 0 }
            let size = CGSize(
                width: min(textSize.width + horizontal, max(0, maxSize.width)),
                height: min(textSize.height + vertical, max(0, maxSize.height)))
            return LayoutMeasurement(layout: self, size: size, maxSize: maxSize, sublayouts: [])
        }
    }

    /// Aligns the measured size in `rect`.
    public func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement {
        LayoutArrangement(layout: self, frame: layoutAlignment.position(size: measurement.size, in: rect), sublayouts: [])
    }
}
