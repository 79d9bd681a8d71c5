import Foundation

/// How a layout positions its measured size inside the rectangle its parent gives it.
///
/// Built from a ``Vertical`` and a ``Horizontal`` rule (LayoutKit's constants name the vertical
/// rule first: ``fillLeading`` fills vertically and is leading horizontally), from
/// ``aspectFit``, or from a custom aligner.
///
/// Per axis, with `excess = available − length`:
///
/// | rule | offset | length |
/// |---|---|---|
/// | leading / top | `offset` | `min(available, length)` |
/// | trailing / bottom | `offset + excess` | `min(available, length)` |
/// | center | `offset + excess / 2` | `min(available, length)` |
/// | fill | `offset` | `available` (ignores the measured length) |
///
/// "Leading" is the left edge: right-to-left layouts are mirrored when views are made, not here.
/// As in LayoutKit, a length larger than the available one makes trailing and center alignment
/// shift the (clamped) frame partly outside the rectangle.
public struct Alignment: Sendable {
    /// A function from a measured size and an available rectangle to a frame.
    public typealias Aligner = @Sendable (_ size: CGSize, _ rect: CGRect) -> CGRect

    /// Horizontal alignment rules.
    public enum Horizontal: Sendable, Hashable {
        /// The left edge.
        case leading
        /// The right edge.
        case trailing
        /// Centred.
        case center
        /// The whole available width.
        case fill

        /// The offset and length of a span of `length` aligned within `availableLength` at `offset`.
        public func align(length: CGFloat, availableLength: CGFloat, offset: CGFloat) -> (offset: CGFloat, length: CGFloat) {
            let excess = availableLength - length
            let clamped = Swift.min(availableLength, length)
            switch self {
            case .leading: return (offset, clamped)
            case .trailing: return (offset + excess, clamped)
            case .center: return (offset + excess / 2, clamped)
            case .fill: return (offset, availableLength)
            }
        }
    }

    /// Vertical alignment rules.
    public enum Vertical: Sendable, Hashable {
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// Centred.
        case center
        /// The whole available height.
        case fill

        /// The offset and length of a span of `length` aligned within `availableLength` at `offset`.
        public func align(length: CGFloat, availableLength: CGFloat, offset: CGFloat) -> (offset: CGFloat, length: CGFloat) {
            let horizontal: Horizontal =
                switch self {
                case .top: .leading
                case .bottom: .trailing
                case .center: .center
                case .fill: .fill
                }
            return horizontal.align(length: length, availableLength: availableLength, offset: offset)
        }
    }

    private enum Rule: Sendable {
        case edges(Vertical, Horizontal)
        case aspectFit
        case custom(Aligner)
    }

    private let rule: Rule

    /// An alignment from one rule per axis.
    public init(vertical: Vertical, horizontal: Horizontal) {
        rule = .edges(vertical, horizontal)
    }

    /// An alignment computed by a custom function.
    public init(aligner: @escaping Aligner) {
        rule = .custom(aligner)
    }

    private init(rule: Rule) {
        self.rule = rule
    }

    /// The frame of a layout of `size` aligned inside `rect`.
    public func position(size: CGSize, in rect: CGRect) -> CGRect {
        switch rule {
        case let .edges(vertical, horizontal):
            let x = horizontal.align(length: size.width, availableLength: rect.width, offset: rect.minX)
            let y = vertical.align(length: size.height, availableLength: rect.height, offset: rect.minY)
            return CGRect(x: x.offset, y: y.offset, width: x.length, height: y.length)
        case .aspectFit:
            return Self.aspectFit(size: size, in: rect)
        case let .custom(aligner):
            return aligner(size, rect)
        }
    }

    /// Scales `size` to the largest size with the same aspect ratio that fits `rect`, centred.
    ///
    /// A size with a zero (or negative) width or height has no aspect ratio: it is centred
    /// unscaled (LayoutKit divides by zero there).
    private static func aspectFit(size: CGSize, in rect: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0, rect.width > 0, rect.height > 0 else {
            return Alignment.center.position(size: size, in: rect)
        }
        var fitted = size
        if rect.width / rect.height > size.width / size.height {
            fitted.height = rect.height
            fitted.width = size.width * rect.height / size.height
        } else {
            fitted.width = rect.width
            fitted.height = size.height * rect.width / size.width
        }
        return Alignment.center.position(size: fitted, in: rect)
    }

    // MARK: Constants (vertical rule first, as in LayoutKit)

    /// Centred on both axes.
    public static let center = Alignment(vertical: .center, horizontal: .center)
    /// Centred vertically, at the leading edge.
    public static let centerLeading = Alignment(vertical: .center, horizontal: .leading)
    /// Centred vertically, at the trailing edge.
    public static let centerTrailing = Alignment(vertical: .center, horizontal: .trailing)
    /// Filling both axes.
    public static let fill = Alignment(vertical: .fill, horizontal: .fill)
    /// Filling vertically, at the leading edge.
    public static let fillLeading = Alignment(vertical: .fill, horizontal: .leading)
    /// Filling vertically, at the trailing edge.
    public static let fillTrailing = Alignment(vertical: .fill, horizontal: .trailing)
    /// Filling vertically, centred horizontally.
    public static let fillCenter = Alignment(vertical: .fill, horizontal: .center)
    /// Top leading corner.
    public static let topLeading = Alignment(vertical: .top, horizontal: .leading)
    /// Top trailing corner.
    public static let topTrailing = Alignment(vertical: .top, horizontal: .trailing)
    /// Top edge, centred horizontally.
    public static let topCenter = Alignment(vertical: .top, horizontal: .center)
    /// Top edge, filling horizontally.
    public static let topFill = Alignment(vertical: .top, horizontal: .fill)
    /// Bottom leading corner.
    public static let bottomLeading = Alignment(vertical: .bottom, horizontal: .leading)
    /// Bottom trailing corner.
    public static let bottomTrailing = Alignment(vertical: .bottom, horizontal: .trailing)
    /// Bottom edge, centred horizontally.
    public static let bottomCenter = Alignment(vertical: .bottom, horizontal: .center)
    /// Bottom edge, filling horizontally.
    public static let bottomFill = Alignment(vertical: .bottom, horizontal: .fill)
    /// Centred vertically, filling horizontally.
    public static let centerFill = Alignment(vertical: .center, horizontal: .fill)

    /// The measured size scaled to fit the rectangle with its aspect ratio kept, then centred:
    /// 4×3 in (100, 200, 16, 9) is (102, 200, 12, 9).
    public static let aspectFit = Alignment(rule: .aspectFit)
}
