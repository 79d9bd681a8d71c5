import Testing

#if canImport(UIKit)
    import UIKit
#else
    import StrutUIKit
#endif

/// A settings screen: a table of three 44-point rows on the readable width, and under it a
/// name field on the same column. (The table's data source is Strut's one-section protocol.)
final class TableSettingsViewController: UIViewController, TableViewDataSource {
    let tableView = UITableView()
    let nameField = UITextField()
    let titles = ["Wi-Fi", "Bluetooth", "Cellular"]
    var measurer: (any TextMeasuring)?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        nameField.placeholder = "Name"
        for subview in [tableView, nameField] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let readable = view.readableContentGuide
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            tableView.heightAnchor.constraint(equalToConstant: 132),
            nameField.topAnchor.constraint(equalTo: tableView.bottomAnchor, constant: 16),
            nameField.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            nameField.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
        ])
    }

    func numberOfRows(in tableView: UITableView) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt row: Int) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: row)
        let label: UILabel
        if let existing = cell.contentView.subviews.first as? UILabel {
            label = existing
        } else {
            label = UILabel()
            if let measurer { label.measurer = measurer }
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
                label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
            ])
        }
        label.text = titles[row]
        return cell
    }
}

@Suite struct TableSettingsTests {
    private func screen(
        _ size: CGSize, direction: UIUserInterfaceLayoutDirection = .leftToRight,
        category: UIContentSizeCategory = .large
    ) -> (UIWindow, TableSettingsViewController) {
        let controller = TableSettingsViewController()
        controller.measurer = MonospacedCellMeasurer(cellWidth: 10, cellHeight: 20, baseline: 15)
        controller.loadViewIfNeeded()
        measuredInCells([], fields: [controller.nameField])
        let window = UIWindow(size: size, safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        window.layoutDirection = direction
        window.preferredContentSizeCategory = category
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller)
    }

    /// iPad 1024 × 768: the readable column is x 176…848 (672 wide, see ReadableContentGuideTests).
    /// The table sits there from y 20, 132 tall; its rows are (0, 44k, 672, 44); "Wi-Fi"
    /// (50 × 20) 16 from the row's leading edge, centred: y = 22 − 10 = 12. The field is 16
    /// below the table: y = 20 + 132 + 16 = 168, as wide as the column.
    @Test func padTableAndFormShareTheReadableColumn() {
        let (window, c) = screen(CGSize(width: 1024, height: 768))
        #expect(c.tableView.frame == CGRect(176, 20, 672, 132))
        #expect(c.tableView.rowsWithCells == [0, 1, 2])
        #expect((0..<3).map { c.tableView.rectForRow($0) } == [CGRect(0, 0, 672, 44), CGRect(0, 44, 672, 44), CGRect(0, 88, 672, 44)])
        let first = c.tableView.cellForRow(0)?.contentView.subviews.first
        #expect(first?.frame == CGRect(16, 12, 50, 20))
        #expect(c.nameField.frame == CGRect(176, 168, 672, 20))
        #expect(layoutProblems(in: window).isEmpty)
    }

    /// iPhone 375 × 667: the column is the margins, x 16…359; right to left, "Wi-Fi" sits 16
    /// from the row's right edge: x = 343 − 16 − 50 = 277. At AX5 the readable cap (2095)
    /// changes nothing on a phone. No overlaps, no truncation.
    @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func phoneInBothDirectionsAtAX5(direction: UIUserInterfaceLayoutDirection) {
        let (window, c) = screen(CGSize(width: 375, height: 667), direction: direction, category: .accessibilityExtraExtraExtraLarge)
        #expect(c.tableView.frame == CGRect(16, 20, 343, 132))
        let first = c.tableView.cellForRow(0)?.contentView.subviews.first
        #expect(first?.frame == CGRect(direction == .rightToLeft ? 277 : 16, 12, 50, 20))
        #expect(c.nameField.frame == CGRect(16, 168, 343, 20))
        #expect(layoutProblems(in: window).isEmpty)
    }
}
