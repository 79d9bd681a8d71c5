import Foundation
import StrutAutoLayout
import StrutRender

/// What `strut animate` produced: the timeline of the file's `animation:` changes and the
/// display list of the final state.
struct AnimationOutcome {
    var timeline: AnimationTimeline
    /// The window's display list after the animation's block (what the SVG draws).
    var commands: [DrawingCommand]
    var windowSize: CGSize
    /// What the engine logged while laying out and animating.
    var log: [String]
    /// How many required constraints the engine had to break.
    var brokenCount: Int
}

/// `strut animate`: lays the file out, then applies its `animation:` changes inside
/// `View.animate` and lays out again in the block, as UIKit code does with `layoutIfNeeded`.
extension ViewTreeBuilder {
    static func animate(_ layout: ViewLayoutSpec, animation: AnimationSpec, file: LayoutFile) throws(Diagnostic) -> AnimationOutcome {
        let builder = ViewTreeBuilder(file: file, layout: layout)
        try builder.buildAndLayOut()
        // Every change's constraints, found before anything changes (ids are checked by the decoder;
        // a format line gives its id to each of its constraints).
        let installed = builder.installedConstraints()
        var changes: [(constraints: [LayoutConstraint], constant: CGFloat)] = []
        for change in animation.changes {
            let matching = installed.filter { $0.identifier == change.constraint.value }
            guard !matching.isEmpty else {
                throw Diagnostic(
                    .unknownName, "no active constraint has the id '\(change.constraint.value)'", file: file.path,
                    at: change.constraint.location, length: change.constraint.value.unicodeScalars.count)
            }
            changes.append((matching, CGFloat(change.constant)))
        }
        let root = builder.root
        let block = {
            for change in changes {
                for constraint in change.constraints { constraint.constant = change.constant }
            }
            root.layoutIfNeeded()
        }
        let timeline: AnimationTimeline
        switch animation.curve {
        case .spring:
            timeline = View.animate(
                withDuration: animation.duration, delay: animation.delay, usingSpringWithDamping: animation.damping,
                initialSpringVelocity: animation.velocity, animations: block)
        case .linear, .easeIn, .easeOut, .easeInOut:
            let options: View.AnimationOptions =
                switch animation.curve {
                case .linear: .curveLinear
                case .easeIn: .curveEaseIn
                case .easeOut: .curveEaseOut
                default: .curveEaseInOut
                }
            timeline = View.animate(withDuration: animation.duration, delay: animation.delay, options: options, animations: block)
        }
        builder.window.runRenderLoopTurn()
        // The whole animation runs on the window's manual clock, so completions are called.
        builder.window.advanceAnimations(by: timeline.endTime)
        return AnimationOutcome(
            timeline: timeline, commands: builder.window.drawingCommands, windowSize: builder.window.bounds.size,
            log: builder.log, brokenCount: builder.events.count)
    }

    /// Every constraint installed in the window's tree, in tree order (depth first).
    private func installedConstraints() -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        var stack: [View] = [window]
        while let view = stack.popLast() {
            result += view.constraints
            stack += view.subviews.reversed()
        }
        return result
    }
}
