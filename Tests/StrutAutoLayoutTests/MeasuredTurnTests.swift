import Foundation
import Testing

@testable import StrutAutoLayout

/// `Window.runMeasuredRenderLoopTurn(recorder:churn:)` and `View.layoutSolverStatistics`: the
/// instrumented turn that scroll runs are made of, and the solver's counts seen from outside.
@Suite struct MeasuredTurnTests {
    private func pinned(_ v: View, in window: Window, x: CGFloat) -> [LayoutConstraint] {
        [
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: x),
            v.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            v.widthAnchor.constraint(equalToConstant: 20),
            v.heightAnchor.constraint(equalToConstant: 30),
        ]
    }

    /// A first turn with pending constraints records the four passes in the order they end, lays
    /// the view out, and its durations add up; replacing a constraint by an equal one is charged
    /// to its view as one reactivation (the engine hands the row over).
    @Test func passesAreRecordedAndChurnIsCharged() throws {
        let window = Window(size: CGSize(width: 200, height: 100))
        let a = makeView("a")
        window.addSubview(a)
        var constraints = pinned(a, in: window, x: 5)
        LayoutConstraint.activate(constraints)
        let recorder = TraceRecorder()
        var churn = ChurnLedger()
        let first = window.runMeasuredRenderLoopTurn(recorder: recorder, churn: &churn)
        #expect(recorder.events.map(\.name) == ["update constraints", "engine batch", "layout", "display"])
        #expect(recorder.events.allSatisfy { $0.category == "pass" && $0.duration >= 0 })
        #expect(a.frame == CGRect(x: 5, y: 10, width: 20, height: 30))
        #expect(first.total == first.updateConstraints + first.layout + first.display)
        #expect(first.updateConstraints >= 0 && first.layout >= 0 && first.display >= 0)
        // Added rows are code's: the first batch adds the four constraints, charged to `a`.
        #expect(churn.total == ConstraintChurn(added: 4))

        LayoutConstraint.deactivate([constraints[0]])
        constraints[0] = a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5)
        constraints[0].isActive = true
        churn = ChurnLedger()
        window.runMeasuredRenderLoopTurn(recorder: recorder, churn: &churn)
        #expect(churn.entries.count == 1)
        #expect(churn.entries.first?.view.hasSuffix("'a'") == true)
        #expect(churn.total == ConstraintChurn(reactivated: 1))
        #expect(a.frame == CGRect(x: 5, y: 10, width: 20, height: 30))
    }

    /// Without a recorder nothing is recorded and churn is not measured, but the turn still lays
    /// out.
    @Test func withoutARecorderNothingIsCharged() {
        let window = Window(size: CGSize(width: 200, height: 100))
        let a = makeView("a")
        window.addSubview(a)
        LayoutConstraint.activate(pinned(a, in: window, x: 7))
        var churn = ChurnLedger()
        window.runMeasuredRenderLoopTurn(churn: &churn)
        #expect(churn.entries.isEmpty)
        #expect(a.frame == CGRect(x: 7, y: 10, width: 20, height: 30))
    }

    /// Each constrained view brings four variables (x, y, width, height) and here four rows and
    /// four constraints; the window itself has none. Views that leave take theirs with them.
    @Test func solverCountsFollowTheViews() {
        let window = Window(size: CGSize(width: 200, height: 100))
        #expect(window.layoutSolverStatistics.variables == 0)
        let kept = makeView("kept")
        window.addSubview(kept)
        LayoutConstraint.activate(pinned(kept, in: window, x: 0))
        window.layoutIfNeeded()
        let idle = window.layoutSolverStatistics
        #expect((idle.variables, idle.rows, idle.constraints) == (4, 4, 4))
        let extra = (0..<3).map { _ in makeView() }
        for (i, v) in extra.enumerated() {
            window.addSubview(v)
            LayoutConstraint.activate(pinned(v, in: window, x: CGFloat(30 * (i + 1))))
        }
        window.layoutIfNeeded()
        let full = window.layoutSolverStatistics
        #expect((full.variables, full.rows, full.constraints) == (16, 16, 16))
        #expect(kept.layoutSolverStatistics == full)  // any view of the tree reads the same solver
        for v in extra { v.removeFromSuperview() }
        window.layoutIfNeeded()
        let after = window.layoutSolverStatistics
        #expect((after.variables, after.rows, after.constraints) == (4, 4, 4))
    }
}
