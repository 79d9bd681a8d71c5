import Foundation

/// One view or layout guide of a scene.
public struct RenderNode: Sendable, Equatable {
    /// What the node is, for the tree's labels and the drawing of outlines.
    public enum Kind: String, Sendable {
        case root, view, label, image, stack, guide, scroll
    }

    /// The name printed everywhere (`title`, `avatar`).
    public var identifier: String
    /// What the node is.
    public var kind: Kind
    /// The superview's index in ``RenderScene/nodes``, `nil` for the root.
    public var parent: Int?
    /// The frame in the superview's coordinates, as `View.frame`.
    public var frame: CGRect
    /// The frame in the window's coordinates (what is drawn): with a transform on the view or
    /// an ancestor, the bounding box of the transformed rectangle.
    public var frameInWindow: CGRect
    /// Whether the view is hidden (it and its subviews are not drawn).
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
    /// For a scroll view: its content area (origin and content size) in the window's
    /// coordinates, where it lies at the current offset; `nil` for other views.
    public var contentRect: CGRect?
    /// For a scroll view: the part of the content on screen, in content coordinates.
    public var visibleRect: CGRect?

    /// A node; UIKit's default priorities unless given.
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
