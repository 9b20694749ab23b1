import XCTest
@testable import UIKit
import UIKitTesting

/// UICollectionViewListCell in list sections: content, indentation, separators, rounding.
@MainActor
final class ListCellLayoutTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testDefaultContentConfigurationIsTheListCellStyle() async {
        let cell = UICollectionViewListCell(frame: .zero)
        let configuration = cell.defaultContentConfiguration()
        XCTAssertNil(configuration.text)
        XCTAssertEqual(configuration.directionalLayoutMargins, UIListContentConfiguration.cell().directionalLayoutMargins)
        XCTAssertEqual(configuration.textProperties.font, UIListContentConfiguration.cell().textProperties.font)
        XCTAssertEqual(cell.indentationLevel, 0)
        XCTAssertEqual(cell.indentationWidth, 10)
        XCTAssertTrue(cell.indentsAccessories)
        XCTAssertTrue(cell.accessories.isEmpty)
    }

    func testPlainListSeparatorRunsFromTheTextToTheTrailingEdge() async {
        let (_, collectionView, _) = makeListCollection(UICollectionLayoutListConfiguration(appearance: .plain), itemCounts: [3])
        let cell = listCell(collectionView, 0)
        let height = cell.bounds.height
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: height))
        let text = (cell.contentView as! UIListContentView).shownTextLabel!.frame
        let hairline = 1 / UIScreen.main.scale
        XCTAssertEqual(separator(of: cell)?.frame, CGRect(x: text.minX, y: height - hairline, width: 320 - text.minX, height: hairline))
        XCTAssertEqual(text.minX, 16)
        XCTAssertEqual(separator(of: cell)?.backgroundColor, .separator)
        XCTAssertEqual(cell.separatorLayoutGuide.layoutFrame, separator(of: cell)?.frame)
        // UIKit: plain lists draw the last row's separator too.
        XCTAssertNotNil(separator(of: listCell(collectionView, 2)))
    }

    func testShowsSeparatorsFalseHidesThem() async {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        let (_, collectionView, _) = makeListCollection(configuration, itemCounts: [2])
        XCTAssertNil(separator(of: listCell(collectionView, 0)))
        XCTAssertNil(separator(of: listCell(collectionView, 1)))
    }

    func testInsetGroupedRowsRoundTheCardAndTheLastRowHasNoSeparator() async {
        let (_, collectionView, _) = makeListCollection(UICollectionLayoutListConfiguration(appearance: .insetGrouped), itemCounts: [3, 1])
        let first = listCell(collectionView, 0), middle = listCell(collectionView, 1), last = listCell(collectionView, 2)
        XCTAssertEqual(first.frame.minX, 20)
        XCTAssertEqual(first.layer.cornerRadius, 10)
        XCTAssertEqual(first.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertTrue(first.clipsToBounds)
        XCTAssertEqual(middle.layer.cornerRadius, 0)
        XCTAssertFalse(middle.clipsToBounds)
        XCTAssertEqual(last.layer.maskedCorners, [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        let single = listCell(collectionView, 0, 1)
        XCTAssertEqual(single.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertNotNil(separator(of: first))
        XCTAssertNotNil(separator(of: middle))
        XCTAssertNil(separator(of: last))
        XCTAssertNil(separator(of: single))
        let hairline = 1 / UIScreen.main.scale
        XCTAssertEqual(separator(of: first)?.frame, CGRect(x: 16, y: first.bounds.height - hairline, width: 264, height: hairline))
    }

    func testIndentationMovesTheContentAndTheSeparator() async {
        let (_, collectionView, _) = makeListCollection(UICollectionLayoutListConfiguration(appearance: .plain), itemCounts: [2]) { cell, indexPath in
            cell.indentationLevel = indexPath.item == 0 ? 2 : 0
            cell.indentationWidth = 15
        }
        let indented = listCell(collectionView, 0)
        XCTAssertEqual(indented.contentView.frame, CGRect(x: 30, y: 0, width: 290, height: indented.bounds.height))
        XCTAssertEqual(separator(of: indented)?.frame.minX, 46)
        XCTAssertEqual(indented.separatorLayoutGuide.layoutFrame.minX, 46)
        XCTAssertEqual(listCell(collectionView, 1).contentView.frame.minX, 0)
    }

    func testRightToLeftMirrorsTheSeparator() async {
        let (_, collectionView, _) = makeListCollection(UICollectionLayoutListConfiguration(appearance: .plain), itemCounts: [1]) { cell, _ in
            cell.semanticContentAttribute = .forceRightToLeft
            cell.indentationLevel = 1
        }
        let cell = listCell(collectionView, 0)
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 310, height: cell.bounds.height))
        XCTAssertEqual(separator(of: cell)?.frame.minX, 0)
        XCTAssertEqual(separator(of: cell)?.frame.width, 294)
    }

    func testListCellOutsideAListSectionDrawsNoSeparator() async {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.contentConfiguration = cell.defaultContentConfiguration()
        cell.layoutIfNeeded()
        XCTAssertNil(separator(of: cell))
        XCTAssertEqual(cell.layer.cornerRadius, 0)
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 200, height: 44))
    }

    func testListCellsShowTheirAppearancesRowBackgroundUntilGivenOne() async {
        let (_, collectionView, _) = makeListCollection(UICollectionLayoutListConfiguration(appearance: .insetGrouped), itemCounts: [1])
        let cell = listCell(collectionView, 0)
        XCTAssertNil(cell.backgroundConfiguration)
        let background = cell.cellConfiguration.backgroundView
        XCTAssertTrue(cell.subviews.first === background)
        XCTAssertEqual(background?.frame, CGRect(x: 0, y: 0, width: 280, height: 44))
        XCTAssertEqual(background?.backgroundColor, .secondarySystemGroupedBackground)
        cell.isSelected = true
        cell.layoutIfNeeded()
        XCTAssertEqual(background?.backgroundColor, .systemGray4)
        var explicit = UIBackgroundConfiguration.clear()
        explicit.backgroundColor = .systemTeal
        cell.backgroundConfiguration = explicit
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.cellConfiguration.backgroundView?.backgroundColor, .systemTeal)

        let (_, plain, _) = makeListCollection(UICollectionLayoutListConfiguration(appearance: .plain), itemCounts: [1])
        XCTAssertEqual(listCell(plain, 0).cellConfiguration.backgroundView?.backgroundColor, .systemBackground)
    }
}

