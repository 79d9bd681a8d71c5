import Foundation

/// A view that lays out a row or column of views with Auto Layout: UIKit's `UIStackView`.
///
/// The stack view places its ``arrangedSubviews`` by generating the constraints UIKit
/// generates (identifiers `UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`,
/// `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing-edge`,
/// `UISV-spanning-boundary`, `UISV-spanning-fit`, `UISV-canvas-fit`,
/// `UISV-ambiguity-suppression`, `UISV-hiding`), so frames and constraint logs match. It draws
/// nothing itself. A few of these follow from the others (a centred stack's end
/// `UISV-spanning-boundary` inequalities; a top- or bottom-aligned stack's boundary equalities
/// for all but its first view; a vertical equal-spacing stack's minimum `UISV-spacing`s but the
/// largest): they are active, installed and listed like the rest, including by
/// ``View/constraintsAffectingLayout(for:)``, but the layout engine adds no row for them.
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [icon, title, badge])
/// stack.axis = .horizontal
/// stack.alignment = .center
/// stack.spacing = 8
/// stack.setCustomSpacing(16, after: title)
/// ```
///
/// Changes to the configuration are applied in the next update-constraints pass. Hiding an
/// arranged subview (``View/isHidden``) collapses it: it keeps its place in the chain, gains a
/// required `UISV-hiding` zero length, the spacing next to it becomes 0 in place, and it stops
/// counting across the axis; showing it again reactivates the very same constraint objects.
/// The stack notices by itself (``View/subviewIsHiddenDidChange(_:)``): setting `isHidden` is
/// enough, the next layout pass has the new arrangement. A fill-proportionally stack also
/// notices an arranged subview's ``View/invalidateIntrinsicContentSize()`` and re-plans in the
/// same pass.
///
/// - Complexity: Applying a change costs O(*n*) for *n* arranged subviews, in comparisons: the
///   new plan is walked in step with the constraints in force, and only entries that do not line
///   up (those of a view hidden, shown, inserted or removed) are looked up by hashing. Constraints
///   whose only change is the constant are updated in place, never replaced, so the engine sees
///   only the difference.
open class StackView: View {
    /// How views are sized and placed along the axis: UIKit's `UIStackView.Distribution`.
    public typealias Distribution = StackViewDistribution
    /// How views are placed across the axis: UIKit's `UIStackView.Alignment`.
    public typealias Alignment = StackViewAlignment

    /// A custom spacing meaning “use ``spacing``”; as ``spacing`` it means 0 (UIKit's `FLT_MAX`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing meaning “the system spacing between these views” (UIKit's `FLT_MIN`): 8 points.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
    /// The points ``spacingUseSystem`` stands for.
    static let systemSpacing: CGFloat = 8

    // (The stored properties are read and written on the tree's thread only, never while another
    // access to the same property is open: unchecked exclusivity, no runtime access check per
    // read — several per arranged view when a stack is planned.)

    /// The views the stack lays out, in layout order (independent of ``View/subviews``' drawing
    /// order). Always a subset of ``View/subviews``.
    @exclusivity(unchecked) public private(set) var arrangedSubviews: [View] = []

    /// The layout axis. Default `.horizontal`.
    @exclusivity(unchecked) public var axis: LayoutConstraintAxis = .horizontal {
        didSet { if axis != oldValue { setNeedsUpdateConstraints() } }
    }
    /// The distribution along the axis. Default `.fill`.
    @exclusivity(unchecked) public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsUpdateConstraints() } }
    }
    /// The alignment across the axis. Default `.fill`.
    @exclusivity(unchecked) public var alignment: Alignment = .fill { didSet { if alignment != oldValue { setNeedsUpdateConstraints() } } }
    /// The space between adjacent arranged subviews: exact for the fill distributions, a minimum
    /// for equal spacing and equal centering. Negative values overlap views. Default 0.
    @exclusivity(unchecked) public var spacing: CGFloat = 0 { didSet { if spacing != oldValue { setNeedsUpdateConstraints() } } }
    /// Whether a vertical stack measures spacing from the last baseline of a view to the first
    /// baseline of the next. Default `false`.
    @exclusivity(unchecked) public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }
    /// Whether views are laid out within the stack's layout margins rather than its bounds.
    /// Default `false`.
    @exclusivity(unchecked) public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }

    /// Custom spacings by view identity (looked up only, never iterated).
    @exclusivity(unchecked) var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints in force, with the identity keys they were matched by.
    @exclusivity(unchecked) var stackConstraints: [(key: ResolvedKey, constraint: LayoutConstraint)] = []
    /// Constraints the last plan dropped, by key, so that a key coming back (a view shown
    /// again, an alignment restored) reuses its constraint: hiding and showing toggles the same
    /// objects in place. Looked up only, never iterated.
    @exclusivity(unchecked) var retired: [ResolvedKey: [LayoutConstraint]] = [:]
    @exclusivity(unchecked) var spanner: LayoutGuide?
    @exclusivity(unchecked) var gapGuides: [LayoutGuide] = []
    /// The intrinsic lengths the proportions in force were computed from.
    @exclusivity(unchecked) var appliedIntrinsicLengths: [Double] = []
    /// Whether a new plan is matched against the constraints in force by hashing every key
    /// (``keyedMatches(for:)``) instead of walking both plans in step: the reference the
    /// differential tests compare with.
    var replansByKeys = false
    /// Whether the first arrangement goes through the general path (every constraint made on
    /// its own and activated through ``LayoutConstraint/activate(_:)``, which finds each host)
    /// instead of ``applyFirstArrangement(_:items:)``: the reference the
    /// differential tests compare with.
    var makesFirstArrangementGenerally = false
    /// The first arrangement held as data, until something needs its constraints (see
    /// ``HeldArrangement``); `nil` otherwise.
    @exclusivity(unchecked) var heldArrangement: HeldArrangement?
    /// Whether a first arrangement made in a tree without an engine is held as data
    /// (``holdFirstArrangement(_:items:)``) instead of made at once
    /// (``applyFirstArrangement(_:items:)``): the latter is the reference the differential
    /// tests compare with.
    var holdsFirstArrangement = true
    /// Whether the stack gives the engine a row for every constraint, those its plan marks as
    /// implied by the others included (``StackViewConstraintPlan/Entry/isImplied``): the
    /// reference the differential tests compare frames with. Normally `false`: implied
    /// constraints stay installed and listed (``View/constraints``,
    /// ``View/constraintsAffectingLayout(for:)``) but have no row.
    @exclusivity(unchecked) var feedsImpliedConstraints = false {
        didSet { if feedsImpliedConstraints != oldValue { setNeedsUpdateConstraints() } }
    }

    /// Creates an empty horizontal stack.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// A first arrangement still held as data goes without its constraints: its items' nodes
    /// (which may outlive the stack) are no longer marked as named by it, and the engines
    /// holding rows made from it keep them unbound (and the arrangement, until they go).
    deinit {
        if let held = heldArrangement {
            held.unmarkNodes()
            held.stack = nil
            // (Each registration holds the arrangement: the cycle ends here.)
            _ = held.takeRegistrations()
        }
    }

    /// Creates a stack that arranges these views (adding them as subviews).
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        arrangedSubviews.reserveCapacity(views.count)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// Adds a view at the end of the arranged subviews, and as a subview if it is not one.
    /// The view's ``View/translatesAutoresizingMaskIntoConstraints`` is set to `false`.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arranged subviews at an index (clamped to `0...count`); adds it
    /// as a subview if needed. Moving an arranged view changes its stack index only, not its
    /// subview index.
    public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        guard view !== self else { return }
        var index = min(max(stackIndex, 0), arrangedSubviews.count)
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: current)
            if current < index { index -= 1 }
        }
        if index == arrangedSubviews.count {
            arrangedSubviews.append(view)  // (the common case; `insert` goes through `replaceSubrange`)
        } else {
            arrangedSubviews.insert(view, at: index)
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsUpdateConstraints()
    }

    /// Removes a view from the arranged subviews; it stays a subview. Its custom spacing is
    /// forgotten.
    public func removeArrangedSubview(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsUpdateConstraints()
    }

    /// A subview leaving the stack also leaves the arranged subviews.
    /// Hiding or showing an arranged subview re-plans the arrangement at the next pass.
    open override func subviewIsHiddenDidChange(_ subview: View) {
        arrangedSubviewVisibilityDidChange(subview)
        super.subviewIsHiddenDidChange(subview)
    }

    /// A fill-proportionally stack sizes its arranged subviews from their intrinsic lengths:
    /// a new intrinsic size re-plans the arrangement in the same pass.
    override func subviewIntrinsicContentSizeDidChange(_ subview: View) {
        guard distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === subview }) else { return }
        setNeedsUpdateConstraints()
    }

    open override func willRemoveSubview(_ subview: View) {
        removeArrangedSubview(subview)
        super.willRemoveSubview(subview)
    }

    /// Re-plans the arrangement after an arranged subview's ``View/isHidden`` changed: the view
    /// collapses (or comes back) at the next update-constraints pass.
    ///
    /// Setting ``View/isHidden`` on an arranged subview calls this already (the view tells its
    /// superview through ``View/subviewIsHiddenDidChange(_:)``), as UIKit observes `isHidden`;
    /// call it yourself only when an arranged view's visibility depends on something else.
    public func arrangedSubviewVisibilityDidChange(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        setNeedsUpdateConstraints()
    }

    // MARK: Spacing

    /// Sets the spacing after an arranged subview, in place of ``spacing``; pass
    /// ``spacingUseDefault`` to go back to ``spacing``. Ignored for views not arranged here.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        setNeedsUpdateConstraints()
    }

    /// The custom spacing after an arranged subview, or ``spacingUseDefault`` when it has none.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The points of spacing after the view at an index: its custom spacing or ``spacing``,
    /// with ``spacingUseSystem`` resolved and ``spacingUseDefault`` as 0.
    func resolvedSpacing(after view: View) -> Double {
        Self.points(ofSpacing: customSpacings[ObjectIdentifier(view)] ?? spacing)
    }

    /// The points a spacing value stands for: ``spacingUseSystem`` resolved, ``spacingUseDefault``
    /// (and any other non-finite value) as 0.
    static func points(ofSpacing value: CGFloat) -> Double {
        if value == spacingUseSystem { return Double(systemSpacing) }
        if value == spacingUseDefault || !value.isFinite { return 0 }
        return Double(value)
    }

    // MARK: Constraints

    /// Brings the stack's constraints up to date, then calls `super`.
    open override func updateConstraints() {
        applyConstraintPlan()
        super.updateConstraints()
    }

    /// With ``StackViewDistribution/fillProportionally``, notices arranged views whose intrinsic
    /// length changed (an arranged view's `invalidateIntrinsicContentSize()` lays out its
    /// superview) and schedules new proportions for the next update-constraints pass.
    open override func layoutSubviews() {
        if distribution == .fillProportionally, appliedIntrinsicLengths != currentIntrinsicLengths() {
            setNeedsUpdateConstraints()
        }
        super.layoutSubviews()
    }
}
