import Foundation

/// A focus update as a table view's delegate sees it: the index paths of the rows focus
/// leaves and enters in that table (nil for an item outside it).
@preconcurrency @MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    open var previouslyFocusedIndexPath: IndexPath? { previousIndexPathStorage }
    open var nextFocusedIndexPath: IndexPath? { nextIndexPathStorage }
}
