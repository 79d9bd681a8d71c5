import StrutSolver

extension VisualFormat {
    /// One constraint a format stands for, with its items named as in the format:
    /// `first.attribute REL multiplier × second.attribute + constant @priority`.
    ///
    /// These are what `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
    /// builds, item for item and in the same order; tools can compute them without views.
    public struct ConstraintDescription: Sendable, Hashable, CustomStringConvertible {
        /// An item of a described constraint.
        public enum Item: Sendable, Hashable {
            /// The value of this key in the views dictionary.
            case view(String)
            /// The superview (the `|`) of the view with this key.
            case superview(of: String)
        }

        /// The item on the left of the relation.
        public var firstItem: Item
        /// The attribute of the first item.
        public var firstAttribute: Attribute
        /// How the two sides compare.
        public var relation: StrutSolver.Relation
        /// The item on the right, or `nil` for a constant size.
        public var secondItem: Item?
        /// The attribute of the second item (`notAnAttribute` without one).
        public var secondAttribute: Attribute
        /// Always 1: the visual format language cannot express other multipliers.
        public var multiplier: Double
        /// The constant added to the right side.
        public var constant: Double
        /// The priority, from 1 to 1000 (UIKit accepts any value in (0, 1000]).
        public var priority: Float
        /// Whether a lone dash between two views made it (`[a]-[b]`, the standard space):
        /// UIKit logs such a constraint as `H:[a]-(NSSpace(8))-[b]`, an explicit `-8-` as
        /// `-(8)-`.
        public var isStandardSpacing = false

        /// Creates a description.
        public init(
            _ firstItem: Item, _ firstAttribute: Attribute, _ relation: StrutSolver.Relation,
            _ secondItem: Item?, _ secondAttribute: Attribute,
            multiplier: Double = 1, constant: Double = 0, priority: Float = 1000
        ) {
            self.firstItem = firstItem
            self.firstAttribute = firstAttribute
            self.relation = relation
            self.secondItem = secondItem
            self.secondAttribute = secondAttribute
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
        }

        /// The equation in the reference's notation, with the superview written `sv`:
        /// `b.leading == a.trailing + 8`, `a.width >= 50 @20`, `sv.trailing == a.trailing + 50`.
        public var description: String {
            func name(_ item: Item) -> String {
                switch item {
                case .view(let name): name
                case .superview: "sv"
                }
            }
            var out = "\(name(firstItem)).\(firstAttribute) \(relation) "
            if let secondItem {
                if multiplier != 1 { out += "\(Self.number(multiplier)) * " }
                out += "\(name(secondItem)).\(secondAttribute)"
                if constant > 0 { out += " + \(Self.number(constant))" }
                if constant < 0 { out += " - \(Self.number(-constant))" }
            } else {
                out += Self.number(constant)
            }
            if priority != 1000 { out += " @\(Self.number(Double(priority)))" }
            return out
        }

        private static func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
    }

    /// The attributes of described constraints: ``LayoutAttribute`` (UIKit's
    /// `NSLayoutConstraint.Attribute`).
    public typealias Attribute = LayoutAttribute
}

extension LayoutAttribute {
    /// The margin attribute for an edge (`leading` → `leadingMargin`); other attributes unchanged.
    var marginForVisualFormat: LayoutAttribute {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: self
        }
    }
}
