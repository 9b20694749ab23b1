import Foundation

// Defaults of the delegate's spring-loading, content-offset and edit-menu members
// (requirements in UICollectionViewDelegate.swift).
extension UICollectionViewDelegate {
    /// Default: true — a spring-loaded collection view activates any item a drag rests on.
    public func collectionView(_ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
                               with context: any UISpringLoadedInteractionContext) -> Bool { true }

    /// Default: the proposal (the layout's `targetContentOffset(forProposedContentOffset:)`).
    public func collectionView(_ collectionView: UICollectionView,
                               targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Default: false.
    public func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }

    /// Default: false.
    public func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                               withSender sender: Any?) -> Bool { false }

    public func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
                               withSender sender: Any?) {}
}
