/// LayoutKit's vocabulary by name, for file formats and other front ends: the names LayoutKit's
/// Swift constants have, so that a layout file says `alignment: topLeading` as Swift code does.
extension Alignment {
    /// The named alignments, in LayoutKit's order (``aspectFit`` last).
    public static let named: [(name: String, alignment: Alignment)] = [
        ("fill", .fill), ("center", .center), ("centerLeading", .centerLeading), ("centerTrailing", .centerTrailing),
        ("centerFill", .centerFill), ("fillLeading", .fillLeading), ("fillTrailing", .fillTrailing),
        ("fillCenter", .fillCenter), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("topCenter", .topCenter), ("topFill", .topFill), ("bottomLeading", .bottomLeading),
        ("bottomTrailing", .bottomTrailing), ("bottomCenter", .bottomCenter), ("bottomFill", .bottomFill),
        ("aspectFit", .aspectFit),
    ]

    /// The alignment with LayoutKit's constant name (`topLeading`, `fill`, `aspectFit`…), or
    /// `nil` for an unknown name.
    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.alignment
    }

    /// Every name ``init(name:)`` accepts, in the order of ``named``.
    public static let names: [String] = named.map(\.name)
}

extension StackLayoutDistribution {
    /// The distribution with LayoutKit's case name, or `nil` for an unknown name.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }

    /// LayoutKit's name of the case.
    public var name: String {
        switch self {
        case .leading: "leading"
        case .trailing: "trailing"
        case .center: "center"
        case .fillEqualSpacing: "fillEqualSpacing"
        case .fillEqualSize: "fillEqualSize"
        case .fillFlexing: "fillFlexing"
        }
    }

    /// Every name ``init(name:)`` accepts, in declaration order.
    public static let names: [String] = allCases.map(\.name)
}

extension Flexibility {
    /// The four named flexibilities that apply to both axes.
    public static let named: [(name: String, flexibility: Flexibility)] = [
        ("flexible", .flexible), ("inflexible", .inflexible), ("high", .high), ("low", .low),
    ]

    /// `flexible`, `inflexible`, `high` or `low` (both axes); `nil` for another name.
    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.flexibility
    }

    /// Every name ``init(name:)`` accepts.
    public static let names: [String] = named.map(\.name)
}

extension Axis {
    /// `horizontal` or `vertical`; `nil` for another name.
    public init?(name: String) {
        switch name {
        case "horizontal": self = .horizontal
        case "vertical": self = .vertical
        default: return nil
        }
    }

    /// `horizontal` or `vertical`.
    public var name: String { self == .horizontal ? "horizontal" : "vertical" }

    /// Both names, horizontal first.
    public static let names: [String] = allCases.map(\.name)
}
