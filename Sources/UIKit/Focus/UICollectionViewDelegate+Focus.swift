import Foundation

// The defaults of the delegate's focus methods (declared with the protocol): as UIKit
// without a delegate.
extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool {
        true
    }

    public func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                               with coordinator: UIFocusAnimationCoordinator) {}

    public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }

    /// UIKit: without the method, the collection view's `selectionFollowsFocus` decides.
    public func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        collectionView.selectionFollowsFocus
    }
}
