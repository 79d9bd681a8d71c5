import Foundation

/// One event of the Chrome trace-event format (opened by Perfetto and `chrome://tracing`).
///
/// Strut writes complete events (`"ph": "X"`, a span with a start and a duration) for passes,
/// views updated and cells configured, and counter events (`"ph": "C"`) for per-frame numbers.
public struct TraceEvent: Sendable, Hashable {
    /// The event's phase in the trace-event format.
    public enum Phase: String, Sendable, Hashable {
        /// A span: `ts` and `dur`.
        case complete = "X"
        /// A point in time.
        case instant = "i"
        /// Counter values, drawn as a graph per name.
        case counter = "C"
    }

    /// A value in an event's `args`.
    public enum Value: Sendable, Hashable {
        case int(Int)
        case double(Double)
        case string(String)
    }

    /// The span's name (`"layout"`, `"configure row 12"`).
    public var name: String
    /// The category (`"pass"`, `"cell"`, `"view"`, `"frame"`).
    public var category: String
    public var phase: Phase
    /// Start, in microseconds since the recording began.
    public var timestamp: Double
    /// Length in microseconds (complete events only).
    public var duration: Double
    /// Extra values shown in the trace viewer, in order.
    public var arguments: [(String, Value)]

    public init(
        name: String, category: String, phase: Phase = .complete, timestamp: Double, duration: Double = 0,
        arguments: [(String, Value)] = []
    ) {
        self.name = name
        self.category = category
        self.phase = phase
        self.timestamp = timestamp
        self.duration = duration
        self.arguments = arguments
    }

    public static func == (a: TraceEvent, b: TraceEvent) -> Bool {
        a.name == b.name && a.category == b.category && a.phase == b.phase && a.timestamp == b.timestamp
            && a.duration == b.duration && a.arguments.map(\.0) == b.arguments.map(\.0)
            && a.arguments.map(\.1) == b.arguments.map(\.1)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(category)
        hasher.combine(timestamp)
    }
}

/// Collects ``TraceEvent``s against a monotonic clock.
///
/// Not thread-safe: one recorder per view tree, used on the tree's thread. `StrutRender` writes
/// the events as a Chrome trace-event JSON document (`jsonData(processName:)`).
public final class TraceRecorder {
    /// The events so far, in the order their spans ended (a span nested in another ends first).
    public private(set) var events: [TraceEvent] = []
    private let start = ContinuousClock.now

    public init() {}

    /// Microseconds since the recorder was made.
    public func now() -> Double {
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
    }

    /// Runs `body` and records it as a span.
    @discardableResult
    public func span<T>(
        _ name: String, category: String, arguments: [(String, TraceEvent.Value)] = [], _ body: () throws -> T
    ) rethrows -> T {
        let t0 = now()
        let result = try body()
        events.append(TraceEvent(name: name, category: category, timestamp: t0, duration: now() - t0, arguments: arguments))
        return result
    }

    /// Records an event made elsewhere.
    public func record(_ event: TraceEvent) { events.append(event) }

    /// Adds arguments to the last recorded event (values known only after its span ended).
    public func appendArguments(_ arguments: [(String, TraceEvent.Value)]) {
        guard !events.isEmpty else { return }
        events[events.count - 1].arguments += arguments
    }
}
