import Foundation

/// A group placed in a section: the items it took and its frame (section-local along the
/// scroll axis; across it, in content coordinates before any orthogonal offset).
struct PlacedGroup {
    var firstItem: Int
    var count: Int
    var frame: CGRect
}

/// A header or footer placed in a section (section-local along the scroll axis).
struct PlacedBoundaryItem {
    var item: CollectionLayoutBoundarySupplementaryItem
    var frame: CGRect
    var isLeading: Bool
}

/// One compositional section's geometry: groups one after another along the scroll axis (or,
/// for an orthogonally scrolling section, across it), their items relative to the group, and
/// the boundary items before and after.
struct CompositionalSectionGeometry {
    let spec: CollectionLayoutSection
    let axis: ScrollAxis
    let itemCount: Int
    /// The content area the groups are resolved against (the container less the section's insets).
    let groupContainer: CGSize
    var groups: [PlacedGroup] = []
    /// Each item's placement, relative to its group's origin.
    var items: [PlacedItem]
    var groupOfItem: [Int32]
    var boundaryItems: [PlacedBoundaryItem] = []
    /// Where the groups start along the scroll axis, and the lengths before and after them.
    var leadingLength: CGFloat = 0
    var trailingLength: CGFloat = 0
    var orthogonal: Bool { spec.orthogonalScrollingBehavior != .none }

    /// Lays out a section's boundary items; `preferredBoundarySize` gives, by element kind, the size
    /// a boundary item's view preferred when it sized itself (taken on its estimated dimensions).
    init(
        spec: CollectionLayoutSection, axis: ScrollAxis, itemCount: Int, environment: CollectionLayoutEnvironment,
        preferredBoundarySize: (String) -> CGSize? = { _ in nil }
    ) {
        self.spec = spec
        self.axis = axis
        self.itemCount = itemCount
        let container = environment.effectiveContentSize
        let insets = spec.contentInsets
        groupContainer = CGSize(
            width: sanitizedLength(container.width - insets.leading - insets.trailing),
            height: sanitizedLength(container.height - insets.top - insets.bottom))
        items = []
        items.reserveCapacity(itemCount)
        groupOfItem = Array(repeating: 0, count: itemCount)
        // Boundary items, in order, outside the content insets, spanning the container.
        var before: CGFloat = 0
        var afterItems: [CollectionLayoutBoundarySupplementaryItem] = []
        for item in spec.boundarySupplementaryItems {
            let size = Self.boundarySize(of: item, in: container, preferred: preferredBoundarySize(item.elementKind))
            let leading = item.alignment == .top || item.alignment == .leading
            if leading {
                boundaryItems.append(
                    PlacedBoundaryItem(
                        item: item,
                        frame: axis.rect(along: before, across: 0, alongLength: axis.along(size), acrossLength: axis.across(size)),
                        isLeading: true))
                before += axis.along(size)
            } else {
                afterItems.append(item)
            }
        }
        let (_, _, alongLead, alongTrail) = axis.split(insets.absolute(in: .leftToRight))
        leadingLength = before + alongLead
        var after: CGFloat = alongTrail
        for item in afterItems {
            let size = Self.boundarySize(of: item, in: container, preferred: preferredBoundarySize(item.elementKind))
            // Placed when the groups' end is known (``placeTrailingBoundaryItems()``).
            boundaryItems.append(
                PlacedBoundaryItem(
                    item: item, frame: axis.rect(along: after, across: 0, alongLength: axis.along(size), acrossLength: axis.across(size)),
                    isLeading: false))
            after += axis.along(size)
        }
        trailingLength = after
    }

    /// A boundary item's size in the section's container: its resolved size, with the view's
    /// preferred length on each estimated dimension.
    static func boundarySize(of item: CollectionLayoutBoundarySupplementaryItem, in container: CGSize, preferred: CGSize?) -> CGSize {
        var size = item.layoutSize.resolved(in: container)
        if let preferred {
            if item.layoutSize.widthDimension.isEstimated { size.width = sanitizedLength(preferred.width) }
            if item.layoutSize.heightDimension.isEstimated { size.height = sanitizedLength(preferred.height) }
        }
        return size
    }

    /// Gives the boundary item of a kind a new size: a new length along the scroll axis moves the
    /// boundary items after it on its side and, for a leading item (a header), every group.
    /// Returns the change of the section's length.
    @discardableResult
    mutating func setBoundaryItemSize(ofKind kind: String, to size: CGSize) -> CGFloat {
        guard let k = boundaryItems.firstIndex(where: { $0.item.elementKind == kind }) else { return 0 }
        let delta = axis.along(size) - axis.along(boundaryItems[k].frame.size)
        boundaryItems[k].frame.size = size
        guard delta != 0 else { return 0 }
        let leading = boundaryItems[k].isLeading
        func moved(_ rect: CGRect) -> CGRect { axis.isVertical ? rect.offsetBy(dx: 0, dy: delta) : rect.offsetBy(dx: delta, dy: 0) }
        for j in boundaryItems.indices where j > k && boundaryItems[j].isLeading == leading {
            boundaryItems[j].frame = moved(boundaryItems[j].frame)
        }
        if leading {
            leadingLength += delta
            for g in groups.indices { groups[g].frame = moved(groups[g].frame) }
        } else {
            trailingLength += delta
        }
        return delta
    }

    /// How far the content after an item's group moves when the item takes the size `layout`
    /// now gives it: the change of the group's length when it keeps its items (a section that
    /// does not scroll orthogonally), else the change of the section's length.
    func shiftAfterResizing(item: Int, using layout: CompositionalGroupLayout) -> CGFloat {
        let old = groups[Int(groupOfItem[item])]
        if !orthogonal {
            var placed: [PlacedItem] = []
            let (consumed, size) = layout.layout(
                spec.group, container: groupContainer, origin: .zero, first: old.firstItem, available: itemCount - old.firstItem,
                into: &placed)
            if consumed == old.count { return axis.along(size) - axis.along(old.frame.size) }
        }
        var copy = self
        copy.relayoutGroup(holding: item, using: layout)
        return copy.length - length
    }

    /// The groups' extent along the scroll axis.
    var groupsLength: CGFloat {
        if orthogonal { return groups.reduce(0) { max($0, axis.along($1.frame.size)) } }
        guard let first = groups.first, let last = groups.last else { return 0 }
        return axis.alongRange(last.frame).1 - axis.alongRange(first.frame).0
    }

    /// The section's length along the scroll axis.
    var length: CGFloat { leadingLength + groupsLength + trailingLength }

    /// The end of the groups (section-local, along the scroll axis).
    var groupsEnd: CGFloat { leadingLength + groupsLength }

    /// The length of the groups' row across the scroll axis, insets included (orthogonal sections).
    var orthogonalContentLength: CGFloat {
        let (_, acrossTrail, _, _) = axis.split(spec.contentInsets.absolute(in: .leftToRight))
        guard let last = groups.last else { return 0 }
        return axis.acrossRange(last.frame).1 + acrossTrail
    }

    /// Places groups from group `firstGroup` on (the ones before stay). Returns the number of
    /// items placed.
    @discardableResult
    mutating func placeGroups(from firstGroup: Int, using layout: CompositionalGroupLayout) -> Int {
        let insets = spec.contentInsets.absolute(in: .leftToRight)
        let (acrossLead, _, _, _) = axis.split(insets)
        var item = firstGroup < groups.count ? groups[firstGroup].firstItem : (groups.last.map { $0.firstItem + $0.count } ?? 0)
        let start = item
        var cursor: CGFloat
        if firstGroup > 0, firstGroup <= groups.count {
            let previous = groups[firstGroup - 1]
            cursor = (orthogonal ? axis.acrossRange(previous.frame).1 : axis.alongRange(previous.frame).1) + spacingBetweenGroups
        } else {
            cursor = orthogonal ? acrossLead : leadingLength
        }
        groups.removeSubrange(min(firstGroup, groups.count)...)
        items.removeSubrange(min(item, items.count)...)
        while item < itemCount {
            let groupIndex = groups.count
            let (consumed, size) = layout.layout(
                spec.group, container: groupContainer, origin: .zero, first: item, available: itemCount - item, into: &items)
            guard consumed > 0 else { break }
            for i in item..<(item + consumed) { groupOfItem[i] = Int32(groupIndex) }
            let frame =
                orthogonal
                ? axis.rect(along: leadingLength, across: cursor, alongLength: axis.along(size), acrossLength: axis.across(size))
                : axis.rect(along: cursor, across: acrossLead, alongLength: axis.along(size), acrossLength: axis.across(size))
            groups.append(PlacedGroup(firstItem: item, count: consumed, frame: frame))
            cursor += (orthogonal ? axis.across(size) : axis.along(size)) + spacingBetweenGroups
            item += consumed
        }
        return item - start
    }

    var spacingBetweenGroups: CGFloat { sanitizedCoordinate(spec.interGroupSpacing) }

    /// Lays the group holding `item` out again (its cell changed size). When it takes as many
    /// items as before, the groups after it only move; otherwise they are placed again. Returns
    /// the number of items placed.
    @discardableResult
    mutating func relayoutGroup(holding item: Int, using layout: CompositionalGroupLayout) -> Int {
        let g = Int(groupOfItem[item])
        let old = groups[g]
        var placed: [PlacedItem] = []
        let (consumed, size) = layout.layout(
            spec.group, container: groupContainer, origin: .zero, first: old.firstItem, available: itemCount - old.firstItem,
            into: &placed)
        guard consumed == old.count else { return placeGroups(from: g, using: layout) }
        items.replaceSubrange(old.firstItem..<(old.firstItem + old.count), with: placed)
        let oldLength = orthogonal ? axis.across(old.frame.size) : axis.along(old.frame.size)
        let newLength = orthogonal ? axis.across(size) : axis.along(size)
        groups[g].frame.size = size
        let delta = newLength - oldLength
        if delta != 0 {
            for k in (g + 1)..<groups.count {
                if orthogonal == axis.isVertical { groups[k].frame.origin.x += delta } else { groups[k].frame.origin.y += delta }
            }
        }
        return consumed
    }

    /// The groups whose frames overlap `low..<high` along the scroll axis (section-local), by
    /// binary search; for an orthogonal section, those overlapping `low..<high` across it.
    func groups(overlapping low: CGFloat, _ high: CGFloat) -> Range<Int> {
        let axis = axis, orthogonal = orthogonal
        func range(_ rect: CGRect) -> (CGFloat, CGFloat) { orthogonal ? axis.acrossRange(rect) : axis.alongRange(rect) }
        var lo = 0, hi = groups.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if range(groups[mid].frame).1 <= low { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < groups.count, range(groups[end].frame).0 < high { end += 1 }
        return lo..<max(lo, end)
    }
}
