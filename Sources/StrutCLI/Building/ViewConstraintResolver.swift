import StrutAutoLayout
import StrutSolver

/// Resolves the names of a view layout's equations and checks them as Auto Layout does
/// (reference §1.1): at most two attributes, one item per side, no location equal to a
/// constant, no size paired with a location, no horizontal paired with vertical, no
/// leading/trailing mixed with left/right. Every failure points at the name in the file.
struct ViewConstraintResolver {
    /// Each view id with its superview's id (`root` for top-level views) and kind.
    let views: [(id: String, parent: String, kind: ViewKind)]

    /// Each view id's index in ``views`` (ids are unique: the decoder checks), so that a name
    /// resolves in O(1) and a file of 100,000 views resolves in linear time.
    private let indexByID: [String: Int]

    init(layout: ViewLayoutSpec) {
        var list: [(id: String, parent: String, kind: ViewKind)] = []
        func walk(_ views: [ViewSpec], parent: String) {
            for view in views {
                list.append((view.id, parent, view.kind))
                walk(view.subviews, parent: view.id)
            }
        }
        walk(layout.views, parent: ItemName.root)
        views = list
        var index: [String: Int] = [:]
        index.reserveCapacity(list.count)
        for (i, view) in list.enumerated() where index[view.id] == nil { index[view.id] = i }
        indexByID = index
    }

    var knownItems: [String] { views.map(\.id) + [ItemName.root, ItemName.superview, ItemName.safeArea, ItemName.keyboard] }

    private func isKnown(_ item: String) -> Bool {
        indexByID[item] != nil || item == ItemName.root || item == ItemName.superview || item == ItemName.safeArea
            || item == ItemName.keyboard
    }

    private func parent(of id: String) -> String? {
        indexByID[id].map { views[$0].parent }
    }

    private func kind(of id: String) -> ViewKind? {
        if id == ItemName.root { return .view }
        if Self.scrollGuide(id) != nil { return .guide }
        if id == ItemName.safeArea || id == ItemName.keyboard { return .guide }
        return indexByID[id].map { views[$0].kind }
    }

    func resolve(_ spec: ConstraintSpec, equation: Equation) throws(Diagnostic) -> ResolvedConstraint {
        let anchor = spec.anchor
        // Written order: left-hand terms first.
        var terms: [LinearTerm] = []
        for term in equation.lhs.terms + equation.rhs.terms.map({ LinearTerm(coefficient: -$0.coefficient, name: $0.name) }) {
            if let i = terms.firstIndex(where: { $0.name.components == term.name.components }) {
                terms[i].coefficient += term.coefficient
            } else {
                terms.append(term)
            }
        }
        terms.removeAll { $0.coefficient == 0 }
        let constant = equation.lhs.constant - equation.rhs.constant
        guard !terms.isEmpty else {
            throw anchor.diagnostic(
                .invalidConstraint, equation.cancelledOutMessage(what: "attributes"),
                offset: equation.relationOffset, length: 2)
        }
        guard terms.count <= 2 else {
            let third = terms[2].name
            throw anchor.diagnostic(
                .invalidConstraint,
                "a view constraint relates at most two attributes (first.attribute == multiplier * second.attribute + constant); '\(third)' is a third",
                offset: third.offset, length: third.length)
        }
        // Resolve each name to (item, attribute).
        var resolved: [(item: String, attribute: LayoutAttribute, name: NameReference)] = []
        for term in terms {
            resolved.append(try resolveName(term.name, anchor: anchor))
        }
        // `superview` means the superview of the other item.
        for i in resolved.indices where resolved[i].item == ItemName.superview {
            let other = resolved.indices.first { $0 != i && resolved[$0].item != ItemName.superview }
            let child = other.map { resolved[$0].item }
            guard let child, let parent = parent(of: child) else {
                throw anchor.diagnostic(
                    .unknownName,
                    "'superview' needs another view in the equation whose superview it names (write root.\(resolved[i].attribute) for the window's view)",
                    offset: resolved[i].name.offset, length: resolved[i].name.length)
            }
            resolved[i].item = parent
        }
        // first REL multiplier * second + constant, from c1*A + c2*B + k REL 0.
        let c1 = terms[0].coefficient
        var relation = equation.relation
        if c1 < 0 {
            relation =
                switch relation {
                case .lessThanOrEqual: .greaterThanOrEqual
                case .greaterThanOrEqual: .lessThanOrEqual
                case .equal: .equal
                }
        }
        let first = resolved[0]
        let second = resolved.count > 1 ? resolved[1] : nil
        let multiplier = terms.count > 1 ? -terms[1].coefficient / c1 : 0
        let result = ResolvedConstraint(
            firstItem: first.item, firstAttribute: first.attribute, relation: relation, secondItem: second?.item,
            secondAttribute: second?.attribute, multiplier: second == nil ? 1 : multiplier, constant: -constant / c1,
            priority: equation.priority ?? .required, identifier: spec.identifier, text: equation.text)
        try checkPairing(first: first, second: second, anchor: anchor)
        return result
    }

    private func resolveName(
        _ name: NameReference, anchor: TextAnchor
    ) throws(Diagnostic) -> (item: String, attribute: LayoutAttribute, name: NameReference) {
        let item = name.components[0]
        guard isKnown(item) else {
            throw anchor.diagnostic(
                .unknownName, "unknown view '\(item)'", offset: name.offset, length: item.unicodeScalars.count,
                notes: Diagnostic.knownNames("views", knownItems, near: item))
        }
        // A scroll view's guides: `scroll.content.top` (contentLayoutGuide), `scroll.frame.top`
        // (frameLayoutGuide).
        if name.components.count == 3, kind(of: item) == .scroll, Self.scrollGuideNames.contains(name.components[1]) {
            let guide = item + "." + name.components[1]
            let attributeText = name.components[2]
            let attributeOffset = name.offset + guide.unicodeScalars.count + 1
            guard let attribute = LayoutAttribute(name: attributeText), !attribute.isViewOnly else {
                throw anchor.diagnostic(
                    .unknownName, "unknown attribute '\(attributeText)' of the guide '\(guide)' (guides have no margins or baselines)",
                    offset: attributeOffset, length: attributeText.unicodeScalars.count,
                    notes: Diagnostic.knownNames("attributes", LayoutAttribute.names, near: attributeText))
            }
            return (guide, attribute, name)
        }
        guard name.components.count == 2 else {
            if name.components.count == 1 {
                throw anchor.diagnostic(
                    .invalidConstraint, "'\(item)' needs an attribute, such as \(item).leading or \(item).width",
                    offset: name.offset, length: name.length)
            }
            let extra = name.components.dropFirst(2).joined(separator: ".")
            throw anchor.diagnostic(
                .invalidConstraint, "expected view.attribute, found '\(name)' ('\(extra)' is one name too many)",
                offset: name.offset, length: name.length)
        }
        let attributeText = name.components[1]
        let attributeOffset = name.offset + item.unicodeScalars.count + 1
        guard let attribute = LayoutAttribute(name: attributeText) else {
            throw anchor.diagnostic(
                .unknownName, "unknown attribute '\(attributeText)' of '\(item)'", offset: attributeOffset,
                length: attributeText.unicodeScalars.count,
                notes: Diagnostic.knownNames("attributes", LayoutAttribute.names, near: attributeText))
        }
        if kind(of: item) == .guide, attribute.isViewOnly {
            throw anchor.diagnostic(
                .invalidConstraint, "'\(item)' is a layout guide: guides have no margins or baselines",
                offset: attributeOffset, length: attributeText.unicodeScalars.count)
        }
        return (item, attribute, name)
    }

    private func checkPairing(
        first: (item: String, attribute: LayoutAttribute, name: NameReference),
        second: (item: String, attribute: LayoutAttribute, name: NameReference)?, anchor: TextAnchor
    ) throws(Diagnostic) {
        guard let second else {
            guard first.attribute.isSize else {
                throw anchor.diagnostic(
                    .invalidConstraint,
                    "a location equal to a constant is not a constraint: relate '\(first.name)' to another view's attribute (location attributes come in pairs)",
                    offset: first.name.offset, length: first.name.length)
            }
            return
        }
        let a = first.attribute, b = second.attribute
        // Auto Layout's own rule, so the tool and the library say the same thing.
        let invalid = LayoutAttribute.pairingProblem(a, b)
        if let invalid {
            throw anchor.diagnostic(
                .invalidConstraint, "invalid pairing of layout attributes '\(a)' and '\(b)': \(invalid)",
                offset: second.name.offset, length: second.name.length)
        }
    }

    /// The middle names of a scroll view's guides.
    static let scrollGuideNames = ["content", "frame"]

    /// For `scroll.content` or `scroll.frame`, the scroll view's id and the guide's name.
    static func scrollGuide(_ id: String) -> (scroll: String, guide: String)? {
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, scrollGuideNames.contains(String(parts[1])) else { return nil }
        return (String(parts[0]), String(parts[1]))
    }
}
