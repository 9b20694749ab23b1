import XCTest
import UIKit
import UIKitTesting

/// Stops every drag on a multiple of 100 points and records what it was asked.
@MainActor
private final class SnappingFlowLayout: UICollectionViewFlowLayout {
    var asked: [(proposed: CGPoint, velocity: CGPoint)] = []
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        asked.append((proposedContentOffset, velocity))
        return CGPoint(x: (proposedContentOffset.x / 100).rounded() * 100, y: proposedContentOffset.y)
    }
}

@MainActor
private final class DragTargetSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var delegateTargets: [CGPoint] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        delegateTargets.append(targetContentOffset.pointee)
    }
}

/// UIKit: when a drag ends, a collection view asks its layout where to stop
/// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, what snapping
/// carousels override); the delegate's `scrollViewWillEndDragging` then sees that target.
@MainActor
final class CollectionViewDragTargetTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testAFlingStopsWhereTheLayoutSays() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let layout = SnappingFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 90, height: 400) // one row: 30 columns
        layout.minimumLineSpacing = 10
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = DragTargetSource()
        collectionView.dataSource = source
        collectionView.delegate = source
        root.view.addSubview(collectionView)
        collectionView.layoutIfNeeded()

        let input = InputSimulator(window: window)
        input.drag(along: (0...8).map { CGPoint(x: 260 - CGFloat($0) * 17, y: 200) }, duration: 0.12)
        input.advance(by: 4)

        let asked = try XCTUnwrap(layout.asked.first)
        XCTAssertEqual(layout.asked.count, 1)
        XCTAssertGreaterThan(asked.velocity.x, 0, "the finger moved left: content moves right")
        XCTAssertLessThan(asked.velocity.x, 10, "points per millisecond, as the delegate gets it")
        XCTAssertNotEqual(asked.proposed.x.truncatingRemainder(dividingBy: 100), 0, "the proposal is the natural stop")
        let target = CGPoint(x: (asked.proposed.x / 100).rounded() * 100, y: asked.proposed.y)
        XCTAssertEqual(source.delegateTargets, [target], "the delegate sees the layout's target")
        XCTAssertEqual(collectionView.contentOffset.x, target.x, accuracy: 0.5)
        XCTAssertFalse(collectionView.isDecelerating)
    }

    func testAPagingCollectionViewStillStopsOnAPage() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let layout = SnappingFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 90, height: 90)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.isPagingEnabled = true
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = DragTargetSource()
        collectionView.dataSource = source
        root.view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        let input = InputSimulator(window: window)
        input.drag(along: (0...8).map { CGPoint(x: 260 - CGFloat($0) * 17, y: 200) }, duration: 0.12)
        input.advance(by: 4)
        XCTAssertEqual(collectionView.contentOffset.x, 320, accuracy: 0.5, "paging keeps its page stop")
    }
}
