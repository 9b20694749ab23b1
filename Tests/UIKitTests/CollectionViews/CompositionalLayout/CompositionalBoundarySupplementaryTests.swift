import XCTest
@testable import UIKit
import UIKitTesting

/// Section headers and footers, pinned headers, layout-wide headers and section backgrounds.
@MainActor
final class CompositionalBoundarySupplementaryTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func rowSection(header: NSCollectionLayoutBoundarySupplementaryItem? = nil) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let header = header ?? NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), elementKind: "header", alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), elementKind: "footer", alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        return section
    }

    private func supplementary(_ layout: UICollectionViewLayout, _ kind: String, _ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    /// Headers and footers follow the insets across the axis and sit outside them along it.
    func testHeaderAndFooterAroundTheSectionsInsets() async {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: rowSection(), configuration: configuration)
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 400), itemCounts: [2, 1])

        XCTAssertEqual(supplementary(layout, "header", 0), CGRect(x: 16, y: 0, width: 268, height: 40))
        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 16, y: 50, width: 268, height: 50))
        XCTAssertEqual(itemFrame(layout, 1), CGRect(x: 16, y: 100, width: 268, height: 50))
        XCTAssertEqual(supplementary(layout, "footer", 0), CGRect(x: 16, y: 160, width: 268, height: 30))
        // Section 1 starts after the 20-point inter-section spacing.
        XCTAssertEqual(supplementary(layout, "header", 1), CGRect(x: 16, y: 210, width: 268, height: 40))
        XCTAssertEqual(itemFrame(layout, 0, 1), CGRect(x: 16, y: 260, width: 268, height: 50))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 300, height: 350))
        let kinds = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 150, width: 300, height: 70)) ?? [])
            .compactMap(\.representedElementKind)
        XCTAssertEqual(Set(kinds), ["footer", "header"])
    }

    /// Without `supplementariesFollowContentInsets` the header spans the section; a narrower
    /// header aligned `.topTrailing` sits at the trailing edge.
    func testFullWidthAndTrailingAlignedHeaders() async {
        let section = rowSection()
        section.supplementariesFollowContentInsets = false
        let badge = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(.absolute(100), .absolute(20)),
                                                                elementKind: "tag", alignment: .topTrailing)
        badge.extendsBoundary = false
        section.boundarySupplementaryItems.append(badge)
        let layout = UICollectionViewCompositionalLayout(section: section)
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 400), itemCounts: [1])

        XCTAssertEqual(supplementary(layout, "header", 0), CGRect(x: 0, y: 0, width: 300, height: 40))
        XCTAssertEqual(supplementary(layout, "tag", 0), CGRect(x: 200, y: 0, width: 100, height: 20))
        // The non-extending item takes no room: the item still starts after the header and inset.
        XCTAssertEqual(itemFrame(layout, 0), CGRect(x: 16, y: 50, width: 268, height: 50))
    }

    /// A pinned header stays at the top of the visible bounds until its section's end pushes it.
    func testPinnedHeaderFollowsTheBoundsWithinItsSection() async {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        let layout = UICollectionViewCompositionalLayout(section: rowSection(header: header))
        let collectionView = makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 200), itemCounts: [2, 2])
        XCTAssertEqual(supplementary(layout, "header", 0), CGRect(x: 16, y: 0, width: 268, height: 40))

        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 100, width: 300, height: 200)))
        XCTAssertFalse(layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 100, width: 300, height: 200)).invalidateEverything)
        collectionView.bounds = CGRect(x: 0, y: 100, width: 300, height: 200)
        XCTAssertEqual(supplementary(layout, "header", 0), CGRect(x: 16, y: 100, width: 268, height: 40))
        // Section 0 ends at 190: the header's bottom stops there.
        collectionView.bounds = CGRect(x: 0, y: 170, width: 300, height: 200)
        XCTAssertEqual(supplementary(layout, "header", 0), CGRect(x: 16, y: 150, width: 268, height: 40))
        let inRect = (layout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
            .filter { $0.representedElementKind == "header" }
        XCTAssertEqual(inRect.map(\.frame), [CGRect(x: 16, y: 150, width: 268, height: 40),
                                             CGRect(x: 16, y: 190, width: 268, height: 40)])
    }

    /// Layout-wide headers come before the first section; their index path is [0].
    func testLayoutHeaderComesBeforeTheSections() async {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(60)), elementKind: "banner", alignment: .top)]
        let layout = UICollectionViewCompositionalLayout(section: rowSection(), configuration: configuration)
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 400), itemCounts: [1])

        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: "banner", at: IndexPath(index: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 300, height: 60))
        XCTAssertEqual(supplementary(layout, "header", 0), CGRect(x: 16, y: 60, width: 268, height: 40))
        XCTAssertEqual(layout.collectionViewContentSize.height, 60 + 40 + 10 + 50 + 10 + 30)
    }

    /// A background decoration covers the section, inset by its own content insets.
    func testSectionBackgroundDecoration() async {
        let section = rowSection()
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        makeCompositionalCollectionView(layout, size: CGSize(width: 300, height: 400), itemCounts: [2])

        let attributes = layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(attributes?.frame, CGRect(x: 4, y: 4, width: 292, height: 182))
        XCTAssertEqual(attributes?.representedElementCategory, .decorationView)
        let found = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 10)) ?? [])
            .filter { $0.representedElementCategory == .decorationView }
        XCTAssertEqual(found.count, 1)
    }
}
