/// A menu element that sends an action up the responder chain (UIKit).
@preconcurrency @MainActor
open class UICommand: UIMenuElement, UIMenuLeaf {
    /// The action sent to the first responder that can perform it, with the command as sender.
    public let action: Selector
    /// A value the action can read to tell commands that share an action apart.
    public let propertyList: Any?
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// Commands shown in place of this one while other modifier keys are held.
    public let alternates: [UICommandAlternate]
    /// The command's preferred repeat behavior (stored: menu elements here do not repeat).
    open var repeatBehavior: UIMenuElement.RepeatBehavior = .automatic
    /// Set only while the command's action runs.
    var senderStorage: Any?

    /// The object on behalf of which the action runs. // UIKit: populated while it runs.
    open var sender: Any? { senderStorage }

    /// The sender, when presentations can anchor on it, while the action runs.
    open var presentationSourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        senderStorage as? any UIPopoverPresentationControllerSourceItem
    }

    /// Sends the command's action, with the command as the sender argument, to `target`, or
    /// up the responder chain from the first responder when `target` is nil (as a menu does).
    open func performWithSender(_ sender: Any?, target: Any?) {
        let outer = senderStorage
        senderStorage = sender
        defer { senderStorage = outer }
        _ = UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
    }

    public init(title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title)
        self.image = image
    }
}

/// A variant of a command performed while other modifier keys are held (UIKit).
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    public let title: String
    public let action: Selector
    public let modifierFlags: UIKeyModifierFlags

    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
