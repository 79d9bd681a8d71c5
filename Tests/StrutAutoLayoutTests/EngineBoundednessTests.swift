import Foundation
import Testing

@testable import StrutAutoLayout
@testable import StrutSolver

/// A long-lived window whose views are replaced keeps its engine bounded: the solver forgets the
/// variables of views that left, and reuses their ids.
@Suite struct EngineBoundednessTests {
    @Test func replacingViewsKeepsTheSolverBounded() throws {
        let window = Window(size: CGSize(width: 375, height: 667))
        let kept = View()
        kept.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(kept)
        LayoutConstraint.activate([
            kept.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            kept.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            kept.widthAnchor.constraint(equalToConstant: 30),
            kept.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        let engine = try #require(window.rootEngine)
        let idle = engine.solver.statistics
        var warm: (variables: Int, symbols: Int) = (0, 0)
        for round in 0..<200 {
            // 50 fresh views a round (10,000 in all), each pinned below the previous one.
            var views: [View] = []
            var constraints: [LayoutConstraint] = []
            for i in 0..<50 {
                let v = View()
                v.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(v)
                constraints += [
                    v.leadingAnchor.constraint(equalTo: kept.trailingAnchor, constant: CGFloat(i)),
                    v.topAnchor.constraint(equalTo: views.last?.bottomAnchor ?? window.topAnchor, constant: 1),
                    v.widthAnchor.constraint(equalToConstant: 20),
                    v.heightAnchor.constraint(equalToConstant: 5),
                ]
                views.append(v)
            }
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            // View 49: x = 10 + 30 + 49 = 89; y = 50 × 1 + 49 × 5 = 295.
            #expect(views[49].frame == CGRect(x: 89, y: 295, width: 20, height: 5))
            let full = engine.solver.statistics.variables
            for v in views { v.removeFromSuperview() }
            window.layoutIfNeeded()
            // Only the window's and the kept view's variables stay known.
            #expect(engine.solver.statistics.variables == idle.variables)
            #expect(engine.solver.statistics.rows == idle.rows)
            #expect(engine.solver.statistics.constraints == idle.constraints)
            if round == 4 { warm = (full, engine.solver.engine.symbolCount) }
            if round > 4 {
                #expect(full == warm.variables)
                #expect(engine.solver.engine.symbolCount == warm.symbols)
            }
        }
        #expect(kept.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(engine.participants.count == 1)  // the kept view (the window is the host: no variables of its own)
        // One round's views (200 variables, 200 rows) bound the tables, not the 10,000 seen.
        #expect(warm.symbols < 2_000)
    }
}
