import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class CollectionViewTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testVisibleCellsAreTheItemsInTheBounds() async {
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [1000])
        defer { withExtendedLifetime(recorder) {} }
        // Eight lines of five are on screen (line 7 spans 420–470).
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.count, 40)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.first, [0, 0])
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.last, [0, 39])
        XCTAssertEqual(recorder.calls.first, "willDisplay 0.0")
        XCTAssertEqual(collectionView.numberOfSections, 1)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 1000)
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 200 * 60 - 10))
        let cell = collectionView.cellForItem(at: [0, 6])!
        XCTAssertEqual(cell.frame, CGRect(x: 67.5, y: 60, width: 50, height: 50))
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(collectionView.indexPath(for: cell), [0, 6])
        XCTAssertEqual(cell.reuseIdentifier, "cell")
        XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 70, y: 70)), [0, 6])
        XCTAssertNil(collectionView.indexPathForItem(at: CGPoint(x: 60, y: 70)), "between items")
    }

    /// Scrolling line by line keeps views for the visible items only, reusing the others.
    func testScrollingReusesCells() async {
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [1000])
        defer { withExtendedLifetime(recorder) {} }
        for step in 1...100 {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 30)
            collectionView.layoutIfNeeded()
        }
        // Offset 3000: lines 50…57.
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.first, [0, 250])
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.last, [0, 289])
        XCTAssertEqual(collectionView.visibleCells.count, 40)
        XCTAssertEqual(collectionView.cellForItem(at: [0, 250])?.frame, CGRect(x: 0, y: 3000, width: 50, height: 50))
        XCTAssertLessThanOrEqual(recorder.cells.count, 45)
        XCTAssertEqual(collectionView.subviews.filter { $0 is UICollectionViewCell }.count, 40)
        XCTAssertTrue(recorder.calls.contains("didEndDisplaying 0.0"))
        XCTAssertGreaterThan((recorder.cells as! [CountingCollectionCell]).map(\.reuseCount).reduce(0, +), 200)
    }

    func testScrollToItemPositions() async {
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [1000])
        defer { withExtendedLifetime(recorder) {} }
        collectionView.scrollToItem(at: [0, 50], at: .centeredVertically, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 625 - 240))
        collectionView.scrollToItem(at: [0, 50], at: .top, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 600))
        collectionView.scrollToItem(at: [0, 50], at: .bottom, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 650 - 480))
        // No position: no scrolling (UIKit).
        collectionView.scrollToItem(at: [0, 999], at: [], animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 170))
        // Clamped to the content.
        collectionView.scrollToItem(at: [0, 999], at: .top, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 11990 - 480))
    }

    /// A tap: highlight, unhighlight, shouldSelect, the old item's didDeselect, then didSelect.
    func testTapSelectsInUIKitsOrder() async {
        let (_, collectionView, recorder, input) = CollectionTestSupport.make(itemsPerSection: [20])
        recorder.calls = []
        input.tap(at: CGPoint(x: 25, y: 25))
        XCTAssertEqual(recorder.calls, ["didHighlight 0.0", "didUnhighlight 0.0", "shouldSelect 0.0", "didSelect 0.0"])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [[0, 0]])
        XCTAssertEqual(collectionView.cellForItem(at: [0, 0])?.isSelected, true)
        recorder.calls = []
        input.tap(at: CGPoint(x: 90, y: 25))
        XCTAssertEqual(recorder.calls, ["didHighlight 0.1", "didUnhighlight 0.1", "shouldSelect 0.1", "didDeselect 0.0", "didSelect 0.1"])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [[0, 1]])
        XCTAssertEqual(collectionView.cellForItem(at: [0, 0])?.isSelected, false)
        // A veto.
        recorder.vetoSelection = [[0, 2]]
        recorder.calls = []
        input.tap(at: CGPoint(x: 150, y: 25))
        XCTAssertEqual(recorder.calls, ["didHighlight 0.2", "didUnhighlight 0.2", "shouldSelect 0.2"])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [[0, 1]])
        // A tap between items selects nothing.
        recorder.calls = []
        input.tap(at: CGPoint(x: 60, y: 25))
        XCTAssertEqual(recorder.calls, [])
    }

    func testMultipleSelectionTogglesItems() async {
        let (_, collectionView, recorder, input) = CollectionTestSupport.make(itemsPerSection: [20])
        collectionView.allowsMultipleSelection = true
        input.tap(at: CGPoint(x: 25, y: 25))
        input.tap(at: CGPoint(x: 90, y: 25))
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [[0, 0], [0, 1]])
        recorder.calls = []
        input.tap(at: CGPoint(x: 25, y: 25))
        XCTAssertEqual(recorder.calls, ["didHighlight 0.0", "didUnhighlight 0.0", "shouldDeselect 0.0", "didDeselect 0.0"])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [[0, 1]])
    }

    /// Selection in code tells no delegate and scrolls as asked; the selection survives reuse.
    func testSelectItemInCode() async {
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [1000])
        defer { withExtendedLifetime(recorder) {} }
        recorder.calls = []
        collectionView.selectItem(at: [0, 250], animated: false, scrollPosition: .top)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 3000))
        collectionView.layoutIfNeeded()
        XCTAssertFalse(recorder.calls.contains { $0.hasPrefix("didSelect") || $0.hasPrefix("shouldSelect") })
        XCTAssertEqual(collectionView.cellForItem(at: [0, 250])?.isSelected, true)
        XCTAssertEqual(collectionView.cellForItem(at: [0, 251])?.isSelected, false)
        collectionView.deselectItem(at: [0, 250], animated: false)
        XCTAssertNil(collectionView.indexPathsForSelectedItems, "nil when none is selected (UIKit)")
        XCTAssertEqual(collectionView.cellForItem(at: [0, 250])?.isSelected, false)
        collectionView.selectItem(at: [0, 3], animated: false, scrollPosition: [])
        collectionView.reloadData()
        XCTAssertNil(collectionView.indexPathsForSelectedItems, "reloadData clears the selection")
    }

    func testBackgroundViewsOfCellsFollowSelection() async {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        XCTAssertTrue(cell.subviews.first === background)
        XCTAssertNil(selected.superview)
        cell.isHighlighted = true
        XCTAssertTrue(cell.subviews[1] === selected)
        XCTAssertTrue(cell.subviews[2] === cell.contentView)
        cell.isHighlighted = false
        XCTAssertNil(selected.superview)
        cell.isSelected = true
        XCTAssertEqual(selected.frame, CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    func testCollectionBackgroundViewStaysBehindAndFillsTheBounds() async {
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [100])
        defer { withExtendedLifetime(recorder) {} }
        let background = UIView()
        collectionView.backgroundView = background
        collectionView.contentOffset = CGPoint(x: 0, y: 120)
        collectionView.layoutIfNeeded()
        XCTAssertTrue(collectionView.subviews.first === background)
        XCTAssertEqual(background.frame, CGRect(x: 0, y: 120, width: 320, height: 480))
    }

    func testRegistrationsConfigureCells() async {
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [3])
        defer { withExtendedLifetime(recorder) {} }
        var configured: [String] = []
        let registration = UICollectionView.CellRegistration<CountingCollectionCell, String> { cell, indexPath, item in
            configured.append("\(indexPath.item) \(item)")
        }
        let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: [0, 1], item: "b")
        XCTAssertEqual(configured, ["1 b"])
        XCTAssertEqual(cell.frame, CGRect(x: 67.5, y: 0, width: 50, height: 50))
        let header = UICollectionView.SupplementaryRegistration<TitleView>(elementKind: "badge") { view, kind, indexPath in
            configured.append("\(kind) \(indexPath)")
        }
        let view = collectionView.dequeueConfiguredReusableSupplementary(using: header, for: [0, 0])
        XCTAssertEqual(configured.last, "badge [0, 0]")
        XCTAssertNotNil(view.reuseIdentifier)
    }

    /// Reconfiguring hands the item's own cell back to the data source (no new cell, no
    /// prepareForReuse); items off screen are skipped.
    func testReconfigureItemsReusesTheVisibleCell() async {
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [1000])
        defer { withExtendedLifetime(recorder) {} }
        let cell = collectionView.cellForItem(at: [0, 1]) as! CountingCollectionCell
        let made = recorder.cells.count
        recorder.calls = []
        collectionView.reconfigureItems(at: [[0, 1], [0, 900]])
        XCTAssertTrue(collectionView.cellForItem(at: [0, 1]) === cell)
        XCTAssertEqual(recorder.cells.count, made)
        XCTAssertEqual(cell.reuseCount, 0)
        XCTAssertEqual(recorder.calls, [], "no display events")
    }
}
