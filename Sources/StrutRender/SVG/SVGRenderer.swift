import Foundation
import StrutAutoLayout

/// Draws a ``RenderScene`` as a standalone SVG document: view outlines and backgrounds, text,
/// image placeholders and, optionally, the constraints as an overlay.
///
/// The output is deterministic (same scene, same bytes), so it can be compared with a
/// committed golden file.
public struct SVGRenderer: Sendable {
    /// Draw constraints over the views: edge-to-edge lines for position constraints, dimension
    /// bars for size constraints; broken ones in red and dashed.
    public var drawsConstraints: Bool
    /// Outline every view's frame (hidden views are never drawn).
    public var outlinesViews: Bool
    /// Embed the bundled Inter faces the text uses as data URLs (`@font-face`), so a viewer
    /// draws the text in the face it was measured with instead of substituting another.
    /// Adds about 350 KB per weight used.
    public var embedsFonts: Bool

    public init(drawsConstraints: Bool = false, outlinesViews: Bool = true) {
        self.drawsConstraints = drawsConstraints
        self.outlinesViews = outlinesViews
        self.embedsFonts = false
    }

    /// A renderer that embeds the fonts its text uses (see ``embedsFonts``).
    public init(drawsConstraints: Bool = false, outlinesViews: Bool = true, embedsFonts: Bool) {
        self.init(drawsConstraints: drawsConstraints, outlinesViews: outlinesViews)
        self.embedsFonts = embedsFonts
    }

    /// The SVG document.
    ///
    /// - Complexity: O(nodes + commands + constraints).
    public func render(_ scene: RenderScene) -> String {
        let n = NumberText.string
        let width = n(scene.size.width), height = n(scene.size.height)
        var lines = [
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(width)" height="\##(height)" viewBox="0 0 \##(width) \##(height)" font-family="Inter, 'Helvetica Neue', Arial, sans-serif">"##,
            "<title>\(MarkupText.escaped(scene.title))</title>",
            ##"<rect x="0" y="0" width="\##(width)" height="\##(height)" fill="#ffffff"/>"##,
        ]
        if embedsFonts, let style = Self.embeddedFontStyle(for: scene.commands) { lines.insert(style, at: 2) }
        lines += Self.elements(for: scene.commands)
        if outlinesViews {
            lines.append(##"<g fill="none" stroke-width="0.5">"##)
            for node in scene.nodes where !isHidden(node, in: scene) && node.kind != .root {
                let color = node.isAmbiguous ? "#e8590c" : (node.kind == .guide ? "#74c0fc" : "#adb5bd")
                let dash = node.kind == .guide ? ##" stroke-dasharray="2 2""## : ""
                lines.append(
                    ##"<rect data-view="\##(MarkupText.escaped(node.identifier))" \##(Self.rectAttributes(node.frameInWindow)) stroke="\##(color)"\##(dash)/>"##
                )
            }
            lines.append("</g>")
            lines += scrollAreas(scene)
        }
        if drawsConstraints {
            lines.append(##"<g class="constraints" stroke-width="1" font-size="8">"##)
            for constraint in scene.constraints where constraint.origin == "file" || constraint.isBroken {
                lines += overlay(constraint, in: scene)
            }
            lines.append("</g>")
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func isHidden(_ node: RenderNode, in scene: RenderScene) -> Bool {
        var current: RenderNode? = node
        var steps = 0
        while let c = current, steps <= scene.nodes.count {
            if c.isHidden { return true }
            current = c.parent.flatMap { scene.nodes.indices.contains($0) ? scene.nodes[$0] : nil }
            steps += 1
        }
        return false
    }

    static func rectAttributes(_ r: CGRect) -> String {
        let n = NumberText.string
        return ##"x="\##(n(r.minX))" y="\##(n(r.minY))" width="\##(n(r.width))" height="\##(n(r.height))""##
    }

    /// SVG elements for the display list: views become groups, clips become clip paths.
    /// Unbalanced `endView`/`popClip` commands are ignored and open groups are closed, so a
    /// malformed list still gives a well-formed document.
    static func elements(for commands: [DrawingCommand]) -> [String] {
        let n = NumberText.string
        var lines: [String] = []
        var groups = SVGGroupStack(clipPrefix: "clip")
        for command in commands {
            switch command {
            case let .beginView(info):
                lines.append(groups.beginView(name: info.identifier ?? info.name, transform: matrix(info)))
            case .endView:
                if let close = groups.endView() { lines.append(close) }
            case let .pushClip(rect):
                lines.append(groups.pushClip(rect))
            case .popClip:
                if let close = groups.popClip() { lines.append(close) }
            case let .fillRect(rect, color):
                lines.append(##"<rect \##(rectAttributes(rect)) fill="\##(color)"/>"##)
            case let .strokeRect(rect, color, lineWidth):
                lines.append(##"<rect \##(rectAttributes(rect)) fill="none" stroke="\##(color)" stroke-width="\##(n(lineWidth))"/>"##)
            case let .text(run):
                let bold = ["Bold", "Semibold", "SemiBold", "Semi Bold", "Heavy", "Black"].contains { run.fontName.contains($0) }
                let weight = bold ? ##" font-weight="bold""## : ""
                let y = run.rect.minY + run.baselineOffset
                // A right-to-left run is anchored at its right edge and drawn right to left
                // as measured, so the viewer's own bidi cannot move its neutrals (a final ".").
                let rightToLeft = Self.isRightToLeft(run.text)
                let x = rightToLeft ? run.rect.maxX : run.rect.minX
                let direction =
                    rightToLeft
                    ? ##" direction="rtl" unicode-bidi="bidi-override" font-family="\##(Self.rightToLeftFontFamily(run.text))""## : ""
                lines.append(
                    ##"<text x="\##(n(x))" y="\##(n(y))" font-size="\##(n(run.fontSize))"\##(weight)\##(direction) fill="\##(run.color)" xml:space="preserve">\##(MarkupText.escaped(run.text))</text>"##
                )
            case let .image(name, rect):
                let cross =
                    ##"<path d="M\##(n(rect.minX)) \##(n(rect.minY))L\##(n(rect.maxX)) \##(n(rect.maxY))M\##(n(rect.maxX)) \##(n(rect.minY))L\##(n(rect.minX)) \##(n(rect.maxY))" stroke="#ced4da" stroke-width="1"/>"##
                let caption =
                    ##"<text x="\##(n(rect.midX))" y="\##(n(rect.midY + 3))" font-size="8" text-anchor="middle" fill="#868e96">\##(MarkupText.escaped(name))</text>"##
                lines.append(
                    ##"<g class="image"><rect \##(rectAttributes(rect)) fill="#f1f3f5" stroke="#ced4da"/>\##(cross)\##(caption)</g>"##)
            }
        }
        lines += groups.closeAll()
        return lines
    }

    /// The SVG `matrix(…)` of a view's transform about its center, `nil` for the identity.
    static func matrix(_ info: ViewInfo) -> String? {
        guard !info.transform.isIdentity else { return nil }
        let n = NumberText.string
        let t = info.transformInDisplayList
        return "matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty)))"
    }

    /// Lines for one constraint: between the two attributes' positions, or a bar along a
    /// size.
    private func overlay(_ constraint: RenderConstraint, in scene: RenderScene) -> [String] {
        let n = NumberText.string
        let frames = constraint.items.compactMap { scene.nodes.indices.contains($0) ? scene.nodes[$0].frameInWindow : nil }
        guard let first = frames.first, constraint.attributes.count == frames.count else { return [] }
        let color = constraint.isBroken ? "#e03131" : (constraint.priority < 1000 ? "#9c36b5" : "#1c7ed6")
        let dash = constraint.isBroken || constraint.priority < 1000 ? ##" stroke-dasharray="3 2""## : ""
        let label = MarkupText.escaped(constraint.identifier ?? constraint.text)
        let horizontal = constraint.axis == .horizontal
        func position(_ attribute: String, _ frame: CGRect) -> Double {
            Self.position(of: attribute, in: frame, horizontal: horizontal, direction: scene.direction)
        }
        let isSize = ["width", "height"].contains(constraint.attributes[0])
        var x1, y1, x2, y2: Double
        if frames.count == 1 || isSize {
            // A dimension bar along the first item's size, just inside its frame.
            if horizontal {
                (x1, x2, y1) = (first.minX, first.maxX, first.minY + 3)
                y2 = y1
            } else {
                (y1, y2, x1) = (first.minY, first.maxY, first.minX + 3)
                x2 = x1
            }
        } else {
            let second = frames[1]
            if horizontal {
                x1 = position(constraint.attributes[0], first)
                x2 = position(constraint.attributes[1], second)
                y1 = first.midY
                y2 = y1
            } else {
                y1 = position(constraint.attributes[0], first)
                y2 = position(constraint.attributes[1], second)
                x1 = first.midX
                x2 = x1
            }
        }
        return [
            ##"<g class="constraint" stroke="\##(color)" fill="\##(color)"><title>\##(MarkupText.escaped(constraint.text))</title>"##
                + ##"<line x1="\##(n(x1))" y1="\##(n(y1))" x2="\##(n(x2))" y2="\##(n(y2))"\##(dash)/>"##
                + ##"<circle cx="\##(n(x1))" cy="\##(n(y1))" r="1.5"/><circle cx="\##(n(x2))" cy="\##(n(y2))" r="1.5"/>"##
                + (constraint.identifier != nil
                    ? ##"<text x="\##(n((x1 + x2) / 2))" y="\##(n((y1 + y2) / 2 - 2))" stroke="none" text-anchor="middle">\##(label)</text>"##
                    : "")
                + "</g>"
        ]
    }

    /// Where an attribute lies along its axis, in window coordinates; margins and baselines
    /// are drawn at the nearest edge or centre.
    static func position(of attribute: String, in frame: CGRect, horizontal: Bool, direction: String) -> Double {
        let rtl = direction == "rtl"
        let name = attribute.replacingOccurrences(of: "Margin", with: "").replacingOccurrences(of: "WithinMargins", with: "")
        switch name {
        case "left": return frame.minX
        case "right": return frame.maxX
        case "leading": return rtl ? frame.maxX : frame.minX
        case "trailing": return rtl ? frame.minX : frame.maxX
        case "centerX": return frame.midX
        case "top", "firstBaseline": return frame.minY
        case "bottom", "lastBaseline": return frame.maxY
        case "centerY": return frame.midY
        default: return horizontal ? frame.midX : frame.midY
        }
    }
}
