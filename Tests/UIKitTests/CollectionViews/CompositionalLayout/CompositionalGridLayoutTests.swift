import XCTest
@testable import UIKit
import UIKitTesting

/// Items, groups and sections: fractional sizes, insets, spacing and repetition.
@MainActor
final class CompositionalGridLayoutTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// Three columns of fractionalWidth(1/3) items with item and section insets and group spacing.
    func testThirdWidthGridWithInsetsAndInterGroupSpacing() async {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 8
        let layout = UICollectionViewCompositionalLayout(section: section)
        makeCompositionalCollectionView(layout, size: CGSize(width: 320, height: 480), itemCounts: [7])

        // The section's content is 300 wide: each column is 100, the item inset by 5 inside it.
        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 15, y: 15, width: 90, height: 90))
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 115, y: 15, width: 90, height: 90))
        XCTAssertEqual(itemFrame(layout, 2), CGRect(x: 215, y: 15, width: 90, height: 90))
        XCTAssertEqual(itemFrame(layout, 3), CGRect(x: 15, y: 123, width: 90, height: 90))
        XCTAssertEqual(itemFrame(layout, 6), CGRect(x: 15, y: 231, width: 90, height: 90))
        XCTAssertNil(itemFrame(layout, 7))
        // 10 + three rows of 100 + two spacings of 8 + 10.
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 320, height: 336))

        let visible = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 200, width: 320, height: 50)) ?? []
        XCTAssertEqual(Set(visible.map(\.indexPath.item)), [3, 4, 5, 6])
        // Rects that only touch do not meet (UIKit's CGRectIntersectsRect): row 2 ends at 213.
        let touching = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 213, width: 320, height: 18)) ?? []
        XCTAssertEqual(touching.count, 0)
        XCTAssertTrue(visible.allSatisfy { $0.representedElementCategory == .cell })
    }

    /// A wide item beside a vertical group of two half-height items (nested groups), repeated.
    func testNestedGroupsRepeatUntilTheItemsRunOut() async {
        let leading = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.7), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
        let trailing = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                        subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(200)),
                                                       subitems: [leading, trailing])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 600), itemCounts: [5])

        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 0, y: 0, width: 210, height: 200))
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 210, y: 0, width: 90, height: 100))
        XCTAssertEqual(itemFrame(layout, 2), CGRect(x: 210, y: 100, width: 90, height: 100))
        XCTAssertEqual(itemFrame(layout, 3), CGRect(x: 0, y: 200, width: 210, height: 200))
        XCTAssertEqual(itemFrame(layout, 4), CGRect(x: 210, y: 200, width: 90, height: 100))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 300, height: 400))
    }

    /// `repeatingSubitem:count:` sizes the copies to fill the group less the fixed spacing.
    func testRepeatingSubitemCountWithFixedInterItemSpacing() async {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(10), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)),
                                                       repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        makeCompositionalCollectionView(layout, size: CGSize(width: 320, height: 480), itemCounts: [4])

        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 110, y: 0, width: 100, height: 50))
        XCTAssertEqual(itemFrame(layout, 2), CGRect(x: 220, y: 0, width: 100, height: 50))
        XCTAssertEqual(itemFrame(layout, 3), CGRect(x: 0, y: 50, width: 100, height: 50))
    }

    /// Flexible spacing shares the space the fixed-width items leave over.
    func testFlexibleInterItemSpacingSharesTheLeftoverSpace() async {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(60), .absolute(60)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(60)), subitems: [item])
        group.interItemSpacing = .flexible(30)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 480), itemCounts: [4])

        // 60 + 30 + 60 + 30 + 60 = 240 fits, a fourth would not: three per row, 60 left, 30 more per gap.
        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 0, y: 0, width: 60, height: 60))
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 120, y: 0, width: 60, height: 60))
        XCTAssertEqual(itemFrame(layout, 2), CGRect(x: 240, y: 0, width: 60, height: 60))
        XCTAssertEqual(itemFrame(layout, 3), CGRect(x: 0, y: 60, width: 60, height: 60))
    }

    /// Edge spacing moves the item inside its group and takes room there.
    func testFixedEdgeSpacingOffsetsTheItem() async {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(100), .absolute(40)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(12), top: .fixed(4), trailing: nil, bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 480), itemCounts: [3])

        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 12, y: 4, width: 100, height: 40))
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 124, y: 4, width: 100, height: 40))
        // 12 + 100 + 12 + 100 = 224; a third needs 336 > 300: next row.
        XCTAssertEqual(itemFrame(layout, 2), CGRect(x: 12, y: 54, width: 100, height: 40))
    }

    /// A custom group places its items at the frames its provider returns, once per instance.
    func testCustomGroupUsesTheProvidersFrames() async {
        var containerSizes: [CGSize] = []
        let group = NSCollectionLayoutGroup.custom(layoutSize: layoutSize(.fractionalWidth(1), .absolute(120))) { environment in
            containerSizes.append(environment.container.contentSize)
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 60, y: 70, width: 50, height: 50), zIndex: 3)]
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 480), itemCounts: [3])

        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 60, y: 70, width: 50, height: 50))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex, 3)
        XCTAssertEqual(itemFrame(layout, 2), CGRect(x: 0, y: 120, width: 50, height: 50))
        XCTAssertEqual(containerSizes, [CGSize(width: 300, height: 120), CGSize(width: 300, height: 120)])
    }

    /// A badge anchored to the item's top-trailing corner, moved out by half its size.
    func testBadgeAnchoredWithAFractionalOffset() async {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: layoutSize(.absolute(20), .absolute(20)),
                                                        elementKind: "badge", containerAnchor: badgeAnchor)
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(100), .absolute(100)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 480), itemCounts: [2])

        let attributes = layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(attributes?.frame, CGRect(x: 190, y: -10, width: 20, height: 20))
        XCTAssertEqual(attributes?.zIndex, 1)
        XCTAssertEqual(attributes?.representedElementCategory, .supplementaryView)
        let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: -20, width: 300, height: 200)) ?? []
        XCTAssertEqual(all.filter { $0.representedElementKind == "badge" }.count, 2)
    }

    /// The rect query (binary search) returns exactly what a scan of every frame would.
    func testRectQueryMatchesAFullScan() async {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.25), .absolute(37)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(37)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 3
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 11
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let counts = [1000, 3, 0, 517]
        makeCompositionalCollectionView(layout, size: CGSize(width: 400, height: 600), itemCounts: counts)

        var all: [IndexPath: CGRect] = [:]
        for (section, count) in counts.enumerated() {
            for item in 0..<count { all[IndexPath(item: item, section: section)] = itemFrame(layout, item, section) }
        }
        XCTAssertEqual(all.count, 1520)
        for rect in [CGRect(x: 0, y: 0, width: 400, height: 600), CGRect(x: 0, y: 9_000, width: 400, height: 800),
                     CGRect(x: 150, y: 9_990, width: 20, height: 40), CGRect(x: 0, y: 14_000, width: 400, height: 2_000)] {
            let expected = Set(all.filter { UICollectionViewCompositionalLayout.meets($0.value, rect) }.keys)
            let answered = layout.layoutAttributesForElements(in: rect) ?? []
            XCTAssertEqual(Set(answered.map(\.indexPath)), expected, "rect \(rect)")
            XCTAssertEqual(answered.count, expected.count)
            XCTAssertFalse(expected.isEmpty)
        }
    }
}
