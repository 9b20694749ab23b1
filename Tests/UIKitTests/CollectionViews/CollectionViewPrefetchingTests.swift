import XCTest
@testable import UIKit
import UIKitTesting

/// UICollectionViewDataSourcePrefetching: the screenful beyond the visible rect in the
/// scroll direction is prefetched nearest first; items that fall out of it unshown are
/// cancelled.
@MainActor
final class CollectionViewPrefetchingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private final class Prefetcher: NSObject, UICollectionViewDataSourcePrefetching {
        var log: [String] = []
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            log.append("prefetch " + indexPaths.map { "\($0.item)" }.joined(separator: ","))
        }
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            log.append("cancel " + indexPaths.map { "\($0.item)" }.joined(separator: ","))
        }
    }

    /// 50 rows of 320 × 100 in a 320 × 480 collection view.
    private func make(horizontal: Bool = false) -> (UIWindow, UICollectionView, CollectionRecorder) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = horizontal ? CGSize(width: 100, height: 480) : CGSize(width: 320, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.scrollDirection = horizontal ? .horizontal : .vertical
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        let recorder = CollectionRecorder(itemsPerSection: [50])
        collectionView.dataSource = recorder
        window.addSubview(collectionView)
        addTeardownBlock { @MainActor in _ = (recorder, window) }
        return (window, collectionView, recorder)
    }

    func testPrefetchesAheadAndCancelsWhenTheScrollTurnsBack() async {
        let (_, collectionView, _) = make()
        let prefetcher = Prefetcher()
        XCTAssertTrue(collectionView.isPrefetchingEnabled)
        collectionView.prefetchDataSource = prefetcher
        XCTAssertTrue(collectionView.prefetchDataSource === prefetcher)
        collectionView.layoutIfNeeded()
        // Rows 0–4 show (row 4 partly); the next screenful holds rows 5–9.
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), [0, 1, 2, 3, 4])
        XCTAssertEqual(prefetcher.log, ["prefetch 5,6,7,8,9"])

        prefetcher.log = []
        collectionView.contentOffset = CGPoint(x: 0, y: 250)
        collectionView.layoutIfNeeded()
        // Rows 2–7 show: 5, 6 and 7 were served without a cancel; 8 and 9 are still wanted.
        XCTAssertEqual(prefetcher.log, ["prefetch 10,11,12"])

        prefetcher.log = []
        collectionView.contentOffset = CGPoint(x: 0, y: 150)
        collectionView.layoutIfNeeded()
        // Scrolling back: the rows ahead are cancelled, the row above is asked for.
        XCTAssertEqual(prefetcher.log, ["cancel 8,9,10,11,12", "prefetch 0"])

        prefetcher.log = []
        collectionView.contentOffset = CGPoint(x: 0, y: 150)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(prefetcher.log, [])
    }

    func testHorizontalContentPrefetchesSideways() async {
        let (_, collectionView, _) = make(horizontal: true)
        let prefetcher = Prefetcher()
        collectionView.prefetchDataSource = prefetcher
        collectionView.layoutIfNeeded()
        // Columns 0–3 show (column 3 partly); the next 320 pt hold columns 4–6.
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), [0, 1, 2, 3])
        XCTAssertEqual(prefetcher.log, ["prefetch 4,5,6"])
    }

    func testDisabledPrefetchingAsksNothing() async {
        let (_, collectionView, _) = make()
        let prefetcher = Prefetcher()
        collectionView.isPrefetchingEnabled = false
        collectionView.prefetchDataSource = prefetcher
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 250)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(prefetcher.log, [])
    }

    func testReloadDataStartsOver() async {
        let (_, collectionView, _) = make()
        let prefetcher = Prefetcher()
        collectionView.prefetchDataSource = prefetcher
        collectionView.layoutIfNeeded()
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        // The rows asked for before the reload are asked for again, without cancels.
        XCTAssertEqual(prefetcher.log, ["prefetch 5,6,7,8,9", "prefetch 5,6,7,8,9"])
    }
}
