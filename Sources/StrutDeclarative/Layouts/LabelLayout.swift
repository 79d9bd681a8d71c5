import Foundation
import StrutText

/// A layout for text, measured with a `TextMeasuring` (StrutText) (LayoutKit's `LabelLayout`).
///
/// Measurement lays the text out for the proposal's width with the font, number of lines, line
/// break mode and line height, rounds up to the pixel grid of ``scale``, and caps the result at
/// the proposal. Empty text measures zero. Arrangement aligns that size with ``alignment``
/// (top leading by default). The layout always needs a view: by default a `Label` configured
/// with the same text, style, measurer and scale (so it draws what was measured), or the view of
/// a ``ViewRecipe``.
///
/// Differences from LayoutKit:
/// - text is measured by the text module (UAX #14 line breaking, OpenType advances and kerning)
///   instead of `NSString.boundingRect`, so the size is what the label draws (LayoutKit #123);
/// - a label limited by ``numberOfLines`` measures as wide as its widest kept (possibly
///   truncated) line; LayoutKit widened it to the whole proposal whenever it truncated;
/// - there are no attributed strings.
public final class LabelLayout: Layout, MeasurementCaching {
    /// The text.
    public let text: String
    /// The font, line count, line break mode and line height the text is measured with.
    public let style: TextStyle
    /// Measures the text; the pure-Swift OpenType measurer by default.
    public let measurer: any TextMeasuring
    /// Pixels per point: sizes are rounded up to this grid.
    public let scale: CGFloat
    /// How the layout positions itself in the rectangle its parent gives it.
    public let alignment: Alignment
    /// How willing the layout is to grow or shrink; ``Flexibility/flexible`` unless given.
    public let flexibility: Flexibility
    /// The identifier used to recycle this layout's view.
    public let viewReuseId: String?
    /// How this layout's view is made; `nil` for the default label view.
    public let view: ViewRecipe?

    /// The last few measurements (see ``MeasurementCaching``).
    @exclusivity(unchecked) package nonisolated(unsafe) var measurementCache = MeasurementCache()
    /// The text layout the last measurement made, kept for the label view that the layout later
    /// configures (it takes it over instead of laying the text out again when it draws). Touched
    /// only under the layout's ``CacheLocks`` lock; the text is laid out outside it. Not an
    /// optional: an optional `TextLayout` was destroyed through the runtime's generic value
    /// witnesses of `Optional`, hundreds of instructions per label whenever a layout tree was
    /// freed (and a box would cost an allocation per label); ``noMeasuredText`` until measured.
    @exclusivity(unchecked) private nonisolated(unsafe) var measuredText = LabelLayout.noMeasuredText
    /// Whether ``measuredText`` holds a measurement (under the same lock).
    @exclusivity(unchecked) private nonisolated(unsafe) var hasMeasuredText = false

    /// What ``measuredText`` holds before any measurement: an empty layout, made once.
    private static let noMeasuredText = TextLayout(
        text: "", style: TextStyle(font: defaultFont), width: 0, scale: 1, measurer: OpenTypeMeasurer())

    /// The default font: the system font at 17 points, as `UILabel`'s (looked up once).
    public static let defaultFont: Font = .systemFont(ofSize: 17)

    /// Creates a label layout.
    ///
    /// - Parameters:
    ///   - text: The text shown.
    ///   - font: The font measured and drawn; the system font at 17 points by default.
    ///   - lineHeight: An exact line height; `nil` for the font's.
    ///   - numberOfLines: The most lines; 0 (the default, as in LayoutKit) for as many as needed.
    ///   - lineBreakMode: How lines wrap and the last line truncates.
    ///   - alignment: How the measured text positions itself in the rectangle its parent gives it.
    ///   - flexibility: How willing the layout is to grow or shrink.
    ///   - viewReuseId: The identifier used to recycle the label's view.
    ///   - measurer: What measures the text; the bundled OpenType measurer by default.
    ///   - scale: The display scale that sizes are rounded up to (2 for a 2× screen).
    ///   - view: How the view is made; `nil` for a label.
    public init(
        text: String,
        font: Font = LabelLayout.defaultFont,
        lineHeight: CGFloat? = nil,
        numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .byTruncatingTail,
        alignment: Alignment = .topLeading,
        flexibility: Flexibility = .flexible,
        viewReuseId: String? = nil,
        measurer: any TextMeasuring = OpenTypeMeasurer(),
        scale: CGFloat = 1,
        view: ViewRecipe? = nil
    ) {
        self.text = text
        self.style = TextStyle(
            font: font, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, lineHeight: lineHeight)
        self.measurer = measurer
        self.scale = scale
        self.alignment = alignment
        self.flexibility = flexibility
        self.viewReuseId = viewReuseId
        self.view = view
    }

    /// The font.
    public var font: Font { style.font }
    /// The most lines; 0 for as many as needed.
    public var numberOfLines: Int { style.numberOfLines }
    /// How lines wrap and the last one truncates.
    public var lineBreakMode: LineBreakMode { style.lineBreakMode }

    /// A label always has a view.
    public var needsView: Bool { true }

    /// The text as this layout's last measurement laid it out, for the view that shows it.
    /// Before any measurement, or for empty text, `isMeasured` is `false` and `layout` an empty
    /// placeholder (a tuple, not an optional, so that nothing goes through generic value
    /// witnesses).
    /// Calls `body` with it, under the layout's cache lock (no copy of the text layout is made
    /// for the caller); `body` must not take a cache lock.
    package func withMeasuredText(_ body: (_ isMeasured: Bool, _ layout: borrowing TextLayout) -> Void) {
        CacheLocks.withLock(for: self) { body(hasMeasuredText, measuredText) }
    }

    /// The text's size for the proposal's width, capped at the proposal.
    ///
    /// - Complexity: O(n) in the characters of the text; O(1) for a repeated `maxSize`.
    public func measurement(within maxSize: CGSize) -> LayoutMeasurement {
        // `cachedMeasurement`'s look-up, then one lock for both the cache entry and the measured
        // text (the generic path locks once for each).
        var size = CGSize.zero
        var noSublayouts: [LayoutMeasurement] = []
        let hit = CacheLocks.withLock(for: self) { measurementCache.lookUp(maxSize, size: &size, sublayouts: &noSublayouts) }
        if hit { return LayoutMeasurement(layout: self, size: size, maxSize: maxSize, sublayouts: []) }
        // Measured without the lock (see `cachedMeasurement`).
        if text.isEmpty {
            size = .zero
            CacheLocks.withLock(for: self) { remember(size, within: maxSize) }
        } else {
            let width = max(0, maxSize.width)
            var layout = measurer.layout(text, style: style, width: width, scale: scale)
            size = CGSize(width: min(layout.size.width, width), height: min(layout.size.height, max(0, maxSize.height)))
            // Moved in, not copied: the earlier text layout comes out and is freed here, outside
            // the lock (a copy retained every array of the layout and released the local's again).
            CacheLocks.withLock(for: self) {
                swap(&measuredText, &layout)
                hasMeasuredText = true
                remember(size, within: maxSize)
            }
        }
        return LayoutMeasurement(layout: self, size: size, maxSize: maxSize, sublayouts: [])
    }

    /// Remembers the size measured within `maxSize` (under the cache lock).
    private func remember(_ size: CGSize, within maxSize: CGSize) {
        measurementCache.insertIfAbsent(MeasurementCache.Entry(maxSize: maxSize, size: size, sublayouts: []))
    }

    /// Aligns the measured size in `rect`.
    public func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement {
        LayoutArrangement(layout: self, frame: alignment.position(size: measurement.size, in: rect), sublayouts: [])
    }
}
