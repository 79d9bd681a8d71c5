import Foundation

/// A color with components from 0 to 1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0 to 1.
    public var red: Double
    /// The green component, 0 to 1.
    public var green: Double
    /// The blue component, 0 to 1.
    public var blue: Double
    /// The opacity, 0 to 1.
    public var alpha: Double

    /// A color from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A gray level.
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Fully transparent.
    public static let clear = Color(white: 0, alpha: 0)
    /// Opaque red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Opaque 50% gray.
    public static let gray = Color(white: 0.5)

    /// `#rrggbb` or `#rrggbbaa` when not opaque.
    public var description: String {
        func hex(_ v: Double) -> String {
            let i = Int((min(max(v, 0), 1) * 255).rounded())
            return (i < 16 ? "0" : "") + String(i, radix: 16)
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }
}

/// A run of text placed by the text layer: its string, font, color, and the rectangle of its
/// line box, with the baseline's offset from the rectangle's top.
public struct TextRun: Hashable, Sendable {
    /// The characters drawn.
    public var text: String
    /// The font's name.
    public var fontName: String
    /// The font's size in points.
    public var fontSize: CGFloat
    /// The text's color.
    public var color: Color
    /// The line box.
    public var rect: CGRect
    /// The baseline's distance below the top of ``rect``.
    public var baselineOffset: CGFloat

    /// A run of text.
    public init(text: String, fontName: String, fontSize: CGFloat, color: Color, rect: CGRect, baselineOffset: CGFloat) {
        self.text = text
        self.fontName = fontName
        self.fontSize = fontSize
        self.color = color
        self.rect = rect
        self.baselineOffset = baselineOffset
    }
}

/// What the display list says about a view at the start of its commands.
public struct ViewInfo: Hashable, Sendable {
    /// `View:0x…` (or the identifier), as in constraint descriptions.
    public var name: String
    /// The view's class name.
    public var className: String
    /// The view's identifier, if any.
    public var identifier: String?
    /// The frame in the display list's coordinates.
    public var frame: CGRect
    /// Whether the view is laid out by the engine (not frame-placed).
    public var usesAutoLayout: Bool
    /// The view's ``View/transform``, applied about the center of ``frame`` to the commands up
    /// to the matching ``DrawingCommand/endView`` (they are recorded untransformed).
    public var transform: ViewTransform

    /// A description of a view in a display list.
    public init(
        name: String, className: String, identifier: String?, frame: CGRect, usesAutoLayout: Bool,
        transform: ViewTransform = .identity
    ) {
        self.name = name
        self.className = className
        self.identifier = identifier
        self.frame = frame
        self.usesAutoLayout = usesAutoLayout
        self.transform = transform
    }

    init(view: View, frame: CGRect) {
        self.init(
            name: ConstraintFormatter.itemName(view), className: view.debugClassName, identifier: view.identifier,
            frame: frame, usesAutoLayout: !view.translatesAutoresizingMaskIntoConstraints, transform: view.transform)
    }

    /// ``transform`` about the center of ``frame``, in the display list's coordinates: the
    /// matrix a renderer applies to the view's commands.
    public var transformInDisplayList: ViewTransform {
        let cx = frame.midX, cy = frame.midY
        let t = transform
        return ViewTransform(
            a: t.a, b: t.b, c: t.c, d: t.d, tx: cx - t.a * cx - t.c * cy + t.tx, ty: cy - t.b * cx - t.d * cy + t.ty)
    }
}

/// One drawing operation of the display pass, in window coordinates once in a display list.
/// A renderer (SVG, HTML, a bitmap) consumes these; the layout layer never rasterizes.
public enum DrawingCommand: Hashable, Sendable {
    /// The commands up to the matching ``endView`` belong to this view (and its subviews).
    case beginView(ViewInfo)
    case endView
    /// Fills a rectangle.
    case fillRect(CGRect, Color)
    /// Strokes a rectangle's outline.
    case strokeRect(CGRect, Color, lineWidth: CGFloat)
    /// Draws a run of text.
    case text(TextRun)
    /// Draws a named image scaled into a rectangle.
    case image(name: String, rect: CGRect)
    /// Intersects the clip with a rectangle until the matching ``popClip``.
    case pushClip(CGRect)
    case popClip

    /// The command moved by an offset.
    public func translated(by offset: CGPoint) -> DrawingCommand {
        func move(_ r: CGRect) -> CGRect { r.offsetBy(dx: offset.x, dy: offset.y) }
        switch self {
        case let .beginView(info):
            var moved = info
            moved.frame = move(info.frame)
            return .beginView(moved)
        case .endView, .popClip: return self
        case let .fillRect(r, c): return .fillRect(move(r), c)
        case let .strokeRect(r, c, w): return .strokeRect(move(r), c, lineWidth: w)
        case let .text(run):
            var moved = run
            moved.rect = move(run.rect)
            return .text(moved)
        case let .image(name, r): return .image(name: name, rect: move(r))
        case let .pushClip(r): return .pushClip(move(r))
        }
    }
}

/// Where ``View/draw(_:in:)`` records its commands, in the view's own coordinates.
public final class DrawingContext {
    /// The commands recorded so far.
    public private(set) var commands: [DrawingCommand] = []

    init() {}

    /// The commands recorded so far, moved out: the context is left empty, for the next view
    /// of a display pass.
    func takeCommands() -> [DrawingCommand] {
        var taken: [DrawingCommand] = []
        swap(&taken, &commands)
        return taken
    }

    /// Records a command.
    public func add(_ command: DrawingCommand) { commands.append(command) }
    /// Fills a rectangle.
    public func fill(_ rect: CGRect, with color: Color) { commands.append(.fillRect(rect, color)) }
    /// Strokes a rectangle.
    public func stroke(_ rect: CGRect, with color: Color, lineWidth: CGFloat = 1) {
        commands.append(.strokeRect(rect, color, lineWidth: lineWidth))
    }
    /// Draws a run of text.
    public func draw(_ run: TextRun) { commands.append(.text(run)) }
    /// Draws a named image.
    public func drawImage(named name: String, in rect: CGRect) { commands.append(.image(name: name, rect: rect)) }
}
