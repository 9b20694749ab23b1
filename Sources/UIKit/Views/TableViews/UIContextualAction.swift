import Foundation

/// A button a swipe on a table row reveals (UIKit). Tapping it, or a full swipe when it is
/// the configuration's first action, calls `handler`; the handler calls its completion with
/// whether it performed the action, which closes the row.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// The action's look.
    public enum Style: Int, Sendable {
        case normal = 0
        case destructive = 1
    }

    /// Called with the action, the view that shows it, and a completion to call with whether
    /// the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    private let styleStorage: Style
    private let handlerStorage: Handler

    /// The action's style, fixed at creation.
    open var style: Style { styleStorage }
    /// What selecting the action does, fixed at creation.
    open var handler: Handler { handlerStorage }
    open var title: String?
    /// UIKit's default: gray for `.normal`, red for `.destructive` (nil here means that default).
    open var backgroundColor: UIColor!
    open var image: UIImage?

    public convenience init(style: Style, title: String?, handler: @escaping Handler) {
        self.init(style: style, title: title, storedHandler: handler)
    }

    init(style: Style, title: String?, storedHandler: @escaping Handler) {
        styleStorage = style
        self.title = title
        handlerStorage = storedHandler
        super.init()
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}
