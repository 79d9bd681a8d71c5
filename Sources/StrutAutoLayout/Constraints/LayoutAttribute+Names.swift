/// What a file format or another front end needs to speak Auto Layout's vocabulary: attributes by
/// name, and the rules for which attributes may be related — the same rules
/// ``LayoutConstraint/validated(item:attribute:relatedBy:toItem:attribute:multiplier:constant:priority:)``
/// enforces, so that a front end reports a bad pairing where it was written, in the same words.
extension LayoutAttribute {
    /// The attribute with UIKit's name (`leading`, `centerYWithinMargins`…), accepting
    /// `baseline` for ``lastBaseline`` as UIKit does; `nil` for an unknown name and for
    /// `notAnAttribute`.
    ///
    /// - Complexity: O(1) for the 20 names.
    public init?(name: String) {
        if name == "baseline" {
            self = .lastBaseline
            return
        }
        guard let attribute = Self.byName[name] else { return nil }
        self = attribute
    }

    /// Every name ``init(name:)`` accepts, in declaration order, then `baseline`: for "known
    /// attributes" notes.
    public static let names: [String] = allCases.filter { $0 != .notAnAttribute }.map(\.description) + ["baseline"]

    private static let byName: [String: LayoutAttribute] = Dictionary(
        uniqueKeysWithValues: allCases.filter { $0 != .notAnAttribute }.map { ($0.description, $0) })

    /// Whether the attribute is horizontal: a horizontal location or the width.
    public var isHorizontal: Bool { family == .horizontal || self == .width }

    /// Whether the attribute is a size (width or height).
    public var isSize: Bool { family == .dimension }

    /// Whether only views have the attribute: margins and baselines (layout guides have neither).
    public var isViewOnly: Bool { isMargin || isBaseline }

    /// Why a constraint cannot relate `first` to `second`, in the words of Auto Layout's
    /// validity rules (reference §1.1), or `nil` when they pair: a size only with a size, a
    /// horizontal location only with a horizontal one, a vertical location only with a vertical
    /// one, and leading/trailing never with left/right.
    ///
    /// - Complexity: O(1).
    public static func pairingProblem(_ first: LayoutAttribute, _ second: LayoutAttribute) -> String? {
        if let mismatch = familyMismatch(first.family, second.family) { return mismatch }
        if first.family == .horizontal,
            (first.isDirectional && second.isAbsoluteHorizontal) || (first.isAbsoluteHorizontal && second.isDirectional)
        {
            return "leading and trailing cannot be mixed with left and right"
        }
        return nil
    }

    /// Why attributes of these families cannot be related, or `nil` when the families match.
    static func familyMismatch(_ first: Family, _ second: Family) -> String? {
        guard first != second else { return nil }
        func kind(_ f: Family) -> String {
            switch f {
            case .horizontal: "a horizontal location"
            case .vertical: "a vertical location"
            case .dimension: "a size"
            case .none: "not an attribute"
            }
        }
        return "\(kind(first)) cannot be related to \(kind(second))"
    }
}
