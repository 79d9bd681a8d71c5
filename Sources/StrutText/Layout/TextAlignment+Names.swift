extension TextAlignment {
    /// The alignment with UIKit's case name (`natural`, `left`, `center`, `right`, `justified`),
    /// or `nil` for an unknown name.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }

    /// UIKit's name of the case.
    public var name: String {
        switch self {
        case .natural: "natural"
        case .left: "left"
        case .center: "center"
        case .right: "right"
        case .justified: "justified"
        }
    }

    /// Every name ``init(name:)`` accepts, in declaration order.
    public static let names: [String] = allCases.map(\.name)
}
