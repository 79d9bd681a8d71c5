// TEMPORARY: stands in for names the view tree (branch `autolayout`) defines, so that the
// stack view's constraint plan compiles before that branch lands. Deleted when merging it.
typealias LayoutAttribute = VisualFormat.Attribute

enum LayoutConstraintAxis: Int, Sendable, Hashable, CaseIterable {
    case horizontal = 0
    case vertical = 1
}
