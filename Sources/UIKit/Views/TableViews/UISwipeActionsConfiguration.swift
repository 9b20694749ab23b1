import Foundation

/// The actions a swipe on one edge of a table row reveals (UIKit). The first action sits
/// at the swiped edge and is the one a full swipe performs.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    let actionsStorage: [UIContextualAction]

    /// The actions, from the swiped edge inwards.
    open var actions: [UIContextualAction] { actionsStorage }

    /// Whether swiping all the way across performs the first action. UIKit's default: true.
    open var performsFirstActionWithFullSwipe = true

    public convenience init(actions: [UIContextualAction]) {
        self.init(storing: actions)
    }

    init(storing actions: [UIContextualAction]) {
        actionsStorage = actions
        super.init()
    }
}
