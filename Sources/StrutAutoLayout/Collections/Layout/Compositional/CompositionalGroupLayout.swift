import Foundation

/// A cell placed by a group: its frame relative to the outermost group's origin, its drawing
/// order, and the axes on which it sizes itself (estimated dimensions).
struct PlacedItem {
    var frame: CGRect
    var zIndex: Int
    var sizesWidth: Bool
    var sizesHeight: Bool
}

/// Places groups' items, recursively: the algorithm documented on ``CollectionLayoutGroup``.
struct CompositionalGroupLayout {
    let environment: CollectionLayoutEnvironment
    /// The size a section's item (by index) preferred, if its cell sized itself.
    let preferredSize: (Int) -> CGSize?

    /// Lays out `group` in `container` (or at `forcedSize` where given, for a counted group's
    /// subgroups), for items from `first` on, at most `available` of them, appending their
    /// placements relative to `origin`. Returns how many items it took and the group's size.
    func layout(
        _ group: CollectionLayoutGroup, container: CGSize, forcedMain: CGFloat? = nil, horizontalParent: Bool = true,
        origin: CGPoint, first: Int, available: Int, into out: inout [PlacedItem]
    ) -> (consumed: Int, size: CGSize) {
        var size = group.layoutSize.resolved(in: container)
        if let forcedMain {
            if horizontalParent { size.width = forcedMain } else { size.height = forcedMain }
        }
        let insets = group.contentInsets
        let content = CGRect(
            x: insets.leading, y: insets.top,
            width: sanitizedLength(size.width - insets.leading - insets.trailing),
            height: sanitizedLength(size.height - insets.top - insets.bottom))
        let horizontal: Bool
        switch group.arrangement {
        case .custom(let provider):
            let frames = provider(environment)
            let n = min(frames.count, available)
            for k in 0..<n {
                let f = frames[k].frame
                let frame = CGRect(
                    x: origin.x + sanitizedCoordinate(f.minX), y: origin.y + sanitizedCoordinate(f.minY),
                    width: sanitizedLength(f.width), height: sanitizedLength(f.height))
                out.append(PlacedItem(frame: frame, zIndex: frames[k].zIndex, sizesWidth: false, sizesHeight: false))
            }
            return (n, size)
        case .horizontal: horizontal = true
        case .vertical: horizontal = false
        }
        guard !group.subitems.isEmpty else { return (0, size) }
        @inline(__always) func main(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
        @inline(__always) func cross(_ s: CGSize) -> CGFloat { horizontal ? s.height : s.width }
        let contentMain = main(content.size)
        let spacing = group.interItemSpacing.minimum
        let forcedChildMain: CGFloat? = group.count.map { count in
            sanitizedLength((contentMain - spacing * CGFloat(count - 1)) / CGFloat(count))
        }
        let maxChildren = group.count ?? Int.max
        var cursor: CGFloat = 0
        var consumed = 0
        var crossExtent: CGFloat = 0
        var children: [(range: Range<Int>, main: CGFloat)] = []
        var k = 0
        while consumed < available, children.count < maxChildren {
            let child = group.subitems[k % group.subitems.count]
            let childOrigin0 = out.count
            let childStart = children.isEmpty ? 0 : cursor + spacing
            let position =
                horizontal
                ? CGPoint(x: origin.x + content.minX + childStart, y: origin.y + content.minY)
                : CGPoint(x: origin.x + content.minX, y: origin.y + content.minY + childStart)
            let childSize: CGSize
            let took: Int
            if let item = child as? CollectionLayoutItem {
                childSize = itemRectSize(
                    item, container: content.size, forcedMain: forcedChildMain, horizontal: horizontal, index: first + consumed)
                if group.count == nil, !children.isEmpty, childStart + main(childSize) > contentMain + 1e-9 { break }
                out.append(place(item, size: childSize, at: position))
                took = 1
            } else if let subgroup = child as? CollectionLayoutGroup {
                var nested: [PlacedItem] = []
                let result = layout(
                    subgroup, container: content.size, forcedMain: forcedChildMain, horizontalParent: horizontal,
                    origin: position, first: first + consumed, available: available - consumed, into: &nested)
                if group.count == nil, !children.isEmpty, childStart + main(result.size) > contentMain + 1e-9 { break }
                childSize = result.size
                took = result.consumed
                out += nested
            } else {
                break
            }
            guard took > 0 else { break }
            children.append((childOrigin0..<out.count, main(childSize)))
            cursor = childStart + main(childSize)
            crossExtent = max(crossExtent, cross(childSize))
            consumed += took
            k += 1
        }
        // Flexible spacing: the leftover length shared equally between the gaps.
        if case .flexible = group.interItemSpacing, children.count > 1, cursor < contentMain {
            let extra = (contentMain - cursor) / CGFloat(children.count - 1)
            for (c, child) in children.enumerated() where c > 0 {
                for p in child.range {
                    if horizontal { out[p].frame.origin.x += extra * CGFloat(c) } else { out[p].frame.origin.y += extra * CGFloat(c) }
                }
            }
        }
        // Estimated dimensions take the length of what the group holds.
        if group.layoutSize.widthDimension.isEstimated, forcedMain == nil || !horizontalParent {
            size.width = (horizontal ? cursor : crossExtent) + insets.leading + insets.trailing
        }
        if group.layoutSize.heightDimension.isEstimated, forcedMain == nil || horizontalParent {
            size.height = (horizontal ? crossExtent : cursor) + insets.top + insets.bottom
        }
        return (consumed, size)
    }

    /// An item's rectangle size in its group's content area: preferred lengths on its estimated
    /// axes, the count's share on the group's axis.
    func itemRectSize(
        _ item: CollectionLayoutItem, container: CGSize, forcedMain: CGFloat?, horizontal: Bool, index: Int
    ) -> CGSize {
        var size = item.layoutSize.resolved(in: container)
        if let forcedMain {
            if horizontal { size.width = forcedMain } else { size.height = forcedMain }
        }
        if let preferred = preferredSize(index) {
            if item.layoutSize.widthDimension.isEstimated, forcedMain == nil || !horizontal { size.width = preferred.width }
            if item.layoutSize.heightDimension.isEstimated, forcedMain == nil || horizontal { size.height = preferred.height }
        }
        return size
    }

    /// The cell's frame in an item's rectangle: less the content insets, except on estimated axes.
    func place(_ item: CollectionLayoutItem, size: CGSize, at position: CGPoint) -> PlacedItem {
        let insets = item.contentInsets
        let sizesWidth = item.layoutSize.widthDimension.isEstimated
        let sizesHeight = item.layoutSize.heightDimension.isEstimated
        var frame = CGRect(origin: position, size: size)
        if !sizesWidth {
            frame.origin.x += insets.leading
            frame.size.width = sanitizedLength(size.width - insets.leading - insets.trailing)
        }
        if !sizesHeight {
            frame.origin.y += insets.top
            frame.size.height = sanitizedLength(size.height - insets.top - insets.bottom)
        }
        return PlacedItem(frame: frame, zIndex: 0, sizesWidth: sizesWidth, sizesHeight: sizesHeight)
    }
}
