import XCTest
@testable import UIKit
import UIKitTesting

/// Layout-wide configuration, horizontal layouts, bounds changes and bad input.
@MainActor
final class CompositionalLayoutConfigurationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A horizontal layout stacks its groups along x; sections follow each other along x.
    func testHorizontalScrollDirectionStacksGroupsAlongX() async {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 5, bottom: 20, trailing: 5)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 30
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        XCTAssertEqual(layout.configuration.scrollDirection, .horizontal)
        makeCompositionalCollectionView(layout, size: CGSize(width: 320, height: 240), itemCounts: [3, 1])

        // The content is 200 high (240 less 20 + 20): two items of 100 per group.
        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 5, y: 20, width: 100, height: 100))
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 5, y: 120, width: 100, height: 100))
        XCTAssertEqual(itemFrame(layout, 2), CGRect(x: 115, y: 20, width: 100, height: 100))
        // Section 0 ends at 5 + 100 + 10 + 100 + 5 = 220; section 1 starts 30 later.
        XCTAssertEqual(itemFrame(layout, 0, 1), CGRect(x: 255, y: 20, width: 100, height: 100))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 360, height: 240))
    }

    /// A new width lays the sections out again; a scroll of the same size does not.
    func testBoundsChangesInvalidateOnlyForANewSize() async {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 400), itemCounts: [3])
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 40, width: 300, height: 400)))
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 500, height: 400)))
        XCTAssertTrue(layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 0, width: 500, height: 400)).invalidateEverything)

        collectionView.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: collectionView.bounds))
        layout.prepare()
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 250, y: 0, width: 250, height: 50))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 500, height: 100))
    }

    /// The section provider is asked for each section with the container's size; a change of
    /// the item counts is picked up by the next `prepare()`.
    func testSectionProviderAndItemCountChanges() async {
        var asked: [Int] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            asked.append(index)
            let width = environment.container.effectiveContentSize.width / CGFloat(index + 1)
            let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(width), .absolute(30)))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), subitems: [item]))
        }
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 400), itemCounts: [1, 2])
        XCTAssertEqual(asked, [0, 1])
        XCTAssertEqual(itemFrame(layout, 1, 1), CGRect(x: 150, y: 30, width: 150, height: 30))
        layout._itemCountsOverride = [1, 4]
        layout.prepare()
        XCTAssertEqual(itemFrame(layout, 3, 1), CGRect(x: 150, y: 60, width: 150, height: 30))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 300, height: 90))
    }

    /// Content insets are ignored along an estimated axis (the view's own size wins there).
    func testItemInsetsAreIgnoredAlongAnEstimatedAxis() async {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(40)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .estimated(40)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 400), itemCounts: [2])
        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 8, y: 0, width: 284, height: 40))
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 8, y: 40, width: 284, height: 40))
    }

    /// Non-finite and negative dimensions count as zero: no NaN frames, no hang.
    func testBadDimensionsGiveFiniteFrames() async {
        XCTAssertEqual(NSCollectionLayoutDimension.absolute(.nan).dimension, 0)
        XCTAssertEqual(NSCollectionLayoutDimension.fractionalWidth(-1).dimension, 0)
        XCTAssertEqual(NSCollectionLayoutDimension.estimated(.infinity).dimension, 0)
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(.nan), .absolute(-5)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(.infinity)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 400), itemCounts: [1000])
        let frames = (0..<1000).compactMap { itemFrame(layout, $0) }
        XCTAssertEqual(frames.count, 1000)
        XCTAssertTrue(frames.allSatisfy { $0 == .zero })
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 300, height: 0))
    }

    func testDescriptiveTypesKeepTheirValues() async {
        let dimension = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 33)
        XCTAssertTrue(dimension.isUniformAcrossSiblings)
        XCTAssertFalse(dimension.isEstimated)
        XCTAssertEqual(dimension.dimension, 33)
        XCTAssertTrue(NSCollectionLayoutDimension.fractionalHeight(0.5).isFractionalHeight)
        XCTAssertTrue(NSCollectionLayoutSpacing.flexible(4).isFlexibleSpacing)
        XCTAssertEqual(NSCollectionLayoutSpacing.fixed(4).spacing, 4)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(10)),
                                                                 elementKind: "h", alignment: .top, absoluteOffset: CGPoint(x: 0, y: -4))
        XCTAssertEqual(header.offset, CGPoint(x: 0, y: -4))
        XCTAssertTrue(header.extendsBoundary)
        XCTAssertFalse(header.pinToVisibleBounds)
        XCTAssertEqual(header.zIndex, 1)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: layoutSize(.fractionalWidth(1), .absolute(10)),
                                                                 subitems: [NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(10)))]))
        XCTAssertEqual(section.orthogonalScrollingBehavior, .none)
        XCTAssertTrue(section.supplementariesFollowContentInsets)
        XCTAssertEqual(section.contentInsetsReference, .automatic)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        XCTAssertEqual(configuration.contentInsetsReference, .safeArea)
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        configuration.interSectionSpacing = 99
        XCTAssertEqual(layout.configuration.interSectionSpacing, 0, "the layout keeps a copy")
        var list = UICollectionLayoutListConfiguration(appearance: .sidebar)
        XCTAssertNil(list.headerTopPadding)
        XCTAssertEqual(list.headerMode, .none)
        list.trailingSwipeActionsConfigurationProvider = { _ in nil }
        XCTAssertNotNil(list.trailingSwipeActionsConfigurationProvider)
    }
}
