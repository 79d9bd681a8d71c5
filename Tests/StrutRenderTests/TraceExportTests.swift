import Foundation
import StrutAutoLayout
import StrutRender
import Testing

/// Trace export: the recorder's events as Chrome trace-event JSON, strings escaped by the one
/// JSON escaper (`JSONValue.quote`).
@Suite struct TraceExportTests {
    /// Three events given out of order: sorted by start, the longer of two spans that start
    /// together first; strings escaped (quote, backslash, newline, tab, U+0001 as \u0001);
    /// numbers with three decimals, a non-finite one as 0; `dur` only on spans, `"s":"t"` only on
    /// instants. The expected text is written out by hand from those rules.
    @Test func eventsAreWrittenSortedAndEscaped() throws {
        let events = [
            TraceEvent(
                name: "a \"q\" \\ b\nc\u{1}", category: "pass", timestamp: 2, duration: 1.5,
                arguments: [("n", .int(3)), ("x", .double(0.25)), ("s", .string("t\tu"))]),
            TraceEvent(name: "outer", category: "frame", timestamp: 2, duration: 4),
            TraceEvent(name: "mark", category: "frame", phase: .instant, timestamp: 1, arguments: [("inf", .double(.infinity))]),
        ]
        let expected =
            [
                #"{"displayTimeUnit":"ms","traceEvents":["#,
                #"{"name":"process_name","ph":"M","pid":1,"tid":1,"args":{"name":"test \"run\""}},"#,
                #"{"name":"mark","cat":"frame","ph":"i","ts":1.000,"s":"t","pid":1,"tid":1,"args":{"inf":0}},"#,
                #"{"name":"outer","cat":"frame","ph":"X","ts":2.000,"dur":4.000,"pid":1,"tid":1},"#,
                #"{"name":"a \"q\" \\ b\nc\u0001","cat":"pass","ph":"X","ts":2.000,"dur":1.500,"pid":1,"tid":1,"args":{"n":3,"x":0.250,"s":"t\tu"}}"#,
                "]}",
            ].joined(separator: "\n") + "\n"
        let json = TraceRecorder.json(for: events, processName: "test \"run\"")
        #expect(json == expected)
        // An independent reader (Foundation's JSON parser) gets the original strings back.
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let parsedEvents = try #require(parsed["traceEvents"] as? [[String: Any]])
        #expect(parsedEvents.compactMap { $0["name"] as? String } == ["process_name", "mark", "outer", "a \"q\" \\ b\nc\u{1}"])
    }

    /// A recorder's `jsonData` is its events' document: one span recorded around a turn.
    @Test func recorderDataIsTheDocumentOfItsEvents() throws {
        let recorder = TraceRecorder()
        let window = Window(size: CGSize(width: 100, height: 100))
        recorder.span("display", category: "pass") { window.runRenderLoopTurn() }
        #expect(recorder.events.map(\.name) == ["display"])
        let data = recorder.jsonData(processName: "p")
        #expect(data == Data(TraceRecorder.json(for: recorder.events, processName: "p").utf8))
        #expect(String(decoding: data, as: UTF8.self).contains(#""args":{"name":"p"}"#))
    }
}
