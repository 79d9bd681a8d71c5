import Foundation

/// Per-item and per-section metrics for a ``CollectionViewFlowLayout``: UIKit's
/// `UICollectionViewDelegateFlowLayout`, asked by the layout itself.
///
/// Every method has a default implementation that returns the layout's own property, so a
/// delegate implements only what varies.
public protocol CollectionViewFlowLayoutDelegate: AnyObject {
    /// An item's size (used when the layout has no `estimatedItemSize`).
    func flowLayout(_ layout: CollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    /// A section's insets.
    func flowLayout(_ layout: CollectionViewFlowLayout, insetForSectionAt section: Int) -> EdgeInsets
    /// A section's spacing between lines.
    func flowLayout(_ layout: CollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// A section's smallest spacing between the items of a line.
    func flowLayout(_ layout: CollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// A section's header size (only the length along the scroll axis counts).
    func flowLayout(_ layout: CollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    /// A section's footer size (only the length along the scroll axis counts).
    func flowLayout(_ layout: CollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension CollectionViewFlowLayoutDelegate {
    /// The layout's ``CollectionViewFlowLayout/itemSize``.
    public func flowLayout(_ layout: CollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        layout.itemSize
    }
    /// The layout's ``CollectionViewFlowLayout/sectionInset``.
    public func flowLayout(_ layout: CollectionViewFlowLayout, insetForSectionAt section: Int) -> EdgeInsets {
        layout.sectionInset
    }
    /// The layout's ``CollectionViewFlowLayout/minimumLineSpacing``.
    public func flowLayout(_ layout: CollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        layout.minimumLineSpacing
    }
    /// The layout's ``CollectionViewFlowLayout/minimumInteritemSpacing``.
    public func flowLayout(_ layout: CollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        layout.minimumInteritemSpacing
    }
    /// The layout's ``CollectionViewFlowLayout/headerReferenceSize``.
    public func flowLayout(_ layout: CollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        layout.headerReferenceSize
    }
    /// The layout's ``CollectionViewFlowLayout/footerReferenceSize``.
    public func flowLayout(_ layout: CollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        layout.footerReferenceSize
    }
}
