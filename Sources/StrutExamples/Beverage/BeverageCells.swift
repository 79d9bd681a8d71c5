import Foundation
import StrutAutoLayout

/// The book's beverage row (name, a "HIGH" badge shown for high-calorie drinks, calories) in
/// three implementations that produce the same frames: constraints swapped only when the state
/// changes (`fixed`), every constraint rebuilt and reactivated each time the cell is configured
/// (`churning`, the book's "Don't do this!"), and frame arithmetic (`handWritten`).
public final class BeverageExampleCell: TableViewCell {
    /// How the cell places its labels.
    public enum Style: Sendable {
        /// Constraints made once; the two that depend on the state swapped only when it changes.
        case fixed
        /// Every constraint rebuilt and reactivated each time the cell is configured.
        case churning
        /// Frame arithmetic in `layoutSubviews`.
        case handWritten
    }

    /// The drink's name.
    public let name = Label()
    /// "HIGH", shown for drinks of 200 kcal or more.
    public let badge = Label(text: "HIGH")
    /// The calories ("310 kcal").
    public let calories = Label()
    /// How the cell places its labels (default `.fixed`).
    public var style: Style = .fixed
    private var isHighCalorie = true
    private var applied: Bool?
    private var shared: [LayoutConstraint] = []
    private var high: [LayoutConstraint] = []
    private var low: [LayoutConstraint] = []

    /// Creates a cell whose labels are in its content view (style `.fixed`).
    public override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        name.identifier = "name"
        badge.identifier = "badge"
        calories.identifier = "calories"
        for v in [name, badge, calories] { contentView.addSubview(v) }
    }

    /// Creates a cell of a style, reuse identifier `"beverage"`.
    public convenience init(style: Style) {
        self.init(reuseIdentifier: "beverage")
        self.style = style
        if style != .handWritten {
            for v in [name, badge, calories] { v.translatesAutoresizingMaskIntoConstraints = false }
        }
    }

    /// Shows a row's data; the constraints change in the next update pass when the state does.
    public func configure(_ item: BeverageItem) {
        name.text = item.name
        calories.text = "\(item.calories) kcal"
        if item.isHighCalorie != isHighCalorie {
            isHighCalorie = item.isHighCalorie
            setNeedsUpdateConstraints()
        }
        badge.isHidden = !isHighCalorie
        switch style {
        case .churning: setNeedsUpdateConstraints()
        case .handWritten: contentView.setNeedsLayout()
        case .fixed: break
        }
    }

    private func makeConstraints() {
        shared = [
            name.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            name.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            badge.centerYAnchor.constraint(equalTo: name.centerYAnchor),
            calories.centerYAnchor.constraint(equalTo: name.centerYAnchor),
            calories.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
        ]
        high = [
            badge.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            calories.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
        ]
        low = [
            calories.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: calories.leadingAnchor),
        ]
    }

    public override func updateConstraints() {
        switch style {
        case .handWritten: break
        case .churning:
            LayoutConstraint.deactivate(shared + high + low)
            makeConstraints()
            LayoutConstraint.activate(shared + (isHighCalorie ? high : low))
        case .fixed:
            if shared.isEmpty {
                makeConstraints()
                LayoutConstraint.activate(shared)
            }
            if applied != isHighCalorie {
                LayoutConstraint.deactivate(isHighCalorie ? low : high)
                LayoutConstraint.activate(isHighCalorie ? high : low)
            }
        }
        applied = isHighCalorie
        super.updateConstraints()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        guard style == .handWritten else { return }
        let nameSize = name.intrinsicContentSize
        let badgeSize = badge.intrinsicContentSize
        let caloriesSize = calories.intrinsicContentSize
        name.frame = CGRect(x: 16, y: 10, width: nameSize.width, height: nameSize.height)
        let midY = 10 + nameSize.height / 2
        let caloriesX: CGFloat
        if isHighCalorie {
            badge.frame = CGRect(x: name.frame.maxX + 8, y: midY - badgeSize.height / 2, width: badgeSize.width, height: badgeSize.height)
            caloriesX = badge.frame.maxX + 8
        } else {
            caloriesX = name.frame.maxX + 8
            badge.frame = CGRect(
                x: caloriesX - badgeSize.width, y: midY - badgeSize.height / 2, width: badgeSize.width, height: badgeSize.height)
        }
        calories.frame = CGRect(x: caloriesX, y: midY - caloriesSize.height / 2, width: caloriesSize.width, height: caloriesSize.height)
    }
}

/// One beverage row's data.
public struct BeverageItem: Sendable, Hashable {
    /// The drink's name.
    public var name: String
    /// Its calories (kcal).
    public var calories: Int
    /// Whether the badge shows: 200 kcal or more.
    public var isHighCalorie: Bool { calories >= 200 }

    /// Creates a row.
    public init(name: String, calories: Int) {
        self.name = name
        self.calories = calories
    }

    /// Deterministic rows: names and calories cycle through a small menu.
    public static func generate(count: Int) -> [BeverageItem] {
        let names = ["Espresso", "Flat white", "Hot chocolate", "Iced tea", "Milkshake", "Lemonade", "Mocha frappé"]
        let calories = [5, 120, 310, 90, 540, 150, 420]
        return (0..<count).map { i in
            BeverageItem(name: "\(names[i % names.count]) \(i)", calories: calories[i % calories.count])
        }
    }
}

/// The data source of an example list: beverage rows of 40 points.
public final class BeverageListSource: TableViewDataSource {
    /// The rows.
    public let items: [BeverageItem]
    /// The cells' style.
    public let style: BeverageExampleCell.Style
    /// `count` generated rows (``BeverageItem/generate(count:)``) shown by cells of `style`.
    public init(count: Int, style: BeverageExampleCell.Style) {
        items = BeverageItem.generate(count: count)
        self.style = style
    }
    /// Registers the cell, sets 40-point rows and becomes the table's data source.
    public func install(in table: TableView) {
        let style = style
        table.register(forCellReuseIdentifier: "beverage") { BeverageExampleCell(style: style) }
        table.rowHeight = 40
        table.dataSource = self
    }
    public func numberOfRows(in tableView: TableView) -> Int { items.count }
    public func tableView(_ tableView: TableView, cellForRowAt row: Int) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCellValidated(withIdentifier: "beverage", for: row)
        (cell as? BeverageExampleCell)?.configure(items[row])
        return cell
    }
}
