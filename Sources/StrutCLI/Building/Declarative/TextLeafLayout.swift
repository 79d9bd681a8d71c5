import Foundation
import StrutDeclarative
import StrutText

/// The `label` node of a declarative layout file: LayoutKit's LabelLayout semantics (flexible,
/// top-leading, as tall as its lines within the width it is offered), measured by StrutText.
///
/// A stand-in until StrutDeclarative ships its own label layout; it uses only the public
/// ``Layout`` protocol.
final class TextLeafLayout: Layout {
    let text: String
    let style: TextStyle
    /// Where the text sits in the rectangle it is given (LayoutKit's default: top leading).
    let alignment: Alignment
    let flexibility: Flexibility
    let viewReuseId: String?

    var needsView: Bool { true }

    init(text: String, style: TextStyle, alignment: Alignment, flexibility: Flexibility, viewReuseId: String?) {
        self.text = text
        self.style = style
        self.alignment = alignment
        self.flexibility = flexibility
        self.viewReuseId = viewReuseId
    }

    func textLayout(width: CGFloat) -> TextLayout {
        TextLayout(text: text, style: style, width: width)
    }

    func measurement(within maxSize: CGSize) -> LayoutMeasurement {
        let size = textLayout(width: maxSize.width).size
        return LayoutMeasurement(
            layout: self, size: CGSize(width: min(size.width, maxSize.width), height: min(size.height, maxSize.height)),
            maxSize: maxSize, sublayouts: [])
    }

    func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement {
        LayoutArrangement(layout: self, frame: alignment.position(size: measurement.size, in: rect), sublayouts: [])
    }
}
