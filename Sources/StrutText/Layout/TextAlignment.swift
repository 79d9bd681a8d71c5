/// How lines sit horizontally in the width they are laid out in (UIKit's `NSTextAlignment`).
public enum TextAlignment: Int, Sendable, Hashable, CaseIterable {
    /// Left for left-to-right text, right when the text's first strong character is
    /// right-to-left (Hebrew, Arabic, ...; see ``WritingDirection``). Characters are not
    /// reordered (no bidi): widths and line breaks do not depend on order.
    case natural
    /// Lines start at the left edge.
    case left
    /// Lines are centered.
    case center
    /// Lines end at the right edge.
    case right
    /// Lines that wrapped are stretched to the full width by widening their spaces; a
    /// paragraph's last line sits as ``natural``.
    case justified
}
