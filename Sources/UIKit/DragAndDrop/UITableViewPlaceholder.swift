import Foundation

/// A row a table shows in place of data it does not have yet (UIKit): made with a registered
/// cell's reuse identifier, filled in by `cellUpdateHandler`.
@preconcurrency @MainActor
open class UITableViewPlaceholder: NSObject {
    let insertionIndexPath: IndexPath
    let reuseIdentifier: String
    let rowHeight: CGFloat

    /// `rowHeight` may be `automaticDimension` for a self-sizing placeholder cell.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
        super.init()
    }

    /// Fills in the placeholder's cell: when it is made, and on the context's `setNeedsCellUpdate()`.
    open var cellUpdateHandler: ((UITableViewCell) -> Void)?
}
