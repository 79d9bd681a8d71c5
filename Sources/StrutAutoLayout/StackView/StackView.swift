import Foundation

/// A view that lays out a row or column of views with Auto Layout: UIKit's `UIStackView`.
///
/// The stack view places its ``arrangedSubviews`` by generating the constraints UIKit
/// generates (identifiers `UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`,
/// `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing-edge`,
/// `UISV-spanning-boundary`, `UISV-spanning-fit`, `UISV-canvas-fit`,
/// `UISV-ambiguity-suppression`, `UISV-hiding`), so frames and constraint logs match. It draws
/// nothing itself.
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
/// arranged subview (``View/isHidden``) collapses it: it keeps its constraints, gains a
/// required `UISV-hiding` zero length, and the spacing next to it becomes 0 in place, so
/// showing it again is as cheap.
///
/// - Complexity: Applying a change costs O(*n*) for *n* arranged subviews; constraints whose
///   only change is the constant are updated in place, never replaced.
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

    /// The views the stack lays out, in layout order (independent of ``View/subviews``' drawing
    /// order). Always a subset of ``View/subviews``.
    public private(set) var arrangedSubviews: [View] = []

    /// The layout axis. Default `.horizontal`.
    public var axis: LayoutConstraintAxis = .horizontal { didSet { if axis != oldValue { setNeedsUpdateConstraints() } } }
    /// The distribution along the axis. Default `.fill`.
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsUpdateConstraints() } }
    }
    /// The alignment across the axis. Default `.fill`.
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { setNeedsUpdateConstraints() } } }
    /// The space between adjacent arranged subviews: exact for the fill distributions, a minimum
    /// for equal spacing and equal centering. Negative values overlap views. Default 0.
    public var spacing: CGFloat = 0 { didSet { if spacing != oldValue { setNeedsUpdateConstraints() } } }
    /// Whether a vertical stack measures spacing from the last baseline of a view to the first
    /// baseline of the next. Default `false`.
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }
    /// Whether views are laid out within the stack's layout margins rather than its bounds.
    /// Default `false`.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }

    /// Custom spacings by view identity (looked up only, never iterated).
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints in force, with the identity keys they were matched by.
    private var stackConstraints: [(key: ResolvedKey, constraint: LayoutConstraint)] = []
    /// Constraints the last plan dropped, by key, so that a key coming back (a view shown
    /// again, an alignment restored) reuses its constraint: hiding and showing toggles the same
    /// objects in place. Looked up only, never iterated.
    private var retired: [ResolvedKey: [LayoutConstraint]] = [:]
    private var spanner: LayoutGuide?
    private var gapGuides: [LayoutGuide] = []

    /// Creates an empty horizontal stack.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Creates a stack that arranges these views (adding them as subviews).
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
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
        arrangedSubviews.insert(view, at: index)
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
    open override func willRemoveSubview(_ subview: View) {
        removeArrangedSubview(subview)
        super.willRemoveSubview(subview)
    }

    /// Re-plans the arrangement after an arranged subview's ``View/isHidden`` changed: the view
    /// collapses (or comes back) at the next update-constraints pass.
    ///
    /// UIKit observes `isHidden` itself. Strut's view tree does not yet tell a superview when a
    /// subview's `isHidden` changes, so until it does, call this (or
    /// ``View/setNeedsUpdateConstraints()`` on the stack) after hiding or showing an arranged view.
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
    private func resolvedSpacing(after view: View) -> Double {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        if value == Self.spacingUseSystem { return Double(Self.systemSpacing) }
        if value == Self.spacingUseDefault || !value.isFinite { return 0 }
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

    /// The intrinsic lengths the proportions in force were computed from.
    private var appliedIntrinsicLengths: [Double] = []

    private func currentIntrinsicLengths() -> [Double] {
        arrangedSubviews.map { view in
            let size = view.intrinsicContentSize
            let length = axis == .horizontal ? size.width : size.height
            return length > 0 ? Double(length) : 0
        }
    }

    /// The plan's configuration from the current state.
    var planConfiguration: StackViewConstraintPlan.Configuration {
        var configuration = StackViewConstraintPlan.Configuration(
            axis: axis, distribution: distribution, alignment: alignment,
            isBaselineRelativeArrangement: isBaselineRelativeArrangement
        )
        configuration.hidden.reserveCapacity(arrangedSubviews.count)
        configuration.spacingAfter.reserveCapacity(arrangedSubviews.count)
        for view in arrangedSubviews {
            configuration.hidden.append(view.isHidden)
            configuration.spacingAfter.append(resolvedSpacing(after: view))
        }
        configuration.intrinsicLengths = distribution == .fillProportionally
            ? currentIntrinsicLengths() : Array(repeating: 0, count: arrangedSubviews.count)
        return configuration
    }

    /// Matches the plan against the constraints in force: same key → kept (constant updated in
    /// place), new → activated, gone → deactivated.
    func applyConstraintPlan() {
        let configuration = planConfiguration
        appliedIntrinsicLengths = distribution == .fillProportionally ? configuration.intrinsicLengths : []
        let plan = StackViewConstraintPlan(configuration)
        prepareGuides(for: plan)
        var available: [ResolvedKey: [LayoutConstraint]] = [:]
        available.reserveCapacity(stackConstraints.count)
        for (key, constraint) in stackConstraints { available[key, default: []].append(constraint) }
        var next: [(key: ResolvedKey, constraint: LayoutConstraint)] = []
        next.reserveCapacity(plan.entries.count)
        var kept = Set<ObjectIdentifier>()
        var toActivate: [LayoutConstraint] = []
        for entry in plan.entries {
            guard let key = resolve(entry) else { continue }
            if var candidates = available[key], let constraint = candidates.popLast(), holds(constraint, entry) {
                available[key] = candidates
                let constant = CGFloat(entry.constant)
                if constraint.constant != constant { constraint.constant = constant }
                kept.insert(ObjectIdentifier(constraint))
                // Removing a view from its superview deactivates the constraints that cross the
                // cut; a view added back before this pass gets them back.
                if !constraint.isActive { toActivate.append(constraint) }
                next.append((key, constraint))
            } else if var candidates = retired[key], let constraint = candidates.popLast(), holds(constraint, entry) {
                retired[key] = candidates.isEmpty ? nil : candidates
                let constant = CGFloat(entry.constant)
                if constraint.constant != constant { constraint.constant = constant }
                toActivate.append(constraint)
                next.append((key, constraint))
            } else if let constraint = makeConstraint(entry, key: key) {
                toActivate.append(constraint)
                next.append((key, constraint))
            }
        }
        var toDeactivate: [LayoutConstraint] = []
        if retired.count > 4 * (next.count + 8) { retired.removeAll() }  // bounded memory
        for (key, constraint) in stackConstraints where !kept.contains(ObjectIdentifier(constraint)) {
            toDeactivate.append(constraint)
            retired[key, default: []].append(constraint)
        }
        LayoutConstraint.deactivate(toDeactivate)
        LayoutConstraint.activate(toActivate)
        stackConstraints = next
    }

    /// The constraints the stack generated and keeps in force, in plan order.
    public var arrangementConstraints: [LayoutConstraint] { stackConstraints.map(\.constraint) }

    private func prepareGuides(for plan: StackViewConstraintPlan) {
        if plan.usesSpanner && spanner == nil {
            let guide = LayoutGuide()
            guide.identifier = "UISV-alignment-spanner"
            addLayoutGuide(guide)
            spanner = guide
        }
        while gapGuides.count < plan.gapCount {
            let guide = LayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
    }

    private func item(_ item: StackViewConstraintPlan.Item) -> (any LayoutItem)? {
        switch item {
        case .canvas: isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        case .stack: self
        case .arranged(let index): index < arrangedSubviews.count ? arrangedSubviews[index] : nil
        case .spanner: spanner
        case .gap(let index): index < gapGuides.count ? gapGuides[index] : nil
        }
    }

    /// A plan entry's key with items replaced by their identities.
    struct ResolvedKey: Hashable {
        var key: StackViewConstraintPlan.Entry.Key
        var first: ObjectIdentifier
        var second: ObjectIdentifier?
    }

    private func resolve(_ entry: StackViewConstraintPlan.Entry) -> ResolvedKey? {
        guard let first = item(entry.first) else { return nil }
        var second: ObjectIdentifier?
        if let secondItem = entry.second {
            guard let resolved = item(secondItem) else { return nil }
            second = ObjectIdentifier(resolved)
        }
        return ResolvedKey(key: entry.key, first: ObjectIdentifier(first), second: second)
    }

    /// Whether a constraint found by key still relates the entry's items (identities can be
    /// reused by new objects once the old ones are gone).
    private func holds(_ constraint: LayoutConstraint, _ entry: StackViewConstraintPlan.Entry) -> Bool {
        guard let first = item(entry.first), constraint.firstItem === first else { return false }
        guard let secondItem = entry.second else { return constraint.secondItem == nil }
        return constraint.secondItem === item(secondItem)
    }

    /// A new inactive constraint for a plan entry. Plans are valid by construction (locations
    /// paired within their axis, sizes with sizes, baselines only on views), so the public
    /// initializer's validation, which formats names for its messages, is skipped.
    private func makeConstraint(_ entry: StackViewConstraintPlan.Entry, key: ResolvedKey) -> LayoutConstraint? {
        guard let first = item(entry.first) else { return nil }
        var second: AnchorSide?
        if let secondItem = entry.second {
            guard let resolved = item(secondItem) else { return nil }
            second = AnchorSide(item: resolved, attribute: entry.secondAttribute)
        }
        let constraint = LayoutConstraint(
            first: AnchorSide(item: first, attribute: entry.firstAttribute), relation: entry.relation,
            second: second, multiplier: CGFloat(entry.multiplier), constant: CGFloat(entry.constant),
            priority: LayoutPriority(entry.priority)
        )
        constraint.identifier = entry.identifier
        // UIKit logs spacing, hiding and fit constraints in the visual format language
        // (`'UISV-spacing' H:[S0]-(10)-[S1]`); other shapes still print as equations.
        constraint.prefersVisualFormatDescription = true
        return constraint
    }
}
