import Yams

/// Reads a YAML (or JSON, which YAML contains) document into Yams nodes and offers typed
/// accessors that turn every mismatch into a ``Diagnostic`` pointing at the node.
struct DocumentReader {
    /// The file name printed in diagnostics.
    let file: String
    /// The whole text, to quote lines in diagnostics.
    let source: String

    /// The document's root node.
    func root() throws(Diagnostic) -> Node {
        try checkAliasesBeforeComposing()
        let node: Node?
        do {
            node = try Yams.compose(yaml: source)
        } catch let error as YamlError {
            throw diagnostic(for: error)
        } catch {
            throw Diagnostic(.malformedFile, "the file is not valid YAML or JSON: \(error)", file: file)
        }
        guard let node else {
            throw Diagnostic(
                .invalidDocument, "the file is empty: expected a mapping with 'window' and 'views', or 'variables' and 'constraints'",
                file: file, at: SourceLocation(line: 1, column: 1))
        }
        try checkExpandedSize(node)
        return node
    }

    /// At most this many nodes once YAML's aliases are expanded (a file of 100,000 views has
    /// about a million).
    static let maximumExpandedNodes = 4_000_000

    /// Counts the nodes of the document as the decoder will visit them, aliases expanded, and
    /// stops at ``maximumExpandedNodes``: a few hundred bytes of nested aliases (a "billion
    /// laughs" file) would otherwise expand to billions of nodes.
    ///
    /// - Complexity: O(min(expanded nodes, maximumExpandedNodes)).
    func checkExpandedSize(_ root: Node) throws(Diagnostic) {
        var count = 0
        var stack = [root]
        while let node = stack.popLast() {
            count += 1
            if count > Self.maximumExpandedNodes {
                throw Diagnostic(
                    .invalidDocument,
                    "the file expands to more than \(Self.maximumExpandedNodes) nodes (YAML aliases '*name' repeat what they name): write the repeated parts out, or make the file smaller",
                    file: file, at: location(of: node))
            }
            switch node {
            case .scalar, .alias: break
            case let .sequence(sequence): stack.append(contentsOf: sequence)
            case let .mapping(mapping):
                for (key, value) in mapping {
                    stack.append(key)
                    stack.append(value)
                }
            }
        }
    }

    private func diagnostic(for error: YamlError) -> Diagnostic {
        func at(_ mark: Mark, _ problem: String, _ context: YamlError.Context?) -> Diagnostic {
            var message = "the file is not valid YAML or JSON: " + problem
            if let context { message += " (\(context.text) at \(context.mark.line):\(context.mark.column))" }
            return Diagnostic(.malformedFile, message, file: file, at: SourceLocation(line: mark.line, column: mark.column))
        }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            return at(mark, problem, context)
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic(
                .invalidDocument, "a mapping has the key \(keys) more than once", file: file,
                at: SourceLocation(line: context.mark.line, column: context.mark.column))
        case let .reader(problem, _, _, _):
            return Diagnostic(.malformedFile, "the file cannot be read as text: \(problem)", file: file)
        default:
            return Diagnostic(.malformedFile, "the file is not valid YAML or JSON: \(error)", file: file)
        }
    }

    // MARK: Locations and errors

    func location(of node: Node) -> SourceLocation? {
        node.mark.map { SourceLocation(line: $0.line, column: $0.column) }
    }

    func error(_ kind: ExitReason, _ message: String, at node: Node, notes: [String] = []) -> Diagnostic {
        Diagnostic(kind, message, file: file, at: location(of: node), length: lengthOnLine(node), notes: notes)
    }

    /// How many columns a scalar occupies, when it is on one line (to underline it).
    private func lengthOnLine(_ node: Node) -> Int {
        guard case let .scalar(scalar) = node, !scalar.string.contains("\n") else { return 1 }
        let quotes = scalar.style == .singleQuoted || scalar.style == .doubleQuoted ? 2 : 0
        return max(1, scalar.string.unicodeScalars.count + quotes)
    }

    /// Describes a node's kind for "expected X, found Y" messages.
    func kindName(_ node: Node) -> String {
        switch node {
        case let .scalar(s)
        where s.tag.description.hasSuffix(":null") || (s.style == .plain && ["", "~", "null", "Null", "NULL"].contains(s.string)):
            "nothing (null)"
        case let .scalar(s): "'\(s.string)'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    // MARK: Typed accessors

    /// The pairs of a mapping in file order, rejecting keys outside `keys` with the list of
    /// known keys.
    func mapping(_ node: Node, _ what: String, keys: [String]) throws(Diagnostic) -> [(key: String, keyNode: Node, value: Node)] {
        guard case let .mapping(mapping) = node else {
            throw error(.invalidDocument, "expected \(what) to be a mapping, found \(kindName(node))", at: node)
        }
        var pairs: [(key: String, keyNode: Node, value: Node)] = []
        for (keyNode, value) in mapping {
            guard case let .scalar(key) = keyNode else {
                throw error(.invalidDocument, "expected the keys of \(what) to be names, found \(kindName(keyNode))", at: keyNode)
            }
            guard keys.contains(key.string) else {
                throw error(
                    .unknownName, "unknown key '\(key.string)' in \(what)", at: keyNode,
                    notes: Diagnostic.knownNames("keys", keys, near: key.string))
            }
            pairs.append((key.string, keyNode, value))
        }
        return pairs
    }

    func sequence(_ node: Node, _ what: String) throws(Diagnostic) -> [Node] {
        guard case let .sequence(sequence) = node else {
            throw error(.invalidDocument, "expected \(what) to be a list, found \(kindName(node))", at: node)
        }
        return Array(sequence)
    }

    func string(_ node: Node, _ what: String) throws(Diagnostic) -> String {
        guard case let .scalar(scalar) = node else {
            throw error(.invalidDocument, "expected \(what) to be text, found \(kindName(node))", at: node)
        }
        return scalar.string
    }

    /// A number that obeys ``LayoutNumber``'s rule: finite, and at most 1e9 in magnitude.
    func number(_ node: Node, _ what: String) throws(Diagnostic) -> Double {
        guard case let .scalar(scalar) = node, let value = Double(scalar.string.trimmingSpaces) else {
            throw error(.invalidDocument, "expected \(what) to be a finite number, found \(kindName(node))", at: node)
        }
        if let problem = LayoutNumber.problem(value) {
            throw error(.invalidDocument, "\(what) is \(scalar.string.trimmingSpaces), which \(problem)", at: node)
        }
        return value
    }

    func nonNegative(_ node: Node, _ what: String) throws(Diagnostic) -> Double {
        let value = try number(node, what)
        guard value >= 0 else {
            throw error(.invalidDocument, "expected \(what) to be zero or more, found \(EquationToken.format(value))", at: node)
        }
        return value
    }

    func integer(_ node: Node, _ what: String, in range: ClosedRange<Int>) throws(Diagnostic) -> Int {
        guard case let .scalar(scalar) = node, let value = Int(scalar.string.trimmingSpaces), range.contains(value) else {
            throw error(
                .invalidDocument,
                "expected \(what) to be a whole number in \(range.lowerBound)...\(range.upperBound), found \(kindName(node))",
                at: node)
        }
        return value
    }

    func bool(_ node: Node, _ what: String) throws(Diagnostic) -> Bool {
        guard case let .scalar(scalar) = node else {
            throw error(.invalidDocument, "expected \(what) to be true or false, found \(kindName(node))", at: node)
        }
        switch scalar.string {
        case "true", "True", "TRUE", "yes", "Yes", "on": return true
        case "false", "False", "FALSE", "no", "No", "off": return false
        default:
            throw error(.invalidDocument, "expected \(what) to be true or false, found \(kindName(node))", at: node)
        }
    }

    /// A name from a fixed set (`ltr`/`rtl`, `label`/`image`...), listing the set when unknown.
    /// A value named by a scalar, decoded by the library's own `init?(name:)`; an unknown name
    /// is reported with the known `names`, the nearest first.
    func named<T>(_ node: Node, _ what: String, names: [String], _ decode: (String) -> T?) throws(Diagnostic) -> T {
        let name = try string(node, what)
        guard let value = decode(name) else {
            throw error(
                .unknownName, "unknown \(what) '\(name)'", at: node, notes: Diagnostic.knownNames("values", names, near: name))
        }
        return value
    }

    func choice<T>(_ node: Node, _ what: String, _ choices: [(String, T)]) throws(Diagnostic) -> T {
        let name = try string(node, what)
        guard let match = choices.first(where: { $0.0 == name }) else {
            throw error(
                .unknownName, "unknown \(what) '\(name)'", at: node,
                notes: Diagnostic.knownNames("values", choices.map(\.0), near: name))
        }
        return match.1
    }

    // MARK: Text inside scalars

    /// Where a scalar's text is, so that offsets inside it (an equation's columns) can be
    /// mapped to the file later. For a scalar on one line (plain, or quoted without escapes) the
    /// mapping is exact; otherwise diagnostics quote the text itself under the scalar's start.
    func anchor(for node: Node) -> TextAnchor {
        let start = location(of: node)
        guard case let .scalar(scalar) = node, let start else {
            return TextAnchor(file: file, start: start, columnShift: nil, text: "")
        }
        let onOneLine = !scalar.string.contains("\n")
        let shift: Int?
        switch scalar.style {
        case .plain where onOneLine: shift = 0
        case .singleQuoted where onOneLine && !scalar.string.contains("'"): shift = 1
        case .doubleQuoted where onOneLine && !rawTextHasEscapes(at: start): shift = 1
        default: shift = nil
        }
        return TextAnchor(file: file, start: start, columnShift: shift, text: scalar.string)
    }

    /// Whether the double-quoted scalar starting at `start` uses escapes, which would shift
    /// columns.
    private func rawTextHasEscapes(at start: SourceLocation) -> Bool {
        guard let line = Diagnostic.line(start.line, of: source) else { return true }
        return line.unicodeScalars.dropFirst(start.column).contains("\\")
    }
}

extension String {
    var trimmingSpaces: Substring {
        var s = self[...]
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" { s.removeLast() }
        return s
    }
}
