extension Character {
    /// Whether this grapheme cluster is drawn double width (a full em in CJK typography, two
    /// terminal columns): East Asian Wide or Fullwidth, an emoji presentation sequence (with
    /// U+FE0F), or a flag (regional indicator pair).
    var isWideCluster: Bool {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return false }
        if LineBreakProperties.isWide(first) { return true }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        return scalars.contains("\u{FE0F}")
    }

    /// Whether this cluster takes no space at all: controls, and default-ignorable code points
    /// (ZWJ, ZWSP, variation selectors) on their own.
    var isZeroWidth: Bool {
        unicodeScalars.allSatisfy { $0.properties.generalCategory == .control || $0.properties.isDefaultIgnorableCodePoint }
    }
}
