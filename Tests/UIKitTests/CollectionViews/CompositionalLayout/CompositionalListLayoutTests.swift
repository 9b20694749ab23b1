import XCTest
@testable import UIKit
import UIKitTesting

/// List sections and list layouts.
@MainActor
final class CompositionalListLayoutTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testPlainListRowsAreFullWidthWithEstimatedHeights() async {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        makeCompositionalCollectionView(layout, size: CGSize(width: 320, height: 480), itemCounts: [3])
        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(itemFrame(layout, 2), CGRect(x: 0, y: 88, width: 320, height: 44))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 320, height: 132))
        XCTAssertEqual(layout._listConfiguration(forSection: 0)?.appearance, .plain)
        XCTAssertEqual(layout._listConfiguration(forSection: 0)?.showsSeparators, true)
    }

    func testInsetGroupedListInsetsTheSides() async {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        makeCompositionalCollectionView(layout, size: CGSize(width: 320, height: 480), itemCounts: [2, 1])
        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 20, y: 35, width: 280, height: 44))
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 20, y: 79, width: 280, height: 44))
        XCTAssertEqual(itemFrame(layout, 0, 1), CGRect(x: 20, y: 158, width: 280, height: 44))
    }

    func testPlainListHeadersAreSupplementaryAndPinned() async {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        configuration.headerTopPadding = 6
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = makeCompositionalCollectionView(layout, size: CGSize(width: 320, height: 200), itemCounts: [3, 3])
        let headerKind = "UICollectionElementKindSectionHeader"
        let footerKind = "UICollectionElementKindSectionFooter"

        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: headerKind, at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 6, width: 320, height: 44))
        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 0, y: 50, width: 320, height: 44))
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: footerKind, at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 182, width: 320, height: 44))
        // Section 1 starts at 226: its header is 6 lower.
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: headerKind, at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 0, y: 232, width: 320, height: 44))
        collectionView.bounds.origin.y = 60
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: headerKind, at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 60, width: 320, height: 44))
    }

    func testSectionProviderListsCanDifferPerSection() async {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: index == 0 ? .plain : .insetGrouped)
            configuration.showsSeparators = index == 0
            XCTAssertEqual(environment.container.contentSize, CGSize(width: 320, height: 480))
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        makeCompositionalCollectionView(layout, size: CGSize(width: 320, height: 480), itemCounts: [1, 1])
        XCTAssertEqual(itemFrame(layout, 0, 0), CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(itemFrame(layout, 0, 1), CGRect(x: 20, y: 79, width: 280, height: 44))
        XCTAssertEqual(layout._listConfiguration(forSection: 1)?.showsSeparators, false)
    }

    /// A 10,000-row list answers a screenful's query with just the rows on screen.
    func testTenThousandRowListAnswersTheVisibleRows() async {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = makeCompositionalCollectionView(layout, size: CGSize(width: 320, height: 480), itemCounts: [10_000])
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 320, height: 440_000))
        collectionView.bounds.origin.y = 220_010
        let visible = layout.layoutAttributesForElements(in: collectionView.bounds) ?? []
        // Bounds 220,010–220,490: row 5000 (220,000–220,044) through row 5011 (from 220,484).
        XCTAssertEqual(visible.map(\.indexPath.item), Array(5000...5011))
    }

    /// An inset grouped section is one rounded card: the first row rounds the top corners,
    /// the last the bottom ones, a lone row all four.
    func testInsetGroupedRowsRoundTheCardsCorners() async {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        makeCompositionalCollectionView(layout, size: CGSize(width: 320, height: 480), itemCounts: [3, 1])
        XCTAssertEqual(layout._listItemRoundedCorners(at: IndexPath(item: 0, section: 0))?.corners, [.topLeft, .topRight])
        XCTAssertEqual(layout._listItemRoundedCorners(at: IndexPath(item: 1, section: 0))?.corners, [])
        XCTAssertEqual(layout._listItemRoundedCorners(at: IndexPath(item: 2, section: 0))?.corners, [.bottomLeft, .bottomRight])
        XCTAssertEqual(layout._listItemRoundedCorners(at: IndexPath(item: 0, section: 1))?.corners, .allCorners)
        XCTAssertEqual(layout._listItemRoundedCorners(at: IndexPath(item: 0, section: 1))?.radius, 10)
        XCTAssertNil(layout._listItemRoundedCorners(at: IndexPath(item: 3, section: 0)))

        let plain = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        makeCompositionalCollectionView(plain, size: CGSize(width: 320, height: 480), itemCounts: [2])
        XCTAssertNil(plain._listItemRoundedCorners(at: IndexPath(item: 0, section: 0)))
    }
}
