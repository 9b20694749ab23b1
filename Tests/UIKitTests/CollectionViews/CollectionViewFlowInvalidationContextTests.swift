import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// A flow delegate that counts the sizes it is asked for and can change its answer.
@MainActor
final class CountingFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    var sizeQueries = 0
    var insetQueries = 0
    var size = CGSize(width: 50, height: 50)

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizeQueries += 1
        return size
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        insetQueries += 1
        return .zero
    }
}

/// `UICollectionViewFlowLayoutInvalidationContext`: the flow layout keeps its delegate's
/// answers unless a context asks for them again.
@MainActor
final class CollectionViewFlowInvalidationContextTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testTheFlowLayoutsContextClassAndDefaults() async {
        XCTAssertTrue(UICollectionViewFlowLayout.invalidationContextClass == UICollectionViewFlowLayoutInvalidationContext.self)
        let context = UICollectionViewFlowLayoutInvalidationContext()
        XCTAssertTrue(context.invalidateFlowLayoutDelegateMetrics)
        XCTAssertTrue(context.invalidateFlowLayoutAttributes)
    }

    func testDelegateMetricsAreAskedAgainOnlyWhenTheContextSaysSo() async {
        let (window, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [4])
        defer { withExtendedLifetime((window, recorder)) {} }
        let delegate = CountingFlowDelegate()
        collectionView.delegate = delegate
        let layout = collectionView.collectionViewLayout as! UICollectionViewFlowLayout
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(delegate.sizeQueries, 4)
        XCTAssertEqual(delegate.insetQueries, 1)
        XCTAssertEqual(CollectionTestSupport.frames(collectionView, 0..<2),
                       [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 67.5, y: 0, width: 50, height: 50)])

        // Attributes only: the geometry is computed again from the kept answers.
        delegate.size = CGSize(width: 100, height: 60)
        let attributesOnly = UICollectionViewFlowLayoutInvalidationContext()
        attributesOnly.invalidateFlowLayoutDelegateMetrics = false
        layout.invalidateLayout(with: attributesOnly)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(delegate.sizeQueries, 4, "not asked again")
        XCTAssertEqual(CollectionTestSupport.frames(collectionView, 0..<1), [CGRect(x: 0, y: 0, width: 50, height: 50)])

        // Nothing: the layout stands.
        let nothing = UICollectionViewFlowLayoutInvalidationContext()
        nothing.invalidateFlowLayoutDelegateMetrics = false
        nothing.invalidateFlowLayoutAttributes = false
        layout.invalidateLayout(with: nothing)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(delegate.sizeQueries, 4)

        // Delegate metrics: asked again, and the new sizes apply (three 100 pt items fit in
        // 320 with at least 10 between them: justified 10 pt apart).
        let metrics = UICollectionViewFlowLayoutInvalidationContext()
        layout.invalidateLayout(with: metrics)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(delegate.sizeQueries, 8)
        XCTAssertEqual(delegate.insetQueries, 2)
        XCTAssertEqual(CollectionTestSupport.frames(collectionView, 0..<4), [
            CGRect(x: 0, y: 0, width: 100, height: 60), CGRect(x: 110, y: 0, width: 100, height: 60),
            CGRect(x: 220, y: 0, width: 100, height: 60), CGRect(x: 0, y: 70, width: 100, height: 60),
        ])
    }

    /// Data changes always ask the delegate again.
    func testReloadAsksAgain() async {
        let (window, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [4])
        defer { withExtendedLifetime((window, recorder)) {} }
        let delegate = CountingFlowDelegate()
        collectionView.delegate = delegate
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        let asked = delegate.sizeQueries
        XCTAssertGreaterThanOrEqual(asked, 4)
        recorder.itemsPerSection = [6]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(delegate.sizeQueries, asked + 6)
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame,
                       CGRect(x: 0, y: 60, width: 50, height: 50))
    }
}
