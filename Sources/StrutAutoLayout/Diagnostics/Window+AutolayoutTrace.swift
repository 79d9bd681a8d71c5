import Foundation

extension View {
    /// The tree as UIKit's `_autolayoutTrace` prints it: one line per view (`•` the engine host,
    /// `*` laid out by Auto Layout, `+` frame-placed but in the engine because it translates its
    /// autoresizing mask), indented by `|   ` per level, layout guides among their owner's
    /// children, `- AMBIGUOUS LAYOUT for View:0x….minX{id: N}` after an ambiguous item, then the
    /// legend.
    public func autolayoutTrace() -> String {
        let root = rootView
        let engine = root.engine(creating: true)
        engine?.flushForLayout()
        let ambiguous = engine?.allAmbiguousVariables() ?? []
        var ambiguousByNode: [ObjectIdentifier: [String]] = [:]
        var ids: [ObjectIdentifier: Int] = [:]
        for a in ambiguous {
            guard let node = engine?.node(of: a.variable) else { continue }
            let name: String
            switch a.variable {
            case node.minX: name = "minX"
            case node.minY: name = "minY"
            case node.width: name = "Width"
            default: name = "Height"
            }
            let id = ids[ObjectIdentifier(a.variable)] ?? (ids.count + 1)
            ids[ObjectIdentifier(a.variable)] = id
            ambiguousByNode[ObjectIdentifier(node), default: []].append("\(name){id: \(id)}")
        }
        var lines: [String] = []
        func suffix(_ item: any LayoutItem) -> String {
            guard let vars = ambiguousByNode[ObjectIdentifier(item.layoutNode)] else { return "" }
            let itemName = ConstraintFormatter.itemName(item)
            return "- AMBIGUOUS LAYOUT for " + vars.map { "\(itemName).\($0)" }.joined(separator: ", ")
        }
        var stack: [(View, Int)] = [(self, 0)]
        while let (v, depth) = stack.popLast() {
            let indent = String(repeating: "|   ", count: depth)
            let marker: String
            if v === root, engine != nil {
                marker = "•"
            } else if let engine, engine.isParticipating(v.layoutNode) {
                marker = v.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
            } else {
                marker = ""
            }
            lines.append(indent + marker + ConstraintFormatter.itemName(v) + suffix(v))
            let childIndent = String(repeating: "|   ", count: depth + 1)
            for g in v.layoutGuides {
                let participating = engine?.isParticipating(g.layoutNode) ?? false
                lines.append(childIndent + (participating ? "*" : "") + g.description + suffix(g))
            }
            for s in v.subviews.reversed() { stack.append((s, depth + 1)) }
        }
        lines.append("")
        lines.append("Legend:")
        lines.append("\t* - is laid out with auto layout")
        lines.append(
            "\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES")
        lines.append("\t• - layout engine host")
        return lines.joined(separator: "\n")
    }
}
