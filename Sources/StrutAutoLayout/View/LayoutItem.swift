import StrutSolver

/// Something constraints can relate: a ``View`` or a ``LayoutGuide`` (UIKit's `firstItem`/`secondItem`).
///
/// Strut's views and guides are the only conforming types: the requirement is an opaque
/// ``LayoutNode`` that only this module can create.
public protocol LayoutItem: AnyObject {
    /// The item's bookkeeping in the layout engine. Not for use outside Strut.
    var layoutNode: LayoutNode { get }
}

/// The engine-facing half of a ``View`` or ``LayoutGuide``: its four solver variables (the
/// alignment rectangle's minX, minY, width and height, in the coordinates of the superview for a
/// view and of the owning view for a guide) and the active constraints that name it.
///
/// Opaque outside Strut.
public final class LayoutNode {
    // The fields a frame copy reads come first, together (one or two cache lines per moved view
    // at 10,000 views): the cached values and their tag, then the four variables (the change
    // report compares them), then the owners.

    /// The engine whose solver values ``cachedValues`` holds (its ``LayoutEngine/valueCacheTag``),
    /// or 0. Written only by a tree engine while it reads its change report (see
    /// ``noteReportedValue(_:of:tag:solver:)``); cleared when the item leaves that engine's solve.
    @exclusivity(unchecked) var valuesTag: UInt64 = 0
    /// minX, minY, width, height as the engine tagged ``valuesTag`` last reported them.
    @exclusivity(unchecked) var cachedValues: (Double, Double, Double, Double) = (0, 0, 0, 0)

    private var _minX: Variable?, _minY: Variable?, _width: Variable?, _height: Variable?

    /// The view this node belongs to, if it belongs to a view.
    ///
    /// Not a weak reference: the view sets it when it makes the node and clears it in its
    /// `deinit` (before any other object can observe the view gone), so a node that outlives
    /// its view reads `nil`, as a weak reference would, while a live view is reached with a
    /// plain load (no side table, no atomic retain and release per read).
    unowned(unsafe) var view: View?
    /// The guide this node belongs to, if it belongs to a guide. Set and cleared by the guide
    /// (its `init` and `deinit`), as ``view`` is.
    unowned(unsafe) var guide: LayoutGuide?

    /// Active constraints that name this item, in activation order. A stack view's first
    /// arrangement held as data (``pendingArrangements``) gets its constraints first: the list is
    /// then exactly the list an eager arrangement would have made.
    var referencingConstraints: [LayoutConstraint] {
        _read {
            if pendingArrangements != 0 { materializePendingArrangements() }
            yield referencingConstraintsStorage
        }
        _modify {
            if pendingArrangements != 0 { materializePendingArrangements() }
            yield &referencingConstraintsStorage
        }
    }
    /// The list behind ``referencingConstraints``, read as it is (without the constraints of
    /// a stack's arrangement held as data): only for readers that account for those themselves.
    @exclusivity(unchecked) var referencingConstraintsStorage: [LayoutConstraint] = []
    /// How many stack views' first arrangements, held as data (``HeldArrangement``), name this
    /// item or are installed on its view: at most two (a stack view arranged in another). Set
    /// and cleared by the stacks; while it is not 0, reading or changing
    /// ``referencingConstraints`` (or the view's ``View/installed``) makes those arrangements'
    /// constraints first.
    @exclusivity(unchecked) var pendingArrangements: UInt8 = 0

    init() {}

    var item: (any LayoutItem)? { view ?? guide }

    /// Whether the node's view or guide is still alive.
    ///
    /// The references are tested as addresses: comparing an `unowned(unsafe)` reference with
    /// `nil` loads it strongly (an atomic retain and release).
    @inline(__always) var isAlive: Bool {
        unsafeBitCast(view, to: UnsafeRawPointer?.self) != nil || unsafeBitCast(guide, to: UnsafeRawPointer?.self) != nil
    }

    /// A variable named by its role only (a literal: no formatting, no allocation). The item's
    /// name is added when a diagnostic asks (``diagnosticName(of:)``): building
    /// `View:0x….minX` for every variable cost an eighth of a stack-view cell's instructions.
    /// The variable's context is this node's identity, so that an engine finds the node of a
    /// solved variable among its participants without a table of variables (`owns(_:)`
    /// confirms it: an identity can name a new node at a freed address).
    private func makeVariable(_ role: String) -> Variable {
        Variable(role, context: UInt(bitPattern: ObjectIdentifier(self)))
    }

    /// Whether `variable` is one of this item's four.
    func owns(_ variable: Variable) -> Bool {
        variable === _minX || variable === _minY || variable === _width || variable === _height
    }

    /// `View:0x….minX` (or the identifier), the name diagnostics print for one of this item's
    /// variables; `nil` for a variable that is not this item's.
    func diagnosticName(of variable: Variable) -> String? {
        guard owns(variable) else { return nil }
        return (item.map { ConstraintFormatter.itemName($0) + "." } ?? "") + variable.name
    }

    /// The alignment rectangle's left edge, in the container's coordinates.
    var minX: Variable {
        if let v = _minX { return v }
        let v = makeVariable("minX"); _minX = v; return v
    }
    /// The alignment rectangle's top edge, in the container's coordinates.
    var minY: Variable {
        if let v = _minY { return v }
        let v = makeVariable("minY"); _minY = v; return v
    }
    /// The alignment rectangle's width.
    var width: Variable {
        if let v = _width { return v }
        let v = makeVariable("Width"); _width = v; return v
    }
    /// The alignment rectangle's height.
    var height: Variable {
        if let v = _height { return v }
        let v = makeVariable("Height"); _height = v; return v
    }

    private var _widthTerms: [Term]?, _heightTerms: [Term]?

    /// The values of the four variables in `solver` (minX, minY, width, height), the variables
    /// made first if needed.
    ///
    /// Existing variables are passed borrowed from the node, which holds them: each getter's
    /// copy was a retain and a release per variable.
    func values(in solver: Solver) -> (Double, Double, Double, Double) {
        guard let x = Self.unretained(_minX), let y = Self.unretained(_minY), let w = Self.unretained(_width),
            let h = Self.unretained(_height)
        else { return solver.values(minX, minY, width, height) }
        return x._withUnsafeGuaranteedRef { x in
            y._withUnsafeGuaranteedRef { y in
                w._withUnsafeGuaranteedRef { w in h._withUnsafeGuaranteedRef { h in solver.values(x, y, w, h) } }
            }
        }
    }

    /// A variable held by the node, not retained (compared and borrowed while the node holds it).
    @inline(__always) private static func unretained(_ variable: Variable?) -> Unmanaged<Variable>? {
        variable.map { Unmanaged.passUnretained($0) }
    }

    /// `[1 × width]` (horizontal) or `[1 × height]`: the terms of the item's content-size rows,
    /// made once and shared by all of them (each row's own array was an allocation per row).
    func sizeTerms(_ axis: LayoutConstraintAxis) -> [Term] {
        if axis == .horizontal {
            if let terms = _widthTerms { return terms }
            let terms = [Term(width, 1)]
            _widthTerms = terms
            return terms
        }
        if let terms = _heightTerms { return terms }
        let terms = [Term(height, 1)]
        _heightTerms = terms
        return terms
    }

    /// Records a value the change report of the engine tagged `tag` gives for one of this
    /// item's variables. The first report under a tag copies all four values from `solver` (the
    /// report names only the variables that changed); later ones update the one slot. A
    /// variable that is not this item's (a freed item's, whose context names this address) is
    /// ignored.
    @inline(__always)
    func noteReportedValue(_ value: Double, of variable: Variable, tag: UInt64, solver: Solver) {
        guard valuesTag == tag else {
            guard owns(variable) else { return }
            cachedValues = values(in: solver)
            valuesTag = tag
            return
        }
        if variable === _minX {
            cachedValues.0 = value
        } else if variable === _minY {
            cachedValues.1 = value
        } else if variable === _width {
            cachedValues.2 = value
        } else if variable === _height {
            cachedValues.3 = value
        }
    }

    /// The variables created so far, in the order minX, minY, width, height.
    var existingVariables: [Variable] { [_minX, _minY, _width, _height].compactMap { $0 } }

    /// The view whose coordinates this item's variables are in: the superview of a view, the
    /// owning view of a guide.
    var container: View? { view?.superview ?? guide?.owningView }

    /// The view that stands for this item when looking for a common ancestor: the view itself,
    /// or the guide's owning view.
    var anchorView: View? { view ?? guide?.owningView }
}
