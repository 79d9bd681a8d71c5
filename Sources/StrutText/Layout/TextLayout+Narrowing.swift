import Foundation

extension TextLayout {
    /// This layout's text laid out for a narrower `newWidth`, taken from this layout without
    /// breaking the text again, when that gives exactly what
    /// ``init(text:style:width:scale:measurer:)`` would give at `newWidth`; `nil` when it might not.
    ///
    /// A label measured for its widest possible frame is usually drawn in a frame that is exactly
    /// as wide as its text; this answers that second request without shaping or breaking lines.
    ///
    /// Why the lines are the same: lines are filled greedily. Every line of this layout fits
    /// `newWidth` (that is checked), so each fits there too, and whatever did not fit on a line at
    /// the wider ``width`` does not fit at `newWidth` either; so each line ends where it ends now.
    /// A layout that was cut by ``TextStyle/numberOfLines`` is not narrowed (its ellipsis
    /// depends on the width), nor are lines whose position depends on the width (centered,
    /// right-aligned, justified, or natural in right-to-left text).
    /// - Complexity: O(lines), plus a scan for the text's first strong character with
    ///   `TextAlignment.natural`.
    public func narrowed(toWidth newWidth: CGFloat) -> TextLayout? {
        if newWidth == width { return self }
        guard newWidth.isFinite, newWidth >= 0, newWidth < width, !isTruncated, size.width <= newWidth else { return nil }
        switch style.alignment {
        case .left: break
        case .natural: guard WritingDirection(firstStrongIn: text) != .rightToLeft else { return nil }
        case .center, .right, .justified: return nil
        }
        for line in lines where line.isClipped || line.frame.minX != 0 || line.frame.width > newWidth { return nil }
        return TextLayout(narrowing: self, to: newWidth)
    }

    /// A copy of `layout` whose ``width`` is `newWidth`; everything else is the same (see
    /// ``narrowed(toWidth:)`` for when that is exact).
    private init(narrowing layout: TextLayout, to newWidth: CGFloat) {
        text = layout.text
        style = layout.style
        width = newWidth
        scale = layout.scale
        lines = layout.lines
        size = layout.size
        firstBaseline = layout.firstBaseline
        lastBaseline = layout.lastBaseline
        isTruncated = layout.isTruncated
    }
}
