import Foundation

@testable import StrutAutoLayout

/// A cell that remembers the name it was configured with.
final class NamedCell: TableViewCell {
    var name = ""
}

/// Sections of named rows, every cell a `NamedCell` ("named"); records the names configured.
final class SectionedSource: TableViewDataSource {
    var sections: [[String]]
    var configured: [String] = []
    /// Per-row separator insets to give cells, by name.
    var separatorInsets: [String: EdgeInsets] = [:]

    init(_ sections: [[String]]) { self.sections = sections }

    func install(in table: TableView) {
        table.register(NamedCell.self, forCellReuseIdentifier: "named")
        table.dataSource = self
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCellValidated(withIdentifier: "named", for: indexPath)
        let name = sections[indexPath.section][indexPath.row]
        (cell as? NamedCell)?.name = name
        cell.separatorInset = separatorInsets[name]
        configured.append(name)
        return cell
    }
}

/// A header whose content is one view of a fixed intrinsic height pinned 8 below its top, 8
/// above its bottom and 16 from its leading edge: its fitting height is `16 + height`.
func makeSelfSizingHeader(contentHeight: CGFloat) -> (header: View, content: IntrinsicView) {
    let header = View()
    let content = IntrinsicView(100, contentHeight, identifier: "headerContent")
    header.addSubview(content)
    LayoutConstraint.activate([
        content.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
        content.topAnchor.constraint(equalTo: header.topAnchor, constant: 8),
        header.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 8),
    ])
    return (header, content)
}

/// Section headers: section 0 self-sizing (content 20 → 36 points), section 1 a fixed 30 points;
/// no footer views.
final class HeaderDelegate: TableViewDelegate {
    let first = makeSelfSizingHeader(contentHeight: 20)
    let second = View()
    var headerRequests = 0

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        headerRequests += 1
        return section == 0 ? first.header : section == 1 ? second : nil
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        section == 1 ? 30 : TableView.automaticDimension
    }
}
