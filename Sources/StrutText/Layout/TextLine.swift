import Foundation

/// One laid-out line: what to draw and where, in the coordinates of its ``TextLayout`` (origin at
/// the top left, y down).
public struct TextLine: Sendable, Hashable {
    /// The text to draw: no line terminators, no spaces left hanging at a wrap, and "…" where
    /// the line was truncated.
    public let text: String
    /// The part of the source string this line stands for, including the spaces and line
    /// terminator it consumed (for a truncated last line: everything that was left).
    public let range: Range<String.Index>
    /// The line's box: x from the alignment, y the line's top, width the drawn text's advance
    /// (the full width for a justified line), height the line height.
    public let frame: CGRect
    /// The baseline's distance from the layout's top.
    public let baseline: CGFloat
    /// Whether the line ends in an ellipsis standing for hidden text.
    public let isTruncated: Bool
    /// Whether the text is wider than the layout's width and is cut at its edge (``LineBreakMode/byClipping``,
    /// or a single character wider than the line).
    public let isClipped: Bool
    /// Extra advance to add after each space of a justified line (0 otherwise).
    public let extraSpaceWidth: CGFloat
    /// The line's directional runs in display order, left to right (UAX #9 rule L2): one run for
    /// a line of one direction. Each runs right to left when ``Run/isRightToLeft``.
    public var runs: [Run] = []

    /// A stretch of ``TextLine/text`` at one bidi level.
    public struct Run: Sendable, Hashable {
        /// The run's part of ``TextLine/text``.
        public let range: Range<String.Index>
        /// Whether the run's characters are drawn right to left (an odd level).
        public let isRightToLeft: Bool
        /// The run's left edge from the line's left edge, in points.
        public let x: CGFloat
        /// The run's advance, in points.
        public let width: CGFloat
    }
}
