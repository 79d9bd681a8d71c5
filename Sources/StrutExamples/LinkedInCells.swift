import Foundation
import StrutAutoLayout
import StrutText

/// LinkedIn's worst Auto Layout case (issue 4; "Throwing Auto Layout out the window", 2016): a
/// multi-line label beside a badge whose hugging and compression resistance are required, in
/// `n` cells stacked in a window. The label's height follows the width the engine gives it.
public enum LinkedInCells {
    /// Builds `n` cells and lays the window out (width 375). Per cell:
    /// `label.leading == cell.leading + 12`, `label.top == cell.top + 8`,
    /// `label.bottom == cell.bottom − 8`, `badge.leading == label.trailing + 8`,
    /// `badge.trailing == cell.trailing − 12`, `badge.top == label.top`; cells full width, each
    /// `top == previous.bottom`. The label has `numberOfLines = 0`; the badge is a one-line label
    /// with required hugging and compression resistance on both axes.
    public static func build(_ n: Int) -> Window {
        // Tall enough that its height constrains nothing.
        let window = Window(size: CGSize(width: 375, height: 1_000_000))
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(11 * n)
        var previous: View?
        for i in 0..<n {
            let cell = View()
            cell.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(cell)
            let label = Label(text: text(i))
            label.numberOfLines = 0
            label.lineBreakMode = .byWordWrapping
            let badge = Label(text: i % 3 == 0 ? "NEW" : "\(i % 100)")
            badge.font = .systemFont(ofSize: 13)
            for axis in [LayoutConstraintAxis.horizontal, .vertical] {
                badge.setContentHuggingPriority(.required, for: axis)
                badge.setContentCompressionResistancePriority(.required, for: axis)
            }
            for v in [label, badge] {
                v.translatesAutoresizingMaskIntoConstraints = false
                cell.addSubview(v)
            }
            constraints += [
                cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                cell.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                cell.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? window.topAnchor),
                label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
                label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
                badge.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                badge.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -12),
                badge.topAnchor.constraint(equalTo: label.topAnchor),
            ]
            previous = cell
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return window
    }

    /// The label text of cell `i`: one to four lines at the cell's label width.
    public static func text(_ i: Int) -> String {
        let sentence = "Someone you may know \(i) shared an article about layout engines and text. "
        return String(repeating: sentence, count: 1 + i % 3)
    }
}
