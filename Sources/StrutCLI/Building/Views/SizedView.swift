import Foundation
import StrutAutoLayout

/// A `view` of a layout file with an intrinsic size (`size: [w, h]`, either may be absent).
final class SizedView: View {
    let contentSize: CGSize

    init(contentSize: CGSize) {
        self.contentSize = contentSize
        super.init(frame: .zero)
    }

    override var intrinsicContentSize: CGSize { contentSize }
}
