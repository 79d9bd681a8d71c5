import Foundation

extension View {
    /// What the base ``sizeThatFits(_:)`` returns: an image view's image size (UIKit's
    /// `UIImageView`), otherwise the view's current size (UIKit's `UIView`: a plain view does
    /// not measure its subviews).
    func defaultSizeThatFits(_ size: CGSize) -> CGSize {
        if let imageView = self as? ImageView, let image = imageView.image { return image.size }
        return storedFrame.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin
    /// (UIKit's `sizeToFit()`). A view laid out by constraints gets the engine's frame back at
    /// the next layout pass, as in UIKit.
    public func sizeToFit() {
        let fitting = sizeThatFits(storedFrame.size)
        guard fitting.width.isFinite, fitting.height.isFinite else { return }
        frame = CGRect(origin: storedFrame.origin, size: CGSize(width: max(fitting.width, 0), height: max(fitting.height, 0)))
    }

    /// The intrinsic size with each missing dimension (``noIntrinsicMetric``) taken from the
    /// current size: what controls return from ``sizeThatFits(_:)``.
    func intrinsicSizeOrCurrent() -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(
            width: intrinsic.width == View.noIntrinsicMetric ? storedFrame.width : intrinsic.width,
            height: intrinsic.height == View.noIntrinsicMetric ? storedFrame.height : intrinsic.height)
    }
}
