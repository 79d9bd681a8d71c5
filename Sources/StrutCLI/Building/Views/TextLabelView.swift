import Foundation
import StrutAutoLayout
import StrutText

/// The `label` of a layout file: text measured and broken into lines by StrutText, with the
/// intrinsic size, height-for-width and baselines UILabel has, drawing one text run per line.
///
/// A stand-in for the library's own label view until that lands; it overrides only the
/// documented hooks of ``View``.
final class TextLabelView: View {
    let text: String
    let style: TextStyle
    let textColor: Color

    init(text: String, style: TextStyle, textColor: Color) {
        self.text = text
        self.style = style
        self.textColor = textColor
        super.init(frame: .zero)
    }

    private var cache: [CGFloat: TextLayout] = [:]

    /// The text laid out for a width (cached per width: the engine asks again in each pass).
    func layout(forWidth width: CGFloat) -> TextLayout {
        if let hit = cache[width] { return hit }
        let made = TextLayout(text: text, style: style, width: width, scale: 1)
        if cache.count > 64 { cache.removeAll() }
        cache[width] = made
        return made
    }

    /// One line's size, or the widest line of the text's explicit lines (UILabel without a
    /// preferred width).
    override var intrinsicContentSize: CGSize { layout(forWidth: .greatestFiniteMagnitude).size }

    override var intrinsicHeightDependsOnWidth: Bool { style.numberOfLines != 1 }

    override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        let natural = intrinsicContentSize
        return CGSize(width: natural.width, height: layout(forWidth: max(width, 0)).size.height)
    }

    override var firstBaselineOffsetFromTop: CGFloat? { layout(forWidth: .greatestFiniteMagnitude).firstBaseline }

    override var lastBaselineOffsetFromBottom: CGFloat {
        layout(forWidth: .greatestFiniteMagnitude).lastBaselineFromBottom
    }

    override func draw(_ rect: CGRect, in context: DrawingContext) {
        let laidOut = layout(forWidth: bounds.width)
        let fontName = style.font.description
        for line in laidOut.lines {
            context.draw(
                TextRun(
                    text: line.text, fontName: fontName, fontSize: style.font.size, color: textColor, rect: line.frame,
                    baselineOffset: line.baseline - line.frame.minY))
        }
    }
}
