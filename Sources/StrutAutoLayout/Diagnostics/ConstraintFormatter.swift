import Foundation

/// UIKit's description formats for items, anchors and constraints (reference §3.3).
enum ConstraintFormatter {
    /// The class name printed in logs: unqualified for Strut's own types, module-qualified for
    /// others (`View`, `MyApp.AvatarView`).
    static func className(of object: AnyObject) -> String {
        let full = String(reflecting: type(of: object))
        if full.hasPrefix("StrutAutoLayout.") { return String(full.dropFirst("StrutAutoLayout.".count)) }
        return full
    }

    /// `View:0x7f…`, `Label:0x7f…'Hello'`, `LayoutGuide:0x…'UIViewLayoutMarginsGuide'`, or a view's
    /// identifier when it has one.
    static func itemName(_ item: any LayoutItem) -> String {
        if let view = item as? View {
            if let identifier = view.identifier { return identifier }
            var s = view.classAndAddressName
            if let text = view.debugText {
                let limit = 25
                s += "'" + (text.count > limit ? String(text.prefix(limit)) + "..." : text) + "'"
            }
            return s
        }
        if let guide = item as? LayoutGuide {
            let s = "\(className(of: guide)):\(formatAddress(guide))"
            return guide.identifier.isEmpty ? s : s + "'\(guide.identifier)'"
        }
        return "\(className(of: item)):\(formatAddress(item))"
    }

    /// `<View: 0x…; frame = (0 0; 0 0)>`, the item's own description.
    static func itemDescription(_ item: any LayoutItem) -> String {
        if let view = item as? View { return view.description }
        if let guide = item as? LayoutGuide { return guide.description }
        return itemName(item)
    }

    /// `<NSLayoutXAxisAnchor:0x… "View:0x….centerX">`.
    static func anchorDescription(_ side: AnchorSide) -> String {
        let cls: String
        switch side.family {
        case .horizontal: cls = "NSLayoutXAxisAnchor"
        case .vertical: cls = "NSLayoutYAxisAnchor"
        default: cls = "NSLayoutDimension"
        }
        let address = side.item.map { formatAddress($0) } ?? "0x0"
        return "<\(cls):\(address) \"\(sideName(side))\">"
    }

    static func sideName(_ side: AnchorSide) -> String {
        let main = (side.item.map { itemName($0) } ?? "nil") + "." + side.attribute.description
        guard side.isComposite else { return main }
        return main + " - " + (side.originItem.map { itemName($0) } ?? "nil") + "." + side.originAttribute.description
    }

    /// The class UIKit would print for the constraint.
    static func constraintClass(_ c: LayoutConstraint) -> String {
        switch c.kind {
        case .autoresizing: "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: "NSContentSizeLayoutConstraint"
        default: "NSLayoutConstraint"
        }
    }

    /// `<NSLayoutConstraint:0x… 'identifier' BODY   (active, names: … )>`.
    static func describe(_ c: LayoutConstraint) -> String {
        var names: [(String, String)] = []
        let body = self.body(of: c, names: &names)
        var s = "<\(constraintClass(c)):\(formatAddress(c)) "
        if let identifier = c.identifier { s += "'\(identifier)' " }
        if case .autoresizing = c.kind, let view = c.first.item as? View {
            s += AutoresizingTranslation.notation(view.autoresizingMaskStorage) + " "
        }
        s += body
        let active = c.isActive || c.engine != nil
        s += "   (" + (active ? "active" : "inactive")
        if !names.isEmpty {
            s += ", names: " + names.map { "\($0.0):\($0.1)" }.joined(separator: ", ") + " "
        }
        return s + ")>"
    }

    private static func attributeName(_ c: LayoutConstraint, _ a: LayoutAttribute, isFirst: Bool) -> String {
        if case .autoresizing = c.kind, isFirst {
            switch a {
            case .centerX: return "midX"
            case .centerY: return "midY"
            default: break
            }
        }
        return a.description
    }

    private static func name(_ item: (any LayoutItem)?, _ names: inout [(String, String)]) -> String {
        guard let item else { return "nil" }
        if let view = item as? View, let identifier = view.identifier {
            if !names.contains(where: { $0.0 == identifier }) { names.append((identifier, formatAddress(view))) }
            return identifier
        }
        return itemName(item)
    }

    private static func body(of c: LayoutConstraint, names: inout [(String, String)]) -> String {
        if c.prefersVisualFormatDescription || c.systemSpacingMultiplier != nil,
            let vfl = visualFormatBody(of: c, names: &names)
        {
            return vfl
        }
        var relation = c.relation.description
        if case .contentSize = c.kind { relation = "==" }  // one object per axis in UIKit's log
        var s = sideText(c, c.first, &names, isFirst: true) + " " + relation
        if let second = c.second {
            s += " "
            if c.multiplier != 1 { s += formatNumber(c.multiplier) + "*" }
            s += sideText(c, second, &names, isFirst: false)
            if c.constant > 0 { s += " + " + formatNumber(c.constant) }
            if c.constant < 0 { s += " - " + formatNumber(-c.constant) }
        } else {
            s += " " + formatNumber(c.constant)
        }
        if case let .contentSize(axis) = c.kind, let view = c.first.item as? View {
            s +=
                " Hug:\(view.contentHuggingPriority(for: axis)) CompressionResistance:\(view.contentCompressionResistancePriority(for: axis))"
        } else if !c.priorityStorage.isRequired {
            s += " @\(c.priorityStorage)"
        }
        return s
    }

    private static func sideText(_ c: LayoutConstraint, _ side: AnchorSide, _ names: inout [(String, String)], isFirst: Bool)
        -> String
    {
        let main = name(side.item, &names) + "." + attributeName(c, side.attribute, isFirst: isFirst)
        guard side.isComposite else { return main }
        return "(" + main + " - " + name(side.originItem, &names) + "."
            + attributeName(c, side.originAttribute, isFirst: isFirst) + ")"
    }

    /// `H:[A(>=400)]`, `H:[A]-(8)-[B]`, `H:|-(20)-[A](LTR)`, `V:[A]-(0)-|` when the constraint has
    /// one of those shapes.
    private static func visualFormatBody(of c: LayoutConstraint, names: inout [(String, String)]) -> String? {
        let f = c.first
        guard !f.isComposite, c.second.map({ !$0.isComposite }) ?? true else { return nil }
        let priority = c.priorityStorage.isRequired ? "" : "@\(c.priorityStorage)"
        let relation = c.relation == .equal ? "" : c.relation.description
        // A size.
        if c.second == nil, f.attribute == .width || f.attribute == .height {
            let axis = f.attribute == .width ? "H" : "V"
            return "\(axis):[\(name(f.item, &names))(\(relation)\(formatNumber(c.constant))\(priority))]"
        }
        guard let s = c.second, c.multiplier == 1 else { return nil }
        let spacing: String
        if let m = c.systemSpacingMultiplier {
            spacing = "NSLayoutAnchorConstraintSpace(\(formatNumber(m * systemSpacingPoints)))"
        } else if c.isStandardSpacing {
            spacing = "NSSpace(\(formatNumber(c.constant)))"
        } else {
            spacing = formatNumber(c.constant)
        }
        let gap = "-(\(relation)\(spacing)\(priority))-"
        func pair(_ a: LayoutAttribute, _ b: LayoutAttribute) -> (axis: String, suffix: String)? {
            switch (a, b) {
            case (.leading, .trailing), (.leading, .leading), (.trailing, .trailing): ("H", "(LTR)")
            case (.left, .right), (.left, .left), (.right, .right): ("H", "")
            case (.top, .bottom), (.top, .top), (.bottom, .bottom): ("V", "")
            default: nil
            }
        }
        guard let found = pair(f.attribute, s.attribute) else { return nil }
        let axis = found.axis
        var suffix = found.suffix
        if suffix == "(LTR)", f.item?.layoutNode.anchorView?.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            suffix = "(RTL)"
        }
        let leadingLike: Set<LayoutAttribute> = [.leading, .left, .top]
        let trailingLike: Set<LayoutAttribute> = [.trailing, .right, .bottom]
        let secondIsContainer = (s.item as? View) != nil && f.item?.layoutNode.container === (s.item as? View)
        let firstIsContainer = (f.item as? View) != nil && s.item?.layoutNode.container === (f.item as? View)
        if leadingLike.contains(f.attribute), trailingLike.contains(s.attribute), !secondIsContainer, !firstIsContainer {
            // [second]-gap-[first]
            return "\(axis):[\(name(s.item, &names))]\(gap)[\(name(f.item, &names))]\(suffix)"
        }
        if leadingLike.contains(f.attribute), f.attribute == s.attribute, secondIsContainer {
            // |-gap-[first]
            let bar = name(s.item, &names)
            if !names.contains(where: { $0.0 == "'|'" }) { names.insert(("'|'", bar), at: 0) }
            return "\(axis):|\(gap)[\(name(f.item, &names))]\(suffix)"
        }
        if trailingLike.contains(f.attribute), f.attribute == s.attribute, firstIsContainer {
            // [second]-gap-|
            let bar = name(f.item, &names)
            if !names.contains(where: { $0.0 == "'|'" }) { names.insert(("'|'", bar), at: 0) }
            return "\(axis):[\(name(s.item, &names))]\(gap)|\(suffix)"
        }
        return nil
    }
}
