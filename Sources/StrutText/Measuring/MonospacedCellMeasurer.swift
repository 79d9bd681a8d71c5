import Foundation

/// Measures text in fixed cells, as a terminal draws it: every grapheme cluster takes one cell,
/// wide ones (East Asian Wide/Fullwidth, emoji presentation, flags) two, controls and lone
/// default-ignorables none. Every line is ``cellHeight`` tall with its baseline at ``baseline``.
/// The font is ignored.
public struct MonospacedCellMeasurer: TextMeasuring, Hashable {
    /// The width of one cell, in points (1 to count columns).
    public var cellWidth: CGFloat
    /// The height of one line, in points (1 to count rows).
    public var cellHeight: CGFloat
    /// The baseline's distance below the top of a cell.
    public var baseline: CGFloat

    /// Cells of `cellWidth` × `cellHeight` with the baseline at `baseline` (default: the bottom).
    public init(cellWidth: CGFloat = 1, cellHeight: CGFloat = 1, baseline: CGFloat? = nil) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.baseline = baseline ?? cellHeight
    }

    /// Ascender ``baseline``, descender `baseline - cellHeight`, no leading: one line is one cell tall.
    public func lineMetrics(for font: Font) -> LineMetrics {
        LineMetrics(ascender: baseline, descender: baseline - cellHeight, leading: 0)
    }

    /// The number of cells `character` takes: 0, 1 or 2.
    public func cells(of character: Character) -> Int {
        if character == "\t" { return 4 }
        if character.isZeroWidth { return 0 }
        return character.isWideCluster ? 2 : 1
    }

    /// ``cells(of:)`` × ``cellWidth`` for each character.
    /// - Complexity: O(n).
    public func characterAdvances(of text: Substring, font: Font) -> [CGFloat] {
        text.map { CGFloat(cells(of: $0)) * cellWidth }
    }

    /// The cells of all characters × ``cellWidth``.
    /// - Complexity: O(n).
    public func width(of text: Substring, font: Font) -> CGFloat {
        var cells = 0
        for character in text { cells += self.cells(of: character) }
        return CGFloat(cells) * cellWidth
    }
}
