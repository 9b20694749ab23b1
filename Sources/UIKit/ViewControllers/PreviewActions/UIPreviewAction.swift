import Foundation

/// An action under a 3D Touch peek (UIKit, iOS 9; deprecated in iOS 13 for
/// `UIContextMenuInteraction`). Never shown on Linux; `handler` can be called directly.
@preconcurrency @MainActor
open class UIPreviewAction: NSObject, @preconcurrency NSCopying, UIPreviewActionItem {
    /// How the action is drawn (UIKit's raw values).
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0
        case selected = 1
        case destructive = 2
    }

    private let titleStorage: String
    private let handlerStorage: (UIPreviewAction, UIViewController) -> Void
    let style: Style

    open var title: String { titleStorage }

    /// Runs the action for the previewed view controller.
    open var handler: (any UIPreviewActionItem, UIViewController) -> Void {
        let handler = handlerStorage
        return { item, controller in
            if let action = item as? UIPreviewAction { handler(action, controller) }
        }
    }

    public init(title: String, style: Style, handler: @escaping (UIPreviewAction, UIViewController) -> Void) {
        titleStorage = title
        self.style = style
        handlerStorage = handler
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        UIPreviewAction(title: titleStorage, style: style, handler: handlerStorage)
    }
}
