import XCTest
import UIKit
import UIKitTesting

@MainActor
final class NSDiffableDataSourceSectionSnapshotTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// a (b (c), d), e
    private func make() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["a", "e"])
        snapshot.append(["b", "d"], to: "a")
        snapshot.append(["c"], to: "b")
        return snapshot
    }

    func testItemsAreDepthFirstAndOnlyExpandedChildrenAreVisible() async {
        var snapshot = make()
        XCTAssertEqual(snapshot.items, ["a", "b", "c", "d", "e"])
        XCTAssertEqual(snapshot.rootItems, ["a", "e"])
        XCTAssertEqual(snapshot.visibleItems, ["a", "e"])
        snapshot.expand(["a"])
        XCTAssertEqual(snapshot.visibleItems, ["a", "b", "d", "e"])
        snapshot.expand(["b"])
        XCTAssertEqual(snapshot.visibleItems, ["a", "b", "c", "d", "e"])
        snapshot.collapse(["a"])
        XCTAssertEqual(snapshot.visibleItems, ["a", "e"])
        XCTAssertTrue(snapshot.isExpanded("b"))
        XCTAssertFalse(snapshot.isExpanded("a"))
        XCTAssertFalse(snapshot.isVisible("c"))
        XCTAssertTrue(snapshot.isVisible("e"))
    }

    func testParentsLevelsAndIndexes() async {
        let snapshot = make()
        XCTAssertEqual(snapshot.parent(of: "c"), "b")
        XCTAssertEqual(snapshot.parent(of: "d"), "a")
        XCTAssertNil(snapshot.parent(of: "a"))
        XCTAssertEqual(snapshot.level(of: "a"), 0)
        XCTAssertEqual(snapshot.level(of: "b"), 1)
        XCTAssertEqual(snapshot.level(of: "c"), 2)
        XCTAssertEqual(snapshot.index(of: "d"), 3)
        XCTAssertNil(snapshot.index(of: "z"))
        XCTAssertTrue(snapshot.contains("c"))
        XCTAssertFalse(snapshot.contains("z"))
    }

    func testInsertAndDeleteTakeDescendants() async {
        var snapshot = make()
        snapshot.insert(["x"], before: "d")
        snapshot.insert(["y"], after: "a")
        XCTAssertEqual(snapshot.items, ["a", "b", "c", "x", "d", "y", "e"])
        XCTAssertEqual(snapshot.parent(of: "x"), "a")
        XCTAssertNil(snapshot.parent(of: "y"))
        snapshot.delete(["b", "nothing"])
        XCTAssertEqual(snapshot.items, ["a", "x", "d", "y", "e"])
        XCTAssertFalse(snapshot.contains("c"))
        snapshot.deleteAll()
        XCTAssertEqual(snapshot.items, [])
    }

    func testSnapshotOfAParent() async {
        var snapshot = make()
        snapshot.expand(["b"])
        let children = snapshot.snapshot(of: "a")
        XCTAssertEqual(children.rootItems, ["b", "d"])
        XCTAssertEqual(children.items, ["b", "c", "d"])
        XCTAssertEqual(children.visibleItems, ["b", "c", "d"])
        let withParent = snapshot.snapshot(of: "a", includingParent: true)
        XCTAssertEqual(withParent.rootItems, ["a"])
        XCTAssertEqual(withParent.items, ["a", "b", "c", "d"])
        XCTAssertEqual(withParent.level(of: "c"), 2)
        XCTAssertEqual(withParent.visibleItems, ["a"])
    }
}
