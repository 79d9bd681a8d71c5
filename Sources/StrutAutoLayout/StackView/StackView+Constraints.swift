import Foundation

/// Turning the constraint plan into constraints, and keeping them in step with the plan.
extension StackView {
    /// Each arranged view's intrinsic length along the axis (0 without one).
    func currentIntrinsicLengths() -> [Double] {
        arrangedSubviews.map { view in
            let size = view.intrinsicContentSize
            let length = axis == .horizontal ? size.width : size.height
            return length > 0 ? Double(length) : 0
        }
    }

    /// The plan's configuration from the current state. Intrinsic lengths are read only for
    /// ``StackViewDistribution/fillProportionally`` (the only distribution whose plan uses them);
    /// otherwise the list is empty.
    var planConfiguration: StackViewConstraintPlan.Configuration {
        let views = arrangedSubviews
        var configuration = StackViewConstraintPlan.Configuration(
            axis: axis, distribution: distribution, alignment: alignment,
            isBaselineRelativeArrangement: isBaselineRelativeArrangement
        )
        configuration.hidden.reserveCapacity(views.count)
        configuration.spacingAfter.reserveCapacity(views.count)
        // Without custom spacings every view is followed by the same resolved spacing.
        let custom = customSpacings.isEmpty ? nil : customSpacings
        let standard = Self.points(ofSpacing: spacing)
        for view in views {
            configuration.hidden.append(view.isHidden)
            let spacing = custom?[ObjectIdentifier(view)].map(Self.points(ofSpacing:)) ?? standard
            configuration.spacingAfter.append(spacing)
        }
        if distribution == .fillProportionally { configuration.intrinsicLengths = currentIntrinsicLengths() }
        return configuration
    }

    /// The plan for the current state, from ``StackViewPlanCache/shared``.
    ///
    /// Without custom spacings and intrinsic lengths (any distribution but fill proportionally),
    /// the state is digested and compared with a remembered configuration in place, view by
    /// view: a remembered plan is found without building ``planConfiguration``. Otherwise (and
    /// on a miss) the configuration is built.
    func currentPlan(in cache: StackViewPlanCache = .shared) -> StackViewConstraintPlan {
        guard customSpacings.isEmpty, distribution != .fillProportionally else {
            let configuration = planConfiguration
            return cache.plan(for: configuration)
        }
        let views = arrangedSubviews
        let axis = axis, distribution = distribution, alignment = alignment
        let isBaselineRelative = isBaselineRelativeArrangement
        let standard = Self.points(ofSpacing: spacing)
        var digest = StackViewPlanCache.Digest(
            axis: axis, distribution: distribution, alignment: alignment, isBaselineRelativeArrangement: isBaselineRelative,
            hiddenCount: views.count, spacingCount: views.count)
        // (Each view's hidden flag read once: kept as a bit for the comparison, up to 64 views.)
        var hiddenBits: UInt64 = 0
        for (i, view) in views.enumerated() {
            let hidden = view.isHidden
            if hidden && i < 64 { hiddenBits |= 1 << UInt64(i) }
            digest.add(hidden: hidden)
            digest.add(spacing: standard)
        }
        digest.add(intrinsicLengths: [])
        return cache.plan(
            digest: digest.value,
            matches: { configuration in
                guard configuration.axis == axis, configuration.distribution == distribution,
                    configuration.alignment == alignment,
                    configuration.isBaselineRelativeArrangement == isBaselineRelative,
                    configuration.hidden.count == views.count, configuration.spacingAfter.count == views.count,
                    configuration.intrinsicLengths.isEmpty
                else { return false }
                for i in 0..<views.count {
                    let hidden = i < 64 ? hiddenBits & (1 << UInt64(i)) != 0 : views[i].isHidden
                    guard configuration.hidden[i] == hidden, configuration.spacingAfter[i] == standard else { return false }
                }
                return true
            },
            configuration: { planConfiguration })
    }

    /// Matches the plan against the constraints in force: same key → kept (constant updated in
    /// place), new → activated, gone → deactivated.
    func applyConstraintPlan() {
        let plan: StackViewConstraintPlan
        if distribution == .fillProportionally {
            let configuration = planConfiguration
            appliedIntrinsicLengths = configuration.intrinsicLengths
            plan = StackViewPlanCache.shared.plan(for: configuration)
        } else {
            if !appliedIntrinsicLengths.isEmpty { appliedIntrinsicLengths = [] }
            plan = currentPlan()
        }
        prepareGuides(for: plan)
        if let held = heldArrangement {
            // A first arrangement held as data: applying the same plan to the same items
            // changes nothing; anything else is matched against its constraints.
            if heldArrangementIsCurrent(held, plan: plan) { return }
            materializeArrangement()
        }
        if stackConstraints.isEmpty && retired.isEmpty && !plan.entries.isEmpty && !makesFirstArrangementGenerally,
            let items = firstArrangementItems
        {
            // First arrangement: nothing to match against, every host known in advance. In a
            // tree without an engine, held as data until something needs the constraints.
            if holdsFirstArrangement, engine(creating: false) == nil {
                holdFirstArrangement(plan, items: items)
            } else {
                stackConstraints = applyFirstArrangement(plan, items: items)
            }
            return
        }
        if stackConstraints.isEmpty && retired.isEmpty {
            // First arrangement by the general path (the reference), or with a guide taken away
            // from the stack.
            var next: [(key: ResolvedKey, constraint: LayoutConstraint)] = []
            next.reserveCapacity(plan.entries.count)
            var toActivate: [LayoutConstraint] = []
            toActivate.reserveCapacity(plan.entries.count)
            // (An empty plan names no item: the canvas's margins guide is not made for it.)
            let identities = plan.entries.isEmpty ? nil : itemIdentities
            for entry in plan.entries {
                guard let identities, let key = resolve(entry, in: identities), let constraint = makeConstraint(entry, key: key) else {
                    continue
                }
                toActivate.append(constraint)
                next.append((key, constraint))
            }
            LayoutConstraint.activate(toActivate)
            stackConstraints = next
            return
        }
        var keys: [ResolvedKey?] = []
        keys.reserveCapacity(plan.entries.count)
        if !plan.entries.isEmpty {
            let identities = itemIdentities
            for entry in plan.entries { keys.append(resolve(entry, in: identities)) }
        }
        let matches = replansByKeys ? keyedMatches(for: keys) : alignedMatches(for: keys)
        var next: [(key: ResolvedKey, constraint: LayoutConstraint)] = []
        next.reserveCapacity(plan.entries.count)
        var kept = [Bool](repeating: false, count: stackConstraints.count)
        var toActivate: [LayoutConstraint] = []
        for (j, entry) in plan.entries.enumerated() {
            guard let key = keys[j] else { continue }
            if let i = matches[j], itemsAreAlive(stackConstraints[i].constraint) {
                let constraint = stackConstraints[i].constraint
                let constant = CGFloat(entry.constant)
                if constraint.constant != constant { constraint.constant = constant }
                kept[i] = true
                // Implied by the new plan and not by the old (or the reverse): the constraint
                // leaves the engine and comes back, now with or without its row.
                let implied = isImplied(entry)
                if constraint.isImpliedByOthers != implied {
                    if constraint.isActive { constraint.isActive = false }
                    constraint.isImpliedByOthers = implied
                }
                // Removing a view from its superview deactivates the constraints that cross the
                // cut; a view added back before this pass gets them back.
                if !constraint.isActive { toActivate.append(constraint) }
                next.append((key, constraint))
            } else if var candidates = retired[key], let constraint = candidates.popLast(), holds(constraint, entry) {
                retired[key] = candidates.isEmpty ? nil : candidates
                let constant = CGFloat(entry.constant)
                if constraint.constant != constant { constraint.constant = constant }
                constraint.isImpliedByOthers = isImplied(entry)
                toActivate.append(constraint)
                next.append((key, constraint))
            } else if let constraint = makeConstraint(entry, key: key) {
                toActivate.append(constraint)
                next.append((key, constraint))
            }
        }
        var toDeactivate: [LayoutConstraint] = []
        if retired.count > 4 * (next.count + 8) { retired.removeAll() }  // bounded memory
        for (i, (key, constraint)) in stackConstraints.enumerated() where !kept[i] {
            toDeactivate.append(constraint)
            retired[key, default: []].append(constraint)
        }
        LayoutConstraint.deactivate(toDeactivate)
        LayoutConstraint.activate(toActivate)
        stackConstraints = next
    }

    /// The constraints the stack generated and keeps in force, in plan order.
    public var arrangementConstraints: [LayoutConstraint] {
        materializeArrangement()
        return stackConstraints.map(\.constraint)
    }

    /// Whether a plan entry goes without a row in the engine: it is implied by the plan's other
    /// constraints, unless this stack feeds every constraint (the reference the differential
    /// tests compare with).
    func isImplied(_ entry: StackViewConstraintPlan.Entry) -> Bool {
        entry.isImplied && !feedsImpliedConstraints
    }

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

    /// The identities of the items a plan can name, taken once per plan (not once per entry).
    struct ItemIdentities {
        var canvas: ObjectIdentifier
        var stack: ObjectIdentifier
        var arranged: [ObjectIdentifier]
        var spanner: ObjectIdentifier?
        var gaps: [ObjectIdentifier]

        func callAsFunction(_ item: StackViewConstraintPlan.Item) -> ObjectIdentifier? {
            switch item {
            case .canvas: canvas
            case .stack: stack
            case .arranged(let index): index < arranged.count ? arranged[index] : nil
            case .spanner: spanner
            case .gap(let index): index < gaps.count ? gaps[index] : nil
            }
        }
    }

    /// The identities of the items the plan names, as they are now.
    var itemIdentities: ItemIdentities {
        ItemIdentities(
            canvas: ObjectIdentifier(isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self),
            stack: ObjectIdentifier(self), arranged: arrangedSubviews.map { ObjectIdentifier($0) },
            spanner: spanner.map { ObjectIdentifier($0) }, gaps: gapGuides.map { ObjectIdentifier($0) })
    }

    /// A plan entry's key with its items' identities, or `nil` when an item is missing.
    func resolve(_ entry: StackViewConstraintPlan.Entry, in identities: ItemIdentities) -> ResolvedKey? {
        guard let first = identities(entry.first) else { return nil }
        var second: ObjectIdentifier?
        if let secondItem = entry.second {
            guard let resolved = identities(secondItem) else { return nil }
            second = resolved
        }
        return ResolvedKey(key: entry.key, first: first, second: second)
    }

    /// Whether a constraint matched by key still has its items. Equal keys name the same
    /// identities, and an identity held by a live object is that object (identities are reused
    /// only once the old object is gone, and then the constraint's weak reference is `nil`), so
    /// this is ``holds(_:_:)`` without looking the entry's items up again.
    private func itemsAreAlive(_ constraint: LayoutConstraint) -> Bool {
        constraint.firstItem != nil && (constraint.second == nil || constraint.secondItem != nil)
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
        constraint.isImpliedByOthers = isImplied(entry)
        // UIKit logs spacing, hiding and fit constraints in the visual format language
        // (`'UISV-spacing' H:[S0]-(10)-[S1]`); other shapes still print as equations.
        constraint.prefersVisualFormatDescription = true
        return constraint
    }
}
