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
        let hug = LayoutConstraint(
            first: AnchorSide(item: view, attribute: attribute), relation: .lessThanOrEqual, second: nil, multiplier: 1,
            constant: value, priority: view.contentHuggingPriority(for: axis))
        let resist = LayoutConstraint(
            first: AnchorSide(item: view, attribute: attribute), relation: .greaterThanOrEqual, second: nil,
            multiplier: 1, constant: value, priority: view.contentCompressionResistancePriority(for: axis))
        for c in [hug, resist] {
            c.kind = .contentSize(axis)
            c.host = view
            c.ownerNode = view.layoutNode
        }
        return Pair(hugging: hug, compressionResistance: resist)
    }
}
