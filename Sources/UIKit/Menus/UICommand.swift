/// A menu element that sends an action up the responder chain (UIKit).
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The action sent to the first responder that can perform it, with the command as sender.
    public let action: Selector
    /// A value the action can read to tell commands that share an action apart.
    public let propertyList: Any?
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// Commands shown in place of this one while other modifier keys are held.
    public let alternates: [UICommandAlternate]

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
