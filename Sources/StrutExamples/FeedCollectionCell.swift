import Foundation
import StrutAutoLayout

/// A collection view cell showing a feed item built by one of the four implementations: the item
/// view fills the content view; as a self-sizing cell it keeps the width the layout proposes and
/// takes the item view's own height at that width.
public final class FeedCollectionCell: CollectionViewCell {
    /// The item view.
    public private(set) var itemView: (any FeedItemView)?

    /// A cell for an implementation (its reuse identifier is the implementation's name).
    public convenience init(implementation: FeedImplementation) {
        self.init(reuseIdentifier: implementation.rawValue)
        let view = implementation.makeView()
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
        itemView = view
    }

    /// Shows an item.
    public func configure(_ item: FeedItemData) { itemView?.configure(item) }

    /// The proposed width, and the item view's height at that width.
    public override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        var preferred = layoutAttributes
        preferred.size.height = itemView?.fittingHeight(forWidth: layoutAttributes.size.width) ?? 0
        return preferred
    }
}

/// A data source of feed items for one implementation, in a self-sizing flow layout of
/// full-width items.
public final class FeedCollectionSource: CollectionViewDataSource {
    public let items: [FeedItemData]
    public let implementation: FeedImplementation

    public init(count: Int, implementation: FeedImplementation) {
        items = FeedItemData.generate(count: count)
        self.implementation = implementation
    }

    /// A vertical flow layout of items as wide as `width`, estimated `estimatedHeight` high, no spacing.
    public static func makeLayout(width: CGFloat, estimatedHeight: CGFloat = 400) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: width, height: estimatedHeight)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        return layout
    }

    /// Registers the cell and becomes the collection view's data source (it holds the source
    /// weakly: keep it).
    public func install(in collectionView: CollectionView) {
        let implementation = implementation
        collectionView.register(forCellWithReuseIdentifier: implementation.rawValue) { FeedCollectionCell(implementation: implementation) }
        collectionView.dataSource = self
    }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCellValidated(withReuseIdentifier: implementation.rawValue, for: indexPath)
        (cell as? FeedCollectionCell)?.configure(items[indexPath.item])
        return cell
    }
}
