import Foundation
import StrutSolver

extension LayoutEngine {
    /// Translates a constraint into a row `first − multiplier × second − constant  OP  0` in the
    /// coordinates of the view it is installed on, or `nil` if an item is gone or not under it.
    ///
    /// Each item's location is its own minX/minY plus the minX/minY of every container between it
    /// and that view, so constraints between views in different containers work and moving a
    /// container never touches its descendants' variables. In a right-to-left layout a
    /// directional constraint (one that names leading or trailing) holds in mirrored x
    /// coordinates: every horizontal location term (leading → −right, trailing → −left,
    /// centerX → −centerX) enters negated while widths, the constant and the relation stay, so
    /// `b.leading >= a.trailing + 8` becomes `b.right <= a.left − 8`.
    func buildRow(for c: LayoutConstraint) -> BuiltRow? {
        translateRow(c) { terms, constant, base, nodes, isDirectional, _ in
            BuiltRow(
                terms: terms, constant: constant, base: base, relation: c.relation, priority: c.priorityStorage,
                nodes: nodes, isDirectional: isDirectional)
        }
    }

    /// The row of ``buildRow(for:)``, made directly (its sequence is given when it is added):
    /// the translated terms and nodes go into the row without a ``BuiltRow`` in between, and
    /// the host's identity the translation read is the row's ``Row/hostID`` (not read again
    /// when the row is registered).
    func makeRow(for c: LayoutConstraint) -> Row? {
        translateRow(c) { terms, constant, base, nodes, isDirectional, hostID in
            let row = Row(
                constraint: c, terms: terms, constant: constant, base: base, relation: c.relation,
                priority: c.priorityStorage, nodes: nodes, isDirectional: isDirectional)
            row.hostID = hostID
            return row
        }
    }

    /// The row of ``makeRow(for:)`` as data (a fitting engine's first batch, see
    /// LayoutEngine+FirstBatch.swift): ``makeRow(from:sequence:)`` makes the same row from it.
    func draftRow(for c: LayoutConstraint) -> RowDraft? {
        translateRow(c, intoPool: true) { _, constant, base, nodes, isDirectional, hostID in
            RowDraft(
                destination: .constraint(c), terms: pooledTerms, constant: constant, base: base, relation: c.relation,
                priority: c.priorityStorage, nodes: nodes, isDirectional: isDirectional, hostID: hostID)
        }
    }

    /// Appends `1 × size` of the node's axis to ``draftTerms`` (a pooled size row's terms, as
    /// ``LayoutNode/sizeTerms(_:)`` holds them) and notes their range in ``pooledTerms``.
    func poolSizeTerm(of node: LayoutNode, _ axis: LayoutConstraintAxis) {
        let start = draftTerms.count
        draftTerms.append(Term(axis == .horizontal ? node.width : node.height, 1))
        pooledTerms = (Int32(start), 1)
    }

    /// The translation of ``buildRow(for:)``, handing the row's parts (terms, constant, base,
    /// nodes, whether it is directional, the host's identity) to `make`. `intoPool`: the terms
    /// go to ``draftTerms`` (their range in ``pooledTerms``) and `make` gets none.
    @inline(__always)
    private func translateRow<R>(
        _ c: LayoutConstraint, intoPool: Bool = false,
        _ make: (consuming [Term], Double, Double, consuming RowNodes, Bool, ObjectIdentifier) -> R
    ) -> R? {
        // The host's identity, read without retaining the view (a builder only compares it).
        guard let hostID = c.hostNode?.unretainedView?._withUnsafeGuaranteedRef({ ObjectIdentifier($0) }) else {
            return nil
        }
        // A content-size row, `1 × size − intrinsic OP 0` on its own view (its owner): the
        // node's shared terms, nothing to translate, no node to keep (the row that a builder
        // would make, without the builder or an array of its own).
        if case .contentSize(let axis) = c.kind, let owner = c.ownerNode, c.first.node === owner, owner.isAlive,
            c.second == nil, c.multiplier == 1, c.first.attribute == (axis == .horizontal ? .width : .height)
        {
            guard intoPool else { return make(owner.sizeTerms(axis), 0 - Double(c.constant), 0, RowNodes(), false, hostID) }
            poolSizeTerm(of: owner, axis)
            return make([], 0 - Double(c.constant), 0, RowNodes(), false, hostID)
        }
        let owner = c.ownerNode
        return translateSides(
            c.first, c.second, multiplier: Double(c.multiplier), constant: Double(c.constant), owner: owner,
            hostID: hostID, intoPool: intoPool,
            crossing: { crossed in
                noteConstraint(c, crossing: crossed)
                return true
            },
            { terms, constant, base, nodes, isDirectional in make(terms, constant, base, nodes, isDirectional, hostID) })
    }

    /// The translation of a row's sides, `1 × first − multiplier × second − constant`, in the
    /// coordinates of the host (``translateRow(_:_:)`` for a constraint's, and for a held stack
    /// entry's from the plan, ``translatePlannedRow(_:entry:)``): its parts handed to `make`,
    /// `nil` when an item is gone or not under the host. `owner` is the node the row belongs to
    /// (not listed among the row's nodes); `crossing` is told of the containers with a movable
    /// bounds origin the terms cross, and returns whether the row is kept. `intoPool`: the
    /// terms are appended to ``draftTerms`` (their range noted in ``pooledTerms``; nothing
    /// appended when the row is not made) and `make` gets an empty list.
    @inline(__always)
    func translateSides<R>(
        _ first: AnchorSide, _ second: AnchorSide?, multiplier: Double, constant: Double, owner: LayoutNode?,
        hostID: ObjectIdentifier, intoPool: Bool = false, crossing: ([View]) -> Bool,
        _ make: (consuming [Term], Double, Double, consuming RowNodes, Bool) -> R
    ) -> R? {
        // A plain size row, `1 × size − constant OP 0` (a dimension equal to a constant, a
        // fitting size): the node's shared terms, as the builder would make them (a size needs
        // no coordinates, is never directional, and names its node unless the node is the owner).
        if second == nil, !first.isComposite, first.attribute == .width || first.attribute == .height, first.node.isAlive {
            let node = first.node
            var nodes = RowNodes()
            if owner !== node { nodes.append(node) }
            let axis: LayoutConstraintAxis = first.attribute == .width ? .horizontal : .vertical
            guard intoPool else { return make(node.sizeTerms(axis), 0 - constant, 0, nodes, false) }
            poolSizeTerm(of: node, axis)
            return make([], 0 - constant, 0, nodes, false)
        }
        let isDirectional =
            first.attribute.isDirectional || first.originAttribute.isDirectional
            || (second.map { $0.attribute.isDirectional || $0.originAttribute.isDirectional } ?? false)
        var rtl = false
        // The direction of the first directional side's view (no arrays: most rows of a cell
        // name leading or trailing), unless the engine knows every view is left to right.
        if isDirectional, !isKnownLeftToRight, let view = Self.directionView(of: first) ?? second.flatMap(Self.directionView(of:)) {
            rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        }
        var builder = RowBuilder(hostID: hostID, rtl: rtl, ownerID: owner.map { ObjectIdentifier($0) }, reserving: !intoPool)
        // Into the pool: the builder appends to it in place (swapped in and out, not copied).
        let start = draftTerms.count
        if intoPool { swap(&builder.terms, &draftTerms) }
        // The second side is read in place (binding it copies it, retaining its nodes).
        var made = builder.add(first, coefficient: 1) && (second.map({ builder.add($0, coefficient: -multiplier) }) ?? true)
        if made, let crossed = builder.crossedMovableBounds, !crossing(crossed) { made = false }
        if intoPool {
            // (Nothing drafts while a row is translated: the pool swapped out stayed empty.)
            assert(draftTerms.isEmpty, "a row was drafted while another was being translated")
            swap(&builder.terms, &draftTerms)
            guard made else {
                draftTerms.removeSubrange(start...)
                return nil
            }
            pooledTerms = (Int32(start), Int32(draftTerms.count - start))
            return make([], builder.constant - constant, builder.constant, builder.nodes, isDirectional)
        }
        guard made else { return nil }
        // The terms are moved out of the builder (swapped, not copied: no retain and release).
        var terms: [Term] = []
        swap(&terms, &builder.terms)
        return make(terms, builder.constant - constant, builder.constant, builder.nodes, isDirectional)
    }
}

extension LayoutEngine {
    /// The view whose layout direction a directional side follows, or nil for a side that
    /// names no leading or trailing (or whose item is gone).
    static func directionView(of side: AnchorSide) -> View? {
        guard side.attribute.isDirectional || side.originAttribute.isDirectional else { return nil }
        return (side.attribute.isDirectional ? side.node : side.originNode)?.anchorView
    }
}

/// Accumulates the terms of one row.
///
/// The host and the owner are kept as identities, only compared: a reference would be retained
/// and released with the builder (two atomic operations per row built).
struct RowBuilder {
    let hostID: ObjectIdentifier
    let rtl: Bool
    let ownerID: ObjectIdentifier?
    var terms: [Term] = []
    var constant: Double = 0
    var nodes = RowNodes()
    /// The containers with a movable bounds origin (scroll views) the row's terms cross, `nil`
    /// for none (no empty array to release with every builder).
    var crossedMovableBounds: [View]?

    /// `reserving`: whether the builder makes its own terms list (false when a pool is swapped
    /// in, ``LayoutEngine/draftTerms``).
    init(hostID: ObjectIdentifier, rtl: Bool, ownerID: ObjectIdentifier?, reserving: Bool = true) {
        self.hostID = hostID
        self.rtl = rtl
        self.ownerID = ownerID
        // One allocation for the common rows' terms (two sides, up to two containers between
        // them: 96 bytes where room for six took 128, kept for the row's life); the nodes need
        // none for up to two items (``RowNodes``).
        if reserving { terms.reserveCapacity(4) }
    }

    mutating func add(_ side: AnchorSide, coefficient: Double) -> Bool {
        // Nodes, not items: no existential is formed and nothing is cast or retained for the
        // common sides (a node reads alive only while its item is).
        guard side.node.isAlive, addAttribute(side.node, side.attribute, coefficient) else { return false }
        if side.isComposite {
            guard let origin = side.originNode, origin.isAlive, addAttribute(origin, side.originAttribute, -coefficient)
            else { return false }
        }
        return true
    }

    @inline(__always) private mutating func use(_ node: LayoutNode) {
        if ObjectIdentifier(node) == ownerID || nodes.contains(node) { return }
        nodes.append(node)
    }

    /// Appends `k × variable` (the variable, just read from its node, moves into the term).
    @inline(__always) private mutating func term(_ variable: consuming Variable, _ k: Double, of node: LayoutNode) {
        terms.append(Term(variable, k))
        use(node)
    }

    /// Adds `k × attribute` of the node's item in the host's coordinates.
    ///
    /// The common attributes (no margin, no baseline) are placed on the node as given: it is
    /// borrowed, not copied into a variable (a retain and release per side).
    private mutating func addAttribute(_ node: LayoutNode, _ attribute: LayoutAttribute, _ k: Double) -> Bool {
        if attribute.isMargin || attribute.isBaseline { return addResolvedAttribute(node, attribute, k) }
        let (attribute, k) = directional(attribute, k)
        return place(node, attribute, k)
    }

    /// ``addAttribute(_:_:_:)`` for a margin or baseline attribute: the margin goes to the
    /// margins guide's node, the baseline to the baseline view's top or bottom.
    private mutating func addResolvedAttribute(
        _ originalNode: LayoutNode, _ originalAttribute: LayoutAttribute, _ k: Double
    ) -> Bool {
        var node = originalNode
        var attribute = originalAttribute
        if attribute.isMargin {
            guard let view = node.view else { return false }
            node = view.layoutMarginsGuide.layoutNode
            attribute = attribute.withoutMargin
        }
        var k = k
        (attribute, k) = directional(attribute, k)
        if attribute.isBaseline, let view = node.view {
            let baselineView = attribute == .firstBaseline ? view.viewForFirstBaselineLayout : view.viewForLastBaselineLayout
            let target = baselineView.isDescendant(of: view) ? baselineView : view
            node = target.layoutNode
            if attribute == .firstBaseline, let offset = target.firstBaselineOffsetFromTop {
                attribute = .top
                constant += k * Double(offset)
            } else {
                let offset = attribute == .firstBaseline ? 0 : target.lastBaselineOffsetFromBottom
                attribute = .bottom
                constant -= k * Double(offset)
            }
        }
        return place(node, attribute, k)
    }

    /// The attribute and factor in the row's coordinates: leading and trailing become left and
    /// right, or, mirrored (x' = −x for every location in a directional constraint of a
    /// right-to-left layout), right and left with the factor of every location negated.
    @inline(__always) private func directional(_ attribute: LayoutAttribute, _ k: Double) -> (LayoutAttribute, Double) {
        var attribute = attribute
        var k = k
        if rtl {
            if attribute == .leading || attribute == .trailing || attribute == .centerX { k = -k }
            if attribute == .leading { attribute = .right } else if attribute == .trailing { attribute = .left }
        } else {
            if attribute == .leading { attribute = .left } else if attribute == .trailing { attribute = .right }
        }
        return (attribute, k)
    }

    /// Adds `k × attribute` (resolved: no margin, leading or trailing) of the node's item in
    /// the host's coordinates.
    private mutating func place(_ node: LayoutNode, _ attribute: LayoutAttribute, _ k: Double) -> Bool {
        switch attribute {
        case .width:
            term(node.width, k, of: node)
            return true
        case .height:
            term(node.height, k, of: node)
            return true
        default:
            break
        }
        let horizontal = attribute.family == .horizontal
        // The item's origin in the host's coordinates (zero for the host itself). The views
        // are compared and walked unretained (a view's retain and release go through its side
        // table): each container is alive while its subviews are, and the walk starts at a live
        // item's view or a guide's owning view.
        let host = UInt(bitPattern: hostID)
        if Self.identity(of: node.unretainedView) != host {
            term(horizontal ? node.minX : node.minY, k, of: node)
            var container = Self.unretainedContainer(of: node)
            while let c = container, Self.identity(of: c) != host {
                c._withUnsafeGuaranteedRef { c in
                    term(horizontal ? c.layoutNode.minX : c.layoutNode.minY, k, of: c.layoutNode)
                    if c.hasMovableBoundsOrigin {
                        // A location in a scroll view's content is `frame.origin − contentOffset`
                        // in the scroll view's superview.
                        constant -= k * Double(horizontal ? c.storedBoundsOrigin.x : c.storedBoundsOrigin.y)
                        if crossedMovableBounds == nil {
                            crossedMovableBounds = [c]
                        } else if !(crossedMovableBounds?.contains(where: { $0 === c }) ?? false) {
                            crossedMovableBounds?.append(c)
                        }
                    }
                    container = c.unretainedSuperview
                }
            }
            if container == nil { return false }
        }
        switch attribute {
        case .left, .top: break
        case .right: term(node.width, k, of: node)
        case .bottom: term(node.height, k, of: node)
        case .centerX: term(node.width, k / 2, of: node)
        case .centerY: term(node.height, k / 2, of: node)
        default: return false
        }
        return true
    }

    /// The address of a view, or 0 for none (compared with a host's identity, nothing retained).
    @inline(__always) private static func identity(of view: Unmanaged<View>?) -> UInt {
        view.map { UInt(bitPattern: $0.toOpaque()) } ?? 0
    }

    /// ``LayoutNode/container``, not retained: a view's superview, or a guide's owning view.
    @inline(__always) private static func unretainedContainer(of node: LayoutNode) -> Unmanaged<View>? {
        if let view = node.unretainedView { return view._withUnsafeGuaranteedRef { $0.unretainedSuperview } }
        return node.guide?.owningView.map { Unmanaged.passUnretained($0) }
    }
}
