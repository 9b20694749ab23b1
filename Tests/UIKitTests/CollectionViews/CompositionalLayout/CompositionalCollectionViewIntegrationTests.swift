import XCTest
@testable @_spi(Platform) import UIKit
import UIKitTesting

/// The compositional layout driving a real collection view (needs helper-cv's data source API).
@MainActor
final class CompositionalCollectionViewIntegrationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testGridCellsGetTheLayoutsFrames() async {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 250), collectionViewLayout: layout)
        collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        let source = CollectionRecorder(itemsPerSection: [7])
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()

        XCTAssertEqual(layout._sectionCount, 1)
        XCTAssertEqual(layout._itemCount(in: 0), 7)
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 300, height: 330))
        let frames = Dictionary(uniqueKeysWithValues: collectionView.indexPathsForVisibleItems.compactMap { indexPath in
            collectionView.cellForItem(at: indexPath).map { (indexPath.item, $0.frame) }
        })
        XCTAssertEqual(frames.keys.sorted(), [0, 1, 2, 3, 4, 5, 6])  // the third row starts at 230 < 250
        XCTAssertEqual(frames[0], CGRect(x: 0, y: 30, width: 100, height: 100))
        XCTAssertEqual(frames[4], CGRect(x: 100, y: 130, width: 100, height: 100))
    }

    func testSelfSizingListRowsTakeTheCellsHeight() async {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        let source = CollectionRecorder(itemsPerSection: [20])
        source.preferredSize = CGSize(width: 999, height: 80)
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()

        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 0, width: 320, height: 80))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 0, y: 160, width: 320, height: 80))
    }

    func testPinnedListHeaderFollowsScrolling() async {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
        collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        let source = CollectionRecorder(itemsPerSection: [20, 20])
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        let headers = collectionView.subviews.compactMap { $0 as? TitleView }.filter { !$0.isHidden && $0.superview != nil }
        XCTAssertTrue(headers.contains { $0.frame == CGRect(x: 0, y: 100, width: 320, height: 44) }, "\(headers.map(\.frame))")
    }
}
