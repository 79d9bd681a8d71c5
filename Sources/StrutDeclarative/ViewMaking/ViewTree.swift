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
}
