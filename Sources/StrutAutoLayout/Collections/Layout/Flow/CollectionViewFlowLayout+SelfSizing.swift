import Foundation

extension CollectionViewFlowLayout {
    /// A header's or footer's length along the scroll axis: the length its view preferred when it
    /// sized itself, else its reference size's. A zero reference size means no such view, whatever
    /// was measured before.
    func supplementaryLength(ofKind kind: String, inSection section: Int, reference: CGSize) -> CGFloat {
        let axis = axis
        let estimate = sanitizedLength(axis.along(reference))
        guard selfSizing, estimate > 0,
            let preferred = preferredSupplementarySizes[SupplementaryKey(kind: kind, indexPath: IndexPath(item: 0, section: section))]
        else { return estimate }
        return sanitizedLength(axis.along(preferred))
    }

    /// Moves the lines of the sections whose header or footer changed length, and the sections
    /// after them.
    func applyPendingSupplementarySizes() {
        for key in pendingSupplementaryViews.sorted() where key.indexPath.count == 2 {
            let s = key.indexPath.section
            guard s >= 0, s < sections.count else { continue }
            let metrics = metrics(ofSection: s)
            switch key.kind {
            case CollectionElementKind.sectionHeader: sections[s].setHeaderLength(metrics.headerLength)
            case CollectionElementKind.sectionFooter: sections[s].setFooterLength(metrics.footerLength)
            default: continue
            }
            stack.setLength(sections[s].length, of: s)
        }
    }

    func flowFittingAxes(forSupplementaryViewOfKind elementKind: String, at indexPath: IndexPath) -> (width: Bool, height: Bool)? {
        guard selfSizing, elementKind == CollectionElementKind.sectionHeader || elementKind == CollectionElementKind.sectionFooter
        else { return nil }
        return axis.isVertical ? (false, true) : (true, false)
    }

    func flowShouldInvalidateLayout(
        forPreferredLayoutAttributes preferred: CollectionViewLayoutAttributes,
        withOriginalAttributes original: CollectionViewLayoutAttributes
    ) -> Bool {
        guard selfSizing else { return false }
        switch original.representedElementCategory {
        case .cell: return sanitizedSize(preferred.size) != original.size
        case .supplementaryView: return sanitizedLength(axis.along(preferred.size)) != axis.along(original.size)
        case .decorationView: return false
        }
    }

    /// Records the element's preferred size (after bringing the layout up to date, so that the
    /// adjustment is measured against the current geometry) and names it in the context.
    func flowInvalidationContext(
        forPreferredLayoutAttributes preferred: CollectionViewLayoutAttributes,
        withOriginalAttributes original: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let path = original.indexPath
        guard selfSizing else { return CollectionViewLayoutInvalidationContext(invalidatedItemIndexPaths: [path]) }
        prepareIfNeeded()
        let size = sanitizedSize(preferred.size)
        let axis = axis
        var context = CollectionViewLayoutInvalidationContext()
        var shift: CGFloat = 0
        switch original.representedElementCategory {
        case .cell:
            context.invalidatedItemIndexPaths = [path]
            if path.count == 2, path.section >= 0, path.section < sections.count, path.item >= 0,
                path.item < sections[path.section].itemCount,
                beginsBeforeVisibleBounds(naturalItemFrame(path.item, inSection: path.section), axis: axis)
            {
                shift = sections[path.section].shiftAfterResizing(item: path.item, across: axis.across(size), along: axis.along(size))
            }
            preferredSizes[path] = size
        case .supplementaryView:
            guard let kind = original.representedElementKind, path.count == 2 else { return context }
            context.invalidatedSupplementaryIndexPaths = [kind: [path]]
            let s = path.section
            if s >= 0, s < sections.count, let frame = naturalSupplementaryFrame(ofKind: kind, inSection: s),
                beginsBeforeVisibleBounds(frame, axis: axis)
            {
                shift = sanitizedLength(axis.along(size)) - axis.along(frame.size)
            }
            preferredSupplementarySizes[SupplementaryKey(kind: kind, indexPath: path)] = size
        case .decorationView:
            return context
        }
        context.contentOffsetAdjustment = axis.isVertical ? CGPoint(x: 0, y: shift) : CGPoint(x: shift, y: 0)
        return context
    }

    /// An item's frame as laid out (mirrored where the layout mirrors), without counting a query.
    func naturalItemFrame(_ item: Int, inSection s: Int) -> CGRect {
        let frame = sections[s].itemFrame(item, axis: axis, sectionStart: stack.start(of: s))
        return mirrorsFrames ? mirrored(frame, contentWidth: collectionViewContentSize.width) : frame
    }

    /// A header's or footer's frame where the section puts it, not pinned (mirrored where the
    /// layout mirrors); `nil` when the section has none.
    func naturalSupplementaryFrame(ofKind kind: String, inSection s: Int) -> CGRect? {
        let axis = axis
        let geometry = sections[s]
        let start = stack.start(of: s)
        let position: CGFloat, length: CGFloat
        switch kind {
        case CollectionElementKind.sectionHeader: (position, length) = (start, geometry.metrics.headerLength)
        case CollectionElementKind.sectionFooter:
            (position, length) = (start + geometry.length - geometry.metrics.footerLength, geometry.metrics.footerLength)
        default: return nil
        }
        guard length > 0 else { return nil }
        let frame = axis.rect(along: position, across: 0, alongLength: length, acrossLength: axis.across(environment.effectiveContentSize))
        return mirrorsFrames ? mirrored(frame, contentWidth: collectionViewContentSize.width) : frame
    }
}
