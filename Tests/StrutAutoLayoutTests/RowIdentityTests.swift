import Foundation
import StrutSolver
import Testing

@testable import StrutAutoLayout

/// A row of the engine is itself the solver constraint it adds (issue 12, item 3): one object
/// per row. A broken row leaves the solver and is replaced there by a constraint at the broken
/// priority.
@Suite struct RowIdentityTests {
    /// Every row of a laid-out tree is the constraint the solver holds for it, with the
    /// translated terms, relation, constant and priority it was made with.
    @Test func aRowIsItsSolverConstraint() throws {
        let window = RecordingWindow(320, 200)
        let a = makeView("a")
        let b = makeView("b")
        window.addSubview(a)
        a.addSubview(b)
        let low = b.widthAnchor.constraint(equalToConstant: 40)
        low.priority = .defaultLow
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            a.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 4),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0.5),
            low,
        ])
        window.layoutIfNeeded()
        let engine = try #require(window.rootEngine)
        #expect(engine.rows.count >= 8)
        for row in engine.rows.values {
            #expect(row.solverConstraint === row)
            #expect(engine.solver.hasConstraint(row))
            #expect(row.terms == row.expression.terms)
            #expect(row.expression.constant == row.currentConstant)
            #expect(row.priority == row.currentPriority)
            #expect(row.priority == row.constraint.priorityStorage)
            #expect(row.relation == row.constraint.relation)
            #expect(row.identifier == row.constraint.identifier)
        }
        #expect(b.frame == CGRect(x: 4, y: 0, width: 40, height: 25))
        #expect(window.events.isEmpty)
    }

    /// A constant or priority changed in place changes the solver's record, not the row's
    /// inherited fields (the values it was created with), and the row stays in the solver.
    @Test func inPlaceChangesKeepTheRow() throws {
        let window = RecordingWindow(320, 200)
        let a = makeView("a")
        window.addSubview(a)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        let height = a.heightAnchor.constraint(equalToConstant: 30)
        height.priority = .defaultLow
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            a.topAnchor.constraint(equalTo: window.topAnchor),
            width, height,
        ])
        window.layoutIfNeeded()
        let engine = try #require(window.rootEngine)
        let widthRow = try #require(engine.rows[ObjectKey(width)])
        let heightRow = try #require(engine.rows[ObjectKey(height)])
        width.constant = 120
        height.priority = .defaultHigh
        window.layoutIfNeeded()
        #expect(engine.rows[ObjectKey(width)] === widthRow)
        #expect(engine.rows[ObjectKey(height)] === heightRow)
        #expect(widthRow.expression.constant == -100)
        #expect(widthRow.currentConstant == -120)
        #expect(engine.solver.constant(of: widthRow) == -120)
        #expect(heightRow.priority == .defaultLow)
        #expect(heightRow.currentPriority == .defaultHigh)
        #expect(engine.solver.priority(of: heightRow) == .defaultHigh)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 120, height: 30))
    }

    /// A broken row leaves the solver; its replacement at the broken priority takes its place,
    /// and removing the constraint removes the replacement.
    @Test func aBrokenRowIsReplacedInTheSolver() throws {
        let window = RecordingWindow(320, 200)
        let a = makeView("a")
        window.addSubview(a)
        let first = a.widthAnchor.constraint(equalToConstant: 100)
        let second = a.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            a.topAnchor.constraint(equalTo: window.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            first,
        ])
        window.layoutIfNeeded()
        second.isActive = true
        window.layoutIfNeeded()
        #expect(window.events.count == 1)
        let engine = try #require(window.rootEngine)
        let broken = try #require(engine.rows.values.first { $0.isBroken })
        #expect(broken.constraint === second)
        #expect(broken.solverConstraint !== broken)
        #expect(!engine.solver.hasConstraint(broken))
        #expect(engine.solver.hasConstraint(broken.solverConstraint))
        #expect(broken.solverConstraint.priority == .brokenRequired)
        #expect(broken.currentPriority == .brokenRequired)
        #expect(broken.priority == .required)
        let replacement = broken.solverConstraint
        second.isActive = false
        window.layoutIfNeeded()
        #expect(!engine.solver.hasConstraint(replacement))
        #expect(engine.rows[ObjectKey(second)] == nil)
        #expect(a.frame.width == 100)
    }
}
