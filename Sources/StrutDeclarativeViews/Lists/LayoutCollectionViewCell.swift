import Foundation
import StrutAutoLayout
import StrutDeclarative

/// A collection view cell whose content is a declarative arrangement: its views are made
/// (recycled by reuse id) in the content view, once per arrangement, and its preferred size when
/// it sizes itself is the arrangement's (or, at another width, its layout's measurement).
open class LayoutCollectionViewCell: CollectionViewCell {
    /// The layout shown, measured again when the cell is given a width no arrangement was made for.
    public var layout: (any Layout)?
    /// The arrangement shown.
    public private(set) var arrangement: LayoutArrangement?
    private var viewsMade = false

    /// Shows an arrangement (made elsewhere, for example on a background task).
    public func setArrangement(_ arrangement: LayoutArrangement, layout: (any Layout)? = nil) {
        self.arrangement = arrangement
        self.layout = layout
        viewsMade = false
        setNeedsLayout()
    }

    /// The arrangement's size when the proposed width is its width; otherwise the layout arranged
    /// at the proposed width (its measured height).
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        var preferred = layoutAttributes
        if let arrangement, arrangement.frame.width == layoutAttributes.size.width {
            preferred.size = arrangement.frame.size
        } else if let layout {
            let a = layout.arrangement(width: layoutAttributes.size.width)
            arrangement = a
            viewsMade = false
            preferred.size = a.frame.size
        }
        return preferred
    }

    /// Makes the arrangement's views in the content view (once per arrangement).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !viewsMade, let arrangement else { return }
        arrangement.makeViews(in: contentView, direction: effectiveUserInterfaceLayoutDirection)
        viewsMade = true
    }
}

/// A header or footer whose content is a declarative arrangement.
open class LayoutCollectionReusableView: CollectionReusableView {
    /// The arrangement shown.
    public private(set) var arrangement: LayoutArrangement?
    private var viewsMade = false

    /// Shows an arrangement.
    public func setArrangement(_ arrangement: LayoutArrangement) {
        self.arrangement = arrangement
        viewsMade = false
        setNeedsLayout()
    }

    /// Makes the arrangement's views in the view (once per arrangement).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !viewsMade, let arrangement else { return }
        arrangement.makeViews(in: self, direction: effectiveUserInterfaceLayoutDirection)
        viewsMade = true
    }
}
