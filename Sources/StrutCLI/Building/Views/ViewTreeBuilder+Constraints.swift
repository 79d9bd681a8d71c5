import Foundation
import StrutAutoLayout
import StrutRender
import StrutText

/// Activating the file's constraints: equations through ``ViewConstraintResolver``, format
/// lines through the visual format language, each remembered with the text it came from.
extension ViewTreeBuilder {
    func activateConstraints() throws(Diagnostic) {
        let resolver = ViewConstraintResolver(layout: layout)
        for spec in layout.constraints {
            let equation: Equation
            switch spec.form {
            case let .format(format):
                try activateFormat(format, spec: spec)
                continue
            case let .equation(parsed):
                equation = parsed
            }
            let resolved = try resolver.resolve(spec, equation: equation)
            let whole = spec.anchor.text.unicodeScalars.count
            let firstAttribute = resolved.firstAttribute
            guard let first = item(named: resolved.firstItem) else {
                throw spec.anchor.diagnostic(.internalError, "'\(resolved.firstItem)' was resolved but not built", offset: 0, length: whole)
            }
            let second = resolved.secondItem.flatMap { item(named: $0) }
            let secondAttribute = resolved.secondAttribute ?? .notAnAttribute
            let constraint: LayoutConstraint
            do {
                constraint = try LayoutConstraint.validated(
                    item: first, attribute: firstAttribute, relatedBy: resolved.relation, toItem: second,
                    attribute: secondAttribute, multiplier: resolved.multiplier, constant: resolved.constant,
                    priority: resolved.priority)
                constraint.identifier = resolved.identifier
                try LayoutConstraint.activateValidated([constraint])
            } catch {
                throw spec.anchor.diagnostic(.invalidConstraint, "Auto Layout rejects this constraint: \(error)", offset: 0, length: whole)
            }
            let id = ObjectIdentifier(constraint)
            texts[id] = resolved.text
            annotations[id] = ConstraintAnnotation(text: resolved.text, origin: "file")
        }
    }

    /// An item by the name the resolver gave it; a scroll view's guide (`scroll.content`,
    /// `scroll.frame`) is made when a constraint first names it.
    private func item(named name: String) -> (any LayoutItem)? {
        if let item = items[name] { return item }
        if name == ItemName.keyboard { return keyboardGuide() }
        guard let (id, guide) = ViewConstraintResolver.scrollGuide(name), let scroll = items[id] as? ScrollView else { return nil }
        let made = guide == "content" ? scroll.contentLayoutGuide : scroll.frameLayoutGuide
        items[name] = made
        return made
    }

    /// A format-language line: its constraints, activated, each listed with the line it came
    /// from. Errors point at the caret position inside the line.
    private func activateFormat(_ format: String, spec: ConstraintSpec) throws(Diagnostic) {
        let constraints: [LayoutConstraint]
        do {
            constraints = try LayoutConstraint.validatedConstraints(withVisualFormat: format, views: items)
        } catch {
            let kind: ExitReason
            var notes: [String] = []
            switch error.reason {
            case let .unknownView(name):
                kind = .unknownName
                notes = Diagnostic.knownNames("views", items.keys.sorted(), near: name)
            case .unknownMetric, .viewWhereMetricRequired:
                kind = .unknownName
            case .missingSuperview, .invalidConstraint, .invalidPriority, .alignmentOnLayoutAxis, .conflictingDirections:
                kind = .invalidConstraint
            default:
                kind = .formatSyntax
            }
            let offset = error.offset.map { Self.scalarOffset(ofCharacter: $0, in: format) } ?? 0
            throw spec.anchor.diagnostic(kind, error.diagnostic, offset: offset, length: 1, notes: notes)
        }
        // The format language parses its own numbers: hold them to the same rule as the rest.
        for constraint in constraints {
            for (what, value) in [("constant", constraint.constant), ("multiplier", constraint.multiplier)] {
                if let problem = LayoutNumber.problem(Double(value)) {
                    throw spec.anchor.diagnostic(
                        .invalidConstraint, "a \(what) of this line, \(LayoutNumber.text(Double(value))), \(problem)", offset: 0,
                        length: format.unicodeScalars.count)
                }
            }
        }
        for constraint in constraints {
            if let identifier = spec.identifier { constraint.identifier = identifier }
            do {
                try LayoutConstraint.activateValidated([constraint])
            } catch {
                throw spec.anchor.diagnostic(
                    .invalidConstraint, "Auto Layout rejects a constraint of this line: \(error)", offset: 0,
                    length: format.unicodeScalars.count)
            }
            let id = ObjectIdentifier(constraint)
            texts[id] = constraint.description
            annotations[id] = ConstraintAnnotation(text: constraint.description, origin: "format \(format)")
        }
    }

    /// The Unicode-scalar offset of the character at `index` (VisualFormatError counts
    /// characters; diagnostics count scalars, as YAML does).
    static func scalarOffset(ofCharacter index: Int, in text: String) -> Int {
        text.prefix(max(0, index)).unicodeScalars.count
    }
}
