import Foundation

/// An on/off switch: UIKit's `UISwitch`.
///
/// Metrics: a fixed intrinsic size of 51 × 31 points (UIKit's switch); hugging and
/// compression resistance 750 on both axes, so it keeps that size.
open class Switch: View {
    /// UIKit's switch size: 51 × 31.
    public static let systemSize = CGSize(width: 51, height: 31)

    /// Whether the switch is on. Default `false`.
    public var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }

    /// A switch, its autoresizing constraints on, sized 51 × 31 (UIKit ignores the frame's size).
    public override init(frame: CGRect = .zero) {
        super.init(frame: CGRect(origin: frame.origin, size: Switch.systemSize))
        for axis in [LayoutConstraintAxis.horizontal, .vertical] {
            setContentHuggingPriority(.defaultHigh, for: axis)
            setContentCompressionResistancePriority(.defaultHigh, for: axis)
        }
    }

    /// Sets ``isOn`` (there is no animation to run).
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// 51 × 31.
    open override var intrinsicContentSize: CGSize { Switch.systemSize }

    /// 51 × 31, whatever the proposal.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Switch.systemSize }
}
