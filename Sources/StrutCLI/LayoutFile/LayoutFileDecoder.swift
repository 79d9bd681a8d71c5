import StrutSolver
import Yams

/// Decodes a layout file's text (YAML, or JSON) into a ``LayoutFile``, checking every key, type
/// and name. Every problem is a ``Diagnostic`` with the file, line and column; nothing traps.
struct LayoutFileDecoder {
    /// Subviews and declarative nodes nest at most this deep.
    static let maximumDepth = 100
    static let reservedNames = ["superview", "root", "window", "safeArea"]

    let reader: DocumentReader

    init(file: String, source: String) {
        reader = DocumentReader(file: file, source: source)
    }

    /// Decodes the whole file.
    static func decode(file: String, source: String) throws(Diagnostic) -> LayoutFile {
        try LayoutFileDecoder(file: file, source: source).decode()
    }

    func decode() throws(Diagnostic) -> LayoutFile {
        let root = try reader.root()
        let pairs = try reader.mapping(
            root, "the file", keys: ["title", "window", "views", "constraints", "variables", "layout"])
        func value(_ key: String) -> Node? { pairs.first { $0.key == key }?.value }
        func keyNode(_ key: String) -> Node? { pairs.first { $0.key == key }?.keyNode }
        let title = try value("title").map { (n) throws(Diagnostic) in try reader.string(n, "'title'") }

        let content: LayoutFile.Content
        if let variables = value("variables") {
            for other in ["window", "views", "layout"] {
                if let node = keyNode(other) {
                    throw reader.error(
                        .invalidDocument,
                        "'\(other)' cannot appear in a constraint system (a file with 'variables'); a view layout has 'window', 'views' and 'constraints'",
                        at: node)
                }
            }
            content = .system(try system(variables: variables, constraints: value("constraints")))
        } else if let layout = value("layout") {
            for other in ["views", "constraints"] {
                if let node = keyNode(other) {
                    throw reader.error(
                        .invalidDocument, "'\(other)' cannot appear in a declarative layout (a file with 'layout')", at: node)
                }
            }
            let window = try value("window").map { (n) throws(Diagnostic) in try self.window(n) } ?? WindowSpec()
            content = .declarative(DeclarativeLayoutSpec(window: window, root: try declarativeNode(layout, depth: 0)))
        } else if let views = value("views") {
            let window = try value("window").map { (n) throws(Diagnostic) in try self.window(n) } ?? WindowSpec()
            var seen: [String: SourceLocation?] = [:]
            let list = try reader.sequence(views, "'views'").map { (n) throws(Diagnostic) in
                try view(n, depth: 0, seen: &seen)
            }
            let constraints = try value("constraints").map { (n) throws(Diagnostic) in try self.constraints(n) } ?? []
            content = .views(ViewLayoutSpec(window: window, views: list, constraints: constraints))
        } else {
            throw Diagnostic(
                .invalidDocument,
                "the file has nothing to lay out: expected 'views' (a view layout), 'layout' (a declarative layout) or 'variables' (a constraint system)",
                file: reader.file, at: reader.location(of: root))
        }
        return LayoutFile(path: reader.file, source: reader.source, title: title, content: content)
    }

    // MARK: Constraint systems

    private func system(variables: Node, constraints: Node?) throws(Diagnostic) -> ConstraintSystemSpec {
        var names: [Located<String>] = []
        for node in try reader.sequence(variables, "'variables'") {
            let name = try reader.string(node, "a variable's name")
            try checkIdentifier(name, node, what: "variable")
            if names.contains(where: { $0.value == name }) {
                throw reader.error(.invalidDocument, "the variable '\(name)' is declared twice", at: node)
            }
            names.append(Located(value: name, location: reader.location(of: node)))
        }
        guard let constraints else {
            return ConstraintSystemSpec(variables: names, constraints: [])
        }
        return ConstraintSystemSpec(variables: names, constraints: try self.constraints(constraints))
    }

    private func checkIdentifier(_ name: String, _ node: Node, what: String) throws(Diagnostic) {
        let scalars = Array(name.unicodeScalars)
        let valid =
            !scalars.isEmpty && (scalars[0] == "_" || scalars[0].properties.isAlphabetic)
            && scalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        guard valid else {
            throw reader.error(
                .invalidDocument,
                "'\(name)' is not a valid \(what) name: use letters, digits and '_', starting with a letter", at: node)
        }
    }

    // MARK: Constraints

    func constraints(_ node: Node) throws(Diagnostic) -> [ConstraintSpec] {
        try reader.sequence(node, "'constraints'").map { (n) throws(Diagnostic) in try constraint(n) }
    }

    private func constraint(_ node: Node) throws(Diagnostic) -> ConstraintSpec {
        var identifier: String?
        var textNode = node
        var isFormat: Bool?
        if case .mapping = node {
            let pairs = try reader.mapping(node, "a constraint", keys: ["id", "equation", "format"])
            var body: Node?
            for pair in pairs {
                switch pair.key {
                case "id": identifier = try reader.string(pair.value, "a constraint's 'id'")
                default:
                    if body != nil {
                        throw reader.error(
                            .invalidDocument, "a constraint has either 'equation' or 'format', not both", at: pair.keyNode)
                    }
                    body = pair.value
                    isFormat = pair.key == "format"
                }
            }
            guard let body else {
                throw reader.error(
                    .invalidDocument, "a constraint mapping needs 'equation' (a == b + 8) or 'format' (H:|-[a]-|)", at: node)
            }
            textNode = body
        }
        let text = try reader.string(textNode, "a constraint")
        let anchor = reader.anchor(for: textNode)
        let trimmed = text.trimmingSpaces
        // A format line starts with an orientation (`H:`, or `V|` missing its colon) or with
        // `|` or `[`; an equation never does.
        let scalars = Array(trimmed.unicodeScalars.prefix(2))
        let looksLikeFormat =
            (scalars.first == "|" || scalars.first == "[")
            || (scalars.count == 2 && (scalars[0] == "H" || scalars[0] == "V") && [":", "|", "["].contains(scalars[1]))
        if isFormat ?? looksLikeFormat {
            return ConstraintSpec(form: .format(text), identifier: identifier, anchor: anchor)
        }
        do {
            let equation = try EquationParser.parse(text)
            return ConstraintSpec(form: .equation(equation), identifier: identifier, anchor: anchor)
        } catch {
            throw anchor.diagnostic(error.kind, error.message, offset: error.offset, length: error.length, notes: error.notes)
        }
    }

    // MARK: Window

    func window(_ node: Node) throws(Diagnostic) -> WindowSpec {
        var window = WindowSpec()
        for pair in try reader.mapping(node, "'window'", keys: ["width", "height", "direction", "safeArea"]) {
            switch pair.key {
            case "width": window.width = try reader.nonNegative(pair.value, "the window's width")
            case "height":
                if case let .scalar(s) = pair.value, s.string == "fit" {
                    window.fitsHeight = true
                } else {
                    window.height = try reader.nonNegative(pair.value, "the window's height (or 'fit')")
                }
            case "direction":
                window.direction = try reader.choice(
                    pair.value, "direction", LayoutDirectionSpec.allCases.map { ($0.rawValue, $0) })
            default: window.safeArea = try insets(pair.value, "the safe area")
            }
        }
        return window
    }

    func insets(_ node: Node, _ what: String) throws(Diagnostic) -> InsetsSpec {
        if case .scalar = node {
            let all = try reader.number(node, what)
            return InsetsSpec(top: all, leading: all, bottom: all, trailing: all)
        }
        var insets = InsetsSpec()
        for pair in try reader.mapping(node, what, keys: ["top", "leading", "bottom", "trailing"]) {
            let value = try reader.number(pair.value, "\(what)'s \(pair.key)")
            switch pair.key {
            case "top": insets.top = value
            case "leading": insets.leading = value
            case "bottom": insets.bottom = value
            default: insets.trailing = value
            }
        }
        return insets
    }

    // MARK: Views

    static let viewKeys = [
        "id", "type", "text", "font", "lines", "size", "background", "color", "hugging", "compression", "hidden",
        "margins", "frame", "axis", "spacing", "distribution", "alignment", "subviews",
    ]

    private func view(_ node: Node, depth: Int, seen: inout [String: SourceLocation?]) throws(Diagnostic) -> ViewSpec {
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
                try only([.view, .label, .image, .stack])
                view.margins = try insets(pair.value, what)
            case "frame":
                try only([.view, .label, .image, .stack])
                let numbers = try reader.sequence(pair.value, what)
                guard numbers.count == 4 else {
                    throw reader.error(.invalidDocument, "expected \(what) to be [x, y, width, height]", at: pair.value)
                }
                view.frame = try numbers.map { (n) throws(Diagnostic) in try reader.number(n, what) }
            case let key where stackKeys.contains(key):
                try only([.stack])
                var stack = view.stack ?? StackSpec()
                switch key {
                case "axis":
                    stack.axis = try reader.choice(pair.value, "stack axis", [("horizontal", "horizontal"), ("vertical", "vertical")])
                case "spacing": stack.spacing = try reader.number(pair.value, what)
                case "distribution":
                    stack.distribution = try reader.choice(
                        pair.value, "stack distribution",
                        ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"].map { ($0, $0) })
                default:
                    stack.alignment = try reader.choice(
                        pair.value, "stack alignment",
                        ["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"].map { ($0, $0) })
                }
                view.stack = stack
            default:  // subviews
                try only([.view, .stack, .image, .label])
                view.subviews = try reader.sequence(pair.value, what).map { (n) throws(Diagnostic) in
                    try self.view(n, depth: depth + 1, seen: &seen)
                }
            }
        }
        if view.kind == .stack && view.stack == nil { view.stack = StackSpec() }
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

    static let fontWeights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    func font(_ node: Node, _ what: String) throws(Diagnostic) -> FontSpec {
        var font = FontSpec()
        if case .scalar = node {
            font.size = try reader.nonNegative(node, what)
            return font
        }
        for pair in try reader.mapping(node, what, keys: ["size", "weight", "family"]) {
            switch pair.key {
            case "size": font.size = try reader.nonNegative(pair.value, "\(what)'s size")
            case "weight": font.weight = try reader.choice(pair.value, "font weight", Self.fontWeights.map { ($0, $0) })
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

    // MARK: Declarative nodes

    static let declarativeKinds = ["label", "size", "inset", "stack", "overlay"]
    static let declarativeKeys: [String: [String]] = [
        "label": ["id", "label", "font", "lines"],
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
            let lines = try value("lines").map { (n) throws(Diagnostic) in try reader.integer(n, "'lines'", in: 0...10_000) } ?? 1
            return .label(text: try reader.string(kindPair.value, "a label's text"), font: font, lines: lines, id: id)
        case "size":
            let size = try self.size(kindPair.value, "a size node's size")
            return .size(width: size.width, height: size.height, child: try child(), id: id)
        case "inset":
            guard let inner = try child() else {
                throw reader.error(.invalidDocument, "an inset node needs a 'child'", at: node)
            }
            return .inset(try insets(kindPair.value, "an inset node's insets"), child: inner, id: id)
        case "stack":
            var stack = StackSpec()
            stack.axis = try reader.choice(kindPair.value, "stack axis", [("horizontal", "horizontal"), ("vertical", "vertical")])
            if let n = value("spacing") { stack.spacing = try reader.number(n, "a stack's spacing") }
            if let n = value("distribution") {
                stack.distribution = try reader.choice(
                    n, "stack distribution", ["leading", "trailing", "center", "fillEqualSpacing", "fillEqualSize", "fillFlexing"].map { ($0, $0) })
            }
            if let n = value("alignment") { stack.alignment = try reader.string(n, "a stack's alignment") }
            let children = try value("children").map { (n) throws(Diagnostic) in
                try reader.sequence(n, "a stack's children").map { (c) throws(Diagnostic) in try declarativeNode(c, depth: depth + 1) }
            } ?? []
            return .stack(stack, children: children, id: id)
        default:
            let base = try declarativeNode(kindPair.value, depth: depth + 1)
            let overlays = try value("overlays").map { (n) throws(Diagnostic) in
                try reader.sequence(n, "an overlay's overlays").map { (c) throws(Diagnostic) in try declarativeNode(c, depth: depth + 1) }
            } ?? []
            return .overlay(base: base, overlays: overlays, id: id)
        }
    }
}
