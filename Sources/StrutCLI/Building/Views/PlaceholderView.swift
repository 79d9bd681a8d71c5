import Foundation
import StrutAutoLayout

/// An `image` of a layout file: its intrinsic size is the image's (`size: [w, h]`), and it
/// draws a placeholder named after that size, since layout files carry no pixels.
final class PlaceholderImageView: View {
    let contentSize: CGSize

    init(contentSize: CGSize) {
        self.contentSize = contentSize
        super.init(frame: .zero)
    }

    override var intrinsicContentSize: CGSize { contentSize }

    override func draw(_ rect: CGRect, in context: DrawingContext) {
        let name = "\(Int(contentSize.width.rounded()))×\(Int(contentSize.height.rounded()))"
        context.drawImage(named: name, in: bounds)
    }
}

/// A `view` of a layout file with an intrinsic size (`size: [w, h]`, either may be absent).
final class SizedView: View {
    let contentSize: CGSize

    init(contentSize: CGSize) {
        self.contentSize = contentSize
        super.init(frame: .zero)
    }

    override var intrinsicContentSize: CGSize { contentSize }
}
