import Foundation
import Testing

@testable import StrutAutoLayout

/// Solver failures that are not conflicts (issue 14): reported in the window's diagnostic log and
/// counted, never dropped silently or trapped on.
@Suite struct EngineErrorTests {
    final class Log: @unchecked Sendable { var lines: [String] = [] }

    /// `b.width == 10 × a.width` with `a.width == 1e308` would make b infinitely wide: the solver
    /// refuses the row (a non-finite result), and the engine says so and lays out the rest.
    @Test func aNonFiniteResultIsReportedAndTheRestLaysOut() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let log = Log()
        window.diagnosticLog = { log.lines.append($0) }
        let a = View(), b = View(), c = View()
        for v in [a, b, c] {
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
        }
        LayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 1e308),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 10),
            c.widthAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        let errors = log.lines.filter { $0.hasPrefix("[LayoutConstraints] Engine error: ") }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("could not add") == true)
        #expect(window.layoutEngineStatistics.engineErrors == 1)
        #expect(c.frame.width == 40)
        for v in [a, b, c] {
            #expect(v.frame.origin.x.isFinite && v.frame.origin.y.isFinite && v.frame.width.isFinite && v.frame.height.isFinite)
        }
    }
}
