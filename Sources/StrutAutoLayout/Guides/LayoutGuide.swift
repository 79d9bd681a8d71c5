import Foundation

/// A rectangle in the layout engine that is not a view: UIKit's `UILayoutGuide`.
///
/// Add a guide to a view with ``View/addLayoutGuide(_:)`` before using it in a constraint. Its
/// ``layoutFrame`` is in the owning view's coordinates and is valid by the time the owning view
/// receives ``View/layoutSubviews()``. Guides replace spacer views at a fraction of the cost.
open class LayoutGuide: LayoutItem, CustomStringConvertible {
    /// The engine-facing bookkeeping of this guide.
    public let layoutNode: LayoutNode
    /// The view that owns the guide. A guide does not keep its view alive: the view clears
    /// this in its `deinit` (not a weak reference, which would give the view a side table and
    /// each of its retains and releases the slow path), so a guide outliving its view reads `nil`.
    public internal(set) unowned(unsafe) var owningView: View?
    /// A name for debugging; the `UI` prefix is used by the system's guides
    /// (`UIViewLayoutMarginsGuide`, `UIViewSafeAreaLayoutGuide`).
    public var identifier: String = ""

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public init() {
        layoutNode = LayoutNode()
        layoutNode.guide = self
    }

    /// Clears the node's ``LayoutNode/guide`` (not a weak reference: the node may outlive the
    /// guide) and its list of referencing constraints (whose sides hold the node).
    deinit {
        layoutNode.guide = nil
        layoutNode.referencingConstraintsStorage.removeAll()
    }

    /// The guide's rectangle in its owning view's coordinates, from the engine (zero before the
    /// guide takes part in a layout).
    public var layoutFrame: CGRect {
        // A guide inside a layout island takes its frame from the island's engine.
        guard let engine = owningView?.layoutEngineForSubviews(), engine.isParticipating(layoutNode) else {
            return .zero
        }
        return engine.alignmentRect(of: layoutNode)
    }

    /// `<LayoutGuide: 0x… - "identifier", layoutFrame = {{x, y}, {w, h}}, owningView = <…>>`.
    open var description: String {
        var s =
            "<\(ConstraintFormatter.className(of: self)): \(formatAddress(self)) - \"\(identifier)\", layoutFrame = \(formatRect(layoutFrame))"
        if let owningView { s += ", owningView = \(owningView)" }
        return s + ">"
    }
}

extension View {
    /// Adds a guide to this view; the guide's ``LayoutGuide/layoutFrame`` is in this view's
    /// coordinates. A guide owned by another view is removed from it first.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if guide.owningView === self { return }
        if let other = guide.owningView { other.removeLayoutGuide(guide) }
        guide.owningView = self
        layoutGuides.append(guide)
    }

    /// Removes a guide; constraints naming it are deactivated.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        for c in guide.layoutNode.referencingConstraints { c.deactivateOne() }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }
}
