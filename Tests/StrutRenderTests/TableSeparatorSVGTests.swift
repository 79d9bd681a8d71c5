import Foundation
import StrutAutoLayout
import StrutRender
import Testing

/// Two rows, one cell each.
private final class TwoRows: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, cellForRowAt row: Int) throws -> TableViewCell {
        try tableView.dequeueReusableCellValidated(withIdentifier: "row", for: row)
    }
}

@Suite struct TableSeparatorSVGTests {
    /// A table of two 40-point rows, 200 wide at the window's origin, separator inset 16 on the
    /// left, colour #ff0000: the SVG has the lines (16, 39, 184, 1) and (16, 79, 184, 1).
    @Test func separatorsAppearInTheSVG() {
        let window = Window(size: CGSize(width: 200, height: 100))
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(table)
        table.rowHeight = 40
        table.separatorColor = .red
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let source = TwoRows()
        table.dataSource = source
        let commands = window.runRenderLoopTurn()
        let svg = SVGRenderer().render(RenderScene(title: "table", size: window.frame.size, commands: commands))
        #expect(svg.contains(##"<rect x="16" y="39" width="184" height="1" fill="#ff0000"/>"##))
        #expect(svg.contains(##"<rect x="16" y="79" width="184" height="1" fill="#ff0000"/>"##))
        withExtendedLifetime(source) {}
    }
}
