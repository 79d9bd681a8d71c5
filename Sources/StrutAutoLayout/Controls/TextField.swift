import Foundation
import StrutText

/// A one-line editable text: UIKit's `UITextField` (border style none).
///
/// Metrics: ``intrinsicContentSize`` is, across, the wider of the text and the placeholder on
/// one line, and, down, one line of the font (rounded up to the pixel grid), each plus
/// ``textInsets`` (Strut's stand-in for overriding `textRect(forBounds:)`; default zero).
/// Font: the system font at 17 points. Hugging 250, compression resistance 750.
open class TextField: View {
    /// The text. Default empty.
    public var text: String? = "" { didSet { if text != oldValue { contentDidChange() } } }
    /// The text shown while ``text`` is empty.
    public var placeholder: String? { didSet { if placeholder != oldValue { contentDidChange() } } }
    /// The font. Default: the system font at 17 points.
    public var font: Font = .systemFont(ofSize: 17) { didSet { if font != oldValue { contentDidChange() } } }
    /// Space between the bounds and the text. Default zero.
    public var textInsets: EdgeInsets = .zero { didSet { if textInsets != oldValue { contentDidChange() } } }
    /// Pixels per point the height is rounded up to. Default 1.
    public var contentScaleFactor: CGFloat = 1 { didSet { if contentScaleFactor != oldValue { contentDidChange() } } }
    /// What measures the text (default `OpenTypeMeasurer`).
    public var measurer: any TextMeasuring = OpenTypeMeasurer() { didSet { contentDidChange() } }

    /// One line of `string` (a space for an empty one, so that the line keeps its height).
    private func line(_ string: String?) -> CGSize {
        let s = string ?? ""
        let size = TextLayout(
            text: s.isEmpty ? " " : s, style: TextStyle(font: font), width: .greatestFiniteMagnitude,
            scale: contentScaleFactor, measurer: measurer
        ).size
        return s.isEmpty ? CGSize(width: 0, height: size.height) : size
    }

    /// The wider of text and placeholder, one line high, plus ``textInsets``.
    open override var intrinsicContentSize: CGSize {
        let t = line(text), p = line(placeholder)
        let i = textInsets
        return CGSize(width: max(t.width, p.width) + i.left + i.right, height: max(t.height, p.height) + i.top + i.bottom)
    }

    /// ``intrinsicContentSize``, whatever the proposal.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The text (or placeholder), shown after the address in logs.
    open override var debugText: String? { (text?.isEmpty ?? true) ? placeholder : text }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
