import Foundation

/// The time animations run on: advanced by hand (there is no display link), so tests and
/// tools step through an animation frame by frame. Share one clock between windows to run
/// their animations together.
public final class AnimationClock {
    /// Seconds since the clock was made.
    public private(set) var now: Double = 0

    /// A clock at 0.
    public init() {}

    /// Moves the clock forward; a negative or non-finite step is ignored.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        now += seconds
    }
}

/// An animation a window is running: its timeline, the clock time it started at, and the
/// completion handler still to call.
struct RunningAnimation {
    var timeline: AnimationTimeline
    var start: Double
    var completion: ((Bool) -> Void)?
}

extension Window {
    /// The clock this window's animations run on (made on first use; set your own to share
    /// one between windows).
    public var animationClock: AnimationClock {
        get {
            if let clock = portState?.animationClock { return clock }
            let clock = AnimationClock()
            port.animationClock = clock
            return clock
        }
        set { port.animationClock = newValue }
    }

    /// The timelines of the animations still running, oldest first.
    public var runningAnimations: [AnimationTimeline] { portState?.runningAnimations.map(\.timeline) ?? [] }

    /// Advances the window's clock by `seconds` and finishes the animations that ended by then:
    /// each one's completion is called with `true`, in the order they end (then the order they
    /// started).
    public func advanceAnimations(by seconds: Double) {
        animationClock.advance(by: seconds)
        finishEndedAnimations()
    }

    /// Calls the completions of the animations that have ended on the clock.
    func finishEndedAnimations() {
        guard let state = portState, !state.runningAnimations.isEmpty else { return }
        let now = animationClock.now
        let ended = state.runningAnimations.enumerated()
            .filter { $0.element.start + $0.element.timeline.endTime <= now + 1e-12 }
            .sorted {
                ($0.element.start + $0.element.timeline.endTime, $0.offset) < ($1.element.start + $1.element.timeline.endTime, $1.offset)
            }
        guard !ended.isEmpty else { return }
        let endedOffsets = Set(ended.map(\.offset))
        state.runningAnimations = state.runningAnimations.enumerated().filter { !endedOffsets.contains($0.offset) }.map(\.element)
        for item in ended { item.element.completion?(true) }
    }

    /// Where a view is on screen now (UIKit's presentation layer): its frame in the latest
    /// running animation that moves it, at the clock's time, or its frame when none does.
    public func presentationFrame(of view: View) -> CGRect {
        let now = animationClock.now
        for running in (portState?.runningAnimations ?? []).reversed() {
            guard let i = running.timeline.viewIDs.firstIndex(of: ObjectIdentifier(view)),
                running.timeline.tracks[i].isAnimated
            else { continue }
            return running.timeline.frame(ofTrack: i, at: now - running.start)
        }
        return view.frame
    }

    func addRunningAnimation(_ timeline: AnimationTimeline, completion: ((Bool) -> Void)?) {
        port.runningAnimations.append(RunningAnimation(timeline: timeline, start: animationClock.now, completion: completion))
    }
}
