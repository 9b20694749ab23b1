import XCTest
@testable import UIKit

/// A collection view of `size` using `layout`, with the layout's item counts given directly
/// (the collection view's data source API is not connected to the layout yet).
/// The collection view is kept alive until the test ends (the layout's reference is weak).
extension XCTestCase {
    @MainActor
    @discardableResult
    func makeCompositionalCollectionView(_ layout: UICollectionViewCompositionalLayout, size: CGSize, itemCounts: [Int]) -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        layout._itemCountsOverride = itemCounts
        layout.prepare()
        addTeardownBlock { @MainActor in _ = collectionView }
        return collectionView
    }
}

@MainActor
func itemFrame(_ layout: UICollectionViewLayout, _ item: Int, _ section: Int = 0) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

@MainActor
func layoutSize(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}
