import XCTest
@testable import UIKit
import UIKitTesting

/// A data source of list cells: `configure` sets up each cell it dequeues.
@MainActor
final class ListCellSource: NSObject, UICollectionViewDataSource {
    let itemCounts: [Int]
    var configure: (UICollectionViewListCell, IndexPath) -> Void

    init(itemCounts: [Int], configure: @escaping (UICollectionViewListCell, IndexPath) -> Void) {
        self.itemCounts = itemCounts
        self.configure = configure
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { itemCounts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath) as! UICollectionViewListCell
        configure(cell, indexPath)
        return cell
    }
}

@MainActor
extension XCTestCase {
    /// A 320 × 480 window filled by a collection view with a list layout of `appearance`
    /// whose cells show "Row" in a default list content configuration.
    func makeListCollection(_ configuration: UICollectionLayoutListConfiguration, itemCounts: [Int],
                            configure: @escaping (UICollectionViewListCell, IndexPath) -> Void = { _, _ in })
        -> (UIWindow, UICollectionView, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        let source = ListCellSource(itemCounts: itemCounts) { cell, indexPath in
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            cell.contentConfiguration = content
            configure(cell, indexPath)
        }
        collectionView.dataSource = source
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        addTeardownBlock { @MainActor in _ = source }
        return (window, collectionView, InputSimulator(window: window))
    }

    func listCell(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> UICollectionViewListCell {
        let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section)) as! UICollectionViewListCell
        cell.layoutIfNeeded()
        return cell
    }
}

@MainActor
func separator(of cell: UICollectionViewListCell) -> UIView? {
    cell.separatorView.flatMap { $0.isHidden || $0.superview !== cell ? nil : $0 }
}

@MainActor
func accessoryFrames(of cell: UICollectionViewListCell) -> [CGRect] {
    cell.accessoryViews.filter { !$0.isHidden }.map(\.frame)
}
