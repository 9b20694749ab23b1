import Foundation

/// An animated layout change in progress: where the cells were in the old layout (so cells
/// and supplementary views coming on screen start there) and the views leaving the screen,
/// retired when it ends.
struct CollectionLayoutTransition {
    /// The old layout's cell attributes, as shown, by index path.
    var oldCellAttributes: [IndexPath: UICollectionViewLayoutAttributes]
    /// The old layout's supplementary view attributes, as shown, by kind and index path.
    var oldSupplementaryAttributes: [UICollectionView.ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Cells that left the visible rect during the change; they move to their places in the
    /// new layout and are retired once the animation ends.
    var leavingCells: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
    /// Supplementary views that left the visible rect, likewise.
    var leavingSupplementaryViews: [(key: UICollectionView.ElementKey, view: UICollectionReusableView)] = []
}
