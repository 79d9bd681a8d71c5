import Foundation
import StrutText

extension Label {
    /// The fraction of the font size the text is drawn at in a bounds size (1 unless
    /// ``adjustsFontSizeToFitWidth`` shrinks it) — UIKit's `adjustsFontSizeToFitWidth` with
    /// `minimumScaleFactor`, by Strut's deterministic rule:
    ///
    /// Candidate sizes go down from ``font``'s size in steps of half a point, ending at
    /// `font.size × minimumScaleFactor` (itself the last candidate); the first (largest) that
    /// fits is used, else the smallest. A one-line label fits when the text on one line is no
    /// wider than the bounds; a multi-line one when, wrapped at the bounds' width, no line is
    /// dropped and it is no taller than the bounds. A ``minimumScaleFactor`` of 0 (the
    /// default) means no shrinking, as UIKit. Attributed runs scale together, by the same
    /// fraction.
    ///
    /// The intrinsic size stays the full-size text's (as UIKit), so constraints see the text
    /// as it would be; only the drawing shrinks. The shrunk text keeps the full-size text's
    /// first baseline (UIKit's default `baselineAdjustment`, `.alignBaselines`).
    /// - Complexity: O(k · n): at most k = 2 × (size − minimum size) + 1 layouts of n
    ///   characters; the result is cached for the last bounds size.
    public func fontScale(forBoundsSize size: CGSize) -> CGFloat {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, let text, !text.isEmpty else { return 1 }
        if let cached = fontScaleCache, cached.size == size { return cached.scale }
        let full = font.size
        let smallest = full * minimumScaleFactor
        var candidates: [CGFloat] = []
        var s = full
        while s > smallest {
            candidates.append(s)
            s -= 0.5
        }
        candidates.append(smallest)
        var chosen = smallest / full
        for candidate in candidates where fits(scale: candidate / full, in: size) {
            chosen = candidate / full
            break
        }
        fontScaleCache = (size, chosen)
        return chosen
    }

    /// Whether the text at `scale` fits `size` (see ``fontScale(forBoundsSize:)``).
    private func fits(scale: CGFloat, in size: CGSize) -> Bool {
        if numberOfLines == 1 { return displayedSize(scale: scale, width: .greatestFiniteMagnitude).width <= size.width + 1e-9 }
        let layout = makeRichLayout(width: size.width, fontScale: scale)
        return !layout.isTruncated && layout.size.height <= size.height + 1e-9
    }

    /// The text's size at `scale` for a width, plain text measured as ``TextLayout`` measures it.
    private func displayedSize(scale: CGFloat, width: CGFloat) -> CGSize {
        if richTextStorage == nil {
            var style = textStyle
            style.font = font.withSize(font.size * scale)
            return TextLayout(text: text ?? "", style: style, width: width, scale: contentScaleFactor, measurer: measurer).size
        }
        return makeRichLayout(width: width, fontScale: scale).size
    }

    /// The font the label draws with in its current bounds: ``font`` scaled by
    /// ``fontScale(forBoundsSize:)``.
    public var displayedFont: Font {
        let scale = fontScale(forBoundsSize: bounds.size)
        return scale == 1 ? font : font.withSize(font.size * scale)
    }

    /// Whether the text as drawn in the current bounds is cut (Strut's check, not UIKit API):
    /// for one line, wider than the bounds at the displayed size; for several, lines dropped
    /// or taller than the bounds.
    public var isTextTruncated: Bool {
        guard let text, !text.isEmpty else { return false }
        let scale = fontScale(forBoundsSize: bounds.size)
        if numberOfLines == 1 { return displayedSize(scale: scale, width: .greatestFiniteMagnitude).width > bounds.width + 1e-9 }
        let layout = makeRichLayout(width: bounds.width, fontScale: scale)
        return layout.isTruncated || layout.size.height > bounds.height + 1e-9
    }
}
