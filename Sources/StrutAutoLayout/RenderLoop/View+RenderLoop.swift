import Foundation

extension View {
    // MARK: Update constraints (bottom-up)

    /// Schedules ``updateConstraints()`` for the next update-constraints pass.
    public func setNeedsUpdateConstraints() {
        guard !flags.needsUpdateConstraints else { return }
        flags.needsUpdateConstraints = true
        propagateUpdateFlagUp()
    }

    /// Queues this view in its superview's list of children with update-constraints work, and
    /// marks the ancestors, stopping at the first one already marked.
    func propagateUpdateFlagUp() {
        walkUpUnretained { child, parent in
            if !child.flags.updateQueued {
                child.flags.updateQueued = true
                parent.updateChildren.append(child)
            }
            if parent.flags.subtreeNeedsUpdateConstraints { return false }
            parent.flags.subtreeNeedsUpdateConstraints = true
            return true
        }
    }

    /// Calls `step` with each (view, superview) pair from this view up, until it returns false
    /// or the root is reached. The ancestors are walked unretained (no atomic retain and release
    /// per level): each is alive while its subviews are, and `step` frees nothing.
    @inline(__always)
    private func walkUpUnretained(_ step: (View, View) -> Bool) {
        var child = Unmanaged.passUnretained(self)
        while let parent = child._withUnsafeGuaranteedRef({ $0.unretainedSuperview }) {
            let goesOn = child._withUnsafeGuaranteedRef { child in
                parent._withUnsafeGuaranteedRef { step(child, $0) }
            }
            guard goesOn else { return }
            child = parent
        }
    }

    /// Whether ``updateConstraints()`` is scheduled.
    public func needsUpdateConstraints() -> Bool { flags.needsUpdateConstraints }

    /// Runs the update-constraints pass on this view's subtree now: leaves first, then their
    /// superviews, up to this view. Constraint changes made in the pass reach the engine as one
    /// batch.
    public func updateConstraintsIfNeeded() {
        // Post-order over the flagged paths, without recursion.
        var stack: [(View, Bool)] = [(self, false)]
        while let (v, childrenDone) = stack.popLast() {
            if !childrenDone {
                stack.append((v, true))
                if v.flags.subtreeNeedsUpdateConstraints {
                    v.flags.subtreeNeedsUpdateConstraints = false
                    // The list is taken out and handed back emptied, with its room (read by
                    // index: a reversed view of it would hold a second reference).
                    var children: [View] = []
                    swap(&children, &v.updateChildren)
                    for i in children.indices.reversed() where children[i].superview === v {
                        let s = children[i]
                        s.flags.updateQueued = false
                        if s.flags.needsUpdateConstraints || s.flags.subtreeNeedsUpdateConstraints { stack.append((s, false)) }
                    }
                    children.removeAll(keepingCapacity: true)
                    if v.updateChildren.isEmpty { swap(&children, &v.updateChildren) }
                }
            } else if v.flags.needsUpdateConstraints {
                v.flags.needsUpdateConstraints = false
                v.didCallSuperUpdateConstraints = false
                v.updateConstraintsForPass()
                precondition(
                    v.didCallSuperUpdateConstraints,
                    "\(v.debugClassName) \(formatAddress(v)): updateConstraints() did not call super.updateConstraints(); it must, as its last step."
                )
            }
        }
    }

    // MARK: Layout (top-down)

    /// Schedules ``layoutSubviews()`` for the next layout pass.
    public func setNeedsLayout() {
        guard !flags.needsLayout else { return }
        flags.needsLayout = true
        propagateLayoutFlagUp()
    }

    /// Queues this view in its superview's list of children with layout work, and marks the
    /// ancestors, stopping at the first one already marked.
    func propagateLayoutFlagUp() {
        walkUpUnretained { child, parent in
            if !child.flags.layoutQueued {
                child.flags.layoutQueued = true
                parent.layoutChildren.append(child)
            }
            if parent.flags.subtreeNeedsLayout { return false }
            parent.flags.subtreeNeedsLayout = true
            return true
        }
    }

    /// Whether ``layoutSubviews()`` is scheduled.
    public var needsLayout: Bool { flags.needsLayout }

    /// Runs the pending passes now: the tree's update-constraints pass, the engine's batch of
    /// changes, and the layout pass (parents before children) for the views that need it.
    /// Returns at once when nothing is pending.
    ///
    /// The whole tree is brought up to date (not only this view's subtree), so this view's own
    /// frame is current afterwards.
    public func layoutIfNeeded() {
        rootView.runLayout()
    }

    func propagateRenderFlagsToAncestors() {
        if flags.needsUpdateConstraints || flags.subtreeNeedsUpdateConstraints { propagateUpdateFlagUp() }
        if flags.needsLayout || flags.subtreeNeedsLayout { propagateLayoutFlagUp() }
        if flags.needsDisplay || flags.subtreeNeedsDisplay { propagateDisplayFlagUp() }
    }

    /// The root's pass: update constraints, flush the engine (with the height-for-width rounds),
    /// lay out the flagged views top-down, then let margins and safe-area guides follow the new
    /// geometry (repeating the flush and layout while they change, at most 8 rounds, then
    /// an engine error in the diagnostic log).
    func runLayout() {
        (self as? Window)?.updateTraitCollectionIfNeeded()
        updateConstraintsIfNeeded()
        let engine = rootEngine ?? (installedConstraintsAreEmptyInTree ? nil : self.engine(creating: true, formingIslands: true))
        for round in 1...8 {
            engine?.flushForLayout()
            runLayoutPass()
            guard let engine, engine.updateGeometryDependentGuides() else { break }
            if round == 8 {
                engine.reportEngineError(
                    "margins and safe-area guides still moved after 8 rounds of layout (a view placed by its own safe area or margins?); the layout may be stale"
                )
            }
        }
    }

    /// Whether no constraint is installed anywhere in the tree (then no engine is needed).
    private var installedConstraintsAreEmptyInTree: Bool {
        var stack: [View] = [self]
        while let v = stack.popLast() {
            // (A stack's arrangement held as data is installed on the stack.)
            if !v.installedStorage.isEmpty || v.layoutNode.pendingArrangements != 0 { return false }
            stack.append(contentsOf: v.subviews)
        }
        return true
    }

    /// Top-down over the flagged paths, again while views flag themselves during the pass, at
    /// most 100 times; then an engine error in the diagnostic log.
    func runLayoutPass() {
        for _ in 0..<100 {
            guard flags.needsLayout || flags.subtreeNeedsLayout else { return }
            var stack: [View] = [self]
            while let v = stack.popLast() {
                if v.flags.needsLayout {
                    // Solved before the flag clears: marking its subviews does not flag it again.
                    if let cache = v.fittingCache, cache.isIsland { v.layOutIsland() }
                    v.flags.needsLayout = false
                    v.layoutSubviewsForPass()
                }
                v.flags.subtreeNeedsLayout = false
                // Taken out and handed back emptied, as in ``updateConstraintsIfNeeded()``.
                var children: [View] = []
                swap(&children, &v.layoutChildren)
                for i in children.indices.reversed() where children[i].superview === v {
                    let s = children[i]
                    s.flags.layoutQueued = false
                    if s.flags.needsLayout || s.flags.subtreeNeedsLayout { stack.append(s) }
                }
                children.removeAll(keepingCapacity: true)
                if v.layoutChildren.isEmpty { swap(&children, &v.layoutChildren) }
            }
        }
        guard flags.needsLayout || flags.subtreeNeedsLayout else { return }
        let message =
            "views still asked for layout after 100 top-down passes (a layoutSubviews that flags its own tree every time?); the layout may be stale"
        if let engine = rootEngine {
            engine.reportEngineError(message)
        } else {
            let text = "[LayoutConstraints] Engine error: " + message
            if let window = self as? Window { window.diagnosticLog(text) } else { View.defaultDiagnosticLog(text) }
        }
    }

    /// What the base ``layoutSubviews()`` does: copy the engine's values into the frames of the
    /// subviews whose variables changed.
    func applyEngineFramesToSubviews() {
        guard !childrenNeedingFrameSync.isEmpty else { return }
        let children = childrenNeedingFrameSync
        childrenNeedingFrameSync.removeAll()
        let engine = layoutEngineForSubviews()
        // The list holds its views and `engine` the engine: they are borrowed, not retained per
        // child (a view or an engine with weak references counts on the slow, side-table path).
        let borrowedEngine = engine.map(Unmanaged.passUnretained)
        let parent = Unmanaged.passUnretained(self)
        withExtendedLifetime(engine) {
            children.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: UnsafeRawPointer.self) { raw in
                    for address in raw {
                        Unmanaged<View>.fromOpaque(address)._withUnsafeGuaranteedRef { child in
                            guard child.hasSuperview(parent) else { return }
                            child.flags.frameNeedsSync = false
                            borrowedEngine?._withUnsafeGuaranteedRef { child.applyEngineFrame(from: $0) }
                        }
                    }
                }
            }
        }
    }

    // MARK: Display

    /// Schedules ``draw(_:in:)`` for the next display pass.
    public func setNeedsDisplay() {
        guard !flags.needsDisplay else { return }
        flags.needsDisplay = true
        propagateDisplayFlagUp()
    }

    func propagateDisplayFlagUp() {
        // Unretained, as in ``walkUpUnretained(_:)``.
        var v = unretainedSuperview
        while let current = v {
            v = current._withUnsafeGuaranteedRef { current in
                if current.flags.subtreeNeedsDisplay { return nil }
                current.flags.subtreeNeedsDisplay = true
                return current.unretainedSuperview
            }
        }
    }

    /// Redraws the flagged views of the subtree (their commands are cached per view).
    func runDisplayPass() {
        var stack: [View] = [self]
        // One context for the pass, made at the first view to draw: each view's commands are
        // taken out of it. A context a `draw` kept a reference to stays that view's, with its
        // commands, as if made for it alone; the next view gets a new one.
        var spare: DrawingContext?
        while let v = stack.popLast() {
            if v.flags.needsDisplay {
                v.flags.needsDisplay = false
                var context = spare ?? DrawingContext()
                spare = nil
                v.draw(v.bounds, in: context)
                if isKnownUniquelyReferenced(&context) {
                    v.cachedDrawing = context.takeCommands()
                    spare = context
                } else {
                    v.cachedDrawing = context.commands
                }
            }
            if v.flags.subtreeNeedsDisplay {
                v.flags.subtreeNeedsDisplay = false
                for s in v.subviews.reversed() where s.flags.needsDisplay || s.flags.subtreeNeedsDisplay {
                    stack.append(s)
                }
            }
        }
    }

    /// The display list of the subtree in this view's coordinates: per visible view, its
    /// background, its cached drawing, then its subviews (clipped if ``clipsToBounds``).
    public func displayList() -> [DrawingCommand] {
        var commands: [DrawingCommand] = []
        appendDisplayList(to: &commands, offset: .zero)
        return commands
    }

    private func appendDisplayList(to commands: inout [DrawingCommand], offset: CGPoint) {
        guard !isHidden, alpha > 0 else { return }
        let rect = CGRect(origin: offset, size: storedFrame.size)
        commands.append(.beginView(ViewInfo(view: self, frame: rect)))
        if let backgroundColor { commands.append(.fillRect(rect, backgroundColor)) }
        for c in cachedDrawing { commands.append(c.translated(by: offset)) }
        if clipsToBounds { commands.append(.pushClip(rect)) }
        // Subviews' frames are in the bounds' space, whose origin is this view's (a scroll
        // view's content offset).
        let origin = storedBoundsOrigin
        for s in subviews {
            s.appendDisplayList(
                to: &commands,
                offset: CGPoint(x: offset.x + s.storedFrame.origin.x - origin.x, y: offset.y + s.storedFrame.origin.y - origin.y))
        }
        if clipsToBounds { commands.append(.popClip) }
        commands.append(.endView)
    }
}
