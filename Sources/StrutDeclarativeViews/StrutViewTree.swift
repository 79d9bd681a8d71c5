import Foundation
import StrutAutoLayout
import StrutDeclarative

/// Strut's `View` tree as the tree ``ViewMaker`` makes views in.
enum StrutViewTree: ViewTree {
    package static func frame(of node: View) -> CGRect { node.frame }
    package static func setFrame(_ frame: CGRect, of node: View) { node.frame = frame }
    package static func subviews(of node: View) -> [View] { node.subviews }
    package static func superview(of node: View) -> View? { node.superview }
    package static func addSubview(_ child: View, to parent: View) { parent.addSubview(child) }
    package static func removeFromSuperview(_ node: View) { node.removeFromSuperview() }

    package static func convert(_ rect: CGRect, from source: View, to destination: View) -> CGRect? {
        guard root(of: source) === root(of: destination) else { return nil }
        return source.convert(rect, to: destination)
    }

    private static func root(of view: View) -> View {
        var current = view
        while let parent = current.superview { current = parent }
        return current
    }

    package static func makeContainer(frame: CGRect) -> View { View(frame: frame) }
    package static func isRightToLeft(_ node: View) -> Bool { node.effectiveUserInterfaceLayoutDirection == .rightToLeft }
    package static func makeView(for layout: any Layout) -> View { (layout as? any ViewMakingLayout)?.makeView() ?? View() }
    package static func configure(_ node: View, for layout: any Layout) {
        (layout as? any ViewMakingLayout)?.configure(baseTypeView: node)
    }
}
