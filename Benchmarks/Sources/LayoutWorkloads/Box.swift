import Foundation
import StrutAutoLayout

/// A leaf view of a fixed intrinsic size: a stand-in for a label or an image whose content
/// is already measured, so a workload times layout and nothing else.
public final class Box: View {
    let size: CGSize

    /// A box of `width` × `height` points.
    public init(_ width: CGFloat, _ height: CGFloat, name: String? = nil) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        identifier = name
    }

    public override var intrinsicContentSize: CGSize { size }
}

/// A window tall enough for every scenario (its height does not constrain anything).
func makeWindow(width: CGFloat = 375) -> Window {
    Window(size: CGSize(width: width, height: 1_000_000))
}
