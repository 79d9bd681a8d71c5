import Foundation
import StrutSolver

extension LayoutItem {
    /// The item's variables that the constraints leave free (after bringing the engine up to
    /// date), each with a witness: another value it can take without violating anything more.
    func ambiguousVariables(in engine: LayoutEngine) -> [AmbiguousVariable] {
        engine.flushForLayout()
        guard engine.isParticipating(layoutNode) else { return [] }
        let mine = Set(layoutNode.existingVariables.map(ObjectIdentifier.init))
        return engine.allAmbiguousVariables().filter { mine.contains(ObjectIdentifier($0.variable)) }
    }

    /// Constraints connected through the engine to the item's variables on an axis.
    func affectingConstraints(in engine: LayoutEngine, for axis: LayoutConstraintAxis) -> [LayoutConstraint] {
        engine.flushForLayout()
        let node = layoutNode
        let start = axis == .horizontal ? [node.minX, node.width] : [node.minY, node.height]
        return engine.constraintsConnected(to: start)
    }
}

extension LayoutEngine {
    /// The solver's ambiguous variables, plus the variables of participating items (other than
    /// the root) that no row names at all: those are free (witness: value + 1).
    func allAmbiguousVariables() -> [AmbiguousVariable] {
        var result = solver.ambiguousVariables()
        let participating = participants.values.filter { $0.node.view !== root }.sorted { $0.order < $1.order }.map(\.node)
        var named = Set<ObjectKey>()
        for row in rows.values { for term in row.terms { named.insert(ObjectKey(term.variable)) } }
        for node in participating {
            for v in [node.minX, node.minY, node.width, node.height] where !named.contains(ObjectKey(v)) {
                let value = solver.value(of: v)
                result.append(AmbiguousVariable(variable: v, value: value, alternativeValue: value + 1))
            }
        }
        return result
    }

    /// The constraints whose rows are connected to the given variables through shared variables,
    /// in installation order; then the connected constraints the engine has no row for because
    /// others imply them (``impliedConstraintRows()``), in tree order.
    func constraintsConnected(to variables: [Variable]) -> [LayoutConstraint] {
        var rowsByVariable: [ObjectIdentifier: [Row]] = [:]
        for row in rows.values {
            for term in row.terms { rowsByVariable[ObjectIdentifier(term.variable), default: []].append(row) }
        }
        let implied = impliedConstraintRows()
        var impliedByVariable: [ObjectIdentifier: [Int]] = [:]
        for (i, entry) in implied.enumerated() {
            for term in entry.terms { impliedByVariable[ObjectIdentifier(term.variable), default: []].append(i) }
        }
        var seenVariables = Set(variables.map(ObjectIdentifier.init))
        var queue = variables.map(ObjectIdentifier.init)
        var found: [ObjectIdentifier: Row] = [:]
        var foundImplied = Set<Int>()
        while let v = queue.popLast() {
            for row in rowsByVariable[v] ?? [] where found[ObjectIdentifier(row)] == nil {
                found[ObjectIdentifier(row)] = row
                for term in row.terms where seenVariables.insert(ObjectIdentifier(term.variable)).inserted {
                    queue.append(ObjectIdentifier(term.variable))
                }
            }
            for i in impliedByVariable[v] ?? [] where foundImplied.insert(i).inserted {
                for term in implied[i].terms where seenVariables.insert(ObjectIdentifier(term.variable)).inserted {
                    queue.append(ObjectIdentifier(term.variable))
                }
            }
        }
        return found.values.sorted { $0.sequence < $1.sequence }.map(\.constraint)
            + foundImplied.sorted().map { implied[$0].constraint }
    }
}

extension View {
    /// Whether another position or size of this view satisfies the constraints equally well
    /// (debugging only; it solves for the whole tree).
    public var hasAmbiguousLayout: Bool {
        guard let engine = engine(creating: true) else { return false }
        return !ambiguousVariables(in: engine).isEmpty
    }

    /// Moves this view to another layout the constraints allow equally well (the solver's
    /// witness for each ambiguous variable, pinned at priority 1); calling it again removes the
    /// pins and lets the engine choose again. Debugging only.
    public func exerciseAmbiguityInLayout() {
        guard let engine = engine(creating: true) else { return }
        engine.exerciseAmbiguity(of: layoutNode)
        superview?.setNeedsLayout()
        layoutIfNeeded()
    }

    /// The constraints affecting this view's position and size on an axis: those connected to
    /// its variables through the engine, in activation order (debugging only).
    public func constraintsAffectingLayout(for axis: LayoutConstraintAxis) -> [LayoutConstraint] {
        guard let engine = engine(creating: true) else { return [] }
        return affectingConstraints(in: engine, for: axis)
    }
}

extension LayoutGuide {
    /// Whether another rectangle for this guide satisfies the constraints equally well.
    public var hasAmbiguousLayout: Bool {
        guard let engine = owningView?.engine(creating: true) else { return false }
        return !ambiguousVariables(in: engine).isEmpty
    }

    /// The constraints affecting this guide on an axis (see ``View/constraintsAffectingLayout(for:)``).
    public func constraintsAffectingLayout(for axis: LayoutConstraintAxis) -> [LayoutConstraint] {
        guard let engine = owningView?.engine(creating: true) else { return [] }
        return affectingConstraints(in: engine, for: axis)
    }
}

extension LayoutEngine {
    /// Pins each ambiguous variable of the item to its witness value at the lowest priority, or
    /// removes the pins if there are some.
    func exerciseAmbiguity(of node: LayoutNode) {
        let id = ObjectIdentifier(node)
        if let pins = exerciseConstraints.removeValue(forKey: id) {
            try? solver.removeConstraints(pins)
            statistics.rowsRemoved += pins.count
        } else {
            guard let item = node.item else { return }
            let ambiguous = item.ambiguousVariables(in: self)
            let pins = ambiguous.map { Constraint(Expression($0.variable) - $0.alternativeValue, .equal, priority: Priority(1)) }
            guard !pins.isEmpty else { return }
            do {
                try solver.addConstraints(pins)
                statistics.rowsAdded += pins.count
                exerciseConstraints[id] = pins
            } catch {
                return
            }
        }
        markChangedViewsAfterDirectEdit()
    }

    func markChangedViewsAfterDirectEdit() {
        // The report is read without recording values: values cached on nodes may be stale.
        renewValueCacheTag()
        for variable in solver.fetchChangedVariables() {
            guard let node = node(of: variable) else { continue }
            if let view = node.view { view.engineValuesDidChange() } else { node.guide?.owningView?.setNeedsLayout() }
        }
    }
}
