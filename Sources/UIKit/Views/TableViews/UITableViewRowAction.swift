import Foundation

/// A button shown when the user swipes a table row (UIKit, deprecated in iOS 13 in favour of
/// `UIContextualAction`). The table shows the delegate's `editActionsForRowAt` actions on the
/// trailing edge when it gives no trailing `UISwipeActionsConfiguration`.
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// The look of the action's button.
    public enum Style: Int, Sendable {
        /// The destructive look (red); UIKit's `.destructive` has the same raw value.
        case `default` = 0
        /// The plain look (gray).
        case normal = 1

        /// UIKit: the same value as `.default`.
        public static var destructive: Style { .default }
    }

    private let styleStorage: Style
    private let handlerStorage: (UITableViewRowAction, IndexPath) -> Void

    /// The button's look.
    open var style: Style { styleStorage }
    /// The button's title.
    open var title: String?
    /// The button's fill; nil uses the style's (red for `.default`/`.destructive`, gray for
    /// `.normal`).
    open var backgroundColor: UIColor?
    /// A visual effect behind the button.
    // Ours: stored only; the swipe button draws its background colour.
    open var backgroundEffect: UIVisualEffect?

    public convenience init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.init(storedStyle: style, title: title, handler: handler)
    }

    init(storedStyle: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        styleStorage = storedStyle
        handlerStorage = handler
        self.title = title
        super.init()
    }

    /// The contextual action the swipe machinery shows for this row action at `indexPath`.
    // UIKit: a row action's handler gets the index path; a full swipe does not perform it (the
    // configuration built from row actions turns `performsFirstActionWithFullSwipe` off).
    func contextualAction(at indexPath: IndexPath) -> UIContextualAction {
        let action = UIContextualAction(style: style == .normal ? .normal : .destructive, title: title,
                                        storedHandler: { [self] _, _, completion in
            handlerStorage(self, indexPath)
            // Ours: the row closes after the handler (UIKit leaves it open until editing ends
            // or the row is deleted).
            completion(false)
        })
        if let backgroundColor { action.backgroundColor = backgroundColor }
        return action
    }
}
