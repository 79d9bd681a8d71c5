import Foundation
import StrutAutoLayout
import StrutRender

/// Scrolls a `TableView` from top to bottom, one render-loop turn per frame, and records each
/// frame's layout work.
///
/// Each frame moves the table's `contentOffset` down by ``Options/pointsPerFrame`` and runs the
/// window's turn as three timed passes: update constraints, layout (the engine batch, then the
/// layout pass in which the table dequeues, configures, measures and places cells), display.
/// With ``Options/recordsTrace`` the passes, cells configured and cells whose constraints were
/// updated become spans of a Chrome trace (``Result/traceJSON()``), and constraint churn is
/// charged per view.
public enum ScrollRun {
    /// How to scroll.
    public struct Options: Sendable, Hashable {
        /// The distance scrolled per frame (default 40 points: 4,800 points a second at 120 Hz).
        public var pointsPerFrame: CGFloat
        /// A bound on the number of frames (default 1,000,000).
        public var maxFrames: Int
        /// Whether to record trace spans and churn per view (default `true`).
        public var recordsTrace: Bool

        public init(pointsPerFrame: CGFloat = 40, maxFrames: Int = 1_000_000, recordsTrace: Bool = true) {
            self.pointsPerFrame = pointsPerFrame
            self.maxFrames = maxFrames
            self.recordsTrace = recordsTrace
        }
    }

    /// What a run measured.
    public struct Result: Sendable {
        /// The first turn (the table's initial layout), not counted in ``summary``.
        public var initialFrame: ScrollFrame
        /// One record per scrolled frame.
        public var frames: [ScrollFrame]
        /// Constraint churn per view over the whole run (first-seen order); empty without tracing.
        public var churnByView: [ChurnByView]
        /// The trace events (empty without tracing).
        public var traceEvents: [TraceEvent]
        /// The table's counters at the end.
        public var tableStatistics: TableViewStatistics
        /// The largest number of cells the table held at any frame's end.
        public var maxCellsHeld: Int

        /// The distribution of the scrolled frames' durations.
        public var summary: FrameTimeSummary { FrameTimeSummary(durations: frames.map(\.duration)) }

        /// The run as a Chrome trace-event JSON document.
        public func traceJSON() -> String { TraceRecorder.json(for: traceEvents, processName: "strut scroll") }
    }

    /// One view's churn over a run.
    public struct ChurnByView: Sendable, Hashable {
        public var view: String
        public var churn: ConstraintChurn
    }

    /// Scrolls `table` (which must be in a `Window`) from its current offset to the bottom.
    ///
    /// The window's first turn lays the table out (``Result/initialFrame``); then each frame
    /// scrolls and turns once, until the bottom of the content is shown or `maxFrames` frames ran.
    /// - Precondition: `table.window != nil`.
    public static func run(_ table: TableView, options: Options = Options()) -> Result {
        guard let window = table.window else {
            preconditionFailure("ScrollRun.run: \(table) is not in a window; add it to a Window first.")
        }
        let recorder = options.recordsTrace ? TraceRecorder() : nil
        let previousRecorder = table.traceRecorder
        table.traceRecorder = recorder
        table.resetChurnLedger()
        var windowLedger = ChurnLedger()
        defer { table.traceRecorder = previousRecorder }

        var frames: [ScrollFrame] = []
        var maxCells = 0
        let initial = turn(window, table, index: -1, recorder: recorder, windowLedger: &windowLedger)
        maxCells = table.numberOfCells
        var index = 0
        while index < options.maxFrames {
            let bottom = max(0, table.contentSize.height - table.bounds.height)
            guard table.contentOffset.y < bottom else { break }
            table.contentOffset.y = min(table.contentOffset.y + max(options.pointsPerFrame, 1), bottom)
            frames.append(turn(window, table, index: index, recorder: recorder, windowLedger: &windowLedger))
            maxCells = max(maxCells, table.numberOfCells)
            index += 1
        }
        var churn: [ChurnByView] = []
        for ledger in [table.churnLedger, windowLedger] {
            for e in ledger.entries { churn.append(ChurnByView(view: e.view, churn: e.churn)) }
        }
        return Result(
            initialFrame: initial, frames: frames, churnByView: churn, traceEvents: recorder?.events ?? [],
            tableStatistics: table.statistics, maxCellsHeld: maxCells)
    }

    /// One render-loop turn, timed by pass.
    private static func turn(
        _ window: Window, _ table: TableView, index: Int, recorder: TraceRecorder?, windowLedger: inout ChurnLedger
    ) -> ScrollFrame {
        let statsBefore = window.layoutEngineStatistics
        let tableBefore = table.statistics
        let churnBefore = table.churnLedger.total + windowLedger.total
        let frameStart = recorder?.now() ?? 0
        let passes = window.runMeasuredRenderLoopTurn(recorder: recorder, churn: &windowLedger)
        let stats = window.layoutEngineStatistics
        let tableAfter = table.statistics
        var churn = table.churnLedger.total + windowLedger.total
        churn -= churnBefore
        let frame = ScrollFrame(
            index: index, contentOffset: table.contentOffset.y, duration: passes.total,
            updateConstraintsDuration: passes.updateConstraints, layoutDuration: passes.layout,
            displayDuration: passes.display,
            engineOperations: stats.solverOperations - statsBefore.solverOperations,
            rowsReused: stats.rowsReused - statsBefore.rowsReused,
            cellsDequeued: tableAfter.cellsDequeued - tableBefore.cellsDequeued,
            cellsCreated: tableAfter.cellsCreated - tableBefore.cellsCreated,
            cellsConfigured: tableAfter.cellsConfigured - tableBefore.cellsConfigured,
            heightsMeasured: tableAfter.heightsMeasured - tableBefore.heightsMeasured, churn: churn)
        if let recorder {
            recorder.record(
                TraceEvent(
                    name: index < 0 ? "initial layout" : "frame \(index)", category: "frame", timestamp: frameStart,
                    duration: recorder.now() - frameStart,
                    arguments: [
                        ("contentOffset", .double(Double(frame.contentOffset))),
                        ("engineOperations", .int(frame.engineOperations)), ("rowsReused", .int(frame.rowsReused)),
                        ("cellsDequeued", .int(frame.cellsDequeued)), ("cellsCreated", .int(frame.cellsCreated)),
                        ("cellsConfigured", .int(frame.cellsConfigured)), ("heightsMeasured", .int(frame.heightsMeasured)),
                        ("constraintsReactivated", .int(churn.reactivated)),
                    ]))
            recorder.record(
                TraceEvent(
                    name: "engine operations", category: "frame", phase: .counter, timestamp: frameStart,
                    arguments: [("solver", .int(frame.engineOperations)), ("reactivated", .int(churn.reactivated))]))
        }
        return frame
    }
}
