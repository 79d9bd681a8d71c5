import Foundation
import StrutText

#if !canImport(UIKit) && !canImport(AppKit)
    extension NSAttributedString.Key {
        /// The font of a run: a `Font` value (UIKit's `NSAttributedString.Key.font`, raw value
        /// `NSFont`; defined here where no UI framework does).
        public static let font = NSAttributedString.Key("NSFont")
        /// The colour of a run: a ``Color`` value (UIKit's `.foregroundColor`, raw value `NSColor`).
        public static let foregroundColor = NSAttributedString.Key("NSColor")
    }
#endif

extension Label {
    /// The text in runs of fonts and colours, or `nil` when the text is plain (the default).
    ///
    /// Setting it sets ``text`` to its characters; setting ``text`` afterwards makes the text
    /// plain again (as UIKit's `text` replaces `attributedText`). Each run is measured in its
    /// own font (see ``AttributedTextLayout``): the intrinsic size, `sizeThatFits`, the
    /// baselines and the drawing (one ``TextRun`` per run per line and direction, all on the
    /// line's shared baseline, reordered by the bidirectional algorithm across runs) follow the
    /// runs. ``textAlignment``, ``numberOfLines``, ``lineSpacing``, ``lineBreakMode`` (the
    /// ellipsis of the last line, or clipping) and ``adjustsFontSizeToFitWidth`` apply;
    /// ``lineHeight`` does not, and lines wrap at word boundaries only.
    public var richText: AttributedText? {
        get { richTextStorage }
        set {
            guard newValue != richTextStorage else { return }
            richTextStorage = newValue
            isSettingRichText = true
            text = newValue?.string
            isSettingRichText = false
            textDidChange()
        }
    }

    /// UIKit's `attributedText`: the text with its runs' attributes. Reading gives each run's
    /// `.font` and `.foregroundColor` (the
    /// label's own where the run has none), or the plain text in the label's font and colour.
    /// Setting converts to ``richText``: a run's font must be a `Font` and its colour a
    /// ``Color``; other attributes and values of other types are ignored.
    public var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            let runs = richTextStorage?.runs ?? [AttributedText.Run(text)]
            let result = NSMutableAttributedString(string: "")
            for run in runs {
                result.append(
                    NSAttributedString(
                        string: run.text,
                        attributes: [.font: run.font ?? font, .foregroundColor: run.color ?? textColor]))
            }
            return result
        }
        set {
            guard let newValue else {
                richText = nil
                text = nil
                return
            }
            var runs: [AttributedText.Run] = []
            let string = newValue.string as NSString
            newValue.enumerateAttributes(in: NSRange(location: 0, length: newValue.length)) { attributes, range, _ in
                runs.append(
                    AttributedText.Run(
                        string.substring(with: range), font: attributes[.font] as? Font,
                        color: attributes[.foregroundColor] as? Color))
            }
            richText = AttributedText(runs)
        }
    }

    /// The attributed text laid out for `width` at the label's own font sizes (cached for the
    /// last few widths). Lines start at x 0; the alignment is applied when drawing.
    /// - Complexity: O(n) in the characters on a miss.
    public func richTextLayout(forWidth width: CGFloat) -> AttributedTextLayout {
        if let hit = richLayoutCache.first(where: { $0.width == width }) { return hit.layout }
        let layout = makeRichLayout(width: width, fontScale: 1)
        if richLayoutCache.count >= 4 { richLayoutCache.removeFirst() }
        richLayoutCache.append((width, layout))
        return layout
    }

    /// The text (attributed, or plain as one run) laid out with every font scaled.
    func makeRichLayout(width: CGFloat, fontScale: CGFloat) -> AttributedTextLayout {
        let content = richTextStorage ?? AttributedText([AttributedText.Run(text ?? "")])
        return AttributedTextLayout(
            runs: content.resolved(font: font, color: textColor, fontScale: fontScale), width: width,
            numberOfLines: numberOfLines, alignment: .left, lineSpacing: lineSpacing, scale: contentScaleFactor,
            measurer: measurer, lineBreakMode: lineBreakMode)
    }
}
