import Foundation
import Testing

@testable import StrutAutoLayout

@Suite struct CollectionTraceTests {
    /// One turn over five self-sizing cells (the flow case of `CollectionViewTests`): five
    /// "configure item" spans and five "measure item" spans, in item order, inside the first
    /// "layout (collection)" span, whose arguments count them (the measured sizes change the
    /// content size, which asks for a second pass in the same turn: it configures nothing); every
    /// span lies inside its pass. A later pass with nothing new records no cell spans.
    @Test func aLayoutPassRecordsItsCellsAsTraceEvents() throws {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 40)
        let (window, view) = makeCollectionWindow(layout)
        let source = ItemSource(counts: [5]) { _ in CGSize(width: 44, height: 4) }
        source.install(in: view)
        let recorder = TraceRecorder()
        view.traceRecorder = recorder
        window.runRenderLoopTurn()

        let names = recorder.events.map(\.name)
        let configures = (0..<5).map { "configure item 0.\($0)" }
        let measures = (0..<5).map { "measure item 0.\($0)" }
        #expect(names.filter { $0.hasPrefix("configure") } == configures)
        #expect(names.filter { $0.hasPrefix("measure") } == measures)
        let passes = recorder.events.filter { $0.name == "layout (collection)" }
        #expect(passes.count == 2)
        #expect(passes.dropFirst().allSatisfy { Dictionary(uniqueKeysWithValues: $0.arguments)["cellsConfigured"] == .int(0) })
        let pass = try #require(passes.first)
        let arguments = Dictionary(uniqueKeysWithValues: pass.arguments)
        #expect(arguments["cellsConfigured"] == .int(5))
        #expect(arguments["cellsMeasured"] == .int(5))
        #expect(arguments["viewsCreated"] == .int(5))
        for event in recorder.events where event.category == "cell" {
            #expect(event.timestamp >= pass.timestamp && event.timestamp + event.duration <= pass.timestamp + pass.duration)
        }
        #expect(recorder.events.allSatisfy { $0.timestamp.isFinite && $0.duration.isFinite && $0.duration >= 0 })

        let count = recorder.events.count
        view.setNeedsLayout()
        window.runRenderLoopTurn()
        #expect(recorder.events[count...].map(\.name).filter { $0.hasPrefix("configure") || $0.hasPrefix("measure") }.isEmpty)
        #expect(recorder.events[count...].contains { $0.name == "layout (collection)" })
    }
}
