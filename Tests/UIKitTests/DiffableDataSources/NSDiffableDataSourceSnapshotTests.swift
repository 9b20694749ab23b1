import XCTest
import UIKit
import UIKitTesting

@MainActor
final class NSDiffableDataSourceSnapshotTests: XCTestCase {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func make() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    func testAnEmptySnapshotHasNothing() async {
        let snapshot = Snapshot()
        XCTAssertEqual(snapshot.numberOfItems, 0)
        XCTAssertEqual(snapshot.numberOfSections, 0)
        XCTAssertEqual(snapshot.sectionIdentifiers, [])
        XCTAssertEqual(snapshot.itemIdentifiers, [])
    }

    func testAppendingWithoutASectionGoesToTheLastSection() async {
        let snapshot = make()
        XCTAssertEqual(snapshot.sectionIdentifiers, ["a", "b"])
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 2, 3, 4, 5])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [1, 2, 3])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), [4, 5])
        XCTAssertEqual(snapshot.numberOfItems, 5)
        XCTAssertEqual(snapshot.numberOfSections, 2)
        XCTAssertEqual(snapshot.numberOfItems(inSection: "a"), 3)
        XCTAssertEqual(snapshot.numberOfItems(inSection: "b"), 2)
    }

    func testAppendingToAnEarlierSectionKeepsTheFlatOrder() async {
        var snapshot = make()
        snapshot.appendItems([6], toSection: "a")
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 2, 3, 6, 4, 5])
        XCTAssertEqual(snapshot.indexOfItem(6), 3)
        XCTAssertEqual(snapshot.indexOfItem(4), 4)
    }

    func testLookUps() async {
        let snapshot = make()
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 4), "b")
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 2), "a")
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 9))
        XCTAssertEqual(snapshot.indexOfItem(1), 0)
        XCTAssertEqual(snapshot.indexOfItem(5), 4)
        XCTAssertNil(snapshot.indexOfItem(9))
        XCTAssertEqual(snapshot.indexOfSection("b"), 1)
        XCTAssertNil(snapshot.indexOfSection("z"))
    }

    func testInsertingItemsBeforeAndAfterAnItem() async {
        var snapshot = make()
        snapshot.insertItems([10, 11], beforeItem: 2)
        snapshot.insertItems([12], afterItem: 5)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [1, 10, 11, 2, 3])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), [4, 5, 12])
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 10, 11, 2, 3, 4, 5, 12])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 12), "b")
    }

    func testDeletingItemsIgnoresUnknownOnes() async {
        var snapshot = make()
        snapshot.reloadItems([2, 4])
        snapshot.deleteItems([2, 4, 99])
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 3, 5])
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 2))
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [])
        XCTAssertEqual(snapshot.indexOfItem(5), 2)
    }

    func testDeleteAllItemsRemovesSectionsToo() async {
        var snapshot = make()
        snapshot.deleteAllItems()
        XCTAssertEqual(snapshot.numberOfSections, 0)
        XCTAssertEqual(snapshot.numberOfItems, 0)
        XCTAssertNil(snapshot.indexOfSection("a"))
    }

    func testMovingItemsWithinAndAcrossSections() async {
        var snapshot = make()
        snapshot.moveItem(1, afterItem: 3)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [2, 3, 1])
        snapshot.moveItem(5, beforeItem: 2)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [5, 2, 3, 1])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), [4])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 5), "a")
        XCTAssertEqual(snapshot.itemIdentifiers, [5, 2, 3, 1, 4])
    }

    func testSectionsInsertMoveDelete() async {
        var snapshot = make()
        snapshot.insertSections(["c"], beforeSection: "a")
        snapshot.insertSections(["d", "e"], afterSection: "a")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["c", "a", "d", "e", "b"])
        XCTAssertEqual(snapshot.indexOfSection("b"), 4)
        snapshot.appendItems([7], toSection: "d")
        snapshot.moveSection("b", beforeSection: "c")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["b", "c", "a", "d", "e"])
        XCTAssertEqual(snapshot.itemIdentifiers, [4, 5, 1, 2, 3, 7])
        snapshot.moveSection("b", afterSection: "e")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["c", "a", "d", "e", "b"])
        snapshot.reloadSections(["a"])
        snapshot.reconfigureSections(["d"])
        snapshot.deleteSections(["a", "zz"])
        XCTAssertEqual(snapshot.sectionIdentifiers, ["c", "d", "e", "b"])
        XCTAssertEqual(snapshot.itemIdentifiers, [7, 4, 5])
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 1))
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 4), "b")
        XCTAssertEqual(snapshot.indexOfItem(4), 1)
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, [])
        XCTAssertEqual(snapshot.reconfiguredSectionIdentifiers, ["d"])
    }

    func testReloadAndReconfigureRecordIdentifiersOnceInOrder() async {
        var snapshot = make()
        snapshot.reloadItems([3, 1])
        snapshot.reloadItems([1, 4])
        snapshot.reconfigureItems([5])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [3, 1, 4])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [5])
    }
}
