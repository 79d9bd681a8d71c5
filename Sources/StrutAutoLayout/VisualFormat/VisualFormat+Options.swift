extension VisualFormat {
    /// Options for a visual format: which edges to align all views on, the horizontal direction,
    /// and how vertical spacing is measured. UIKit's `NSLayoutConstraint.FormatOptions`, with
    /// its raw values.
    ///
    /// Use at most one direction; alignment options must be perpendicular to the format's axis
    /// (top, bottom, centerY, baselines for `H:`; left, right, leading, trailing, centerX for `V:`).
    public struct Options: OptionSet, Sendable, Hashable {
        public var rawValue: UInt

        /// Creates options from UIKit's bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns all views' left edges (`V:` only).
        public static let alignAllLeft = Options(rawValue: 1 << 1)
        /// Aligns all views' right edges (`V:` only).
        public static let alignAllRight = Options(rawValue: 1 << 2)
        /// Aligns all views' top edges (`H:` only).
        public static let alignAllTop = Options(rawValue: 1 << 3)
        /// Aligns all views' bottom edges (`H:` only).
        public static let alignAllBottom = Options(rawValue: 1 << 4)
        /// Aligns all views' leading edges (`V:` only).
        public static let alignAllLeading = Options(rawValue: 1 << 5)
        /// Aligns all views' trailing edges (`V:` only).
        public static let alignAllTrailing = Options(rawValue: 1 << 6)
        /// Aligns all views' horizontal centres (`V:` only).
        public static let alignAllCenterX = Options(rawValue: 1 << 9)
        /// Aligns all views' vertical centres (`H:` only).
        public static let alignAllCenterY = Options(rawValue: 1 << 10)
        /// Aligns all views' last baselines (`H:` only).
        public static let alignAllLastBaseline = Options(rawValue: 1 << 11)
        /// Aligns all views' first baselines (`H:` only).
        public static let alignAllFirstBaseline = Options(rawValue: 1 << 12)
        /// The bits that hold alignment options.
        public static let alignmentMask = Options(rawValue: 0xFFFF)

        /// `H:` runs leading to trailing (the default: the value is zero).
        public static let directionLeadingToTrailing = Options([])
        /// `H:` runs left to right, with `left`/`right` attributes.
        public static let directionLeftToRight = Options(rawValue: 1 << 16)
        /// `H:` runs right to left, with `right`/`left` attributes.
        public static let directionRightToLeft = Options(rawValue: 2 << 16)
        /// The bits that hold the direction.
        public static let directionMask = Options(rawValue: 0x3 << 16)

        /// Spacing is measured edge to edge (the default: the value is zero).
        public static let spacingEdgeToEdge = Options([])
        /// `V:` spacing between views is measured from the last baseline of the view above to
        /// the first baseline of the view below.
        public static let spacingBaselineToBaseline = Options(rawValue: 1 << 19)
        /// The bits that hold the spacing option.
        public static let spacingMask = Options(rawValue: 0x1 << 19)
    }
}
