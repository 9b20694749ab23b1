import XCTest
@testable import UIKit
import UIKitTesting

/// A collection view's forced layout direction reaches its cells and their content.
@MainActor
final class CollectionViewContentDirectionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func imageFrame(_ cell: UICollectionViewListCell) throws -> CGRect {
        let content = try XCTUnwrap(cell.contentView as? UIListContentView)
        content.layoutIfNeeded()
        return try XCTUnwrap(content.imageViewStorage).frame
    }

    /// Forced right-to-left: the list cells' image moves to the trailing (right) side of the
    /// content, mirrored, and the separator's leading inset is taken from the right; back to
    /// unspecified, both return.
    func testAForcedRightToLeftCollectionViewLaysItsCellsContentOutRightToLeft() async throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10)
        let (window, collectionView, _) = makeListCollection(list, itemCounts: [3]) { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            content.image = image
            cell.contentConfiguration = content
        }
        defer { withExtendedLifetime(window) {} }
        let cell = listCell(collectionView, 0)
        let leftToRight = try imageFrame(cell)
        XCTAssertEqual(separator(of: cell)?.frame.minX, 40)
        XCTAssertEqual(cell.semanticContentAttribute, .unspecified)

        collectionView.semanticContentAttribute = .forceRightToLeft
        collectionView.layoutIfNeeded()
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.semanticContentAttribute, .forceRightToLeft)
        XCTAssertEqual(cell.contentView.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        let rightToLeft = try imageFrame(cell)
        XCTAssertEqual(rightToLeft.size, leftToRight.size)
        XCTAssertEqual(rightToLeft.minX, cell.contentView.bounds.width - leftToRight.maxX, accuracy: 0.001)
        XCTAssertEqual(separator(of: cell)?.frame.minX, 10)

        // Cells made afterwards get the direction too.
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        let remade = listCell(collectionView, 2)
        XCTAssertEqual(remade.contentView.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(try imageFrame(remade).minX, rightToLeft.minX, accuracy: 0.001)

        collectionView.semanticContentAttribute = .unspecified
        collectionView.layoutIfNeeded()
        remade.layoutIfNeeded()
        XCTAssertEqual(remade.semanticContentAttribute, .unspecified)
        XCTAssertEqual(try imageFrame(remade).minX, leftToRight.minX, accuracy: 0.001)
    }

    /// Without a forced direction the collection view leaves a cell's own attribute alone.
    func testACellsOwnAttributeStaysWhileTheCollectionViewsIsUnspecified() async throws {
        let (window, collectionView, _) = makeListCollection(UICollectionLayoutListConfiguration(appearance: .plain),
                                                             itemCounts: [2]) { cell, _ in
            cell.semanticContentAttribute = .forceRightToLeft
        }
        defer { withExtendedLifetime(window) {} }
        XCTAssertEqual(listCell(collectionView, 0).semanticContentAttribute, .forceRightToLeft)
        collectionView.semanticContentAttribute = .forceLeftToRight
        collectionView.layoutIfNeeded()
        XCTAssertEqual(listCell(collectionView, 0).semanticContentAttribute, .forceLeftToRight)
    }
}
