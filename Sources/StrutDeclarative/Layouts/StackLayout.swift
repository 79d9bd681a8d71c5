import Foundation

/// A layout that places its sublayouts one after another along an axis.
///
/// ## Measurement
/// Sublayouts are measured in ascending order of flexibility along the axis (inflexible first,
/// ties in order), each within the axis length still available and the stack's whole cross
/// length, so the most flexible sublayout is measured last with what is left. A sublayout that
/// measures zero along the axis takes no spacing. Once no axis (or cross) length is left, the
/// remaining sublayouts are dropped: they are not arranged and get no view. The stack's size is
/// the sum of the non-empty lengths and spacings along the axis and the largest cross length.
/// With ``StackLayoutDistribution/fillEqualSize`` every sublayout is offered an equal slot.
///
/// ## Arrangement
/// The stack aligns its measured size with ``alignment``, then distributes the excess along the
/// axis by ``distribution``. Every sublayout gets the stack's whole cross length and aligns
/// itself within it, so cross-axis alignment belongs to the sublayouts. As in LayoutKit, spacing
/// follows every non-empty sublayout, so an empty one placed after the last non-empty one sits
/// one spacing further (possibly past the stack's end, with zero length).
///
/// ## Flexibility
/// Unless given, the most flexible of the sublayouts along the axis and the least flexible across
/// it (an empty stack: inflexible along the axis, ``Flexibility/maxFlex`` across).
///
/// ## Differences from LayoutKit
/// - **LayoutKit #182**: a flexible sublayout that measures zero along the axis and is stretched
///   by `fillFlexing` now leaves room for its spacing, so the stack no longer overflows its frame
///   by one spacing (vertical stack 100×200, spacing 8, [22×22, `SizeLayout(width: 3)`]: the
///   second sublayout is at y 30 with height 170, not 178).
/// - **Wrong sublayout stretched**: LayoutKit chose the most flexible sublayout among all of them
///   but indexed the measured ones, so after a drop it stretched the wrong one. The choice is now
///   made among the measured sublayouts.
/// - `fillEqualSpacing` divides the excess among the gaps between *measured, non-empty*
///   sublayouts (LayoutKit counted all sublayouts, leaving a gap at the end after a drop, and
///   divided by zero for one sublayout; one sublayout now sits at the leading edge).
/// - Spacing is added after the first non-empty sublayout even when negative spacing has made
///   the running length zero; inflexible sublayouts rank below every flexible one, including
///   ``Flexibility/minFlex`` (LayoutKit treated them as equal).
/// - The measured size is capped at the proposal, as the ``Layout`` contract requires.
public final class StackLayout: Layout, MeasurementCaching {
    /// The distributions of ``StackLayout``.
    public typealias Distribution = StackLayoutDistribution

    /// The axis sublayouts are placed along.
    public let axis: Axis
    /// The space between consecutive non-empty sublayouts (may be negative).
    public let spacing: CGFloat
    /// How excess space along the axis is distributed.
    public let distribution: StackLayoutDistribution
    /// How the stack positions itself in the rectangle its parent gives it.
    public let alignment: Alignment
    /// How willing the stack is to grow or shrink.
    public let flexibility: Flexibility
    /// The identifier used to recycle this layout's view.
    public let viewReuseId: String?
    /// The sublayouts, in order along the axis.
    public let sublayouts: [any Layout]
    /// How this layout's view is made; `nil` means no view.
    public let view: ViewRecipe?

    /// Sublayout indices in measurement order (ascending flexibility along the axis, then
    /// index), or `nil` when that is the sublayouts' own order.
    private let measurementOrder: [Int]?
    /// The last few measurements (see ``MeasurementCaching``).
    @exclusivity(unchecked) package nonisolated(unsafe) var measurementCache = MeasurementCache()

    /// Creates a stack layout.
    public init(
        axis: Axis,
        spacing: CGFloat = 0,
        distribution: StackLayoutDistribution = .fillFlexing,
        alignment: Alignment = .fill,
        flexibility: Flexibility? = nil,
        viewReuseId: String? = nil,
        sublayouts: [any Layout],
        view: ViewRecipe? = nil
    ) {
        self.axis = axis
        self.spacing = spacing
        self.distribution = distribution
        self.alignment = alignment
        let (order, defaultFlexibility) = Self.measurementOrderAndFlexibility(axis: axis, sublayouts: sublayouts)
        self.flexibility = flexibility ?? defaultFlexibility
        self.viewReuseId = viewReuseId
        self.sublayouts = sublayouts
        self.view = view
        self.measurementOrder = order
    }

    /// The sublayout indices in measurement order (`nil` when that is their own order) and the
    /// stack's default flexibility: the most flexible of the sublayouts along the axis and the
    /// least flexible across it (an empty stack: inflexible along the axis, ``Flexibility/maxFlex``
    /// across). One pass that reads each sublayout's flexibility once.
    private static func measurementOrderAndFlexibility(
        axis: Axis, sublayouts: [any Layout]
    ) -> (order: [Int]?, flexibility: Flexibility) {
        var axisFlex: Flexibility.Flex = Flexibility.inflexibleFlex
        var crossFlex: Flexibility.Flex = Flexibility.maxFlex
        var previous = Int64.min
        var sorted = true
        // By index: the elements are read in place (iterating retains and releases each).
        for index in sublayouts.indices {
            let flex = AxisFlexibility(axis: axis, flexibility: sublayouts[index].flexibility)
            axisFlex = Flexibility.max(axisFlex, flex.axisFlex)
            crossFlex = Flexibility.min(crossFlex, flex.crossFlex)
            let rank = Flexibility.rank(flex.axisFlex)
            if rank < previous { sorted = false }
            previous = rank
        }
        let flexibility = AxisFlexibility(axis: axis, axisFlex: axisFlex, crossFlex: crossFlex).flexibility
        if sorted { return (nil, flexibility) }
        var ranks: [Int64] = []
        ranks.reserveCapacity(sublayouts.count)
        for index in sublayouts.indices { ranks.append(Flexibility.rank(sublayouts[index].flexibility.flex(axis))) }
        guard sublayouts.count <= 16 else { return (ranks.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }, flexibility) }
        // A short stack: a stable insertion sort by rank (ties keep the sublayouts' order), the
        // same order as sorting by (rank, index) without the sort's closure and buffers.
        var order = Array(sublayouts.indices)
        for i in order.indices.dropFirst() {
            let moving = order[i]
            var j = i
            while j > 0, ranks[order[j - 1]] > ranks[moving] {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = moving
        }
        return (order, flexibility)
    }

    /// Whether the layout has a view: `true` when it has a ``view`` recipe.
    public var needsView: Bool { view != nil }

    /// Measures the sublayouts in flexibility order; see the type's documentation.
    ///
    /// - Complexity: O(n) in the number of sublayouts plus their measurements; O(1) for a
    ///   repeated `maxSize`.
    public func measurement(within maxSize: CGSize) -> LayoutMeasurement {
        cachedMeasurement(within: maxSize) { computeMeasurement(within: maxSize) }
    }

    private func computeMeasurement(within maxSize: CGSize) -> LayoutMeasurement {
        var available = AxisSize(axis: axis, size: maxSize)
        var usedAxis: CGFloat = 0
        var usedCross: CGFloat = 0
        var nonEmptyCount = 0
        // Measured sublayouts. In the sublayouts' order when that is the measurement order;
        // otherwise in slots by index, compacted afterwards.
        var kept: [LayoutMeasurement] = []
        var slots: [LayoutMeasurement?] = []
        if measurementOrder == nil {
            kept.reserveCapacity(sublayouts.count)
        } else {
            slots = Array(repeating: nil, count: sublayouts.count)
        }
        let slotLength: CGFloat? =
            distribution == .fillEqualSize
            ? equalSlotLength(total: available.axisLength, count: sublayouts.count) : nil

        for position in sublayouts.indices {
            if available.axisLength <= 0 || available.crossLength <= 0 { break }
            let index = measurementOrder?[position] ?? position
            var proposal = available
            if let slotLength { proposal.axisLength = slotLength }
            let child = sublayouts[index].measurement(within: proposal.size)
            let childSize = AxisSize(axis: axis, size: child.size)
            if measurementOrder == nil { kept.append(child) } else { slots[index] = child }
            if childSize.axisLength > 0 {
                usedAxis += (nonEmptyCount > 0 ? spacing : 0) + childSize.axisLength
                usedCross = max(usedCross, childSize.crossLength)
                available.axisLength -= childSize.axisLength + spacing
                nonEmptyCount += 1
            }
        }

        if measurementOrder != nil {
            kept.reserveCapacity(sublayouts.count)
            for case let child? in slots { kept.append(child) }
        }
        if distribution == .fillEqualSize, !kept.isEmpty {
            let longest = kept.map { AxisSize(axis: axis, size: $0.size).axisLength }.max() ?? 0
            usedAxis = (longest + spacing) * CGFloat(kept.count) - spacing
        }
        let bound = AxisSize(axis: axis, size: maxSize)
        let size = AxisSize(
            axis: axis,
            axisLength: max(0, min(usedAxis, bound.axisLength)),
            crossLength: max(0, min(usedCross, bound.crossLength))
        )
        return LayoutMeasurement(layout: self, size: size.size, maxSize: maxSize, sublayouts: kept)
    }

    /// LayoutKit's equal slot: as many slots as fit with their spacing (at least one), sharing
    /// what the spacing leaves. With zero or negative spacing every slot fits.
    private func equalSlotLength(total: CGFloat, count: Int) -> CGFloat {
        guard count > 0 else { return total }
        guard spacing > 0 else { return (total - CGFloat(count - 1) * spacing) / CGFloat(count) }
        let fitting = (total / spacing).rounded(.down) + 1
        let visible = min(CGFloat(count), max(1, fitting))
        return (total - (visible - 1) * spacing) / visible
    }

    /// Places the measured sublayouts along the axis; see the type's documentation.
    ///
    /// - Complexity: O(n) in the number of measured sublayouts plus their arrangements.
    public func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement {
        let frame = alignment.position(size: measurement.size, in: rect)
        let frameSize = AxisSize(axis: axis, size: frame.size)
        let measuredSize = AxisSize(axis: axis, size: measurement.size)
        let excess = frameSize.axisLength - measuredSize.axisLength
        let children = measurement.sublayouts
        var nonEmptyCount = 0
        // Elements are read in place by index (iterating copies each measurement: two retains
        // and two releases).
        for index in children.indices where AxisSize(axis: axis, size: children[index].size).axisLength > 0 {
            nonEmptyCount += 1
        }

        var offset: CGFloat = 0
        var gap = spacing
        var stretchIndex: Int?
        switch distribution {
        case .leading, .fillEqualSize:
            break
        case .trailing:
            offset = excess
        case .center:
            offset = excess / 2
        case .fillEqualSpacing:
            let gaps = CGFloat(nonEmptyCount - 1)
            if gaps > 0 { gap = (excess + gaps * spacing) / gaps }
        case .fillFlexing:
            if excess > 0 { stretchIndex = mostFlexibleIndex(of: children) }
        }
        let slotLength: CGFloat? =
            distribution == .fillEqualSize
            ? equalSlotLength(total: frameSize.axisLength, count: children.count) : nil

        var arranged: [LayoutArrangement] = []
        arranged.reserveCapacity(children.count)
        for index in children.indices {
            var length = slotLength ?? AxisSize(axis: axis, size: children[index].size).axisLength
            if index == stretchIndex {
                // A stretched empty sublayout becomes non-empty, which adds one gap (#182).
                length = length > 0 || nonEmptyCount == 0 ? length + excess : max(0, excess - gap)
            }
            let slot = CGRect(
                origin: AxisPoint(axis: axis, axisOffset: offset, crossOffset: 0),
                size: AxisSize(axis: axis, axisLength: length, crossLength: frameSize.crossLength)
            )
            arranged.append(children[index].arrangement(within: slot))
            offset += length
            if length > 0 { offset += gap }
        }
        return LayoutArrangement(layout: self, frame: frame, sublayouts: arranged)
    }

    /// The measured sublayout with the highest flexibility along the axis (the last on ties), or
    /// `nil` when that sublayout is inflexible.
    private func mostFlexibleIndex(of children: [LayoutMeasurement]) -> Int? {
        var best: (rank: Int64, index: Int)?
        for index in children.indices {
            let rank = Flexibility.rank(children[index].layout.flexibility.flex(axis))
            if let current = best, rank < current.rank { continue }
            best = (rank, index)
        }
        guard let best, children[best.index].layout.flexibility.flex(axis) != nil else { return nil }
        return best.index
    }
}
