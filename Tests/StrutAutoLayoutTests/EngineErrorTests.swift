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

    /// A view whose height for a width is 200 − width, made square by a required constraint:
    /// its first intrinsic height is 40, so w = 40; each round then measures h = 200 − w and the
    /// solve answers w = h: 40 → 160 → 40 → … never settles (only w = 100 would). After the four
    /// rounds the engine says so, once, naming the view.
    @Test func heightsThatNeverSettleAreReported() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let log = Log()
        window.diagnosticLog = { log.lines.append($0) }
        let seesaw = SeesawView()
        seesaw.identifier = "seesaw"
        seesaw.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(seesaw)
        LayoutConstraint.activate([
            seesaw.leftAnchor.constraint(equalTo: window.leftAnchor), seesaw.topAnchor.constraint(equalTo: window.topAnchor),
            seesaw.widthAnchor.constraint(equalTo: seesaw.heightAnchor),
        ])
        window.layoutIfNeeded()
        let errors = log.lines.filter { $0.hasPrefix("[LayoutConstraints] Engine error: ") }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("seesaw") == true)
        #expect(errors.first?.contains("after 4 rounds") == true)
        #expect(window.layoutEngineStatistics.engineErrors == 1)
        // Four rounds from 40: the engine stops holding 40 (and the frame is 40 square).
        #expect(seesaw.frame.size == CGSize(width: 40, height: 40))
    }

    /// A view whose `layoutSubviews` asks for layout again every time: the top-down pass stops
    /// after 100 rounds and says so, once per layout, instead of stopping quietly; its sibling
    /// is laid out all the same.
    @Test func layoutThatNeverSettlesIsReported() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let log = Log()
        window.diagnosticLog = { log.lines.append($0) }
        let restless = RestlessView(), calm = View()
        for v in [restless, calm] {
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
        }
        LayoutConstraint.activate([
            calm.widthAnchor.constraint(equalToConstant: 40), calm.heightAnchor.constraint(equalToConstant: 30),
            calm.leftAnchor.constraint(equalTo: window.leftAnchor), calm.topAnchor.constraint(equalTo: window.topAnchor),
            restless.widthAnchor.constraint(equalToConstant: 10), restless.heightAnchor.constraint(equalToConstant: 10),
            restless.leftAnchor.constraint(equalTo: calm.rightAnchor), restless.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        let errors = log.lines.filter { $0.hasPrefix("[LayoutConstraints] Engine error: ") && $0.contains("after 100 top-down passes") }
        #expect(errors.count == 1)
        #expect(restless.layoutCount == 100)
        #expect(calm.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    }
}

/// Height for width 200 − width (never below 0).
private final class SeesawView: View {
    override var intrinsicHeightDependsOnWidth: Bool { true }
    override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 40) }
    override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        CGSize(width: View.noIntrinsicMetric, height: max(0, 200 - width))
    }
}

/// Asks for layout again from its own `layoutSubviews`, every time.
private final class RestlessView: View {
    var layoutCount = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        setNeedsLayout()
    }
}
