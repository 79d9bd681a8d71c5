import ArgumentParser
import Foundation
import StrutAutoLayout
import StrutRender

/// `strut animate FILE [-o out.svg] [--html out.html] [--table out.csv] [--fps 60]`.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract:
            "Run a view layout file's 'animation:' changes inside View.animate; write an animated SVG, an HTML page and a frame table."
    )

    @Argument(help: "The layout file (YAML or JSON), or - for standard input.")
    var file: String

    @Option(name: .shortAndLong, help: "The animated SVG (SMIL) to write.")
    var output: String?

    @Option(help: "An HTML page to write: the animated SVG and the frame table, without scripts.")
    var html: String?

    @Option(help: "The frame table to write as CSV (time,view,x,y,width,height); - for standard output.")
    var table: String?

    @Option(help: "Frames per second of the table and the SVG's samples.")
    var fps: Double = 60

    @OptionGroup var layout: LayoutOptions

    func validate() throws {
        guard fps.isFinite, fps > 0, fps <= 1000 else {
            throw ValidationError("--fps must be a number of frames per second in (0, 1000], not '\(fps)'")
        }
    }

    func run() throws {
        try runReportingDiagnostics { () throws(Diagnostic) -> ExitReason in
            let file = try InputFile.load(self.file)
            let outcome = try Self.animate(file, options: layout.overrides)
            for line in outcome.log { printError(line) }
            let frames = outcome.timeline.frameTable(framesPerSecond: fps)
            if let output {
                let svg = SVGRenderer(outlinesViews: false).renderAnimation(
                    outcome.timeline, commands: outcome.commands, size: outcome.windowSize, title: file.title ?? file.path,
                    framesPerSecond: fps)
                try InputFile.write(svg, to: output)
            }
            if let html {
                let page = AnimationPage().render(
                    outcome.timeline, commands: outcome.commands, size: outcome.windowSize, title: file.title ?? file.path,
                    framesPerSecond: fps)
                try InputFile.write(page, to: html)
            }
            if let path = table {
                if path == "-" {
                    try StandardOutput.print(String(frames.csv.dropLast()))
                } else {
                    try InputFile.write(frames.csv, to: path)
                }
            }
            if table != "-" {
                for line in Self.summary(outcome.timeline, table: frames) { try StandardOutput.print(line) }
                for path in [output, html, self.table].compactMap({ $0 }) { try StandardOutput.print("wrote \(path)") }
            }
            return outcome.brokenCount > 0 ? .brokenConstraints : .success
        }
    }

    /// Lays out a view layout file with an `animation:` section and runs the animation.
    static func animate(_ file: LayoutFile, options: WindowOverrides = WindowOverrides()) throws(Diagnostic) -> AnimationOutcome {
        do throws(Diagnostic) {
            guard case var .views(layout) = file.content else {
                throw Diagnostic(.invalidDocument, "only a view layout (a file with 'views') can be animated", file: file.path)
            }
            guard let animation = layout.animation else {
                throw Diagnostic(
                    .invalidDocument, "the file has no 'animation' section (duration, curve, changes) to run", file: file.path)
            }
            options.apply(to: &layout.window)
            let outcome = try ViewTreeBuilder.animate(layout, animation: animation, file: file)
            for track in outcome.timeline.tracks {
                for rect in [track.fromFrame, track.toFrame] {
                    let parts = [rect.minX, rect.minY, rect.width, rect.height].map(Double.init)
                    if let bad = parts.first(where: { LayoutNumber.problem($0) != nil }) {
                        throw Diagnostic(
                            .invalidConstraint, "the frame of '\(track.name)' is \(LayoutNumber.text(bad)) during the animation",
                            file: file.path)
                    }
                }
            }
            return outcome
        } catch {
            var diagnostic = error
            diagnostic.source = diagnostic.source ?? file.source
            throw diagnostic
        }
    }

    /// The lines printed after animating: the timing, then each moving view from → to.
    static func summary(_ timeline: AnimationTimeline, table: AnimationFrameTable) -> [String] {
        let n = NumberText.string
        func text(_ r: CGRect) -> String { "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))" }
        let moving = timeline.animatedTracks
        var lines = [
            "animated \(moving.count) view\(moving.count == 1 ? "" : "s") over \(n(timeline.endTime)) s, \(table.times.count) frames"
        ]
        for track in moving { lines.append("  \(track.name): \(text(track.fromFrame)) → \(text(track.toFrame))") }
        return lines
    }
}
