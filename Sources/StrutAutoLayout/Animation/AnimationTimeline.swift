import Foundation

/// One view's part in an animation: where it was before the animation block and where it is
/// after, in its superview's coordinates.
public struct AnimationTrack: Sendable, Hashable {
    /// The view's name in logs (its identifier, or `Class:0x…`), as in the display list.
    public var name: String
    /// The index of the superview's track, `nil` for a window.
    public var parent: Int?
    /// The frame before the block (the final frame for a view that was not in the tree then).
    public var fromFrame: CGRect
    /// The frame after the block.
    public var toFrame: CGRect
    /// The opacity before and after.
    public var fromAlpha: CGFloat, toAlpha: CGFloat
    /// The transform before and after.
    public var fromTransform: ViewTransform, toTransform: ViewTransform

    /// A track.
    public init(
        name: String, parent: Int?, fromFrame: CGRect, toFrame: CGRect, fromAlpha: CGFloat = 1, toAlpha: CGFloat = 1,
        fromTransform: ViewTransform = .identity, toTransform: ViewTransform = .identity
    ) {
        self.name = name
        self.parent = parent
        self.fromFrame = fromFrame
        self.toFrame = toFrame
        self.fromAlpha = fromAlpha
        self.toAlpha = toAlpha
        self.fromTransform = fromTransform
        self.toTransform = toTransform
    }

    /// Whether anything about the view changes.
    public var isAnimated: Bool { fromFrame != toFrame || fromAlpha != toAlpha || fromTransform != toTransform }

    /// The frame at progress `p`: origin and size each `from + (to − from) × p` (the same as
    /// interpolating the center and the bounds, as Core Animation does).
    public func frame(atProgress p: Double) -> CGRect {
        let q = CGFloat(p)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * q }
        return CGRect(
            x: mix(fromFrame.minX, toFrame.minX), y: mix(fromFrame.minY, toFrame.minY),
            width: max(mix(fromFrame.width, toFrame.width), 0), height: max(mix(fromFrame.height, toFrame.height), 0))
    }

    /// The transform at progress `p`: the two ends' parts interpolated
    /// (``ViewTransform/interpolated(to:fraction:)``).
    public func transform(atProgress p: Double) -> ViewTransform {
        fromTransform.interpolated(to: toTransform, fraction: CGFloat(p))
    }

    /// The transform's parts at progress `p`, the rotation continuous along the way (for a
    /// renderer that animates the parts one by one).
    public func transformParts(atProgress p: Double) -> ViewTransform.Decomposition {
        fromTransform.decomposition.interpolated(to: toTransform.decomposition, fraction: CGFloat(p))
    }

    /// The opacity at progress `p`, kept within 0…1 (a spring's overshoot does not push it out).
    public func alpha(atProgress p: Double) -> CGFloat {
        min(max(fromAlpha + (toAlpha - fromAlpha) * CGFloat(p), 0), 1)
    }
}

/// What one `View.animate` call recorded: the views' states before and after its block and the
/// curve between them, to be sampled at any time — a value, with no clock inside.
///
/// Time is in seconds from the `animate` call: the views hold their old state during the
/// ``delay``, move along the ``curve`` for ``duration`` seconds, and hold the new state after.
///
/// ```swift
/// let timeline = View.animate(withDuration: 0.3) { view.layoutIfNeeded() }
/// timeline.frame(of: box, at: 0.15)         // half way in time
/// timeline.frameTable(framesPerSecond: 60)  // every frame, for a test or a file
/// ```
public struct AnimationTimeline: Sendable, Hashable {
    /// Seconds the animation runs (after the delay).
    public var duration: Double
    /// Seconds before it starts.
    public var delay: Double
    /// How progress follows time.
    public var curve: AnimationCurve
    /// Every view of the animated trees in depth-first order (parents before children),
    /// animated or not, so that window coordinates can be computed at any time.
    public var tracks: [AnimationTrack]
    /// The identities of the tracks' views, for ``frame(of:at:)``.
    var viewIDs: [ObjectIdentifier]

    /// A timeline from its parts (durations that are negative or not finite read as 0).
    public init(duration: Double, delay: Double = 0, curve: AnimationCurve, tracks: [AnimationTrack]) {
        self.init(duration: duration, delay: delay, curve: curve, tracks: tracks, viewIDs: [])
    }

    init(duration: Double, delay: Double, curve: AnimationCurve, tracks: [AnimationTrack], viewIDs: [ObjectIdentifier]) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.delay = delay.isFinite ? max(delay, 0) : 0
        self.curve = curve
        self.tracks = tracks
        self.viewIDs = viewIDs
    }

    /// When the animation ends: ``delay`` + ``duration``.
    public var endTime: Double { delay + duration }

    /// The tracks whose view changes.
    public var animatedTracks: [AnimationTrack] { tracks.filter(\.isAnimated) }

    /// The curve's progress at `time`: 0 until the delay is over, 1 from ``endTime`` on.
    public func progress(at time: Double) -> Double {
        guard time.isFinite else { return time > 0 ? 1 : 0 }
        if time <= delay { return 0 }
        if duration <= 0 || time >= endTime { return 1 }
        return curve.progress(atFraction: (time - delay) / duration, duration: duration)
    }

    /// A track's frame (superview coordinates) at `time`.
    public func frame(ofTrack index: Int, at time: Double) -> CGRect {
        tracks[index].frame(atProgress: progress(at: time))
    }

    /// A track's frame in the coordinates of its tree's root at `time` (its ancestors' moves
    /// included).
    public func frameInRoot(ofTrack index: Int, at time: Double) -> CGRect {
        let p = progress(at: time)
        var frame = tracks[index].frame(atProgress: p)
        var parent = tracks[index].parent
        var steps = 0
        while let i = parent, tracks.indices.contains(i), steps < tracks.count {
            if tracks[i].parent != nil {
                let origin = tracks[i].frame(atProgress: p).origin
                frame = frame.offsetBy(dx: origin.x, dy: origin.y)
            }
            parent = tracks[i].parent
            steps += 1
        }
        return frame
    }

    /// The view's frame (superview coordinates) at `time`, `nil` when the view is not in the
    /// timeline.
    public func frame(of view: View, at time: Double) -> CGRect? {
        guard let i = viewIDs.firstIndex(of: ObjectIdentifier(view)) else { return nil }
        return frame(ofTrack: i, at: time)
    }

    /// The view's opacity at `time`, `nil` when the view is not in the timeline.
    public func alpha(of view: View, at time: Double) -> CGFloat? {
        guard let i = viewIDs.firstIndex(of: ObjectIdentifier(view)) else { return nil }
        return tracks[i].alpha(atProgress: progress(at: time))
    }

    /// The view's transform at `time`, `nil` when the view is not in the timeline.
    public func transform(of view: View, at time: Double) -> ViewTransform? {
        guard let i = viewIDs.firstIndex(of: ObjectIdentifier(view)) else { return nil }
        return tracks[i].transform(atProgress: progress(at: time))
    }

    /// The sample times of a table at `framesPerSecond`: 0, 1/fps, 2/fps… and ``endTime``
    /// (included once, even when it falls between two frames). A rate that is not a positive
    /// finite number reads as 60.
    public func sampleTimes(framesPerSecond: Double = 60) -> [Double] {
        let fps = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
        let end = endTime
        var times: [Double] = []
        var k = 0
        while Double(k) / fps < end - 1e-9 {
            times.append(Double(k) / fps)
            k += 1
        }
        times.append(end)
        return times
    }

    /// The animated views' frames at every frame of a `framesPerSecond` display (see
    /// ``sampleTimes(framesPerSecond:)``).
    /// - Complexity: O(samples × animated tracks).
    public func frameTable(framesPerSecond: Double = 60) -> AnimationFrameTable {
        let times = sampleTimes(framesPerSecond: framesPerSecond)
        let indices = tracks.indices.filter { tracks[$0].isAnimated }
        let rows = times.map { t in indices.map { frame(ofTrack: $0, at: t) } }
        return AnimationFrameTable(times: times, names: indices.map { tracks[$0].name }, frames: rows)
    }
}

/// Sampled frames of an animation: one row per display frame, one column per animated view.
public struct AnimationFrameTable: Sendable, Hashable {
    /// The sample times in seconds.
    public var times: [Double]
    /// The views' names, one per column.
    public var names: [String]
    /// `frames[row][column]`: the view's frame in its superview's coordinates.
    public var frames: [[CGRect]]

    /// A table from its parts.
    public init(times: [Double], names: [String], frames: [[CGRect]]) {
        self.times = times
        self.names = names
        self.frames = frames
    }

    /// The table as CSV (RFC 4180 quoting): `time,view,x,y,width,height`, one line per view per
    /// frame, numbers with up to 4 decimals.
    public var csv: String {
        func n(_ v: Double) -> String {
            let r = (v * 10_000).rounded() / 10_000
            return r == r.rounded() ? String(Int(r)) : String(r)
        }
        var lines = ["time,view,x,y,width,height"]
        for (row, t) in times.enumerated() {
            for (column, name) in names.enumerated() {
                let f = frames[row][column]
                lines.append([n(t), Self.field(name), n(f.minX), n(f.minY), n(f.width), n(f.height)].joined(separator: ","))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A CSV field: quoted (quotes doubled) when it holds a comma, a quote or a line break.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
