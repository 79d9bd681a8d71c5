import Foundation
import StrutText

/// Multi-line editable text: UIKit's `UITextView`.
///
/// Metrics: while ``isScrollEnabled`` (the default) it has no intrinsic size, as UIKit's
/// scrolling text view. Without scrolling it sizes like a wrapping label: the text wrapped at
/// the width the layout gives it, minus ``textContainerInset`` left and right and
/// ``lineFragmentPadding`` on each side, plus the insets; one line high when empty. UIKit's
/// defaults: insets 8 top and bottom, 0 left and right; padding 5; font the system font at 12
/// points.
open class TextView: View {
    /// The text. Default empty.
    public var text: String = "" { didSet { if text != oldValue { contentDidChange() } } }
    /// The font. Default: the system font at 12 points (UIKit's text view default).
    public var font: Font = .systemFont(ofSize: 12) { didSet { if font != oldValue { contentDidChange() } } }
    /// Whether the text scrolls inside a fixed frame (then there is no intrinsic size). Default `true`.
    public var isScrollEnabled = true { didSet { if isScrollEnabled != oldValue { contentDidChange() } } }
    /// Space between the bounds and the text container. Default 8 top and bottom, 0 sides.
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { contentDidChange() } }
    }
    /// Space inside the text container on each side of each line. Default 5.
    public var lineFragmentPadding: CGFloat = 5 { didSet { if lineFragmentPadding != oldValue { contentDidChange() } } }
    /// Pixels per point sizes are rounded up to. Default 1.
    public var contentScaleFactor: CGFloat = 1 { didSet { if contentScaleFactor != oldValue { contentDidChange() } } }
    /// What measures the text (default `OpenTypeMeasurer`).
    public var measurer: any TextMeasuring = OpenTypeMeasurer() { didSet { contentDidChange() } }

    /// The horizontal space around the text: insets plus padding on both sides.
    private var horizontalChrome: CGFloat { textContainerInset.left + textContainerInset.right + 2 * lineFragmentPadding }

    /// The text's size wrapped at `textWidth` plus the chrome.
    private func measured(textWidth: CGFloat) -> CGSize {
        let style = TextStyle(font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let empty = text.isEmpty
        let size = TextLayout(
            text: empty ? " " : text, style: style, width: max(textWidth, 0), scale: contentScaleFactor, measurer: measurer
        ).size
        return CGSize(
            width: (empty ? 0 : size.width) + horizontalChrome,
            height: size.height + textContainerInset.top + textContainerInset.bottom)
    }

    /// None while scrolling; otherwise the text on unwrapped lines plus the chrome.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return measured(textWidth: .greatestFiniteMagnitude)
    }

    /// `true` without scrolling: the height follows the solved width.
    open override var intrinsicHeightDependsOnWidth: Bool { !isScrollEnabled }

    /// The text wrapped at `width` minus the chrome, plus the chrome.
    open override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        guard !isScrollEnabled else { return intrinsicContentSize }
        return measured(textWidth: width - horizontalChrome)
    }

    /// The text wrapped at the proposed width plus the chrome (while scrolling too, as UIKit).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
        return measured(textWidth: width - horizontalChrome)
    }

    /// The text, shown after the address in logs.
    open override var debugText: String? { text }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
