import Foundation

/// A view a collection view places from layout attributes and recycles by reuse identifier:
/// UIKit's `UICollectionReusableView` (headers and footers are these).
open class CollectionReusableView: View {
    /// The identifier the view was registered and made with; the pool it returns to.
    public let reuseIdentifier: String

    /// The attributes last applied (frame, index path, kind); `nil` while the view waits in the pool.
    public internal(set) var layoutAttributes: CollectionViewLayoutAttributes?

    /// The axes the collection view asks the view to size itself on (set before
    /// ``preferredLayoutAttributesFitting(_:)``): a fitting priority on those, required on the others.
    var fittingAxes: (width: Bool, height: Bool) = (true, true)

    /// Creates a view for a reuse identifier. Subclasses registered by class must keep this
    /// initializer.
    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Resets state before the view is handed out again by a dequeue. The base implementation
    /// does nothing; overrides call `super`.
    open func prepareForReuse() {}

    /// Takes the attributes the layout computed (the collection view sets the frame itself).
    /// The base implementation does nothing; overrides call `super`.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given those the layout proposes: UIKit's self-sizing
    /// hook. The base implementation fits ``viewForFitting`` with `systemLayoutSizeFitting` at the
    /// proposed size, at `.fittingSizeLevel` on the axes the layout lets the view size and
    /// `.required` on the others, and returns the attributes with that size.
    /// - Complexity: one fitting solve of the view's constraints (kept between calls).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        var preferred = layoutAttributes
        let fitted = viewForFitting.systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: fittingAxes.width ? .fittingSizeLevel : .required,
            verticalFittingPriority: fittingAxes.height ? .fittingSizeLevel : .required)
        preferred.size = CGSize(
            width: fitted.width.isFinite ? max(0, fitted.width) : layoutAttributes.size.width,
            height: fitted.height.isFinite ? max(0, fitted.height) : layoutAttributes.size.height)
        return preferred
    }

    /// The view whose constraints give the preferred size: the view itself (a cell's content view).
    open var viewForFitting: View { self }

    open override var description: String {
        var s = super.description
        s.removeLast()
        let path = layoutAttributes.map { "; indexPath = [" + $0.indexPath.map(String.init).joined(separator: ", ") + "]" } ?? ""
        return s + "; reuseIdentifier = '\(reuseIdentifier)'" + path + ">"
    }
}

/// An item of a ``CollectionView``: UIKit's `UICollectionViewCell`, reduced to what layout needs.
///
/// Put the content in ``contentView`` (constrain it to the content view's anchors, or place it
/// by frame); the content view always fills the cell. A self-sizing cell's preferred size is
/// its content view's fitting size (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``).
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the cell's content.
    public let contentView: View

    /// The item the cell shows, `nil` while it waits in the reuse pool.
    public var indexPath: IndexPath? { layoutAttributes?.indexPath }

    /// Creates a cell for a reuse identifier.
    public required init(reuseIdentifier: String) {
        contentView = View()
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The content view.
    open override var viewForFitting: View { contentView }
}
