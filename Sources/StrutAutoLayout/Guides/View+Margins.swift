import Foundation

extension View {
    /// The layout margins in absolute terms (left stays left). Reading returns the effective
    /// margins the ``layoutMarginsGuide`` uses: the margins you set, plus the ``safeAreaInsets``
    /// when ``insetsLayoutMarginsFromSafeArea`` is on, and at least the superview's margins
    /// that reach into this view when ``preservesSuperviewLayoutMargins`` is on. Default 8 on
    /// every edge.
    public var layoutMargins: EdgeInsets {
        get { effectiveLayoutMargins() }
        set {
            marginsStorage = .absolute(newValue)
            layoutMarginsStorageDidChange()
        }
    }

    /// The layout margins with leading and trailing edges, which flip with the layout direction.
    /// Reading returns the effective margins (see ``layoutMargins``).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { effectiveLayoutMargins().directional(in: effectiveUserInterfaceLayoutDirection) }
        set {
            marginsStorage = .directional(newValue)
            layoutMarginsStorageDidChange()
        }
    }

    /// Whether this view's margins are at least the superview's margins where they overlap this
    /// view. Default `false`.
    public var preservesSuperviewLayoutMargins: Bool {
        get { preservesMarginsStorage }
        set {
            guard newValue != preservesMarginsStorage else { return }
            preservesMarginsStorage = newValue
            layoutMarginsStorageDidChange()
        }
    }

    /// Whether the margins are measured from the safe area rather than the bounds. Default `true`.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { insetsMarginsFromSafeAreaStorage }
        set {
            guard newValue != insetsMarginsFromSafeAreaStorage else { return }
            insetsMarginsFromSafeAreaStorage = newValue
            layoutMarginsStorageDidChange()
        }
    }

    /// A guide whose edges are the view's edges inset by its effective ``layoutMargins``
    /// (identifier `UIViewLayoutMarginsGuide`). Margin attributes (`.leadingMargin`…) refer to it.
    public var layoutMarginsGuide: LayoutGuide {
        if let g = marginsGuideStorage { return g }
        let g = LayoutGuide()
        g.identifier = "UIViewLayoutMarginsGuide"
        addLayoutGuide(g)
        marginsGuideStorage = g
        marginsGuideConstraints = makeMarginsGuideConstraints(g)
        LayoutConstraint.activate(marginsGuideConstraints)
        rootView.rootEngine?.registerGeometryDependentView(self)
        return g
    }

    /// A guide covering the part of the view not obscured by the window's unsafe areas
    /// (identifier `UIViewSafeAreaLayoutGuide`).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let g = safeAreaGuideStorage { return g }
        let g = LayoutGuide()
        g.identifier = "UIViewSafeAreaLayoutGuide"
        addLayoutGuide(g)
        safeAreaGuideStorage = g
        let insets = safeAreaInsets
        func make(
            _ first: any LayoutItem, _ a1: LayoutAttribute, _ second: any LayoutItem, _ a2: LayoutAttribute,
            _ constant: CGFloat, _ identifier: String
        ) -> LayoutConstraint {
            let c = LayoutConstraint(
                first: AnchorSide(item: first, attribute: a1), relation: .equal,
                second: AnchorSide(item: second, attribute: a2), multiplier: 1, constant: constant)
            c.identifier = identifier
            c.prefersVisualFormatDescription = true
            return c
        }
        safeAreaGuideConstraints = [
            make(g, .left, self, .left, insets.left, "UIViewSafeAreaLayoutGuide-left"),
            make(self, .right, g, .right, insets.right, "UIViewSafeAreaLayoutGuide-right"),
            make(g, .top, self, .top, insets.top, "UIViewSafeAreaLayoutGuide-top"),
            make(self, .bottom, g, .bottom, insets.bottom, "UIViewSafeAreaLayoutGuide-bottom"),
        ]
        LayoutConstraint.activate(safeAreaGuideConstraints)
        rootView.rootEngine?.registerGeometryDependentView(self)
        return g
    }

    private func makeMarginsGuideConstraints(_ g: LayoutGuide) -> [LayoutConstraint] {
        let directional: Bool
        if case .directional = marginsStorage { directional = true } else { directional = false }
        let m = effectiveLayoutMargins()
        let d = m.directional(in: effectiveUserInterfaceLayoutDirection)
        func make(
            _ first: any LayoutItem, _ a1: LayoutAttribute, _ second: any LayoutItem, _ a2: LayoutAttribute,
            _ constant: CGFloat, _ identifier: String
        ) -> LayoutConstraint {
            let c = LayoutConstraint(
                first: AnchorSide(item: first, attribute: a1), relation: .equal,
                second: AnchorSide(item: second, attribute: a2), multiplier: 1, constant: constant)
            c.identifier = identifier
            c.prefersVisualFormatDescription = true
            return c
        }
        return [
            directional
                ? make(g, .leading, self, .leading, d.leading, "UIView-leftMargin-guide-constraint")
                : make(g, .left, self, .left, m.left, "UIView-leftMargin-guide-constraint"),
            directional
                ? make(self, .trailing, g, .trailing, d.trailing, "UIView-rightMargin-guide-constraint")
                : make(self, .right, g, .right, m.right, "UIView-rightMargin-guide-constraint"),
            make(g, .top, self, .top, m.top, "UIView-topMargin-guide-constraint"),
            make(self, .bottom, g, .bottom, m.bottom, "UIView-bottomMargin-guide-constraint"),
        ]
    }

    /// The margins the guide uses, in absolute terms.
    func effectiveLayoutMargins() -> EdgeInsets {
        var m: EdgeInsets
        switch marginsStorage {
        case let .absolute(insets): m = insets
        case let .directional(insets): m = insets.absolute(in: effectiveUserInterfaceLayoutDirection)
        }
        m = raisedToSystemMinimumMargins(m)
        if insetsMarginsFromSafeAreaStorage {
            let s = safeAreaInsets
            m = EdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if preservesMarginsStorage, let superview {
            let sm = superview.effectiveLayoutMargins()
            let f = alignmentRect(forFrame: storedFrame)
            let size = superview.storedFrame.size
            m.left = max(m.left, sm.left - f.minX)
            m.top = max(m.top, sm.top - f.minY)
            m.right = max(m.right, sm.right - (size.width - f.maxX))
            m.bottom = max(m.bottom, sm.bottom - (size.height - f.maxY))
        }
        return m
    }

    /// The safe-area insets from the frames: the parts of the view outside the window's safe
    /// rectangle (zero outside a window).
    func computeSafeAreaInsets() -> EdgeInsets {
        guard superview != nil, let window = rootView as? Window else { return .zero }
        let safe = safeRectIncludingAdditionalInsets(in: window)
        let r = convert(bounds, to: window)
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(v, 0), max(limit, 0)) }
        return EdgeInsets(
            top: clamp(safe.minY - r.minY, r.height), left: clamp(safe.minX - r.minX, r.width),
            bottom: clamp(r.maxY - safe.maxY, r.height), right: clamp(r.maxX - safe.maxX, r.width))
    }

    /// Margins (or how they are stored) changed: update the guide.
    func layoutMarginsStorageDidChange() {
        if let g = marginsGuideStorage {
            let fresh = makeMarginsGuideConstraints(g)
            var kept: [LayoutConstraint] = []
            for (old, new) in zip(marginsGuideConstraints, fresh) {
                if old.first.attribute == new.first.attribute {
                    old.constant = new.constant
                    kept.append(old)
                } else {
                    old.isActive = false
                    new.isActive = true
                    kept.append(new)
                }
            }
            marginsGuideConstraints = kept
        }
        layoutMarginsDidChange()
        setNeedsLayout()
    }

    /// Brings the system guides' constants in line with the current geometry; returns whether
    /// any changed.
    func updateSystemGuideConstants() -> Bool {
        var changed = false
        let safe = safeAreaInsets
        if safe != computedSafeAreaInsets {
            computedSafeAreaInsetsStorageUpdate(safe)
        }
        if safeAreaGuideStorage != nil, safeAreaGuideConstraints.count == 4 {
            for (c, value) in zip(safeAreaGuideConstraints, [safe.left, safe.right, safe.top, safe.bottom])
            where c.constant != value {
                c.constant = value
                changed = true
            }
        }
        if let g = marginsGuideStorage, marginsGuideConstraints.count == 4 {
            let fresh = makeMarginsGuideConstraints(g)
            for (old, new) in zip(marginsGuideConstraints, fresh) where old.constant != new.constant {
                old.constant = new.constant
                changed = true
            }
            if changed { layoutMarginsDidChange() }
        }
        if portState != nil {
            if updateReadableGuide() { changed = true }
            if updateKeyboardGuide() { changed = true }
        }
        return changed
    }

    private func computedSafeAreaInsetsStorageUpdate(_ insets: EdgeInsets) {
        computedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
    }
}

extension LayoutEngine {
    /// Lets margins and safe-area guides follow the geometry just laid out; returns whether
    /// another flush and layout pass are needed.
    func updateGeometryDependentGuides() -> Bool {
        guard !geometryDependentViews.isEmpty else { return false }
        var changed = false
        var scrolled = false
        for node in geometryDependentViews {
            guard let view = node.view else { continue }
            if view.updateSystemGuideConstants() { changed = true }
            // A scroll view's adjusted inset follows the safe area (and may move its offset).
            if view.hasMovableBoundsOrigin, let scrollView = view as? ScrollView, scrollView.followSafeArea() {
                scrolled = true
            }
        }
        return (changed && hasPendingChanges) || scrolled
    }
}
