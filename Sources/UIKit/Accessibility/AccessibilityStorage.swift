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
}

extension UIView {
    var accessibilityStorage: AccessibilityStorage {
        get { extras?.accessibility ?? AccessibilityStorage() }
        set { ensureExtras().accessibility = newValue }
    }
}
