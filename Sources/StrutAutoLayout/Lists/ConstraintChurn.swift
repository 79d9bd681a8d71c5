import Foundation

/// What one view's constraints did to the engine in a batch, as Instruments' Auto Layout
/// template shows it per view.
public struct ConstraintChurn: Sendable, Hashable {
    /// Constraints deactivated and replaced by an equal one in the same pass: *churn*. Strut's
    /// engine hands the row over (no solver work), but the code still did the work of making
    /// and swapping the constraint objects.
    public var reactivated = 0
    /// Constraints that reached the solver as new rows.
    public var added = 0
    /// Constraints whose rows left the solver.
    public var removed = 0
    /// In-place constant changes.
    public var constantsChanged = 0

    public init(reactivated: Int = 0, added: Int = 0, removed: Int = 0, constantsChanged: Int = 0) {
        self.reactivated = reactivated
        self.added = added
        self.removed = removed
        self.constantsChanged = constantsChanged
    }

    /// Whether nothing happened.
    public var isZero: Bool { reactivated == 0 && added == 0 && removed == 0 && constantsChanged == 0 }

    public static func += (a: inout ConstraintChurn, b: ConstraintChurn) {
        a.reactivated += b.reactivated
        a.added += b.added
        a.removed += b.removed
        a.constantsChanged += b.constantsChanged
    }

    /// The sum of two churns.
    public static func + (a: ConstraintChurn, b: ConstraintChurn) -> ConstraintChurn {
        var r = a
        r += b
        return r
    }

    /// Subtracts a churn (an earlier total from a later one gives what happened in between).
    public static func -= (a: inout ConstraintChurn, b: ConstraintChurn) {
        a.reactivated -= b.reactivated
        a.added -= b.added
        a.removed -= b.removed
        a.constantsChanged -= b.constantsChanged
    }
}

/// Per-view churn accumulated over many batches, keyed by view, in first-seen order.
public struct ChurnLedger {
    private var indexByView: [ObjectIdentifier: Int] = [:]
    /// The views (by name: the ledger keeps no view alive) and their totals, in the order first seen.
    public private(set) var entries: [(view: String, churn: ConstraintChurn)] = []

    public init() {}

    /// Adds a batch's churn to a view's total.
    public mutating func add(_ churn: ConstraintChurn, for view: View) {
        let id = ObjectIdentifier(view)
        if let i = indexByView[id] {
            entries[i].churn += churn
        } else {
            indexByView[id] = entries.count
            entries.append((ConstraintChurn.viewName(view), churn))
        }
    }

    /// The sum over all views.
    public var total: ConstraintChurn {
        entries.reduce(into: ConstraintChurn()) { $0 += $1.churn }
    }
}

extension TableView {
    /// Empties ``churnLedger`` (a scroll run starts counting from zero).
    public func resetChurnLedger() { churnLedger = ChurnLedger() }
}

extension ConstraintChurn {
    /// A view's name in reports: its identifier, else its class and address.
    static func viewName(_ view: View) -> String {
        if let id = view.identifier { return "\(view.debugClassName) '\(id)'" }
        return "\(view.debugClassName) \(formatAddress(view))"
    }

    /// The view a constraint's churn is charged to: its first item (a guide's owning view).
    static func owner(of c: LayoutConstraint) -> View? {
        c.first.item.flatMap { $0.layoutNode.anchorView }
    }
}

extension LayoutEngine {
    /// Flushes the queued changes and reports, per view (by the constraint's first item), the
    /// constraints handed over to an equal twin (churn), the rows really added and removed, and
    /// the constants changed.
    ///
    /// Only the changes queued by code (activation, deactivation, constants) are charged; the
    /// internal constraints the engine derives (intrinsic sizes, autoresizing) are not.
    func flushForLayoutMeasuringChurn() -> [(View, ConstraintChurn)] {
        var removals: [(LayoutConstraint, Row)] = []
        var additions: [LayoutConstraint] = []
        giveQueuedAdditionsStates()
        for c in pendingOrder {
            switch pendingState[ObjectKey(c)] {
            case .remove?: if let row = rows[ObjectKey(c)] { removals.append((c, row)) }
            case .add?: additions.append(c)
            default: break
            }
        }
        let constants = constantDirty
        flushForLayout()

        var order: [ObjectIdentifier] = []
        var byView: [ObjectIdentifier: (View, ConstraintChurn)] = [:]
        func charge(_ c: LayoutConstraint, _ change: (inout ConstraintChurn) -> Void) {
            guard case .standard = c.kind, let view = ConstraintChurn.owner(of: c) else { return }
            let id = ObjectIdentifier(view)
            if byView[id] == nil {
                order.append(id)
                byView[id] = (view, ConstraintChurn())
            }
            change(&byView[id]!.1)
        }
        var handedOverTo = Set<ObjectIdentifier>()
        for (c, row) in removals {
            let now = row.constraint
            if now !== c, rows[ObjectKey(now)] === row {
                handedOverTo.insert(ObjectIdentifier(now))
                charge(c) { $0.reactivated += 1 }
            } else {
                charge(c) { $0.removed += 1 }
            }
        }
        for c in additions where !handedOverTo.contains(ObjectIdentifier(c)) {
            if let row = rows[ObjectKey(c)], row.constraint === c { charge(c) { $0.added += 1 } }
        }
        for c in constants where rows[ObjectKey(c)] != nil { charge(c) { $0.constantsChanged += 1 } }
        return order.compactMap { byView[$0] }
    }
}
