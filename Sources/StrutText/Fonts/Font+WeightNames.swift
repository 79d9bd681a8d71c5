extension Font.Weight {
    /// The nine named weights with UIKit's names, in the order UIKit declares them.
    public static let named: [(name: String, weight: Font.Weight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// The weight with UIKit's name (`regular`, `semibold`, `bold`…), or `nil` for an unknown
    /// name.
    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.weight
    }

    /// UIKit's name of a named weight, or `nil` for a weight class between the named ones.
    public var name: String? { Self.named.first { $0.weight == self }?.name }

    /// Every name ``init(name:)`` accepts, in the order of ``named``.
    public static let names: [String] = named.map(\.name)
}
