/// The accessibility attributes a view stores when code sets them.
struct AccessibilityStorage {
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var identifier: String?
    var elementsHidden = false
    var viewIsModal = false
    var shouldGroupChildren = false
    var language: String?
    /// `accessibilityElements` as code set it (nil: the view's own default).
    var elements: [Any]?
    var elementsWereSet = false
    var customActions: [UIAccessibilityCustomAction]?
    var customRotors: [UIAccessibilityCustomRotor]?
    var navigationStyle: UIAccessibilityNavigationStyle = .automatic
    var containerType: UIAccessibilityContainerType = .none
    var path: UIBezierPath?
    /// Nil: the middle of `accessibilityFrame` (UIKit's default).
    var activationPoint: CGPoint?
    var respondsToUserInteraction: Bool?
    var userInputLabels: [String]?
    var textualContext: UIAccessibilityTextualContext?
    var dragSourceDescriptors: [UIAccessibilityLocationDescriptor]?
    var dropPointDescriptors: [UIAccessibilityLocationDescriptor]?
    var directTouchOptions: UIAccessibilityDirectTouchOptions = []
    var headerElements: [Any]?
}

extension UIView {
    // The getters read one field in place (`extras?.accessibility?.label`): a UI test query
    // reads several attributes of every view it walks, and copying the whole storage per read
    // (retaining every string in it) cost more than the walk itself.

    /// Changes the stored attributes in place, creating them on first use.
    func updateAccessibilityStorage(_ update: (inout AccessibilityStorage) -> Void) {
        let extras = ensureExtras()
        if extras.accessibility == nil { extras.accessibility = AccessibilityStorage() }
        update(&extras.accessibility!)
        UIApplication.noteInterfaceChange()
    }
}
