import Testing

// Two screens written as UIKit code is written: data sources with UIKit's signatures (no
// `throws`), dequeues without `try`, a non-optional supplementary view. Nothing below the
// imports names a Strut type.
#if canImport(UIKit)
    import UIKit
#else
    import StrutUIKit
#endif

/// A grouped settings table: two sections of switch rows.
final class SwitchSettingsViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .grouped)
    let sections = [["Wi-Fi", "Bluetooth"], ["Notifications", "Sounds", "Focus"]]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.rowHeight = 44
        tableView.sectionHeaderHeight = 28
        tableView.sectionFooterHeight = 12
        tableView.dataSource = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        let label: UILabel
        if let existing = cell.contentView.viewWithTag(1) as? UILabel {
            label = existing
        } else {
            label = UILabel()
            label.tag = 1
            let toggle = UISwitch()
            toggle.tag = 2
            for subview in [label, toggle] as [UIView] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(subview)
            }
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
                label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                toggle.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
                toggle.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
            ])
        }
        label.text = sections[indexPath.section][indexPath.row]
        (cell.contentView.viewWithTag(2) as? UISwitch)?.isOn = indexPath.section == 0
        return cell
    }
}

/// A photo grid with a section header, on a flow layout.
final class PhotoLibraryDataSource: NSObject, UICollectionViewDataSource {
    let counts = [5, 2]

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        counts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.tag = indexPath.section * 100 + indexPath.item
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        header.tag = 1000 + indexPath.section
        return header
    }
}

@Suite struct DequeueScreensTests {
    /// iPhone 375 × 667, safe area 20 at the top: the table fills the view below it,
    /// (0, 20, 375, 647). Grouped, headers 28, footers 12, rows 44, in content coordinates:
    /// section 0's header 0…28, rows at 28 and 72, footer 116…128; section 1's header 128…156,
    /// rows at 156, 200, 244, footer 288…300. In a row, the switch (51 × 31) is 16 from the
    /// trailing edge: x = 375 − 16 − 51 = 308, centred: y = (44 − 31) / 2 = 6.5; the label starts
    /// 16 from the leading edge, centred: its midY is 22.
    @Test func groupedSettingsTableDequeuesWithoutTry() throws {
        let controller = SwitchSettingsViewController()
        let window = UIWindow(size: CGSize(width: 375, height: 667), safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        window.rootViewController = controller
        window.layoutIfNeeded()
        let table = controller.tableView
        #expect(table.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
        let paths = [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2)].map { IndexPath(row: $0.1, section: $0.0) }
        #expect(paths.map { table.rectForRow(at: $0)?.minY } == [28, 72, 156, 200, 244])
        for (path, title) in zip(paths, ["Wi-Fi", "Bluetooth", "Notifications", "Sounds", "Focus"]) {
            let cell = try #require(table.cellForRow(at: path))
            #expect(cell.frame == CGRect(x: 0, y: table.rectForRow(at: path)?.minY ?? -1, width: 375, height: 44))
            let label = try #require(cell.contentView.viewWithTag(1) as? UILabel)
            let toggle = try #require(cell.contentView.viewWithTag(2) as? UISwitch)
            #expect(label.text == title)
            #expect(label.frame.minX == 16 && label.frame.midY == 22)
            #expect(toggle.frame == CGRect(x: 308, y: 6.5, width: 51, height: 31))
            #expect(toggle.isOn == (path.section == 0))
        }
        #expect(layoutProblems(in: window).isEmpty)
    }

    /// 340 wide: section inset 10 leaves 320 = 3 × 100 + 2 × 10, three items a line. Section 0:
    /// header (0, 0, 340, 40); lines start at 40 + 10 = 50; line 1 (50 + 110 = 160) holds items
    /// 3 and 4, and a line's items are spread over the width as UIKit's flow layout does: item 4
    /// ends at the right inset, x = 10 + 320 − 100 = 230; the section ends at 160 + 100 + 10 =
    /// 270. Section 1's header is (0, 270, 340, 40), its item 1 at (230, 270 + 40 + 10 = 320).
    @Test func photoGridDequeuesCellsAndHeadersWithoutTry() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let window = UIWindow(size: CGSize(width: 340, height: 600))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 340, height: 600), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let dataSource = PhotoLibraryDataSource()
        collectionView.dataSource = dataSource
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        let item4 = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(item4.frame == CGRect(x: 230, y: 160, width: 100, height: 100))
        #expect(item4.tag == 4)
        let lastItem = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)))
        #expect(lastItem.frame == CGRect(x: 230, y: 320, width: 100, height: 100))
        #expect(lastItem.tag == 101)
        let kind = UICollectionView.elementKindSectionHeader
        let headers = [0, 1].map { collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: $0)) }
        #expect(headers.map { $0?.frame } == [CGRect(x: 0, y: 0, width: 340, height: 40), CGRect(x: 0, y: 270, width: 340, height: 40)])
        #expect(headers.map { $0?.tag } == [1000, 1001])
    }
}

#if !canImport(UIKit)
    /// UIKit raises on a dequeue for an identifier nothing was registered for; the UIKit
    /// spelling traps, and Strut's validated form throws a typed error and changes nothing.
    @Suite struct UnregisteredDequeueTests {
        @Test func tableDequeueTrapsOnAnUnregisteredIdentifier() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
                table.identifier = "settings"
                _ = table.dequeueReusableCell(withIdentifier: "missing", for: 2)
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("reuse identifier 'missing' (asked for row 2)"))
            #expect(message.contains("identifier = 'settings'"))
        }

        @Test func collectionDequeueTrapsOnAnUnregisteredIdentifier() async {
            await #expect(processExitsWith: .failure) {
                let view = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
                _ = view.dequeueReusableSupplementaryView(
                    ofKind: "badge", withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
            }
        }

        /// The error names the identifier, the kind and the index path; the view holds no new
        /// subview and its counts are unchanged.
        @Test func validatedDequeuesThrowAndChangeNothing() {
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
            let path = IndexPath(item: 2, section: 1)
            #expect(throws: CollectionViewError.unregisteredIdentifier("missing", kind: "badge", indexPath: path)) {
                try view.dequeueReusableSupplementaryViewValidated(ofKind: "badge", withReuseIdentifier: "missing", for: path)
            }
            #expect(throws: CollectionViewError.unregisteredIdentifier("photo", kind: nil, indexPath: path)) {
                try view.dequeueReusableCellValidated(withReuseIdentifier: "photo", for: path)
            }
            #expect(view.subviews.isEmpty && view.statistics == CollectionViewStatistics())
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            let subviewsBefore = table.subviews.count + table.contentView.subviews.count
            #expect(throws: TableViewError.unregisteredIdentifier("cell", row: 3)) {
                try table.dequeueReusableCellValidated(withIdentifier: "cell", for: 3)
            }
            #expect(table.subviews.count + table.contentView.subviews.count == subviewsBefore)
            #expect(table.statistics.cellsDequeued == 0 && table.numberOfCells == 0)
        }
    }
#endif

/// A long list written before cell registration existed: the data source makes a cell when the
/// table has none to reuse.
final class LegacyListDataSource: NSObject, UITableViewDataSource {
    var madeCells = 0

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        100
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if let reused = tableView.dequeueReusableCell(withIdentifier: "legacy") {
            cell = reused
        } else {
            cell = UITableViewCell(style: .default, reuseIdentifier: "legacy")
            madeCells += 1
        }
        cell.tag = indexPath.row
        return cell
    }
}

@Suite struct LegacyDequeueTests {
    /// 320 × 440 and 44-point rows: ten rows on screen. Scrolled down 880 points (20 rows), the
    /// rows on screen are 20…29, drawn by cells the data source made for the first screen
    /// and got back from the pool: row 20 at y 880 in content coordinates carries tag 20, and
    /// no more cells were made than one screen needs (plus the table's look-ahead).
    @Test func cellsMadeByTheDataSourceAreReused() throws {
        let window = UIWindow(size: CGSize(width: 320, height: 440))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.rowHeight = 44
        let source = LegacyListDataSource()
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        let firstScreen = source.madeCells
        #expect(firstScreen >= 10)
        table.contentOffset = CGPoint(x: 0, y: 880)
        window.layoutIfNeeded()
        let row20 = try #require(table.cellForRow(at: IndexPath(row: 20, section: 0)))
        #expect(row20.frame == CGRect(x: 0, y: 880, width: 320, height: 44))
        #expect(row20.tag == 20)
        #expect(row20.reuseIdentifier == "legacy")
        #expect(source.madeCells <= firstScreen + 2)
        #expect(table.statistics.cellsReused >= 10)
        // Nothing registered and nothing pooled under another identifier: nil, as in UIKit.
        #expect(table.dequeueReusableCell(withIdentifier: "other") == nil)
    }
}
