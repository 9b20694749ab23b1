/// A menu element that performs its action in a closure (UIKit). Controls run UIActions
/// for the events they are added for, with the control as `sender`.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A unique identifier for an action; adding an action with an identifier a control
    /// already has replaces the old one.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    let handler: UIActionHandler
    let identifierStorage: Identifier
    /// The sender, not owned: a control keeps its actions, so an owning reference back to the
    /// control would keep both alive forever. An object sender is read by try-retain (nil once
    /// it is freed); a value sender is kept as it is.
    var senderObject: TargetReference?
    var senderValue: Any?

    /// UIKit: without an identifier, the action gets a unique one.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.handler = handler
        identifierStorage = identifier ?? Identifier(rawValue: "com.openuikit.action.\(UUID().uuidString)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title)
        self.subtitle = subtitle
        self.image = image
        self.selectedImage = selectedImage
    }

    open var identifier: Identifier { identifierStorage }
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State

    /// The object that sent the action (the control), set while and after it runs.
    open var sender: Any? { senderObject?.object ?? senderValue }

    func perform(sender: Any?) {
        if let sender, type(of: sender as Any) is AnyClass {
            senderObject = TargetReference(sender as AnyObject)
            senderValue = nil
        } else {
            senderObject = nil
            senderValue = sender
        }
        handler(self)
    }
}

public typealias UIActionHandler = @MainActor (UIAction) -> Void
