import StrutSolver

/// A parsed visual format string: the syntax tree of Auto Layout's visual format language,
/// before any name is looked up.
///
/// The grammar is the one in Apple's Auto Layout Guide:
///
///     (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?
///
/// Parsing needs neither views nor metrics; names are resolved when the format is turned into
/// constraints (`LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`), so
/// one parsed format can be reused for many sets of views.
///
/// ```swift
/// let format = try VisualFormat(parsing: "H:|-[find]-[findNext]-[findField(>=20)]-|")
/// format.views.map(\.name)     // ["find", "findNext", "findField"]
/// format.connections.count     // 2
/// ```
///
/// Offsets in the tree count characters from the start of ``format``. A format that parses
/// contains only ASCII characters, so they are also UTF-8 and UTF-16 offsets.
public struct VisualFormat: Sendable, Hashable {
    /// The format string this tree was parsed from.
    public var format: String
    /// `H:` (also the default when the format names none) or `V:`.
    public var orientation: Orientation
    /// The `|` before the first view and the connection from it, if the format starts with one.
    public var leadingSuperview: SuperviewEdge?
    /// The views in the order they appear; never empty.
    public var views: [ViewElement]
    /// The connection between `views[i]` and `views[i + 1]`; `views.count - 1` elements.
    public var connections: [Connection]
    /// The connection to the `|` after the last view and that bar, if the format ends with one.
    public var trailingSuperview: SuperviewEdge?

    /// Creates a syntax tree from its parts.
    public init(
        format: String,
        orientation: Orientation,
        leadingSuperview: SuperviewEdge?,
        views: [ViewElement],
        connections: [Connection],
        trailingSuperview: SuperviewEdge?
    ) {
        self.format = format
        self.orientation = orientation
        self.leadingSuperview = leadingSuperview
        self.views = views
        self.connections = connections
        self.trailingSuperview = trailingSuperview
    }
}

extension VisualFormat {
    /// The axis a format lays views out along.
    public enum Orientation: Sendable, Hashable {
        /// `H:`: views left to right (leading to trailing by default); predicates are widths.
        case horizontal
        /// `V:`: views top to bottom; predicates are heights.
        case vertical
    }

    /// A `|` standing for the superview of the view next to it, with the connection between them.
    public struct SuperviewEdge: Sendable, Hashable {
        /// The offset of the `|`.
        public var barOffset: Int
        /// The connection between the bar and the adjacent view.
        public var connection: Connection

        /// Creates a superview edge.
        public init(barOffset: Int, connection: Connection) {
            self.barOffset = barOffset
            self.connection = connection
        }
    }

    /// The space between two adjacent items: nothing (`][`), the standard space (`]-[`) or
    /// predicates (`]-20-[`, `]-(>=8@750)-[`).
    public struct Connection: Sendable, Hashable {
        /// What the connection says about the space.
        public var spacing: Spacing
        /// The offset of the connection's first `-`, or, for a flush connection, of the
        /// character after the first item.
        public var offset: Int

        /// Creates a connection.
        public init(spacing: Spacing, offset: Int) {
            self.spacing = spacing
            self.offset = offset
        }
    }

    /// The kinds of connection.
    public enum Spacing: Sendable, Hashable {
        /// No dash: the items touch (a constant of 0).
        case flush
        /// A lone dash: the standard space (8 points between siblings; the layout margin at a
        /// superview edge).
        case standard
        /// Dashes around a number, metric or parenthesised predicate list.
        case predicates([Predicate])
    }

    /// One `[name(predicates)]` element.
    public struct ViewElement: Sendable, Hashable {
        /// The key in the views dictionary.
        public var name: String
        /// The offset of the name's first character.
        public var nameOffset: Int
        /// The offset just past the name (where a diagnostic about the name points).
        public var nameEnd: Int
        /// The size predicates in parentheses after the name: widths for `H:`, heights for `V:`.
        public var predicates: [Predicate]

        /// Creates a view element.
        public init(name: String, nameOffset: Int, nameEnd: Int, predicates: [Predicate]) {
            self.name = name
            self.nameOffset = nameOffset
            self.nameEnd = nameEnd
            self.predicates = predicates
        }
    }

    /// One `(relation)? object (@priority)?` predicate.
    public struct Predicate: Sendable, Hashable {
        /// `==` (also when omitted), `<=` or `>=`.
        public var relation: StrutSolver.Relation
        /// A constant, or a name: a metric, or (in a view's predicate list) another view.
        public var object: Operand
        /// The priority after `@`, or `nil` for required.
        public var priority: Operand?

        /// Creates a predicate.
        public init(relation: StrutSolver.Relation = .equal, object: Operand, priority: Operand? = nil) {
            self.relation = relation
            self.object = object
            self.priority = priority
        }
    }

    /// A number or a name as written in a predicate, with where it was written.
    public struct Operand: Sendable, Hashable {
        /// What was written.
        public var value: Value
        /// The offset of its first character.
        public var offset: Int
        /// The offset just past its last character.
        public var end: Int

        /// Creates an operand.
        public init(_ value: Value, offset: Int, end: Int) {
            self.value = value
            self.offset = offset
            self.end = end
        }

        /// The two things an operand can be.
        public enum Value: Sendable, Hashable {
            /// A literal number (parsed as `strtod` would, in the C locale).
            case number(Double)
            /// A C identifier naming a metric or a view.
            case name(String)
        }
    }
}
