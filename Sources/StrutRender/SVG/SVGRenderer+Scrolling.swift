import Foundation

extension SVGRenderer {
    /// For each visible scroll view: its content area, dashed in violet (it usually reaches
    /// beyond the window: the document's edge cuts it), and its visible rectangle, the scroll
    /// view's frame, drawn over it in a solid violet line, each tagged with the view's name.
    func scrollAreas(_ scene: RenderScene) -> [String] {
        let scrolls = scene.nodes.filter { $0.contentRect != nil && !$0.isHidden }
        guard !scrolls.isEmpty else { return [] }
        var lines = [##"<g class="scroll-areas" fill="none" stroke="#7950f2">"##]
        for node in scrolls {
            guard let content = node.contentRect else { continue }
            let name = MarkupText.escaped(node.identifier)
            lines.append(
                ##"<rect data-content-of="\##(name)" \##(Self.rectAttributes(content)) stroke-width="0.75" stroke-dasharray="4 3"/>"##)
            lines.append(##"<rect data-visible-of="\##(name)" \##(Self.rectAttributes(node.frameInWindow)) stroke-width="1"/>"##)
        }
        lines.append("</g>")
        return lines
    }
}
