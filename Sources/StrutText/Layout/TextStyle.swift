import Foundation

/// Everything about a label's text that changes its size, except the text: the font and the
/// paragraph settings of `UILabel` / `NSParagraphStyle`.
public struct TextStyle: Sendable, Hashable {
    /// The font.
    public var font: Font
    /// The most lines to use; 0 means as many as the text needs (`UILabel.numberOfLines`).
    public var numberOfLines: Int
    /// How lines wrap and the last line truncates.
    public var lineBreakMode: LineBreakMode
    /// How lines sit horizontally.
    public var alignment: TextAlignment
    /// An exact height for every line (both `minimumLineHeight` and `maximumLineHeight` of
    /// `NSParagraphStyle`); `nil` uses the font's ``Font/lineHeight``. Extra height goes above
    /// the text, as in TextKit: the baseline keeps its distance from the line's bottom.
    public var lineHeight: CGFloat?
    /// Extra space between two lines (`NSParagraphStyle.lineSpacing`), not after the last.
    public var lineSpacing: CGFloat

    /// A style with `UILabel`'s defaults: one line, truncating the tail, natural alignment.
    public init(
        font: Font = .systemFont(ofSize: 17), numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail,
        alignment: TextAlignment = .natural, lineHeight: CGFloat? = nil, lineSpacing: CGFloat = 0
    ) {
        self.font = font
        self.numberOfLines = max(numberOfLines, 0)
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
        self.lineHeight = lineHeight.map { max($0, 0) }
        self.lineSpacing = lineSpacing
    }
}
