/// A menu element that performs its action in a closure (UIKit). Controls run UIActions
/// for the events they are added for, with the control as `sender`.
@preconcurrency @MainActor
open class UIAction: UIMenuElement, UIMenuLeaf {
    /// A unique identifier for an action; adding an action with an identifier a control
    /// already has replaces the old one.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    let handler: UIActionHandler
    /// Nil until first read when none was given: the unique identifier is made then (a UUID's
    /// string cost more than the rest of making an action, and most actions' identifiers are
    /// never read).
    private var identifierStorage: Identifier?
    /// Set only while the handler runs (so a control that keeps its actions is not kept alive
    /// by its own action's `sender`).
    var senderStorage: Any?

    /// UIKit: without an identifier, the action gets a unique one.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.handler = handler
        identifierStorage = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title)
        self.subtitle = subtitle
        self.image = image
        self.selectedImage = selectedImage
    }

    open var identifier: Identifier {
        if let identifierStorage { return identifierStorage }
        let unique = Identifier(rawValue: "com.openuikit.action.\(UUID().uuidString)")
        identifierStorage = unique
        return unique
    }

    /// Whether the action's identifier is the unique one UIKit gives, not made yet: it then
    /// equals no other action's identifier and no identifier read before (a subclass may
    /// override `identifier`, so only UIAction's own answer counts).
    var _hasUnreadUniqueIdentifier: Bool {
        identifierStorage == nil && type(of: self) == UIAction.self
    }

    /// `identifier == other.identifier`, without making unique identifiers to compare.
    func _hasIdentifier(of other: UIAction) -> Bool {
        if self === other { return true }
        if _hasUnreadUniqueIdentifier || other._hasUnreadUniqueIdentifier { return false }
        return identifier == other.identifier
    }
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State

    /// The object that sent the action (the control). // UIKit: "The system populates this
    /// property during the execution of the menu element's action" (UIMenuLeaf.sender).
    open var sender: Any? { senderStorage }

    /// The item presentations made by the handler anchor on: the sender when it can be one
    /// (a button, a bar button item). // UIKit: populated while the handler runs.
    open var presentationSourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        senderStorage as? any UIPopoverPresentationControllerSourceItem
    }

    /// The action's preferred repeat behavior (stored: menu elements here do not repeat).
    open var repeatBehavior: UIMenuElement.RepeatBehavior = .automatic

    /// Runs the handler with `sender` as the action's sender; an action has no target.
    open func performWithSender(_ sender: Any?, target: Any?) {
        perform(sender: sender)
    }

    func perform(sender: Any?) {
        let outer = senderStorage
        senderStorage = sender
        defer { senderStorage = outer }
        handler(self)
    }
}

public typealias UIActionHandler = @MainActor (UIAction) -> Void
