/// The stack view's vocabulary by name, for file formats and other front ends: UIKit's case
/// names, so that a layout file says `distribution: fillEqually` as Swift code does.
extension StackViewDistribution {
    /// The distribution with UIKit's case name (`fill`, `fillEqually`, `fillProportionally`,
    /// `equalSpacing`, `equalCentering`), or `nil` for an unknown name.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }

    /// UIKit's name of the case.
    public var name: String {
        switch self {
        case .fill: "fill"
        case .fillEqually: "fillEqually"
        case .fillProportionally: "fillProportionally"
        case .equalSpacing: "equalSpacing"
        case .equalCentering: "equalCentering"
        }
    }

    /// Every name ``init(name:)`` accepts, in declaration order.
    public static let names: [String] = allCases.map(\.name)
}

extension StackViewAlignment {
    /// The alignment with UIKit's case name (`fill`, `leading`, `firstBaseline`, `center`,
    /// `trailing`, `lastBaseline`), accepting `top` for ``leading`` and `bottom` for
    /// ``trailing`` as UIKit's static members do; `nil` for an unknown name.
    public init?(name: String) {
        switch name {
        case "top": self = .leading
        case "bottom": self = .trailing
        default:
            guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
            self = match
        }
    }

    /// UIKit's name of the case (``top`` and ``bottom`` are the same cases as ``leading`` and
    /// ``trailing``, so they are named so).
    public var name: String {
        switch self {
        case .fill: "fill"
        case .leading: "leading"
        case .firstBaseline: "firstBaseline"
        case .center: "center"
        case .trailing: "trailing"
        case .lastBaseline: "lastBaseline"
        }
    }

    /// Every name ``init(name:)`` accepts: the cases in declaration order, then `top` and
    /// `bottom`.
    public static let names: [String] = allCases.map(\.name) + ["top", "bottom"]
}

extension LayoutConstraintAxis {
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
