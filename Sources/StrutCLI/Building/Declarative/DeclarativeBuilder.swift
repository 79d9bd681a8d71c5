import Foundation
import StrutAutoLayout
import StrutDeclarative
import StrutRender
import StrutText

/// Lays out a declarative layout file with StrutDeclarative: builds the layout tree, measures
/// and arranges it for the window's width (and height, unless it fits its content), and turns
/// the arrangement into frames and a scene (labels as text runs, leaf sizes as image
/// placeholders). No views are made: the arrangement is the result.
///
/// Labels default to `numberOfLines` 0 here, as LayoutKit's LabelLayout does.
enum DeclarativeBuilder {
    static func layOut(_ spec: DeclarativeLayoutSpec, file: LayoutFile) throws(Diagnostic) -> ViewLayoutResult {
        var counter = 0
        let root = try layout(for: spec.root, counter: &counter)
        let arrangement = root.arrangement(
            width: spec.window.fitsWidth ? nil : CGFloat(spec.window.width),
            height: spec.window.fitsHeight ? nil : CGFloat(spec.window.height))
        let size = CGSize(
            width: spec.window.fitsWidth ? arrangement.frame.maxX : CGFloat(spec.window.width),
            height: spec.window.fitsHeight ? arrangement.frame.maxY : CGFloat(spec.window.height))

        var frames: [ViewLayoutResult.Frame] = [
            ViewLayoutResult.Frame(
                id: ItemName.root, kind: .view, frame: CGRect(origin: .zero, size: size),
                frameInWindow: CGRect(origin: .zero, size: size), isHidden: false)
        ]
        var nodes = [
            RenderNode(
                identifier: ItemName.root, kind: .root, parent: nil, frame: CGRect(origin: .zero, size: size),
                frameInWindow: CGRect(origin: .zero, size: size))
        ]
        var commands: [DrawingCommand] = []
        var unnamed = 0
        func visit(_ a: LayoutArrangement, origin: CGPoint, parent: Int) {
            let inWindow = a.frame.offsetBy(dx: origin.x, dy: origin.y)
            let (kind, viewKind) = kinds(of: a)
            let id: String
            if let reuse = a.layout.viewReuseId {
                id = reuse
            } else {
                unnamed += 1
                id = "\(viewKind.rawValue)\(unnamed)"
            }
            let index = nodes.count
            var node = RenderNode(identifier: id, kind: kind, parent: parent, frame: a.frame, frameInWindow: inWindow)
            commands.append(
                .beginView(ViewInfo(name: id, className: "\(type(of: a.layout))", identifier: id, frame: inWindow, usesAutoLayout: false)))
            if let label = a.layout as? LabelLayout {
                node.text = label.text
                let natural = TextLayout(text: label.text, style: label.style).size
                node.intrinsicWidth = natural.width
                node.intrinsicHeight = natural.height
                for line in TextLayout(text: label.text, style: label.style, width: a.frame.width).lines {
                    commands.append(
                        .text(
                            TextRun(
                                text: line.text, fontName: label.font.description, fontSize: label.font.size,
                                color: Color(white: 0.13), rect: line.frame.offsetBy(dx: inWindow.minX, dy: inWindow.minY),
                                baselineOffset: line.baseline - line.frame.minY)))
                }
            } else if viewKind == .image {
                commands.append(.image(name: "\(Int(inWindow.width.rounded()))×\(Int(inWindow.height.rounded()))", rect: inWindow))
            }
            nodes.append(node)
            frames.append(ViewLayoutResult.Frame(id: id, kind: viewKind, frame: a.frame, frameInWindow: inWindow, isHidden: false))
            for sub in a.sublayouts { visit(sub, origin: inWindow.origin, parent: index) }
            commands.append(.endView)
        }
        visit(arrangement, origin: .zero, parent: 0)
        let scene = RenderScene(
            title: file.title ?? file.path, size: size, direction: spec.window.direction.rawValue, nodes: nodes, commands: commands)
        return ViewLayoutResult(windowSize: size, frames: frames, broken: [], ambiguous: [], log: [], trace: nil, scene: scene)
    }

    /// Builds, measures and arranges the layout only (for `bench`); returns its size.
    static func arrangeOnly(_ spec: DeclarativeLayoutSpec) throws(Diagnostic) -> CGSize {
        var counter = 0
        let root = try layout(for: spec.root, counter: &counter)
        return root.arrangement(width: CGFloat(spec.window.width)).frame.size
    }

    /// How an arranged layout shows in the tree: labels, leaf sizes (images), stacks, the rest.
    private static func kinds(of a: LayoutArrangement) -> (RenderNode.Kind, ViewKind) {
        if a.layout is LabelLayout { return (.label, .label) }
        if a.layout is StackLayout { return (.stack, .stack) }
        if a.layout is SizeLayout, a.sublayouts.isEmpty { return (.image, .image) }
        return (.view, .view)
    }

    private static func layout(for node: DeclarativeNodeSpec, counter: inout Int) throws(Diagnostic) -> any Layout {
        switch node {
        case let .label(text, font, lines, alignment, flexibility, id):
            return LabelLayout(
                text: text, font: .systemFont(ofSize: font.size, weight: font.weight), numberOfLines: lines,
                alignment: alignment ?? .topLeading, flexibility: flexibility ?? .flexible, viewReuseId: id)
        case let .size(width, height, child, id):
            let sub = try child.map { (c) throws(Diagnostic) in try layout(for: c, counter: &counter) }
            let w = width.map { CGFloat($0) }, h = height.map { CGFloat($0) }
            return SizeLayout(minWidth: w, maxWidth: w, minHeight: h, maxHeight: h, viewReuseId: id, sublayout: sub)
        case let .inset(insets, child, id):
            return InsetLayout(
                insets: StrutAutoLayout.EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing),
                viewReuseId: id, sublayout: try layout(for: child, counter: &counter))
        case let .stack(stack, children, id):
            var sublayouts: [any Layout] = []
            for child in children { sublayouts.append(try layout(for: child, counter: &counter)) }
            return StackLayout(
                axis: stack.axis, spacing: stack.spacing, distribution: stack.distribution, alignment: stack.alignment,
                viewReuseId: id, sublayouts: sublayouts)
        case let .overlay(base, overlays, id):
            var layouts: [any Layout] = []
            for o in overlays { layouts.append(try layout(for: o, counter: &counter)) }
            return OverlayLayout(primaryLayout: try layout(for: base, counter: &counter), overlayLayouts: layouts, viewReuseId: id)
        }
    }
}
