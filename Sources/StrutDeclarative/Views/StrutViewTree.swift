import Foundation
import StrutAutoLayout

/// Strut's `View` tree as the tree ``ViewMaker`` makes views in.
enum StrutViewTree: ViewTree {
    static func frame(of node: View) -> CGRect { node.frame }
    static func setFrame(_ frame: CGRect, of node: View) { node.frame = frame }
    static func subviews(of node: View) -> [View] { node.subviews }
    static func superview(of node: View) -> View? { node.superview }
    static func addSubview(_ child: View, to parent: View) { parent.addSubview(child) }
    static func removeFromSuperview(_ node: View) { node.removeFromSuperview() }

    static func convert(_ rect: CGRect, from source: View, to destination: View) -> CGRect? {
        guard root(of: source) === root(of: destination) else { return nil }
        return source.convert(rect, to: destination)
    }

    private static func root(of view: View) -> View {
        var current = view
        while let parent = current.superview { current = parent }
        return current
    }

    static func makeContainer(frame: CGRect) -> View { View(frame: frame) }
    static func isRightToLeft(_ node: View) -> Bool { node.effectiveUserInterfaceLayoutDirection == .rightToLeft }
    static func makeView(for layout: any Layout) -> View { layout.makeView() }
    static func configure(_ node: View, for layout: any Layout) { layout.configure(baseTypeView: node) }
}
