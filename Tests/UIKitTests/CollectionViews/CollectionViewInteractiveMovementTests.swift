import XCTest
@testable import UIKit
import UIKitTesting

/// Interactive movement: begin / update / end / cancel, the data source's canMoveItemAt and
/// moveItemAt, the delegate's retargeting, and UICollectionViewController's standard gesture.
@MainActor
final class CollectionViewInteractiveMovementTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// Items are numbers; each cell's tag is its number. A 3-column grid of 100 × 100 cells.
    final class MovingSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var sections: [[Int]]
        var moves: [String] = []
        var fixed: Set<Int> = []
        var retarget: ((IndexPath, IndexPath, IndexPath) -> IndexPath)?

        init(_ sections: [[Int]]) { self.sections = sections }

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.tag = sections[indexPath.section][indexPath.item]
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            !fixed.contains(sections[indexPath.section][indexPath.item])
        }
        func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append("\(sourceIndexPath.section).\(sourceIndexPath.item)->\(destinationIndexPath.section).\(destinationIndexPath.item)")
            let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
            sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
        }
        func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                            atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
            retarget?(originalIndexPath, currentIndexPath, proposedIndexPath) ?? proposedIndexPath
        }
    }

    private static func gridLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        return layout
    }

    private func make(_ sections: [[Int]] = [[0, 1, 2, 3, 4, 5]]) -> (UIWindow, UICollectionView, MovingSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 480))
        window.makeKeyAndVisible()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: Self.gridLayout())
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = MovingSource(sections)
        collectionView.dataSource = source
        collectionView.delegate = source
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        addTeardownBlock { @MainActor in _ = (source, window) }
        return (window, collectionView, source)
    }

    /// The cell tags in index path order, per section.
    private func shownTags(_ collectionView: UICollectionView) -> [Int] {
        collectionView.indexPathsForVisibleItems.map { collectionView.cellForItem(at: $0)!.tag }
    }

    private func cell(tagged tag: Int, in collectionView: UICollectionView) -> UICollectionViewCell? {
        collectionView.visibleCells.first { $0.tag == tag }
    }

    func testMovingAnItemShowsTheNewOrderAndTellsTheDataSourceAtTheEnd() async {
        let (_, collectionView, source) = make()
        XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: [0, 0]))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 240, y: 60))
        ManualClock.advance(by: 0.5)
        // The others made room: item 0 now shows at index 2, under the finger.
        XCTAssertEqual(shownTags(collectionView), [1, 2, 0, 3, 4, 5])
        XCTAssertEqual(cell(tagged: 1, in: collectionView)?.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(cell(tagged: 0, in: collectionView)?.center, CGPoint(x: 240, y: 60))
        XCTAssertTrue(collectionView.subviews.last === cell(tagged: 0, in: collectionView))
        XCTAssertEqual(source.moves, [])

        collectionView.endInteractiveMovement()
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(source.moves, ["0.0->0.2"])
        XCTAssertEqual(source.sections, [[1, 2, 0, 3, 4, 5]])
        XCTAssertEqual(cell(tagged: 0, in: collectionView)?.frame, CGRect(x: 200, y: 0, width: 100, height: 100))
        // The collection view and the data source agree afterwards.
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(shownTags(collectionView), [1, 2, 0, 3, 4, 5])
    }

    func testCancelPutsTheItemBackWithoutTellingTheDataSource() async {
        let (_, collectionView, source) = make()
        XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: [0, 1]))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 150))
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(shownTags(collectionView), [0, 2, 3, 4, 1, 5])
        collectionView.cancelInteractiveMovement()
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(source.moves, [])
        XCTAssertEqual(shownTags(collectionView), [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(cell(tagged: 1, in: collectionView)?.frame, CGRect(x: 100, y: 0, width: 100, height: 100))
        XCTAssertEqual(cell(tagged: 4, in: collectionView)?.frame, CGRect(x: 100, y: 100, width: 100, height: 100))
    }

    func testBeginIsRefusedForAnItemTheDataSourceCannotMove() async {
        let (_, collectionView, source) = make()
        source.fixed = [3]
        XCTAssertFalse(collectionView.beginInteractiveMovementForItem(at: [0, 3]))
        // Updates and ends without a movement do nothing.
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 50))
        collectionView.endInteractiveMovement()
        XCTAssertEqual(source.moves, [])
        XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: [0, 2]))
        // One movement at a time.
        XCTAssertFalse(collectionView.beginInteractiveMovementForItem(at: [0, 4]))
        collectionView.cancelInteractiveMovement()
    }

    func testTheDelegateRetargetsTheMove() async {
        let (_, collectionView, source) = make()
        var asked: [String] = []
        source.retarget = { original, current, proposed in
            asked.append("\(original.item) \(current.item) \(proposed.item)")
            return IndexPath(item: min(proposed.item, 1), section: 0)
        }
        XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: [0, 0]))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 150))
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(asked, ["0 0 5"])
        XCTAssertEqual(shownTags(collectionView), [1, 0, 2, 3, 4, 5])
        collectionView.endInteractiveMovement()
        XCTAssertEqual(source.moves, ["0.0->0.1"])
    }

    func testMovingIntoAnotherSection() async {
        let (_, collectionView, source) = make([[0, 1, 2], [10, 11]])
        XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: [0, 1]))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 150))
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 2)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 3)
        XCTAssertEqual(collectionView.cellForItem(at: [1, 1])?.tag, 1)
        XCTAssertEqual(collectionView.cellForItem(at: [1, 2])?.tag, 11)
        XCTAssertEqual(collectionView.cellForItem(at: [0, 1])?.tag, 2)
        collectionView.endInteractiveMovement()
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(source.moves, ["0.1->1.1"])
        XCTAssertEqual(source.sections, [[0, 2], [10, 1, 11]])
        XCTAssertEqual(collectionView.cellForItem(at: [1, 1])?.frame, CGRect(x: 100, y: 100, width: 100, height: 100))
    }

    func testTheLayoutHearsTheMovementThroughItsInvalidationContexts() async {
        final class RecordingLayout: UICollectionViewFlowLayout {
            var contexts: [String] = []
            override func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                              previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
                let context = super.invalidationContext(forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                                                        previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
                contexts.append("move \(previousIndexPaths.map(\.item)) -> \(targetIndexPaths.map(\.item)) at \(targetPosition.x) \(targetPosition.y)")
                return context
            }
            override func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                                 movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
                contexts.append("end \(previousIndexPaths.map(\.item)) -> \(indexPaths.map(\.item)) cancelled \(movementCancelled)")
                return super.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                                                                                    movementCancelled: movementCancelled)
            }
        }
        let (_, collectionView, _) = make()
        let layout = RecordingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        collectionView.collectionViewLayout = layout
        collectionView.layoutIfNeeded()
        XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: [0, 0]))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 50))
        collectionView.endInteractiveMovement()
        XCTAssertEqual(layout.contexts, ["move [0] -> [1] at 150.0 50.0", "end [0] -> [1] cancelled false"])
        let attributes = layout.layoutAttributesForInteractivelyMovingItem(at: [0, 1], withTargetPosition: CGPoint(x: 10, y: 20))
        XCTAssertEqual(attributes.center, CGPoint(x: 10, y: 20))
        XCTAssertEqual(attributes.size, CGSize(width: 100, height: 100))
        XCTAssertEqual(layout.targetIndexPath(forInteractivelyMovingItem: [0, 1], withPosition: CGPoint(x: 250, y: 150)), [0, 5])
        XCTAssertEqual(layout.targetIndexPath(forInteractivelyMovingItem: [0, 1], withPosition: CGPoint(x: 250, y: 450)), [0, 1])
    }

    func testTheMovingCellSaysReorderingAndADataChangeCancelsTheMovement() async {
        let (_, collectionView, source) = make()
        let lifted = collectionView.cellForItem(at: [0, 0])!
        XCTAssertFalse(lifted.configurationState.isReordering)
        XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: [0, 0]))
        XCTAssertTrue(lifted.configurationState.isReordering)
        XCTAssertFalse(collectionView.cellForItem(at: [0, 1])!.configurationState.isReordering)
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 50))
        XCTAssertTrue(collectionView.cellForItem(at: [0, 2]) === lifted)
        // New data mid-movement: the movement is cancelled (ours) and the data source hears nothing.
        source.sections = [[7, 8]]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(source.moves, [])
        XCTAssertEqual(shownTags(collectionView), [7, 8])
        XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: [0, 1]))
        collectionView.endInteractiveMovement()
        XCTAssertEqual(source.moves, [])
    }

    final class GridController: UICollectionViewController {
        var items = [0, 1, 2, 3, 4, 5]
        var moves: [String] = []
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.tag = items[indexPath.item]
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append("\(sourceIndexPath.item)->\(destinationIndexPath.item)")
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    private func makeController(installsGesture: Bool) -> (UIWindow, GridController, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 480))
        let controller = GridController(collectionViewLayout: Self.gridLayout())
        controller.installsStandardGestureForInteractiveMovement = installsGesture
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        controller.collectionView.contentInsetAdjustmentBehavior = .never
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.collectionView.frame = window.bounds
        controller.collectionView.layoutIfNeeded()
        return (window, controller, InputSimulator(window: window))
    }

    func testTheControllersLongPressMovesItems() async {
        let (window, controller, input) = makeController(installsGesture: true)
        XCTAssertTrue(controller.installsStandardGestureForInteractiveMovement)
        let collectionView = controller.collectionView!
        XCTAssertEqual(collectionView.gestureRecognizers?.filter { $0 is UILongPressGestureRecognizer }.count, 1)
        let start = collectionView.convert(CGPoint(x: 50, y: 50), to: window)
        input.touchDown(1, at: start)
        input.advance(by: 0.6)
        for step in 1...10 {
            input.touchMove(1, to: CGPoint(x: start.x + CGFloat(step) * 20, y: start.y))
            input.advance(by: 0.016)
        }
        input.touchUp(1)
        input.advance(by: 0.5)
        XCTAssertEqual(controller.moves, ["0->2"])
        XCTAssertEqual(collectionView.cellForItem(at: [0, 2])?.tag, 0)
        XCTAssertEqual(collectionView.cellForItem(at: [0, 2])?.frame, CGRect(x: 200, y: 0, width: 100, height: 100))
        XCTAssertEqual(collectionView.contentOffset, .zero)
    }

    func testWithoutTheStandardGestureALongPressMovesNothing() async {
        let (window, controller, input) = makeController(installsGesture: false)
        let collectionView = controller.collectionView!
        XCTAssertEqual(collectionView.gestureRecognizers?.filter { $0 is UILongPressGestureRecognizer }.count ?? 0, 0)
        let start = collectionView.convert(CGPoint(x: 50, y: 50), to: window)
        input.touchDown(1, at: start)
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: start.x + 200, y: start.y))
        input.touchUp(1)
        input.advance(by: 0.5)
        XCTAssertEqual(controller.moves, [])
        // Turning it on later installs it.
        controller.installsStandardGestureForInteractiveMovement = true
        XCTAssertEqual(collectionView.gestureRecognizers?.filter { $0 is UILongPressGestureRecognizer }.count, 1)
    }
}
