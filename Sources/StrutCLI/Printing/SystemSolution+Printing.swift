import StrutRender

extension SystemSolution {
    /// `variable  value` rows, then broken constraints and ambiguous variables if any.
    var table: String {
        var text = TableText(
            header: ["variable", "value"], rows: values.map { [$0.name, NumberText.string($0.value)] }, numeric: [1]
        ).text
        for item in broken {
            text += "\nbroken: \(item.constraint)  (conflicts with: \(item.conflicts.joined(separator: "; ")))"
        }
        for item in ambiguous {
            text += "\nambiguous: \(item.name) = \(NumberText.string(item.value)) could also be \(NumberText.string(item.alternativeValue))"
        }
        return text
    }

    var json: JSONValue {
        .object([
            ("variables", .object(values.map { ($0.name, .number($0.value)) })),
            (
                "broken",
                .array(
                    broken.map {
                        .object([("constraint", .string($0.constraint)), ("conflicts", .array($0.conflicts.map { .string($0) }))])
                    })
            ),
            (
                "ambiguous",
                .array(
                    ambiguous.map {
                        .object([
                            ("variable", .string($0.name)), ("value", .number($0.value)),
                            ("alternativeValue", .number($0.alternativeValue)),
                        ])
                    })
            ),
        ])
    }
}
