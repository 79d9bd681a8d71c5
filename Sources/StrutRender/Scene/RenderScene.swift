import Foundation
import StrutAutoLayout

/// A laid-out tree, ready to draw and to inspect: the views with their frames, the drawing
/// commands of the display pass, and the constraints with what the engine said about them.
///
/// A scene is plain data (`Sendable`): the renderers own no layout logic, and the same scene
/// can come from a view tree (``init(window:title:log:annotations:)``), a declarative layout or a test.
public struct RenderScene: Sendable, Equatable {
    /// A name shown in the inspector's title bar and the SVG's `<title>`.
    public var title: String
    /// The canvas: the window's size.
    public var size: CGSize
    /// `ltr` or `rtl`.
    public var direction: String
    /// Every view and guide, root first, in depth-first (painting) order.
    public var nodes: [RenderNode]
    /// The constraints, in the order they were added.
    public var constraints: [RenderConstraint]
    /// What to paint, in order: the display pass's drawing commands, in window coordinates.
    public var commands: [DrawingCommand]
    /// Messages from the layout (unsatisfiable constraints, ambiguity), shown by the inspector.
    public var log: [String]

    /// A scene; see the properties for what each part means.
    public init(
        title: String, size: CGSize, direction: String = "ltr", nodes: [RenderNode] = [],
        constraints: [RenderConstraint] = [], commands: [DrawingCommand] = [], log: [String] = []
    ) {
        self.title = title
        self.size = size
        self.direction = direction
        self.nodes = nodes
        self.constraints = constraints
        self.commands = commands
        self.log = log
    }

    /// The index of the node with this identifier.
    ///
    /// - Complexity: O(n) in the number of nodes.
    public func index(of identifier: String) -> Int? {
        nodes.firstIndex { $0.identifier == identifier }
    }

    /// The constraints that involve the node, split by axis, in order.
    public func constraints(affecting node: Int) -> (horizontal: [RenderConstraint], vertical: [RenderConstraint]) {
        let mine = constraints.filter { $0.items.contains(node) }
        return (mine.filter { $0.axis == .horizontal }, mine.filter { $0.axis == .vertical })
    }
}
