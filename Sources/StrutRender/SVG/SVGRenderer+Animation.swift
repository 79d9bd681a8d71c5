import Foundation
import StrutAutoLayout

extension SVGRenderer {
    /// An animated SVG of an `AnimationTimeline`: the display list of the final state, with
    /// each moving view's group translated back along the timeline by SMIL `<animateTransform>`
    /// (relative to its parent's motion), its background's width and height and its opacity
    /// animated by `<animate>`, sampled `framesPerSecond` times a second (linear between
    /// samples, so the curve is kept to the sampling's accuracy). A view's transform is drawn
    /// about its center by nested groups that animate its parts (scale, shear, rotation,
    /// translation) as the timeline interpolates them; views whose final state is hidden are
    /// not in the display list and are not shown.
    ///
    /// - Parameters:
    ///   - timeline: what `View.animate` returned.
    ///   - commands: the window's display list after the animation's block (the window's `drawingCommands`).
    ///   - title: the document's title.
    ///   - framesPerSecond: samples per second of the timeline (linear between them).
    ///   - size: the window's size.
    ///   - repeats: loop the animation (`repeatCount="indefinite"`) or play it once and hold.
    /// - Complexity: O(commands + tracks × samples).
    public func renderAnimation(
        _ timeline: AnimationTimeline, commands: [DrawingCommand], size: CGSize, title: String = "Animation",
        framesPerSecond: Double = 30, repeats: Bool = true
    ) -> String {
        let n = NumberText.string
        let width = n(size.width), height = n(size.height)
        let times = timeline.sampleTimes(framesPerSecond: framesPerSecond)
        let end = timeline.endTime
        let keyTimes = end > 0 ? times.map { n($0 / end) }.joined(separator: ";") : "0"
        let timing =
            ##"keyTimes="\##(keyTimes)" dur="\##(n(max(end, 0.001)))s" fill="freeze""##
            + (repeats ? ##" repeatCount="indefinite""## : "")
        // Each track's origin in the root at every sample, and at the end.
        let origins = timeline.tracks.indices.map { i in times.map { timeline.frameInRoot(ofTrack: i, at: $0).origin } }
        func offsets(of i: Int) -> [CGPoint] {
            guard let last = origins[i].last else { return [] }
            let own = origins[i].map { CGPoint(x: $0.x - last.x, y: $0.y - last.y) }
            guard let p = timeline.tracks[i].parent, let parentLast = origins[p].last else { return own }
            return zip(own, origins[p]).map { o, q in CGPoint(x: o.x - (q.x - parentLast.x), y: o.y - (q.y - parentLast.y)) }
        }
        // Tracks by name, in order (the display list visits views in the same order).
        var queues: [String: [Int]] = [:]
        for (i, track) in timeline.tracks.enumerated() { queues[track.name, default: []].append(i) }

        var lines = [
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(width)" height="\##(height)" viewBox="0 0 \##(width) \##(height)" font-family="Inter, 'Helvetica Neue', Arial, sans-serif">"##,
            "<title>\(MarkupText.escaped(title))</title>",
            ##"<rect x="0" y="0" width="\##(width)" height="\##(height)" fill="#ffffff"/>"##,
        ]
        var groups = SVGGroupStack(clipPrefix: "aclip")
        var pendingBackground: (track: Int, frame: CGRect)?
        for command in commands {
            let background = pendingBackground
            pendingBackground = nil
            switch command {
            case let .beginView(info):
                lines.append(groups.beginView(name: info.identifier ?? info.name))
                guard var queue = queues[info.name], !queue.isEmpty else {
                    // Not on the timeline: drawn with its transform as it stands.
                    if let matrix = Self.matrix(info) { lines.append(groups.nestInView(##"<g transform="\##(matrix)">"##)) }
                    continue
                }
                let i = queue.removeFirst()
                queues[info.name] = queue
                let track = timeline.tracks[i]
                let moves = offsets(of: i)
                if moves.contains(where: { $0 != .zero }) {
                    let values = moves.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: ";")
                    lines.append(##"<animateTransform attributeName="transform" type="translate" values="\##(values)" \##(timing)/>"##)
                }
                if !track.fromTransform.isIdentity || !track.toTransform.isIdentity {
                    let sizes = times.map { timeline.frame(ofTrack: i, at: $0).size }
                    let nested = Self.transformGroups(
                        track, origin: info.frame.origin, sizes: sizes, progresses: times.map(timeline.progress(at:)), timing: timing)
                    for element in nested { lines.append(groups.nestInView(element)) }
                }
                guard track.isAnimated else { continue }
                if track.fromAlpha != track.toAlpha {
                    let values = times.map { n(track.alpha(atProgress: timeline.progress(at: $0))) }.joined(separator: ";")
                    lines.append(##"<animate attributeName="opacity" values="\##(values)" \##(timing)/>"##)
                }
                if track.fromFrame.size != track.toFrame.size { pendingBackground = (i, info.frame) }
            case .endView:
                if let close = groups.endView() { lines.append(close) }
            case let .pushClip(rect):
                lines.append(groups.pushClip(rect))
            case .popClip:
                if let close = groups.popClip() { lines.append(close) }
            case let .fillRect(rect, color):
                if let background, rect == background.frame {
                    let sizes = times.map { timeline.frame(ofTrack: background.track, at: $0).size }
                    lines.append(
                        ##"<rect \##(Self.rectAttributes(rect)) fill="\##(color)">"##
                            + ##"<animate attributeName="width" values="\##(sizes.map { n($0.width) }.joined(separator: ";"))" \##(timing)/>"##
                            + ##"<animate attributeName="height" values="\##(sizes.map { n($0.height) }.joined(separator: ";"))" \##(timing)/>"##
                            + "</rect>")
                } else {
                    lines += Self.elements(for: [command])
                }
            case .strokeRect, .text, .image:
                lines += Self.elements(for: [command])
            }
        }
        lines += groups.closeAll()
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}
