import StrutSolver
import Yams

/// Decodes a layout file's text (YAML, or JSON) into a ``LayoutFile``, checking every key, type
/// and name. Every problem is a ``Diagnostic`` with the file, line and column; nothing traps.
struct LayoutFileDecoder {
    /// Subviews and declarative nodes nest at most this deep.
    static let maximumDepth = 100
    static let reservedNames = ["superview", "root", "window", "safeArea", "keyboard"]

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
            root, "the file", keys: ["title", "window", "views", "constraints", "variables", "layout", "animation"])
        func value(_ key: String) -> Node? { pairs.first { $0.key == key }?.value }
        func keyNode(_ key: String) -> Node? { pairs.first { $0.key == key }?.keyNode }
        let title = try value("title").map { (n) throws(Diagnostic) in try reader.string(n, "'title'") }

        let content: LayoutFile.Content
        if let variables = value("variables") {
            for other in ["window", "views", "layout", "animation"] {
                if let node = keyNode(other) {
                    throw reader.error(
                        .invalidDocument,
                        "'\(other)' cannot appear in a constraint system (a file with 'variables'); a view layout has 'window', 'views' and 'constraints'",
                        at: node)
                }
            }
            content = .system(try system(variables: variables, constraints: value("constraints")))
        } else if let layout = value("layout") {
            for other in ["views", "constraints", "animation"] {
                if let node = keyNode(other) {
                    throw reader.error(
                        .invalidDocument, "'\(other)' cannot appear in a declarative layout (a file with 'layout')", at: node)
                }
            }
            let window = try value("window").map { (n) throws(Diagnostic) in try self.window(n) } ?? WindowSpec()
            if window.keyboard != nil, let node = value("window") {
                throw reader.error(
                    .invalidDocument, "'keyboard' applies to view layouts (a file with 'views'), not declarative ones", at: node)
            }
            content = .declarative(DeclarativeLayoutSpec(window: window, root: try declarativeNode(layout, depth: 0)))
        } else if let views = value("views") {
            let window = try value("window").map { (n) throws(Diagnostic) in try self.window(n) } ?? WindowSpec()
            var seen: [String: SourceLocation?] = [:]
            let list = try reader.sequence(views, "'views'").map { (n) throws(Diagnostic) in
                try view(n, depth: 0, seen: &seen)
            }
            let constraints = try value("constraints").map { (n) throws(Diagnostic) in try self.constraints(n) } ?? []
            let animation = try value("animation").map { (n) throws(Diagnostic) in try self.animation(n, constraints: constraints) }
            content = .views(ViewLayoutSpec(window: window, views: list, constraints: constraints, animation: animation))
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

    func checkIdentifier(_ name: String, _ node: Node, what: String) throws(Diagnostic) {
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
        for pair in try reader.mapping(node, "'window'", keys: ["width", "height", "direction", "safeArea", "keyboard"]) {
            switch pair.key {
            case "width":
                if case let .scalar(s) = pair.value, s.string == "fit" {
                    window.fitsWidth = true
                } else {
                    window.width = try reader.nonNegative(pair.value, "the window's width (or 'fit')")
                }
            case "height":
                if case let .scalar(s) = pair.value, s.string == "fit" {
                    window.fitsHeight = true
                } else {
                    window.height = try reader.nonNegative(pair.value, "the window's height (or 'fit')")
                }
            case "direction":
                window.direction = try reader.choice(
                    pair.value, "direction", LayoutDirectionSpec.allCases.map { ($0.rawValue, $0) })
            case "keyboard": window.keyboard = try keyboard(pair.value)
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
}
