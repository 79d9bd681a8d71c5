import Foundation
import StrutAutoLayout
import StrutDeclarative

/// A table cell whose content is a declarative `Layout`: its self-sizing height is the layout's
/// measurement at the table's width, and its views are made from the arrangement
/// (`LayoutArrangement.makeViews(in:direction:)`) in the content view, recycled by reuse id.
///
/// Give it a precomputed `arrangement` (from a background `BatchLayout`) and it neither
/// measures text nor arranges while the table scrolls.
open class LayoutTableViewCell: TableViewCell {
    /// The layout shown; setting it drops the arrangement unless one is set after it.
    public var layout: (any Layout)? {
        didSet {
            arranged = nil
            viewsMadeFrom = nil
            contentView.setNeedsLayout()
            setNeedsLayout()
        }
    }

    /// The arrangement in use, with the width it was made for.
    public private(set) var arranged: (width: CGFloat, arrangement: LayoutArrangement)? {
        didSet { if arranged?.width != oldValue?.width { viewsMadeFrom = nil } }
    }
    /// The width whose arrangement the views were last made from.
    private var viewsMadeFrom: CGFloat?

    /// Installs an arrangement made elsewhere for a width (used when the cell is that wide).
    public func setArrangement(_ arrangement: LayoutArrangement, forWidth width: CGFloat) {
        arranged = (width, arrangement)
        viewsMadeFrom = nil
        setNeedsLayout()
    }

    /// The layout's arrangement at a width: the installed one if it matches, else computed now.
    /// - Complexity: the layout's measurement on a miss (text measurement included).
    public func arrangement(forWidth width: CGFloat) -> LayoutArrangement? {
        if let arranged, arranged.width == width { return arranged.arrangement }
        guard let layout else { return nil }
        let a = layout.arrangement(width: width)
        arranged = (width, a)
        return a
    }

    /// The layout's height at `width`.
    open override func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        arrangement(forWidth: width)?.frame.height ?? 0
    }

    /// Makes (or recycles) the arrangement's views in the content view, once per arrangement:
    /// configuring views can invalidate their intrinsic sizes and ask for another layout pass,
    /// which must not make the views again.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard viewsMadeFrom != bounds.width, let a = arrangement(forWidth: bounds.width) else { return }
        a.makeViews(in: contentView, direction: effectiveUserInterfaceLayoutDirection)
        viewsMadeFrom = bounds.width
    }
}
