import Foundation
import StrutSolver

// A fitting engine's first batch held as data (issue 12, item 3): the rows of a cell's first
// solve are drafted as values (``RowDraft``: what a ``Row`` is made from, and where it goes),
// the batch's structure is matched against the solved structures kept
// (``StructureTemplates``), and on a match the solver adopts the solved template for the
// drafts without a constraint object per row (``Solver/adoptUnbound(_:for:pooled:)``). The
// ``Row`` objects, and the solver records' constraints, are made only when something reads a
// row (``bindFirstBatchRows()``): a listing (``LayoutEngine/rows``, diagnostics), a change,
// removal or addition in the engine (every request reads ``rowStorage``), a content size held
// as data getting its constraints, a stack arrangement held as data getting its constraints.
// A cell measured and laid out as an island whose inputs do not change never makes them.
//
// The rows made are those the eager path makes (same fields, host, sequence, registration),
// and the solver's state is the one ``Solver/adopt(_:for:)`` reaches for them; a batch that
// matches no template, or whose adoption fails, makes its rows at once and is added as before.

extension LayoutEngine {
    /// A row held as data: the parts ``Row``'s initializers take, and where the row goes.
    struct RowDraft {
        /// What the row belongs to, which decides how it is made and listed.
        enum Destination {
            /// A constraint's row (``makeRow(for:)``), listed by the constraint.
            case constraint(LayoutConstraint)
            /// One of the two content-size rows of a participant's axis held as data
            /// (``LazyContentAxis``), listed by the axis.
            case contentSize(Participant, LayoutConstraintAxis, isHugging: Bool)
            /// A held stack arrangement's entry (``makePlannedRow(_:)``), listed by its
            /// registration, named by the entry's identifier (read from the arrangement's plan
            /// when the row is made: a string per draft made the draft 16 bytes longer).
            case planned(PlannedRowRegistration, entry: Int)
        }

        // (The fields in this order: the one-byte fields in the padding. A batch's drafts are
        // kept with the adopted engine.)
        /// What the solver reads: the terms (a range of the batch's pool, ``LayoutEngine/draftTerms``,
        /// then ``FirstBatchDrafts/terms``: dropped once the solver holds them,
        /// ``FirstBatchDrafts/termsHeldBySolver``), constant, relation and priority.
        let row: PooledRow
        let destination: Destination
        let isDirectional: Bool
        let base: Double
        let nodes: RowNodes
        let hostID: ObjectIdentifier

        /// The draft's terms in `pool` (the batch's, ``LayoutEngine/draftTerms``).
        func terms(in pool: [Term]) -> [Term] {
            let start = Int(row.termStart)
            return Array(pool[start..<start + Int(row.termCount)])
        }

        init(
            destination: Destination, terms: (start: Int32, count: Int32), constant: Double, base: Double,
            relation: Relation, priority: Priority, nodes: consuming RowNodes, isDirectional: Bool, hostID: ObjectIdentifier
        ) {
            self.row = PooledRow(
                termStart: terms.start, termCount: terms.count, constant: constant, relation: relation, priority: priority)
            self.destination = destination
            self.base = base
            self.nodes = nodes
            self.isDirectional = isDirectional
            self.hostID = hostID
        }

        /// A content-size row of `p`'s axis, as ``Row/init(contentSizeTerms:relation:constant:priority:hostID:)``
        /// makes it.
        init(
            contentSizeOf p: Participant, axis: LayoutConstraintAxis, isHugging: Bool, terms: (start: Int32, count: Int32),
            constant: Double, relation: Relation, priority: Priority, hostID: ObjectIdentifier
        ) {
            self.init(
                destination: .contentSize(p, axis, isHugging: isHugging), terms: terms, constant: constant, base: 0,
                relation: relation, priority: priority, nodes: RowNodes(), isDirectional: false, hostID: hostID)
        }
    }

    /// An adopted first batch whose rows are held as data: the drafts as they were made, the
    /// batch's order (``order``: the solver's records by position), and the sequence of its
    /// first row.
    struct FirstBatchDrafts {
        /// The drafts, in the order they were made (see ``order``).
        let drafts: [RowDraft]
        /// The drafts' terms (``RowDraft/row``'s ranges), empty when the solver holds them
        /// (``termsHeldBySolver``).
        let terms: [Term]
        /// The draft at each position of the batch.
        let order: [Int]
        let firstSequence: Int
        /// The rows made so far, with their positions: the fitting sizes' at once (see
        /// ``isMadeAtOnce(_:)``), a content-size axis's when it gets its constraints. A few
        /// (a list, not an entry per position: the batch is freed with the engine).
        var made: [(position: Int, row: Row)]
        /// The position of each draft (the inverse of ``order``), made at its first use.
        var positions: [Int]?
        /// The drafts' terms were dropped after the adoption (the batch had no coefficient zero):
        /// a row made later takes them from the solver's record
        /// (``Solver/adoptedTerms(atPosition:)``), equal to the dropped ones.
        var termsHeldBySolver = false
    }

    /// Whether an adopted draft's row is made at once rather than when read: the fitting
    /// sizes' (a kept fitting engine changes their constants at every fitting and island
    /// layout; making them at once spares those changes the whole batch's rows).
    private static func isMadeAtOnce(_ draft: borrowing RowDraft) -> Bool {
        guard case .constraint(let c) = draft.destination, case .fittingSize = c.kind else { return false }
        return true
    }

    /// Adds a fitting engine's first batch: the queued additions `added` (the whole queue) and
    /// the held stack entries `planned` among them, with the internal constraints their items
    /// bring, in the order ``addRows(_:)`` adds them; drafted, then adopted from a solved
    /// structure (rows held as data) or made into rows and added as ``addRows(_:)`` adds them.
    func addFirstBatch(_ added: [LayoutConstraint], planned: [PlannedAddition]) {
        // The drafts go to ``draftedRows`` as they are made; the rounds list their places there.
        // Reserved at the last first batch's size (cells of one class draft as many rows): the
        // list is kept with the adopted batch, so room left over stays allocated with it.
        let templates = StructureTemplates.current ?? StructureTemplates.forCurrentThread
        let queued = added.count + planned.count
        let hint = templates.draftCountHint
        draftedRows.reserveCapacity(hint >= queued ? hint : 2 * queued)
        // The terms too: those of a cell of the same class, or about three a row.
        let termHint = templates.draftTermCountHint
        draftTerms.reserveCapacity(termHint >= 2 * queued ? termHint : 6 * queued)
        var first: [Int] = []
        first.reserveCapacity(added.count + planned.count)
        // (The whole queue was taken as additions: `added` is the queue, which the planned
        // entries' places index.)
        var next = 0
        for (i, c) in added.enumerated() {
            while next < planned.count, planned[next].position <= i {
                if let draft = draftPlannedRow(planned[next]) { first.append(keep(draft)) }
                next += 1
            }
            if let draft = draftRow(for: c) {
                first.append(keep(draft))
            } else {
                noteRowless(c)
            }
        }
        while next < planned.count {
            if let draft = draftPlannedRow(planned[next]) { first.append(keep(draft)) }
            next += 1
        }
        guard !first.isEmpty else {
            draftedRows = []
            draftTerms = []
            return
        }
        let order = draftRounds(from: first)
        var drafts: [RowDraft] = []
        swap(&drafts, &draftedRows)
        var terms: [Term] = []
        swap(&terms, &draftTerms)
        templates.noteDraftCount(drafts.count)
        templates.noteDraftTermCount(terms.count)
        let firstSequence = nextSequence
        nextSequence += order.count
        structureReuse.firstBatchDone = true
        guard order.count <= StructureTemplates.largestBatch, !StructureTemplates.isDisabled else {
            return addMade(makeRows(drafts, terms: terms, order: order, firstSequence: firstSequence))
        }
        // The rows in batch order, their terms the pool's (moved in, and back out below: not copied).
        var rows = PooledRows(terms: [], rows: order.map { drafts[$0].row })
        swap(&rows.terms, &terms)
        // Compared with the structure used last while computed (see `ConstraintBatch.init(pooled:expected:)`).
        let batch = ConstraintBatch(pooled: rows, expected: templates.mostRecentSignature)
        let adopted = templates.snapshot(for: batch.signature).map { solver.adoptUnbound($0, for: batch, pooled: rows) } ?? false
        swap(&rows.terms, &terms)
        if adopted {
            structureReuse.adopted = true
            statistics.rowsAdded += order.count
            // The held entries' records are in the solver now: their rows, made later, are
            // listed by the constraints their arrangements get (``bindPlannedRows(_:to:)``),
            // whenever the batch is bound. (Noted when the rows were bound instead, a listing
            // that makes the arrangements' constraints first left the registrations it had
            // taken unmarked, and the rows it bound unlisted.)
            if !plannedRegistrations.isEmpty { notePlannedRowsAdded() }
            // The fitting sizes' rows at once (listed and bound), the others when read.
            var made: [(position: Int, row: Row)] = []
            for (position, i) in order.enumerated() {
                if Self.isMadeAtOnce(drafts[i]) {
                    let row = makeRow(from: drafts, terms: terms, at: i, sequence: firstSequence + position)
                    made.append((position, row))
                    register(row)
                    solver.bindAdoptedRecord(atPosition: position, to: row)
                }
            }
            // The kept engine need not hold the terms twice (about a hundred term arrays per feed
            // cell, 4.5 KB; the solver's term pool is the template's, shared): a row made later
            // takes them from the solver, which gives them back as they were when no term of
            // coefficient zero was left out of the batch's records.
            let termsHeldBySolver = !batch.hasZeroCoefficients
            firstBatchDrafts = FirstBatchDrafts(
                drafts: drafts, terms: termsHeldBySolver ? [] : terms, order: order, firstSequence: firstSequence, made: made,
                termsHeldBySolver: termsHeldBySolver)
            // The lists only the first batch filled are freed now rather than when the island
            // waits (``releaseScratchStorage()``): a feed fits every cell before it lays any out,
            // so lists kept until then were all allocated at once (the queue reserved for the
            // batch, the content-size rows a drafted batch never uses, the adoption's check
            // lists: about 4 KB per cell). The island layout grows again the few it needs.
            releaseScratchStorage()
            solver.releaseScratchStorage()
            return
        }
        let made = makeRows(drafts, terms: terms, order: order, firstSequence: firstSequence)
        do {
            try solver.addConstraints(made)
        } catch {
            return addRecovering(made)
        }
        if !templates.contains(batch.signature) {
            templates.store(batch.signature, solver.snapshot(of: ConstraintBatch(made, expected: batch.signature)))
        }
        registerAddedRows(made)
    }

    /// Keeps a draft in ``draftedRows``; returns its place there.
    private func keep(_ draft: consuming RowDraft) -> Int {
        draftedRows.append(draft)
        return draftedRows.count - 1
    }

    /// The batch order of a first batch whose first round is `first` (places in
    /// ``draftedRows``), as ``addRows(_:)`` collects its rows: each round's items joining the
    /// solve bring their internal constraints (and content sizes, held as data), drafted in the
    /// next round; the rounds are then read back to front.
    private func draftRounds(from first: [Int]) -> [Int] {
        var rounds: [[Int]] = [first]
        var total = first.count
        while !rounds[rounds.count - 1].isEmpty {
            takesLazyContentSizes = true
            draftsRows = true
            for i in rounds[rounds.count - 1] {
                // (Read before the call: items joining add drafts.)
                let nodes = draftedRows[i].nodes
                nodes.withEach { retain($0) }
            }
            takesLazyContentSizes = false
            draftsRows = false
            var newly: [Int] = []
            let order = pendingOrder
            var lazyDrafts: [(position: Int, index: Int)] = []
            swap(&lazyDrafts, &pendingLazyDrafts)
            if !order.isEmpty || !lazyDrafts.isEmpty { newly.reserveCapacity(order.count + lazyDrafts.count) }
            pendingOrder.removeAll(keepingCapacity: true)
            let onlyAdditions = takeQueueIfOnlyAdditions(order)
            // Each content-size row held as data goes where its constraint would have been queued.
            var nextLazy = 0
            for i in order.indices {
                while nextLazy < lazyDrafts.count, lazyDrafts[nextLazy].position <= i {
                    newly.append(lazyDrafts[nextLazy].index)
                    nextLazy += 1
                }
                let c = order[i]
                guard takesQueuedAddition(c, onlyAdditions: onlyAdditions) else { continue }
                if let draft = draftRow(for: c) {
                    newly.append(keep(draft))
                } else {
                    noteRowless(c)
                }
            }
            while nextLazy < lazyDrafts.count {
                newly.append(lazyDrafts[nextLazy].index)
                nextLazy += 1
            }
            // The list's room goes back for the next round (one allocation for the batch).
            lazyDrafts.removeAll(keepingCapacity: true)
            swap(&lazyDrafts, &pendingLazyDrafts)
            total += newly.count
            rounds.append(newly)
        }
        var order: [Int] = []
        order.reserveCapacity(total)
        while let round = rounds.popLast() { order.append(contentsOf: round) }
        return order
    }

    /// Adds rows made from a first batch's drafts the ordinary way (as ``addRows(_:)`` does
    /// once its rows are collected).
    private func addMade(_ rows: [Constraint]) {
        do {
            try solver.addConstraints(rows)
            registerAddedRows(rows)
        } catch {
            addRecovering(rows)
        }
    }

    /// Makes the rows of an adopted first batch held as data, binds the solver's records to
    /// them and lists them, as if they had been made and added eagerly. Called before anything
    /// reads a row (see the file's discussion); nothing when no batch is held.
    func bindFirstBatchRows() {
        guard let pending = firstBatchDrafts else { return }
        firstBatchDrafts = nil
        var rows: [Constraint] = []
        rows.reserveCapacity(pending.order.count)
        let made = pending.made.sorted { $0.position < $1.position }
        var nextMade = 0
        for (position, i) in pending.order.enumerated() {
            if nextMade < made.count, made[nextMade].position == position {
                rows.append(made[nextMade].row)
                nextMade += 1
            } else {
                rows.append(
                    makeRow(
                        from: pending.drafts, terms: pending.terms, at: i, sequence: pending.firstSequence + position,
                        termsAt: pending.termsHeldBySolver ? position : nil))
            }
        }
        solver.bindAdoptedRecords(to: rows)
        registerAddedRows(rows, counting: false)
    }

    /// Makes the two rows of a content-size axis held as data in an adopted first batch (its
    /// drafts `pair`, places in ``FirstBatchDrafts/drafts``) and binds their records, without making the batch's other
    /// rows: a changed intrinsic size needs only its axis's (the caller gives the axis its
    /// constraints and lists the rows).
    func makeHeldContentSizeRows(drafts pair: (hugging: Int, compressionResistance: Int)) {
        guard var pending = firstBatchDrafts else { return }
        firstBatchDrafts = nil  // (modified in place, then put back: no copy of its arrays)
        if pending.positions == nil {
            var positions = [Int](repeating: 0, count: pending.drafts.count)
            for (position, i) in pending.order.enumerated() { positions[i] = position }
            pending.positions = positions
        }
        for i in [pair.hugging, pair.compressionResistance] {
            let position = pending.positions![i]
            guard !pending.made.contains(where: { $0.position == position }) else { continue }
            let row = makeRow(
                from: pending.drafts, terms: pending.terms, at: i, sequence: pending.firstSequence + position,
                termsAt: pending.termsHeldBySolver ? position : nil)
            pending.made.append((position, row))
            solver.bindAdoptedRecord(atPosition: position, to: row)
        }
        firstBatchDrafts = pending
    }

    /// The rows of the drafts at `order`'s places (their terms in `terms`), in that order, their
    /// sequences from `firstSequence` on.
    private func makeRows(_ drafts: [RowDraft], terms: [Term], order: [Int], firstSequence: Int) -> [Constraint] {
        var rows: [Constraint] = []
        rows.reserveCapacity(order.count)
        for (position, i) in order.enumerated() {
            rows.append(makeRow(from: drafts, terms: terms, at: i, sequence: firstSequence + position))
        }
        return rows
    }

    /// The row a draft holds, as the eager path makes it (``makeRow(for:)``, ``makePlannedRow(_:)``,
    /// ``addLazyContentSize(_:of:axis:value:)``), listed where it would have been: a content-size
    /// row with its axis, a held entry's with its registration (or given its constraint, when
    /// the arrangement made its constraints since the draft).
    ///
    /// `pool`: the batch's terms, which the draft's range indexes. `termsAt`: the draft's place
    /// in the batch when its terms were dropped (the solver's record there gives them,
    /// ``FirstBatchDrafts/termsHeldBySolver``).
    private func makeRow(from drafts: [RowDraft], terms pool: [Term], at i: Int, sequence: Int, termsAt position: Int? = nil) -> Row {
        // (Field by field: the draft is not copied.)
        let terms: [Term]
        if let position {
            terms = solver.adoptedTerms(atPosition: position)
        } else if case .contentSize(let p, let axis, _) = drafts[i].destination {
            // The node's shared terms, as the eager path gives every content-size row.
            terms = p.node.sizeTerms(axis)
        } else {
            terms = drafts[i].terms(in: pool)
        }
        let row: Row
        switch drafts[i].destination {
        case .constraint(let c):
            row = Row(
                constraint: c, terms: terms, constant: drafts[i].row.constant, base: drafts[i].base,
                relation: drafts[i].row.relation, priority: drafts[i].row.priority, nodes: drafts[i].nodes,
                isDirectional: drafts[i].isDirectional)
        case .contentSize(let p, let axis, let isHugging):
            row = Row(
                contentSizeTerms: terms, relation: drafts[i].row.relation, constant: drafts[i].row.constant,
                priority: drafts[i].row.priority, hostID: drafts[i].hostID)
            if isHugging {
                p.lazyContentSize[axis]?.hugging = row
            } else {
                p.lazyContentSize[axis]?.compressionResistance = row
            }
        case .planned(let registration, let entry):
            let held = registration.held
            row = Row(
                plannedIdentifier: held.plan.entries[held.entries[entry].index].identifier, terms: terms,
                constant: drafts[i].row.constant, base: drafts[i].base, relation: drafts[i].row.relation, priority: drafts[i].row.priority,
                nodes: drafts[i].nodes, isDirectional: drafts[i].isDirectional)
            if let made = held.constraints {
                // As ``bindPlannedRows(_:to:)`` would have given it.
                if entry < made.count, let c = made[entry] { row.storedConstraint = c }
            } else {
                registration.rows.append((entry, row))
            }
        }
        row.hostID = drafts[i].hostID
        row.sequence = sequence
        return row
    }

}
