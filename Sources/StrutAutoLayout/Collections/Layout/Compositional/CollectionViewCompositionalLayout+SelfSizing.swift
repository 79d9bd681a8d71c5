import Foundation

extension CollectionViewCompositionalLayout {
    /// The sizes a section's boundary items' views preferred, by element kind (a lookup).
    func preferredBoundarySize(inSection s: Int) -> (String) -> CGSize? {
        { [preferredSupplementarySizes] kind in
            preferredSupplementarySizes[SupplementaryKey(kind: kind, indexPath: IndexPath(item: 0, section: s))]
        }
    }

    /// Resizes the boundary items whose views reported a size, moving their sections' groups
    /// and the sections after them.
    func applyPendingBoundarySizes() {
        for key in pendingSupplementaryViews.sorted() where key.indexPath.count == 2 {
            let s = key.indexPath.section
            guard s >= 0, s < sections.count,
                let placed = sections[s].boundaryItems.first(where: { $0.item.elementKind == key.kind })
            else { continue }
            let size = CompositionalSectionGeometry.boundarySize(
                of: placed.item, in: environment.effectiveContentSize, preferred: preferredSupplementarySizes[key])
            sections[s].setBoundaryItemSize(ofKind: key.kind, to: size)
            stack.setLength(sections[s].length, of: s)
        }
    }

    func compositionalFittingAxes(forSupplementaryViewOfKind elementKind: String, at indexPath: IndexPath) -> (width: Bool, height: Bool)? {
        prepareIfNeeded()
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
            let placed = sections[indexPath.section].boundaryItems.first(where: { $0.item.elementKind == elementKind })
        else { return nil }
        let w = placed.item.layoutSize.widthDimension.isEstimated, h = placed.item.layoutSize.heightDimension.isEstimated
        return w || h ? (w, h) : nil
    }

    /// Records the element's preferred size (after bringing the layout up to date, so that the
    /// adjustment is measured against the current geometry) and names it in the context.
    func compositionalInvalidationContext(
        forPreferredLayoutAttributes preferred: CollectionViewLayoutAttributes,
        withOriginalAttributes original: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        prepareIfNeeded()
        let path = original.indexPath
        let size = sanitizedSize(preferred.size)
        let axis = axis
        var context = CollectionViewLayoutInvalidationContext()
        var shift: CGFloat = 0
        switch original.representedElementCategory {
        case .cell:
            context.invalidatedItemIndexPaths = [path]
            preferredSizes[path] = size
            if path.count == 2, path.section >= 0, path.section < sections.count, path.item >= 0,
                path.item < sections[path.section].items.count
            {
                let s = path.section
                var frame = itemFrame(
                    section: s, item: path.item, start: stack.start(of: s), offset: orthogonalContentOffset(forSection: s))
                if mirrorsFrames { frame = mirrored(frame, contentWidth: collectionViewContentSize.width) }
                if beginsBeforeVisibleBounds(frame, axis: axis) {
                    shift = sections[s].shiftAfterResizing(item: path.item, using: groupLayout(forSection: s))
                }
            }
        case .supplementaryView:
            guard let kind = original.representedElementKind, path.count == 2 else { return context }
            context.invalidatedSupplementaryIndexPaths = [kind: [path]]
            let key = SupplementaryKey(kind: kind, indexPath: path)
            let s = path.section
            if s >= 0, s < sections.count, let placed = sections[s].boundaryItems.first(where: { $0.item.elementKind == kind }) {
                let start = stack.start(of: s)
                let along = start + axis.alongRange(placed.frame).0 + (placed.isLeading ? 0 : sections[s].groupsEnd)
                var frame = axis.rect(
                    along: along, across: axis.acrossRange(placed.frame).0, alongLength: axis.along(placed.frame.size),
                    acrossLength: axis.across(placed.frame.size))
                if mirrorsFrames { frame = mirrored(frame, contentWidth: collectionViewContentSize.width) }
                if beginsBeforeVisibleBounds(frame, axis: axis) {
                    let new = CompositionalSectionGeometry.boundarySize(
                        of: placed.item, in: environment.effectiveContentSize, preferred: size)
                    shift = axis.along(new) - axis.along(placed.frame.size)
                }
            }
            preferredSupplementarySizes[key] = size
        case .decorationView:
            return context
        }
        context.contentOffsetAdjustment = axis.isVertical ? CGPoint(x: 0, y: shift) : CGPoint(x: shift, y: 0)
        return context
    }
}
