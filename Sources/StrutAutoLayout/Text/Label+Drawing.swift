import Foundation
import StrutText

extension Label {
    /// The text's lines as drawn in `bounds`: laid out for the bounds' width, aligned by
    /// ``textAlignment`` (`TextAlignment.natural` is right-aligned in a right-to-left layout
    /// direction) and centered vertically, as `UILabel` draws (text shorter than the label sits in its middle; taller
    /// text starts at the top and is cut at the bottom). A line of mixed directions gives one
    /// run per directional run, in display order (UAX #9).
    public func textRuns(in bounds: CGRect) -> [TextRun] {
        guard let text, !text.isEmpty, bounds.width > 0, bounds.height > 0 else { return [] }
        if richTextStorage != nil || fontScale(forBoundsSize: bounds.size) != 1 { return runRuns(in: bounds) }
        let layout = textLayout(forWidth: bounds.width)
        let offset = max((bounds.height - layout.size.height) / 2, 0).rounded(toPixelsOf: contentScaleFactor)
        // Natural alignment follows the view's layout direction when that is right-to-left
        // (UIKit resolves .natural by the user interface direction), else the text's own.
        let mirrored = textAlignment == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft
        // The face's style names the weight for renderers ("Inter Bold"); regular is the family.
        let fontName = font.weight == .regular ? font.family : font.family + " " + font.face.styleName
        var runs: [TextRun] = []
        for line in layout.lines {
            var rect = line.frame.offsetBy(dx: bounds.minX, dy: bounds.minY + offset)
            if mirrored { rect.origin.x = bounds.maxX - line.frame.width }
            // Lines wholly below the bounds are not drawn.
            if rect.minY >= bounds.maxY { break }
            if line.runs.count <= 1 {
                runs.append(
                    TextRun(
                        text: line.text, fontName: fontName, fontSize: font.size, color: textColor, rect: rect,
                        baselineOffset: line.baseline - line.frame.minY))
                continue
            }
            // Mixed directions: one run per directional run, left to right as displayed.
            for run in line.runs {
                runs.append(
                    TextRun(
                        text: String(line.text[run.range]), fontName: fontName, fontSize: font.size, color: textColor,
                        rect: CGRect(x: rect.minX + run.x, y: rect.minY, width: run.width, height: rect.height),
                        baselineOffset: line.baseline - line.frame.minY))
            }
        }
        return runs
    }

    /// Attributed or shrunk text: one run per piece (a run's part of a line, in display order),
    /// on the line's shared baseline, laid out for the bounds' width (so the last line is cut
    /// by ``lineBreakMode``). Lines are aligned as plain text is; shrunk text keeps the
    /// full-size text's first baseline.
    private func runRuns(in bounds: CGRect) -> [TextRun] {
        let scale = fontScale(forBoundsSize: bounds.size)
        let width = bounds.width
        let full = richTextLayout(forWidth: width)
        let layout = scale == 1 ? full : makeRichLayout(width: width, fontScale: scale)
        let fullOffset = max((bounds.height - full.size.height) / 2, 0).rounded(toPixelsOf: contentScaleFactor)
        let offset = fullOffset + full.firstBaseline - layout.firstBaseline
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var runs: [TextRun] = []
        for line in layout.lines {
            let x: CGFloat
            switch textAlignment {
            case .center: x = (bounds.width - line.frame.width) / 2
            case .right: x = bounds.width - line.frame.width
            case .natural: x = rightToLeft ? bounds.width - line.frame.width : 0
            default: x = 0
            }
            let top = bounds.minY + offset + line.frame.minY
            if top >= bounds.maxY { break }
            for piece in line.pieces {
                let fontName = piece.font.weight == .regular ? piece.font.family : piece.font.family + " " + piece.font.face.styleName
                runs.append(
                    TextRun(
                        text: piece.text, fontName: fontName, fontSize: piece.font.size, color: piece.color,
                        rect: CGRect(x: bounds.minX + x + piece.x, y: top, width: piece.width, height: line.frame.height),
                        baselineOffset: line.baseline - line.frame.minY))
            }
        }
        return runs
    }

    /// Records the text runs, clipped to the bounds when a line is wider or the text taller than them.
    func drawText(in context: DrawingContext) {
        let runs = textRuns(in: bounds)
        guard !runs.isEmpty else { return }
        let overflows = runs.contains { $0.rect.maxX > bounds.maxX + 1e-9 || $0.rect.maxY > bounds.maxY + 1e-9 }
        if overflows { context.add(.pushClip(bounds)) }
        for run in runs { context.draw(run) }
        if overflows { context.add(.popClip) }
    }
}
