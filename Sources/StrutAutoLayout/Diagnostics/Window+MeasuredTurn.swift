import Foundation

/// How long each pass of one render-loop turn took, in seconds (see
/// ``Window/runMeasuredRenderLoopTurn(recorder:churn:)``).
public struct RenderLoopTurnDurations: Sendable, Hashable {
    /// The update-constraints pass over the window.
    public var updateConstraints: Double
    /// The engine's batch before layout, then the layout pass.
    public var layout: Double
    /// The display pass.
    public var display: Double

    /// Creates durations from the three passes' seconds.
    public init(updateConstraints: Double = 0, layout: Double = 0, display: Double = 0) {
        self.updateConstraints = updateConstraints
        self.layout = layout
        self.display = display
    }

    /// The whole turn.
    public var total: Double { updateConstraints + layout + display }
}

extension Window {
    /// Runs one turn of the render loop as three timed passes and returns their durations.
    ///
    /// The passes are those of ``runRenderLoopTurn()``: update constraints; layout (the engine's
    /// pending batch flushed first, so that its cost is counted here, then the layout pass); and
    /// display. With a `recorder`, each pass becomes a span of category `"pass"` (`"update
    /// constraints"`, `"engine batch"`, `"layout"`, `"display"`) and the batch's constraint churn
    /// is charged to `churn`, per view (as Instruments' Auto Layout template shows it); without
    /// one, nothing is recorded and churn is not measured.
    ///
    /// ```swift
    /// var churn = ChurnLedger()
    /// let recorder = TraceRecorder()
    /// let durations = window.runMeasuredRenderLoopTurn(recorder: recorder, churn: &churn)
    /// print(durations.total, churn.total.reactivated, recorder.events.count)
    /// ```
    @discardableResult
    public func runMeasuredRenderLoopTurn(recorder: TraceRecorder? = nil, churn: inout ChurnLedger)
        -> RenderLoopTurnDurations
    {
        let clock = ContinuousClock()
        let t0 = clock.now
        if let recorder {
            recorder.span("update constraints", category: "pass") { updateConstraintsIfNeeded() }
        } else {
            updateConstraintsIfNeeded()
        }
        let t1 = clock.now
        if let engine = rootEngine, engine.hasPendingChanges {
            if let recorder {
                let batch = recorder.span("engine batch", category: "pass") { engine.flushForLayoutMeasuringChurn() }
                for (view, c) in batch { churn.add(c, for: view) }
            } else {
                engine.flushForLayout()
            }
        }
        if let recorder {
            recorder.span("layout", category: "pass") { runLayout() }
        } else {
            runLayout()
        }
        let t2 = clock.now
        if let recorder {
            recorder.span("display", category: "pass") { runRenderLoopTurn() }
        } else {
            runRenderLoopTurn()
        }
        let t3 = clock.now
        return RenderLoopTurnDurations(
            updateConstraints: Self.seconds(t1 - t0), layout: Self.seconds(t2 - t1), display: Self.seconds(t3 - t2))
    }

    private static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}
