import Foundation

/// The operations making views needs from a view tree.
///
/// The algorithm of `makeViews` (``ViewMaker``) is written once against this protocol, so that
/// it is independent of any one view class; Strut's `View` conforms through a small adapter.
package protocol ViewTree {
    /// A view.
    associatedtype Node: AnyObject

    static func frame(of node: Node) -> CGRect
    static func setFrame(_ frame: CGRect, of node: Node)
    static func subviews(of node: Node) -> [Node]
    /// Whether `node` has subviews. (A requirement, not only `subviews(of:)`: `makeViews` asks
    /// it of every view it adds, and its generic code, unspecialized across the module
    /// boundary, looked up the array type's metadata and witness tables for each `isEmpty`.)
    static func hasSubviews(_ node: Node) -> Bool
    static func superview(of node: Node) -> Node?
    /// Adds `child` as the last subview of `parent`, removing it from any other superview first;
    /// when `child` is already a subview of `parent` it moves to the end.
    static func addSubview(_ child: Node, to parent: Node)
    static func removeFromSuperview(_ node: Node)
    /// `rect` in `source`'s coordinates converted to `destination`'s, or `nil` when the two views
    /// are not in one tree.
    static func convert(_ rect: CGRect, from source: Node, to destination: Node) -> CGRect?
    /// A plain view used as a generated root.
    static func makeContainer(frame: CGRect) -> Node
    /// Whether the view lays out right to left.
    static func isRightToLeft(_ node: Node) -> Bool
    /// Makes a new view for `layout`.
    static func makeView(for layout: any Layout) -> Node
    /// Configures a new or recycled view for `layout`.
    static func configure(_ node: Node, for layout: any Layout)
    /// What `makeViews` recorded about `node`, or `nil` for a view it did not make (or purged).
    static func viewMakingEntry(of node: Node) -> ViewMakingEntry?
    /// Records what `makeViews` knows about `node`; `nil` forgets it.
    static func setViewMakingEntry(_ entry: ViewMakingEntry?, of node: Node)
}

extension ViewTree {
    /// Default: whether ``subviews(of:)`` is non-empty.
    package static func hasSubviews(_ node: Node) -> Bool { !subviews(of: node).isEmpty }

    /// Default: the process-wide side table, for view classes that cannot store the entry.
    package static func viewMakingEntry(of node: Node) -> ViewMakingEntry? {
        ViewRegistry.shared.entry(for: node)
    }

    /// Default: the process-wide side table.
    package static func setViewMakingEntry(_ entry: ViewMakingEntry?, of node: Node) {
        if let entry {
            ViewRegistry.shared.register(node, entry: entry)
        } else {
            ViewRegistry.shared.forget(node)
        }
    }
}

/// What `makeViews` remembers about a view it made: its reuse identifier and role.
package struct ViewMakingEntry: Sendable, Equatable {
    /// How a view relates to `makeViews`.
    package enum Role: UInt8, Sendable {
        /// Made by `makeViews`: recycled or purged by later calls.
        case managed = 1
        /// A top-level view of one `makeViews` call: later calls on an enclosing host treat its
        /// subtree as another layout's (embedded layouts) and leave it alone.
        case root = 2
    }

    package var reuseId: String?
    package var role: Role

    package init(reuseId: String?, role: Role) {
        self.reuseId = reuseId
        self.role = role
    }
}
