import Foundation
import XCTest
@testable import UIKit
import UIKitTesting

/// A table that takes drops as placeholder rows ("Loading" cells 60 pt high) and keeps the
/// contexts, to commit or delete them later.
@MainActor
private final class PlaceholderTableController: NSObject, UITableViewDataSource, UITableViewDropDelegate {
    var rows: [String] = (0..<20).map { "Row \($0)" }
    var contexts: [any UITableViewDropPlaceholderContext] = []
    var loadingText = "Loading"
    var previewCells: [String] = []
    var askedRows: [IndexPath] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        askedRows.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath else { return }
        for item in coordinator.items {
            let placeholder = UITableViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "placeholder", rowHeight: 60)
            placeholder.cellUpdateHandler = { cell in cell.textLabel?.text = self.loadingText }
            placeholder.previewParametersProvider = { cell in
                self.previewCells.append(cell.textLabel?.text ?? "")
                return nil
            }
            contexts.append(coordinator.drop(item.dragItem, to: placeholder))
        }
    }
}

/// `UITableViewDropPlaceholder`: rows a drop inserts without the data source, replaced by
/// the data source's row on `commitInsertion` or removed by `deletePlaceholder`.
@MainActor
final class TableViewDropPlaceholderTests: XCTestCase {
    private var window: UIWindow!
    private var table: UITableView!
    private var controller: PlaceholderTableController!
    private var input: InputSimulator!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "placeholder")
        controller = PlaceholderTableController()
        table.dataSource = controller
        table.dropDelegate = controller
        window.addSubview(table)
        let source = UIView(frame: CGRect(x: 0, y: 380, width: 320, height: 60))
        window.addSubview(source)
        let dragRecorder = DragSourceRecorder()
        dragRecorder.text = "New"
        source.addInteraction(UIDragInteraction(delegate: dragRecorder))
        addTeardownBlock { @MainActor in _ = dragRecorder }
        input = InputSimulator(window: window)
        input.runLoopTurn()
    }

    /// Drags text from below the table and drops it above the middle of row 1.
    private func dropAtRowOne() throws -> any UITableViewDropPlaceholderContext {
        input.touchDown(1, at: CGPoint(x: 100, y: 400))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 100, y: 200))
        input.touchMove(1, to: CGPoint(x: 100, y: 50))
        input.advance(by: 0.3)
        input.touchUp(1)
        input.advance(by: 0.5)
        return try XCTUnwrap(controller.contexts.first)
    }

    private func cell(at row: Int) -> UITableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }

    func testADropInsertsAPlaceholderRowTheDataSourceDoesNotCount() async throws {
        XCTAssertFalse(table.hasUncommittedUpdates)
        let context = try dropAtRowOne()
        XCTAssertTrue(table.hasUncommittedUpdates)
        XCTAssertEqual(controller.rows.count, 20)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 21)
        XCTAssertEqual(cell(at: 1)?.reuseIdentifier, "placeholder")
        XCTAssertEqual(cell(at: 1)?.textLabel?.text, "Loading")
        XCTAssertEqual(cell(at: 1)?.frame, CGRect(x: 0, y: 44, width: 320, height: 60))
        XCTAssertEqual(cell(at: 2)?.textLabel?.text, "Row 1", "the data source's row 1 is the table's row 2")
        XCTAssertEqual(cell(at: 2)?.frame.minY, 104)
        XCTAssertEqual(table.contentSize.height, CGFloat(20 * 44 + 60))
        XCTAssertFalse(controller.askedRows.contains { $0.row >= 20 }, "the data source is asked only for its own rows")
        XCTAssertEqual(controller.previewCells, ["Loading"], "the preview landed on the placeholder's cell")
        XCTAssertTrue(context.dragItem.itemProvider.canLoadObject(ofClass: String.self))

        controller.loadingText = "Loading 50%"
        context.setNeedsCellUpdate()
        XCTAssertEqual(cell(at: 1)?.textLabel?.text, "Loading 50%")
    }

    /// Committing runs the data source update with the data source's index path, then the
    /// data source's cell replaces the placeholder; the context is spent after that.
    func testCommitInsertionReplacesThePlaceholderWithTheDataSourcesRow() async throws {
        let context = try dropAtRowOne()
        var given: [IndexPath] = []
        XCTAssertTrue(context.commitInsertion { indexPath in
            given.append(indexPath)
            self.controller.rows.insert("New", at: indexPath.row)
        })
        XCTAssertEqual(given, [IndexPath(row: 1, section: 0)])
        input.advance(by: 0.5)
        XCTAssertFalse(table.hasUncommittedUpdates)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 21)
        XCTAssertEqual(cell(at: 1)?.reuseIdentifier, "cell")
        XCTAssertEqual(cell(at: 1)?.textLabel?.text, "New")
        XCTAssertEqual(cell(at: 1)?.frame, CGRect(x: 0, y: 44, width: 320, height: 44))
        XCTAssertEqual(cell(at: 2)?.frame.minY, 88)
        XCTAssertEqual(table.contentSize.height, CGFloat(21 * 44))
        XCTAssertFalse(context.commitInsertion { _ in XCTFail("a spent context runs nothing") })
        XCTAssertFalse(context.deletePlaceholder())
    }

    func testDeletePlaceholderRemovesTheRow() async throws {
        let context = try dropAtRowOne()
        XCTAssertTrue(context.deletePlaceholder())
        input.advance(by: 0.5)
        XCTAssertFalse(table.hasUncommittedUpdates)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 20)
        XCTAssertEqual(cell(at: 1)?.textLabel?.text, "Row 1")
        XCTAssertEqual(cell(at: 1)?.frame, CGRect(x: 0, y: 44, width: 320, height: 44))
        XCTAssertEqual(table.contentSize.height, CGFloat(20 * 44))
        XCTAssertFalse(context.deletePlaceholder())
    }

    /// UIKit: `reloadData` deletes the uncommitted placeholders.
    func testReloadDataDropsThePlaceholders() async throws {
        let context = try dropAtRowOne()
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertFalse(table.hasUncommittedUpdates)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 20)
        XCTAssertEqual(cell(at: 1)?.textLabel?.text, "Row 1")
        XCTAssertFalse(context.commitInsertion { _ in XCTFail("a dropped placeholder runs nothing") })
    }

    /// The app's own updates move the placeholder with its row: a row inserted above it puts
    /// it at row 2, and the commit's index path follows.
    func testThePlaceholderFollowsTheAppsUpdates() async throws {
        let context = try dropAtRowOne()
        controller.rows.insert("Top", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        input.advance(by: 0.5)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 22)
        XCTAssertEqual(cell(at: 0)?.textLabel?.text, "Top")
        XCTAssertEqual(cell(at: 2)?.textLabel?.text, "Loading")
        XCTAssertEqual(cell(at: 3)?.textLabel?.text, "Row 1")
        var given: IndexPath?
        context.commitInsertion { indexPath in
            given = indexPath
            self.controller.rows.insert("New", at: indexPath.row)
        }
        input.advance(by: 0.5)
        XCTAssertEqual(given, IndexPath(row: 2, section: 0))
        XCTAssertEqual((0..<4).map { cell(at: $0)?.textLabel?.text }, ["Top", "Row 0", "New", "Row 1"])
    }
}
