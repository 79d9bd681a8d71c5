import Foundation

extension View {
    /// Options of an animation: UIKit's `UIView.AnimationOptions`. The curve bits choose the
    /// ``AnimationCurve``; the other flags are accepted and have no effect (there is no
    /// interaction, and animations do not repeat).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw bits, UIKit's values.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time (no effect: layout runs in the block).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Allow interaction while animating (no effect).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the on-screen state (no effect).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat (no effect).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards again (no effect).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The curve the options choose (bits 16–19, as UIKit).
        public var curve: AnimationCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInEaseOut
            }
        }
    }

    /// Animates the changes `animations` makes: UIKit's `animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// The block runs at once (the model changes immediately, as in UIKit). The trees it lays
    /// out — the usual `view.layoutIfNeeded()` after changing constraints — or whose views'
    /// frames, opacities or transforms it sets are snapshotted before and after, and the frames, opacities and
    /// transforms that differ are interpolated on the ``AnimationTimeline`` returned (also
    /// registered with each window touched: see ``Window/advanceAnimations(by:)`` and
    /// ``Window/presentationFrame(of:)``). `completion(true)` runs when a touched window's clock
    /// passes the end, or at once when the block touched no window.
    ///
    /// Durations and delays that are negative or not finite count as 0.
    @discardableResult
    public static func animate(
        withDuration duration: Double, delay: Double, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) -> AnimationTimeline {
        record(duration: duration, delay: delay, curve: options.curve, animations: animations, completion: completion)
    }

    /// Animates with no delay and the default curve (ease in, ease out).
    @discardableResult
    public static func animate(
        withDuration duration: Double, animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) -> AnimationTimeline {
        record(duration: duration, delay: 0, curve: .easeInEaseOut, animations: animations, completion: completion)
    }

    /// Animates with no delay, the default curve and no completion.
    @discardableResult
    public static func animate(withDuration duration: Double, animations: () -> Void) -> AnimationTimeline {
        record(duration: duration, delay: 0, curve: .easeInEaseOut, animations: animations, completion: nil)
    }

    /// Animates along a spring: UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    /// `dampingRatio` is 1 for no overshoot, smaller to oscillate; `velocity` is in whole
    /// distances per second. The curve is ``AnimationCurve/spring(dampingRatio:initialVelocity:)``
    /// (see ``AnimationCurve/springProgress(at:duration:dampingRatio:initialVelocity:)``); the
    /// options' curve bits are ignored.
    @discardableResult
    public static func animate(
        withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) -> AnimationTimeline {
        record(
            duration: duration, delay: delay, curve: .spring(dampingRatio: dampingRatio, initialVelocity: velocity),
            animations: animations, completion: completion)
    }

    private static func record(
        duration: Double, delay: Double, curve: AnimationCurve, animations: () -> Void,
        completion: ((Bool) -> Void)?
    ) -> AnimationTimeline {
        let capture = AnimationCapture()
        AnimationCapture.$current.withValue(capture) { animations() }
        let (tracks, ids) = capture.tracks()
        let timeline = AnimationTimeline(duration: duration, delay: delay, curve: curve, tracks: tracks, viewIDs: ids)
        let windows = capture.roots.compactMap { $0 as? Window }
        guard let first = windows.first else {
            completion?(true)
            return timeline
        }
        first.addRunningAnimation(timeline, completion: completion)
        for other in windows.dropFirst() { other.addRunningAnimation(timeline, completion: nil) }
        if timeline.endTime == 0 { first.finishEndedAnimations() }
        return timeline
    }
}
