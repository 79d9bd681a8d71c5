import Foundation

/// One line of a flow layout section (a row when scrolling vertically, a column when scrolling
/// horizontally).
struct FlowLine {
    /// The first item on the line.
    var firstItem: Int
    /// How many items the line holds.
    var count: Int
    /// Where the line starts along the scroll axis, from the section's start.
    var start: CGFloat
    /// The line's length along the scroll axis: its longest item's.
    var thickness: CGFloat
}

/// The metrics one section of a flow layout is computed from, in axis-generic terms.
struct FlowSectionMetrics: Equatable {
    /// The header's and footer's lengths along the scroll axis (0: none).
    var headerLength: CGFloat
    var footerLength: CGFloat
    /// The section inset before the first line and after the last, along the scroll axis.
    var alongLead: CGFloat
    var alongTrail: CGFloat
    /// Where lines start across the scroll axis, and the length they may fill.
    var acrossStart: CGFloat
    var lineLength: CGFloat
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
}

/// A flow layout section's geometry, section-local along the scroll axis, in content
/// coordinates across it.
///
/// Line filling (UIKit's flow layout, as documented and observed):
/// 1. Items go on the current line while they fit: the line's items plus
///    `minimumInteritemSpacing` between each two must not exceed the line's length (the
///    content's length across the scroll axis less the section insets).
/// 2. An item that does not fit starts a new line, `minimumLineSpacing` after the longest item
///    of the line before. An item longer than a whole line gets a line of its own.
/// 3. A line of several items is justified: the first item at the line's leading edge, the
///    last at its trailing edge, the space left shared equally between the gaps (so every gap is
///    at least `minimumInteritemSpacing`). The last line of a section too.
/// 4. A line of one item centres it across the scroll axis (an item longer than the line sits
///    at the leading edge).
/// 5. Along the scroll axis, each item is centred on its line.
struct FlowSectionGeometry {
    var metrics: FlowSectionMetrics
    /// Each item's lengths across and along the scroll axis.
    var across: [CGFloat]
    var along: [CGFloat]
    /// Each item's position across the scroll axis (set by line breaking).
    var position: [CGFloat]
    /// The line each item is on.
    var lineOfItem: [Int32]
    var lines: [FlowLine] = []

    init(metrics: FlowSectionMetrics, sizes: [(across: CGFloat, along: CGFloat)]) {
        self.metrics = metrics
        across = sizes.map(\.across)
        along = sizes.map(\.along)
        position = Array(repeating: 0, count: sizes.count)
        lineOfItem = Array(repeating: 0, count: sizes.count)
    }

    var itemCount: Int { across.count }

    /// Where the first line starts along the scroll axis.
    var linesStart: CGFloat { metrics.headerLength + metrics.alongLead }

    /// The end of the last line along the scroll axis (the lines' start when there are none).
    var linesEnd: CGFloat {
        guard let last = lines.last else { return linesStart }
        return last.start + last.thickness
    }

    /// The section's length along the scroll axis: header, insets, lines, footer.
    var length: CGFloat { linesEnd + metrics.alongTrail + metrics.footerLength }

    /// Breaks the items into lines from line `firstLine` on (the lines before stay), placing each
    /// item across the scroll axis. Returns the number of items placed.
    @discardableResult
    mutating func breakLines(from firstLine: Int) -> Int {
        let firstItem = firstLine < lines.count ? lines[firstLine].firstItem : (lines.last.map { $0.firstItem + $0.count } ?? 0)
        var start = linesStart
        if firstLine > 0, firstLine <= lines.count {
            let previous = lines[firstLine - 1]
            start = previous.start + previous.thickness + metrics.lineSpacing
        }
        lines.removeSubrange(min(firstLine, lines.count)...)
        var item = firstItem
        let limit = metrics.lineLength
        while item < itemCount {
            // Rule 1 and 2: fill the line while the items and the minimum spacing fit.
            var used = across[item]
            var end = item + 1
            while end < itemCount, used + metrics.interitemSpacing + across[end] <= limit + 1e-9 {
                used += metrics.interitemSpacing + across[end]
                end += 1
            }
            let count = end - item
            var thickness: CGFloat = 0
            for i in item..<end { thickness = max(thickness, along[i]) }
            let lineIndex = Int32(lines.count)
            if count == 1 {
                // Rule 4: a lone item is centred; one longer than the line starts at its edge.
                position[item] = metrics.acrossStart + max(0, (limit - across[item]) / 2)
                lineOfItem[item] = lineIndex
            } else {
                // Rule 3: justified.
                var total: CGFloat = 0
                for i in item..<end { total += across[i] }
                let gap = (limit - total) / CGFloat(count - 1)
                var x = metrics.acrossStart
                for i in item..<end {
                    position[i] = x
                    lineOfItem[i] = lineIndex
                    x += across[i] + gap
                }
            }
            lines.append(FlowLine(firstItem: item, count: count, start: start, thickness: thickness))
            start += thickness + metrics.lineSpacing
            item = end
        }
        return itemCount - firstItem
    }

    /// Takes new lengths for an item. A new length across the scroll axis breaks the lines again
    /// from the item's line; a new length along it only changes the line's thickness and moves
    /// the lines after it. Returns the number of items whose geometry was recomputed.
    @discardableResult
    mutating func setSize(ofItem item: Int, across newAcross: CGFloat, along newAlong: CGFloat) -> Int {
        let line = Int(lineOfItem[item])
        if newAcross != across[item] {
            across[item] = newAcross
            along[item] = newAlong
            return breakLines(from: line)
        }
        guard newAlong != along[item] else { return 0 }
        along[item] = newAlong
        let l = lines[line]
        var thickness: CGFloat = 0
        for i in l.firstItem..<(l.firstItem + l.count) { thickness = max(thickness, along[i]) }
        let delta = thickness - l.thickness
        lines[line].thickness = thickness
        if delta != 0 {
            for k in (line + 1)..<lines.count { lines[k].start += delta }
        }
        return l.count
    }

    /// Takes a new header length: every line moves by the change. Returns the change.
    @discardableResult
    mutating func setHeaderLength(_ length: CGFloat) -> CGFloat {
        let delta = length - metrics.headerLength
        guard delta != 0 else { return 0 }
        metrics.headerLength = length
        for k in lines.indices { lines[k].start += delta }
        return delta
    }

    /// Takes a new footer length (nothing inside the section moves). Returns the change.
    @discardableResult
    mutating func setFooterLength(_ length: CGFloat) -> CGFloat {
        let delta = length - metrics.footerLength
        metrics.footerLength = length
        return delta
    }

    /// How far the content after an item's line moves when the item takes new lengths: the
    /// change of its line's thickness when the length across the scroll axis stays (no line
    /// breaks again), else the change of the section's length (the lines after it break again).
    func shiftAfterResizing(item: Int, across newAcross: CGFloat, along newAlong: CGFloat) -> CGFloat {
        guard newAcross == across[item] else {
            var copy = self
            copy.setSize(ofItem: item, across: newAcross, along: newAlong)
            return copy.length - length
        }
        let line = lines[Int(lineOfItem[item])]
        var thickness: CGFloat = 0
        for i in line.firstItem..<(line.firstItem + line.count) { thickness = max(thickness, i == item ? newAlong : along[i]) }
        return thickness - line.thickness
    }

    /// An item's frame: section-local along the scroll axis (rule 5: centred on its line).
    func itemFrame(_ item: Int, axis: ScrollAxis, sectionStart: CGFloat) -> CGRect {
        let line = lines[Int(lineOfItem[item])]
        let alongPosition = sectionStart + line.start + (line.thickness - along[item]) / 2
        return axis.rect(along: alongPosition, across: position[item], alongLength: along[item], acrossLength: across[item])
    }

    /// The lines that overlap `low..<high` (section-local, along the scroll axis), by binary search.
    func lines(overlapping low: CGFloat, _ high: CGFloat) -> Range<Int> {
        var lo = 0, hi = lines.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lines[mid].start + lines[mid].thickness <= low { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < lines.count, lines[end].start < high { end += 1 }
        return lo..<max(lo, end)
    }
}
