import XCTest
import UIKit
import UIKitTesting

/// UIKit asks the layout `shouldInvalidateLayout(forBoundsChange:)` from the bounds setter,
/// while `collectionView.bounds` still reads the old rectangle, once per change: layouts that
/// compare the two (UIKit Dynamics "bouncy" layouts such as BouncyLayout) see each scroll step.
@MainActor
final class CollectionViewBoundsChangeQueryTests: XCTestCase {
    private final class RecordingLayout: UICollectionViewFlowLayout {
        var asked: [(current: CGFloat, new: CGFloat)] = []
        var answer = false
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            asked.append((collectionView?.bounds.origin.y ?? -1, newBounds.origin.y))
            return answer || super.shouldInvalidateLayout(forBoundsChange: newBounds)
        }
        var invalidations = 0
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            invalidations += 1
            super.invalidateLayout(with: context)
        }
    }

    private final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 50 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeCollection() -> (UICollectionView, RecordingLayout, Source, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let layout = RecordingLayout()
        layout.itemSize = CGSize(width: 300, height: 50)
        let source = Source()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        collection.dataSource = source
        window.addSubview(collection)
        collection.layoutIfNeeded()
        layout.asked.removeAll()
        layout.invalidations = 0
        return (collection, layout, source, window)
    }

    func testTheLayoutIsAskedBeforeTheBoundsChange() async {
        let (collection, layout, _, window) = makeCollection()
        collection.contentOffset = CGPoint(x: 0, y: 100)
        XCTAssertEqual(layout.asked.count, 1, "asked from the setter")
        XCTAssertEqual(layout.asked.first?.current, 0, "collectionView.bounds still reads the old origin")
        XCTAssertEqual(layout.asked.first?.new, 100)
        collection.layoutIfNeeded()
        XCTAssertEqual(layout.asked.count, 1, "not asked again by the layout pass")
        XCTAssertEqual(layout.invalidations, 0, "a flow layout without pinned headers keeps its layout when scrolled")
        window.isHidden = true
    }

    func testAYesFromAnyStepInvalidatesTheLayout() async {
        let (collection, layout, _, window) = makeCollection()
        layout.answer = true
        collection.contentOffset = CGPoint(x: 0, y: 40)
        layout.answer = false
        collection.contentOffset = CGPoint(x: 0, y: 80)
        XCTAssertEqual(layout.asked.map(\.current), [0, 40], "each step sees the bounds before it")
        collection.layoutIfNeeded()
        XCTAssertEqual(layout.invalidations, 1, "invalidated once for the steps since the last pass")
        XCTAssertEqual(layout.asked.count, 2)
        window.isHidden = true
    }
}
