import Foundation
import XCTest
@testable import UIKit
import UIKitTesting

/// Nib registration on `UICollectionView`: `register(_:forCellWithReuseIdentifier:)`,
/// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`,
/// `CellRegistration(cellNib:handler:)` and `SupplementaryRegistration(supplementaryNib:...)`.
@MainActor
final class CollectionViewNibRegistrationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private final class Source: NSObject, UICollectionViewDataSource {
        var cellProvider: ((UICollectionView, IndexPath) -> UICollectionViewCell)!
        var headerProvider: ((UICollectionView, String, IndexPath) -> UICollectionReusableView)!
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            cellProvider(collectionView, indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            headerProvider(collectionView, kind, indexPath)
        }
    }

    private func makeCollectionView(_ source: Source) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
        collectionView.dataSource = source
        return collectionView
    }

    func testCellsAndSupplementaryViewsRegisteredByNib() async throws {
        let source = Source()
        source.cellProvider = { $0.dequeueReusableCell(withReuseIdentifier: "cell", for: $1) }
        source.headerProvider = { $0.dequeueReusableSupplementaryView(ofKind: $1, withReuseIdentifier: "header", for: $2) }
        let collectionView = makeCollectionView(source)
        collectionView.register(UINib(nibName: "NibPortedCollectionCell", bundle: nil), forCellWithReuseIdentifier: "cell")
        collectionView.register(UINib(nibName: "NibPortedSupplementary", bundle: nil),
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        collectionView.layoutIfNeeded()
        let cells = collectionView.visibleCells.compactMap { $0 as? NibPortedCollectionCell }
        XCTAssertEqual(cells.count, 4)
        XCTAssertEqual(cells.map(\.awoke), [1, 1, 1, 1])
        XCTAssertEqual(Set(cells.map(\.reuseIdentifier)), ["cell"])
        XCTAssertEqual(cells.map(\.frame.size), Array(repeating: CGSize(width: 50, height: 50), count: 4))
        let header = try XCTUnwrap(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                    at: IndexPath(item: 0, section: 0)) as? NibPortedSupplementary)
        XCTAssertEqual(header.awoke, 1)
        XCTAssertEqual(header.reuseIdentifier, "header")
        XCTAssertEqual(header.frame.height, 30)
    }

    func testRegistrationsWithNibs() async {
        let source = Source()
        let cellRegistration = UICollectionView.CellRegistration<NibPortedCollectionCell, Int>(
            cellNib: UINib(nibName: "NibPortedCollectionCell", bundle: nil)) { cell, _, item in cell.tag = item }
        let headerRegistration = UICollectionView.SupplementaryRegistration<NibPortedSupplementary>(
            supplementaryNib: UINib(nibName: "NibPortedSupplementary", bundle: nil),
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in view.tag = 100 + indexPath.section }
        source.cellProvider = { $0.dequeueConfiguredReusableCell(using: cellRegistration, for: $1, item: $1.item * 10) }
        source.headerProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        let collectionView = makeCollectionView(source)
        collectionView.layoutIfNeeded()
        let cells = collectionView.visibleCells.compactMap { $0 as? NibPortedCollectionCell }
        XCTAssertEqual(cells.map(\.tag).sorted(), [0, 10, 20, 30])
        XCTAssertEqual(cells.map(\.awoke), [1, 1, 1, 1])
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                      at: IndexPath(item: 0, section: 0))
        XCTAssertTrue(header is NibPortedSupplementary)
        XCTAssertEqual(header?.tag, 100)
    }

    func testCollectionViewControllerNibInitializer() async {
        let controller = UICollectionViewController(nibName: nil, bundle: nil)
        XCTAssertNil(controller.nibName)
        XCTAssertTrue(controller.collectionView.collectionViewLayout is UICollectionViewFlowLayout)
    }
}
