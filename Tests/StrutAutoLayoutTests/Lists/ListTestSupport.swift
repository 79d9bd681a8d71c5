import Foundation

@testable import StrutAutoLayout

/// Counts the cells alive (made and not yet freed) for leak checks.
final class CellCensus {
    var made = 0
    var freed = 0
    var live: Int { made - freed }
}

/// A cell with one content view of a fixed intrinsic size pinned to the content view with 8-pt
/// insets: its fitting height is `16 + size.height`.
final class BlockCell: TableViewCell {
    let block = IntrinsicView(50, 20, identifier: "block")
    weak var census: CellCensus?
    var prepareCount = 0

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(block)
        LayoutConstraint.activate([
            block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            block.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        prepareCount += 1
    }

    deinit { census?.freed += 1 }
}

/// Rows whose block heights come from a closure; registers `BlockCell` as "block".
final class BlockSource: TableViewDataSource {
    let count: Int
    let blockHeight: (Int) -> CGFloat
    let census = CellCensus()
    var configuredRows: [Int] = []

    init(count: Int, blockHeight: @escaping (Int) -> CGFloat) {
        self.count = count
        self.blockHeight = blockHeight
    }

    func install(in table: TableView) {
        table.register(forCellReuseIdentifier: "block") { [census] in
            let cell = BlockCell(reuseIdentifier: "block")
            cell.census = census
            census.made += 1
            return cell
        }
        table.dataSource = self
    }

    func numberOfRows(in tableView: TableView) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCellValidated(withIdentifier: "block", for: row) as! BlockCell
        cell.block.size = CGSize(width: 50, height: blockHeight(row))
        configuredRows.append(row)
        return cell
    }
}

/// A view whose content wraps: `units` points of content in lines 20 points tall, so at width
/// `w` it is `ceil(units / w) × 20` tall (no intrinsic width).
final class WrappingView: View {
    var units: CGFloat = 1000 { didSet { invalidateIntrinsicContentSize() } }
    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
    }
    override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 20) }
    override var intrinsicHeightDependsOnWidth: Bool { true }
    override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        CGSize(width: View.noIntrinsicMetric, height: width > 0 ? (units / width).rounded(.up) * 20 : 20)
    }
}

/// A cell holding a ``WrappingView`` edge to edge.
final class WrappingCell: TableViewCell {
    let text = WrappingView()
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(text)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            text.topAnchor.constraint(equalTo: contentView.topAnchor),
            text.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }
}

final class WrappingSource: TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func numberOfRows(in tableView: TableView) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt row: Int) throws -> TableViewCell {
        try tableView.dequeueReusableCellValidated(withIdentifier: "wrap", for: row)
    }
}

/// The book's beverage cell as a table cell: name, a "high calorie" badge, calories. The
/// churning variant rebuilds and reactivates every constraint in `updateConstraints` each time it
/// is configured ("Don't do this!"); the fixed one makes its constraints once and swaps only the
/// two that differ, and only when the state changes.
final class BeverageTableCell: TableViewCell {
    let name = IntrinsicView(100, 20, identifier: "name")
    let badge = IntrinsicView(30, 20, identifier: "badge")
    let calories = IntrinsicView(60, 20, identifier: "calories")
    var churns = false
    var isHighCalorie = true { didSet { if isHighCalorie != oldValue { setNeedsUpdateConstraints() } } }
    /// What the cell's own bookkeeping says it did to its constraints.
    var expected = ConstraintChurn()
    private var applied: Bool?
    private var shared: [LayoutConstraint] = []
    private var high: [LayoutConstraint] = []
    private var low: [LayoutConstraint] = []

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for v in [name, badge, calories] { contentView.addSubview(v) }
    }

    func configure(highCalorie: Bool) {
        isHighCalorie = highCalorie
        if churns { setNeedsUpdateConstraints() }
    }

    private func make() {
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

    override func updateConstraints() {
        if churns || shared.isEmpty {
            LayoutConstraint.deactivate(shared + high + low)
            make()
            LayoutConstraint.activate(shared + (isHighCalorie ? high : low))
            if let applied {
                // Shared ones come back equal; the state's pair too when the state is unchanged.
                expected.reactivated += 5 + (applied == isHighCalorie ? 2 : 0)
                if applied != isHighCalorie { expected.removed += 2; expected.added += 2 }
            } else {
                expected.added += 7
            }
        } else if applied != isHighCalorie {
            LayoutConstraint.deactivate(isHighCalorie ? low : high)
            LayoutConstraint.activate(isHighCalorie ? high : low)
            expected.removed += 2
            expected.added += 2
        }
        applied = isHighCalorie
        badge.isHidden = !isHighCalorie
        super.updateConstraints()
    }
}

/// Beverage rows: every third row is low-calorie; 40-point rows.
final class BeverageSource: TableViewDataSource {
    let count: Int
    let churns: Bool
    var cells: [BeverageTableCell] = []
    init(count: Int, churns: Bool) {
        self.count = count
        self.churns = churns
    }
    func install(in table: TableView) {
        table.register(forCellReuseIdentifier: "beverage") { [unowned self] in
            let cell = BeverageTableCell(reuseIdentifier: "beverage")
            cell.churns = churns
            cells.append(cell)
            return cell
        }
        table.rowHeight = 40
        table.dataSource = self
    }
    func numberOfRows(in tableView: TableView) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt row: Int) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCellValidated(withIdentifier: "beverage", for: row) as! BeverageTableCell
        cell.configure(highCalorie: row % 3 != 2)
        return cell
    }
}

/// A 320 × 480 window holding a table that fills it.
func makeTableWindow(width: CGFloat = 320, height: CGFloat = 480) -> (RecordingWindow, TableView) {
    let window = RecordingWindow(width, height)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.addSubview(table)
    return (window, table)
}
