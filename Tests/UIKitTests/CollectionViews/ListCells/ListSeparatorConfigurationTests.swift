import XCTest
@testable import UIKit
import UIKitTesting

/// UIListSeparatorConfiguration in list sections: the section-wide configuration and the
/// per-item `itemSeparatorHandler`.
@MainActor
final class ListSeparatorConfigurationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func topSeparator(of cell: UICollectionViewListCell) -> UIView? {
        cell.topSeparatorView.flatMap { $0.isHidden || $0.superview !== cell ? nil : $0 }
    }

    func testDefaultsAreAutomatic() async {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped).separatorConfiguration
        XCTAssertEqual(configuration.topSeparatorVisibility, .automatic)
        XCTAssertEqual(configuration.bottomSeparatorVisibility, .automatic)
        XCTAssertEqual(configuration.topSeparatorInsets, UIListSeparatorConfiguration.automaticInsets)
        XCTAssertEqual(configuration.bottomSeparatorInsets, UIListSeparatorConfiguration.automaticInsets)
        XCTAssertEqual(configuration.color, .separator)
        XCTAssertEqual(UIListSeparatorConfiguration.Visibility.hidden.rawValue, 2)
        XCTAssertNil(UICollectionLayoutListConfiguration(appearance: .plain).itemSeparatorHandler)
    }

    func testSectionConfigurationColorsAndInsetsEverySeparator() async {
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.separatorConfiguration.color = .systemRed
        list.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10)
        let (_, collectionView, _) = makeListCollection(list, itemCounts: [2])
        let hairline = 1 / UIScreen.main.scale
        for item in 0..<2 {
            let cell = listCell(collectionView, item)
            XCTAssertEqual(separator(of: cell)?.frame, CGRect(x: 40, y: cell.bounds.height - hairline, width: 270, height: hairline))
            XCTAssertEqual(separator(of: cell)?.backgroundColor, .systemRed)
            XCTAssertNil(topSeparator(of: cell))
        }
    }

    func testItemSeparatorHandlerChangesSeparatorsItemByItem() async {
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        var asked: [IndexPath] = []
        list.itemSeparatorHandler = { indexPath, sectionConfiguration in
            asked.append(indexPath)
            var configuration = sectionConfiguration
            switch indexPath.item {
            case 0:
                configuration.bottomSeparatorInsets.leading = 0
            case 1:
                configuration.bottomSeparatorVisibility = .hidden
                configuration.topSeparatorVisibility = .visible
                configuration.topSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
                configuration.color = .systemBlue
            default:
                break
            }
            return configuration
        }
        let (_, collectionView, _) = makeListCollection(list, itemCounts: [3])
        XCTAssertTrue(Set(asked).isSuperset(of: [[0, 0], [0, 1], [0, 2]]))
        let hairline = 1 / UIScreen.main.scale
        let first = listCell(collectionView, 0), second = listCell(collectionView, 1), third = listCell(collectionView, 2)
        // Leading inset 0 from the cell's edge; the trailing edge stays automatic (the cell's edge).
        XCTAssertEqual(separator(of: first)?.frame, CGRect(x: 0, y: first.bounds.height - hairline, width: 320, height: hairline))
        XCTAssertNil(separator(of: second))
        XCTAssertEqual(topSeparator(of: second)?.frame, CGRect(x: 8, y: 0, width: 304, height: hairline))
        XCTAssertEqual(topSeparator(of: second)?.backgroundColor, .systemBlue)
        // Untouched: the automatic separator from the text.
        XCTAssertEqual(separator(of: third)?.frame.minX, 16)
    }

    func testVisibleOverridesTheGroupedLastRowRule() async {
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.itemSeparatorHandler = { indexPath, configuration in
            var configuration = configuration
            if indexPath.item == 1 { configuration.bottomSeparatorVisibility = .visible }
            return configuration
        }
        let (_, collectionView, _) = makeListCollection(list, itemCounts: [2])
        XCTAssertNotNil(separator(of: listCell(collectionView, 1)))
        // showsSeparators false still hides everything.
        list.showsSeparators = false
        let (_, hidden, _) = makeListCollection(list, itemCounts: [2])
        XCTAssertNil(separator(of: listCell(hidden, 1)))
    }
}
