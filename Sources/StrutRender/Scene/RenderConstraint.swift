/// One constraint of a scene, as the inspector lists it and the overlay draws it.
public struct RenderConstraint: Sendable, Equatable {
    /// The axis a constraint works on (its first attribute's).
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
    /// The axis of the first attribute.
    public var axis: Axis
    /// 1...1000, 1000 being required.
    public var priority: Float
    /// Whether the engine had to break it (it conflicted with required constraints).
    public var isBroken: Bool
    /// Where it came from: `file`, `intrinsic size`, `format line`, `stack view`, `autoresizing mask`.
    public var origin: String

    /// A constraint, required and from the file unless given.
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
