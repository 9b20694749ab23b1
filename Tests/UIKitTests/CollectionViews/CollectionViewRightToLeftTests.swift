import XCTest
@testable @_spi(Platform) import UIKit
import UIKitTesting

/// A layout that places item 0 at a fixed rect and says whether it flips.
private final class FixedRectLayout: UICollectionViewLayout {
    var flips = false
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }
    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 100) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = layoutAttributesForItem(at: [0, 0]), attributes.frame.intersects(rect) else { return [] }
        return [attributes]
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath == [0, 0] else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 10, y: 0, width: 60, height: 40)
        return attributes
    }
}

/// Right-to-left collection views: the collection view mirrors layouts that flip (UIKit).
@MainActor
final class CollectionViewRightToLeftTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testWhichLayoutsFlip() async {
        XCTAssertFalse(UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
        XCTAssertEqual(UICollectionViewLayout().developmentLayoutDirection, .leftToRight)
        XCTAssertTrue(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let compositional = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        XCTAssertTrue(compositional.flipsHorizontallyInOppositeLayoutDirection)
    }

    /// A vertical flow fills its lines from the right: the mirror of the left-to-right frames
    /// about the 320-point content width. The layout itself still answers in its own terms.
    func testVerticalFlowFillsLinesFromTheRight() async throws {
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [7])
        defer { withExtendedLifetime(recorder) {} }
        collectionView.semanticContentAttribute = .forceRightToLeft
        collectionView.layoutIfNeeded()
        XCTAssertEqual(CollectionTestSupport.frames(collectionView, 0..<7), [
            CGRect(x: 270, y: 0, width: 50, height: 50), CGRect(x: 202.5, y: 0, width: 50, height: 50),
            CGRect(x: 135, y: 0, width: 50, height: 50), CGRect(x: 67.5, y: 0, width: 50, height: 50),
            CGRect(x: 0, y: 0, width: 50, height: 50),
            CGRect(x: 270, y: 60, width: 50, height: 50), CGRect(x: 202.5, y: 60, width: 50, height: 50),
        ])
        XCTAssertEqual(collectionView.collectionViewLayout.layoutAttributesForItem(at: [0, 0])?.frame,
                       CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(try XCTUnwrap(collectionView.cellForItem(at: [0, 0])).frame, CGRect(x: 270, y: 0, width: 50, height: 50))
        XCTAssertEqual(try XCTUnwrap(collectionView.cellForItem(at: [0, 6])).frame, CGRect(x: 202.5, y: 60, width: 50, height: 50))
        XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 300, y: 10)), [0, 0])
        XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 10)), [0, 4])

        // Back to left-to-right: the layout's own frames again.
        collectionView.semanticContentAttribute = .forceLeftToRight
        collectionView.layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(collectionView.cellForItem(at: [0, 0])).frame, CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    /// A horizontal flow starts at the right: its first column is at the right end of the
    /// content (590 wide) and the collection view shows that end (offset 270).
    func testHorizontalFlowStartsAtTheRightEnd() async throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [20], layout: layout,
                                                                         frame: CGRect(x: 0, y: 0, width: 320, height: 110))
        defer { withExtendedLifetime(recorder) {} }
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 590, height: 110))
        XCTAssertEqual(collectionView.contentOffset, .zero)
        collectionView.semanticContentAttribute = .forceRightToLeft
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 270, y: 0))
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: [0, 0])?.frame, CGRect(x: 540, y: 0, width: 50, height: 50))
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: [0, 1])?.frame, CGRect(x: 540, y: 60, width: 50, height: 50))
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: [0, 19])?.frame, CGRect(x: 0, y: 60, width: 50, height: 50))
        XCTAssertEqual(try XCTUnwrap(collectionView.cellForItem(at: [0, 0])).frame, CGRect(x: 540, y: 0, width: 50, height: 50))
        XCTAssertNil(collectionView.cellForItem(at: [0, 19]), "the last column is off screen at the left")
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.sorted().first, [0, 0])
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.count, 12, "six columns at 270...590")
    }

    /// A custom layout is not mirrored unless it says it flips.
    func testACustomLayoutFlipsOnlyWhenItSaysSo() async throws {
        let layout = FixedRectLayout()
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [1], layout: UICollectionViewFlowLayout())
        defer { withExtendedLifetime(recorder) {} }
        collectionView.collectionViewLayout = layout
        collectionView.semanticContentAttribute = .forceRightToLeft
        collectionView.layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(collectionView.cellForItem(at: [0, 0])).frame, CGRect(x: 10, y: 0, width: 60, height: 40))
        layout.flips = true
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(collectionView.cellForItem(at: [0, 0])).frame, CGRect(x: 250, y: 0, width: 60, height: 40))
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: [0, 0])?.frame, CGRect(x: 250, y: 0, width: 60, height: 40))
    }

    /// A compositional orthogonal section starts at its trailing (right) edge: its scroll view
    /// starts at the far end of its range, and dragging to the right brings the later items in.
    func testCompositionalOrthogonalSectionStartsAtTheTrailingEdge() async {
        let fixture = OrthogonalFixture(.continuous, rightToLeft: true)
        XCTAssertEqual(fixture.scroller?.contentOffset, CGPoint(x: 680, y: 0))
        XCTAssertEqual(fixture.offset, 0)
        fixture.assertFrame(fixture.cellFrame(0), CGRect(x: 220, y: 0, width: 100, height: 100))
        fixture.assertFrame(fixture.cellFrame(2), CGRect(x: 20, y: 0, width: 100, height: 100))
        XCTAssertEqual(fixture.collectionView.layoutAttributesForItem(at: [0, 1])?.frame, CGRect(x: 120, y: 0, width: 100, height: 100))
        // The other section's full-width rows are unchanged by the mirror.
        XCTAssertEqual(fixture.collectionView.cellForItem(at: [1, 0])?.frame, CGRect(x: 0, y: 100, width: 320, height: 100))

        fixture.input.touchDown(1, at: CGPoint(x: 20, y: 50))
        fixture.input.advance(by: 0.01)
        fixture.input.touchMove(1, to: CGPoint(x: 30, y: 50))
        fixture.input.advance(by: 0.01)
        fixture.input.touchMove(1, to: CGPoint(x: 280, y: 50))
        XCTAssertEqual(fixture.scroller?.contentOffset, CGPoint(x: 430, y: 0))
        XCTAssertEqual(fixture.offset, 250)
        XCTAssertEqual(fixture.collectionView.layoutAttributesForItem(at: [0, 3])?.frame, CGRect(x: 170, y: 0, width: 100, height: 100))
        fixture.assertFrame(fixture.cellFrame(3), CGRect(x: 170, y: 0, width: 100, height: 100))
        fixture.assertFrame(fixture.cellFrame(5), CGRect(x: -30, y: 0, width: 100, height: 100))
        fixture.holdAndLift(at: CGPoint(x: 280, y: 50))
    }

    /// Group paging in right-to-left: a fling to the right moves one group toward the end.
    func testCompositionalGroupPagingFlingsTowardTheLeftEnd() async {
        let fixture = OrthogonalFixture(.groupPaging, rightToLeft: true)
        fixture.flingLeft(speed: -1000, steps: 8, from: 20)
        ManualClock.advance(by: 5)
        XCTAssertEqual(fixture.offset, 100)
        XCTAssertEqual(fixture.scroller?.contentOffset, CGPoint(x: 580, y: 0))
        fixture.assertFrame(fixture.cellFrame(1), CGRect(x: 220, y: 0, width: 100, height: 100))
    }
}
