import Foundation
import StrutText

extension TableViewCell {
    /// UIKit's `UITableViewCell.CellStyle`: which built-in labels a cell lays out in its
    /// ``TableViewCell/contentView``, and where.
    ///
    /// All styles put ``TableViewCell/textLabel`` (and ``TableViewCell/imageView`` before it) on
    /// the content view's layout margins: 16 points leading and trailing, 11 top and bottom, as
    /// UIKit's cells have in an iPhone-width table; the row is at least 44 points tall (UIKit's
    /// default row height) with the labels centred vertically, and grows when they need more
    /// (`numberOfLines = 0` wraps; self-sizing rows with ``TableView/automaticDimension``).
    /// Leading and trailing flip right to left.
    public enum CellStyle: Int, Sendable, Hashable {
        /// A text label only; ``TableViewCell/detailTextLabel`` is `nil`.
        case `default` = 0
        /// A text label at the leading margin and a detail label at the trailing margin,
        /// trailing-aligned, in the secondary colour, at the body size (17 pt).
        case value1 = 1
        /// A trailing-aligned text label in a fixed-width leading column (91 pt), in the
        /// tint colour, and the detail label after it, 6 pt apart, both at the subheadline
        /// size (15 pt).
        case value2 = 2
        /// The text label over a detail label at the subheadline size (15 pt), both
        /// leading-aligned, stacked with no gap.
        case subtitle = 3
    }

    /// The cell's main label, made (and added to the ``contentView``) on first access as in
    /// UIKit: body text style (17 pt at the Large size), one line; set `numberOfLines = 0` to
    /// wrap. The built-in labels follow the content size category
    /// (`adjustsFontForContentSizeCategory` is on), as UIKit's system cells do. Its place
    /// depends on ``cellStyle`` (see ``CellStyle``).
    ///
    /// Where the metrics come from:
    /// - Documented: the 44-point minimum row (UIKit's default row height) and the body text
    ///   style (17 pt at Large, Apple's Dynamic Type table) for the text and ``CellStyle/value1``
    ///   detail labels.
    /// - Observed UIKit values, not API: content margins of 16 points leading and trailing and 11
    ///   top and bottom in an iPhone-width table.
    /// - Approximations, not checked against a device here: the subheadline style (15 pt) for
    ///   the ``CellStyle/subtitle`` detail and both ``CellStyle/value2`` labels; the
    ///   ``CellStyle/value2`` column (91 pt) and gap (6 pt); the ``CellStyle/value1`` minimum gap
    ///   (8 pt); the 16 points after an image; the colours (secondary `#3C3C43` at 60 % alpha,
    ///   tint `#007AFF`, UIKit's light-appearance `secondaryLabel` and `systemBlue`).
    /// - Not modelled: margins do not widen on 414-point phones (UIKit uses 20) nor follow the
    ///   table's margins on iPad.
    public var textLabel: Label? {
        makeStandardLabelsIfNeeded()
        return standardParts.text
    }

    /// The cell's secondary label, made on first access; `nil` for ``CellStyle/default`` (as in
    /// UIKit). See ``CellStyle`` for where each style puts it and ``textLabel`` for the metrics.
    public var detailTextLabel: Label? {
        makeStandardLabelsIfNeeded()
        return standardParts.detail
    }

    /// The cell's image view, made on first access: at the leading margin, centred vertically,
    /// the image's size. With an image, ``textLabel`` (and the style's other labels) start 16
    /// points after it; the text moves during the next constraint update
    /// (``View/updateConstraints()``), which the cell asks for on first access and on reuse —
    /// after setting `image` on a cell already laid out, call ``View/setNeedsUpdateConstraints()``.
    public var imageView: ImageView? {
        if let view = standardParts.image { return view }
        makeStandardLabelsIfNeeded()
        let view = ImageView()
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        let guide = contentView.layoutMarginsGuide
        let noWidth = view.widthAnchor.constraint(equalToConstant: 0)
        let noHeight = view.heightAnchor.constraint(equalToConstant: 0)
        noWidth.priority = LayoutPriority(1)
        noHeight.priority = LayoutPriority(1)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            noWidth, noHeight,
        ])
        standardParts.image = view
        setNeedsUpdateConstraints()
        return view
    }

    /// Moves the labels after the image view's image (16 points after it), or back to the
    /// margin, and aligns the trailing-aligned labels (the ``CellStyle/value1`` detail, the
    /// ``CellStyle/value2`` text) to the trailing side of the current layout direction; called
    /// from ``updateConstraints()``.
    func updateStandardParts() {
        guard let leading = standardParts.textLeading else { return }
        let trailing: TextAlignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        switch cellStyle {
        case .value1: standardParts.detail?.textAlignment = trailing
        case .value2: standardParts.text?.textAlignment = trailing
        default: break
        }
        let imageWidth = standardParts.image?.image?.size.width ?? 0
        let constant = imageWidth > 0 && imageWidth.isFinite ? imageWidth + StandardCellParts.imageGap : 0
        if leading.constant != constant { leading.constant = constant }
    }

    /// Makes the style's labels and their constraints, once.
    private func makeStandardLabelsIfNeeded() {
        guard standardParts.text == nil else { return }
        contentView.directionalLayoutMargins = StandardCellParts.margins
        let text = Label()
        text.font = .preferredFont(forTextStyle: cellStyle == .value2 ? .subheadline : .body)
        text.adjustsFontForContentSizeCategory = true
        text.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(text)
        standardParts.text = text
        var detail: Label?
        if cellStyle != .default {
            let label = Label()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.font = .preferredFont(forTextStyle: cellStyle == .value1 ? .body : .subheadline)
            label.adjustsFontForContentSizeCategory = true
            contentView.addSubview(label)
            detail = label
            standardParts.detail = label
        }
        LayoutConstraint.activate(standardConstraints(text: text, detail: detail))
        setNeedsUpdateConstraints()
    }

    /// The constraints of ``cellStyle``'s layout over the content view's margins guide.
    private func standardConstraints(text: Label, detail: Label?) -> [LayoutConstraint] {
        let guide = contentView.layoutMarginsGuide
        let leading = text.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
        if cellStyle == .value2 {
            // The column's leading edge moves after an image; the text is its trailing part.
            let column = LayoutGuide()
            contentView.addLayoutGuide(column)
            let columnLeading = column.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
            standardParts.textLeading = columnLeading
            text.textColor = StandardCellParts.tint
            var constraints = [
                columnLeading,
                column.widthAnchor.constraint(equalToConstant: StandardCellParts.value2ColumnWidth),
                text.leadingAnchor.constraint(greaterThanOrEqualTo: column.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            ]
            constraints += verticallyCentred([text], in: guide)
            if let detail {
                constraints += [
                    detail.leadingAnchor.constraint(equalTo: column.trailingAnchor, constant: StandardCellParts.value2Gap),
                    detail.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor),
                ]
                constraints += verticallyCentred([detail], in: guide)
            }
            return constraints
        }
        standardParts.textLeading = leading
        var constraints = [leading]
        switch (cellStyle, detail) {
        case (.value1, let detail?):
            detail.textColor = StandardCellParts.secondary
            constraints += [
                detail.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                detail.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: StandardCellParts.value1Gap),
            ]
            constraints += verticallyCentred([text], in: guide) + verticallyCentred([detail], in: guide)
            // The text keeps its width before the detail does, as UIKit's value1 cells.
            detail.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        case (.subtitle, let detail?):
            constraints += [
                text.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor),
                detail.leadingAnchor.constraint(equalTo: text.leadingAnchor),
                detail.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor),
                detail.topAnchor.constraint(equalTo: text.bottomAnchor),
            ]
            constraints += verticallyCentred([text, detail], in: guide)
        default:
            constraints.append(text.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor))
            constraints += verticallyCentred([text], in: guide)
        }
        return constraints
    }

    /// Centres the column from `views.first`'s top to `views.last`'s bottom in the content view,
    /// inside the margins, with the content view at least 44 points tall. The margin and
    /// minimum-height constraints are 999, so a fixed row height that is too small clips the
    /// text (as UIKit) instead of conflicting.
    private func verticallyCentred(_ views: [View], in guide: LayoutGuide) -> [LayoutConstraint] {
        guard let top = views.first, let bottom = views.last else { return [] }
        let topInside = top.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor)
        let bottomInside = bottom.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor)
        let minimum = contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: StandardCellParts.minimumHeight)
        for c in [topInside, bottomInside, minimum] { c.priority = .required - 1 }
        // A guide from the first view's top to the last view's bottom, centred.
        let middle = LayoutGuide()
        contentView.addLayoutGuide(middle)
        return [
            middle.topAnchor.constraint(equalTo: top.topAnchor),
            middle.bottomAnchor.constraint(equalTo: bottom.bottomAnchor),
            middle.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            topInside, bottomInside, minimum,
        ]
    }
}

/// The built-in parts of a ``TableViewCell`` (made on first use) and the fixed metrics of the
/// standard styles (see ``TableViewCell/textLabel`` for their sources).
struct StandardCellParts {
    var text: Label?
    var detail: Label?
    var image: ImageView?
    /// The constraint that sets where the labels start (its constant makes room for an image).
    var textLeading: LayoutConstraint?

    static let margins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    static let minimumHeight: CGFloat = 44
    static let imageGap: CGFloat = 16
    static let value1Gap: CGFloat = 8
    static let value2ColumnWidth: CGFloat = 91
    static let value2Gap: CGFloat = 6
    /// UIKit's `secondaryLabel` in the light appearance: #3C3C43 at 60 %.
    static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    /// UIKit's default tint, `systemBlue` in the light appearance: #007AFF.
    static let tint = Color(red: 0, green: 122 / 255, blue: 1)
}
