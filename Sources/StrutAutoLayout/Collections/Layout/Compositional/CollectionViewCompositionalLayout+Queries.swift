import Foundation

extension CollectionViewCompositionalLayout {
    func compositionalAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        prepareIfNeeded()
        let axis = axis
        let contentWidth = collectionViewContentSize.width
        let query = mirrorsFrames ? mirrored(rect, contentWidth: contentWidth) : rect
        let (low, high) = axis.alongRange(query)
        let (acrossLow, acrossHigh) = axis.acrossRange(query)
        var result: [CollectionViewLayoutAttributes] = []
        for s in stack.sections(overlapping: low, high) {
            let start = stack.start(of: s)
            let geometry = sections[s]
            var trailing: [CollectionViewLayoutAttributes] = []
            for k in geometry.boundaryItems.indices {
                let a = boundaryAttributes(section: s, index: k)
                guard overlaps(a.frame, query) else { continue }
                if geometry.boundaryItems[k].isLeading { result.append(a) } else { trailing.append(a) }
            }
            let offset = orthogonalContentOffset(forSection: s)
            let groups =
                geometry.orthogonal
                ? geometry.groups(overlapping: acrossLow + offset, acrossHigh + offset)
                : geometry.groups(overlapping: low - start, high - start)
            for g in groups {
                let group = geometry.groups[g]
                for i in group.firstItem..<(group.firstItem + group.count) {
                    let frame = itemFrame(section: s, item: i, start: start, offset: offset)
                    if overlaps(frame, query) {
                        var a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s), frame: frame)
                        a.zIndex = geometry.items[i].zIndex
                        result.append(a)
                    }
                }
            }
            result += trailing
        }
        if mirrorsFrames {
            for k in result.indices { result[k].frame = mirrored(result[k].frame, contentWidth: contentWidth) }
        }
        statistics.attributesReturned += result.count
        return result
    }

    func compositionalAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard indexPath.count == 2 else { return nil }
        let s = indexPath.section, i = indexPath.item
        guard indexPath.count == 2, s >= 0, s < sections.count, i >= 0, i < sections[s].items.count else { return nil }
        var frame = itemFrame(section: s, item: i, start: stack.start(of: s), offset: orthogonalContentOffset(forSection: s))
        if mirrorsFrames { frame = mirrored(frame, contentWidth: collectionViewContentSize.width) }
        var a = CollectionViewLayoutAttributes(forCellWith: indexPath, frame: frame)
        a.zIndex = sections[s].items[i].zIndex
        statistics.attributesReturned += 1
        return a
    }

    func compositionalAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        prepareIfNeeded()
        guard indexPath.count == 2 else { return nil }
        let s = indexPath.section
        guard s >= 0, s < sections.count,
            let k = sections[s].boundaryItems.firstIndex(where: { $0.item.elementKind == elementKind })
        else { return nil }
        var a = boundaryAttributes(section: s, index: k)
        if mirrorsFrames { a.frame = mirrored(a.frame, contentWidth: collectionViewContentSize.width) }
        return a
    }

    /// An item's frame, left to right: its group's origin plus its place in the group, the
    /// section's start along the scroll axis, less the section's orthogonal offset across it.
    func itemFrame(section s: Int, item i: Int, start: CGFloat, offset: CGFloat) -> CGRect {
        let geometry = sections[s]
        let group = geometry.groups[Int(geometry.groupOfItem[i])]
        var frame = geometry.items[i].frame.offsetBy(dx: group.frame.minX, dy: group.frame.minY)
        if axis.isVertical {
            frame.origin.y += start
            frame.origin.x -= offset
        } else {
            frame.origin.x += start
            frame.origin.y -= offset
        }
        return frame
    }

    /// A boundary item's attributes, left to right. A pinned leading item (a header) stays at
    /// the visible leading edge (inside the content inset) but never before its own place nor
    /// past the end of its section's groups and insets; a pinned trailing item (a footer) stays
    /// at the visible trailing edge but never after its own place nor before the headers' end.
    func boundaryAttributes(section s: Int, index k: Int) -> CollectionViewLayoutAttributes {
        let axis = axis
        let geometry = sections[s]
        let placed = geometry.boundaryItems[k]
        let start = stack.start(of: s)
        let length = axis.along(placed.frame.size)
        let leadingLengths = geometry.boundaryItems.filter(\.isLeading).reduce(0) { $0 + axis.along($1.frame.size) }
        let trailingLengths = geometry.boundaryItems.filter { !$0.isLeading }.reduce(0) { $0 + axis.along($1.frame.size) }
        let (_, _, _, alongTrail) = axis.split(geometry.spec.contentInsets.absolute(in: .leftToRight))
        var position: CGFloat
        if placed.isLeading {
            position = start + axis.alongRange(placed.frame).0
            if placed.item.pinToVisibleBounds {
                let visibleLead = axis.alongRange(visibleBounds).0 + axis.split(environment.contentInsets).alongLead
                let limit = start + geometry.length - trailingLengths - length
                position = max(position, min(visibleLead, limit))
            }
        } else {
            // Trailing items were placed from the trailing inset on; they follow the groups.
            position = start + geometry.groupsEnd + axis.alongRange(placed.frame).0
            if placed.item.pinToVisibleBounds {
                let visibleTrail = axis.alongRange(visibleBounds).1 - axis.split(environment.contentInsets).alongTrail
                position = min(position, max(visibleTrail - length, start + leadingLengths))
            }
        }
        _ = alongTrail
        let frame = axis.rect(
            along: position, across: axis.acrossRange(placed.frame).0, alongLength: length, acrossLength: axis.across(placed.frame.size))
        return CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: placed.item.elementKind, with: IndexPath(item: 0, section: s), frame: frame,
            zIndex: placed.item.zIndex)
    }
}
