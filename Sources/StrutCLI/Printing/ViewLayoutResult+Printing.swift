import Foundation
import StrutRender

extension ViewLayoutResult {
    /// `view  x  y  width  height` (frames in superview coordinates), then broken constraints
    /// and ambiguous views if any.
    var table: String {
        let n = NumberText.string
        var text = "window \(n(windowSize.width)) × \(n(windowSize.height))\n"
        text +=
            TableText(
                header: ["view", "kind", "x", "y", "width", "height"],
                rows: frames.map { f in
                    [
                        f.id, f.kind.rawValue + (f.isHidden ? " (hidden)" : ""), n(f.frame.minX), n(f.frame.minY), n(f.frame.width),
                        n(f.frame.height),
                    ]
                },
                numeric: [2, 3, 4, 5]
            ).text
        for item in broken {
            text += "\nbroken: \(item.constraint)  (conflicts with: \(item.conflicts.joined(separator: "; ")))"
        }
        for id in ambiguous { text += "\nambiguous: \(id)" }
        return text
    }

    var json: JSONValue {
        func rect(_ r: CGRect) -> JSONValue {
            .object([("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height))])
        }
        return .object([
            ("window", .object([("width", .number(windowSize.width)), ("height", .number(windowSize.height))])),
            (
                "views",
                .array(
                    frames.map { f in
                        .object([
                            ("id", .string(f.id)), ("kind", .string(f.kind.rawValue)), ("hidden", .bool(f.isHidden)),
                            ("frame", rect(f.frame)), ("frameInWindow", rect(f.frameInWindow)),
                        ])
                    })
            ),
            (
                "broken",
                .array(
                    broken.map {
                        .object([("constraint", .string($0.constraint)), ("conflicts", .array($0.conflicts.map { .string($0) }))])
                    })
            ),
            ("ambiguous", .array(ambiguous.map { .string($0) })),
        ])
    }
}
