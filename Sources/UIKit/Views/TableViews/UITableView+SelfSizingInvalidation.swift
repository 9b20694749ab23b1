import Foundation

extension UITableView {
    /// Whether a shown cell can ask to be measured again (UIKit, iOS 16).
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Only `reloadData` and batch updates measure rows again.
        case disabled = 0
        /// A cell's (or its content view's) `invalidateIntrinsicContentSize()`, or a new
        /// content configuration, measures its row again.
        case enabled = 1
        /// As `.enabled`; Auto Layout changes inside the cell are not watched here.
        case enabledIncludingConstraints = 2
    }
}
