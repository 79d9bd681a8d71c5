/// The attributes an equation can name after a view (`title.leading`), with UIKit's names.
enum AttributeName: String, CaseIterable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Parses a name, accepting `baseline` for `lastBaseline` as UIKit does.
    init?(name: String) {
        if name == "baseline" {
            self = .lastBaseline
        } else {
            self.init(rawValue: name)
        }
    }

    /// Every name an equation may use, for "known attributes" notes.
    static var allNames: [String] { allCases.map(\.rawValue) + ["baseline"] }

    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            true
        default: false
        }
    }

    var isSize: Bool { self == .width || self == .height }

    /// The family a location attribute belongs to, for the pairing rules: leading/trailing
    /// cannot be mixed with left/right.
    var family: Family {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: .absolute
        case .leading, .trailing, .leadingMargin, .trailingMargin: .directional
        case .width, .height: .size
        default: .neutral
        }
    }

    enum Family { case absolute, directional, size, neutral }

    var isMarginOrBaseline: Bool {
        switch self {
        case .firstBaseline, .lastBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }
}
