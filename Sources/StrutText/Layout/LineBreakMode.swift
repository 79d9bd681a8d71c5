/// How a label wraps and truncates its text (UIKit's `NSLineBreakMode`).
///
/// As in `UILabel`, lines before the last allowed one always wrap (at word boundaries, or at
/// characters for ``byCharWrapping``); the mode decides what the last line does when text is
/// left over.
public enum LineBreakMode: Int, Sendable, Hashable, CaseIterable {
    /// Wrap at word boundaries (UAX #14 break opportunities); a word wider than the line is
    /// broken between characters.
    case byWordWrapping = 0
    /// Wrap between any two characters (grapheme clusters).
    case byCharWrapping = 1
    /// The last line shows the rest of its paragraph, cut at the edge.
    case byClipping = 2
    /// The last line ends with its paragraph's end, preceded by "…".
    case byTruncatingHead = 3
    /// The last line shows the beginning of what is left, then "…".
    case byTruncatingTail = 4
    /// The last line shows the beginning and the end of what is left, with "…" between.
    case byTruncatingMiddle = 5

    /// Whether the mode puts an ellipsis on a line that cannot hold the rest of the text.
    public var truncates: Bool {
        self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
    }
}
