import Foundation
import XCTest
@testable import UIKit
import UIKitTesting

/// A collection view that takes drops as placeholder items and keeps the contexts.
@MainActor
private final class PlaceholderCollectionController: NSObject, UICollectionViewDataSource, UICollectionViewDropDelegate {
    var items: [String] = (0..<9).map { "Item \($0)" }
    var contexts: [any UICollectionViewDropPlaceholderContext] = []
    var loadingText = "Loading"
    var previewCells: [String] = []
    var askedItems: [IndexPath] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        askedItems.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.accessibilityLabel = items[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath else { return }
        for item in coordinator.items {
            let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "placeholder")
            placeholder.cellUpdateHandler = { cell in cell.accessibilityLabel = self.loadingText }
            placeholder.previewParametersProvider = { cell in
                self.previewCells.append(cell.accessibilityLabel ?? "")
                return nil
            }
            contexts.append(coordinator.drop(item.dragItem, to: placeholder))
        }
    }
}

/// `UICollectionViewDropPlaceholder`: items a drop inserts without the data source.
@MainActor
final class CollectionViewDropPlaceholderTests: XCTestCase {
    private var window: UIWindow!
    private var collectionView: UICollectionView!
    private var controller: PlaceholderCollectionController!
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
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "placeholder")
        controller = PlaceholderCollectionController()
        collectionView.dataSource = controller
        collectionView.dropDelegate = controller
        window.addSubview(collectionView)
        let source = UIView(frame: CGRect(x: 0, y: 320, width: 300, height: 60))
        window.addSubview(source)
        let dragRecorder = DragSourceRecorder()
        dragRecorder.text = "New"
        source.addInteraction(UIDragInteraction(delegate: dragRecorder))
        addTeardownBlock { @MainActor in _ = dragRecorder }
        input = InputSimulator(window: window)
        input.runLoopTurn()
    }

    /// Drags text from below and drops it before item 1.
    private func dropAtItemOne() throws -> any UICollectionViewDropPlaceholderContext {
        input.touchDown(1, at: CGPoint(x: 150, y: 350))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 150, y: 200))
        input.touchMove(1, to: CGPoint(x: 150, y: 50))
        input.touchUp(1)
        input.advance(by: 0.6)
        return try XCTUnwrap(controller.contexts.first)
    }

    private func cell(at item: Int) -> UICollectionViewCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0))
    }

    func testADropInsertsAPlaceholderItemTheDataSourceDoesNotCount() async throws {
        XCTAssertFalse(collectionView.hasUncommittedUpdates)
        let context = try dropAtItemOne()
        XCTAssertTrue(collectionView.hasUncommittedUpdates)
        XCTAssertEqual(controller.items.count, 9)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 10)
        XCTAssertEqual(cell(at: 1)?.reuseIdentifier, "placeholder")
        XCTAssertEqual(cell(at: 1)?.accessibilityLabel, "Loading")
        XCTAssertEqual(cell(at: 1)?.frame, CGRect(x: 100, y: 0, width: 100, height: 100))
        XCTAssertEqual(cell(at: 2)?.accessibilityLabel, "Item 1")
        XCTAssertEqual(cell(at: 2)?.frame.origin, CGPoint(x: 200, y: 0))
        XCTAssertFalse(controller.askedItems.contains { $0.item >= 9 }, "the data source is asked only for its own items")
        XCTAssertEqual(controller.previewCells, ["Loading"])
        controller.loadingText = "Loading 50%"
        context.setNeedsCellUpdate()
        XCTAssertEqual(cell(at: 1)?.accessibilityLabel, "Loading 50%")
    }

    func testCommitInsertionReplacesThePlaceholderWithTheDataSourcesItem() async throws {
        let context = try dropAtItemOne()
        var given: [IndexPath] = []
        XCTAssertTrue(context.commitInsertion { indexPath in
            given.append(indexPath)
            self.controller.items.insert("New", at: indexPath.item)
        })
        input.advance(by: 0.5)
        XCTAssertEqual(given, [IndexPath(item: 1, section: 0)])
        XCTAssertFalse(collectionView.hasUncommittedUpdates)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 10)
        XCTAssertEqual(cell(at: 1)?.reuseIdentifier, "cell")
        XCTAssertEqual(cell(at: 1)?.accessibilityLabel, "New")
        XCTAssertEqual(cell(at: 2)?.accessibilityLabel, "Item 1")
        XCTAssertFalse(context.commitInsertion { _ in XCTFail("a spent context runs nothing") })
    }

    func testDeletePlaceholderAndReloadData() async throws {
        let context = try dropAtItemOne()
        XCTAssertTrue(context.deletePlaceholder())
        input.advance(by: 0.5)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 9)
        XCTAssertEqual(cell(at: 1)?.accessibilityLabel, "Item 1")
        XCTAssertEqual(cell(at: 1)?.frame.origin, CGPoint(x: 100, y: 0))
        XCTAssertFalse(context.deletePlaceholder())

        // A second drop, then reloadData: the placeholder is gone (UIKit).
        _ = try dropAtItemOne()
        let latest = try XCTUnwrap(controller.contexts.last)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 10)
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        XCTAssertFalse(collectionView.hasUncommittedUpdates)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 9)
        XCTAssertFalse(latest.commitInsertion { _ in XCTFail("a dropped placeholder runs nothing") })
    }

    /// An item inserted before the placeholder by the app moves it along.
    func testThePlaceholderFollowsTheAppsUpdates() async throws {
        let context = try dropAtItemOne()
        controller.items.insert("First", at: 0)
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        input.advance(by: 0.5)
        XCTAssertEqual(cell(at: 2)?.accessibilityLabel, "Loading")
        XCTAssertEqual(cell(at: 3)?.accessibilityLabel, "Item 1")
        var given: IndexPath?
        context.commitInsertion { indexPath in
            given = indexPath
            self.controller.items.insert("New", at: indexPath.item)
        }
        input.advance(by: 0.5)
        XCTAssertEqual(given, IndexPath(item: 2, section: 0))
        XCTAssertEqual((0..<4).map { cell(at: $0)?.accessibilityLabel }, ["First", "Item 0", "New", "Item 1"])
    }
}
