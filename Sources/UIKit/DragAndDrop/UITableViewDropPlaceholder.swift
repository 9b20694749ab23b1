import Foundation

/// A placeholder row a drop inserts (`UITableViewDropCoordinator.drop(_:to:)`), with the
/// drop preview's parameters for its cell (UIKit).
@preconcurrency @MainActor
open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    /// The parameters the dropped item's preview is drawn with as it lands on the cell.
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?
}
