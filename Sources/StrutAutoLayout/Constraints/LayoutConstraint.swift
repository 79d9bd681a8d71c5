import Foundation
import StrutSolver

/// One linear relation between two layout attributes:
/// `firstItem.firstAttribute  {==, <=, >=}  multiplier × secondItem.secondAttribute + constant`
/// at a priority — UIKit's `NSLayoutConstraint`.
///
/// A new constraint is inactive. Activate constraints in batches with ``activate(_:)`` (or set
/// ``isActive``); the engine applies all changes made between two layout passes together, so
/// deactivating a constraint and activating an equal one in the same pass costs nothing.
/// ``constant`` may change at any time (a single in-place update in the engine); ``priority``
/// may change between optional values, but not to or from `LayoutPriority.required` while
/// the constraint is active.
///
/// The items are held weakly, as in UIKit.
public final class LayoutConstraint: CustomStringConvertible {
    /// The item on the left-hand side.
    public var firstItem: (any LayoutItem)? { first.item }
    /// The attribute of the first item.
    public var firstAttribute: LayoutAttribute { first.attribute }
    /// The item on the right-hand side, `nil` for a constant-valued constraint.
    public var secondItem: (any LayoutItem)? { second?.item }
    /// The attribute of the second item, `.notAnAttribute` when there is none.
    public var secondAttribute: LayoutAttribute { second?.attribute ?? .notAnAttribute }
    /// The factor applied to the second attribute (read-only, as in UIKit).
    public let multiplier: CGFloat

    /// The constant added to the right-hand side. Changing it on an active constraint is a
    /// single in-place update in the engine (much cheaper than replacing the constraint).
    ///
    /// Not checked for exclusive access at run time (as the other stored fields the engine
    /// reads per constraint): a flush reads it for every constraint it hands a row over to.
    @exclusivity(unchecked) public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            precondition(constant.isFinite, "LayoutConstraint \(self): the constant must be finite; you passed \(constant).")
            if let engine { engine.constantDidChange(of: self) } else { islandInputDidChange() }
        }
    }

    /// The priority, 1...1000 (default `.required`). An active constraint's priority may change
    /// between optional values only; crossing `.required` traps as in UIKit (use
    /// ``setPriority(_:)`` for a throwing variant).
    public var priority: LayoutPriority {
        get { priorityStorage }
        set {
            do { try setPriority(newValue) } catch { preconditionFailure(error.description) }
        }
    }

    /// A name printed in the constraint's description. The prefixes `NS` and `UI` are used by
    /// the system's constraints.
    ///
    /// Not checked for exclusive access at run time (as the other stored properties the
    /// engine reads per row): the engine copies it into every row it makes.
    @exclusivity(unchecked) public var identifier: String?

    /// Whether the constraint takes part in layout. Setting it to `true` installs it on the
    /// closest common ancestor of its items (traps if there is none, as in UIKit; see
    /// ``activateValidated(_:)`` for a throwing variant).
    public var isActive: Bool {
        get { host != nil }
        set {
            if newValue {
                do { try activateOne() } catch { preconditionFailure(error.description) }
            } else {
                deactivateOne()
            }
        }
    }

    // MARK: Storage
    // (The stored fields in this order: the one-byte fields, the priority and the host slot
    // in the padding after the first side. With the rarely used ones in ``rare``, an instance
    // is 200 bytes, a 208-byte heap block, where it was 256 in a 272-byte one.)
    let first: AnchorSide
    /// How the two sides compare.
    public let relation: LayoutRelation
    /// What made the constraint, which decides its description.
    @exclusivity(unchecked) var kind: Kind = .standard
    /// Whether to describe it in the visual format language (`H:[a]-(8)-[b]`).
    var prefersVisualFormatDescription = false
    /// Whether the other active constraints imply this one, so that the engine gives it no row
    /// (a stack view's implied `UISV-…` constraints): it stays installed, active and listed, and
    /// ``View/constraintsAffectingLayout(for:)`` lists it with the rows it is connected to.
    /// Change it only while the constraint is inactive.
    @exclusivity(unchecked) var isImpliedByOthers = false
    /// Made by a lone dash between two views in the visual format language: described as
    /// `-(NSSpace(8))-`.
    var isStandardSpacing = false
    @exclusivity(unchecked) var priorityStorage: LayoutPriority
    /// ``hostSlot`` as stored (four bytes, in the first side's padding).
    @exclusivity(unchecked) private var hostSlotStorage: Int32 = -1
    let second: AnchorSide?
    /// The view the constraint is installed on (the closest common ancestor of its items); for
    /// internal constraints, the view whose coordinates they are expressed in. `nil` once that
    /// view is gone.
    ///
    /// Not a weak reference: the constraint holds the view's node, whose ``LayoutNode/view``
    /// the view clears in its `deinit`. A weak reference gave every host view a side table,
    /// which made each of its retains and releases take the slow path.
    var host: View? {
        @inline(__always) get { hostNode?.view }
        set { hostNode = newValue?.layoutNode }
    }
    /// The node of ``host``.
    @exclusivity(unchecked) var hostNode: LayoutNode?
    /// The live engine that holds (or is about to hold) the constraint.
    ///
    /// Not a weak reference (whose side table made every retain and release of the engine a
    /// slow one): the engine clears it in its `deinit` for every constraint it set it on
    /// (see ``LayoutEngine/clearConstraintEngines()``), so it never outlives the engine.
    @exclusivity(unchecked) unowned(unsafe) var engine: LayoutEngine?
    /// The constraint's place in the lists of referencing constraints of its first two named
    /// items, inline (no array for the common case)...
    @exclusivity(unchecked) var slot0 = NodeSlot()
    @exclusivity(unchecked) var slot1 = NodeSlot()
    /// What few constraints have (a system spacing's multiplier, the slots of a composite
    /// anchor's third and fourth items): `nil` for the others, made when first set.
    @exclusivity(unchecked) private var rare: RareState?
    /// For internal constraints: the item whose participation in a layout they serve. Its
    /// variables in the constraint do not count as references that keep it in the engine.
    /// Strong: no node lists internal constraints, so this makes no cycle, and a node that no
    /// one references weakly keeps its reference counts inline (the fast path). Set once, when
    /// the constraint is made: a constant field is read in place (each read of a variable one
    /// was a retain and a release, in every row built).
    let ownerNode: LayoutNode?

    /// The constraint's index in its host's `installed` list (a hint checked against the list:
    /// stored in four bytes, clamped; -1 when not installed).
    var hostSlot: Int {
        @inline(__always) get { Int(hostSlotStorage) }
        @inline(__always) set { hostSlotStorage = Int32(clamping: newValue) }
    }

    /// For system-spacing constraints: the multiplier of the system space.
    var systemSpacingMultiplier: CGFloat? {
        @inline(__always) get { rare?.systemSpacingMultiplier }
        set {
            if let rare {
                rare.systemSpacingMultiplier = newValue
            } else if newValue != nil {
                rare = RareState(systemSpacingMultiplier: newValue)
            }
        }
    }

    /// ...and the constraint's place in the lists of its third and fourth named items
    /// (composite anchors only; `nil` otherwise: no array to release with every constraint).
    var extraSlots: [NodeSlot]? {
        @inline(__always) get { rare?.extraSlots }
        set {
            if let rare {
                rare.extraSlots = newValue
            } else if newValue != nil {
                rare = RareState(extraSlots: newValue)
            }
        }
    }

    /// The state of ``rare``: fields most constraints never set, out of line.
    private final class RareState {
        var systemSpacingMultiplier: CGFloat?
        var extraSlots: [NodeSlot]?

        init(systemSpacingMultiplier: CGFloat? = nil, extraSlots: [NodeSlot]? = nil) {
            self.systemSpacingMultiplier = systemSpacingMultiplier
            self.extraSlots = extraSlots
        }
    }

    init(
        first: AnchorSide, relation: LayoutRelation, second: AnchorSide?, multiplier: CGFloat, constant: CGFloat,
        priority: LayoutPriority = .required, ownerNode: LayoutNode? = nil
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priorityStorage = priority
        self.ownerNode = ownerNode
    }

    /// A content-size constraint `side relation constant` of the item of `node` (its host and
    /// owner), made with its kind, host and owner in place: no stores after the fact.
    init(
        contentSizeOf node: LayoutNode, side: AnchorSide, axis: LayoutConstraintAxis, relation: LayoutRelation,
        constant: CGFloat, priority: LayoutPriority
    ) {
        self.first = side
        self.relation = relation
        self.second = nil
        self.multiplier = 1
        self.constant = constant
        self.priorityStorage = priority
        self.kind = .contentSize(axis)
        self.hostNode = node
        self.ownerNode = node
    }

    /// Creates an inactive constraint `view1.attr1 relation multiplier × view2.attr2 + c`,
    /// trapping on an invalid pairing as UIKit does. Prefer anchors, which rule out most invalid
    /// pairings at compile time; use ``validated(item:attribute:relatedBy:toItem:attribute:multiplier:constant:priority:)``
    /// to get a typed error instead.
    public convenience init(
        item view1: any LayoutItem, attribute attr1: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem view2: (any LayoutItem)?, attribute attr2: LayoutAttribute, multiplier: CGFloat = 1, constant c: CGFloat = 0
    ) {
        let first = AnchorSide(item: view1, attribute: attr1)
        let second = view2.map { AnchorSide(item: $0, attribute: attr2) }
        if let error = LayoutConstraint.validationError(
            first: first, second: second, secondAttribute: attr2, multiplier: multiplier, constant: c, priority: .required)
        {
            preconditionFailure(error.description)
        }
        self.init(first: first, relation: relation, second: second, multiplier: multiplier, constant: c)
    }

    /// Creates an inactive constraint like ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``
    /// but reports an invalid one as a typed error.
    public static func validated(
        item view1: any LayoutItem, attribute attr1: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem view2: (any LayoutItem)?, attribute attr2: LayoutAttribute, multiplier: CGFloat = 1, constant c: CGFloat = 0,
        priority: LayoutPriority = .required
    ) throws(LayoutConstraintError) -> LayoutConstraint {
        let first = AnchorSide(item: view1, attribute: attr1)
        let second = view2.map { AnchorSide(item: $0, attribute: attr2) }
        if let error = validationError(
            first: first, second: second, secondAttribute: attr2, multiplier: multiplier, constant: c, priority: priority)
        {
            throw error
        }
        return LayoutConstraint(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: c,
            priority: priority)
    }

    /// Sets the priority, reporting an invalid value or a change across `.required` on an active
    /// constraint as a typed error (the constraint is left unchanged).
    public func setPriority(_ newValue: LayoutPriority) throws(LayoutConstraintError) {
        guard newValue != priorityStorage else { return }
        guard newValue.isValid else {
            throw .invalidPriority(newValue.rawValue, constraint: description)
        }
        if isActive, newValue.isRequired != priorityStorage.isRequired {
            throw .mutatingRequiredPriority(passed: newValue.rawValue, existing: priorityStorage.rawValue)
        }
        let old = priorityStorage
        priorityStorage = newValue
        if let engine { engine.priorityDidChange(of: self, from: old) } else { islandInputDidChange() }
    }

    /// Internal constraints (autoresizing, content size) may cross `.required` while active:
    /// the engine replaces their rows.
    func setPriorityUnchecked(_ newValue: LayoutPriority) {
        guard newValue != priorityStorage else { return }
        let old = priorityStorage
        priorityStorage = newValue
        if let engine { engine.priorityDidChange(of: self, from: old) } else { islandInputDidChange() }
    }

    /// The constraint's description in UIKit's format, for example
    /// `<NSLayoutConstraint:0x600001691950 View:0x7fadcb02e420.bottom == View:0x7fadcb044f10.bottom - 10   (active)>`.
    public var description: String { ConstraintFormatter.describe(self) }

    /// Whether the user made the constraint (not autoresizing, content size, a size's
    /// non-negativity, a fitting target, nor a system guide's `UI…`/`NS…` constraint).
    var isUserConstraint: Bool {
        guard case .standard = kind else { return false }
        guard let identifier else { return true }
        return !(identifier.hasPrefix("UI") || identifier.hasPrefix("NS") || identifier.hasPrefix("_UI"))
    }

    /// What made a constraint.
    enum Kind {
        /// Made by the user (anchors, `init(item:…)`, the visual format language) or by a system
        /// guide (margins, safe area): `NSLayoutConstraint`.
        case standard
        /// Generated from a frame and autoresizing mask: `NSAutoresizingMaskLayoutConstraint`.
        case autoresizing
        /// Generated from an intrinsic content size: `NSContentSizeLayoutConstraint`.
        case contentSize(LayoutConstraintAxis)
        /// A required `size >= 0` every item has.
        case nonNegativeSize
        /// The target size of `systemLayoutSizeFitting`.
        case fittingSize
    }
}

/// One side of a constraint: an item's attribute, or for a composite dimension made by
/// `anchorWithOffset(to:)`, the distance `item.attribute - origin.attribute`. A value stored
/// inline in its constraint: as a class it was two more allocations (and frees) per
/// constraint, a sixth of what making, activating and dropping a constraint cost.
///
/// The items are reached through their nodes, held strongly: a node does not keep its item
/// alive and reads `nil` once the item is gone (the item clears it in its `deinit`), so the
/// side behaves as if it held its items weakly, without a weak reference (whose every read
/// is a call, and whose side table makes each retain and release of the item a slow one).
/// The cycle node → referencing constraint → side → node is broken by the item's `deinit`,
/// which empties its node's list of referencing constraints.
struct AnchorSide {
    // (The fields in this order: the two one-byte attributes last, 34 bytes, not 48.)
    /// The node of the item on this side.
    let node: LayoutNode
    /// For a composite side, the node of the origin's item.
    let originNode: LayoutNode?
    /// The items' identities, taken when the side was made (no weak load to compare sides;
    /// compare the live items too before trusting a match, as an address can be reused).
    let itemID: ObjectIdentifier
    let originID: ObjectIdentifier?
    let attribute: LayoutAttribute
    let originAttribute: LayoutAttribute

    /// The item, `nil` once it was deallocated.
    var item: (any LayoutItem)? { node.item }
    /// The origin's item for a composite side, `nil` otherwise or once it was deallocated.
    var originItem: (any LayoutItem)? { originNode?.item }

    init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.node = item.layoutNode
        self.originNode = nil
        self.attribute = attribute
        self.originAttribute = .notAnAttribute
        self.itemID = ObjectIdentifier(item)
        self.originID = nil
    }

    /// A side of an item whose node and identity the caller already has (a stack view's plan
    /// resolves each of its items once, then makes every side from them).
    init(node: LayoutNode, itemID: ObjectIdentifier, attribute: LayoutAttribute) {
        self.node = node
        self.originNode = nil
        self.attribute = attribute
        self.originAttribute = .notAnAttribute
        self.itemID = itemID
        self.originID = nil
    }

    init(item: any LayoutItem, attribute: LayoutAttribute, originItem: (any LayoutItem)?, originAttribute: LayoutAttribute) {
        self.node = item.layoutNode
        self.attribute = attribute
        self.originNode = originItem?.layoutNode
        self.originAttribute = originAttribute
        self.itemID = ObjectIdentifier(item)
        self.originID = originItem.map { ObjectIdentifier($0) }
    }

    var isComposite: Bool { originAttribute != .notAnAttribute }

    /// The family the side measures in: a composite is a dimension.
    var family: LayoutAttribute.Family { isComposite ? .dimension : attribute.family }
}
