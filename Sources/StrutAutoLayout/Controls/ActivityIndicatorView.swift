import Foundation

/// A spinning progress indicator: UIKit's `UIActivityIndicatorView`.
///
/// Metrics: 20 × 20 points for the ``Style/medium`` style and 37 × 37 for ``Style/large``
/// (UIKit's sizes); hugging and compression resistance 750 on both axes.
open class ActivityIndicatorView: View {
    /// The indicator's size: UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable, Hashable, CaseIterable {
        /// 20 × 20.
        case medium
        /// 37 × 37.
        case large

        /// The indicator's size in this style.
        public var size: CGSize {
            switch self {
            case .medium: CGSize(width: 20, height: 20)
            case .large: CGSize(width: 37, height: 37)
            }
        }
    }

    /// The style. Default ``Style/medium``.
    public var style: Style = .medium { didSet { if style != oldValue { invalidateIntrinsicContentSize() } } }
    /// Whether it spins.
    public private(set) var isAnimating = false
    /// Whether it is hidden while not spinning. Default `true`.
    public var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }

    /// An indicator of a style, its autoresizing constraints on, sized to the style.
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
        isHidden = true
        for axis in [LayoutConstraintAxis.horizontal, .vertical] {
            setContentHuggingPriority(.defaultHigh, for: axis)
            setContentCompressionResistancePriority(.defaultHigh, for: axis)
        }
    }

    /// Starts spinning (and shows the indicator).
    public func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning (and hides the indicator when ``hidesWhenStopped``).
    public func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { style.size }

    /// The style's size, whatever the proposal.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { style.size }
}
