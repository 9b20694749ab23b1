import Foundation
import XCTest
import UIKit
import UIKitTesting

/// `collectionView(_:canEditItemAt:)` (iOS 14): while the collection view is editing, an item
/// the delegate refuses keeps its cell out of editing.
@MainActor
final class CollectionViewCanEditItemTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class StateCell: UICollectionViewCell {
        var editing: Bool?
        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            editing = state.isEditing
        }
    }

    private final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
            indexPath.item != 1
        }
    }

    func testARefusedItemStaysOutOfEditing() async throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
        collectionView.register(StateCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.layoutIfNeeded()
        let cells = (0..<3).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? StateCell }
        XCTAssertEqual(cells.count, 3)
        XCTAssertEqual(cells.map(\.editing), [false, false, false])
        collectionView.isEditing = true
        collectionView.layoutIfNeeded()
        XCTAssertEqual(cells.map(\.editing), [true, false, true])
    }
}
