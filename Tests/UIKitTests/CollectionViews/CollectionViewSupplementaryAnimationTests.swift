import XCTest
@testable import UIKit
import UIKitTesting

/// Supplementary views in animated batch updates: those of inserted or reloaded sections
/// start from the layout's initial attributes, those of deleted sections end at its final
/// attributes and leave when the animation ends.
@MainActor
final class CollectionViewSupplementaryAnimationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// Headers slide in from the left and out to the right; records the questions.
    final class SlidingHeaderLayout: UICollectionViewFlowLayout {
        var events: [String] = []

        override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                              at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            events.append("initial \(elementIndexPath)")
            let attributes = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)?.copy() as? UICollectionViewLayoutAttributes
            attributes?.frame.origin.x -= 320
            return attributes
        }

        override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                               at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            events.append("final \(elementIndexPath)")
            let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: elementIndexPath)
            attributes.frame = CGRect(x: 320, y: 0, width: 320, height: 30)
            return attributes
        }
    }

    private func make() -> (UICollectionView, CollectionRecorder, SlidingHeaderLayout) {
        let layout = SlidingHeaderLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let (window, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [2, 2], layout: layout)
        addTeardownBlock { @MainActor in _ = (recorder, window) }
        return (collectionView, recorder, layout)
    }

    private let header = UICollectionView.elementKindSectionHeader

    func testAnInsertedSectionsHeaderAnimatesInFromItsInitialAttributes() async {
        let (collectionView, recorder, layout) = make()
        let oldFirst = collectionView.supplementaryView(forElementKind: header, at: [0, 0])!
        layout.events = []
        collectionView.performBatchUpdates({
            recorder.itemsPerSection = [2, 2, 2]
            collectionView.insertSections([0])
        })
        XCTAssertEqual(layout.events, ["initial [0, 0]"])
        let inserted = collectionView.supplementaryView(forElementKind: header, at: [0, 0])!
        XCTAssertFalse(inserted === oldFirst)
        XCTAssertTrue(collectionView.supplementaryView(forElementKind: header, at: [1, 0]) === oldFirst)
        // The model is at the final place; the shown layer starts from the initial one.
        XCTAssertEqual(inserted.frame, CGRect(x: 0, y: 0, width: 320, height: 30))
        ManualClock.advance(by: 0.01)
        let shownX = inserted.layer.presentation()!.position.x
        XCTAssertLessThan(shownX, -100)
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(inserted.layer.presentation()!.position, inserted.layer.position)
    }

    func testADeletedSectionsHeaderAnimatesOutAndLeavesAtTheEnd() async {
        let (collectionView, recorder, layout) = make()
        let first = collectionView.supplementaryView(forElementKind: header, at: [0, 0])!
        let second = collectionView.supplementaryView(forElementKind: header, at: [1, 0])!
        layout.events = []
        collectionView.performBatchUpdates({
            recorder.itemsPerSection = [2]
            collectionView.deleteSections([0])
        })
        XCTAssertEqual(layout.events, ["final [0, 0]"])
        XCTAssertTrue(collectionView.supplementaryView(forElementKind: header, at: [0, 0]) === second)
        // Still on screen, heading for its final attributes.
        XCTAssertTrue(first.superview === collectionView)
        XCTAssertEqual(first.frame, CGRect(x: 320, y: 0, width: 320, height: 30))
        XCTAssertEqual(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header), [[0, 0]])
        ManualClock.advance(by: 0.5)
        XCTAssertNil(first.superview)
    }

    func testAReloadedSectionsHeaderIsReplacedWithAnimation() async {
        let (collectionView, _, layout) = make()
        let old = collectionView.supplementaryView(forElementKind: header, at: [1, 0])!
        layout.events = []
        collectionView.reloadSections([1])
        XCTAssertEqual(Set(layout.events), ["initial [1, 0]", "final [1, 0]"])
        let new = collectionView.supplementaryView(forElementKind: header, at: [1, 0])!
        XCTAssertFalse(new === old)
        ManualClock.advance(by: 0.5)
        XCTAssertNil(old.superview)
        XCTAssertTrue(new.superview === collectionView)
    }
}
