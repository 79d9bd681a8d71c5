import Foundation

/// Writes one self-contained HTML file that inspects a ``RenderScene``: the view tree, the
/// canvas, and for the selected view its frame, intrinsic size, hugging and compression
/// priorities and the constraints affecting it per axis. Broken constraints and ambiguous views
/// are highlighted. Nothing is loaded from the network.
///
/// Selection follows the URL fragment, `#view=title`, so a link (or a headless browser) can
/// open the page with a view selected.
public struct InspectorPage: Sendable {
    public init() {}

    /// The HTML document.
    ///
    /// - Complexity: O(nodes + constraints + commands).
    public func render(_ scene: RenderScene) -> String {
        let svg = SVGRenderer(drawsConstraints: false, outlinesViews: true).render(scene)
        let data = Self.data(for: scene).compactText.replacingOccurrences(of: "</", with: "<\\/")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(MarkupText.escaped(scene.title)) — strut inspector</title>
            <style>
            \(InspectorAssets.style)
            </style>
            </head>
            <body>
            <header><h1>\(MarkupText.escaped(scene.title))</h1><span class="meta">\(NumberText.string(scene.size.width)) × \(NumberText.string(scene.size.height)) pt · \(scene.direction)</span></header>
            <main>
            <nav><h2>Views</h2><ul id="tree"></ul></nav>
            <section id="canvas">\(svg)</section>
            <aside id="details"><h2 id="selected-name">(nothing selected)</h2><div id="selected-body"></div></aside>
            </main>
            <section id="problems"><h2>Problems</h2><ul id="problem-list"></ul></section>
            <script type="application/json" id="scene-data">\(data)</script>
            <script>
            \(InspectorAssets.script)
            </script>
            </body>
            </html>

            """
    }

    /// The scene as the page's script reads it.
    static func data(for scene: RenderScene) -> JSONValue {
        func rect(_ r: CGRect) -> JSONValue { .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)]) }
        func optional(_ v: Double?) -> JSONValue { v.map { .number($0) } ?? .null }
        let nodes: [JSONValue] = scene.nodes.map { node in
            // Scroll views add their content area and visible rectangle (other nodes stay as
            // they were).
            var scrolling: [(String, JSONValue)] = []
            if let content = node.contentRect, let visible = node.visibleRect {
                scrolling = [("content", rect(content)), ("visible", rect(visible))]
            }
            return .object(
                [
                    ("id", .string(node.identifier)),
                    ("kind", .string(node.kind.rawValue)),
                    ("parent", node.parent.map { .number(Double($0)) } ?? .null),
                    ("frame", rect(node.frame)),
                    ("window", rect(node.frameInWindow)),
                    ("hidden", .bool(node.isHidden)),
                    ("ambiguous", .bool(node.isAmbiguous)),
                    ("intrinsic", .array([optional(node.intrinsicWidth), optional(node.intrinsicHeight)])),
                    ("hugging", .array(node.hugging.map { .number(Double($0)) })),
                    ("compression", .array(node.compressionResistance.map { .number(Double($0)) })),
                    ("text", node.text.map { .string($0) } ?? .null),
                    ("affecting", .array(node.affectingConstraints.map { .array($0.map { .number(Double($0)) }) })),
                ] + scrolling)
        }
        let constraints: [JSONValue] = scene.constraints.map { c in
            .object([
                ("id", c.identifier.map { .string($0) } ?? .null),
                ("text", .string(c.text)),
                ("items", .array(c.items.map { .number(Double($0)) })),
                ("axis", .string(c.axis.rawValue)),
                ("priority", .number(Double(c.priority))),
                ("broken", .bool(c.isBroken)),
                ("origin", .string(c.origin)),
            ])
        }
        return .object([
            ("title", .string(scene.title)),
            ("nodes", .array(nodes)),
            ("constraints", .array(constraints)),
            ("log", .array(scene.log.map { .string($0) })),
        ])
    }
}
