import Foundation

/// Supplies a collection view's items, cells and supplementary views (UIKit). The two
/// required methods have no default.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// Default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Required by UIKit as soon as the layout shows supplementary views; the default stops
    /// with UIKit's message.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Default false.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Default: nothing.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of an index along the collection view's trailing edge (iOS 14). Default nil.
    // Ours: no index bar is drawn for a collection view; the titles are only asked by callers.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The index path an index title leads to.
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        preconditionFailure("UICollectionView.dataSource: the data source \(type(of: self)) does not implement collectionView(_:viewForSupplementaryElementOfKind:at:), but the layout asked for a supplementary view of kind \(kind) at \(indexPath)")
    }

    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    /// Default nil.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// Default: the first item of the section with the title's index.
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}
