import XCTest
@testable import UIKit
import UIKitTesting

/// Orthogonal sections: laid out across the layout's axis, scrolled by a per-section offset
/// that the paging behaviours snap.
@MainActor
final class CompositionalOrthogonalSectionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = behavior
        carousel.interGroupSpacing = 10
        carousel.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let row = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)))
        let rows = NSCollectionLayoutSection(group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitems: [row]))
        return UICollectionViewCompositionalLayout { index, _ in index == 0 ? carousel : rows }
    }

    func testGroupsAreLaidOutAcrossTheScrollAxis() async {
        let layout = carousel(.continuous)
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 500), itemCounts: [3, 1])

        // The groups are 0.8 of the 280-point content width, side by side with 10 between.
        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 10, y: 0, width: 224, height: 100))
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 244, y: 0, width: 224, height: 100))
        XCTAssertEqual(itemFrame(layout, 2), CGRect(x: 478, y: 0, width: 224, height: 100))
        // The section is one group high; the next section follows it.
        XCTAssertEqual(itemFrame(layout, 0, 1), CGRect(x: 0, y: 100, width: 300, height: 44))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 300, height: 144))
        // 10 + 3 × 224 + 2 × 10 + 10 = 712 of content in a 300-point viewport.
        XCTAssertEqual(layout._orthogonalScrollRange(forSection: 0), 0...412)
        XCTAssertEqual(Set((layout.layoutAttributesForElements(in: CGRect(x: 1, y: 0, width: 298, height: 99)) ?? []).map(\.indexPath.item)),
                       [0, 1])
    }

    func testGroupPagingSnapsOneGroupPerGestureAndShiftsTheFrames() async {
        let layout = carousel(.groupPaging)
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 500), itemCounts: [3, 1])

        XCTAssertEqual(layout._targetOrthogonalScrollOffset(forProposedOffset: 100, velocity: 500, section: 0), 234)
        XCTAssertEqual(layout._targetOrthogonalScrollOffset(forProposedOffset: 100, velocity: 0, section: 0), 0)
        XCTAssertEqual(layout._targetOrthogonalScrollOffset(forProposedOffset: 180, velocity: 0, section: 0), 234)
        layout._setOrthogonalScrollOffset(234, forSection: 0)
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 10, y: 0, width: 224, height: 100))
        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: -224, y: 0, width: 224, height: 100))
        // The last group's leading edge (468) is past the end of the content: it stops at 412.
        XCTAssertEqual(layout._targetOrthogonalScrollOffset(forProposedOffset: 300, velocity: 500, section: 0), 412)
        let visible = (layout.layoutAttributesForElements(in: CGRect(x: 1, y: 0, width: 298, height: 99)) ?? []).map(\.indexPath.item)
        XCTAssertEqual(Set(visible), [1, 2])

        // The offset survives a new layout pass, as a scroll view's offset would.
        layout.invalidateLayout()
        layout.prepare()
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 10, y: 0, width: 224, height: 100))
    }

    func testGroupPagingCenteredStartsWithTheFirstGroupCentred() async {
        let layout = carousel(.groupPagingCentered)
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 500), itemCounts: [3, 1])

        XCTAssertEqual(layout._orthogonalScrollOffset(forSection: 0), -28)
        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 38, y: 0, width: 224, height: 100))
        XCTAssertEqual(layout._targetOrthogonalScrollOffset(forProposedOffset: 0, velocity: 300, section: 0), 206)
        layout._setOrthogonalScrollOffset(206, forSection: 0)
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 38, y: 0, width: 224, height: 100))
    }

    func testPagingSnapsToViewportPages() async {
        let layout = carousel(.paging)
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 500), itemCounts: [3, 1])
        XCTAssertEqual(layout._targetOrthogonalScrollOffset(forProposedOffset: 40, velocity: 200, section: 0), 300)
        XCTAssertEqual(layout._targetOrthogonalScrollOffset(forProposedOffset: 40, velocity: 0, section: 0), 0)
        layout._setOrthogonalScrollOffset(300, forSection: 0)
        XCTAssertEqual(layout._targetOrthogonalScrollOffset(forProposedOffset: 350, velocity: 200, section: 0), 412)
    }

    /// The visible-items handler sees the section's offset and can change what is shown.
    func testVisibleItemsInvalidationHandlerSeesTheOffset() async {
        var offsets: [CGPoint] = []
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.absolute(100), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            offsets.append(offset)
            for visible in items { visible.alpha = 0.5 }
        }
        let handled = UICollectionViewCompositionalLayout(section: section)
        makeCompositionalCollectionView(handled, size: CGSize(width: 300, height: 500), itemCounts: [5])
        handled._setOrthogonalScrollOffset(50, forSection: 0)
        let shown = handled.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 100)) ?? []
        XCTAssertEqual(offsets, [CGPoint(x: 50, y: 0)])
        XCTAssertEqual(shown.map(\.indexPath.item), [0, 1, 2, 3])
        XCTAssertTrue(shown.allSatisfy { $0.alpha == 0.5 })
        // The stored attributes are untouched.
        XCTAssertEqual(handled.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.alpha, 1)
    }

    func testContinuousGroupLeadingBoundaryRestsOnTheNearestGroup() async {
        let layout = carousel(.continuousGroupLeadingBoundary)
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 500), itemCounts: [3, 1])
        // Group leading edges at 0, 234 and 468 (clamped to the end, 412); no one-group limit.
        XCTAssertEqual(layout._targetOrthogonalScrollOffset(forProposedOffset: 100, velocity: 900, section: 0), 0)
        XCTAssertEqual(layout._targetOrthogonalScrollOffset(forProposedOffset: 400, velocity: 900, section: 0), 412)
        XCTAssertEqual(layout._targetOrthogonalScrollOffset(forProposedOffset: 250, velocity: -900, section: 0), 234)
        // Out-of-range offsets are clamped.
        layout._setOrthogonalScrollOffset(-50, forSection: 0)
        XCTAssertEqual(layout._orthogonalScrollOffset(forSection: 0), 0)
        layout._setOrthogonalScrollOffset(10_000, forSection: 0)
        XCTAssertEqual(layout._orthogonalScrollOffset(forSection: 0), 412)
        XCTAssertEqual(itemFrame(layout, 2), CGRect(x: 66, y: 0, width: 224, height: 100))
    }
}
