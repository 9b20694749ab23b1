import Foundation

/// Key-value coding reads of a bar item (Linux Foundation's `NSObject` has none). iOS code
/// reads `item.value(forKey: "view")` to find the view a bar shows for an item (to point a
/// tip or a popover at it); the public properties read by name too.
extension UIBarItem {
    public func value(forKey key: String) -> Any? {
        switch key {
        case "view": return shownView
        case "title": return title
        case "image": return image
        case "tag": return tag
        case "enabled": return isEnabled
        default:
            // UIKit: an unknown key raises NSUndefinedKeyException.
            preconditionFailure("[<\(type(of: self))> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
        }
    }

    /// The view that shows the item: a bar button item's custom view, else the button a
    /// navigation bar, toolbar or tab bar made for it; nil while no bar shows the item.
    var shownView: UIView? {
        if let item = self as? UIBarButtonItem, let customView = item.customView {
            return customView
        }
        for reference in observingBars {
            guard let bar = reference.bar as? UIView else { continue }
            if let view = Self.view(showing: self, in: bar) {
                return view
            }
        }
        return nil
    }

    private static func view(showing item: UIBarItem, in view: UIView) -> UIView? {
        if let button = view as? BarButtonItemButton, button.item === item { return button }
        if let button = view as? TabBarButton, button.item === item { return button }
        for subview in view.subviews {
            if let found = Self.view(showing: item, in: subview) { return found }
        }
        return nil
    }
}
