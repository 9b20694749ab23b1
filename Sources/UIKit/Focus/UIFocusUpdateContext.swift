import Foundation

/// What a focus update is doing: the item focus leaves, the item it goes to, and the
/// direction (UIKit).
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    weak var previousItemStorage: (any UIFocusItem)?
    weak var nextItemStorage: (any UIFocusItem)?
    let headingStorage: UIFocusHeading
    /// A table's or collection view's context (its subclasses): the index paths in that list.
    let previousIndexPathStorage: IndexPath?
    let nextIndexPathStorage: IndexPath?

    init(previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading) {
        previousItemStorage = previous
        nextItemStorage = next
        headingStorage = heading
        previousIndexPathStorage = nil
        nextIndexPathStorage = nil
        super.init()
    }

    /// `context` as a list's delegate sees it (`UITableViewFocusUpdateContext`,
    /// `UICollectionViewFocusUpdateContext`).
    init(_ context: UIFocusUpdateContext, previousIndexPath: IndexPath?, nextIndexPath: IndexPath?) {
        previousItemStorage = context.previousItemStorage
        nextItemStorage = context.nextItemStorage
        headingStorage = context.headingStorage
        previousIndexPathStorage = previousIndexPath
        nextIndexPathStorage = nextIndexPath
        super.init()
    }

    open var previouslyFocusedItem: (any UIFocusItem)? { previousItemStorage }
    open var nextFocusedItem: (any UIFocusItem)? { nextItemStorage }

    /// UIKit: the item itself when it is a view, else the view that contains it.
    open var previouslyFocusedView: UIView? { previousItemStorage.flatMap(UIFocusSystem.view(containing:)) }
    open var nextFocusedView: UIView? { nextItemStorage.flatMap(UIFocusSystem.view(containing:)) }

    /// The direction of the move; empty for programmatic updates.
    open var focusHeading: UIFocusHeading { headingStorage }
}
