import Foundation

/// What a rotor search starts from (UIKit): the current item (whose element is nil when the
/// search starts from nothing) and the direction to search in.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotorSearchPredicate: NSObject {
    open var currentItem = UIAccessibilityCustomRotorItemResult()
    open var searchDirection: UIAccessibilityCustomRotor.Direction = .next

    public override init() {
        super.init()
    }
}
