import Foundation
import XCTest
@testable import UIKit
import UIKitTesting

/// A collection view of numbered items that drag as text and take drops: a move within the
/// collection view reorders, text from elsewhere inserts an item.
@MainActor
final class ReorderingCollectionController: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate {
    var items: [String]
    var destinations: [IndexPath?] = []
    var coordinators: [any UICollectionViewDropCoordinator] = []
    var calls: [String] = []

    init(items: [String]) {
        self.items = items
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.accessibilityLabel = items[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        calls.append("itemsForBeginning \(indexPath.item)")
        return [UIDragItem(itemProvider: NSItemProvider(object: items[indexPath.item] as NSString))]
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {
        calls.append("dragSessionDidEnd")
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        destinations.append(destinationIndexPath)
        return UICollectionViewDropProposal(operation: collectionView.hasActiveDrag ? .move : .copy,
                                            intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        calls.append("performDrop")
        coordinators.append(coordinator)
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first else { return }
        if let source = item.sourceIndexPath {
            items.insert(items.remove(at: source.item), at: destination.item)
            collectionView.performBatchUpdates { collectionView.moveItem(at: source, to: destination) }
        } else {
            coordinator.session.loadObjects(ofClass: String.self) { strings in
                self.items.insert(contentsOf: strings, at: destination.item)
                collectionView.insertItems(at: [destination])
            }
        }
        coordinator.drop(item.dragItem, toItemAt: destination)
    }
}

@MainActor
final class CollectionViewDragAndDropTests: XCTestCase {
    private var window: UIWindow!
    private var collectionView: UICollectionView!
    private var controller: ReorderingCollectionController!
    private var input: InputSimulator!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        controller = ReorderingCollectionController(items: (0..<9).map { "Item \($0)" })
        collectionView.dataSource = controller
        collectionView.dragDelegate = controller
        collectionView.dropDelegate = controller
        window.addSubview(collectionView)
        input = InputSimulator(window: window)
        input.runLoopTurn()
    }

    private func cell(_ label: String) -> UICollectionViewCell? {
        collectionView.visibleCells.first { $0.accessibilityLabel == label }
    }

    func testDefaults() async {
        let plain = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        XCTAssertNil(plain.dragDelegate)
        XCTAssertTrue(plain.dragInteractionEnabled)
        XCTAssertEqual(plain.reorderingCadence, .immediate)
        XCTAssertFalse(plain.hasActiveDrag)
        XCTAssertFalse(plain.hasActiveDrop)
        XCTAssertEqual(UICollectionViewDropProposal(operation: .copy).intent, .unspecified)
    }

    /// A reorder end to end: the items make room where the dragged item would land, the app
    /// moves it in `performDropWith`, and the collection view shows the new order.
    func testReorderWithinTheCollectionView() async throws {
        input.touchDown(1, at: CGPoint(x: 50, y: 50))
        input.advance(by: 0.6)
        XCTAssertTrue(collectionView.hasActiveDrag)
        XCTAssertTrue(collectionView.hasActiveDrop)
        XCTAssertEqual(controller.destinations.last, IndexPath(item: 0, section: 0))
        input.touchMove(1, to: CGPoint(x: 150, y: 120))
        input.touchMove(1, to: CGPoint(x: 250, y: 150))
        XCTAssertEqual(controller.destinations.last, IndexPath(item: 5, section: 0))
        input.advance(by: 0.5)
        XCTAssertEqual(cell("Item 0")?.alpha, 0, "the dragged item's place is the gap")
        XCTAssertEqual(cell("Item 1")?.frame.origin, CGPoint(x: 0, y: 0))
        XCTAssertEqual(cell("Item 5")?.frame.origin, CGPoint(x: 100, y: 100))
        XCTAssertEqual(cell("Item 6")?.frame.origin, CGPoint(x: 0, y: 200), "after the gap at (200, 100)")
        input.touchUp(1)
        let coordinator = try XCTUnwrap(controller.coordinators.first)
        XCTAssertEqual(coordinator.items.map(\.sourceIndexPath), [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(coordinator.destinationIndexPath, IndexPath(item: 5, section: 0))
        XCTAssertEqual(coordinator.items.first?.previewSize, CGSize(width: 100, height: 100))
        input.advance(by: 0.6)
        XCTAssertEqual(controller.items, ["Item 1", "Item 2", "Item 3", "Item 4", "Item 5", "Item 0", "Item 6", "Item 7", "Item 8"])
        XCTAssertEqual(cell("Item 0")?.frame, CGRect(x: 200, y: 100, width: 100, height: 100))
        XCTAssertEqual(cell("Item 0")?.alpha, 1)
        XCTAssertEqual(cell("Item 6")?.frame.origin, CGPoint(x: 0, y: 200))
        XCTAssertFalse(collectionView.hasActiveDrag)
        XCTAssertFalse(collectionView.hasActiveDrop)
        XCTAssertEqual(controller.calls.last, "dragSessionDidEnd")
    }

    /// With a slow cadence the items make room only once the touch rests over the new place.
    func testSlowReorderingCadenceWaitsForTheTouchToRest() async {
        collectionView.reorderingCadence = .slow
        input.touchDown(1, at: CGPoint(x: 50, y: 50))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 250, y: 150))
        input.advance(by: 0.3)
        XCTAssertEqual(cell("Item 1")?.frame.origin, CGPoint(x: 100, y: 0), "not yet")
        input.advance(by: 0.4)
        input.advance(by: 0.5)
        XCTAssertEqual(cell("Item 1")?.frame.origin, CGPoint(x: 0, y: 0))
        XCTAssertEqual(cell("Item 6")?.frame.origin, CGPoint(x: 0, y: 200))
        input.touchUp(1)
        input.advance(by: 0.6)
        XCTAssertEqual(controller.items[5], "Item 0")
    }

    /// Text from another view is inserted at the item under the touch.
    func testDropFromAnotherViewInsertsAnItem() async throws {
        let source = UIView(frame: CGRect(x: 0, y: 320, width: 300, height: 60))
        window.addSubview(source)
        let dragRecorder = DragSourceRecorder()
        dragRecorder.text = "New"
        source.addInteraction(UIDragInteraction(delegate: dragRecorder))
        input.touchDown(1, at: CGPoint(x: 150, y: 350))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 150, y: 200))
        input.touchMove(1, to: CGPoint(x: 150, y: 50))
        XCTAssertTrue(collectionView.hasActiveDrop)
        XCTAssertEqual(controller.destinations.last, IndexPath(item: 1, section: 0))
        input.touchUp(1)
        let coordinator = try XCTUnwrap(controller.coordinators.first)
        XCTAssertEqual(coordinator.items.map(\.sourceIndexPath), [nil])
        input.advance(by: 0.6)
        XCTAssertEqual(Array(controller.items.prefix(3)), ["Item 0", "New", "Item 1"])
        XCTAssertEqual(cell("New")?.frame.origin, CGPoint(x: 100, y: 0))
        XCTAssertEqual(cell("Item 1")?.frame.origin, CGPoint(x: 200, y: 0))
        XCTAssertEqual(dragRecorder.calls.last, "didEndWith copy")
    }
    /// UIKit: a drag of an item held near the bottom edge scrolls the collection view; the
    /// item lands where the touch ends up over the scrolled content.
    func testHoldingNearTheBottomEdgeScrollsTheCollectionView() async throws {
        controller.items = (0..<30).map { "Item \($0)" }
        collectionView.reloadData()
        input.runLoopTurn()
        input.touchDown(1, at: CGPoint(x: 50, y: 50))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 50, y: 200))
        input.touchMove(1, to: CGPoint(x: 50, y: 290))
        XCTAssertEqual(collectionView.contentOffset.y, 0)
        // 40 pt into the 50 pt zone: 0.8 of 600 pt/s.
        input.advance(by: 0.5)
        XCTAssertEqual(collectionView.contentOffset.y, 240, accuracy: 8)
        input.touchUp(1)
        let coordinator = try XCTUnwrap(controller.coordinators.first)
        XCTAssertEqual(coordinator.destinationIndexPath, IndexPath(item: 15, section: 0), "the item under the touch at y 530")
        input.advance(by: 0.6)
        XCTAssertEqual(controller.items[15], "Item 0")
        XCTAssertEqual(controller.items[0], "Item 1")
    }
}
