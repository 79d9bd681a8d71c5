import Foundation
import StrutSolver

// A stack view's first arrangement held as data (issue 12, ``HeldArrangement``): a fitting
// engine makes the rows of its `UISV-…` constraints directly from the plan's entries, at the
// place the constraints would have had in the queue, without the constraints. When the stack
// makes them (something needs them), each engine holding such rows gets them for its rows
// (``bindPlannedRows(_:to:)``), which are then ordinary rows.

extension LayoutEngine {
    /// The rows an engine made from one held arrangement, with their entries, and whether
    /// they are in the solver yet. Held by the engine and, until it makes its constraints, by
    /// the arrangement.
    ///
    /// Its fields are read and written only on the engine's thread, never while another access
    /// to the same field is open: unchecked exclusivity (a row is stored per planned addition).
    final class PlannedRowRegistration {
        /// The engine; `nil` once it is gone (cleared by its `deinit`).
        @exclusivity(unchecked) unowned(unsafe) var engine: LayoutEngine?
        let held: HeldArrangement
        /// The rows made, each with its entry, in the order they were made. The list gets room
        /// for every fed entry when the first row is added (one allocation), and none while no
        /// row is made: a fitting engine whose first batch is adopted as data may never make them.
        var rows: [(entry: Int, row: Row)] {
            get { rowStorage }
            set { rowStorage = newValue }
            _modify {
                if rowStorage.capacity == 0 { rowStorage.reserveCapacity(held.fedByHost.count) }
                yield &rowStorage
            }
        }
        @exclusivity(unchecked) private var rowStorage: [(entry: Int, row: Row)] = []
        /// Whether the rows went into the solver (then the constraints they get are listed
        /// with them; before, the flush adding them lists them). For a first batch adopted as
        /// data, set at the adoption: its records are in the solver before its rows are made.
        @exclusivity(unchecked) var isAdded = false

        init(engine: LayoutEngine, held: HeldArrangement) {
            self.engine = engine
            self.held = held
        }
    }

    /// One queued planned addition: an entry of a held arrangement, before the queued
    /// constraint at `position` (see ``pendingOrder``).
    struct PlannedAddition {
        let position: Int
        let registration: PlannedRowRegistration
        let entry: Int
    }

    /// Whether the queue holds only additions queued without a state and nothing else (a
    /// fitting engine's first batch, see ``requestFirstAddition(of:)``): planned additions
    /// take their places among those.
    var canTakePlannedAdditions: Bool {
        isFitting && pendingOrder.count == statelessAdditions && pendingState.isEmpty && rowStorage.isEmpty
            && lazyContentParticipants.isEmpty && islands.isEmpty
    }

    /// Queues the entries of the held arrangements installed on `view` (the stack the view is,
    /// then or before the one it is arranged in, earliest held first), as their constraints
    /// would be queued after the view's other installed constraints by
    /// ``requestFirstAddition(of:)``. Implied entries get no row, as implied constraints do not.
    ///
    /// The caller checked ``canTakePlannedAdditions`` before queuing the batch.
    func requestPlannedAdditions(hostedOn view: View) {
        // The stack the view is (its entries on slot 1) and the one it is arranged in.
        let own = (view as? StackView)?.heldArrangement
        var parent: HeldArrangement?
        var parentSlot = 0
        if let held = (view.superview as? StackView)?.heldArrangement, let slot = held.hostSlot(of: view.layoutNode), slot != 1 {
            parent = held
            parentSlot = slot
        }
        if let parent, let own, parent.sequence < own.sequence {
            queuePlanned(parent, hostedOn: parentSlot)
            queuePlanned(own, hostedOn: 1)
        } else {
            if let own { queuePlanned(own, hostedOn: 1) }
            if let parent { queuePlanned(parent, hostedOn: parentSlot) }
        }
    }

    /// Queues the fed entries of a held arrangement hosted on a slot's view.
    private func queuePlanned(_ held: HeldArrangement, hostedOn slot: Int) {
        let entries = held.fedEntries(hostedOn: slot)
        guard !entries.isEmpty else { return }
        let registration = self.registration(for: held)
        let position = pendingOrder.count
        for i in entries { pendingPlanned.append(PlannedAddition(position: position, registration: registration, entry: i)) }
    }

    /// This engine's registration for a held arrangement (made on first use).
    private func registration(for held: HeldArrangement) -> PlannedRowRegistration {
        if let last = plannedRegistrations.last, last.held === held { return last }
        for registration in plannedRegistrations where registration.held === held { return registration }
        let registration = PlannedRowRegistration(engine: self, held: held)
        plannedRegistrations.append(registration)
        held.register(registration)
        return registration
    }

    /// The row of a queued planned addition: made from the entry as ``makeRow(for:)`` makes it
    /// from the constraint, or, once the arrangement has its constraints, from the constraint.
    func makePlannedRow(_ addition: PlannedAddition) -> Row? {
        let held = addition.registration.held
        if let made = held.constraints {
            guard let c = made[addition.entry], let row = makeRow(for: c) else { return nil }
            return row
        }
        guard let row = translatePlannedRow(held, entry: addition.entry) else {
            // A row the data cannot make (it crosses a scroll view's bounds, which the
            // constraint must be noted for): the arrangement gets its constraints.
            held.stack?.materializeArrangement()
            guard let c = held.constraints?[addition.entry] else { return nil }
            return makeRow(for: c)
        }
        addition.registration.rows.append((addition.entry, row))
        return row
    }

    /// The row of ``makePlannedRow(_:)`` as data (a fitting engine's first batch, see
    /// LayoutEngine+FirstBatch.swift): ``makeRow(from:sequence:)`` makes the same row from it,
    /// and lists it with the registration as ``makePlannedRow(_:)`` does.
    func draftPlannedRow(_ addition: PlannedAddition) -> RowDraft? {
        let held = addition.registration.held
        if let made = held.constraints {
            guard let c = made[addition.entry] else { return nil }
            return draftRow(for: c)
        }
        let registration = addition.registration
        let drafted = translatePlannedRow(held, entry: addition.entry, intoPool: true) {
            _, _, constant, base, relation, priority, nodes, isDirectional, hostID in
            RowDraft(
                destination: .planned(registration, entry: addition.entry), terms: pooledTerms,
                constant: constant, base: base, relation: relation, priority: priority, nodes: nodes,
                isDirectional: isDirectional, hostID: hostID)
        }
        guard let drafted else {
            // As ``makePlannedRow(_:)``: the arrangement gets its constraints.
            held.stack?.materializeArrangement()
            guard let c = held.constraints?[addition.entry] else { return nil }
            return draftRow(for: c)
        }
        return drafted
    }

    /// The translation of ``makeRow(for:)`` for a held entry: the constraint's fields read from
    /// the plan and the arrangement's nodes (a standard constraint, no owner). `nil` when an
    /// item is gone or not under the host, or the row crosses a movable bounds origin.
    private func translatePlannedRow(_ held: HeldArrangement, entry index: Int) -> Row? {
        translatePlannedRow(held, entry: index) { identifier, terms, constant, base, relation, priority, nodes, isDirectional, hostID in
            let row = Row(
                plannedIdentifier: identifier, terms: terms, constant: constant, base: base, relation: relation,
                priority: priority, nodes: nodes, isDirectional: isDirectional)
            row.hostID = hostID
            return row
        }
    }

    /// The translation of a held entry (see ``translatePlannedRow(_:entry:)``), its parts (the
    /// entry's identifier, the terms, constant, base, relation, priority, nodes, whether it is
    /// directional, the host's identity) handed to `make`.
    @inline(__always)
    private func translatePlannedRow<R>(
        _ held: HeldArrangement, entry index: Int, intoPool: Bool = false,
        _ make: (String, consuming [Term], Double, Double, Relation, Priority, consuming RowNodes, Bool, ObjectIdentifier) -> R
    ) -> R? {
        let entry = held.entries[index]
        let planned = held.plan.entries[entry.index]
        guard let hostID = held.node(at: entry.host).unretainedView?._withUnsafeGuaranteedRef({ ObjectIdentifier($0) }) else {
            return nil
        }
        let priority = LayoutPriority(planned.priority)
        // (No owner: a stack's constraints are standard ones. A row crossing a scroll view's
        // bounds is not made from the data.)
        return translateSides(
            held.side(at: entry.first, planned.firstAttribute),
            entry.second.map { held.side(at: $0, planned.secondAttribute) },
            multiplier: Double(CGFloat(planned.multiplier)), constant: Double(CGFloat(planned.constant)), owner: nil,
            hostID: hostID, intoPool: intoPool, crossing: { _ in false }
        ) { terms, constant, base, nodes, isDirectional in
            make(planned.identifier, terms, constant, base, planned.relation, priority, nodes, isDirectional, hostID)
        }
    }

    /// Gives the rows made from a held arrangement their constraints (`constraints`, by entry),
    /// listing them by constraint when they are in the solver (``PlannedRowRegistration/isAdded``;
    /// otherwise the flush adding them lists them).
    func bindPlannedRows(_ registration: PlannedRowRegistration, to constraints: [LayoutConstraint?]) {
        // A first batch held as data makes its rows first (those of the arrangement take their
        // constraints then).
        if firstBatchDrafts != nil { bindFirstBatchRows() }
        for (i, row) in registration.rows {
            guard i < constraints.count, let c = constraints[i] else { continue }
            row.storedConstraint = c
            if registration.isAdded { rowStorage[ObjectKey(c)] = row }
        }
        registration.rows = []
    }

    /// Notes that the rows made from held arrangements so far are in the solver.
    func notePlannedRowsAdded() {
        for registration in plannedRegistrations { registration.isAdded = true }
    }

    /// Gives every held arrangement this engine made rows from its constraints (before the
    /// rows are listed: diagnostics, conflicts, a changed direction).
    func materializePlannedArrangements() {
        guard !plannedRegistrations.isEmpty else { return }
        let list = plannedRegistrations
        plannedRegistrations.removeAll()
        for registration in list { registration.held.stack?.materializeArrangement() }
    }

    /// Turns queued planned additions into the constraints' additions (the queue is not a
    /// batch of stateless additions the rows can join): their arrangements get their
    /// constraints, queued at the places the planned additions had in `order`.
    func settlePlannedAdditions(into order: inout [LayoutConstraint]) {
        let planned = pendingPlanned
        pendingPlanned.removeAll()
        guard !planned.isEmpty else { return }
        for addition in planned { addition.registration.held.stack?.materializeArrangement() }
        var merged: [LayoutConstraint] = []
        merged.reserveCapacity(order.count + planned.count)
        var next = 0
        for i in 0...order.count {
            while next < planned.count, planned[next].position <= i {
                let addition = planned[next]
                if let c = addition.registration.held.constraints?[addition.entry] {
                    if pendingState.updateValue(.add, forKey: ObjectKey(c)) != .add { merged.append(c) }
                }
                next += 1
            }
            if i < order.count { merged.append(order[i]) }
        }
        order = merged
    }

    /// Marks the held arrangements' registrations as having no engine and drops their rows
    /// (the engine is going: its rows go with it). The arrangements drop the registrations
    /// when they make their constraints, add more, or go.
    func releasePlannedRegistrations() {
        for registration in plannedRegistrations {
            registration.engine = nil
            registration.rows = []
        }
    }
}
