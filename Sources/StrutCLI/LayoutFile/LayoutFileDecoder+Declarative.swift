import StrutDeclarative
import Yams

extension LayoutFileDecoder {
    // MARK: Declarative nodes

    static let declarativeKinds = ["label", "size", "inset", "stack", "overlay"]
    static let declarativeKeys: [String: [String]] = [
        "label": ["id", "label", "font", "lines", "alignment", "flexibility"],
        "size": ["id", "size", "child"],
        "inset": ["id", "inset", "child"],
        "stack": ["id", "stack", "spacing", "distribution", "alignment", "children"],
        "overlay": ["id", "overlay", "overlays"],
    ]

    func declarativeNode(_ node: Node, depth: Int) throws(Diagnostic) -> DeclarativeNodeSpec {
        guard depth < Self.maximumDepth else {
            throw reader.error(.invalidDocument, "layout nodes nest more than \(Self.maximumDepth) levels deep", at: node)
        }
        let allKeys = Array(Set(Self.declarativeKeys.values.joined())).sorted()
        let pairs = try reader.mapping(node, "a layout node", keys: allKeys)
        let kinds = pairs.filter { Self.declarativeKinds.contains($0.key) }
        guard kinds.count == 1, let kindPair = kinds.first else {
            throw reader.error(
                .invalidDocument,
                kinds.isEmpty
                    ? "a layout node needs one of: \(Self.declarativeKinds.joined(separator: ", "))"
                    : "a layout node has one kind, found \(kinds.map { "'\($0.key)'" }.joined(separator: " and "))",
                at: kinds.count > 1 ? kinds[1].keyNode : node)
        }
        let kind = kindPair.key
        let allowed = Self.declarativeKeys[kind] ?? []
        for pair in pairs where !allowed.contains(pair.key) {
            throw reader.error(
                .invalidDocument, "'\(pair.key)' does not apply to a \(kind) node (it takes: \(allowed.joined(separator: ", ")))",
                at: pair.keyNode)
        }
        func value(_ key: String) -> Node? { pairs.first { $0.key == key }?.value }
        let id = try value("id").map { (n) throws(Diagnostic) in try reader.string(n, "a node's 'id'") }
        func child() throws(Diagnostic) -> DeclarativeNodeSpec? {
            try value("child").map { (n) throws(Diagnostic) in try declarativeNode(n, depth: depth + 1) }
        }
        switch kind {
        case "label":
            let font = try value("font").map { (n) throws(Diagnostic) in try self.font(n, "a label's font") } ?? FontSpec()
            // LayoutKit's LabelLayout wraps without limit unless told otherwise.
            let lines = try value("lines").map { (n) throws(Diagnostic) in try reader.integer(n, "'lines'", in: 0...10_000) } ?? 0
            let alignment = try value("alignment").map { (n) throws(Diagnostic) in
                try reader.named(n, "label alignment", names: Alignment.names, Alignment.init(name:))
            }
            let flexibility = try value("flexibility").map { (n) throws(Diagnostic) in
                try reader.named(n, "flexibility", names: Flexibility.names, Flexibility.init(name:))
            }
            return .label(
                text: try reader.string(kindPair.value, "a label's text"), font: font, lines: lines, alignment: alignment,
                flexibility: flexibility, id: id)
        case "size":
            let size = try self.size(kindPair.value, "a size node's size")
            return .size(width: size.width, height: size.height, child: try child(), id: id)
        case "inset":
            guard let inner = try child() else {
                throw reader.error(.invalidDocument, "an inset node needs a 'child'", at: node)
            }
            return .inset(try insets(kindPair.value, "an inset node's insets"), child: inner, id: id)
        case "stack":
            var stack = StackLayoutSpec()
            stack.axis = try reader.named(
                kindPair.value, "stack axis", names: StrutDeclarative.Axis.names, StrutDeclarative.Axis.init(name:))
            if let n = value("spacing") { stack.spacing = try reader.number(n, "a stack's spacing") }
            if let n = value("distribution") {
                stack.distribution = try reader.named(
                    n, "stack distribution", names: StackLayoutDistribution.names, StackLayoutDistribution.init(name:))
            }
            if let n = value("alignment") {
                stack.alignment = try reader.named(n, "stack alignment", names: Alignment.names, Alignment.init(name:))
            }
            let children =
                try value("children").map { (n) throws(Diagnostic) in
                    try reader.sequence(n, "a stack's children").map { (c) throws(Diagnostic) in try declarativeNode(c, depth: depth + 1) }
                } ?? []
            return .stack(stack, children: children, id: id)
        default:
            let base = try declarativeNode(kindPair.value, depth: depth + 1)
            let overlays =
                try value("overlays").map { (n) throws(Diagnostic) in
                    try reader.sequence(n, "an overlay's overlays").map { (c) throws(Diagnostic) in try declarativeNode(c, depth: depth + 1)
                    }
                } ?? []
            return .overlay(base: base, overlays: overlays, id: id)
        }
    }
}
