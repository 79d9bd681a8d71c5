import Foundation
import StrutAutoLayout

/// A laid-out tree, ready to draw and to inspect: the views with their frames, the drawing
/// commands of the display pass, and the constraints with what the engine said about them.
///
/// A scene is plain data (`Sendable`): the renderers own no layout logic, and the same scene
/// can come from a view tree (``init(window:title:)``), a declarative layout or a test.
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

/// One view or layout guide of a scene.
public struct RenderNode: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case root, view, label, image, stack, guide
    }

    /// The name printed everywhere (`title`, `avatar`).
    public var identifier: String
    public var kind: Kind
    /// The superview's index in ``RenderScene/nodes``, `nil` for the root.
    public var parent: Int?
    /// The frame in the superview's coordinates, as `View.frame`.
    public var frame: CGRect
    /// The frame in the window's coordinates (what is drawn).
    public var frameInWindow: CGRect
    public var isHidden: Bool
    /// Whether the engine found this view's frame not uniquely determined.
    public var isAmbiguous: Bool
    /// The intrinsic content size; `nil` components mean "no intrinsic metric".
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    /// Content hugging and compression resistance priorities (horizontal, vertical).
    public var hugging: [Float]
    public var compressionResistance: [Float]
    /// A label's text, for the tree and the details.
    public var text: String?
    /// The constraints the engine says affect this view, horizontal then vertical, as indices
    /// into ``RenderScene/constraints`` (UIKit's `constraintsAffectingLayout(for:)`); empty when
    /// unknown.
    public var affectingConstraints: [[Int]] = []

    public init(
        identifier: String, kind: Kind, parent: Int?, frame: CGRect, frameInWindow: CGRect, isHidden: Bool = false,
        isAmbiguous: Bool = false, intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil,
        hugging: [Float] = [250, 250], compressionResistance: [Float] = [750, 750], text: String? = nil
    ) {
        self.identifier = identifier
        self.kind = kind
        self.parent = parent
        self.frame = frame
        self.frameInWindow = frameInWindow
        self.isHidden = isHidden
        self.isAmbiguous = isAmbiguous
        self.intrinsicWidth = intrinsicWidth
        self.intrinsicHeight = intrinsicHeight
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.text = text
    }
}

/// One constraint of a scene, as the inspector lists it and the overlay draws it.
public struct RenderConstraint: Sendable, Equatable {
    public enum Axis: String, Sendable {
        case horizontal, vertical
    }

    /// The identifier given in the file, if any.
    public var identifier: String?
    /// The constraint in equation form, `title.leading == avatar.trailing + 8 @750`.
    public var text: String
    /// The nodes it involves (one or two), as indices into ``RenderScene/nodes``.
    public var items: [Int]
    /// The attribute of each item, such as `leading` or `width` (same order as ``items``).
    public var attributes: [String]
    public var axis: Axis
    public var priority: Float
    /// Whether the engine had to break it (it conflicted with required constraints).
    public var isBroken: Bool
    /// Where it came from: `file`, `intrinsic size`, `format line`, `stack view`, `autoresizing mask`.
    public var origin: String

    public init(
        identifier: String? = nil, text: String, items: [Int], attributes: [String], axis: Axis, priority: Float = 1000,
        isBroken: Bool = false, origin: String = "file"
    ) {
        self.identifier = identifier
        self.text = text
        self.items = items
        self.attributes = attributes
        self.axis = axis
        self.priority = priority
        self.isBroken = isBroken
        self.origin = origin
    }
}
