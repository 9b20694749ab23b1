import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class CollectionViewFlowLayoutTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testDefaults() async {
        let layout = UICollectionViewFlowLayout()
        XCTAssertEqual(layout.itemSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(layout.minimumLineSpacing, 10)
        XCTAssertEqual(layout.minimumInteritemSpacing, 10)
        XCTAssertEqual(layout.estimatedItemSize, .zero)
        XCTAssertEqual(layout.scrollDirection, .vertical)
        XCTAssertEqual(layout.sectionInsetReference, .fromContentInset)
        XCTAssertEqual(UICollectionView.elementKindSectionHeader, "UICollectionElementKindSectionHeader")
        XCTAssertEqual(UICollectionView.elementKindSectionFooter, "UICollectionElementKindSectionFooter")
        XCTAssertEqual(UICollectionView.ScrollPosition.centeredVertically.rawValue, 2)
        XCTAssertEqual(UICollectionView.ScrollPosition.right.rawValue, 32)
    }

    /// Five 50-wide items fit in 320 with 10 between; the 70 left over is spread between them
    /// (17.5 each); the last line keeps the same columns.
    func testFullLinesAreJustifiedAndTheLastLineKeepsTheColumns() async {
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [7])
        defer { withExtendedLifetime(recorder) {} }
        XCTAssertEqual(CollectionTestSupport.frames(collectionView, 0..<7), [
            CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 67.5, y: 0, width: 50, height: 50),
            CGRect(x: 135, y: 0, width: 50, height: 50), CGRect(x: 202.5, y: 0, width: 50, height: 50),
            CGRect(x: 270, y: 0, width: 50, height: 50),
            CGRect(x: 0, y: 60, width: 50, height: 50), CGRect(x: 67.5, y: 60, width: 50, height: 50),
        ])
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 110))
    }

    /// Mixed sizes: a lone item on a full line is centred; the last line starts at the leading
    /// edge with the minimum spacing; items are centred across their line's height.
    func testMixedSizesCentreALoneItemAndLeadTheLastLine() async {
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [3])
        defer { withExtendedLifetime(recorder) {} }
        recorder.sizes = { [CGSize(width: 200, height: 50), CGSize(width: 200, height: 40), CGSize(width: 50, height: 20)][$0.item] }
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(CollectionTestSupport.frames(collectionView, 0..<3), [
            CGRect(x: 60, y: 0, width: 200, height: 50),
            CGRect(x: 0, y: 60, width: 200, height: 40),
            CGRect(x: 210, y: 70, width: 50, height: 20),
        ])
    }

    func testHeadersFootersAndSectionInsets() async {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 15, bottom: 10, right: 15)
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [3, 3], layout: layout)
        defer { withExtendedLifetime(recorder) {} }
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        XCTAssertEqual(collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: [0, 0])?.frame, CGRect(x: 0, y: 0, width: 320, height: 30))
        XCTAssertEqual(CollectionTestSupport.frames(collectionView, 0..<3), [
            CGRect(x: 15, y: 40, width: 50, height: 50), CGRect(x: 75, y: 40, width: 50, height: 50), CGRect(x: 135, y: 40, width: 50, height: 50),
        ])
        XCTAssertEqual(collectionView.layoutAttributesForSupplementaryElement(ofKind: footer, at: [0, 0])?.frame, CGRect(x: 0, y: 100, width: 320, height: 20))
        XCTAssertEqual(collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: [1, 0])?.frame, CGRect(x: 0, y: 120, width: 320, height: 30))
        XCTAssertEqual(CollectionTestSupport.frames(collectionView, section: 1, 0..<1), [CGRect(x: 15, y: 160, width: 50, height: 50)])
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 240))
        // The views on screen, from the data source.
        XCTAssertEqual(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header), [[0, 0], [1, 0]])
        XCTAssertEqual(collectionView.supplementaryView(forElementKind: footer, at: [1, 0])?.frame, CGRect(x: 0, y: 220, width: 320, height: 20))
        XCTAssertTrue(collectionView.visibleSupplementaryViews(ofKind: header).allSatisfy { $0 is TitleView })
    }

    func testHorizontalFlowFillsColumns() async {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [7], layout: layout,
                                                                    frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        defer { withExtendedLifetime(recorder) {} }
        XCTAssertEqual(CollectionTestSupport.frames(collectionView, 0..<7), [
            CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 0, y: 75, width: 50, height: 50), CGRect(x: 0, y: 150, width: 50, height: 50),
            CGRect(x: 60, y: 0, width: 50, height: 50), CGRect(x: 60, y: 75, width: 50, height: 50), CGRect(x: 60, y: 150, width: 50, height: 50),
            CGRect(x: 120, y: 0, width: 50, height: 50),
        ])
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 170, height: 200))
    }

    /// A width change asks the layout, which refills the lines.
    func testABoundsWidthChangeRefillsTheLines() async {
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [4])
        defer { withExtendedLifetime(recorder) {} }
        collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(CollectionTestSupport.frames(collectionView, 0..<4), [
            CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 75, y: 0, width: 50, height: 50),
            CGRect(x: 150, y: 0, width: 50, height: 50), CGRect(x: 0, y: 60, width: 50, height: 50),
        ])
        XCTAssertEqual(collectionView.cellForItem(at: [0, 3])?.frame, CGRect(x: 0, y: 60, width: 50, height: 50))
    }

    /// Pinned headers stay at the top of the visible bounds until their section's end pushes them.
    func testPinnedHeadersFollowTheVisibleBounds() async {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [50, 50], layout: layout)
        defer { withExtendedLifetime(recorder) {} }
        // Section 0: header 0–30, ten lines 30–620; section 1 header at 620.
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        let header = UICollectionView.elementKindSectionHeader
        XCTAssertEqual(collectionView.supplementaryView(forElementKind: header, at: [0, 0])?.frame, CGRect(x: 0, y: 100, width: 320, height: 30))
        collectionView.contentOffset = CGPoint(x: 0, y: 600)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.supplementaryView(forElementKind: header, at: [0, 0])?.frame, CGRect(x: 0, y: 590, width: 320, height: 30))
        XCTAssertEqual(collectionView.supplementaryView(forElementKind: header, at: [1, 0])?.frame, CGRect(x: 0, y: 620, width: 320, height: 30))
        // Above the cells.
        let headerView = collectionView.supplementaryView(forElementKind: header, at: [0, 0])!
        let cell = collectionView.visibleCells.first!
        XCTAssertGreaterThan(collectionView.subviews.firstIndex { $0 === headerView }!, collectionView.subviews.firstIndex { $0 === cell }!)
    }

    /// With an estimated size, cells report their size and the layout redoes the lines.
    func testSelfSizingCellsResizeTheirItems() async {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        let recorder = CollectionRecorder(itemsPerSection: [4])
        recorder.preferredSize = CGSize(width: 80, height: 40)
        collectionView.dataSource = recorder
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        // 80-wide items: three fit (240 + 2 × 10 ≤ 320), 40 between them.
        XCTAssertEqual(CollectionTestSupport.frames(collectionView, 0..<4), [
            CGRect(x: 0, y: 0, width: 80, height: 40), CGRect(x: 120, y: 0, width: 80, height: 40),
            CGRect(x: 240, y: 0, width: 80, height: 40), CGRect(x: 0, y: 50, width: 80, height: 40),
        ])
        XCTAssertEqual(collectionView.cellForItem(at: [0, 3])?.frame, CGRect(x: 0, y: 50, width: 80, height: 40))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 90))
    }
}
