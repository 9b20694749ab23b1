import XCTest
@testable @_spi(Platform) import UIKit
import UIKitTesting

/// Orthogonal sections scroll by touch, wheel and fling in their own scroll view (UIKit).
@MainActor
final class OrthogonalSectionScrollingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// The section's scroll view spans the section and holds its cells; its content is the
    /// section's scrollable range.
    func testTheSectionsCellsLiveInAScrollViewSizedToTheSection() async throws {
        let fixture = OrthogonalFixture(.continuous)
        let scroller = try XCTUnwrap(fixture.scroller)
        XCTAssertEqual(scroller.frame, CGRect(x: 0, y: 0, width: 320, height: 100))
        XCTAssertEqual(scroller.contentSize, CGSize(width: 1000, height: 100))
        XCTAssertEqual(scroller.contentOffset, .zero)
        let cell = try XCTUnwrap(fixture.collectionView.cellForItem(at: [0, 1]))
        XCTAssertTrue(cell.superview === scroller)
        XCTAssertEqual(cell.frame, CGRect(x: 100, y: 0, width: 100, height: 100))
        // The other section's cells stay in the collection view.
        XCTAssertTrue(fixture.collectionView.cellForItem(at: [1, 0])?.superview === fixture.collectionView)
        XCTAssertEqual(fixture.collectionView.cellForItem(at: [1, 0])?.frame, CGRect(x: 0, y: 100, width: 320, height: 100))
    }

    /// A horizontal drag scrolls the section (not the collection view); the layout follows,
    /// cells come into view, and the visible-items handler sees the offset as it moves.
    func testAHorizontalDragScrollsAContinuousSection() async {
        let fixture = OrthogonalFixture(.continuous)
        var seenOffsets: [CGPoint] = []
        fixture.section.visibleItemsInvalidationHandler = { _, offset, _ in seenOffsets.append(offset) }
        fixture.input.touchDown(1, at: CGPoint(x: 300, y: 50))
        fixture.input.advance(by: 0.01)
        fixture.input.touchMove(1, to: CGPoint(x: 290, y: 50))
        fixture.input.advance(by: 0.01)
        fixture.input.touchMove(1, to: CGPoint(x: 40, y: 50))
        XCTAssertEqual(fixture.scroller?.contentOffset, CGPoint(x: 250, y: 0))
        XCTAssertEqual(fixture.offset, 250)
        XCTAssertEqual(fixture.collectionView.contentOffset, .zero)
        XCTAssertEqual(seenOffsets.last, CGPoint(x: 250, y: 0))
        XCTAssertEqual(fixture.collectionView.layoutAttributesForItem(at: [0, 5])?.frame, CGRect(x: 250, y: 0, width: 100, height: 100))
        fixture.assertFrame(fixture.cellFrame(5), CGRect(x: 250, y: 0, width: 100, height: 100))
        fixture.assertFrame(fixture.cellFrame(2), CGRect(x: -50, y: 0, width: 100, height: 100))
        XCTAssertNil(fixture.collectionView.cellForItem(at: [0, 1]), "scrolled out: reused")
        XCTAssertEqual(fixture.collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }, [[0, 2], [0, 3], [0, 4], [0, 5]])
        fixture.input.touchUp(1, at: CGPoint(x: 40, y: 50))
    }

    /// Dragged past its start the section rubber-bands: the cells move with its scroll view while
    /// the layout's offset stays at the end of its range; then it springs back.
    func testDraggingPastTheStartRubberBandsTheCells() async {
        let fixture = OrthogonalFixture(.continuous)
        fixture.input.touchDown(1, at: CGPoint(x: 20, y: 50))
        fixture.input.advance(by: 0.01)
        fixture.input.touchMove(1, to: CGPoint(x: 30, y: 50))
        fixture.input.advance(by: 0.01)
        fixture.input.touchMove(1, to: CGPoint(x: 130, y: 50))
        let stretch: CGFloat = 100 * 0.55 / 320
        let band: CGFloat = (1 - 1 / (stretch + 1)) * 320
        XCTAssertEqual(fixture.scroller?.contentOffset.x ?? 0, -band, accuracy: 1e-9)
        XCTAssertEqual(fixture.offset, 0)
        fixture.assertFrame(fixture.cellFrame(0), CGRect(x: band, y: 0, width: 100, height: 100))
        fixture.holdAndLift(at: CGPoint(x: 130, y: 50))
        ManualClock.advance(by: 2)
        XCTAssertEqual(fixture.scroller?.contentOffset, .zero)
        fixture.assertFrame(fixture.cellFrame(0), CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// A fast fling coasts with the scroll view's deceleration and stops at the section's end.
    func testAFlingOnAContinuousSectionCoastsToTheEnd() async {
        let fixture = OrthogonalFixture(.continuous)
        fixture.flingLeft(speed: 3000, steps: 10)
        XCTAssertTrue(fixture.scroller?.isDecelerating ?? false)
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.scroller?.contentOffset, CGPoint(x: 680, y: 0))
        XCTAssertEqual(fixture.offset, 680)
        fixture.assertFrame(fixture.cellFrame(9), CGRect(x: 220, y: 0, width: 100, height: 100))
        XCTAssertEqual(fixture.collectionView.contentOffset, .zero)
    }

    /// The wheel's horizontal deltas scroll the section under the pointer.
    func testTheWheelScrollsTheSection() async {
        let fixture = OrthogonalFixture(.continuous)
        fixture.input.scroll(at: CGPoint(x: 160, y: 50), by: CGVector(dx: -40, dy: 0), steps: 3)
        ManualClock.advance(by: 1)
        XCTAssertEqual(fixture.offset, 120)
        fixture.assertFrame(fixture.cellFrame(2), CGRect(x: 80, y: 0, width: 100, height: 100))
        XCTAssertEqual(fixture.collectionView.contentOffset, .zero)
    }

    /// `.paging` moves one visible width per fling, the last page ending at the content's end.
    func testPagingMovesOnePagePerFling() async {
        let fixture = OrthogonalFixture(.paging)
        fixture.flingLeft(speed: 1000, steps: 8)
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.offset, 320)
        fixture.assertFrame(fixture.cellFrame(4), CGRect(x: 80, y: 0, width: 100, height: 100))
        fixture.flingLeft(speed: 1000, steps: 8)
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.offset, 640)
        fixture.flingLeft(speed: 1000, steps: 8)
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.offset, 680)
        XCTAssertEqual(fixture.scroller?.contentOffset, CGPoint(x: 680, y: 0))
    }

    /// `.groupPaging` moves one group per fling, and a slow drag settles on the nearest group.
    func testGroupPagingMovesOneGroupPerFling() async {
        let fixture = OrthogonalFixture(.groupPaging)
        fixture.flingLeft(speed: 1000, steps: 8)
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.offset, 100)
        fixture.assertFrame(fixture.cellFrame(1), CGRect(x: 0, y: 0, width: 100, height: 100))
        fixture.flingLeft(speed: 1000, steps: 8)
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.offset, 200)
        fixture.drag(by: 70)
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.offset, 300, "270 is nearest to the group at 300")
    }

    /// A long slow drag ending in a fling: the finger lifts past 290, but UIKit pages from where
    /// the drag began, so the section moves one group (to 100), not one group past the release.
    func testGroupPagingFlingPagesFromWhereTheDragBegan() async {
        let fixture = OrthogonalFixture(.groupPaging)
        var x: CGFloat = 300
        fixture.input.touchDown(1, at: CGPoint(x: x, y: 50))
        fixture.input.advance(by: 0.01)
        fixture.input.touchMove(1, to: CGPoint(x: 290, y: 50))
        fixture.input.advance(by: 0.3)
        x = 90
        fixture.input.touchMove(1, to: CGPoint(x: x, y: 50))
        for _ in 0..<8 {
            fixture.input.advance(by: 0.005)
            x -= 5
            fixture.input.touchMove(1, to: CGPoint(x: x, y: 50))
        }
        XCTAssertEqual(fixture.offset, 240)
        fixture.input.touchUp(1, at: CGPoint(x: x, y: 50))
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.offset, 100)
        fixture.assertFrame(fixture.cellFrame(1), CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// `.paging` the same way: a long drag then a fling moves one page from the drag's start.
    func testPagingFlingPagesFromWhereTheDragBegan() async {
        let fixture = OrthogonalFixture(.paging)
        fixture.flingLeft(speed: 1000, steps: 8)
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.offset, 320)
        var x: CGFloat = 300
        fixture.input.touchDown(1, at: CGPoint(x: x, y: 50))
        fixture.input.advance(by: 0.01)
        fixture.input.touchMove(1, to: CGPoint(x: 290, y: 50))
        fixture.input.advance(by: 0.3)
        x = 60
        fixture.input.touchMove(1, to: CGPoint(x: x, y: 50))
        for _ in 0..<8 {
            fixture.input.advance(by: 0.005)
            x -= 5
            fixture.input.touchMove(1, to: CGPoint(x: x, y: 50))
        }
        fixture.input.touchUp(1, at: CGPoint(x: x, y: 50))
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.offset, 640, "one page from 320, although the finger lifted near 590")
    }

    /// A slow drag across several groups, released without velocity, settles on the group
    /// nearest to the release point.
    func testGroupPagingSlowDragSettlesNearTheRelease() async {
        let fixture = OrthogonalFixture(.groupPaging)
        fixture.drag(by: 260)
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.offset, 300)
    }

    /// `.groupPagingCentered` starts with the first group centred (the scroll view's inset makes
    /// room before the content) and a fling centres the next group.
    func testGroupPagingCenteredScrollsFromTheCentredFirstGroup() async {
        let fixture = OrthogonalFixture(.groupPagingCentered)
        XCTAssertEqual(fixture.offset, -110)
        XCTAssertEqual(fixture.scroller?.contentInset, UIEdgeInsets(top: 0, left: 110, bottom: 0, right: 0))
        XCTAssertEqual(fixture.scroller?.contentSize, CGSize(width: 1110, height: 100))
        XCTAssertEqual(fixture.scroller?.contentOffset, CGPoint(x: -110, y: 0))
        fixture.assertFrame(fixture.cellFrame(0), CGRect(x: 110, y: 0, width: 100, height: 100))
        fixture.flingLeft(speed: 1000, steps: 8)
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.offset, -10)
        fixture.assertFrame(fixture.cellFrame(1), CGRect(x: 110, y: 0, width: 100, height: 100))
    }

    /// `.continuousGroupLeadingBoundary` comes to rest with a group's leading edge at the start.
    func testContinuousGroupLeadingBoundaryRestsOnAGroupEdge() async {
        let fixture = OrthogonalFixture(.continuousGroupLeadingBoundary)
        fixture.drag(by: 130)
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.offset, 100)
        XCTAssertEqual(fixture.scroller?.contentOffset, CGPoint(x: 100, y: 0))
        fixture.drag(by: 60)
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.offset, 200)
        fixture.assertFrame(fixture.cellFrame(2), CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// A vertical drag that starts on the section scrolls the collection view, not the section.
    func testAVerticalDragOverTheSectionScrollsTheCollectionView() async {
        let fixture = OrthogonalFixture(.continuous)
        fixture.input.touchDown(1, at: CGPoint(x: 160, y: 90))
        fixture.input.advance(by: 0.01)
        fixture.input.touchMove(1, to: CGPoint(x: 160, y: 80))
        fixture.input.advance(by: 0.01)
        fixture.input.touchMove(1, to: CGPoint(x: 160, y: 20))
        XCTAssertEqual(fixture.collectionView.contentOffset, CGPoint(x: 0, y: 60))
        XCTAssertEqual(fixture.offset, 0)
        XCTAssertEqual(fixture.scroller?.contentOffset, .zero)
        fixture.assertFrame(fixture.cellFrame(0), CGRect(x: 0, y: 0, width: 100, height: 100))
        fixture.holdAndLift(at: CGPoint(x: 160, y: 20))
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.collectionView.contentOffset, CGPoint(x: 0, y: 60))
    }

    /// After scrolling the section, hit-testing and a tap find the item under the finger.
    func testATapAfterScrollingSelectsTheItemUnderTheFinger() async {
        let fixture = OrthogonalFixture(.continuous)
        fixture.drag(by: 200)
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.offset, 200)
        XCTAssertEqual(fixture.collectionView.indexPathForItem(at: CGPoint(x: 50, y: 50)), [0, 2])
        fixture.recorder.calls = []
        fixture.input.tap(at: CGPoint(x: 150, y: 50))
        XCTAssertEqual(fixture.recorder.calls, ["didHighlight 0.3", "didUnhighlight 0.3", "shouldSelect 0.3", "didSelect 0.3"])
        XCTAssertEqual(fixture.collectionView.indexPathsForSelectedItems, [[0, 3]])
        XCTAssertEqual(fixture.collectionView.cellForItem(at: [0, 3])?.isSelected, true)
    }

    /// An item inserted into a scrolled section appears in its scroll view, under the offset.
    func testAnInsertedItemJoinsTheSectionsScrollView() async {
        let fixture = OrthogonalFixture(.continuous)
        fixture.drag(by: 200)
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.offset, 200)
        fixture.recorder.itemsPerSection = [11, 20]
        UIView.performWithoutAnimation { fixture.collectionView.insertItems(at: [[0, 3]]) }
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(fixture.offset, 200, "the section keeps its scroll position")
        let cell = fixture.collectionView.cellForItem(at: [0, 3])
        XCTAssertTrue(cell?.superview === fixture.scroller)
        fixture.assertFrame(fixture.cellFrame(3), CGRect(x: 100, y: 0, width: 100, height: 100))
        fixture.assertFrame(fixture.cellFrame(4), CGRect(x: 200, y: 0, width: 100, height: 100))
        XCTAssertEqual(fixture.scroller?.contentSize, CGSize(width: 1100, height: 100))
    }

    /// An offset set through the layout moves the scroll view with it.
    func testTheScrollViewFollowsAnOffsetSetByTheLayout() async {
        let fixture = OrthogonalFixture(.continuous)
        fixture.layout._setOrthogonalScrollOffset(300, forSection: 0)
        fixture.collectionView.setNeedsLayout()
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(fixture.scroller?.contentOffset, CGPoint(x: 300, y: 0))
        fixture.assertFrame(fixture.cellFrame(3), CGRect(x: 0, y: 0, width: 100, height: 100))
    }
}

/// In a horizontally scrolling layout, an orthogonal section scrolls vertically.
@MainActor
final class OrthogonalSectionVerticalScrollingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testAVerticalDragScrollsTheSectionOfAHorizontalLayout() async {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.absolute(100), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        let recorder = CollectionRecorder(itemsPerSection: [10])
        collectionView.dataSource = recorder
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        let scroller = collectionView.subviews.compactMap { $0 as? UIScrollView }.first
        XCTAssertEqual(scroller?.frame, CGRect(x: 0, y: 0, width: 100, height: 480))
        XCTAssertEqual(scroller?.contentSize, CGSize(width: 100, height: 1000))
        let input = InputSimulator(window: window)
        input.touchDown(1, at: CGPoint(x: 50, y: 400))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 50, y: 390))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 50, y: 240))
        XCTAssertEqual(layout._orthogonalScrollOffset(forSection: 0), 150)
        XCTAssertEqual(scroller?.contentOffset, CGPoint(x: 0, y: 150))
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: [0, 2])?.frame, CGRect(x: 0, y: 50, width: 100, height: 100))
        XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 50, y: 60)), [0, 2])
        input.touchCancel(1)
    }
}
