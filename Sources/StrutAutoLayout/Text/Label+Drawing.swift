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
