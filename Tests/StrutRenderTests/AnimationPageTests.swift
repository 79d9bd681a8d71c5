import Foundation
import StrutAutoLayout
import StrutRender
import Testing

@Suite struct AnimationPageTests {
    /// A 50 × 50 box moves from x 0 to x 100 and widens to 100, linearly over 1 s, sampled twice
    /// a second (t = 0, ½, 1): the table's rows are (0, 0, 50, 50), (50, 0, 75, 50),
    /// (100, 0, 100, 50); the page holds the same animated SVG the renderer writes, and no script.
    @Test func pageEmbedsTheAnimatedSVGAndTheFrameTable() {
        let window = Window(size: CGSize(width: 200, height: 100))
        let box = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        box.identifier = "box"
        box.backgroundColor = .red
        window.addSubview(box)
        window.layoutIfNeeded()
        let timeline = View.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                box.frame = CGRect(x: 100, y: 0, width: 100, height: 50)
            })
        window.runRenderLoopTurn()
        let title = "Box & <bar>"
        let page = AnimationPage().render(
            timeline, commands: window.drawingCommands, size: window.bounds.size, title: title, framesPerSecond: 2)
        let svg = SVGRenderer(outlinesViews: false).renderAnimation(
            timeline, commands: window.drawingCommands, size: window.bounds.size, title: title, framesPerSecond: 2)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(page.hasSuffix("</tbody>\n</table>\n</body>\n</html>\n"))
        #expect(page.contains("<title>Box &amp; &lt;bar&gt;</title>"))
        #expect(page.contains("<h1>Box &amp; &lt;bar&gt;</h1>"))
        #expect(page.contains("<figure>\n" + svg + "</figure>\n"))
        #expect(page.components(separatedBy: "<svg").count == 2)
        #expect(!page.lowercased().contains("<script"))
        #expect(page.contains(#"<p class="summary">1 moving view over 1 s, 3 frames at 2 frames per second.</p>"#))
        let rows = page.components(separatedBy: "\n").filter { $0.hasPrefix("<tr><td>") }
        #expect(
            rows == [
                "<tr><td>0</td><td>box</td><td>0</td><td>0</td><td>50</td><td>50</td></tr>",
                "<tr><td>0.5</td><td>box</td><td>50</td><td>0</td><td>75</td><td>50</td></tr>",
                "<tr><td>1</td><td>box</td><td>100</td><td>0</td><td>100</td><td>50</td></tr>",
            ])
        // Same input, same bytes.
        #expect(
            AnimationPage().render(timeline, commands: window.drawingCommands, size: window.bounds.size, title: title, framesPerSecond: 2)
                == page)
    }
}
