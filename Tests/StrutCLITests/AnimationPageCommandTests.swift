import Foundation
import Testing

@testable import StrutCLI

/// A box whose height animates from 100 to 200 over 1 s, linearly.
private let growingBox = """
    window: {width: 200, height: 400}
    views: [{id: box}]
    constraints:
      - box.leading == root.leading
      - box.top == root.top
      - box.width == 100
      - {id: h, equation: box.height == 100}
    animation: {duration: 1, curve: linear, changes: [{constraint: h, constant: 200}]}
    """

@Suite struct AnimationPageCommandTests {
    /// `strut animate --html` writes the page: sampled at t = 0, ½, 1 the box is 100, 150, 200
    /// tall; the page holds the animated SVG and those rows.
    @Test func animateWritesTheHTMLPage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-animate-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("box.yaml").path
        try Data(growingBox.utf8).write(to: URL(fileURLWithPath: file))
        let html = folder.appendingPathComponent("box.html").path
        var command = try StrutCommand.parseAsRoot(["animate", file, "--html", html, "--fps", "2"])
        try command.run()
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<figure>\n<svg xmlns=") && page.contains("</svg>\n</figure>"))
        let rows = page.components(separatedBy: "\n").filter { $0.hasPrefix("<tr><td>") }
        #expect(
            rows == [
                "<tr><td>0</td><td>box</td><td>0</td><td>0</td><td>100</td><td>100</td></tr>",
                "<tr><td>0.5</td><td>box</td><td>0</td><td>0</td><td>100</td><td>150</td></tr>",
                "<tr><td>1</td><td>box</td><td>0</td><td>0</td><td>100</td><td>200</td></tr>",
            ])
    }
}
