import XCTest
import UIKit
import UIKitTesting

/// A dynamic animator for a collection view layout's attributes.
@MainActor
final class LayoutDynamicAnimatorTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private final class CountingLayout: UICollectionViewFlowLayout {
        var invalidations = 0
        override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 600) }
        override func invalidateLayout() {
            invalidations += 1
            super.invalidateLayout()
        }
    }

    func testAttributesFallWithinTheContentSizeAndTheLayoutIsInvalidated() async {
        let layout = CountingLayout()
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        XCTAssertNil(animator.referenceView, "no collection view yet")
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 0))
        cell.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 150, y: 0, width: 100, height: 20)
        let collision = UICollisionBehavior(items: [cell, header])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [cell, header]))
        animator.addBehavior(collision)
        ManualClock.advance(by: 3)
        XCTAssertEqual(cell.frame.maxY, 600, accuracy: 0.5, "resting on the content's bottom")
        XCTAssertEqual(header.frame.maxY, 600, accuracy: 0.5)
        XCTAssertTrue(animator.layoutAttributesForCell(at: IndexPath(item: 3, section: 0)) === cell)
        XCTAssertNil(animator.layoutAttributesForCell(at: IndexPath(item: 4, section: 0)))
        XCTAssertTrue(animator.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0)) === header)
        XCTAssertNil(animator.layoutAttributesForDecorationView(ofKind: "header", at: IndexPath(item: 0, section: 0)))
        XCTAssertGreaterThan(layout.invalidations, 30, "invalidated at the frames that moved them")
        XCTAssertFalse(animator.isRunning)
        let settled = layout.invalidations
        ManualClock.advance(by: 1)
        XCTAssertEqual(layout.invalidations, settled, "not while paused")
    }
}
