/// Why a visual format string could not be turned into constraints, where, and in Apple's words.
///
/// ``description`` has the layout of UIKit's exception reason: a first line, the diagnostic,
/// the format, and a caret under the offending character:
///
///     Unable to parse constraint format:
///     Unknown relation. Must be ==, >=, or <=
///     V:|[blackBox4(>30)]|
///                    ^
///
/// (the first three lines end with a space, as UIKit's do). Errors about the options, which
/// UIKit reports without a caret, have no ``offset``.
public struct VisualFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var reason: Reason
    /// The format string as given.
    public var format: String
    /// The index, in characters, of the character the caret points at (it may equal the
    /// format's length: the caret is then just past the end); `nil` for errors about options.
    public var offset: Int?

    /// Creates an error.
    public init(_ reason: Reason, format: String, offset: Int?) {
        self.reason = reason
        self.format = format
        self.offset = offset
    }

    /// The diagnostic line alone, such as `Unknown relation. Must be ==, >=, or <=`.
    public var diagnostic: String { reason.diagnostic }

    /// The full message in UIKit's layout (see the type's documentation).
    public var description: String {
        guard let offset else { return "\(reason.diagnostic) \n\(format) " }
        return "Unable to parse constraint format: \n\(reason.diagnostic) \n\(format) \n"
            + String(repeating: " ", count: offset) + "^"
    }
}

extension VisualFormatError {
    /// The things that can be wrong with a format, its names, or its options.
    ///
    /// Diagnostics marked *UIKit* are UIKit's exact text (Auto Layout Guide or observed
    /// exceptions); the others are Strut's, for cases whose UIKit wording is not public.
    public enum Reason: Sendable, Hashable {
        /// `V|…`: an orientation letter not followed by `:`. *UIKit*.
        case missingOrientationColon(VisualFormat.Orientation)
        /// `[v(10]`, `[v x]`: a view's predicate list or the view itself not closed. *UIKit*.
        case unterminatedView
        /// `(>30)`, `(=30)`: a relation that is not `==`, `<=` or `>=`. *UIKit*.
        case unknownRelation
        /// A view was required: after a superview bar or a connection, or in an empty format. *UIKit*.
        case expectedView
        /// A number or metric name was required (a constant or a priority). *UIKit*.
        case expectedNumberOrMetric
        /// `[` not followed by a C identifier.
        case expectedViewName
        /// `-10[`, `-(10]`: a connection's predicate list or the connection itself not closed.
        case unterminatedConnection
        /// Something after the trailing superview bar.
        case expectedEndAfterSuperview
        /// A number that overflows to infinity, such as `1e999`.
        case nonFiniteNumber
        /// A view name missing from the views dictionary. *UIKit* (the 2011 guide's older
        /// wording was `Unable to find view with name blackBox`).
        case unknownView(String)
        /// A metric name missing from both dictionaries. *UIKit*.
        case unknownMetric(String)
        /// A view name where only a number or metric may stand: in a connection or as a priority.
        case viewWhereMetricRequired(String)
        /// `|` next to a view (or layout guide) that has no superview (owning view). *UIKit*.
        case missingSuperview
        /// A priority outside 1...1000 (`Priority.isValid`).
        case invalidPriority(Double)
        /// An alignment option on the format's own axis, such as `alignAllTop` with `V:`.
        /// UIKit's text as reported by re-implementations.
        case alignmentOnLayoutAxis(VisualFormat.Orientation)
        /// More than one direction option (`directionMask` bits both set).
        case conflictingDirections
        /// The format asks for a constraint its items cannot take (for example a baseline of a
        /// layout guide); the text says which.
        case invalidConstraint(String)

        /// The diagnostic line.
        public var diagnostic: String {
            switch self {
            case .missingOrientationColon(.horizontal):
                "Expected ':' after 'H' to specify horizontal arrangement"
            case .missingOrientationColon(.vertical):
                "Expected ':' after 'V' to specify vertical arrangement"
            case .unterminatedView:
                "A predicate on a view's thickness must end with ')' and the view must end with ']'"
            case .unknownRelation:
                "Unknown relation. Must be ==, >=, or <="
            case .expectedView:
                "Expected a view"
            case .expectedNumberOrMetric:
                "Expected a number or key from the metrics dictionary, but encountered something else"
            case .expectedViewName:
                "Expected a view name (a C identifier) after '['"
            case .unterminatedConnection:
                "A predicate on a connection must end with ')' and the connection must end with '-'"
            case .expectedEndAfterSuperview:
                "Expected the end of the format after the trailing '|'"
            case .nonFiniteNumber:
                "Expected a finite number"
            case .unknownView(let name):
                "\(name) is not a key in the views dictionary."
            case .unknownMetric(let name):
                "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
            case .viewWhereMetricRequired(let name):
                "\(name) is a view, but only a number or a key from the metrics dictionary may stand here"
            case .missingSuperview:
                "Unable to interpret '|' character, because the related view doesn't have a superview"
            case .invalidPriority(let value):
                "Priority \(value) is out of range: a priority must be \(LayoutPriority.validRangeDescription)"
            case .alignmentOnLayoutAxis(.horizontal):
                "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
            case .alignmentOnLayoutAxis(.vertical):
                "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
            case .conflictingDirections:
                "Options may name only one of directionLeadingToTrailing, directionLeftToRight and directionRightToLeft"
            case .invalidConstraint(let text):
                text
            }
        }
    }
}
