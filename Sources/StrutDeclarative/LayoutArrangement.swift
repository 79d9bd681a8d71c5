import Foundation

/// The frames of a layout and its sublayouts: the result of arranging a ``LayoutMeasurement``.
///
/// Each frame is relative to the origin of the parent arrangement's frame. Views are made from
/// an arrangement with `makeViews(in:direction:)`.
public struct LayoutArrangement: Sendable {
    /// The layout that was arranged.
    public let layout: any Layout

    /// The layout's frame, in its parent layout's coordinates.
    public let frame: CGRect

    /// The arrangements of the sublayouts, in the layout's own order (which is also z-order:
    /// later sublayouts are drawn above earlier ones).
    public let sublayouts: [LayoutArrangement]

    /// Creates an arrangement; layouts call this from ``Layout/arrangement(within:measurement:)``.
    public init(layout: any Layout, frame: CGRect, sublayouts: [LayoutArrangement]) {
        self.layout = layout
        self.frame = frame
        self.sublayouts = sublayouts
    }
}

extension LayoutArrangement: CustomDebugStringConvertible {
    /// One line per layout, indented by depth: `<TypeName>: <frame>`.
    public var debugDescription: String {
        var lines: [String] = []
        appendDescription(to: &lines, indent: "")
        return lines.joined(separator: "\n")
    }

    private func appendDescription(to lines: inout [String], indent: String) {
        let f = frame
        let name = String(describing: type(of: layout))
        lines.append("\(indent)\(name): (\(f.origin.x), \(f.origin.y), \(f.size.width), \(f.size.height))")
        for sublayout in sublayouts {
            sublayout.appendDescription(to: &lines, indent: indent + "  ")
        }
    }
}
