import Testing

// A photo grid written with UIKit's names. Only `var` for the layout parts differs from UIKit
// (Strut's compositional parts are values).
#if canImport(UIKit)
    import UIKit
#else
    import StrutUIKit
#endif

final class PhotoGridSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
}

@Suite struct CollectionScreenTests {
    /// Three columns of ⅓ of 300 (= 100) by 100, cells inset 5 (90 × 90), in a 300-wide window:
    /// item 4 is in the second row, second column: (105, 105, 90, 90).
    @Test func aGridWrittenWithUIKitNames() {
        var item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let window = UIWindow(size: CGSize(width: 300, height: 400))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        let source = PhotoGridSource()
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 105, y: 105, width: 90, height: 90))
        #expect(collectionView.visibleCells.count == 7)
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
    }
}
