import Foundation

/// A custom item of the edit menu that `UIMenuController` shows (UIKit, deprecated in favor
/// of `UIEditMenuInteraction`): shown after the system commands while a responder from the
/// menu's view up can perform its action, which is then sent to that responder.
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    open var title: String
    open var action: Selector

    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}
