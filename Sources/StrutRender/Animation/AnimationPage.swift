import Foundation
import StrutAutoLayout

/// A standalone, script-free HTML page of an `AnimationTimeline`: the animated SVG
/// (``SVGRenderer/renderAnimation(_:commands:size:title:framesPerSecond:repeats:)``) inline,
/// and under it the frame table (`AnimationTimeline.frameTable(framesPerSecond:)`) as an
/// HTML table, one row per view per sampled frame.
///
/// The page plays in any browser without scripts (SMIL), and the table says where every
/// moving view is at each frame, so a reader can check a frame by number. The output is
/// deterministic (same timeline, same bytes).
public struct AnimationPage: Sendable {
    /// How the embedded SVG is drawn.
    public var renderer: SVGRenderer

    /// A page whose SVG is drawn by `renderer` (view outlines off by default, as the tool's
    /// animated SVG).
    public init(renderer: SVGRenderer = SVGRenderer(outlinesViews: false)) {
        self.renderer = renderer
    }

    /// The HTML document.
    ///
    /// - Parameters:
    ///   - timeline: what `View.animate` returned.
    ///   - commands: the window's display list after the animation's block.
    ///   - size: the window's size.
    ///   - title: the page's title and heading.
    ///   - framesPerSecond: samples per second of the SVG and of the table.
    /// - Complexity: O(commands + tracks × samples).
    public func render(
        _ timeline: AnimationTimeline, commands: [DrawingCommand], size: CGSize, title: String = "Animation",
        framesPerSecond: Double = 30
    ) -> String {
        let n = NumberText.string
        let escapedTitle = MarkupText.escaped(title)
        let svg = renderer.renderAnimation(
            timeline, commands: commands, size: size, title: title, framesPerSecond: framesPerSecond)
        let table = timeline.frameTable(framesPerSecond: framesPerSecond)
        let moving = table.names.count
        var lines = [
            "<!DOCTYPE html>",
            ##"<html lang="en">"##,
            "<head>",
            ##"<meta charset="utf-8">"##,
            "<title>\(escapedTitle)</title>",
            "<style>",
            "body { font: 13px -apple-system, 'Helvetica Neue', Arial, sans-serif; margin: 16px; color: #212529; }",
            "figure { margin: 0 0 16px; } figure svg { border: 1px solid #dee2e6; }",
            "table { border-collapse: collapse; } caption { text-align: left; font-weight: 600; padding: 4px 0; }",
            "th, td { padding: 2px 8px; border-bottom: 1px solid #e9ecef; text-align: right; font-variant-numeric: tabular-nums; }",
            "th:nth-child(2), td:nth-child(2) { text-align: left; }",
            "</style>",
            "</head>",
            "<body>",
            "<h1>\(escapedTitle)</h1>",
            "<p class=\"summary\">\(moving) moving view\(moving == 1 ? "" : "s") over \(n(timeline.endTime)) s, "
                + "\(table.times.count) frames at \(n(framesPerSecond)) frames per second.</p>",
            "<figure>",
        ]
        lines.append(svg.hasSuffix("\n") ? String(svg.dropLast()) : svg)
        lines += [
            "</figure>",
            ##"<table class="frames">"##,
            "<caption>Frames (superview coordinates)</caption>",
            "<thead><tr><th>time (s)</th><th>view</th><th>x</th><th>y</th><th>width</th><th>height</th></tr></thead>",
            "<tbody>",
        ]
        for (row, time) in table.times.enumerated() {
            for (column, name) in table.names.enumerated() {
                let f = table.frames[row][column]
                let cells = [n(time), MarkupText.escaped(name), n(f.minX), n(f.minY), n(f.width), n(f.height)]
                lines.append("<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>")
            }
        }
        lines += ["</tbody>", "</table>", "</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
