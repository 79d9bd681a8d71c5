import Foundation

/// The constraints an intrinsic content size becomes, per axis: `size <= intrinsic` at the
/// hugging priority and `size >= intrinsic` at the compression-resistance priority
/// (Auto Layout Guide, Listing 3-5). UIKit prints each pair as one `NSContentSizeLayoutConstraint`.
struct ContentSizeConstraints {
    struct Pair {
        let hugging: LayoutConstraint
        let compressionResistance: LayoutConstraint
    }

    var horizontal: Pair?
    var vertical: Pair?

    subscript(axis: LayoutConstraintAxis) -> Pair? {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }

    var all: [LayoutConstraint] {
        [horizontal, vertical].compactMap { $0 }.flatMap { [$0.hugging, $0.compressionResistance] }
    }

    static func make(for view: View, axis: LayoutConstraintAxis, value: CGFloat) -> Pair {
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        // One side for both: a side is immutable, and the pair always names the same dimension.
        let side = AnchorSide(item: view, attribute: attribute)
        let node = side.node
        let hug = LayoutConstraint(
            contentSizeOf: node, side: side, axis: axis, relation: .lessThanOrEqual, constant: value,
            priority: view.contentHuggingPriority(for: axis))
        let resist = LayoutConstraint(
            contentSizeOf: node, side: side, axis: axis, relation: .greaterThanOrEqual, constant: value,
            priority: view.contentCompressionResistancePriority(for: axis))
        return Pair(hugging: hug, compressionResistance: resist)
    }
}
