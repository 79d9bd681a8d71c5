import Foundation
import StrutText

/// A view that shows text: UIKit's `UILabel`, measured by StrutText.
///
/// Its ``intrinsicContentSize`` is the size of its text, so constraints can hug it and resist
/// compressing it (priorities 250 and 750, UIKit's defaults for a label made in code). A label
/// with ``numberOfLines`` other than 1 and no ``preferredMaxLayoutWidth`` wraps to whatever
/// width the layout gives it: the engine asks ``intrinsicContentSize(forWidth:)`` with the
/// solved width and takes the height from it in the same layout pass. Its baselines feed
/// `firstBaselineAnchor` and `lastBaselineAnchor`.
///
/// ```swift
/// let label = Label(text: "Hello, Strut")
/// label.numberOfLines = 0
/// label.translatesAutoresizingMaskIntoConstraints = false
/// ```
open class Label: View {
    /// The text shown; `nil` or empty shows nothing and has a zero intrinsic size.
    public var text: String? {
        didSet {
            guard text != oldValue else { return }
            if !isSettingRichText { richTextStorage = nil }
            textDidChange()
        }
    }
    /// The font (default: the system font, 17 pt, as `UILabel`).
    public var font: Font {
        get { style.font }
        set { if newValue != style.font { style.font = newValue; textDidChange() } }
    }
    /// The text's color (default black).
    public var textColor: Color = .black {
        didSet {
            guard textColor != oldValue else { return }
            richLayoutCache.removeAll(keepingCapacity: true)
            setNeedsDisplay()
        }
    }
    /// The most lines to show; 0 for as many as needed (default 1).
    public var numberOfLines: Int {
        get { style.numberOfLines }
        set { if newValue != style.numberOfLines { style.numberOfLines = newValue; textDidChange() } }
    }
    /// How lines wrap and the last one truncates (default `LineBreakMode.byTruncatingTail`).
    public var lineBreakMode: LineBreakMode {
        get { style.lineBreakMode }
        set { if newValue != style.lineBreakMode { style.lineBreakMode = newValue; textDidChange() } }
    }
    /// How lines sit horizontally (default `TextAlignment.natural`).
    public var textAlignment: TextAlignment {
        get { style.alignment }
        set {
            guard newValue != style.alignment else { return }
            style.alignment = newValue
            // Line positions in a layout depend on the alignment; sizes do not.
            layoutCache.removeAll(keepingCapacity: true)
            richLayoutCache.removeAll(keepingCapacity: true)
            setNeedsDisplay()
        }
    }
    /// An exact line height (`nil`, the default, uses the font's).
    public var lineHeight: CGFloat? {
        get { style.lineHeight }
        set { if newValue != style.lineHeight { style.lineHeight = newValue; textDidChange() } }
    }
    /// Extra space between lines (default 0).
    public var lineSpacing: CGFloat {
        get { style.lineSpacing }
        set { if newValue != style.lineSpacing { style.lineSpacing = newValue; textDidChange() } }
    }
    /// The six properties above, as set (``textStyle`` clamps them): one stored value, so that
    /// reading the style or configuring the label is one access to the label, not one per property.
    private var style = TextStyle(font: .systemFont(ofSize: 17))
    /// The width a multi-line label wraps at to compute ``intrinsicContentSize``; 0 (the default)
    /// lets the layout decide: the label then wraps at the width the engine solves for it.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } }
    }
    /// Pixels per point: sizes are rounded up to this grid (UIKit's `contentScaleFactor`; default 1).
    public var contentScaleFactor: CGFloat = 1 { didSet { if contentScaleFactor != oldValue { textDidChange() } } }
    /// What measures the text (default `OpenTypeMeasurer`, pure Swift).
    public var measurer: any TextMeasuring = OpenTypeMeasurer() {
        didSet {
            measurerIsDefault = type(of: measurer) == OpenTypeMeasurer.self
            textDidChange()
        }
    }
    /// Whether ``measurer`` is an `OpenTypeMeasurer` (kept, so that asking needs no copy of the
    /// existential: see ``hasDefaultMeasurer``).
    private var measurerIsDefault = true
    /// Whether ``measurer`` is the default `OpenTypeMeasurer` (which has no settings, so any two
    /// are equal), answered without copying the measurer.
    package var hasDefaultMeasurer: Bool { measurerIsDefault }

    /// The last layouts computed, by width; cleared when anything that affects them changes.
    private var layoutCache: [(width: CGFloat, layout: TextLayout)] = []
    /// While ``configure(text:font:numberOfLines:lineBreakMode:lineHeight:scale:measured:)``
    /// sets several properties, their changes are noted here and applied once at the end.
    private var textChangesHeld = false
    private var textChangedWhileHeld = false

    // MARK: Attributed text and fitting (Label+AttributedText.swift, Label+FontFitting.swift)
    /// The runs of fonts and colours, when the text is attributed.
    var richTextStorage: AttributedText?
    /// True while ``richText`` sets ``text`` (which would otherwise drop the runs).
    var isSettingRichText = false
    /// The last attributed layouts computed, by width.
    var richLayoutCache: [(width: CGFloat, layout: AttributedTextLayout)] = []
    /// The last font scale chosen for a bounds size by ``adjustsFontSizeToFitWidth``.
    var fontScaleCache: (size: CGSize, scale: CGFloat)?
    /// Whether the font shrinks to fit the bounds (see Label+FontFitting.swift).
    public var adjustsFontSizeToFitWidth = false { didSet { if adjustsFontSizeToFitWidth != oldValue { textDidChange() } } }
    /// The smallest fraction of the font size the text shrinks to (see Label+FontFitting.swift).
    public var minimumScaleFactor: CGFloat = 0 {
        didSet {
            guard minimumScaleFactor.isFinite, minimumScaleFactor >= 0, minimumScaleFactor <= 1 else {
                minimumScaleFactor = oldValue
                return
            }
            if minimumScaleFactor != oldValue { textDidChange() }
        }
    }

    /// A label showing `text`, its autoresizing constraints on (UIKit's default in code).
    public init(text: String? = nil, frame: CGRect = .zero) {
        self.text = text
        super.init(frame: frame)
    }

    /// The text style the label's properties describe.
    public var textStyle: TextStyle {
        var clamped = style
        clamped.numberOfLines = max(clamped.numberOfLines, 0)
        if let height = clamped.lineHeight { clamped.lineHeight = max(height, 0) }
        return clamped
    }

    /// The label's text laid out for `width` (cached: the last few widths are kept; a layout
    /// for a wider width whose lines all fit `width` answers without breaking the text again,
    /// see `TextLayout.narrowed(toWidth:)`).
    /// - Complexity: O(n) in the text's characters on a cache miss, O(1) on a hit.
    public func textLayout(forWidth width: CGFloat) -> TextLayout {
        if let hit = layoutCache.first(where: { $0.width == width }) { return hit.layout }
        let layout =
            layoutCache.lazy.compactMap { $0.layout.narrowed(toWidth: width) }.first
            ?? TextLayout(text: text ?? "", style: textStyle, width: width, scale: contentScaleFactor, measurer: measurer)
        rememberTextLayout(layout, forWidth: width)
        return layout
    }

    /// Sets the text and the properties a declarative layout measured it with, invalidating the
    /// label's layout once if any of them changed (each setter alone invalidates it again), then
    /// takes `measured` into the cache (see ``adoptTextLayout(_:)``). The same as setting each
    /// property in turn and adopting the layout.
    package func configure(
        text newText: String, font newFont: Font, numberOfLines newNumberOfLines: Int, lineBreakMode newLineBreakMode: LineBreakMode,
        lineHeight newLineHeight: CGFloat?, scale: CGFloat, measured: TextLayout?
    ) {
        var newStyle = style
        newStyle.font = newFont
        newStyle.numberOfLines = newNumberOfLines
        newStyle.lineBreakMode = newLineBreakMode
        newStyle.lineHeight = newLineHeight
        _ = configure(text: newText, style: newStyle, scale: scale)
        if let measured { adoptTextLayout(measured) }
    }

    /// Takes a layout of this label's text made elsewhere (a declarative layout's measurement)
    /// into the cache, so that drawing does not lay the text out again. Ignored unless it is a
    /// layout of exactly the label's text, style and scale; the caller vouches that it was
    /// measured by an equal ``measurer``.
    package func adoptTextLayout(_ layout: TextLayout) {
        guard richTextStorage == nil, layout.text == (text ?? ""), layout.scale == contentScaleFactor,
            layout.style == textStyle, !layoutCache.contains(where: { $0.width == layout.width })
        else { return }
        rememberTextLayout(layout, forWidth: layout.width)
    }

    /// Sets the text, the style's font, line count, line break mode and line height and the
    /// scale as ``configure(text:font:numberOfLines:lineBreakMode:lineHeight:scale:measured:)``
    /// does (one invalidation if any changed).
    /// - Returns: whether anything changed (the label's text layouts were then all dropped).
    package func configure(text newText: String, style newStyle: TextStyle, scale: CGFloat) -> Bool {
        textChangesHeld = true
        text = newText
        font = newStyle.font
        numberOfLines = newStyle.numberOfLines
        lineBreakMode = newStyle.lineBreakMode
        lineHeight = newStyle.lineHeight
        contentScaleFactor = scale
        textChangesHeld = false
        guard textChangedWhileHeld else { return false }
        textChangedWhileHeld = false
        textDidChange()
        return true
    }

    /// Takes `measured` into the cache right after ``configure(text:style:scale:)`` set the
    /// label's text to `measured.text` and its style's font, line count, line break mode and
    /// line height to `measured.style`'s (as given to that call, `style` and `scale` here) —
    /// for a caller that vouches that `measured` is a layout of exactly that text in that style
    /// (what `TextMeasuring.layout` returns), measured by an equal ``measurer``. The same result
    /// as ``adoptTextLayout(_:)``, checking only what that call does not settle: the scale (a
    /// layout sanitizes it), attributed text, the alignment and line spacing (not set by the
    /// caller), the clamping of ``textStyle``, and a layout already cached at that width (only
    /// possible when `configure` changed nothing: `afterChange` false).
    package func adoptMeasuredTextLayout(
        _ measured: borrowing TextLayout, style newStyle: TextStyle, scale: CGFloat, afterChange changed: Bool
    ) {
        guard measured.scale == scale, richTextStorage == nil else { return }
        let current = style
        let measuredStyle = measured.style
        guard measuredStyle.alignment == current.alignment, measuredStyle.lineSpacing == current.lineSpacing,
            newStyle.numberOfLines >= 0, (newStyle.lineHeight ?? 0) >= 0
        else { return }
        if !changed, layoutCache.contains(where: { $0.width == measured.width }) { return }
        rememberTextLayout(copy measured, forWidth: measured.width)
    }

    private func rememberTextLayout(_ layout: TextLayout, forWidth width: CGFloat) {
        if layoutCache.count >= 4 { layoutCache.removeFirst() }
        layoutCache.append((width, layout))
    }

    /// The width text wraps at when no width is given by the layout.
    var intrinsicWrappingWidth: CGFloat {
        if numberOfLines != 1, preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return .greatestFiniteMagnitude
    }

    /// The text's size: on one line (for `numberOfLines == 1`, or before the layout gave a
    /// width), or wrapped at ``preferredMaxLayoutWidth`` when it is set.
    open override var intrinsicContentSize: CGSize {
        if richTextStorage != nil { return richTextLayout(forWidth: intrinsicWrappingWidth).size }
        return textLayout(forWidth: intrinsicWrappingWidth).size
    }

    /// True for a multi-line label without ``preferredMaxLayoutWidth``: its height follows the
    /// width the engine solves.
    open override var intrinsicHeightDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The text's size when wrapped at `width`.
    open override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        guard intrinsicHeightDependsOnWidth else { return intrinsicContentSize }
        if richTextStorage != nil { return richTextLayout(forWidth: max(width, 0)).size }
        return textLayout(forWidth: max(width, 0)).size
    }

    /// The size that fits the text within `size` (UIKit's `sizeThatFits(_:)`): wrapped at
    /// `size.width` (unless ``numberOfLines`` is 1), never taller than the lines allowed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 || size.width <= 0 ? CGFloat.greatestFiniteMagnitude : size.width
        if richTextStorage != nil { return richTextLayout(forWidth: width).size }
        return textLayout(forWidth: width).size
    }

    /// The first line's baseline below the top: the font's ascender (with the line height's
    /// extra space), independent of the width.
    open override var firstBaselineOffsetFromTop: CGFloat? {
        guard let text, !text.isEmpty else { return nil }
        if richTextStorage != nil { return richTextLayout(forWidth: intrinsicWrappingWidth).firstBaseline }
        return textLayout(forWidth: intrinsicWrappingWidth).firstBaseline
    }

    /// The last line's baseline above the bottom, independent of the width.
    open override var lastBaselineOffsetFromBottom: CGFloat {
        guard let text, !text.isEmpty else { return 0 }
        if richTextStorage != nil {
            let layout = richTextLayout(forWidth: intrinsicWrappingWidth)
            return layout.size.height - layout.lastBaseline
        }
        return textLayout(forWidth: intrinsicWrappingWidth).lastBaselineFromBottom
    }

    /// The text, shown after the address in logs as UIKit shows a label's text.
    open override var debugText: String? { text }

    /// Draws the text: one ``TextRun`` per line (see ``textRuns(in:)``).
    open override func draw(_ rect: CGRect, in context: DrawingContext) {
        drawText(in: context)
    }

    func textDidChange() {
        if textChangesHeld {
            textChangedWhileHeld = true
            return
        }
        layoutCache.removeAll(keepingCapacity: true)
        richLayoutCache.removeAll(keepingCapacity: true)
        fontScaleCache = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
