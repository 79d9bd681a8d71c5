import Foundation
import Strut

/// A layout file's collection view: it keeps its own data source (one label per item), since
/// the builder that made it goes away.
final class FileCollectionView: CollectionView {
    let source: FileCollectionSource

    /// A collection view whose cells are named `id[item]` (in `strut scroll`'s reports and the inspector).
    init(spec: CollectionSpec, id: String) {
        source = FileCollectionSource(items: spec.items, id: id)
        super.init(collectionViewLayout: Self.layout(for: spec))
        register(FileLabelCell.self, forCellWithReuseIdentifier: FileCollectionSource.identifier)
        dataSource = source
    }

    static func layout(for spec: CollectionSpec) -> CollectionViewLayout {
        let spacing = CGFloat(spec.spacing)
        switch spec.layout {
        case .flow:
            let flow = CollectionViewFlowLayout()
            flow.itemSize = CGSize(width: spec.itemSize[0], height: spec.itemSize[1])
            flow.minimumLineSpacing = spacing
            flow.minimumInteritemSpacing = spacing
            return flow
        case .grid:
            let item = CollectionLayoutItem(
                layoutSize: .init(
                    widthDimension: .fractionalWidth(1 / CGFloat(spec.columns)), heightDimension: .fractionalHeight(1)))
            var group = CollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(spec.rowHeight))),
                subitem: item, count: spec.columns)
            group.interItemSpacing = .fixed(spacing)
            var section = CollectionLayoutSection(group: group)
            section.interGroupSpacing = spacing
            return CollectionViewCompositionalLayout(section: section)
        case .list:
            return CollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        }
    }
}

/// One label per item.
final class FileCollectionSource: CollectionViewDataSource {
    static let identifier = "item"
    let items: [String]
    let id: String
    init(items: [String], id: String) {
        self.items = items
        self.id = id
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCellValidated(withReuseIdentifier: Self.identifier, for: indexPath)
        (cell as? FileLabelCell)?.label.text = items[indexPath.item]
        cell.identifier = "\(id)[\(indexPath.item)]"
        return cell
    }
}

/// A cell holding a label 8 points inside its content view on every side (so a list row is the
/// label's height plus 16).
final class FileLabelCell: CollectionViewCell {
    let label = Label()

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        contentView.addSubview(label)
        let bottom = contentView.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8)
        bottom.priority = .defaultHigh
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            contentView.trailingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            bottom,
        ])
    }
}
