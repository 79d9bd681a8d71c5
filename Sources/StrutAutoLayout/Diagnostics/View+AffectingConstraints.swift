import Foundation
import StrutSolver

extension View {
    /// The constraints affecting the layout of each of the given views, per axis: what
    /// ``constraintsAffectingLayout(for:)`` returns for each, from one index of the engine's
    /// rows built once, and at most `limit` constraints per view and axis (debugging only).
    ///
    /// Asking each view separately walks every row it is connected to, which in a chain of n
    /// views is the whole chain: n² in all. Here each view's walk stops after `limit` rows, the
    /// nearest ones through shared variables (ties broken by activation order), so the cost is
    /// O(rows + views × limit). When a view is connected to fewer than `limit` rows the lists
    /// equal ``constraintsAffectingLayout(for:)``'s.
    ///
    /// - Parameters:
    ///   - views: views of this view's tree.
    ///   - limit: the most constraints listed per view and axis.
    /// - Returns: one `(horizontal, vertical)` pair per view, in the order given, each list in
    ///   activation order.
    public func constraintsAffectingLayout(
        ofEach views: [View], limit: Int
    ) -> [(horizontal: [LayoutConstraint], vertical: [LayoutConstraint])] {
        guard let engine = rootView.engine(creating: true) else { return views.map { _ in ([], []) } }
        engine.flushForLayout()
        let index = AffectingConstraintIndex(engine: engine)
        return views.map { view in
            let node = view.layoutNode
            return (
                index.constraints(connectedTo: [node.minX, node.width], limit: limit),
                index.constraints(connectedTo: [node.minY, node.height], limit: limit)
            )
        }
    }
}

/// The engine's rows indexed by the variables they hold, in activation order, for walks from
/// a view's variables to the rows connected to them; then, as if they had rows, the constraints
/// the engine leaves out because others imply them (``LayoutEngine/impliedConstraintRows()``).
struct AffectingConstraintIndex {
    private let rows: [(constraint: LayoutConstraint, terms: [Term])]
    private var rowsByVariable: [ObjectIdentifier: [Int]] = [:]

    init(engine: LayoutEngine) {
        rows =
            engine.rows.values.sorted { $0.sequence < $1.sequence }.map { ($0.constraint, $0.terms) }
            + engine.impliedConstraintRows()
        for (i, row) in rows.enumerated() {
            for term in row.terms { rowsByVariable[ObjectIdentifier(term.variable), default: []].append(i) }
        }
    }

    /// The constraints of the rows reachable from `variables` through shared variables,
    /// breadth first, at most `limit` of them, in activation order.
    func constraints(connectedTo variables: [Variable], limit: Int) -> [LayoutConstraint] {
        var seenVariables = Set(variables.map(ObjectIdentifier.init))
        var queue = variables.map(ObjectIdentifier.init)
        var head = 0
        var found: [Int] = []
        var seenRows: Set<Int> = []
        walk: while head < queue.count {
            let v = queue[head]
            head += 1
            for r in rowsByVariable[v] ?? [] where seenRows.insert(r).inserted {
                if found.count == limit { break walk }
                found.append(r)
                for term in rows[r].terms where seenVariables.insert(ObjectIdentifier(term.variable)).inserted {
                    queue.append(ObjectIdentifier(term.variable))
                }
            }
        }
        return found.sorted().map { rows[$0].constraint }
    }
}
