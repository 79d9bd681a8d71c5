import Testing

// UIKit's system cells: `UITableViewCell(style:reuseIdentifier:)` with `textLabel` and
// `detailTextLabel`, and a subclass overriding the designated initializer. Text is measured in
// 10 × 20 cells (`measuredInCells`), so a word of n letters is 10n wide and a line is 20 tall.
// The cell metrics under test: content margins 16 leading/trailing and 11 top/bottom, a row at
// least 44 tall, labels centred vertically.
#if canImport(UIKit)
    import UIKit
#else
    import StrutUIKit
#endif

/// A table filling a controller's view, whose data source makes the cells.
final class CellStyleViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView()
    var rows: [(text: String, detail: String?)] = []
    var style = UITableViewCell.CellStyle.value1
    var wraps = false

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "system") ?? UITableViewCell(style: style, reuseIdentifier: "system")
        cell.textLabel?.text = rows[indexPath.row].text
        cell.detailTextLabel?.text = rows[indexPath.row].detail
        if wraps { cell.textLabel?.numberOfLines = 0 }
        #if !canImport(UIKit)
            measuredInCells([cell.textLabel, cell.detailTextLabel].compactMap { $0 })
        #endif
        return cell
    }
}

/// A cell subclass written as for UIKit: it overrides the designated initializer.
final class BadgeCell: UITableViewCell {
    let badge = UILabel()
    private(set) var madeWithStyle: UITableViewCell.CellStyle?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeWithStyle = style
        badge.text = "NEW"
        badge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

@Suite struct CellStyleTests {
    private func screen(
        style: UITableViewCell.CellStyle, rows: [(String, String?)], width: CGFloat = 375,
        direction: UIUserInterfaceLayoutDirection = .leftToRight, wraps: Bool = false,
        category: UIContentSizeCategory = .large
    ) -> (UIWindow, CellStyleViewController) {
        let controller = CellStyleViewController()
        controller.style = style
        controller.rows = rows.map { (text: $0.0, detail: $0.1) }
        controller.wraps = wraps
        let window = UIWindow(size: CGSize(width: width, height: 400))
        window.layoutDirection = direction
        window.preferredContentSizeCategory = category
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller)
    }

    /// Settings rows, `.value1`, 375 wide. The margins guide is x 16…359, y 11…33 of the
    /// 44-point row (the minimum, as one 20-point line + 22 < 44). "Wi-Fi" (50 × 20) at the
    /// leading margin, centred: y = 22 − 10 = 12. "Home" (40 × 20) trailing-aligned at 359:
    /// x = 359 − 40 = 319. Right to left the sides swap: "Wi-Fi" at 359 − 50 = 309, "Home" at 16.
    @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func value1SettingsRows(direction: UIUserInterfaceLayoutDirection) throws {
        let (window, c) = screen(style: .value1, rows: [("Wi-Fi", "Home"), ("Bluetooth", "On")], direction: direction)
        let rtl = direction == .rightToLeft
        #expect(
            (0..<2).map { c.tableView.rectForRow(at: IndexPath(row: $0, section: 0)) } == [CGRect(0, 0, 375, 44), CGRect(0, 44, 375, 44)])
        let first = try #require(c.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.textLabel?.frame == CGRect(rtl ? 309 : 16, 12, 50, 20))
        #expect(first.detailTextLabel?.frame == CGRect(rtl ? 16 : 319, 12, 40, 20))
        // "Bluetooth" is 90 wide: 359 − 90 = 269 right to left; "On" 20 wide: 359 − 20 = 339.
        let second = try #require(c.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(second.textLabel?.frame == CGRect(rtl ? 269 : 16, 12, 90, 20))
        #expect(second.detailTextLabel?.frame == CGRect(rtl ? 16 : 339, 12, 20, 20))
        // UIKit's fonts and colours: body (17 at Large) for both; the detail trailing-aligned
        // in the secondary label colour (#3C3C43 at 60 %).
        #expect(first.textLabel?.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(first.detailTextLabel?.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(first.detailTextLabel?.textAlignment == (rtl ? .left : .right))
        #expect(first.detailTextLabel?.textColor == UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6))
        #expect(layoutProblems(in: window).isEmpty)
    }

    /// `.subtitle`, 375 wide, text wrapping (`numberOfLines = 0`), self-sizing rows. Row 0: four
    /// 9-letter words; a line holds 343 / 10 = 34 cells, so "aaaaaaaaa aaaaaaaaa aaaaaaaaa"
    /// (29) fits and the fourth word wraps: the text is 2 lines, 40 tall, and fills the 343-wide
    /// margins (its one-line width 390 is compressed to the trailing margin). "Detail" (60 × 20)
    /// sits right under it. The column is 40 + 20 = 60 tall; the row is 11 + 60 + 11 = 82 (more
    /// than 44), the column's top at (82 − 60) / 2 = 11. Row 1: "Title" over "Sub" is 40 tall,
    /// the row 11 + 40 + 11 = 62, starting at y 82.
    @Test func subtitleWrapsAndSelfSizes() throws {
        let long = "aaaaaaaaa aaaaaaaaa aaaaaaaaa aaaaaaaaa"
        let (window, c) = screen(style: .subtitle, rows: [(long, "Detail"), ("Title", "Sub")], wraps: true)
        #expect(c.tableView.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(0, 0, 375, 82))
        #expect(c.tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(0, 82, 375, 62))
        let first = try #require(c.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.textLabel?.frame == CGRect(16, 11, 343, 40))
        #expect(first.detailTextLabel?.frame == CGRect(16, 51, 60, 20))
        let second = try #require(c.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(second.textLabel?.frame == CGRect(16, 11, 50, 20))
        #expect(second.detailTextLabel?.frame == CGRect(16, 31, 30, 20))
        // The subtitle's detail is at the subheadline size (15 at Large).
        #expect(first.detailTextLabel?.font == UIFont.preferredFont(forTextStyle: .subheadline))
        #expect(layoutProblems(in: window).isEmpty)
    }

    /// `.value2`, 375 wide: the text ends at the trailing end of a 91-wide column from the
    /// leading margin (x 16…107), so "Name" (40) sits at 107 − 40 = 67; the detail starts 6
    /// after the column, at 113. Right to left the column is x 268…359, "Name" starts at its
    /// left end, 268, and "Ada" (30) ends 6 before it: 268 − 6 − 30 = 232.
    @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func value2Column(direction: UIUserInterfaceLayoutDirection) throws {
        let (_, c) = screen(style: .value2, rows: [("Name", "Ada")], direction: direction)
        let rtl = direction == .rightToLeft
        let cell = try #require(c.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.frame == CGRect(rtl ? 268 : 67, 12, 40, 20))
        #expect(cell.detailTextLabel?.frame == CGRect(rtl ? 232 : 113, 12, 30, 20))
        // In the tint colour (#007AFF), trailing-aligned, at the subheadline size.
        #expect(cell.textLabel?.textColor == UIColor(red: 0, green: 122 / 255, blue: 1))
        #expect(cell.textLabel?.textAlignment == (rtl ? .left : .right))
        #expect(cell.textLabel?.font == UIFont.preferredFont(forTextStyle: .subheadline))
    }

    /// An image pushes the labels: a 30 × 30 image at the leading margin, centred in the
    /// 44-point row (y = 22 − 15 = 7); "Wi-Fi" starts 16 after it, at 16 + 30 + 16 = 62.
    /// Right to left: the image at 375 − 16 − 30 = 329, the text ending 16 before it,
    /// 329 − 16 − 50 = 263. The detail stays at the trailing margin. Reused, the cell's
    /// image removed, the text goes back to the margin.
    @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func imageMovesTheText(direction: UIUserInterfaceLayoutDirection) throws {
        let window = UIWindow(size: CGSize(width: 375, height: 100))
        window.layoutDirection = direction
        let rtl = direction == .rightToLeft
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "image")
        let image = try #require(cell.imageView)
        image.image = UIImage(name: "wifi", size: CGSize(width: 30, height: 30))
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        #if !canImport(UIKit)
            measuredInCells([cell.textLabel, cell.detailTextLabel].compactMap { $0 })
        #endif
        cell.frame = CGRect(0, 0, 375, 44)
        window.addSubview(cell)
        window.layoutIfNeeded()
        #expect(image.frame == CGRect(rtl ? 329 : 16, 7, 30, 30))
        #expect(cell.textLabel?.frame == CGRect(rtl ? 263 : 62, 12, 50, 20))
        #expect(cell.detailTextLabel?.frame == CGRect(rtl ? 16 : 319, 12, 40, 20))
        image.image = nil
        cell.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(cell.textLabel?.frame == CGRect(rtl ? 309 : 16, 12, 50, 20))
    }

    /// The built-in labels follow Dynamic Type: at AX5 the body style is 53 pt and the
    /// subheadline 49 pt (Apple's table, see `Font.TextStyle`). The frames here stay those of
    /// the 10 × 20 measurer: "Title" over "Sub" is 40 tall, the row 62.
    @Test func labelsFollowTheContentSizeCategory() throws {
        let (_, c) = screen(style: .subtitle, rows: [("Title", "Sub")], category: .accessibilityExtraExtraExtraLarge)
        let cell = try #require(c.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #if !canImport(UIKit)
            // Strut's spelling of `preferredFont(forTextStyle:compatibleWith:)` at AX5.
            #expect(
                cell.textLabel?.font == UIFont.preferredFont(forTextStyle: .body, contentSizeCategory: .accessibilityExtraExtraExtraLarge))
            #expect(
                cell.detailTextLabel?.font
                    == UIFont.preferredFont(forTextStyle: .subheadline, contentSizeCategory: .accessibilityExtraExtraExtraLarge))
            #expect(cell.textLabel?.font.size == 53)
            #expect(cell.detailTextLabel?.font.size == 49)
        #endif
        #expect(c.tableView.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(0, 0, 375, 62))
    }

    /// The labels are made on first access, as in UIKit; `.default` has no detail label.
    @Test func labelsAreMadeLazily() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "plain")
        #expect(cell.contentView.subviews.isEmpty)
        #expect(cell.detailTextLabel == nil)
        let label = cell.textLabel
        #expect(label != nil)
        #expect(cell.contentView.subviews.count == 1)
        #expect(cell.textLabel === label)
        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        #expect(value1.detailTextLabel != nil)
        #expect(value1.reuseIdentifier == "")
    }

    /// A registered subclass is made through its `init(style:reuseIdentifier:)` override with
    /// `.default`, as UIKit does. 375 wide, 44-point rows: "NEW" (30 × 20) 16 from the trailing
    /// edge, x = 375 − 16 − 30 = 329, centred at y 12.
    @Test func registeredSubclassIsMadeThroughItsDesignatedInitializer() throws {
        let table = UITableView()
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        let cell = table.dequeueReusableCell(withIdentifier: "badge", for: IndexPath(row: 0, section: 0))
        let badgeCell = try #require(cell as? BadgeCell)
        #expect(badgeCell.madeWithStyle == .default)
        #expect(badgeCell.cellStyle == .default)
        #expect(badgeCell.reuseIdentifier == "badge")
        #expect(badgeCell.contentView.subviews.count == 1 && badgeCell.contentView.subviews.first === badgeCell.badge)
        #if !canImport(UIKit)
            measuredInCells([badgeCell.badge])
        #endif
        badgeCell.frame = CGRect(0, 0, 375, 44)
        badgeCell.layoutIfNeeded()
        #expect(badgeCell.badge.frame == CGRect(329, 12, 30, 20))
        // Strut's shorthand initializer also runs the override.
        #expect(BadgeCell(reuseIdentifier: "x").madeWithStyle == .default)
    }
}
