import Foundation
import Testing

@testable import StrutAutoLayout

/// The separator fills of a display list in a colour.
private func fills(in commands: [DrawingCommand], color: Color) -> [CGRect] {
    commands.compactMap { if case let .fillRect(rect, c) = $0, c == color { return rect } else { return nil } }
}

@Suite struct SeparatorDrawingTests {
    /// Rows a, b, c of 40 points in a 320-wide table at the window's origin; the table's inset
    /// is 16 on the left, row b's own inset 0. Each separator is the cell's last point row from
    /// the inset's left to its width minus the inset's right, in window coordinates:
    /// a (16, 0 + 39, 320 − 16, 1), b (0, 40 + 39, 320, 1), c (16, 80 + 39, 304, 1).
    @Test func theDisplayPassFillsEachSeparator() throws {
        let (window, table) = makeTableWindow()
        table.rowHeight = 40
        let source = SectionedSource([["a", "b", "c"]])
        source.separatorInsets["b"] = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        source.install(in: table)
        let commands = window.runRenderLoopTurn()
        let grey = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
        #expect(table.separatorColor == grey)
        #expect(fills(in: commands, color: grey) == [CGRect(16, 39, 304, 1), CGRect(0, 79, 320, 1), CGRect(16, 119, 304, 1)])

        // A new colour redraws the shown cells.
        table.separatorColor = .red
        #expect(fills(in: window.runRenderLoopTurn(), color: .red).count == 3)

        // Scrolling by 30 moves the lines with their cells: y 9, 49, 89.
        table.contentOffset = CGPoint(x: 0, y: 30)
        #expect(fills(in: window.runRenderLoopTurn(), color: .red).map(\.minY) == [9, 49, 89])

        // No separators: nothing is drawn.
        table.separatorStyle = .none
        #expect(fills(in: window.runRenderLoopTurn(), color: .red).isEmpty)
        withExtendedLifetime(source) {}
    }
}
