import Yams

/// A look at YAML's anchors and aliases before the document is composed for real.
///
/// Yams shares an aliased node instead of copying it, so a "billion laughs" file composes
/// quickly and ``DocumentReader/checkExpandedSize(_:)`` catches it afterwards. One thing
/// escapes that: Yams checks every mapping for duplicate keys by hashing the keys, and a key
/// that is (or contains) an alias of a big list is hashed through every node it expands to —
/// 700 bytes took 11 s before failing (found by the layout-file fuzzer). So, when the text has
/// aliases, it is first composed with every `&name` turned into a tag `!name` and every
/// `*name` into a plain scalar `~name` of the same length: nothing is shared, so composing
/// costs what the text is long, and positions stay where they were. On that copy the expanded
/// size is counted anchor by anchor, and keys that are lists or mappings are refused (a layout
/// file's keys are names).
extension DocumentReader {
    /// Refuses, before Yams composes it, a document whose keys are lists or mappings or whose
    /// aliases expand past ``maximumExpandedNodes``; does nothing for text without aliases.
    ///
    /// Anchors combined with tags (`&a !!str x`) are not supported: the copy then fails to parse
    /// and its error is reported.
    ///
    /// - Complexity: O(length of the text).
    func checkAliasesBeforeComposing() throws(Diagnostic) {
        guard let copy = Self.withAliasesUnshared(source) else { return }
        let node: Node?
        do {
            node = try Yams.compose(yaml: copy)
        } catch {
            // The real text is composed next only when the copy composes; report the copy's
            // error, which sits where the real one does.
            _ = try DocumentReader(file: file, source: copy).root()
            return
        }
        guard let node else { return }
        var sizes: [String: (count: Int, isCollection: Bool)] = [:]
        _ = try expandedCount(node, sizes: &sizes)
    }

    /// The text with `&name` → `!name` and `*name` → `~name` wherever the sign starts a token
    /// (at the start, or after white space or `[`, `{`, `,`), or `nil` when there is no `*name`.
    static func withAliasesUnshared(_ text: String) -> String? {
        var scalars = Array(text.unicodeScalars)
        var hasAlias = false
        for i in scalars.indices where scalars[i] == "*" || scalars[i] == "&" {
            let startsToken = i == 0 || [" ", "\t", "\n", "\r", "[", "{", ","].contains(scalars[i - 1])
            guard startsToken, i + 1 < scalars.count, isAnchorCharacter(scalars[i + 1]) else { continue }
            if scalars[i] == "*" {
                hasAlias = true
                scalars[i] = "~"
            } else {
                scalars[i] = "!"
            }
        }
        guard hasAlias else { return nil }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// libyaml's anchor characters: ASCII letters, digits, `-` and `_`.
    static func isAnchorCharacter(_ c: Unicode.Scalar) -> Bool {
        c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_")
    }

    /// The number of nodes `node` expands to, aliases (`~name` scalars) counted as the size of
    /// the anchor they name, recording anchors (`!name` tags) as they complete, in document
    /// order as YAML resolves them.
    private func expandedCount(_ node: Node, sizes: inout [String: (count: Int, isCollection: Bool)]) throws(Diagnostic) -> Int {
        var count = 1
        switch node {
        case let .scalar(scalar):
            if scalar.string.hasPrefix("~"), let anchor = sizes[String(scalar.string.dropFirst())] { count = anchor.count }
        case let .sequence(sequence):
            for child in sequence { count += try expandedCount(child, sizes: &sizes) }
        case let .mapping(mapping):
            for (key, value) in mapping {
                try checkKey(key, sizes: sizes)
                count += try expandedCount(key, sizes: &sizes)
                count += try expandedCount(value, sizes: &sizes)
            }
        case .alias:
            break
        }
        if count > Self.maximumExpandedNodes {
            throw Diagnostic(
                .invalidDocument,
                "the file expands to more than \(Self.maximumExpandedNodes) nodes (YAML aliases '*name' repeat what they name): write the repeated parts out, or make the file smaller",
                file: file, at: location(of: node))
        }
        let tag = node.tag.description
        if tag.hasPrefix("!"), !tag.hasPrefix("!!"), tag.count > 1 {
            let isCollection: Bool
            if case .scalar = node { isCollection = false } else { isCollection = true }
            sizes[String(tag.dropFirst())] = (count, isCollection)
        }
        return count
    }

    /// A key must be a scalar, and not an alias of a list or mapping.
    private func checkKey(_ key: Node, sizes: [String: (count: Int, isCollection: Bool)]) throws(Diagnostic) {
        switch key {
        case let .scalar(scalar):
            // `~name`, or `~name more` (in the real text an alias followed by more, which Yams
            // may still take as an alias key before it fails).
            let name = String(scalar.string.unicodeScalars.dropFirst().prefix(while: Self.isAnchorCharacter))
            guard scalar.string.hasPrefix("~"), let anchor = sizes[name], anchor.isCollection else { return }
            throw Diagnostic(
                .invalidDocument, "a key is the alias '*\(name)' of a list or mapping: keys of a layout file are names", file: file,
                at: location(of: key))
        case .sequence, .mapping, .alias:
            throw Diagnostic(
                .invalidDocument, "a key is a list or a mapping: keys of a layout file are names", file: file, at: location(of: key))
        }
    }
}
