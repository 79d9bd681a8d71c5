import StrutAutoLayout
import StrutDeclarative
import StrutSolver
import StrutText

/// A layout file, decoded: one of three forms, chosen by the top-level keys.
///
/// - A constraint system (`variables`, `constraints`): plain solver variables and equations.
/// - A view layout (`window`, `views`, `constraints`): a view tree placed by constraints and
///   format-language lines.
/// - A declarative layout (`window`, `layout`): LayoutKit-style nodes (stack, inset, size,
///   label, overlay).
struct LayoutFile: Sendable {
    /// The file name, as given.
    var path: String
    /// The file's text, kept to quote lines in diagnostics found after decoding.
    var source: String
    /// An optional one-line description, printed by `demo`.
    var title: String?
    var content: Content

    enum Content: Sendable {
        case system(ConstraintSystemSpec)
        case views(ViewLayoutSpec)
        case declarative(DeclarativeLayoutSpec)
    }
}

/// Plain variables and equations over them.
struct ConstraintSystemSpec: Sendable {
    var variables: [Located<String>]
    var constraints: [ConstraintSpec]
}

/// A value with where it was written.
struct Located<Value: Sendable>: Sendable {
    var value: Value
    var location: SourceLocation?
}

/// One entry of a `constraints` list.
struct ConstraintSpec: Sendable {
    enum Form: Sendable {
        case equation(Equation)
        /// A format-language line such as `H:|-[a]-[b]-|`, kept as text.
        case format(String)
    }

    var form: Form
    /// An identifier printed in diagnostics (`id:` in the mapping form).
    var identifier: String?
    /// Where the text starts, and how to map offsets inside it to the file (see
    /// ``DocumentReader/diagnostic(_:_:in:offset:length:notes:)``).
    var anchor: TextAnchor
}

/// Enough to point into a scalar's text later, after decoding.
struct TextAnchor: Sendable {
    var file: String
    var start: SourceLocation?
    /// Columns to add to `start` to reach offset 0 of the text (1 for quoted scalars), or
    /// `nil` when offsets cannot be mapped onto the file's lines (block scalars, escapes).
    var columnShift: Int?
    var text: String

    func diagnostic(_ kind: ExitReason, _ message: String, offset: Int, length: Int, notes: [String] = []) -> Diagnostic {
        guard let start else { return Diagnostic(kind, message, file: file, notes: notes) }
        if let columnShift {
            return Diagnostic(kind, message, file: file, at: start.advanced(by: columnShift + offset), length: length, notes: notes)
        }
        // Quote the line of the text that holds the offset.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        var line = 0, column = offset
        while line < lines.count - 1, column > lines[line].count {
            column -= lines[line].count + 1
            line += 1
        }
        let excerpt = lines.isEmpty ? "" : String(String.UnicodeScalarView(lines[line]))
        return Diagnostic(
            kind, message, file: file, at: start, length: length, excerpt: excerpt, excerptColumn: column + 1, notes: notes)
    }
}

/// `leftToRight` or `rightToLeft`.
enum LayoutDirectionSpec: String, Sendable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

struct InsetsSpec: Sendable, Equatable {
    var top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0
}

struct WindowSpec: Sendable {
    var width: Double = 375
    var height: Double = 667
    var direction: LayoutDirectionSpec = .leftToRight
    var safeArea = InsetsSpec()
    /// Whether the window's height comes from its content (a cell): the height is then
    /// solved for, as `systemLayoutSizeFitting` with the width fixed.
    var fitsHeight = false
    /// Whether the window's width comes from its content (`width: fit`): the compressed
    /// width, as `systemLayoutSizeFitting` with the horizontal fitting priority low.
    var fitsWidth = false
    /// A simulated keyboard across the window's bottom (`keyboard:`), or none.
    var keyboard: KeyboardSpec?
}

/// A view layout file.
struct ViewLayoutSpec: Sendable {
    var window: WindowSpec
    /// The root's children (the root is the window's own view, named `root`, or `superview`
    /// in equations of its direct subviews).
    var views: [ViewSpec]
    var constraints: [ConstraintSpec]
    /// Constraint changes to animate (`strut animate`); other commands lay out the file as written.
    var animation: AnimationSpec? = nil
}

enum ViewKind: String, Sendable, CaseIterable {
    case view, label, image, stack, guide, scroll, collection
}

/// A collection view's settings (`collection:` of a `type: collection` view): the layout and the
/// items, one label per item.
struct CollectionSpec: Sendable, Equatable {
    enum LayoutKind: String, Sendable, CaseIterable {
        /// A flow layout of `itemSize` items.
        case flow
        /// A compositional grid of `columns` fractional columns, `rowHeight` high.
        case grid
        /// A compositional list of self-sizing rows.
        case list
    }
    var layout = LayoutKind.flow
    var itemSize: [Double] = [100, 44]
    var columns = 3
    var rowHeight: Double = 44
    var spacing: Double = 8
    var items: [String] = []
}

struct AxisPrioritiesSpec: Sendable, Equatable {
    var horizontal: Priority?
    var vertical: Priority?
}

struct FontSpec: Sendable, Equatable {
    var family: String?
    var size: Double = 17
    var weight: Font.Weight = .regular
}

/// A stack view's options, with UIKit's defaults.
struct StackViewSpec: Sendable, Equatable {
    var axis: LayoutConstraintAxis = .horizontal
    var spacing: Double = 0
    var distribution: StackViewDistribution = .fill
    var alignment: StackViewAlignment = .fill
}

/// A declarative stack's options, with LayoutKit's defaults.
struct StackLayoutSpec: Sendable {
    var axis: StrutDeclarative.Axis = .horizontal
    var spacing: Double = 0
    var distribution: StackLayoutDistribution = .fillFlexing
    var alignment: Alignment = .fill
}

/// One view of the tree.
struct ViewSpec: Sendable {
    var id: String
    var location: SourceLocation?
    var kind: ViewKind = .view
    var text: String?
    var font = FontSpec()
    /// `numberOfLines` (0 = unlimited); labels only.
    var lines: Int = 1
    /// How a label's lines sit in its width (UIKit's `textAlignment`); labels only.
    var textAlignment: TextAlignment = .natural
    /// The intrinsic content size: an image's size, or a custom view's `intrinsic:`.
    var intrinsicWidth: Double?
    var intrinsicHeight: Double?
    var background: String?
    var textColor: String?
    var hugging = AxisPrioritiesSpec()
    var compression = AxisPrioritiesSpec()
    var hidden = false
    var margins: InsetsSpec?
    /// A fixed frame: the view keeps `translatesAutoresizingMaskIntoConstraints`.
    var frame: [Double]?
    var stack: StackViewSpec?
    /// A scroll view's explicit content size (`[width, height]`); constraints on its
    /// `id.content` guide win over it.
    var contentSize: [Double]?
    /// A scroll view's content offset (`[x, y]`) when the file is laid out.
    var contentOffset: [Double]?
    /// A collection view's layout and items.
    var collection: CollectionSpec?
    var subviews: [ViewSpec] = []
}

/// A declarative layout file.
struct DeclarativeLayoutSpec: Sendable {
    var window: WindowSpec
    var root: DeclarativeNodeSpec
}

/// A LayoutKit-style node.
indirect enum DeclarativeNodeSpec: Sendable {
    /// `alignment` and `flexibility` are `nil` when the file leaves them out (LayoutKit's
    /// defaults, `topLeading` and `flexible`, apply).
    case label(text: String, font: FontSpec, lines: Int, alignment: Alignment?, flexibility: Flexibility?, id: String?)
    case size(width: Double?, height: Double?, child: DeclarativeNodeSpec?, id: String?)
    case inset(InsetsSpec, child: DeclarativeNodeSpec, id: String?)
    case stack(StackLayoutSpec, children: [DeclarativeNodeSpec], id: String?)
    case overlay(base: DeclarativeNodeSpec, overlays: [DeclarativeNodeSpec], id: String?)
}
