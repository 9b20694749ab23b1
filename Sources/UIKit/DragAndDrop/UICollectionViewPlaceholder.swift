import Foundation

/// An item a collection view shows in place of data it does not have yet (UIKit): made with
/// a registered cell's reuse identifier, filled in by `cellUpdateHandler`.
@preconcurrency @MainActor
open class UICollectionViewPlaceholder: NSObject {
    let insertionIndexPath: IndexPath
    let reuseIdentifier: String

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    /// Fills in the placeholder's cell: when it is made, and on the context's `setNeedsCellUpdate()`.
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?
}
