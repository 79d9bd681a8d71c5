import Foundation
import StrutTestSupport

@testable import StrutAutoLayout

/// Reports a self-sized cell's size to a layout as a collection view does: the item's current
/// attributes, a copy with the new size, and the layout's invalidation context.
func reportPreferredSize(_ size: CGSize, at indexPath: IndexPath, to layout: CollectionViewLayout) {
    guard let original = layout.layoutAttributesForItem(at: indexPath) else { return }
    var preferred = original
    preferred.size = size
    if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
        layout.invalidateLayout(
            with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }
}

/// Every element of a layout, one by one (items by index, headers and footers by kind): the
/// brute-force oracle for rect queries.
func allElements(of layout: CollectionViewLayout) -> [CollectionViewLayoutAttributes] {
    var all: [CollectionViewLayoutAttributes] = []
    for s in 0..<layout.numberOfSections {
        if let h = layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: s))
        {
            all.append(h)
        }
        for i in 0..<layout.numberOfItems(inSection: s) {
            if let a = layout.layoutAttributesForItem(at: IndexPath(item: i, section: s)) { all.append(a) }
        }
        if let f = layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionElementKind.sectionFooter, at: IndexPath(item: 0, section: s))
        {
            all.append(f)
        }
    }
    return all
}

/// The frames of a section's items, in item order.
func itemFrames(_ layout: CollectionViewLayout, section: Int = 0) -> [CGRect] {
    (0..<layout.numberOfItems(inSection: section)).compactMap {
        layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
    }
}

/// A deterministic pseudo-random sequence (SplitMix64) for property tests.
