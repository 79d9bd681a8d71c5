extension Font {
    /// A font weight on the `OS/2` / CSS scale (100 thin … 900 black), with UIKit's names.
    public struct Weight: RawRepresentable, Sendable, Hashable, Comparable {
        /// The weight class, 1…1000 (400 regular, 700 bold).
        public let rawValue: Int

        /// A weight class, clamped to 1...1000.
        public init(rawValue: Int) { self.rawValue = min(max(rawValue, 1), 1000) }

        /// 200.
        public static let ultraLight = Weight(rawValue: 200)
        /// 100.
        public static let thin = Weight(rawValue: 100)
        /// 300.
        public static let light = Weight(rawValue: 300)
        /// 400.
        public static let regular = Weight(rawValue: 400)
        /// 500.
        public static let medium = Weight(rawValue: 500)
        /// 600.
        public static let semibold = Weight(rawValue: 600)
        /// 700.
        public static let bold = Weight(rawValue: 700)
        /// 800.
        public static let heavy = Weight(rawValue: 800)
        /// 900.
        public static let black = Weight(rawValue: 900)

        /// Lighter before heavier.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
