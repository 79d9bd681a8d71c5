import StrutAutoLayout
import StrutSolver
import StrutText
import Yams

extension LayoutFileDecoder {
    // MARK: Views

    static let viewKeys = [
        "id", "type", "text", "font", "lines", "textAlignment", "size", "background", "color", "hugging", "compression", "hidden",
        "margins", "frame", "axis", "spacing", "distribution", "alignment", "subviews", "contentSize", "contentOffset", "collection",
    ]

    func view(_ node: Node, depth: Int, seen: inout [String: SourceLocation?]) throws(Diagnostic) -> ViewSpec {
        guard depth < Self.maximumDepth else {
            throw reader.error(.invalidDocument, "views nest more than \(Self.maximumDepth) levels deep", at: node)
        }
        let pairs = try reader.mapping(node, "a view", keys: Self.viewKeys)
        guard let idPair = pairs.first(where: { $0.key == "id" }) else {
            throw reader.error(.invalidDocument, "a view needs an 'id' (the name equations use)", at: node)
        }
        let id = try reader.string(idPair.value, "a view's 'id'")
        try checkIdentifier(id, idPair.value, what: "view")
        if Self.reservedNames.contains(id) {
            throw reader.error(
                .invalidDocument, "'\(id)' is a reserved name (\(Self.reservedNames.joined(separator: ", "))): choose another id",
                at: idPair.value)
        }
        if let first = seen[id] {
            let whereFirst = first.map { " (first at line \($0.line))" } ?? ""
            throw reader.error(.invalidDocument, "two views have the id '\(id)'\(whereFirst)", at: idPair.value)
        }
        seen[id] = reader.location(of: idPair.value)

        var view = ViewSpec(id: id, location: reader.location(of: idPair.value))
        if let typePair = pairs.first(where: { $0.key == "type" }) {
            view.kind = try reader.choice(typePair.value, "view type", ViewKind.allCases.map { ($0.rawValue, $0) })
        }
        let stackKeys = ["axis", "spacing", "distribution", "alignment"]
        for pair in pairs {
            let what = "'\(pair.key)' of '\(id)'"
            func only(_ kinds: [ViewKind]) throws(Diagnostic) {
                guard kinds.contains(view.kind) else {
                    throw reader.error(
                        .invalidDocument,
                        "'\(pair.key)' does not apply to a \(view.kind.rawValue) (it applies to: \(kinds.map(\.rawValue).joined(separator: ", ")))",
                        at: pair.keyNode)
                }
            }
            switch pair.key {
            case "id", "type": break
            case "text":
                try only([.label])
                view.text = try reader.string(pair.value, what)
            case "font":
                try only([.label])
                view.font = try font(pair.value, what)
            case "lines":
                try only([.label])
                view.lines = try reader.integer(pair.value, what, in: 0...10_000)
            case "textAlignment":
                try only([.label])
                view.textAlignment = try reader.named(pair.value, "text alignment", names: TextAlignment.names, TextAlignment.init(name:))
            case "size":
                try only([.view, .image, .label])
                let size = try self.size(pair.value, what)
                view.intrinsicWidth = size.width
                view.intrinsicHeight = size.height
            case "background": view.background = try color(pair.value, what)
            case "color":
                try only([.label])
                view.textColor = try color(pair.value, what)
            case "hugging":
                try only([.view, .label, .image, .stack])
                view.hugging = try axisPriorities(pair.value, what)
            case "compression":
                try only([.view, .label, .image, .stack])
                view.compression = try axisPriorities(pair.value, what)
            case "hidden": view.hidden = try reader.bool(pair.value, what)
            case "margins":
                try only([.view, .label, .image, .stack, .scroll])
                view.margins = try insets(pair.value, what)
            case "contentSize", "contentOffset":
                try only([.scroll])
                let numbers = try reader.sequence(pair.value, what)
                guard numbers.count == 2 else {
                    throw reader.error(
                        .invalidDocument, "expected \(what) to be [\(pair.key == "contentSize" ? "width, height" : "x, y")]", at: pair.value
                    )
                }
                let values = try numbers.map { (n) throws(Diagnostic) in
                    pair.key == "contentSize" ? try reader.nonNegative(n, what) : try reader.number(n, what)
                }
                if pair.key == "contentSize" { view.contentSize = values } else { view.contentOffset = values }
            case "collection":
                try only([.collection])
                view.collection = try collection(pair.value, what)
            case "frame":
                try only([.view, .label, .image, .stack, .scroll, .collection])
                let numbers = try reader.sequence(pair.value, what)
                guard numbers.count == 4 else {
                    throw reader.error(.invalidDocument, "expected \(what) to be [x, y, width, height]", at: pair.value)
                }
                view.frame = try numbers.map { (n) throws(Diagnostic) in try reader.number(n, what) }
            case let key where stackKeys.contains(key):
                try only([.stack])
                var stack = view.stack ?? StackViewSpec()
                switch key {
                case "axis":
                    stack.axis = try reader.named(
                        pair.value, "stack axis", names: LayoutConstraintAxis.names, LayoutConstraintAxis.init(name:))
                case "spacing": stack.spacing = try reader.number(pair.value, what)
                case "distribution":
                    stack.distribution = try reader.named(
                        pair.value, "stack distribution", names: StackViewDistribution.names, StackViewDistribution.init(name:))
                default:
                    stack.alignment = try reader.named(
                        pair.value, "stack alignment", names: StackViewAlignment.names, StackViewAlignment.init(name:))
                }
                view.stack = stack
            default:  // subviews
                try only([.view, .stack, .image, .label, .scroll])
                view.subviews = try reader.sequence(pair.value, what).map { (n) throws(Diagnostic) in
                    try self.view(n, depth: depth + 1, seen: &seen)
                }
            }
        }
        if view.kind == .stack && view.stack == nil { view.stack = StackViewSpec() }
        if view.kind == .collection && view.collection == nil { view.collection = CollectionSpec() }
        if view.kind == .label && view.text == nil {
            throw reader.error(.invalidDocument, "the label '\(id)' needs a 'text'", at: node)
        }
        return view
    }

    func size(_ node: Node, _ what: String) throws(Diagnostic) -> (width: Double?, height: Double?) {
        if case .sequence = node {
            let numbers = try reader.sequence(node, what)
            guard numbers.count == 2 else {
                throw reader.error(.invalidDocument, "expected \(what) to be [width, height]", at: node)
            }
            return (try reader.nonNegative(numbers[0], what + " (width)"), try reader.nonNegative(numbers[1], what + " (height)"))
        }
        var result: (width: Double?, height: Double?) = (nil, nil)
        for pair in try reader.mapping(node, what, keys: ["width", "height"]) {
            let value = try reader.nonNegative(pair.value, "\(what)'s \(pair.key)")
            if pair.key == "width" { result.width = value } else { result.height = value }
        }
        return result
    }

    func font(_ node: Node, _ what: String) throws(Diagnostic) -> FontSpec {
        var font = FontSpec()
        if case .scalar = node {
            font.size = try reader.nonNegative(node, what)
            return font
        }
        for pair in try reader.mapping(node, what, keys: ["size", "weight", "family"]) {
            switch pair.key {
            case "size": font.size = try reader.nonNegative(pair.value, "\(what)'s size")
            case "weight": font.weight = try reader.named(pair.value, "font weight", names: Font.Weight.names, Font.Weight.init(name:))
            default: font.family = try reader.string(pair.value, "\(what)'s family")
            }
        }
        return font
    }

    func color(_ node: Node, _ what: String) throws(Diagnostic) -> String {
        let text = try reader.string(node, what)
        let hex = text.hasPrefix("#") ? text.dropFirst() : Substring("")
        let isHex = [3, 6, 8].contains(hex.count) && hex.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit }
        let named = CSSColors.names.contains(text.lowercased())
        guard isHex || named else {
            throw reader.error(
                .invalidDocument, "expected \(what) to be a colour such as '#3a7bd5' or 'red', found '\(text)'", at: node)
        }
        return text
    }

    func priority(_ node: Node, _ what: String) throws(Diagnostic) -> Priority {
        if case let .scalar(s) = node, let named = EquationParser.namedPriorities.first(where: { $0.name == s.string }) {
            return named.value
        }
        let value = try reader.number(node, what)
        guard value >= 1, value <= 1000 else {
            throw reader.error(
                .invalidConstraint, "\(what) is \(EquationToken.format(value)): priorities are 1...1000", at: node)
        }
        return Priority(Float(value))
    }

    func axisPriorities(_ node: Node, _ what: String) throws(Diagnostic) -> AxisPrioritiesSpec {
        if case .scalar = node {
            let both = try priority(node, what)
            return AxisPrioritiesSpec(horizontal: both, vertical: both)
        }
        var result = AxisPrioritiesSpec()
        for pair in try reader.mapping(node, what, keys: ["horizontal", "vertical"]) {
            let value = try priority(pair.value, "\(what) (\(pair.key))")
            if pair.key == "horizontal" { result.horizontal = value } else { result.vertical = value }
        }
        return result
    }
}
