import DeclarativeTestSupport
import Foundation
import StrutDeclarative

/// LayoutKit's `TestStack` restated: three fixed-size, flexible, filling sublayouts
/// (7×14, 18×18.5, 33.5×23) in a stack that has a view of its own.
struct TestStack {
    let axis: Axis
    let spacing: CGFloat
    let stack: StackLayout
    let one = SizeLayout(width: 7, height: 14, alignment: .fill, flexibility: .flexible, view: ViewRecipe(TestView.init))
    let two = SizeLayout(width: 18, height: 18.5, alignment: .fill, flexibility: .flexible, view: ViewRecipe(TestView.init))
    let three = SizeLayout(width: 33.5, height: 23, alignment: .fill, flexibility: .flexible, view: ViewRecipe(TestView.init))

    init(axis: Axis, distribution: StackLayoutDistribution, spacing: CGFloat = 0, alignment: Alignment = .fill) {
        self.axis = axis
        self.spacing = spacing
        stack = StackLayout(
            axis: axis, spacing: spacing, distribution: distribution, alignment: alignment,
            sublayouts: [one, two, three], view: ViewRecipe(TestView.init))
    }

    /// The size the three sublayouts need with their spacing: the sum along the axis, the
    /// largest across it.
    var intrinsicSize: CGSize {
        switch axis {
        case .vertical: CGSize(width: 33.5, height: 2 * spacing + 14 + 18.5 + 23)
        case .horizontal: CGSize(width: 2 * spacing + 7 + 18 + 33.5, height: 23)
        }
    }

    /// Frames after arranging with the intrinsic size plus the given excess (LayoutKit's helper).
    func arranged(excessWidth: CGFloat? = nil, excessHeight: CGFloat? = nil) -> Frames {
        frames(
            of: stack.arrangement(
                width: excessWidth.map { intrinsicSize.width + $0 },
                height: excessHeight.map { intrinsicSize.height + $0 }))
    }

    func frames(of arrangement: LayoutArrangement) -> Frames {
        Frames(
            stack: arrangement.frame,
            one: arrangement.sublayout(one)?.frame,
            two: arrangement.sublayout(two)?.frame,
            three: arrangement.sublayout(three)?.frame)
    }

    struct Frames: Equatable, Sendable {
        var stack: CGRect
        var one: CGRect?
        var two: CGRect?
        var three: CGRect?
    }
}
