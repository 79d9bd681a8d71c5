import Foundation
import StrutGeometry

/// A description of how to size and position a subtree of views, computed without views.
///
/// A layout is an immutable value. Laying it out takes two pure passes, both of which may run on
/// any thread, concurrently:
///
/// 1. ``measurement(within:)`` asks the layout how big it wants to be within a maximum size and
///    returns a tree of sizes (``LayoutMeasurement``);
/// 2. ``arrangement(within:measurement:)`` positions the layout inside a rectangle its parent
///    gives it and returns a tree of frames (``LayoutArrangement``).
///
/// Views are made last, from the arrangement, and only for layouts whose ``needsView`` is `true`.
/// The protocol knows no view class: built-in layouts describe their views with a ``ViewRecipe``,
/// and `StrutDeclarativeViews` turns an arrangement into Strut views (`makeViews`). A program
/// that only measures and arranges links neither views nor constraints.
///
/// This is LinkedIn LayoutKit's `Layout` protocol with the same semantics, so that a layout
/// ported from LayoutKit produces the same frames:
///
/// - `measurement(within:)` MUST return a size no larger than `maxSize`.
/// - `arrangement(within:measurement:)` SHOULD NOT overflow `rect`. A layout MAY use less than
///   the whole rectangle, aligning itself inside it; its caller SHOULD NOT give the unused space
///   to other layouts (space is allocated during measurement).
/// - Frames in an arrangement are relative to the parent layout's frame origin.
/// - A layout with one sublayout SHOULD inherit that sublayout's ``flexibility``; leaf layouts
///   SHOULD let their user configure it.
///
/// Measurement and arrangement take time linear in the number of layouts, however deep the
/// nesting: every built-in layout caches its measurements per proposal (see ``CachedLayout``),
/// so repeated probes of a subtree cost nothing. They recurse once per level of nesting, so very
/// deep trees (thousands of levels) need a thread with a stack to match.
///
/// Layouts are reference types: a `final class` whose stored properties are constants. Identity
/// lets a tree share a subtree and lets results name their layout cheaply (copying a measurement
/// copies references, not values). Conform custom layouts to this protocol directly; LayoutKit's
/// custom layouts that subclassed `SizeLayout` or `StackLayout` compose them instead, because
/// the built-in layouts are final.
///
/// ```swift
/// let card = InsetLayout(inset: 8, sublayout: StackLayout(axis: .vertical, spacing: 4, sublayouts: [
///     SizeLayout(width: 50, height: 50),
///     SizeLayout(height: 1),
/// ]))
/// let frames = card.arrangement(width: 320)   // on any thread
/// ```
public protocol Layout: AnyObject, Sendable {
    /// Measures the layout (and its sublayouts) within a maximum size.
    ///
    /// - Parameter maxSize: The largest size the layout may take. Either dimension may be
    ///   `CGFloat.greatestFiniteMagnitude`, meaning unbounded.
    /// - Returns: A measurement whose size is at most `maxSize`.
    func measurement(within maxSize: CGSize) -> LayoutMeasurement

    /// Positions the layout, and recursively its measured sublayouts, inside `rect`.
    ///
    /// - Parameters:
    ///   - rect: The space the parent gives the layout, in the parent's coordinates.
    ///   - measurement: The measurement this layout returned, normally for the same size as
    ///     `rect` or a larger one.
    func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement

    /// How willing the layout is to grow or shrink along each axis; a hint for parents.
    var flexibility: Flexibility { get }

    /// An identifier that lets the view made for this layout be reused by later calls to
    /// `makeViews`. It must be unique among the layouts of one hierarchy. Setting it does not by
    /// itself make the layout need a view.
    var viewReuseId: String? { get }

    /// Whether the layout needs a view of its own. Pure positioning layouts (most stacks and
    /// insets) do not: their sublayouts' views are offset by the layout's origin instead.
    var needsView: Bool { get }
}

extension Layout {
    /// No reuse identifier, the default for layouts that do not declare one.
    public var viewReuseId: String? { nil }

    /// No view, the default for layouts that do not declare one.
    public var needsView: Bool { false }

    /// Measures and arranges the layout at `origin` with an exact width and height where given.
    ///
    /// A `nil` width or height means "the measured size" along that axis; a given one is the
    /// exact size of the rectangle the layout then aligns itself in. This is LayoutKit's
    /// `arrangement(origin:width:height:)`.
    ///
    /// - Complexity: O(n) in the number of layouts in the tree.
    public func arrangement(
        origin: CGPoint = .zero,
        width: CGFloat? = nil,
        height: CGFloat? = nil
    ) -> LayoutArrangement {
        let unbounded = CGFloat.greatestFiniteMagnitude
        let maxSize = CGSize(width: width ?? unbounded, height: height ?? unbounded)
        let measurement = measurement(within: maxSize)
        let rect = CGRect(
            x: origin.x,
            y: origin.y,
            width: width ?? measurement.size.width,
            height: height ?? measurement.size.height
        )
        return arrangement(within: rect, measurement: measurement)
    }
}
