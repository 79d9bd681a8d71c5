import Foundation
import StrutSolver

extension LayoutEngine {
    /// Applies every queued change to the solver in one batch, then marks the views whose
    /// variables changed.
    ///
    /// Order: queued removals that an equal queued addition cancels are handed over (no solver
    /// work); the other removals go first, then constant and priority updates, then additions
    /// (all at once; one at a time, breaking the unsatisfiable ones, if the batch fails).
    /// Items joining or leaving the solve queue their internal constraints, which the next round
    /// applies.
    ///
    /// The solver's change report is read in place (``Solver/withChangedVariables(_:)``): a
    /// round that queues nothing more marks its views from the report itself; only a round
    /// followed by another (a negative size was pinned) keeps its variables for the end.
    func flush() {
        guard hasPendingChanges else { return }
        statistics.flushes += 1
        valueCacheIsCurrent = false
        // Variables of rounds that queued more changes, marked at the end (rare).
        var earlier: [Variable] = []
        var rounds = 0
        while hasPendingChanges {
            guard rounds < 100 else {
                reportEngineError(
                    "stopped after 100 rounds of internal changes (intrinsic sizes or items joining) that kept queuing more; the layout may be stale"
                )
                break
            }
            rounds += 1
            refreshIntrinsicSizes()
            applyQueuedChanges()
            if !hasPendingChanges {
                solver.withChangedVariables { fresh in
                    enforceNonNegativeSizes(among: fresh)
                    if hasPendingChanges {
                        renewValueCacheTag()
                        fresh.forEachChange { variable, _ in earlier.append(variable) }
                    } else if !isFitting {
                        markChangedViews(earlier)
                        earlier.removeAll()
                        markChangedViews(fresh)
                        valueCacheIsCurrent = true
                    }
                }
            }
        }
        if !isFitting, !earlier.isEmpty { markChangedViews(earlier) }
    }

    /// Sizes are never negative (WWDC 2012 #228). Rather than a `size >= 0` row for every item,
    /// a required one is added for a size that came out negative: a solution that already
    /// satisfies a constraint stays optimal when it is added, so this gives the same layout at a
    /// fraction of the rows. The reported value is checked first: the item is looked up only
    /// for a negative one.
    private func enforceNonNegativeSizes(among variables: ChangedVariableList) {
        variables.forEachChange { variable, value in
            guard value < -1e-7, let node = node(of: variable),
                variable === node.width || variable === node.height,
                let p = participants[ObjectKey(node)], let item = node.item
            else { return }
            let attribute: LayoutAttribute = variable === node.width ? .width : .height
            guard !p.internalConstraints.contains(where: { $0.first.attribute == attribute }) else { return }
            let c = LayoutConstraint(
                first: AnchorSide(item: item, attribute: attribute), relation: .greaterThanOrEqual, second: nil,
                multiplier: 1, constant: 0, ownerNode: node)
            c.kind = .nonNegativeSize
            c.host = node.view ?? node.guide?.owningView
            p.internalConstraints.append(c)
            requestAddition(of: c)
        }
    }

    /// Flushes, then re-solves views whose intrinsic height depends on their width until their
    /// heights agree with the widths just solved (at most four rounds). When the rounds run out
    /// with heights still disagreeing (a height that changes its own width, round after round),
    /// the engine reports it instead of ending quietly.
    func flushForLayout() {
        flush()
        for _ in 0..<4 {
            guard !heightForWidthViews.isEmpty else { return }
            var changed = false
            for node in heightForWidthViews {
                guard let view = node.view, let p = participants[ObjectKey(view.layoutNode)] else { continue }
                let width = CGFloat(solver.value(of: view.layoutNode.width))
                let size = view.intrinsicContentSize(forWidth: width)
                if updateContentSize(p, of: view, height: size.height) { changed = true }
            }
            guard changed else { return }
            flush()
        }
        if let unsettled = heightForWidthViewNotSettled() {
            reportEngineError(
                "the height of \(unsettled) still disagrees with its width after 4 rounds of measuring heights for widths (its height changes its own width?); the layout may be stale"
            )
        }
    }

    /// The first view whose height for its solved width differs from the height the engine holds
    /// for it, or `nil` when all agree. Measures text again, but solves nothing; called only when
    /// the rounds of ``flushForLayout()`` ran out.
    private func heightForWidthViewNotSettled() -> View? {
        for node in heightForWidthViews {
            guard let view = node.view, let p = participants[ObjectKey(view.layoutNode)] else { continue }
            let width = CGFloat(solver.value(of: view.layoutNode.width))
            let height = view.intrinsicContentSize(forWidth: width).height
            let held = p.lazyContentSize.vertical?.value ?? p.contentSize[.vertical]?.hugging.constant
            let agrees = held.map { $0 == height } ?? (height < 0 || !height.isFinite)
            if !agrees { return view }
        }
        return nil
    }

    private func applyQueuedChanges() {
        // Collect the queue.
        var added: [LayoutConstraint] = []
        var additions: [Row] = []
        var removals: [Row] = []
        // Entries of held stack arrangements join a batch of stateless additions at their
        // places; any other queue takes their constraints instead.
        if !pendingPlanned.isEmpty, pendingOrder.isEmpty || statelessAdditions != pendingOrder.count || !pendingState.isEmpty {
            giveQueuedAdditionsStates()
            settlePlannedAdditions(into: &pendingOrder)
        }
        let planned = pendingPlanned
        pendingPlanned.removeAll()
        let order = pendingOrder
        pendingOrder.removeAll(keepingCapacity: true)
        if takeQueueIfOnlyAdditions(order) {
            added = order
        } else {
            collectQueue(order, added: &added, additions: &additions, removals: &removals)
        }
        // Hand rows over from removed constraints to equal added ones: first by the constraints'
        // own fields (no translation needed), then by the translated rows.
        if !removals.isEmpty, !added.isEmpty {
            // In order first: a constraint rebuilt where it was removes and re-adds in the same
            // order, so the next untaken removal is usually the one.
            var remaining: [LayoutConstraint] = []
            let inOrder = handOverInOrder(removals, to: added, unmatched: &remaining)
            var handedOverCount = inOrder.handedOver
            if inOrder.settled < added.count {
                // Then the rest by key.
                handOverByKey(
                    removals, to: added[inOrder.settled...], handedOver: &handedOverCount, unmatched: &remaining,
                    rowKey: { StructuralKey($0.constraint, host: $0.hostID) }, key: { StructuralKey($0) })
            }
            // Then a removed constraint that differs from an added one only in its constant:
            // the row goes over too and its constant changes in place (one solver operation
            // instead of a removal and an addition).
            if !remaining.isEmpty, handedOverCount < removals.count {
                var unmatched: [LayoutConstraint] = []
                handOverByKey(
                    removals, to: remaining[...], handedOver: &handedOverCount, unmatched: &unmatched,
                    rowKey: { StructuralKey($0.constraint, host: $0.hostID, ignoringConstant: true) },
                    key: { StructuralKey($0, ignoringConstant: true) })
                remaining = unmatched
            }
            added = remaining
            if handedOverCount > 0 {
                removals.removeAll { row in
                    guard row.isHandedOver else { return false }
                    row.isHandedOver = false
                    return true
                }
            }
        }
        // A fitting engine's first batch: its rows as data, objects only when read (see
        // LayoutEngine+FirstBatch.swift).
        if isFitting, !structureReuse.firstBatchDone, additions.isEmpty, removals.isEmpty, constantDirty.isEmpty,
            priorityDirty.isEmpty, !added.isEmpty || !planned.isEmpty
        {
            return addFirstBatch(added, planned: planned)
        }
        if !added.isEmpty || !planned.isEmpty { additions.reserveCapacity(additions.count + added.count + planned.count) }
        if planned.isEmpty {
            for c in added {
                if let row = makeRow(for: c) {
                    additions.append(row)
                } else {
                    noteRowless(c)
                }
            }
        } else {
            // (The whole queue was taken as additions: `added` is `order`, which the planned
            // entries' places index.)
            var next = 0
            for (i, c) in added.enumerated() {
                while next < planned.count, planned[next].position <= i {
                    if let row = makePlannedRow(planned[next]) { additions.append(row) }
                    next += 1
                }
                if let row = makeRow(for: c) {
                    additions.append(row)
                } else {
                    noteRowless(c)
                }
            }
            while next < planned.count {
                if let row = makePlannedRow(planned[next]) { additions.append(row) }
                next += 1
            }
        }
        if !removals.isEmpty, !additions.isEmpty {
            var byKey: [RowKey: [Int]] = [:]
            for (i, row) in removals.enumerated() where !row.isBroken { byKey[row.key, default: []].append(i) }
            var taken = [Bool](repeating: false, count: removals.count)
            var remaining: [Row] = []
            remaining.reserveCapacity(additions.count)
            for addition in additions {
                let c = addition.constraint
                let key = addition.key
                if var candidates = byKey[key], let i = candidates.first, rowStorage[ObjectKey(c)] == nil {
                    candidates.removeFirst()
                    byKey[key] = candidates
                    taken[i] = true
                    handOver(removals[i], to: c)
                } else {
                    remaining.append(addition)
                }
            }
            additions = remaining
            removals = removals.indices.filter { !taken[$0] }.map { removals[$0] }
        }
        if !removals.isEmpty { removeRows(removals) }
        // Constants and priorities of installed rows.
        if !constantDirty.isEmpty {
            let dirty = constantDirty
            constantDirty.removeAll(keepingCapacity: true)
            constantDirtyIDs.removeAll(keepingCapacity: true)
            for c in dirty {
                guard let row = row(of: c), row.constraint === c else { continue }
                setRowConstant(row, row.base - row.sign * Double(c.constant))
            }
        }
        if !priorityDirty.isEmpty {
            let dirty = priorityDirty
            priorityDirty.removeAll(keepingCapacity: true)
            for c in dirty {
                guard let row = rowStorage[ObjectKey(c)], row.constraint === c, !row.isBroken else { continue }
                let new = c.priorityStorage
                guard new != row.currentPriority else { continue }
                if !new.isRequired, !row.currentPriority.isRequired {
                    do {
                        try solver.setPriority(new, of: row.solverConstraint)
                        statistics.prioritiesChanged += 1
                        row.currentPriority = new
                    } catch {
                        reportEngineError("could not change the priority of \(c) to \(new): \(error)")
                    }
                } else if let new = makeRow(for: c) {
                    removeRows([row])
                    additions.append(new)
                }
            }
        }
        if !additions.isEmpty { addRows(additions) }
    }

    /// Takes the whole queue when it holds only additions, each once (the common case: a
    /// fresh engine's first batch, the content-size constraints of items joining): `order`
    /// then lists exactly the queued constraints, and their states are dropped at once instead
    /// of one removal (and its probe-chain repair) each. Returns false, leaving the queue as
    /// it was, otherwise.
    ///
    /// Every queued state has an entry in the order, so as many states as entries means no
    /// entry is repeated or stale.
    ///
    /// Additions queued without a state (``statelessAdditions``, the first entries of `order`)
    /// are taken without a look-up when they are the whole queue, and otherwise get their
    /// states first.
    func takeQueueIfOnlyAdditions(_ order: [LayoutConstraint]) -> Bool {
        let stateless = statelessAdditions
        if stateless > 0 {
            statelessAdditions = 0
            // No state is queued then (every state has an entry in the order).
            if stateless == order.count { return true }
            for c in order[..<stateless] { pendingState[ObjectKey(c)] = .add }
        }
        guard !order.isEmpty, pendingState.count == order.count else { return false }
        for c in order where pendingState[ObjectKey(c)] != .add { return false }
        pendingState.removeAll(keepingCapacity: true)
        return true
    }

    /// Sorts the queued constraints of `order` (removing their states) into additions to
    /// make, rows to remove, and rows rebuilt (changed in place, or replaced by a new row).
    ///
    /// When every entry of `order` has its own state (as many states as entries: every state
    /// has an entry, so none is repeated or stale), the states are read, not removed one by
    /// one (each removal repairs its probe chain), and dropped at once at the end. A rebuild
    /// can call out (a constant that cannot be satisfied is reported), and a request made then
    /// must find the states as the removals leave them: at the first one, the states read so
    /// far are removed and the rest of the queue is taken one removal at a time. The
    /// constraints are borrowed from `order`, which holds them for the loop.
    private func collectQueue(
        _ order: [LayoutConstraint], added: inout [LayoutConstraint], additions: inout [Row], removals: inout [Row]
    ) {
        var reading = !order.isEmpty && pendingState.count == order.count
        order.withUnsafeBufferPointer { order in
            for i in order.indices {
                Unmanaged.passUnretained(order[i])._withUnsafeGuaranteedRef { c in
                    let id = ObjectKey(c)
                    let state: PendingKind?
                    if reading {
                        state = pendingState[id]
                        if state == .rebuild {
                            reading = false
                            for k in 0...i { pendingState[ObjectKey(order[k])] = nil }
                        }
                    } else {
                        state = pendingState.removeValue(forKey: id)
                    }
                    guard let kind = state else { return }
                    collect(c, id: id, kind: kind, count: order.count, added: &added, additions: &additions, removals: &removals)
                }
            }
        }
        if reading { pendingState.removeAll(keepingCapacity: true) }
    }

    /// Sorts one queued constraint of ``collectQueue(_:added:additions:removals:)`` (`count`:
    /// the queue's length) by its state `kind`.
    @inline(__always)
    private func collect(
        _ c: LayoutConstraint, id: ObjectKey, kind: PendingKind, count: Int, added: inout [LayoutConstraint],
        additions: inout [Row], removals: inout [Row]
    ) {
        switch kind {
        case .add:
            // Room for the rest of the queue at the first addition: no repeated growth.
            if added.isEmpty { added.reserveCapacity(count) }
            added.append(c)
        case .remove:
            if let row = rowStorage[id] { removals.append(row) }
        case .rebuild:
            guard let row = rowStorage[id], let built = buildRow(for: c) else { return }
            row.isStale = false
            if built.key == row.key { return }
            if built.terms == row.terms, built.relation == row.relation, built.priority == row.currentPriority {
                row.base = built.base
                setRowConstant(row, built.constant)
            } else {
                removals.append(row)
                additions.append(Row(constraint: c, built: built))
            }
        }
    }

    /// Hands rows over from `removals` to the equal constraints of `added`, in order, as the
    /// key-based matching of ``applyQueuedChanges()`` would: each added constraint gets the
    /// first untaken removal (in removal order, broken and stale rows left out) whose
    /// ``StructuralKey`` equals its own, if that row's items are its live items. Stops at the
    /// first added constraint it cannot settle cheaply; returns how many added constraints it
    /// settled (handed over, or found without a match and appended to `unmatched`), and how
    /// many rows it handed over.
    ///
    /// The untaken rows before the cursor `p` (passed over to reach a match) are kept in
    /// `passed`, in order, and tried first; a constraint matching neither them nor the row at
    /// `p` scans on from `p`. Scans that find nothing, and a long `passed` list, are limited:
    /// past the limits, the rest is left to the dictionary.
    private func handOverInOrder(
        _ removals: [Row], to added: [LayoutConstraint], unmatched: inout [LayoutConstraint]
    ) -> (settled: Int, handedOver: Int) {
        // Both lists are read through their buffers, each element borrowed: the arrays hold
        // the rows and constraints for the call (a hand-over replaces a row's constraint, not
        // the row, and `added` holds the new constraint).
        removals.withUnsafeBufferPointer { removals in
            added.withUnsafeBufferPointer { added in
                handOverInOrder(removals, to: added, unmatched: &unmatched)
            }
        }
    }

    /// ``handOverInOrder(_:to:unmatched:)`` on the lists' buffers.
    private func handOverInOrder(
        _ removals: UnsafeBufferPointer<Row>, to added: UnsafeBufferPointer<LayoutConstraint>,
        unmatched: inout [LayoutConstraint]
    ) -> (settled: Int, handedOver: Int) {
        var p = 0
        var passed: [Int] = []
        var failedScans = 0
        var handedOver = 0
        @inline(__always) func eligible(_ row: Row) -> ObjectIdentifier? {
            guard !row.isBroken, !row.isStale, !row.isHandedOver else { return nil }
            return Unmanaged.passUnretained(row.constraint)._withUnsafeGuaranteedRef {
                StructuralKey.host(of: $0, given: row.hostID)
            }
        }
        // Whether `row` is eligible and its constraint has the structure of `c` (on `host`).
        @inline(__always) func matches(_ row: Row, _ c: LayoutConstraint, host: ObjectIdentifier) -> Bool {
            guard let rowHost = eligible(row) else { return false }
            return Unmanaged.passUnretained(row.constraint)._withUnsafeGuaranteedRef {
                StructuralKey.sameStructure($0, host: rowHost, c, host: host)
            }
        }
        // Hands `row` over to `c` if the row's items are `c`'s live items (otherwise `c` is
        // unmatched and the row stays untaken); either way `c` is settled.
        @inline(__always) func take(_ row: Row, _ c: LayoutConstraint) -> Bool {
            let same = Unmanaged.passUnretained(row.constraint)._withUnsafeGuaranteedRef { $0.hasSameLiveItems(as: c) }
            guard same else {
                unmatched.append(c)
                return false
            }
            row.isHandedOver = true
            handedOver += 1
            handOver(row, to: c)
            return true
        }
        var settled = 0
        while settled < added.count {
            let next = Unmanaged.passUnretained(added[settled])._withUnsafeGuaranteedRef { c -> Bool in
                guard let host = StructuralKey.host(of: c, given: nil) else {
                    unmatched.append(c)  // no key: no match
                    return true
                }
                // Rows passed over, in order (all before `p`).
                for (k, i) in passed.enumerated() {
                    let row = Unmanaged.passUnretained(removals[i])
                    guard row._withUnsafeGuaranteedRef({ matches($0, c, host: host) }) else { continue }
                    if row._withUnsafeGuaranteedRef({ take($0, c) }) { passed.remove(at: k) }
                    return true
                }
                // Then on from `p`.
                var q = p
                while q < removals.count {
                    if Unmanaged.passUnretained(removals[q])._withUnsafeGuaranteedRef({ matches($0, c, host: host) }) { break }
                    q += 1
                }
                if q == removals.count {
                    failedScans += 1
                    if failedScans > 4 { return false }
                    unmatched.append(c)
                    return true
                }
                for i in p..<q where Unmanaged.passUnretained(removals[i])._withUnsafeGuaranteedRef({ eligible($0) != nil }) {
                    passed.append(i)
                }
                if passed.count > 16 { return false }
                p = q + 1
                if !Unmanaged.passUnretained(removals[q])._withUnsafeGuaranteedRef({ take($0, c) }) { passed.append(q) }
                return true
            }
            guard next else { return (settled, handedOver) }
            settled += 1
        }
        return (settled, handedOver)
    }

    /// Hands rows over from `removals` (those not yet handed over, broken or stale) to the
    /// constraints of `added` whose key (`key`) equals a row's (`rowKey`) and that name the same
    /// live items; the others go to `unmatched`, in order. One dictionary entry per key; rows
    /// with equal keys are chained in removal order, so each constraint gets the first untaken one.
    @inline(__always)
    private func handOverByKey(
        _ removals: [Row], to added: ArraySlice<LayoutConstraint>, handedOver: inout Int,
        unmatched: inout [LayoutConstraint], rowKey: (Row) -> StructuralKey?, key: (LayoutConstraint) -> StructuralKey?
    ) {
        var byKey: [StructuralKey: Row] = [:]
        byKey.reserveCapacity(removals.count - handedOver)
        for row in removals.reversed() where !row.isBroken && !row.isStale && !row.isHandedOver {
            guard let k = rowKey(row) else { continue }
            row.nextSameKey = byKey.updateValue(row, forKey: k)
        }
        guard !byKey.isEmpty else {
            unmatched.append(contentsOf: added)
            return
        }
        for c in added {
            if let k = key(c), let index = byKey.index(forKey: k), byKey.values[index].constraint.hasSameLiveItems(as: c) {
                let row = byKey.values[index]
                if let next = row.nextSameKey {
                    byKey.values[index] = next
                } else {
                    byKey.remove(at: index)
                }
                row.nextSameKey = nil
                row.isHandedOver = true
                handedOver += 1
                handOver(row, to: c)
            } else {
                if unmatched.isEmpty { unmatched.reserveCapacity(added.count) }
                unmatched.append(c)
            }
        }
        for row in removals { row.nextSameKey = nil }
    }

    /// Gives a queued-for-removal row to an equal constraint queued for addition.
    private func handOver(_ row: Row, to c: LayoutConstraint) {
        // The old constraint is borrowed: the row holds it until it takes `c` (and the
        // caller's list of removals holds the row).
        Unmanaged.passUnretained(row.constraint)._withUnsafeGuaranteedRef { old in
            rowStorage[ObjectKey(old)] = nil
            if old.engine === self { old.engine = nil }
        }
        row.constraint = c
        // The host's identity, read without retaining the view (as ``register(_:inSolver:)``).
        row.hostID = c.hostNode?.unretainedView?._withUnsafeGuaranteedRef { ObjectIdentifier($0) }
        rowStorage[ObjectKey(c)] = row
        if !isFitting { c.engine = self }
        statistics.rowsReused += 1
        // A constant or priority changed on the old constraint but not yet applied.
        if row.currentConstant != row.base - row.sign * Double(c.constant) {
            constantDirtyIDs.insert(ObjectKey(c))
            constantDirty.append(c)
        }
        if !row.isBroken, row.currentPriority != c.priorityStorage { priorityDirty.append(c) }
    }

    private func setRowConstant(_ row: Row, _ constant: Double) {
        guard constant != row.currentConstant else { return }
        do {
            try solver.setConstant(constant, of: row.solverConstraint)
            statistics.constantsChanged += 1
            row.currentConstant = constant
        } catch let SolverError.unsatisfiableConstraint(_, conflicts) {
            // Recover as UIKit does: break this constraint, keep going.
            removeFromSolver(row.solverConstraint, of: row.constraint)
            statistics.rowsRemoved += 1
            row.currentConstant = constant
            breakRow(row, conflicts: conflicts)
        } catch {
            reportEngineError("could not change the constant of \(row.constraint) to \(constant): \(error)")
        }
    }

    private func removeRows(_ removals: [Row]) {
        let constraints = removals.map(\.solverConstraint)
        do {
            try solver.removeConstraints(constraints)
        } catch {
            for (c, row) in zip(constraints, removals) where solver.hasConstraint(c) {
                removeFromSolver(c, of: row.constraint)
            }
        }
        statistics.rowsRemoved += removals.count
        for row in removals {
            rowStorage[ObjectKey(row.constraint)] = nil
            if row.constraint.engine === self { row.constraint.engine = nil }
            row.nodes.withEach { release($0) }
        }
    }

    /// Adds rows made for queued additions (not yet in the solver, their sequence not yet
    /// given), with the rows of the internal constraints their items bring.
    private func addRows(_ additions: [Row]) {
        // Items joining the solve queue their internal constraints (window size, autoresizing,
        // content size); add those first, so that a conflict breaks the user's constraint that
        // completes it rather than the system's. Each round's rows go before the previous
        // round's: the rounds are kept apart and read back to front (no concatenated copies).
        var rounds: [[Row]] = [additions]
        var total = additions.count
        while !rounds[rounds.count - 1].isEmpty {
            // Through the buffer, by index: the rows are borrowed, not retained and released
            // one by one (the round's array holds them). A fitting engine's items joining now
            // hold their content sizes as data (rows without constraints, ``pendingLazyRows``).
            takesLazyContentSizes = isFitting
            rounds[rounds.count - 1].withUnsafeBufferPointer { round in
                for i in round.indices {
                    Unmanaged.passUnretained(round[i])._withUnsafeGuaranteedRef { row in
                        row.nodes.withEach { retain($0) }
                    }
                }
            }
            takesLazyContentSizes = false
            var newly: [Row] = []
            let order = pendingOrder
            let lazyRows = pendingLazyRows
            pendingLazyRows.removeAll(keepingCapacity: true)
            if !order.isEmpty || !lazyRows.isEmpty { newly.reserveCapacity(order.count + lazyRows.count) }
            pendingOrder.removeAll(keepingCapacity: true)
            let onlyAdditions = takeQueueIfOnlyAdditions(order)
            // By index, borrowed: `order` holds the constraints for the loop. Each content-size
            // row held as data goes where its constraint would have been queued.
            var nextLazy = 0
            for i in order.indices {
                while nextLazy < lazyRows.count, lazyRows[nextLazy].position <= i {
                    newly.append(lazyRows[nextLazy].row)
                    nextLazy += 1
                }
                Unmanaged.passUnretained(order[i])._withUnsafeGuaranteedRef { c in
                    takeQueuedAddition(c, onlyAdditions: onlyAdditions, into: &newly)
                }
            }
            while nextLazy < lazyRows.count {
                newly.append(lazyRows[nextLazy].row)
                nextLazy += 1
            }
            total += newly.count
            rounds.append(newly)
        }
        // The rows are their own solver constraints: one array serves both.
        var newRows: [Constraint] = []
        newRows.reserveCapacity(total)
        // Each round is taken out of the list and read borrowed, by index: each row is retained
        // once, for `newRows`.
        while let round = rounds.popLast() {
            round.withUnsafeBufferPointer { list in
                for i in list.indices {
                    Unmanaged.passUnretained(list[i])._withUnsafeGuaranteedRef { row in
                        row.sequence = nextSequence
                        newRows.append(row)
                    }
                    nextSequence += 1
                }
            }
        }
        do {
            try addToSolver(newRows)
            registerAddedRows(newRows)
        } catch {
            addRecovering(newRows)
        }
    }

    /// Lists the rows of a batch the solver just took (all of them, in one call), by constraint.
    /// `counting`: whether the rows are counted as added (a first batch held as data was
    /// counted when the solver adopted it).
    func registerAddedRows(_ newRows: [Constraint], counting: Bool = true) {
        if counting { statistics.rowsAdded += newRows.count }
        rowStorage.reserveCapacity(rowStorage.count + newRows.count)
        newRows.withUnsafeBufferPointer { added in
            for i in added.indices {
                Unmanaged.passUnretained(unsafeDowncast(added[i], to: Row.self))._withUnsafeGuaranteedRef { row in
                    // A content-size row held as data is listed by its participant.
                    if row.storedConstraint != nil { register(row) }
                }
            }
        }
        // Rows made from held stack arrangements are listed when those get their constraints.
        if !plannedRegistrations.isEmpty { notePlannedRowsAdded() }
    }

    /// Adds the rows of a batch the solver refused as a whole one at a time, breaking the ones
    /// that conflict (every row with its constraint: a conflict names them). Held stack
    /// arrangements get theirs first: the batch's rows are listed as they are added, the
    /// others at once.
    func addRecovering(_ newRows: [Constraint]) {
        materializePlannedArrangements()
        materializeContentSizes(before: newRows)
        for row in newRows { addRecovering(unsafeDowncast(row, to: Row.self)) }
    }

    /// Gives every content-size axis held as data its constraints before a batch is added one
    /// row at a time: the rows already in the solver are listed at once, the batch's own as
    /// they are added.
    private func materializeContentSizes(before batch: [Constraint]) {
        guard !lazyContentParticipants.isEmpty else { return }
        var inBatch = Set<ObjectIdentifier>()
        for c in batch where unsafeDowncast(c, to: Row.self).storedConstraint == nil { inBatch.insert(ObjectIdentifier(c)) }
        let list = lazyContentParticipants
        lazyContentParticipants.removeAll()
        for p in list {
            for axis in LayoutConstraintAxis.allCases {
                guard let lazy = p.lazyContentSize[axis] else { continue }
                let inThisBatch = lazy.hugging.map { inBatch.contains(ObjectIdentifier($0)) } ?? false
                materializeContentSize(of: p, axis: axis, registering: !inThisBatch)
            }
        }
    }

    /// Takes one constraint of the queue that ``addRows(_:)`` empties: a queued addition gets its
    /// row (appended to `newly`), another queued state stays queued (`onlyAdditions`: the queue
    /// holds only additions, whose states were taken at once).
    @inline(__always)
    private func takeQueuedAddition(_ c: LayoutConstraint, onlyAdditions: Bool, into newly: inout [Row]) {
        guard takesQueuedAddition(c, onlyAdditions: onlyAdditions) else { return }
        guard let row = makeRow(for: c) else { return noteRowless(c) }
        newly.append(consume row)
    }

    /// Whether a constraint of the queue that ``addRows(_:)`` empties is a queued addition to
    /// make a row for (its state taken); another queued state stays queued (`onlyAdditions`:
    /// the queue holds only additions, whose states were taken at once).
    @inline(__always)
    func takesQueuedAddition(_ c: LayoutConstraint, onlyAdditions: Bool) -> Bool {
        guard !onlyAdditions else { return true }
        let id = ObjectKey(c)
        // One hash for the common case (a queued addition); another state stays queued.
        switch pendingState.removeValue(forKey: id) {
        case .add?:
            return true
        case let kind?:
            pendingState[id] = kind
            pendingOrder.append(c)
            return false
        case nil:
            return false
        }
    }

    /// Adds a row; if it cannot be satisfied, breaks the most recently activated user constraint
    /// of the minimal conflict (system constraints — window size, guides, autoresizing, content
    /// size, non-negative sizes — are broken only when the conflict has no user constraint),
    /// and tries again.
    private func addRecovering(_ row: Row) {
        for _ in 0..<16 {
            do {
                try solver.addConstraint(row.solverConstraint)
                statistics.rowsAdded += 1
                register(row)
                return
            } catch let SolverError.unsatisfiableConstraint(_, conflicts) {
                let bySolverConstraint = rowsBySolverConstraint()
                let conflicting = conflicts.compactMap { bySolverConstraint[ObjectIdentifier($0)] }
                let listed = conflicting + [row]
                let victim =
                    listed.filter { !$0.isBroken && $0.constraint.isUserConstraint }
                    .max { $0.sequence < $1.sequence } ?? row
                if victim === row {
                    register(row, inSolver: false)
                    breakRow(row, listed: listed)
                    return
                }
                removeFromSolver(victim.solverConstraint, of: victim.constraint)
                statistics.rowsRemoved += 1
                breakRow(victim, listed: listed)
            } catch {
                // Not a conflict (a numerical failure, a non-finite result): the solver is as it
                // was before the call; the constraint stays out of the layout, said so.
                reportEngineError("could not add \(row.constraint): \(error)")
                noteRowless(row.constraint)
                return
            }
        }
        register(row, inSolver: false)
        breakRow(row, listed: [row])
    }

    func register(_ row: Row, inSolver: Bool = true) {
        // The constraint is borrowed (the row holds it): only the row is retained, by the map.
        Unmanaged.passUnretained(row.constraint)._withUnsafeGuaranteedRef { c in
            // The host's identity, read without retaining the view (a row from ``makeRow(for:)``
            // has it from its translation, in this flush).
            if row.hostID == nil {
                row.hostID = c.hostNode?.unretainedView?._withUnsafeGuaranteedRef { ObjectIdentifier($0) }
            }
            rowStorage[ObjectKey(c)] = row
            if !isFitting { c.engine = self }
        }
    }

    /// Re-adds a required row that cannot be satisfied at the broken priority, logs UIKit's
    /// message and reports the event.
    private func breakRow(_ row: Row, conflicts: [Constraint]) {
        let bySolverConstraint = rowsBySolverConstraint()
        // The row's own (just removed) solver constraint is not one of the conflict's others.
        let others = conflicts.filter { $0 !== row.solverConstraint }
        breakRow(row, listed: others.compactMap { bySolverConstraint[ObjectIdentifier($0)] } + [row])
    }

    private func breakRow(_ row: Row, listed unsorted: [Row]) {
        let listed = unsorted.sorted { $0.sequence < $1.sequence }
        row.isBroken = true
        row.currentPriority = .brokenRequired
        let expression = Expression(row.terms, constant: row.currentConstant)
        row.brokenReplacement = Constraint(
            expression, row.relation, priority: .brokenRequired, identifier: row.constraint.identifier)
        do {
            try solver.addConstraint(row.solverConstraint)
            statistics.rowsAdded += 1
        } catch {
            reportEngineError("could not re-add the broken constraint \(row.constraint) at its lowered priority: \(error)")
        }
        statistics.constraintsBroken += 1
        let event = UnsatisfiableConstraintsEvent(
            conflicting: listed.map(\.constraint), broken: row.constraint)
        reportUnsatisfiable(event)
    }

    /// Removes a solver constraint, reporting (not dropping) a failure.
    private func removeFromSolver(_ constraint: Constraint, of layoutConstraint: LayoutConstraint) {
        do {
            try solver.removeConstraint(constraint)
        } catch {
            reportEngineError("could not remove \(layoutConstraint) from the engine: \(error)")
        }
    }

    /// Counts an engine error and writes it to the window's diagnostic log (UIKit-style text, so
    /// that it reads beside the unsatisfiable-constraints messages).
    func reportEngineError(_ message: String) {
        statistics.engineErrors += 1
        if holdsReports {
            heldReports += 1
            return
        }
        let text = "[LayoutConstraints] Engine error: " + message
        if let window = root?.window {
            window.diagnosticLog(text)
        } else {
            View.defaultDiagnosticLog(text)
        }
    }

    private func reportUnsatisfiable(_ event: UnsatisfiableConstraintsEvent) {
        if holdsReports {
            heldReports += 1
            return
        }
        let window = root?.window
        if let window {
            window.unsatisfiableConstraintsHandler?(event)
            window.diagnosticLog(event.message)
        } else {
            View.defaultDiagnosticLog(event.message)
        }
    }

    /// Marks the views whose engine values changed: their superviews lay them out again.
    private func markChangedViews(_ changed: [Variable]) {
        for variable in changed {
            guard let node = node(of: variable) else { continue }
            markChanged(node)
        }
    }

    /// ``markChangedViews(_:)`` for a change report read in place. An item's variables usually
    /// come one after another (the solver met them together): a variable naming the item just
    /// marked is skipped without a look-up (marking is idempotent, so this only saves work).
    /// Each value is recorded on its node (``noteReportedValue(_:of:in:)``).
    private func markChangedViews(_ changed: ChangedVariableList) {
        // Nodes are borrowed: each is a participant's, which holds it (marking changes no
        // participation), so the loop retains and releases nothing per node.
        var marked: UInt = 0
        var markedNode: Unmanaged<LayoutNode>?
        changed.forEachChange { variable, value in
            let context = variable.context
            if context == marked, context != 0, let node = markedNode {
                node._withUnsafeGuaranteedRef { noteReportedValue(value, of: variable, in: $0) }
                return
            }
            guard let node = unretainedNode(of: variable) else { return }
            marked = context
            markedNode = node
            node._withUnsafeGuaranteedRef { node in
                markChanged(node)
                noteReportedValue(value, of: variable, in: node)
            }
        }
    }

    /// Tells a changed item's view (or a guide's owning view) that its values changed, without
    /// retaining the view (a view with weak references counts on the slow, side-table path).
    @inline(__always)
    private func markChanged(_ node: LayoutNode) {
        if let view = node.unretainedView {
            view._withUnsafeGuaranteedRef { $0.engineValuesDidChange() }
        } else if let guide = node.guide {
            guide.owningView?.setNeedsLayout()
        }
    }
}
