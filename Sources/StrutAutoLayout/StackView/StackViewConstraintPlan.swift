import StrutSolver

/// The constraints a stack view needs for a configuration, as values: UIKit's generated set
/// (identifiers `UISV-…`), computed without touching any view.
///
/// The stack view turns the plan into ``LayoutConstraint``s and, when the configuration
/// changes, matches the new plan against the constraints it has by everything but the constant
/// (see ``Entry/Key``): unchanged constraints stay, changed constants are set in place, and
/// only the rest are activated or deactivated. Hiding an arranged view therefore costs one
/// `UISV-hiding` constraint and constant changes along the chain.
///
/// Notation for a horizontal stack (a vertical one swaps the axes): `C` is the canvas (the
/// stack, or its layout margins guide when arrangement is margins-relative), `S0…` the arranged
/// views, `spanner` the alignment spanner guide, `gapK` the distributing guides.
///
/// Constraints to the canvas's end edges are written with the canvas first
/// (`C.trailing == S2.trailing`), the shape UIKit logs in the visual format language
/// (`H:[S2]-(0)-|`).
///
/// ## Implied constraints
///
/// Some of UIKit's constraints follow from others of the same plan, so they change no frame;
/// the plan marks them (``Entry/isImplied``) and the stack view installs them without giving
/// them to the engine (one row fewer each). Across the axis of a horizontal stack, with `t`, `b`,
/// `c` for top, bottom and centerY:
///
/// - **Centre alignment.** Every view's centre equals the canvas's (`C.c == S0.c`,
///   `S0.c == Si.c`), and the spanner's edges are the canvas's (`C.t == spanner.t`,
///   `C.b == spanner.b`). Then `spanner.t <= Si.t` gives
///   `spanner.b = 2·C.c − spanner.t >= 2·Si.c − Si.t = Si.b`: each view's end boundary
///   (`spanner.b >= Si.b`) is implied by its start boundary. The same holds for a single
///   centred view and the canvas (`C.b >= S0.b`). All these are required constraints.
/// - **Top (leading) alignment.** `spanner.t == Si.t @999.5` for every view. Nothing else
///   constrains `spanner.t` (the spanner's height is free), so the reference view's equality
///   always holds exactly, and with the required alignment `S0.t == Si.t` it gives every
///   other view's: those are implied. Bottom (trailing) alignment likewise at the end edge.
///
/// Along the axis:
///
/// - **Equal spacing, vertical** (spacing between edges, not baselines). Between a visible view
///   `Sa` and the next visible `Sb`, the guide `gapK` runs from `Sa`'s end to `Sb`'s start
///   (`gapK.top == Sa.bottom`, `Sb.top == gapK.bottom`), and every guide is as long as the
///   first (`gapK.height == gap0.height`). The spacing after `Sa` is
///   `next.top >= Sa.bottom + s`, where `next` is `Sb` or a hidden view chained flush to it
///   (`UISV-hiding` height 0, collapsed spacings `== 0`), so it says `gapK.height >= s`. All are
///   required: the largest `s` (after the first view with it) implies the others. Not along a
///   horizontal axis: there each row resolves leading and trailing in the direction of its first
///   view, and an arranged view may force a direction of its own
///   (``View/semanticContentAttribute``) without the stack re-planning, so the guides' rows
///   and the spacings' rows may resolve differently.
struct StackViewConstraintPlan: Sendable {
    /// An item of a planned constraint.
    enum Item: Hashable, Sendable {
        /// The canvas: the stack view, or its layout margins guide.
        case canvas
        /// The stack view itself.
        case stack
        /// The arranged subview at this index.
        case arranged(Int)
        /// The alignment spanner (`UISV-alignment-spanner`), wrapping the views across the axis.
        case spanner
        /// The distributing guide between the k-th and (k+1)-th visible views.
        case gap(Int)
    }

    /// What a planned constraint is for, named by UIKit's identifier: a small value, so that
    /// keys compare and hash without touching strings.
    enum Role: UInt8, Hashable, Sendable {
        case canvasConnection
        case spacing
        case alignment
        case fillEqually
        case fillProportionally
        case distributingEdge
        case spanningBoundary
        case spanningFit
        case canvasFit
        case ambiguitySuppression
        case hiding

        /// UIKit's identifier for constraints of this role.
        var identifier: String {
            switch self {
            case .canvasConnection: "UISV-canvas-connection"
            case .spacing: "UISV-spacing"
            case .alignment: "UISV-alignment"
            case .fillEqually: "UISV-fill-equally"
            case .fillProportionally: "UISV-fill-proportionally"
            case .distributingEdge: "UISV-distributing-edge"
            case .spanningBoundary: "UISV-spanning-boundary"
            case .spanningFit: "UISV-spanning-fit"
            case .canvasFit: "UISV-canvas-fit"
            case .ambiguitySuppression: "UISV-ambiguity-suppression"
            case .hiding: "UISV-hiding"
            }
        }
    }

    /// One planned constraint: `first.attribute REL multiplier × second.attribute + constant @priority`.
    struct Entry: Hashable, Sendable, CustomStringConvertible {
        var role: Role
        var first: Item
        var firstAttribute: LayoutAttribute
        var relation: StrutSolver.Relation
        var second: Item?
        var secondAttribute: LayoutAttribute
        var multiplier: Double
        var constant: Double
        var priority: Float
        /// Whether the plan's other required constraints (and equalities that always hold
        /// exactly) imply this one, so that the engine needs no row for it: the stack view keeps
        /// it installed and listed, as UIKit does, without adding it to the solver. See
        /// ``StackViewConstraintPlan`` ("Implied constraints").
        var isImplied = false

        /// Everything but the constant: entries with equal keys are the same constraint, whose
        /// constant may be changed in place.
        struct Key: Hashable {
            /// The identifier UIKit gives the constraint.
            var identifier: String { role.identifier }
            var role: Role
            var first: Item
            var firstAttribute: LayoutAttribute
            var relation: StrutSolver.Relation
            var second: Item?
            var secondAttribute: LayoutAttribute
            var multiplier: Double
            var priority: Float
        }

        var key: Key {
            Key(
                role: role, first: first, firstAttribute: firstAttribute, relation: relation,
                second: second, secondAttribute: secondAttribute, multiplier: multiplier, priority: priority
            )
        }

        /// The identifier UIKit gives the constraint (`UISV-spacing`, …).
        var identifier: String { role.identifier }

        /// `'UISV-spacing' S1.leading == S0.trailing + 8`, `'UISV-hiding' S1.width == 0`.
        var description: String {
            func name(_ item: Item) -> String {
                switch item {
                case .canvas: "C"
                case .stack: "SV"
                case .arranged(let index): "S\(index)"
                case .spanner: "spanner"
                case .gap(let index): "gap\(index)"
                }
            }
            func number(_ value: Double) -> String {
                if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
                let rounded = (value * 1_000_000).rounded() / 1_000_000
                return String(rounded)
            }
            var out = "'\(identifier)' \(name(first)).\(firstAttribute) \(relation) "
            if let second {
                if multiplier != 1 { out += "\(number(multiplier)) * " }
                out += "\(name(second)).\(secondAttribute)"
                if constant > 0 { out += " + \(number(constant))" }
                if constant < 0 { out += " - \(number(-constant))" }
            } else {
                out += number(constant)
            }
            if priority != 1000 { out += " @\(number(Double(priority)))" }
            return out
        }
    }

    /// What the plan depends on.
    struct Configuration: Hashable, Sendable {
        var axis: LayoutConstraintAxis = .horizontal
        var distribution: StackViewDistribution = .fill
        var alignment: StackViewAlignment = .fill
        /// Whether spacing in a vertical stack runs from last baseline to first baseline.
        var isBaselineRelativeArrangement = false
        /// Per arranged view: whether it is hidden.
        var hidden: [Bool] = []
        /// Per arranged view: the resolved spacing after it (custom or default, system spacing
        /// already turned into points).
        var spacingAfter: [Double] = []
        /// Per arranged view: its intrinsic size along the axis (0 when it has none); used by
        /// ``StackViewDistribution/fillProportionally`` only.
        var intrinsicLengths: [Double] = []
    }

    /// UIKit's priorities for the stack's soft constraints.
    enum Priorities {
        /// `UISV-spanning-boundary` equalities.
        static let spanningBoundary: Float = 999.5
        /// `UISV-spanning-fit`: pulls the spanner tight.
        static let spanningFit: Float = 51
        /// `UISV-canvas-fit`: pulls the stack tight across the axis.
        static let canvasFit: Float = 49
        /// `UISV-ambiguity-suppression`: views without a size across the axis shrink to zero.
        static let ambiguitySuppression: Float = 25
        /// `UISV-fill-equally` between equal-centering guides.
        static let equalCentering: Float = 149
        /// `UISV-fill-proportionally` of the first view; each next view is one lower.
        static let firstProportional: Float = 999
    }

    private(set) var entries: [Entry] = []
    /// Whether the plan uses the alignment spanner guide.
    private(set) var usesSpanner = false
    /// How many distributing guides the plan uses.
    private(set) var gapCount = 0
    /// The shapes of the arrangements held from this plan (see ``HeldArrangementShape``),
    /// shared by every copy of the plan: a plan remembered by ``StackViewPlanCache`` works out
    /// its entries' slots and hosts once for all the stacks configured alike.
    let heldShapes = HeldArrangementShapes()

    init(_ configuration: Configuration) {
        let count = configuration.hidden.count
        guard count > 0 else { return }
        entries.reserveCapacity(8 * count + 8)
        let horizontal = configuration.axis == .horizontal
        let start: LayoutAttribute = horizontal ? .leading : .top
        let end: LayoutAttribute = horizontal ? .trailing : .bottom
        let length: LayoutAttribute = horizontal ? .width : .height
        let center: LayoutAttribute = horizontal ? .centerX : .centerY
        let crossStart: LayoutAttribute = horizontal ? .top : .leading
        let crossEnd: LayoutAttribute = horizontal ? .bottom : .trailing
        let crossLength: LayoutAttribute = horizontal ? .height : .width
        let crossCenter: LayoutAttribute = horizontal ? .centerY : .centerX
        var visible: [Int] = []
        visible.reserveCapacity(count)
        for index in 0..<count where !configuration.hidden[index] { visible.append(index) }
        let lastVisible = visible.last ?? -1
        let distribution = configuration.distribution
        let spacingRelation: StrutSolver.Relation =
            distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal

        // Along the axis: the chain from the canvas through every arranged view.
        add(.canvasConnection, .canvas, start, .equal, .arranged(0), start)
        let baselines = !horizontal && configuration.isBaselineRelativeArrangement
        // (Equal spacing: the one minimum spacing that implies the others, see "Implied
        // constraints" above; -1 when none is implied.)
        let bindingSpacing =
            distribution == .equalSpacing && !horizontal && !baselines
            ? Self.bindingSpacingView(visible: visible, spacingAfter: configuration.spacingAfter) : -1
        for index in 0..<(count - 1) {
            // The gap after a view carries its spacing when the view is visible and a visible
            // view follows; otherwise it collapses to zero (the hidden view sits flush).
            let carries = !configuration.hidden[index] && lastVisible > index
            // A collapsed gap is exact even where spacing is a minimum, so that hidden views
            // stay glued to their neighbours instead of floating.
            let constant = carries ? configuration.spacingAfter[index] : 0
            add(
                .spacing, .arranged(index + 1), baselines ? .firstBaseline : start,
                carries ? spacingRelation : .equal,
                .arranged(index), baselines ? .lastBaseline : end, constant: constant,
                isImplied: carries && bindingSpacing >= 0 && index != bindingSpacing
            )
        }
        add(.canvasConnection, .canvas, end, .equal, .arranged(count - 1), end)

        // Along the axis: the distribution.
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for index in visible.dropFirst() {
                add(.fillEqually, .arranged(index), length, .equal, .arranged(visible[0]), length)
            }
        case .fillProportionally:
            var total = 0.0
            for (k, index) in visible.enumerated() {
                total += configuration.intrinsicLengths[index]
                if k + 1 < visible.count { total += configuration.spacingAfter[index] }
            }
            if total > 0 {
                for (k, index) in visible.enumerated() {
                    add(
                        .fillProportionally, .arranged(index), length, .equal, .canvas, length,
                        multiplier: configuration.intrinsicLengths[index] / total,
                        priority: Priorities.firstProportional - Float(k)
                    )
                }
            }
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            for k in 0..<max(visible.count - 1, 0) {
                let before = visible[k], after = visible[k + 1]
                if centering {
                    // The guide runs from one view's centre to the next one's.
                    add(.distributingEdge, .gap(k), start, .equal, .arranged(before), center)
                    add(.distributingEdge, .gap(k), end, .equal, .arranged(after), center)
                } else {
                    // The guide fills the space between one view's end and the next one's start.
                    add(.distributingEdge, .gap(k), start, .equal, .arranged(before), end)
                    add(.distributingEdge, .arranged(after), start, .equal, .gap(k), end)
                }
                if k > 0 {
                    add(
                        .fillEqually, .gap(k), length, .equal, .gap(0), length,
                        priority: centering ? Priorities.equalCentering : 1000
                    )
                }
            }
            gapCount = max(visible.count - 1, 0)
        }

        // Across the axis: the canvas, alignment, spanner, fit and ambiguity suppression.
        var alignment = configuration.alignment
        if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        let reference = visible.first ?? 0
        let others = visible.dropFirst()  // (the visible views but the reference)
        let aligned: LayoutAttribute =
            switch alignment {
            case .fill, .leading: crossStart
            case .center: crossCenter
            case .trailing: crossEnd
            case .firstBaseline: .firstBaseline
            case .lastBaseline: .lastBaseline
            }
        if alignment == .fill {
            add(.canvasConnection, .canvas, crossStart, .equal, .arranged(reference), crossStart)
            add(.canvasConnection, .canvas, crossEnd, .equal, .arranged(reference), crossEnd)
            for index in others {
                add(.alignment, .arranged(reference), crossStart, .equal, .arranged(index), crossStart)
                add(.alignment, .arranged(reference), crossEnd, .equal, .arranged(index), crossEnd)
            }
        } else if count == 1 {
            // One view: the canvas itself wraps it, no spanner.
            let (startRelation, endRelation) = Self.spanningRelations(alignment)
            add(.canvasConnection, .canvas, crossStart, startRelation, .arranged(0), crossStart)
            // (Implied when centred: see "Implied constraints" above.)
            add(
                .canvasConnection, .canvas, crossEnd, endRelation, .arranged(0), crossEnd,
                isImplied: alignment == .center)
            if alignment == .center {
                add(.canvasConnection, .canvas, crossCenter, .equal, .arranged(0), crossCenter)
            }
            add(.canvasFit, .stack, crossLength, .equal, nil, .notAnAttribute, priority: Priorities.canvasFit)
        } else {
            usesSpanner = true
            switch alignment {
            case .leading:
                add(.canvasConnection, .canvas, crossStart, .equal, .arranged(reference), crossStart)
                add(.canvasConnection, .canvas, crossEnd, .equal, .spanner, crossEnd)
            case .trailing:
                add(.canvasConnection, .canvas, crossStart, .equal, .spanner, crossStart)
                add(.canvasConnection, .canvas, crossEnd, .equal, .arranged(reference), crossEnd)
            default:
                add(.canvasConnection, .canvas, crossStart, .equal, .spanner, crossStart)
                add(.canvasConnection, .canvas, crossEnd, .equal, .spanner, crossEnd)
            }
            if alignment == .center {
                add(.canvasConnection, .canvas, crossCenter, .equal, .arranged(reference), crossCenter)
            }
            for index in others {
                add(.alignment, .arranged(reference), aligned, .equal, .arranged(index), aligned)
            }
            let (startRelation, endRelation) = Self.spanningRelations(alignment)
            for index in visible {
                // (Implied: see "Implied constraints" above.)
                add(
                    .spanningBoundary, .spanner, crossStart, startRelation, .arranged(index), crossStart,
                    priority: startRelation == .equal ? Priorities.spanningBoundary : 1000,
                    isImplied: alignment == .leading && index != reference
                )
                add(
                    .spanningBoundary, .spanner, crossEnd, endRelation, .arranged(index), crossEnd,
                    priority: endRelation == .equal ? Priorities.spanningBoundary : 1000,
                    isImplied: alignment == .center || (alignment == .trailing && index != reference)
                )
            }
            add(.spanningFit, .spanner, crossLength, .equal, nil, .notAnAttribute, priority: Priorities.spanningFit)
            if alignment == .firstBaseline || alignment == .lastBaseline {
                add(.canvasFit, .stack, crossLength, .equal, nil, .notAnAttribute, priority: Priorities.canvasFit)
            }
        }
        // Hidden views keep a place across the axis without taking part in the canvas's size.
        for index in 0..<count where configuration.hidden[index] && index != reference {
            add(.alignment, .arranged(reference), crossStart, .equal, .arranged(index), crossStart)
        }
        if alignment != .fill {
            for index in 0..<count {
                add(
                    .ambiguitySuppression, .arranged(index), crossLength, .equal, nil, .notAnAttribute,
                    priority: Priorities.ambiguitySuppression
                )
            }
        }

        // Hidden views collapse along the axis.
        for index in 0..<count where configuration.hidden[index] {
            add(.hiding, .arranged(index), length, .equal, nil, .notAnAttribute)
        }
    }

    /// For vertical equal spacing between edges: the visible view whose minimum spacing after it
    /// implies every other visible view's (the first with the largest spacing), or -1 when fewer
    /// than three views are visible (one minimum at most: nothing to imply).
    ///
    /// Each visible view but the last is followed by a distributing guide, all of the same
    /// length, spanning exactly the space to the next visible view (hidden views in between
    /// have zero length and sit flush); the view's minimum spacing bounds that length from
    /// below. So the largest minimum implies the others.
    static func bindingSpacingView(visible: [Int], spacingAfter: [Double]) -> Int {
        guard visible.count >= 3 else { return -1 }
        var binding = visible[0]
        for index in visible.dropFirst().dropLast() where spacingAfter[index] > spacingAfter[binding] {
            binding = index
        }
        return binding
    }

    /// The spanner's (or single view canvas's) relations to each view's start and end across
    /// the axis: an edge the alignment holds is an equality, the other edge is an inequality
    /// that lets the view sit inside.
    private static func spanningRelations(
        _ alignment: StackViewAlignment
    ) -> (start: StrutSolver.Relation, end: StrutSolver.Relation) {
        switch alignment {
        case .leading: (.equal, .greaterThanOrEqual)
        case .trailing: (.lessThanOrEqual, .equal)
        default: (.lessThanOrEqual, .greaterThanOrEqual)
        }
    }

    private mutating func add(
        _ role: Role,
        _ first: Item, _ firstAttribute: LayoutAttribute,
        _ relation: StrutSolver.Relation,
        _ second: Item?, _ secondAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: Float = 1000, isImplied: Bool = false
    ) {
        entries.append(
            Entry(
                role: role, first: first, firstAttribute: firstAttribute, relation: relation,
                second: second, secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
                priority: priority, isImplied: isImplied
            )
        )
    }
}
