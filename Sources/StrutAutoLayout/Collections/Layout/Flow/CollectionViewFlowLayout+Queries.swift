import Foundation

extension CollectionViewFlowLayout {
    /// The attributes of the headers, items and footers that overlap `rect`.
    ///
    /// The sections are found by binary search on their starts and, within each, the lines by
    /// binary search on theirs, so a query costs O(log sections + log lines) plus what it returns,
    /// whatever the number of items.
    func flowAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        prepareIfNeeded()
        let axis = axis
        let contentWidth = collectionViewContentSize.width
        let query = mirrorsFrames ? mirrored(rect, contentWidth: contentWidth) : rect
        let (low, high) = axis.alongRange(query)
        var result: [CollectionViewLayoutAttributes] = []
        for s in stack.sections(overlapping: low, high) {
            let start = stack.start(of: s)
            let geometry = sections[s]
            if let header = headerAttributes(inSection: s), overlaps(header.frame, query) { result.append(header) }
            for l in geometry.lines(overlapping: low - start, high - start) {
                let line = geometry.lines[l]
                for i in line.firstItem..<(line.firstItem + line.count) {
                    let frame = geometry.itemFrame(i, axis: axis, sectionStart: start)
                    if overlaps(frame, query) {
                        result.append(CollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s), frame: frame))
                    }
                }
            }
            if let footer = footerAttributes(inSection: s), overlaps(footer.frame, query) { result.append(footer) }
        }
        if mirrorsFrames {
            for k in result.indices { result[k].frame = mirrored(result[k].frame, contentWidth: contentWidth) }
        }
        statistics.attributesReturned += result.count
        return result
    }

    /// An item's attributes; `nil` when it does not exist.
    /// - Complexity: O(1) once prepared.
    func flowAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard indexPath.count == 2 else { return nil }
        let s = indexPath.section, i = indexPath.item
        guard indexPath.count == 2, s >= 0, s < sections.count, i >= 0, i < sections[s].itemCount else { return nil }
        var frame = sections[s].itemFrame(i, axis: axis, sectionStart: stack.start(of: s))
        if mirrorsFrames { frame = mirrored(frame, contentWidth: collectionViewContentSize.width) }
        statistics.attributesReturned += 1
        return CollectionViewLayoutAttributes(forCellWith: indexPath, frame: frame)
    }

    /// A section's header (``CollectionElementKind/sectionHeader``) or footer
    /// (``CollectionElementKind/sectionFooter``) attributes at `[section, 0]`; `nil` when the
    /// section has none.
    func flowAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        prepareIfNeeded()
        guard indexPath.count == 2 else { return nil }
        let s = indexPath.section
        guard s >= 0, s < sections.count else { return nil }
        var attributes: CollectionViewLayoutAttributes?
        switch elementKind {
        case CollectionElementKind.sectionHeader: attributes = headerAttributes(inSection: s)
        case CollectionElementKind.sectionFooter: attributes = footerAttributes(inSection: s)
        default: return nil
        }
        if mirrorsFrames, let a = attributes {
            attributes?.frame = mirrored(a.frame, contentWidth: collectionViewContentSize.width)
        }
        return attributes
    }

    // MARK: Headers and footers

    /// The pinned supplementary views' z-index: in front of the cells.
    static let pinnedZIndex = 10

    /// A section's header, left to right, pinned when asked: it stays at the top of the visible
    /// bounds (below the content inset) but never leaves its section (it is pushed out by the
    /// section's footer, or its end) and never goes above its own place.
    func headerAttributes(inSection s: Int) -> CollectionViewLayoutAttributes? {
        let geometry = sections[s]
        let length = geometry.metrics.headerLength
        guard length > 0 else { return nil }
        let axis = axis
        let start = stack.start(of: s)
        var position = start
        if sectionHeadersPinToVisibleBounds {
            let visibleLead = axis.alongRange(visibleBounds).0 + axis.split(environment.contentInsets).alongLead
            let limit = start + geometry.length - geometry.metrics.footerLength - length
            position = max(start, min(visibleLead, limit))
        }
        let frame = axis.rect(
            along: position, across: 0, alongLength: length, acrossLength: axis.across(environment.effectiveContentSize))
        return CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: CollectionElementKind.sectionHeader, with: IndexPath(item: 0, section: s),
            frame: frame, zIndex: sectionHeadersPinToVisibleBounds ? Self.pinnedZIndex : 0)
    }

    /// A section's footer, left to right, pinned when asked: it stays at the bottom of the
    /// visible bounds (above the content inset) but never leaves its section (it stops below the
    /// header) and never goes below its own place.
    func footerAttributes(inSection s: Int) -> CollectionViewLayoutAttributes? {
        let geometry = sections[s]
        let length = geometry.metrics.footerLength
        guard length > 0 else { return nil }
        let axis = axis
        let start = stack.start(of: s)
        let natural = start + geometry.length - length
        var position = natural
        if sectionFootersPinToVisibleBounds {
            let visibleTrail = axis.alongRange(visibleBounds).1 - axis.split(environment.contentInsets).alongTrail
            position = min(natural, max(visibleTrail - length, start + geometry.metrics.headerLength))
        }
        let frame = axis.rect(
            along: position, across: 0, alongLength: length, acrossLength: axis.across(environment.effectiveContentSize))
        return CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: CollectionElementKind.sectionFooter, with: IndexPath(item: 0, section: s),
            frame: frame, zIndex: sectionFootersPinToVisibleBounds ? Self.pinnedZIndex : 0)
    }
}
