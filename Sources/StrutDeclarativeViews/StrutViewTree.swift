import Foundation
import StrutAutoLayout
import StrutDeclarative

/// Strut's `View` tree as the tree ``ViewMaker`` makes views in.
enum StrutViewTree: ViewTree {
    package static func frame(of node: View) -> CGRect { node.frame }
    package static func setFrame(_ frame: CGRect, of node: View) { node.frame = frame }
    package static func subviews(of node: View) -> [View] { node.subviews }
    package static func hasSubviews(_ node: View) -> Bool { !node.subviews.isEmpty }
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
    package static func makeView(for layout: any Layout) -> View { viewMaking(layout)?.makeView() ?? View() }
    package static func configure(_ node: View, for layout: any Layout) {
        viewMaking(layout)?.configure(baseTypeView: node)
    }

    /// Kept on the view (no side table): `View`'s `viewMakingReuseId` and `viewMakingRole`, read
    /// and written together (`viewMakingRecord`, one access each way).
    package static func viewMakingEntry(of node: View) -> ViewMakingEntry? {
        let record = node.viewMakingRecord
        guard let role = ViewMakingEntry.Role(rawValue: record.role) else { return nil }
        return ViewMakingEntry(reuseId: record.reuseId, role: role)
    }

    package static func setViewMakingEntry(_ entry: ViewMakingEntry?, of node: View) {
        node.viewMakingRecord = (entry?.reuseId, entry?.role.rawValue ?? 0)
    }

    /// `layout` as a ``ViewMakingLayout``, or `nil` when it is not one. The built-in layouts
    /// (final classes) are recognised by their class, one comparison of type identities each;
    /// other layouts go through the runtime's protocol-conformance look-up (a hashed, locked
    /// cache that `makeViews` would otherwise consult twice per view).
    static func viewMaking(_ layout: any Layout) -> (any ViewMakingLayout)? {
        switch ObjectIdentifier(type(of: layout)) {
        case ObjectIdentifier(LabelLayout.self): unsafeDowncast(layout, to: LabelLayout.self)
        case ObjectIdentifier(SizeLayout.self): unsafeDowncast(layout, to: SizeLayout.self)
        case ObjectIdentifier(StackLayout.self): unsafeDowncast(layout, to: StackLayout.self)
        case ObjectIdentifier(InsetLayout.self): unsafeDowncast(layout, to: InsetLayout.self)
        case ObjectIdentifier(OverlayLayout.self): unsafeDowncast(layout, to: OverlayLayout.self)
        case ObjectIdentifier(ButtonLayout.self): unsafeDowncast(layout, to: ButtonLayout.self)
        case ObjectIdentifier(TextViewLayout.self): unsafeDowncast(layout, to: TextViewLayout.self)
        default: layout as? any ViewMakingLayout
        }
    }
}
