import XCTest
@testable import UIKit
import UIKitTesting

/// Estimated dimensions: the estimate until the view reports its preferred size.
@MainActor
final class CompositionalSelfSizingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func estimatedRows() -> UICollectionViewCompositionalLayout {
        let size = layoutSize(.fractionalWidth(1), .estimated(50))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        return UICollectionViewCompositionalLayout(section: section)
    }

    func testEstimatedHeightsUntilPreferredSizesArrive() async {
        let layout = estimatedRows()
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 400), itemCounts: [3])
        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 0, y: 0, width: 300, height: 50))
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 0, y: 55, width: 300, height: 50))
        XCTAssertEqual(itemFrame(layout, 2), CGRect(x: 0, y: 110, width: 300, height: 50))

        // The cell measures 80 high (and proposes another width, which the fractional width ignores).
        guard let original = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)),
              let preferred = original.copy() as? UICollectionViewLayoutAttributes else { return XCTFail("no attributes") }
        preferred.size = CGSize(width: 120, height: 80)
        XCTAssertTrue(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        XCTAssertFalse(context.invalidateEverything)
        XCTAssertEqual(context.invalidatedItemIndexPaths, [IndexPath(item: 1, section: 0)])
        XCTAssertEqual(context.contentSizeAdjustment, CGSize(width: 0, height: 30))
        layout.invalidateLayout(with: context)
        layout.prepare()

        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 0, y: 55, width: 300, height: 80))
        XCTAssertEqual(itemFrame(layout, 2), CGRect(x: 0, y: 140, width: 300, height: 50))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 300, height: 190))

        // The same size again asks for nothing.
        guard let settled = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) else { return XCTFail("no attributes") }
        XCTAssertFalse(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: settled))
    }

    func testAbsoluteItemsDoNotSelfSize() async {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 400), itemCounts: [1])
        guard let original = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)),
              let preferred = original.copy() as? UICollectionViewLayoutAttributes else { return XCTFail("no attributes") }
        preferred.size = CGSize(width: 300, height: 90)
        XCTAssertFalse(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }

    /// A horizontal group with an estimated height is as tall as its tallest item.
    func testEstimatedGroupHeightFollowsItsTallestItem() async {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .estimated(40)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .estimated(40)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 400), itemCounts: [4])
        guard let original = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)),
              let preferred = original.copy() as? UICollectionViewLayoutAttributes else { return XCTFail("no attributes") }
        preferred.size = CGSize(width: 150, height: 70)
        XCTAssertTrue(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        layout.prepare()

        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 0, y: 0, width: 150, height: 40))
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 150, y: 0, width: 150, height: 70))
        XCTAssertEqual(itemFrame(layout, 2), CGRect(x: 0, y: 70, width: 150, height: 40))
    }

    /// Uniform-across-siblings items all take the tallest sibling's height.
    func testUniformAcrossSiblingsMatchesTheTallest() async {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 40)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .estimated(40)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 400), itemCounts: [2])
        guard let original = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)),
              let preferred = original.copy() as? UICollectionViewLayoutAttributes else { return XCTFail("no attributes") }
        preferred.size = CGSize(width: 150, height: 64)
        XCTAssertTrue(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        layout.prepare()
        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 0, y: 0, width: 150, height: 64))
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 150, y: 0, width: 150, height: 64))
    }
}
