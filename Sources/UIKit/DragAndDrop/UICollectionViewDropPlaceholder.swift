import Foundation

/// A placeholder item a drop inserts (`UICollectionViewDropCoordinator.drop(_:to:)`), with
/// the drop preview's parameters for its cell (UIKit).
@preconcurrency @MainActor
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    /// The parameters the dropped item's preview is drawn with as it lands on the cell.
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
}
