import Foundation
import StrutSolver
import Synchronization

/// Source of ``LayoutEngine/valueCacheTag``: tags are never reused, so a node's tag can match
/// only the engine (and cache generation) that wrote it.
private let valueCacheTags = Atomic<UInt64>(0)

/// The bridge between a view tree and the solver: one per tree, owned by the tree's root (the
/// ``Window``), never shared between threads.
///
/// - Each item gets four variables (minX, minY, width, height of its alignment rectangle, in its
///   container's coordinates); a constraint becomes one solver row in the coordinates of the view
///   it is installed on, with the intermediate containers' minX/minY summed in.
/// - Changes are queued and applied in one batch (``flush()``) before layout; a removal and an
///   equal addition in the same batch hand the row over without touching the solver.
/// - An item takes part in the solve only while some row names it; then its internal constraints
///   (non-negative size, autoresizing, intrinsic content size) are added too.
/// - After solving, the changed variables mark only the views whose frames changed.
final class LayoutEngine {
    let solver = Solver()
    /// The tree's root (for a fitting engine, the view being measured). Not a weak reference
    /// (that would give the root a side table, and each of its retains and releases the slow
    /// path): an engine is owned by its root (``View/rootEngine`` or ``View/fittingCache``),
    /// whose `deinit` clears this.
    unowned(unsafe) var root: View?
    /// A transient engine for `systemLayoutSizeFitting`: it leaves the live tree untouched.
    let isFitting: Bool
    @exclusivity(unchecked) var statistics = EngineStatistics()

    // MARK: Rows
    /// The rows of constraints, by constraint: every row in the solver but the content-size
    /// rows still held as data (``lazyContentParticipants``). Look rows up by constraint here
    /// (no such row has a constraint to look it up by); list them through ``rows``.
    ///
    /// Read through this accessor, a fitting engine's first batch held as data
    /// (``firstBatchDrafts``) gets its rows first.
    var rowStorage: [ObjectKey: Row] {
        _read {
            if firstBatchDrafts != nil { bindFirstBatchRows() }
            yield storedRows
        }
        _modify {
            if firstBatchDrafts != nil { bindFirstBatchRows() }
            yield &storedRows
        }
    }
    /// ``rowStorage`` as stored (without the first batch's rows while it is held as data).
    @exclusivity(unchecked) var storedRows: [ObjectKey: Row] = [:]
    /// A fitting engine's first batch, adopted from a solved structure and held as data: no
    /// ``Row`` object until something reads a row (LayoutEngine+FirstBatch.swift).
    ///
    /// Read at every row look-up (``rowStorage``), written only by the engine on its thread,
    /// never while another access to it is open: unchecked exclusivity, as the engine's other
    /// hot stored properties (a dynamic check is a runtime call per access).
    @exclusivity(unchecked) var firstBatchDrafts: FirstBatchDrafts?
    /// While a fitting engine's first batch is being drafted: rows are made as data
    /// (``RowDraft``), the content-size rows of items joining included.
    var draftsRows = false
    /// While a first batch is drafted: its drafts, in the order they are made (see
    /// LayoutEngine+FirstBatch.swift). Unchecked exclusivity as ``firstBatchDrafts`` (a few
    /// hundred accesses per batch, none overlapping another).
    @exclusivity(unchecked) var draftedRows: [RowDraft] = []
    /// While a first batch is drafted: every draft's terms, one array for the batch (a draft
    /// holds its range: ``RowDraft/termStart``), where each row's own array was an allocation.
    /// Unchecked exclusivity as ``draftedRows``.
    @exclusivity(unchecked) var draftTerms: [Term] = []
    /// The range of ``draftTerms`` the last translation into the pool wrote (see
    /// ``translateSides(_:_:multiplier:constant:owner:hostID:intoPool:crossing:_:)``): what a
    /// drafting `make` reads, its `terms` argument being empty.
    var pooledTerms: (start: Int32, count: Int32) = (0, 0)
    /// While a first batch is drafted: the content-size rows of items joining (their places in
    /// ``draftedRows``), as ``pendingLazyRows`` holds them otherwise.
    var pendingLazyDrafts: [(position: Int, index: Int)] = []
    /// Every row in the solver, by constraint: the content-size rows held as data get their
    /// constraints first (see ``materializeLazyContentSizes()``).
    var rows: [ObjectKey: Row] {
        materializeLazyContentSizes()
        materializePlannedArrangements()
        return rowStorage
    }
    /// Participants of a fitting engine with an axis whose content-size rows have no
    /// constraints yet (``Participant/lazyContentSize``), in the order they got them (and
    /// possibly some whose axes got their constraints since).
    var lazyContentParticipants: [Participant] = []
    /// While ``addRows(_:)`` takes items into the solve: a fitting engine's new content-size
    /// rows, each with the length ``pendingOrder`` had when it was made (its place among the
    /// queued constraints).
    var pendingLazyRows: [(position: Int, row: Row)] = []
    /// Whether items joining now may hold their content sizes as data (see ``pendingLazyRows``).
    var takesLazyContentSizes = false
    var nextSequence = 0
    /// Entries of stacks' arrangements held as data queued for addition, in queue order (see
    /// LayoutEngine+PlannedRows.swift).
    @exclusivity(unchecked) var pendingPlanned: [PlannedAddition] = []
    /// The held arrangements this engine made rows from whose constraints are not made yet
    /// (and possibly some made since).
    @exclusivity(unchecked) var plannedRegistrations: [PlannedRowRegistration] = []

    // MARK: Pending changes, in request order
    enum PendingKind { case add, remove, rebuild }
    @exclusivity(unchecked) var pendingOrder: [LayoutConstraint] = []
    @exclusivity(unchecked) var pendingState: [ObjectKey: PendingKind] = [:]
    /// How many of the first entries of ``pendingOrder`` are additions queued without a state
    /// in ``pendingState`` (``requestFirstAddition(of:)``, ``requestFreshAddition(of:)``): each a
    /// constraint queued once, with no row, exactly as ``requestAddition(of:)`` would have
    /// queued it. Such entries are queued only while the whole queue is made of them, and get
    /// their states (``giveQueuedAdditionsStates()``) before a request looks a state up; a
    /// flush takes them without a look-up. A fitting engine's first batch and the content-size
    /// constraints its items bring are queued so: no hash per constraint.
    var statelessAdditions = 0
    @exclusivity(unchecked) var constantDirty: [LayoutConstraint] = []
    @exclusivity(unchecked) var constantDirtyIDs = Set<ObjectKey>()
    @exclusivity(unchecked) var priorityDirty: [LayoutConstraint] = []
    /// Views (by node: the engine never keeps a view alive) whose intrinsic size changed.
    var intrinsicDirty: [LayoutNode] = []

    // MARK: Participants
    @exclusivity(unchecked) var participants: [ObjectKey: Participant] = [:]
    /// The next participant's place in the order items joined the solve (for deterministic reports).
    var nextNodeOrder = 0
    /// Participating views whose intrinsic height depends on their width, in entry order.
    var heightForWidthViews: [LayoutNode] = []
    /// Views whose margins or safe-area guides depend on their geometry, in registration order.
    var geometryDependentViews: [LayoutNode] = []
    var geometryDependentIDs = Set<ObjectIdentifier>()
    /// Constraints pinning ambiguous variables, added by `exerciseAmbiguityInLayout()`.
    var exerciseConstraints: [ObjectIdentifier: [Constraint]] = [:]

    // MARK: Layout islands (LayoutEngine+Islands.swift)
    /// Fitted frame-placed subtrees laid out in their own fitting engines, by view.
    @exclusivity(unchecked) var islands: [ObjectIdentifier: LayoutIsland] = [:]
    var nextIslandOrder = 0
    /// A fitting engine's first batch and whether it started from a solved structure
    /// (LayoutEngine+StructureReuse.swift).
    var structureReuse = StructureReuseState()
    /// For a fitting engine whose subtree's views were all left to right when it was made (see
    /// ``FittingCache``): its rows are built for those directions (a changed direction makes
    /// a fresh engine), so a directional row needs no view's direction looked up.
    var isKnownLeftToRight = false
    /// For an island's engine during a layout pass: diagnostics are counted, not written (the
    /// tree's engine solves the subtree again and reports them).
    var holdsReports = false
    var heldReports = 0

    /// Constraints this engine set ``LayoutConstraint/engine`` on that got no row (their row
    /// could not be built or added): they keep pointing here, as they did when the reference
    /// was weak, so ``clearConstraintEngines()`` must find them too. Rare (items gone, a
    /// numerical failure).
    var rowlessConstraints: [LayoutConstraint] = []

    // MARK: Values cached on nodes
    /// The tag of the values this engine caches on its participating nodes
    /// (``LayoutNode/cachedValues``): unique among engines, renewed when a change report is
    /// read without recording values (the cached values may then be stale).
    private(set) var valueCacheTag = LayoutEngine.makeValueCacheTag()
    /// Whether nodes tagged ``valueCacheTag`` hold the solver's values: false from the start of
    /// a flush until its change report has been recorded, and always false for a fitting engine
    /// (it does not record its reports).
    var valueCacheIsCurrent = false

    private static func makeValueCacheTag() -> UInt64 { valueCacheTags.add(1, ordering: .relaxed).newValue }

    /// Makes every value cached on a node under the current tag stale (O(1): a new tag).
    func renewValueCacheTag() { valueCacheTag = Self.makeValueCacheTag() }

    init(root: View, isFitting: Bool = false) {
        self.root = root
        self.isFitting = isFitting
    }

    deinit {
        clearConstraintEngines()
        if !plannedRegistrations.isEmpty { releasePlannedRegistrations() }
    }

    /// Clears ``LayoutConstraint/engine`` on every constraint that points to this engine (those
    /// with a row, those queued for addition, those that got no row), so that no constraint
    /// outliving the engine reaches it: the reference is `unowned(unsafe)`.
    func clearConstraintEngines() {
        // A fitting engine never sets the reference (``requestAddition(of:)``, `register`, `handOver`).
        guard !isFitting else { return }
        for row in rows.values where row.constraint.engine === self { row.constraint.engine = nil }
        for c in pendingOrder where c.engine === self { c.engine = nil }
        for c in rowlessConstraints where c.engine === self { c.engine = nil }
    }

    /// Records a constraint that points to this engine but got no row (see ``rowlessConstraints``).
    func noteRowless(_ c: LayoutConstraint) {
        if c.engine === self { rowlessConstraints.append(c) }
    }

    /// Makes room for a first batch of `constraints` queued constraints among `items` views (a
    /// fitting engine knows both up front): the queue and the participants then grow without
    /// rehashing. Each participating view adds up to four content-size constraints, and a
    /// view's margins guide joins as an item of its own.
    func reserveCapacity(constraints: Int, items: Int) {
        // No room in `pendingState`: a first batch is queued without states (see
        // ``statelessAdditions``); a state that is needed after all grows the map as usual.
        pendingOrder.reserveCapacity(constraints + 4 * items)
        participants.reserveCapacity(items + items / 2)
        // A fitting engine's items hold their content sizes as data: up to two rows per axis,
        // one list entry per item (one allocation each instead of a doubling series). Its
        // first batch is drafted (LayoutEngine+FirstBatch.swift): the rows go to
        // ``pendingLazyDrafts``, not ``pendingLazyRows``.
        if isFitting {
            pendingLazyDrafts.reserveCapacity(4 * items)
            lazyContentParticipants.reserveCapacity(items)
        }
    }

    /// Whether changes are waiting for ``flush()``.
    var hasPendingChanges: Bool {
        !pendingOrder.isEmpty || !constantDirty.isEmpty || !priorityDirty.isEmpty || !intrinsicDirty.isEmpty
            || !pendingPlanned.isEmpty
    }

    /// A constraint's row in the solver. The row is itself the solver constraint it adds (one
    /// object per row, not a row and a solver constraint): the inherited expression holds the
    /// row's terms and the constant it was added with, the inherited relation its relation, the
    /// inherited priority the one it was made with (``currentPriority`` follows later changes).
    /// Unchecked `Sendable` as its superclass requires: a row, like its engine, stays on one thread.
    final class Row: Constraint, @unchecked Sendable {
        /// The row's constraint, `nil` only for a content-size row held as data
        /// (``LazyContentAxis``) and for a row made from a stack's arrangement held as data
        /// (``HeldArrangement``) before the stack makes its constraints.
        @exclusivity(unchecked) var storedConstraint: LayoutConstraint?
        /// The row's constraint. A content-size row held as data has none, and is never looked
        /// up, listed or changed before its participant's axis gets its constraints
        /// (``LayoutEngine/materializeContentSize(of:axis:registering:)``), nor is a row made
        /// from a held stack arrangement before the stack makes them
        /// (``LayoutEngine/bindPlannedRows(_:to:)``): reading it then is a defect in the engine.
        var constraint: LayoutConstraint {
            get {
                guard let c = storedConstraint else {
                    preconditionFailure("a content-size row held as data was read as a constraint's row")
                }
                return c
            }
            set { storedConstraint = newValue }
        }
        /// For a broken row: the constraint re-added at ``Priority/brokenRequired`` in its place
        /// (the row itself left the solver). `nil` otherwise.
        var brokenReplacement: Constraint?
        /// The constraint the solver holds for this row: the row itself, or its replacement
        /// once broken.
        var solverConstraint: Constraint { brokenReplacement ?? self }
        /// The terms of the row's expression (without the constant).
        var terms: [Term] { expression.terms }
        /// The row's priority now (after in-place updates, or breaking).
        var currentPriority: Priority
        /// The row's constant term now (after in-place updates).
        var currentConstant: Double
        /// The expression's constant when the constraint's `constant` is 0 (a rebuild that
        /// keeps the terms updates it: a scroll view's offset enters here).
        var base: Double
        /// The factor of the constraint's `constant` in the row's constant: always 1 (a
        /// right-to-left row mirrors its location terms, never the constant), so it is not stored.
        var sign: Double { 1 }
        /// The items whose participation this row keeps alive.
        let nodes: RowNodes
        /// Whether the row depends on the layout direction.
        let isDirectional: Bool
        var isBroken = false
        /// The view the constraint was installed on when the row was made.
        var hostID: ObjectIdentifier?
        /// A rebuild was requested (direction or baseline change): the constraint's fields no
        /// longer tell the row's content.
        var isStale = false
        var sequence: Int
        /// During a flush: the next queued-for-removal row with the same structural key.
        ///
        /// Not retained: every row linked so is in the flush's list of removals, which keeps it
        /// alive until the flush clears the links. (A strong link made every row's `deinit`
        /// walk the chain, a retain and releases per row freed.)
        @exclusivity(unchecked) unowned(unsafe) var nextSameKey: Row?
        /// During a flush: the row went to an equal constraint queued for addition.
        @exclusivity(unchecked) var isHandedOver = false
        /// For a kept fitting engine: the last update that found the constraint installed.
        var fittingEpoch = 0

        /// A row for `constraint` translated as `built`; its ``sequence`` is given when it is added.
        convenience init(constraint: LayoutConstraint, built: BuiltRow) {
            self.init(
                constraint: constraint, terms: built.terms, constant: built.constant, base: built.base,
                relation: built.relation, priority: built.priority, nodes: built.nodes, isDirectional: built.isDirectional)
        }

        /// A row for `constraint` from its translated parts (as in ``BuiltRow``); its
        /// ``sequence`` is given when it is added.
        convenience init(
            constraint: LayoutConstraint, terms: [Term], constant: Double, base: Double, relation: Relation,
            priority: Priority, nodes: RowNodes, isDirectional: Bool
        ) {
            self.init(
                storedConstraint: constraint, identifier: constraint.identifier, terms: terms, constant: constant,
                base: base, relation: relation, priority: priority, nodes: nodes, isDirectional: isDirectional)
        }

        /// A row for a held stack arrangement's entry, without its constraint yet (see
        /// ``LayoutEngine/makePlannedRow(_:)``): the row ``init(constraint:terms:constant:base:relation:priority:nodes:isDirectional:)``
        /// makes for the constraint, named by its identifier.
        convenience init(
            plannedIdentifier identifier: String, terms: [Term], constant: Double, base: Double, relation: Relation,
            priority: Priority, nodes: RowNodes, isDirectional: Bool
        ) {
            self.init(
                storedConstraint: nil, identifier: identifier, terms: terms, constant: constant, base: base,
                relation: relation, priority: priority, nodes: nodes, isDirectional: isDirectional)
        }

        /// The two initializers above: a row with its constraint, or with none yet.
        @inline(__always)
        private init(
            storedConstraint: LayoutConstraint?, identifier: String?, terms: [Term], constant: Double, base: Double,
            relation: Relation, priority: Priority, nodes: RowNodes, isDirectional: Bool
        ) {
            self.storedConstraint = storedConstraint
            self.currentPriority = priority
            self.currentConstant = constant
            self.base = base
            self.nodes = nodes
            self.isDirectional = isDirectional
            self.sequence = 0
            super.init(Expression(terms, constant: constant), relation, priority: priority, identifier: identifier)
        }

        var key: RowKey { RowKey(terms: terms, constant: currentConstant, relation: relation, priority: currentPriority) }

        /// A content-size row `1 × size − value OP 0` of an item, `terms` being its
        /// ``LayoutNode/sizeTerms(_:)`` on the axis, on its own view (`hostID`), without a
        /// constraint (see ``LazyContentAxis``): the row ``makeRow(for:)`` makes for a
        /// content-size constraint.
        convenience init(
            contentSizeTerms terms: [Term], relation: Relation, value: CGFloat, priority: Priority, hostID: ObjectIdentifier
        ) {
            self.init(contentSizeTerms: terms, relation: relation, constant: 0 - Double(value), priority: priority, hostID: hostID)
        }

        /// ``init(contentSizeTerms:relation:value:priority:hostID:)`` from the row's constant
        /// (`0 − value`), as a draft holds it (``RowDraft``).
        init(
            contentSizeTerms terms: [Term], relation: Relation, constant: Double, priority: Priority, hostID: ObjectIdentifier
        ) {
            self.storedConstraint = nil
            self.currentPriority = priority
            self.currentConstant = constant
            self.base = 0
            self.nodes = RowNodes()
            self.isDirectional = false
            self.sequence = 0
            self.hostID = hostID
            super.init(Expression(terms, constant: constant), relation, priority: priority, identifier: nil)
        }
    }

    /// An item taking part in the solve.
    ///
    /// Its fields are read and written only by its engine, on the engine's thread, never
    /// while another access to the same field is open: unchecked exclusivity (each dynamic
    /// check was a runtime call per access).
    final class Participant {
        let node: LayoutNode
        @exclusivity(unchecked) var references = 0
        /// When the item joined the solve, relative to the others (for deterministic reports).
        @exclusivity(unchecked) var order = 0
        @exclusivity(unchecked) var internalConstraints: [LayoutConstraint] = []
        @exclusivity(unchecked) var autoresizing: [LayoutConstraint] = []
        @exclusivity(unchecked) var contentSize = ContentSizeConstraints()
        /// The axes whose content-size rows have no constraints yet (a fitting engine's; an
        /// axis is in ``contentSize`` or here, never both).
        @exclusivity(unchecked) var lazyContentSize = LazyContentSizes()
        @exclusivity(unchecked) var intrinsicDirty = false
        /// ``frameInputs`` out of line (57 bytes inline made a participant 265 bytes, a
        /// 288-byte heap block; most participants have no autoresizing constraints).
        @exclusivity(unchecked) private var frameInputsBox: FrameInputsBox?
        init(node: LayoutNode) { self.node = node }

        /// What the view's autoresizing constraints were made from, while it has some (kept
        /// fitting engines compare it: they are not told of frame changes).
        var frameInputs: FrameInputs? {
            get { frameInputsBox?.inputs }
            set {
                if let newValue {
                    if let frameInputsBox { frameInputsBox.inputs = newValue } else { frameInputsBox = FrameInputsBox(newValue) }
                } else {
                    frameInputsBox = nil
                }
            }
        }

        private final class FrameInputsBox {
            var inputs: FrameInputs
            init(_ inputs: FrameInputs) { self.inputs = inputs }
        }
    }

    // MARK: Requests

    /// Queues a constraint for addition (cancelling a queued removal of it).
    func requestAddition(of c: LayoutConstraint) {
        if c.isImpliedByOthers { return }  // no row: the constraints that imply it hold it
        if !islands.isEmpty, case .standard = c.kind, routeToIsland(c) { return }
        if !isFitting { c.engine = self }
        giveQueuedAdditionsStates()
        let id = ObjectKey(c)
        if rowStorage[id] != nil {
            if pendingState[id] == .remove {
                pendingState[id] = nil
                if !isFitting { itemsDidReturn(in: c) }
            }
            return
        }
        // One hash: without a row the state is `.add` or none (queued once), as before.
        if pendingState.updateValue(.add, forKey: id) != .add { pendingOrder.append(c) }
    }

    /// Queues a content-size constraint just made (``ContentSizeConstraints/make(for:axis:value:)``):
    /// ``requestAddition(of:)`` without its checks, none of which can hold for it (it has no row
    /// and no queued state, is implied by nothing and goes to no island).
    ///
    /// Without a state while the queue holds only additions queued so (``statelessAdditions``).
    func requestFreshAddition(of c: LayoutConstraint) {
        if !isFitting { c.engine = self }
        let stateless = statelessAdditions
        if pendingOrder.count == stateless, pendingState.isEmpty {
            statelessAdditions = stateless + 1
        } else {
            pendingState[ObjectKey(c)] = .add
        }
        pendingOrder.append(c)
    }

    /// Queues a constraint of a fitting engine's first batch, as ``requestAddition(of:)``
    /// would (the caller queues each constraint once: the installed constraints of a subtree's
    /// views, the fitting constraints), without a state while the queue holds only additions
    /// queued so (``statelessAdditions``).
    func requestFirstAddition(of c: LayoutConstraint) {
        let stateless = statelessAdditions
        guard isFitting, pendingOrder.count == stateless, pendingState.isEmpty, rowStorage.isEmpty, lazyContentParticipants.isEmpty,
            islands.isEmpty
        else {
            return requestAddition(of: c)
        }
        if c.isImpliedByOthers { return }  // as in requestAddition(of:)
        statelessAdditions = stateless + 1
        pendingOrder.append(c)
    }

    /// Gives the additions queued without a state (``statelessAdditions``) their states, as
    /// ``requestAddition(of:)`` would have: before a request looks a queued state up.
    @inline(__always)
    func giveQueuedAdditionsStates() {
        let stateless = statelessAdditions
        guard stateless > 0 else { return }
        statelessAdditions = 0
        for c in pendingOrder[..<stateless] { pendingState[ObjectKey(c)] = .add }
    }

    /// A constraint whose queued removal is cancelled keeps its row, so the solver reports no
    /// change for its items at the next flush; but they may have left and come back, with frames
    /// another engine gave them in between. Their frames are synced from this engine again.
    private func itemsDidReturn(in c: LayoutConstraint) {
        itemDidReturn(c.first.item)
        if let second = c.second { itemDidReturn(second.item) }
    }

    private func itemDidReturn(_ item: (any LayoutItem)?) {
        if let view = item as? View {
            view.engineValuesDidChange()
        } else if let guide = item as? LayoutGuide {
            guide.owningView?.setNeedsLayout()
        }
    }

    /// Queues a constraint for removal (cancelling a queued addition of it).
    ///
    /// Two hashes in the common cases (a row and no queued change; a queued addition and no
    /// row), with the effect of checking for a queued addition first.
    func requestRemoval(of c: LayoutConstraint) {
        giveQueuedAdditionsStates()
        let id = ObjectKey(c)
        if rowStorage[id] != nil {
            let old = pendingState.updateValue(.remove, forKey: id)
            if old == .add {
                pendingState[id] = nil
                if c.engine === self { c.engine = nil }
                return
            }
            pendingOrder.append(c)
        } else if let old = pendingState.removeValue(forKey: id) {
            if old == .add {
                if c.engine === self { c.engine = nil }
            } else {
                pendingState[id] = old
            }
        }
    }

    /// The row of `c`: from the rows made so far when it is among them (a first batch held as
    /// data keeps its rows as data: see ``FirstBatchDrafts/madeAtOnce``), else through
    /// ``rowStorage``.
    @inline(__always)
    func row(of c: LayoutConstraint) -> Row? {
        let id = ObjectKey(c)
        return storedRows[id] ?? rowStorage[id]
    }

    /// Queues an installed constraint to be rebuilt (its row's inputs other than the constant changed).
    ///
    /// A constraint already queued (for removal, say) is not queued again, but its row is
    /// marked stale all the same: a removed row is then not handed over to an equal constraint
    /// added in the same pass (it was translated for the old inputs, a layout direction for one).
    func requestRebuild(of c: LayoutConstraint) {
        let id = ObjectKey(c)
        guard let row = rowStorage[id] else { return }
        row.isStale = true
        guard pendingState[id] == nil else { return }
        pendingState[id] = .rebuild
        pendingOrder.append(c)
    }

    func constantDidChange(of c: LayoutConstraint) {
        let id = ObjectKey(c)
        guard row(of: c) != nil, !constantDirtyIDs.contains(id) else { return }
        constantDirtyIDs.insert(id)
        constantDirty.append(c)
    }

    func priorityDidChange(of c: LayoutConstraint, from old: Priority) {
        guard rowStorage[ObjectKey(c)] != nil else { return }
        priorityDirty.append(c)
    }

    /// Queues every constraint installed in a subtree (after the subtree joined this engine's tree).
    /// With `formingIslands`, a fitted frame-placed view whose subtree can be solved on its own
    /// becomes a layout island (LayoutEngine+Islands.swift) instead of adding its rows; a
    /// subtree joining an island goes to the island.
    func adoptSubtree(of view: View, formingIslands: Bool = true) {
        if formingIslands, !islands.isEmpty, let island = view.superview?.enclosingLayoutIsland {
            var added: [View] = []
            view.collectSubtree(into: &added)
            let needsTree = added.contains {
                $0.marginsGuideStorage != nil || $0.safeAreaGuideStorage != nil || $0.hasMovableBoundsOrigin
                    || !$0.layoutGuides.isEmpty
            }
            if needsTree {
                dissolveIsland(island)
            } else {
                for v in added where !v.childrenNeedingFrameSync.isEmpty || v.flags.needsLayout { v.setNeedsLayout() }
                island.islandInputsDidChange()
            }
            return
        }
        // A leaf that is no island candidate (a view added on its own, as a declarative
        // layout's views are): no arrays.
        if view.subviews.isEmpty, !(formingIslands && !isFitting && view.fittingCache != nil && view.translatesStorage && view !== root) {
            adoptOne(view)
            return
        }
        var views: [View] = []
        if formingIslands, !isFitting {
            // Depth first, parents before children; an island's subtree is not entered.
            var stack: [View] = [view]
            while let v = stack.popLast() {
                if v.fittingCache != nil, v.translatesStorage, v !== root {
                    var subtree: [View] = []
                    v.collectSubtree(into: &subtree)
                    if canLayOutAsIsland(v, subtree: subtree) {
                        for s in subtree where !s.childrenNeedingFrameSync.isEmpty || s.flags.needsLayout { s.setNeedsLayout() }
                        registerIsland(v)
                        continue
                    }
                }
                views.append(v)
                for s in v.subviews.reversed() { stack.append(s) }
            }
        } else {
            view.collectSubtree(into: &views)
        }
        for v in views { adoptOne(v) }
    }

    /// Takes one view of an adopted subtree: its installed constraints, its geometry-dependent
    /// guides, a pending layout.
    private func adoptOne(_ v: View) {
        for c in v.installed { requestAddition(of: c) }
        if v.marginsGuideStorage != nil || v.safeAreaGuideStorage != nil || v.hasMovableBoundsOrigin {
            registerGeometryDependentView(v)
        }
        if !v.childrenNeedingFrameSync.isEmpty || v.flags.needsLayout { v.setNeedsLayout() }
    }

    func registerGeometryDependentView(_ view: View) {
        if !islands.isEmpty, let island = view.enclosingLayoutIsland { dissolveIsland(island) }
        guard !isFitting, geometryDependentIDs.insert(ObjectIdentifier(view)).inserted else { return }
        geometryDependentViews.append(view.layoutNode)
    }

    func forgetGeometryDependentView(_ view: View) {
        guard geometryDependentIDs.remove(ObjectIdentifier(view)) != nil else { return }
        geometryDependentViews.removeAll { $0 === view.layoutNode }
    }

    /// Re-derives every row that depends on the layout direction.
    func layoutDirectionDidChange() {
        for island in islands.values.sorted(by: { $0.order < $1.order }) { island.view.islandInputsDidChange() }
        let directional = rows.values.filter(\.isDirectional).sorted { $0.sequence < $1.sequence }
        for row in directional { requestRebuild(of: row.constraint) }
    }

    // MARK: Values

    /// Whether the item takes part in the solve (its participant is found, not copied).
    func isParticipating(_ node: LayoutNode) -> Bool { participants.index(forKey: ObjectKey(node)) != nil }

    /// The item's alignment rectangle in its container's coordinates (its four values read in
    /// one solver call).
    func alignmentRect(of node: LayoutNode) -> CGRect {
        let (x, y, width, height) = node.values(in: solver)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// The item's alignment rectangle from the values cached on its node, when they are this
    /// engine's current values (the node then takes part in this engine's solve); `nil`
    /// otherwise. Equal to ``alignmentRect(of:)`` when not `nil`, without touching the solver
    /// or the item's variables.
    @inline(__always)
    func cachedAlignmentRect(of node: LayoutNode) -> CGRect? {
        guard valueCacheIsCurrent, node.valuesTag == valueCacheTag else { return nil }
        let (x, y, width, height) = node.cachedValues
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Records a change report's value for a variable of a participating node (a tree engine,
    /// while it reads the report).
    @inline(__always)
    func noteReportedValue(_ value: Double, of variable: Variable, in node: LayoutNode) {
        node.noteReportedValue(value, of: variable, tag: valueCacheTag, solver: solver)
    }
}

/// The identity of a row's content: two constraints with the same key are interchangeable in the solver.
struct RowKey: Hashable {
    var terms: [Term]
    var constant: Double
    var relation: Relation
    var priority: Priority
}

/// A constraint's defining fields (items, attributes, relation, multiplier, constant,
/// priority, host, kind): two constraints with the same key translate to the same row while
/// the tree and the layout direction stay the same.
///
/// Built from the identities the constraint's sides took when they were made (no weak loads);
/// a match must still be confirmed with ``LayoutConstraint/hasSameLiveItems(as:)``. The hash
/// is a few multiply-xorshift rounds over the fields rather than SipHash.
struct StructuralKey: Hashable {
    var first: ObjectIdentifier
    var firstOrigin: ObjectIdentifier?
    var second: ObjectIdentifier?
    var secondOrigin: ObjectIdentifier?
    var attributes: (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute)
    var relation: Relation
    var multiplier: Double
    var constant: Double
    var priority: Priority
    var host: ObjectIdentifier
    var kind: Int
    private var mixed: UInt

    /// `ignoringConstant`: the key of the constraint's shape, equal for constraints that differ
    /// only in their constant.
    init?(_ c: LayoutConstraint, host: ObjectIdentifier? = nil, ignoringConstant: Bool = false) {
        guard let host = Self.host(of: c, given: host) else { return nil }
        first = c.first.itemID
        firstOrigin = c.first.isComposite ? c.first.originID : nil
        // Field by field: binding the whole second side copies it (retaining its nodes).
        if let id = c.second?.itemID {
            second = id
            secondOrigin = c.second?.isComposite == true ? c.second?.originID : nil
            attributes = (
                c.first.attribute, c.first.originAttribute, c.second?.attribute ?? .notAnAttribute,
                c.second?.originAttribute ?? .notAnAttribute
            )
        } else {
            second = nil
            secondOrigin = nil
            attributes = (c.first.attribute, c.first.originAttribute, .notAnAttribute, .notAnAttribute)
        }
        relation = c.relation
        multiplier = Double(c.multiplier)
        constant = ignoringConstant ? 0 : Double(c.constant)
        priority = c.priorityStorage
        self.host = host
        kind = Self.kindCode(of: c)
        // Each identity is mixed in on its own: XOR-ing two addresses first (a view and its
        // subview, allocated a fixed distance apart) gives the same value for every cell of a
        // list, and all their keys fell into one long probe chain.
        var h = Self.mix(0x243F_6A88_85A3_08D3, UInt(bitPattern: first))
        h = Self.mix(h, second.map { UInt(bitPattern: $0) } ?? 0)
        h = Self.mix(h, UInt(bitPattern: attributes.0.rawValue) &<< 8 | UInt(bitPattern: attributes.2.rawValue))
        h = Self.mix(h, UInt(truncatingIfNeeded: constant.bitPattern))
        mixed = h
    }

    /// The key's `kind` field: what made the constraint (and, for a standard one, whether it
    /// is a system-spacing constraint).
    @inline(__always)
    static func kindCode(of c: LayoutConstraint) -> Int {
        switch c.kind {
        case .standard: c.systemSpacingMultiplier == nil ? 0 : 1
        case .autoresizing: 2
        case .contentSize(let axis): 3 + axis.rawValue
        case .nonNegativeSize: 5
        case .fittingSize: 6
        }
    }

    /// The host a key of `c` takes: `host`, or the view `c` is installed on (its identity,
    /// read without retaining the view).
    @inline(__always)
    static func host(of c: LayoutConstraint, given host: ObjectIdentifier?) -> ObjectIdentifier? {
        host ?? c.hostNode?.unretainedView?._withUnsafeGuaranteedRef { ObjectIdentifier($0) }
    }

    /// Whether `StructuralKey(a, host: aHost) == StructuralKey(b, host: bHost)`, both keys
    /// being made (the hosts are those keys' hosts, see ``host(of:given:)``), compared field by
    /// field without building the keys: no hash, no copy of a side (which retains its nodes).
    static func sameStructure(
        _ a: LayoutConstraint, host aHost: ObjectIdentifier, _ b: LayoutConstraint, host bHost: ObjectIdentifier
    ) -> Bool {
        guard aHost == bHost, a.first.itemID == b.first.itemID, a.first.attribute == b.first.attribute,
            a.first.originAttribute == b.first.originAttribute, Double(a.constant) == Double(b.constant),
            a.relation == b.relation, Double(a.multiplier) == Double(b.multiplier), a.priorityStorage == b.priorityStorage
        else { return false }
        if a.first.isComposite, a.first.originID != b.first.originID { return false }
        // Field by field: binding a whole side copies it (retaining its nodes).
        if let aSecond = a.second?.itemID {
            guard let bSecond = b.second?.itemID, aSecond == bSecond,
                a.second?.attribute == b.second?.attribute, a.second?.originAttribute == b.second?.originAttribute
            else { return false }
            if a.second?.isComposite == true, a.second?.originID != b.second?.originID { return false }
        } else if b.second != nil {
            return false
        }
        return kindCode(of: a) == kindCode(of: b)
    }

    private static func mix(_ h: UInt, _ value: UInt) -> UInt {
        let x = (h ^ value) &* 0x9E37_79B9_7F4A_7C15
        return x ^ (x >> 29)
    }

    static func == (a: StructuralKey, b: StructuralKey) -> Bool {
        a.first == b.first && a.second == b.second && a.attributes == b.attributes && a.constant == b.constant
            && a.multiplier == b.multiplier && a.relation == b.relation && a.priority == b.priority
            && a.firstOrigin == b.firstOrigin && a.secondOrigin == b.secondOrigin && a.host == b.host && a.kind == b.kind
    }

    func hash(into hasher: inout Hasher) { hasher.combine(mixed) }

    // Dictionary calls this directly; the default goes through SipHash.
    func _rawHashValue(seed: Int) -> Int { Int(bitPattern: Self.mix(mixed, UInt(bitPattern: seed))) }
}

extension LayoutConstraint {
    /// Whether the two constraints name the same items, all of them alive (their sides'
    /// identities could otherwise match a new item at a freed address).
    ///
    /// Compares the items' nodes: an item has one node for its whole life, and a node reads
    /// alive only while its item is (no existential item is formed, nothing is retained).
    /// The sides are read field by field (binding a whole side copies it, retaining its nodes).
    func hasSameLiveItems(as other: LayoutConstraint) -> Bool {
        guard first.node === other.first.node, first.node.isAlive else { return false }
        if first.isComposite {
            guard let o = first.originNode, o === other.first.originNode, o.isAlive else { return false }
        }
        if second != nil {
            guard let s = second?.node, s === other.second?.node, s.isAlive else { return false }
            if second?.isComposite == true {
                guard let o = second?.originNode, o === other.second?.originNode, o.isAlive else { return false }
            }
        }
        return true
    }
}

/// A constraint translated into the solver's terms.
struct BuiltRow {
    var terms: [Term]
    var constant: Double
    var base: Double
    var relation: Relation
    var priority: Priority
    var nodes: RowNodes
    var isDirectional: Bool

    var key: RowKey { RowKey(terms: terms, constant: constant, relation: relation, priority: priority) }
}

extension LayoutEngine {
    /// The name a diagnostic prints for a solver variable: `View:0x….minX` for an item's
    /// variable (built on demand), the variable's own name otherwise.
    func diagnosticName(of variable: Variable) -> String {
        node(of: variable)?.diagnosticName(of: variable) ?? variable.description
    }

    /// The participating item whose variable this is: the variable's context names its item
    /// (no table of variables), which must be a participant and own the variable.
    func node(of variable: Variable) -> LayoutNode? {
        unretainedNode(of: variable)?.takeUnretainedValue()
    }

    /// The row of each solver constraint (for naming the rows of a conflict the solver reports;
    /// built when asked, as conflicts are rare: every row's current solver constraint).
    func rowsBySolverConstraint() -> [ObjectIdentifier: Row] {
        var map: [ObjectIdentifier: Row] = [:]
        map.reserveCapacity(rows.count)
        for row in rows.values { map[ObjectIdentifier(row.solverConstraint)] = row }
        return map
    }
}
