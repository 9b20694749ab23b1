@_spi(Diagnostics) import CoreGraphics
import Foundation

/// UIKit (iOS 18): the category of the edit actions (cut, copy, paste and the like), which
/// assistive technologies may list apart.
public let UIAccessibilityCustomActionCategoryEdit: String = "UIAccessibilityCustomActionCategoryEdit"

/// An action an element offers to assistive technologies besides activating it (UIKit): a
/// row's "Delete" or "Flag", listed in VoiceOver's actions rotor. Performing it calls the
/// handler, or sends the selector to the target with the action as its argument.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// UIKit: returns whether the action was performed.
    public typealias ActionHandler = (UIAccessibilityCustomAction) -> Bool

    private var attributedNameStorage: NSAttributedString

    /// The name assistive technologies read (the attributed name's string).
    open var name: String {
        get { attributedNameStorage.string }
        set {
            attributedNameStorage = NSAttributedString(string: newValue)
            UIApplication.noteInterfaceChange()
        }
    }

    /// The name with attributes (a language, a pitch); setting it sets `name` to its string.
    open var attributedName: NSAttributedString {
        get { attributedNameStorage }
        set {
            attributedNameStorage = newValue.copy() as? NSAttributedString ?? newValue
            UIApplication.noteInterfaceChange()
        }
    }

    /// UIKit (iOS 14): an image shown with the action (Switch Control's menu).
    open var image: UIImage?
    /// UIKit: not retained.
    open weak var target: AnyObject?
    open var selector: Selector?
    open var actionHandler: ActionHandler?
    /// UIKit (iOS 18): a category that groups the action (`UIAccessibilityCustomActionCategoryEdit`).
    open var category: String?

    public init(name: String, target: Any?, selector: Selector) {
        attributedNameStorage = NSAttributedString(string: name)
        self.target = target.map { $0 as AnyObject }
        self.selector = selector
        super.init()
    }

    public init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        attributedNameStorage = attributedName.copy() as? NSAttributedString ?? attributedName
        self.target = target.map { $0 as AnyObject }
        self.selector = selector
        super.init()
    }

    public init(name: String, actionHandler: @escaping ActionHandler) {
        attributedNameStorage = NSAttributedString(string: name)
        self.actionHandler = actionHandler
        super.init()
    }

    public init(attributedName: NSAttributedString, actionHandler: @escaping ActionHandler) {
        attributedNameStorage = attributedName.copy() as? NSAttributedString ?? attributedName
        self.actionHandler = actionHandler
        super.init()
    }

    public convenience init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        self.init(name: name, target: target, selector: selector)
        self.image = image
    }

    public convenience init(attributedName: NSAttributedString, image: UIImage?, target: Any?, selector: Selector) {
        self.init(attributedName: attributedName, target: target, selector: selector)
        self.image = image
    }

    public convenience init(name: String, image: UIImage?, actionHandler: @escaping ActionHandler) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    public convenience init(attributedName: NSAttributedString, image: UIImage?, actionHandler: @escaping ActionHandler) {
        self.init(attributedName: attributedName, actionHandler: actionHandler)
        self.image = image
    }

    /// Performs the action as an assistive technology does: the handler when there is one
    /// (UIKit prefers it), else the selector sent to the target with this action. False when
    /// nothing could be performed or the handler says so.
    @discardableResult
    func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector else { return false }
        guard let target else {
            FrameworkLog.log("UIAccessibilityCustomAction \"\(name)\": the target is gone; nothing performed")
            return false
        }
        return selector.perform(on: target, sender: self, event: nil)
    }
}
