import Foundation
import StrutAutoLayout

/// Trace export: a recorder's events as a Chrome trace-event JSON document, opened by Perfetto
/// and `chrome://tracing`.
extension TraceRecorder {
    /// The events as a Chrome trace-event JSON document (`{"traceEvents": [...]}`), sorted by
    /// start time (ties: longer spans first, so parents precede their children).
    public func jsonData(processName: String = "strut") -> Data {
        Data(TraceRecorder.json(for: events, processName: processName).utf8)
    }

    /// The JSON text for a list of events: a `process_name` metadata event, then one object per
    /// event on its own line, times in microseconds with three decimals (non-finite times as 0).
    ///
    /// ```swift
    /// let recorder = TraceRecorder()
    /// recorder.span("layout", category: "pass") { window.runRenderLoopTurn() }
    /// try TraceRecorder.json(for: recorder.events).write(toFile: "trace.json", atomically: true, encoding: .utf8)
    /// ```
    /// - Complexity: O(*n* log *n*) for *n* events (the sort).
    public static func json(for events: [TraceEvent], processName: String = "strut") -> String {
        let sorted = events.enumerated().sorted { a, b in
            if a.element.timestamp != b.element.timestamp { return a.element.timestamp < b.element.timestamp }
            if a.element.duration != b.element.duration { return a.element.duration > b.element.duration }
            return a.offset < b.offset
        }.map(\.element)
        let quote = JSONValue.quote
        var out = "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n"
        out += "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1,\"tid\":1,\"args\":{\"name\":\(quote(processName))}}"
        for e in sorted {
            out += ",\n{\"name\":\(quote(e.name)),\"cat\":\(quote(e.category)),\"ph\":\"\(e.phase.rawValue)\""
            out += ",\"ts\":\(number(e.timestamp))"
            if e.phase == .complete { out += ",\"dur\":\(number(e.duration))" }
            if e.phase == .instant { out += ",\"s\":\"t\"" }
            out += ",\"pid\":1,\"tid\":1"
            if !e.arguments.isEmpty {
                out += ",\"args\":{"
                out += e.arguments.map { key, value in
                    let v: String
                    switch value {
                    case let .int(i): v = String(i)
                    case let .double(d): v = number(d)
                    case let .string(s): v = quote(s)
                    }
                    return quote(key) + ":" + v
                }.joined(separator: ",")
                out += "}"
            }
            out += "}"
        }
        out += "\n]}\n"
        return out
    }

    /// A number with three decimals (`ts` and `dur` are microseconds); non-finite ones as 0.
    private static func number(_ d: Double) -> String {
        guard d.isFinite else { return "0" }
        return String(format: "%.3f", d)
    }
}
