import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class CollectionViewBatchUpdateTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// Deletes name old index paths, inserts new ones; surviving cells follow their items and
    /// the layout hears the update in UIKit's order.
    func testDeletesAndInsertsMoveTheSurvivingCells() async {
        let layout = RecordingFlowLayout()
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [10], layout: layout)
        defer { withExtendedLifetime(recorder) {} }
        let oldThird = collectionView.cellForItem(at: [0, 3])!
        collectionView.selectItem(at: [0, 4], animated: false, scrollPosition: [])
        layout.events = []
        recorder.calls = []
        var completed: Bool?
        collectionView.performBatchUpdates({
            recorder.itemsPerSection = [9]
            collectionView.deleteItems(at: [[0, 0], [0, 2]])
            collectionView.insertItems(at: [[0, 0]])
        }, completion: { completed = $0 })
        XCTAssertEqual(layout.events, ["prepare", "prepareForUpdates delete [0, 2]>nil, delete [0, 0]>nil, insert nil>[0, 0]",
                                       "initial [0, 0]", "final [0, 0]", "final [0, 2]", "finalize"])
        // Old item 3 is now item 2.
        XCTAssertTrue(collectionView.cellForItem(at: [0, 2]) === oldThird)
        XCTAssertEqual(oldThird.frame, CGRect(x: 135, y: 0, width: 50, height: 50))
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [[0, 3]])
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 9)
        XCTAssertEqual(collectionView.visibleCells.count, 9)
        XCTAssertEqual(collectionView.cellForItem(at: [0, 0])?.frame, CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(collectionView.cellForItem(at: [0, 0])?.alpha, 1)
        // The deleted items' cells leave when the animation ends.
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(completed, true)
        XCTAssertTrue(recorder.calls.contains("didEndDisplaying 0.0"))
        XCTAssertTrue(recorder.calls.contains("didEndDisplaying 0.2"))
        XCTAssertEqual(collectionView.subviews.filter { $0 is UICollectionViewCell }.count, 9)
    }

    func testMovesAndSectionChanges() async {
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [3, 2])
        defer { withExtendedLifetime(recorder) {} }
        let first = collectionView.cellForItem(at: [0, 0])!
        let sectionOneFirst = collectionView.cellForItem(at: [1, 0])!
        UIView.performWithoutAnimation {
            collectionView.performBatchUpdates({
                recorder.itemsPerSection = [1, 2, 3]
                collectionView.insertSections([0])
                collectionView.moveItem(at: [0, 0], to: [2, 1])
            })
        }
        XCTAssertTrue(collectionView.cellForItem(at: [2, 1]) === first)
        XCTAssertTrue(collectionView.cellForItem(at: [2, 0]) === sectionOneFirst)
        XCTAssertEqual(collectionView.numberOfSections, 3)
        XCTAssertEqual((0..<3).map { collectionView.numberOfItems(inSection: $0) }, [1, 2, 3])
    }

    /// An insert outside a batch is a batch of its own.
    func testAnInsertOutsideABatch() async {
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [2])
        defer { withExtendedLifetime(recorder) {} }
        recorder.itemsPerSection = [3]
        UIView.performWithoutAnimation { collectionView.insertItems(at: [[0, 1]]) }
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(collectionView.cellForItem(at: [0, 2])?.frame, CGRect(x: 135, y: 0, width: 50, height: 50))
    }

    /// Headers follow their sections; a deleted section's header leaves.
    func testHeadersFollowTheirSections() async {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [2, 2, 2], layout: layout)
        defer { withExtendedLifetime(recorder) {} }
        let header = UICollectionView.elementKindSectionHeader
        let second = collectionView.supplementaryView(forElementKind: header, at: [1, 0])!
        let first = collectionView.supplementaryView(forElementKind: header, at: [0, 0])!
        UIView.performWithoutAnimation {
            collectionView.performBatchUpdates({
                recorder.itemsPerSection = [2, 2]
                collectionView.deleteSections([0])
            })
        }
        XCTAssertTrue(collectionView.supplementaryView(forElementKind: header, at: [0, 0]) === second)
        XCTAssertEqual(second.frame, CGRect(x: 0, y: 0, width: 320, height: 30))
        XCTAssertNil(first.superview)
        XCTAssertEqual(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header), [[0, 0], [1, 0]])
    }
}
