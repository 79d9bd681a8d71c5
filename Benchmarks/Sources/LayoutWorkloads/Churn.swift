import Foundation
import StrutAutoLayout

/// The churn pair of WWDC 2018 #220: a cell whose `updateConstraints` is the talk's
/// "Don't do this!" (deactivate all of its constraints, build them again, activate them) against
/// the same cell written as advised (constraints made once, `updateConstraints` only sets
/// constants). Both run the same frames: every cell is flagged for an update-constraints pass,
/// one cell's padding changes, and the window is laid out.
public enum Churn {
    /// A row cell: a 40×20 icon and a 120×17 title, `icon.leading == leading + padding`,
    /// `icon.centerY == centerY`, `title.leading == icon.trailing + 8`, `title.centerY == centerY`.
    public class Cell: View {
        let icon = Box(40, 20), title = Box(120, 17)
        /// The model value the constraints follow.
        public var padding: CGFloat = 8

        override init(frame: CGRect) {
            super.init(frame: frame)
            for v in [icon, title] {
                v.translatesAutoresizingMaskIntoConstraints = false
                addSubview(v)
            }
        }

        func makeConstraints() -> [LayoutConstraint] {
            [
                icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: padding),
                icon.centerYAnchor.constraint(equalTo: centerYAnchor),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                title.centerYAnchor.constraint(equalTo: centerYAnchor),
            ]
        }
    }

    /// "Don't do this!": every pass deactivates all, rebuilds, activates.
    public final class ChurningCell: Cell {
        var current: [LayoutConstraint] = []

        public override func updateConstraints() {
            LayoutConstraint.deactivate(current)
            current = makeConstraints()
            LayoutConstraint.activate(current)
            super.updateConstraints()
        }
    }

    /// As advised: constraints made once; a pass only sets the constant that follows the model.
    public final class StaticCell: Cell {
        var made: [LayoutConstraint] = []

        public override func updateConstraints() {
            if made.isEmpty {
                made = makeConstraints()
                LayoutConstraint.activate(made)
            } else {
                made[0].constant = padding
            }
            super.updateConstraints()
        }
    }

    /// `n` cells stacked in a window (placed once by constraints: full width, 30 high).
    public final class Fixture {
        public let window: Window
        let cells: [Cell]
        var frame = 0

        public init(_ n: Int, churning: Bool) {
            window = makeWindow()
            var cells: [Cell] = []
            var constraints: [LayoutConstraint] = []
            for i in 0..<n {
                let cell: Cell = churning ? ChurningCell(frame: .zero) : StaticCell(frame: .zero)
                cell.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(cell)
                constraints += [
                    cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                    cell.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                    cell.topAnchor.constraint(equalTo: window.topAnchor, constant: 30 * CGFloat(i)),
                    cell.heightAnchor.constraint(equalToConstant: 30),
                ]
                cell.setNeedsUpdateConstraints()
                cells.append(cell)
            }
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            self.cells = cells
        }

        /// One frame: every cell runs updateConstraints; cell `(k·7919) mod n` gets a new padding.
        public func step() {
            frame += 1
            cells[(frame &* 7919) % cells.count].padding = 8 + CGFloat(frame % 16)
            for cell in cells { cell.setNeedsUpdateConstraints() }
            window.layoutIfNeeded()
        }

        /// The icon frame of a cell (for checking both versions agree).
        public func iconFrame(_ index: Int) -> CGRect { cells[index].icon.frame }
    }

    /// The pair at one size: the static version, then the churning one.
    public static func workloads(_ n: Int) -> (static: Workload, churning: Workload) {
        (
            .onFixture(
                "churn pair, static N=\(n)", units: n, unitName: "cell", make: { Fixture(n, churning: false) }, window: { $0.window }
            ) { $0.step() },
            .onFixture(
                "churn pair, deactivate-rebuild-activate N=\(n)", units: n, unitName: "cell", make: { Fixture(n, churning: true) },
                window: { $0.window }
            ) { $0.step() }
        )
    }
}
