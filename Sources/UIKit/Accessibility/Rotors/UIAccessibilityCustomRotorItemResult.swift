import Foundation

/// The item a rotor search found (UIKit): an element, and for text, a range in it.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotorItemResult: NSObject {
    /// UIKit: not retained (weak).
    open weak var targetElement: (any NSObjectProtocol)?
    /// The text range within the element, for rotors that move through text.
    open var targetRange: UITextRange?

    public init(targetElement: any NSObjectProtocol, targetRange: UITextRange?) {
        self.targetElement = targetElement
        self.targetRange = targetRange
        super.init()
    }

    /// No item: the current item of a search that starts from nothing.
    public override init() {
        super.init()
    }
}
