import Foundation
import StrutAutoLayout

/// A leaf view of a fixed intrinsic size, with optional baselines: a stand-in for a label or an
/// image whose content is already measured, so that a workload or a test exercises layout and
/// nothing else.
public final class Box: View {
    /// The intrinsic content size.
    public let size: CGSize
    /// The first baseline's distance from the top, or `nil` (no baseline: the top is used).
    public let firstBaseline: CGFloat?
    /// The last baseline's distance from the bottom.
    public let lastBaselineFromBottom: CGFloat

    /// A box of `width` × `height` points, named `name` (its identifier), with baselines at
    /// `first` from the top and `lastFromBottom` from the bottom.
    public init(
        _ width: CGFloat, _ height: CGFloat, first: CGFloat? = nil, lastFromBottom: CGFloat = 0, name: String? = nil
    ) {
        size = CGSize(width: width, height: height)
        firstBaseline = first
        lastBaselineFromBottom = lastFromBottom
        super.init(frame: .zero)
        identifier = name
    }

    public override var intrinsicContentSize: CGSize { size }
    public override var firstBaselineOffsetFromTop: CGFloat? { firstBaseline }
    public override var lastBaselineOffsetFromBottom: CGFloat { lastBaselineFromBottom }
}
