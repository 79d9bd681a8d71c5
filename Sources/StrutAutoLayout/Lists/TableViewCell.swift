import Foundation

/// A row of a ``TableView``: UIKit's `UITableViewCell`, reduced to what layout needs.
///
/// Put your content in ``contentView`` (constrain it to the content view's anchors, or place it
/// by frame in an override of ``View/layoutSubviews()``). The table places the cell by frame at
/// its row's position and the table's width; the content view follows the cell's size.
///
/// A cell is made once per reuse identifier and then recycled: when it leaves the visible rows
/// it goes back to the table's reuse pool, and the next `TableView.dequeueReusableCell(withIdentifier:for:)`
/// for that identifier calls ``prepareForReuse()`` and hands it out again.
open class TableViewCell: View {
    /// The identifier the cell was registered and made with; the pool it returns to.
    public let reuseIdentifier: String

    /// The view that holds the cell's content; it always fills the cell.
    public let contentView: View

    /// The row the cell shows (its global index: see ``TableView``), `nil` while it waits in the
    /// reuse pool.
    public internal(set) var row: Int?

    /// The section and row the cell shows, `nil` while it waits in the reuse pool.
    public internal(set) var indexPath: IndexPath?

    /// This cell's separator insets (`left` and `right` are used); `nil` (the default) uses the
    /// table's ``TableView/separatorInset``. Non-finite edges are refused.
    public var separatorInset: EdgeInsets? {
        get { separatorInsetStorage }
        set {
            if let newValue, !newValue.isFiniteInsets { return }
            separatorInsetStorage = newValue
            superview?.superview?.setNeedsLayout()
            setNeedsDisplay()
        }
    }
    var separatorInsetStorage: EdgeInsets?

    /// The insets the separator is drawn with: ``separatorInset``, or the table's.
    public var effectiveSeparatorInset: EdgeInsets {
        separatorInsetStorage ?? (superview?.superview as? TableView)?.separatorInset
            ?? EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    }

    /// Where the separator lies, in the cell's coordinates, from the cell's size,
    /// ``effectiveSeparatorInset`` and the layout direction; `nil` with
    /// ``TableView/SeparatorStyle/none`` or while the cell shows no row. The display pass fills
    /// it with the table's ``TableView/separatorColor`` (see ``draw(_:in:)``). See
    /// ``TableView/separatorStyle`` for what it means for the content.
    public var separatorFrame: CGRect? {
        guard row != nil, let table = superview?.superview as? TableView else { return nil }
        return table.separatorFrame(of: self)
    }

    /// The style the cell was made with: which built-in labels it lays out (see ``CellStyle``).
    public let cellStyle: CellStyle

    /// The built-in labels and image view, made on first use (see ``textLabel``).
    var standardParts = StandardCellParts()

    /// Creates a cell of a style for a reuse identifier (`nil` reads as the empty identifier):
    /// UIKit's designated initializer `init(style:reuseIdentifier:)`.
    ///
    /// Subclasses override it as in UIKit
    /// (`override init(style: CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) … }`);
    /// a class registered with `TableView.register(_:forCellReuseIdentifier:)` is made through
    /// it with style ``CellStyle/default``, as UIKit does.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier ?? ""
        cellStyle = style
        contentView = View()
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Creates a ``CellStyle/default`` cell for a reuse identifier: Strut's shorthand for
    /// ``init(style:reuseIdentifier:)``, which it calls (so a subclass's override of that
    /// initializer runs). `TableView.register(_:forCellReuseIdentifier:)` makes cells with it.
    public required convenience init(reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Places and aligns the built-in labels for ``imageView``'s image and the layout direction
    /// (see ``imageView`` and ``CellStyle``), then calls `super`. Overrides call `super.updateConstraints()` as the last step, as for any view.
    open override func updateConstraints() {
        updateStandardParts()
        super.updateConstraints()
    }

    /// Resets state before the cell is handed out again by
    /// `TableView.dequeueReusableCell(withIdentifier:for:)`. The base implementation does
    /// nothing; overrides call `super`.
    open func prepareForReuse() {}

    /// The cell's height when it is `width` wide: used by the table for self-sizing rows
    /// (``TableView/automaticDimension``).
    ///
    /// The base implementation is UIKit's: the content view's
    /// `systemLayoutSizeFitting` with the width required and the height as small as the
    /// constraints allow. Cells that lay out by hand (or from a precomputed measurement)
    /// override it.
    /// - Complexity: one temporary engine over the content view's constraints.
    open func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    /// Draws the separator: a ``DrawingCommand/fillRect(_:_:)`` of ``separatorFrame`` in the
    /// table's ``TableView/separatorColor``. It is part of the cell's own drawing, so it lies
    /// under the cell's subviews: a ``contentView`` with an opaque background over its last point
    /// row hides it. Overrides call `super` to keep it.
    open override func draw(_ rect: CGRect, in context: DrawingContext) {
        guard let frame = separatorFrame, let table = superview?.superview as? TableView else { return }
        context.fill(frame, with: table.separatorColor)
    }

    open override var description: String {
        var s = super.description
        s.removeLast()
        return s + "; reuseIdentifier = '\(reuseIdentifier)'" + (row.map { "; row = \($0)" } ?? "") + ">"
    }
}
