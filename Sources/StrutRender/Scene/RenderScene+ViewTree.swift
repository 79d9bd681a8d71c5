import Foundation
import StrutAutoLayout

extension RenderScene {
    /// The scene of a laid-out window: every view and layout guide (window first, depth-first),
    /// the constraints installed on them, and the window's last display list.
    ///
    /// Run a turn of the render loop first (`Window.runRenderLoopTurn()`); the scene reads
    /// frames and drawing commands, it lays nothing out.
    ///
    /// - Parameters:
    ///   - window: the root of the tree.
    ///   - title: the scene's title.
    ///   - log: messages to show in the inspector (unsatisfiable constraints...).
    ///   - annotations: what the caller knows about some constraints (the text they were
    ///     written as, where they came from, whether the engine broke them), by identity.
    /// - Complexity: O(views + guides + constraints).
    public init(
        window: Window, title: String, log: [String] = [], annotations: [ObjectIdentifier: ConstraintAnnotation] = [:]
    ) {
        var nodes: [RenderNode] = []
        var indexByItem: [ObjectIdentifier: Int] = [:]
        var installed: [LayoutConstraint] = []

        func name(_ view: View, fallback: Int) -> String { view.identifier ?? "view\(fallback)" }

        func visit(_ view: View, parent: Int?) {
            let index = nodes.count
            indexByItem[ObjectIdentifier(view)] = index
            var intrinsic = view.intrinsicContentSize
            if view.intrinsicHeightDependsOnWidth { intrinsic.height = view.intrinsicContentSize(forWidth: view.bounds.width).height }
            nodes.append(
                RenderNode(
                    identifier: name(view, fallback: index),
                    kind: parent == nil ? .root : Self.kind(of: view),
                    parent: parent,
                    frame: view.frame,
                    frameInWindow: Self.drawnFrameInWindow(of: view, in: window),
                    isHidden: view.isHidden,
                    intrinsicWidth: intrinsic.width == View.noIntrinsicMetric ? nil : Double(intrinsic.width),
                    intrinsicHeight: intrinsic.height == View.noIntrinsicMetric ? nil : Double(intrinsic.height),
                    hugging: [
                        view.contentHuggingPriority(for: .horizontal).rawValue, view.contentHuggingPriority(for: .vertical).rawValue,
                    ],
                    compressionResistance: [
                        view.contentCompressionResistancePriority(for: .horizontal).rawValue,
                        view.contentCompressionResistancePriority(for: .vertical).rawValue,
                    ]))
            if let scroll = view as? ScrollView {
                nodes[index].contentRect = scroll.convert(CGRect(origin: .zero, size: scroll.contentSize), to: window)
                nodes[index].visibleRect = scroll.visibleRect
            }
            installed += view.constraints
            for guide in view.layoutGuides {
                indexByItem[ObjectIdentifier(guide)] = nodes.count
                let frame = guide.layoutFrame
                nodes.append(
                    RenderNode(
                        identifier: guide.identifier.isEmpty ? "guide\(nodes.count)" : guide.identifier, kind: .guide,
                        parent: index, frame: frame, frameInWindow: view.convert(frame, to: window)))
            }
            for subview in view.subviews { visit(subview, parent: index) }
        }
        visit(window, parent: nil)

        let constraints: [RenderConstraint] =
            installed.compactMap { c in
                guard let first = c.firstItem, let firstIndex = indexByItem[ObjectIdentifier(first)] else { return nil }
                var items = [firstIndex]
                var attributes = [c.firstAttribute.description]
                if let second = c.secondItem, let secondIndex = indexByItem[ObjectIdentifier(second)] {
                    items.append(secondIndex)
                    attributes.append(c.secondAttribute.description)
                }
                let vertical = [
                    "top", "bottom", "centerY", "height", "firstBaseline", "lastBaseline", "topMargin", "bottomMargin",
                    "centerYWithinMargins",
                ].contains(attributes[0])
                let note = annotations[ObjectIdentifier(c)]
                return RenderConstraint(
                    identifier: c.identifier, text: note?.text ?? c.description, items: items, attributes: attributes,
                    axis: vertical ? .vertical : .horizontal, priority: c.priority.rawValue, isBroken: note?.isBroken ?? false,
                    origin: note?.origin ?? "code")
            } + Self.contentSizeConstraints(nodes)
        // Where each installed constraint ended up in the list, to answer "what affects this
        // view" with indices.
        var indexByConstraint: [ObjectIdentifier: Int] = [:]
        var position = 0
        for c in installed {
            guard let first = c.firstItem, indexByItem[ObjectIdentifier(first)] != nil else { continue }
            indexByConstraint[ObjectIdentifier(c)] = position
            position += 1
        }
        var views: [(index: Int, view: View)] = []
        func collect(_ view: View) {
            if let index = indexByItem[ObjectIdentifier(view)], view !== window { views.append((index, view)) }
            view.subviews.forEach(collect)
        }
        collect(window)
        // One index of the engine's rows for all views, each walk capped (a chain of n views
        // would otherwise list n constraints for each of them: n² in all).
        let affecting = window.constraintsAffectingLayout(ofEach: views.map(\.view), limit: Self.affectingConstraintsLimit)
        for ((index, _), lists) in zip(views, affecting) {
            nodes[index].affectingConstraints = [lists.horizontal, lists.vertical].map { list in
                list.compactMap { indexByConstraint[ObjectIdentifier($0)] }
            }
        }
        self.init(
            title: title, size: window.bounds.size,
            direction: window.layoutDirection == .rightToLeft ? "rtl" : "ltr",
            nodes: nodes, constraints: constraints, commands: window.drawingCommands, log: log)
    }

    /// The most constraints listed as affecting a view on one axis (the nearest ones).
    public static let affectingConstraintsLimit = 64

    /// The constraints the engine makes from intrinsic sizes (UIKit's content-size
    /// constraints), for the inspector: `size <= intrinsic` at the hugging priority and
    /// `size >= intrinsic` at the compression-resistance priority, per axis.
    static func contentSizeConstraints(_ nodes: [RenderNode]) -> [RenderConstraint] {
        var result: [RenderConstraint] = []
        for (index, node) in nodes.enumerated() where node.kind != .guide {
            for (axis, size) in [(RenderConstraint.Axis.horizontal, node.intrinsicWidth), (.vertical, node.intrinsicHeight)] {
                guard let size else { continue }
                let attribute = axis == .horizontal ? "width" : "height"
                let a = axis == .horizontal ? 0 : 1
                let value = NumberText.string(size)
                result.append(
                    RenderConstraint(
                        text: "\(node.identifier).\(attribute) <= \(value) @\(LayoutPriority(node.hugging[a]))", items: [index],
                        attributes: [attribute], axis: axis, priority: node.hugging[a], origin: "content hugging"))
                result.append(
                    RenderConstraint(
                        text: "\(node.identifier).\(attribute) >= \(value) @\(LayoutPriority(node.compressionResistance[a]))",
                        items: [index], attributes: [attribute], axis: axis, priority: node.compressionResistance[a],
                        origin: "compression resistance"))
            }
        }
        return result
    }

    /// A node kind from the view's class name (labels, image views and stack views are told
    /// apart by name so this module needs no knowledge of their classes).
    static func kind(of view: View) -> RenderNode.Kind {
        let className = String(describing: type(of: view))
        if className.contains("Label") { return .label }
        if className.contains("Image") { return .image }
        if className.contains("Stack") { return .stack }
        if view is ScrollView, !(view is TableView) { return .scroll }
        return .view
    }
}

/// What a caller knows about a constraint that the view tree does not: the text it was
/// written as, where it came from, and whether the engine broke it.
public struct ConstraintAnnotation: Sendable, Equatable {
    public var text: String
    public var origin: String
    public var isBroken: Bool

    public init(text: String, origin: String, isBroken: Bool = false) {
        self.text = text
        self.origin = origin
        self.isBroken = isBroken
    }
}
