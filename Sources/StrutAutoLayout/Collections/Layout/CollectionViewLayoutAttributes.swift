import Foundation

/// What kind of view an element of a collection view layout is: UIKit's
/// `UICollectionView.ElementCategory`.
public enum CollectionElementCategory: Int, Hashable, Sendable {
    /// A cell: one per item.
    case cell
    /// A supplementary view (a header or a footer), named by its element kind.
    case supplementaryView
    /// A decoration view: owned by the layout, not by the data source.
    case decorationView
}

/// The element kinds of the supplementary views the built-in layouts place: UIKit's
/// `UICollectionView.elementKindSectionHeader` and `elementKindSectionFooter`.
public enum CollectionElementKind {
    /// A section's header.
    public static let sectionHeader = "UICollectionElementKindSectionHeader"
    /// A section's footer.
    public static let sectionFooter = "UICollectionElementKindSectionFooter"
}

/// Where one element of a collection view goes: UIKit's `UICollectionViewLayoutAttributes`, as a
/// value.
///
/// Frames are in the collection view's content coordinates (the content's top-left corner is the
/// origin). Attributes are plain values: a layout hands out copies, and a cell that sizes itself
/// returns changed copies from `preferredLayoutAttributesFitting(_:)`.
public struct CollectionViewLayoutAttributes: Hashable, Sendable, CustomStringConvertible {
    /// The element's frame in content coordinates.
    public var frame: CGRect
    /// The item (for a cell) or the section's index path (`[section, 0]` for a header or footer).
    public var indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public var representedElementCategory: CollectionElementCategory
    /// The supplementary or decoration view's kind (``CollectionElementKind/sectionHeader``…);
    /// `nil` for a cell.
    public var representedElementKind: String?
    /// The drawing order among overlapping elements: higher is in front. Cells are 0; pinned
    /// headers are raised above them.
    public var zIndex: Int
    /// Whether the element is laid out but not shown.
    public var isHidden: Bool

    /// Creates attributes for a cell at an index path.
    public init(forCellWith indexPath: IndexPath, frame: CGRect = .zero) {
        self.frame = frame
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        zIndex = 0
        isHidden = false
    }

    /// Creates attributes for a supplementary view of a kind at an index path.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath, frame: CGRect = .zero, zIndex: Int = 0) {
        self.frame = frame
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
        self.zIndex = zIndex
        isHidden = false
    }

    /// The frame's size.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// The frame's centre.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// `cell [0, 3] (x, y, w, h)` or `UICollectionElementKindSectionHeader [1, 0] (x, y, w, h)`.
    public var description: String {
        let what = representedElementKind ?? "cell"
        let path = "[" + indexPath.map(String.init).joined(separator: ", ") + "]"
        return
            "\(what) \(path) (\(formatNumber(frame.minX)), \(formatNumber(frame.minY)), \(formatNumber(frame.width)), \(formatNumber(frame.height)))"
    }
}
