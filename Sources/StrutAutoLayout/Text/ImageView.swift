import Foundation

/// A view that shows an image: UIKit's `UIImageView`.
///
/// Its ``intrinsicContentSize`` is the image's size (none without an image); hugging 250 and
/// compression resistance 750 on both axes, UIKit's defaults for an image view made in code.
/// ``contentMode`` places the image in the bounds when drawing.
open class ImageView: View {
    /// The image shown; `nil` shows nothing and has no intrinsic size.
    public var image: Image? {
        didSet {
            guard image != oldValue else { return }
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
            setNeedsDisplay()
        }
    }

    /// How the image fits the bounds (default ``ContentMode/scaleToFill``, as `UIImageView`).
    public var contentMode: ContentMode = .scaleToFill { didSet { if contentMode != oldValue { setNeedsDisplay() } } }

    /// An image view showing `image`, sized to it (UIKit's `init(image:)`), its autoresizing
    /// constraints on.
    public init(image: Image?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// An empty image view with a frame.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// The image's size, or no intrinsic metric on either axis without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return image.size
    }

    /// Where the image is drawn in the view's own coordinates.
    public var imageRect: CGRect? {
        guard let image else { return nil }
        return contentMode.rect(for: image.size, in: bounds)
    }

    /// Draws the image placed by ``contentMode``, clipped to the bounds when it overflows them.
    open override func draw(_ rect: CGRect, in context: DrawingContext) {
        guard let image, let target = imageRect, bounds.width > 0, bounds.height > 0 else { return }
        let overflows = !bounds.contains(target.insetBy(dx: 1e-9, dy: 1e-9))
        if overflows { context.add(.pushClip(bounds)) }
        context.drawImage(named: image.name, in: target)
        if overflows { context.add(.popClip) }
    }
}
