import UIKit

/// How XCUITest classifies iOS's elements: a view's class first (a switch is a Switch though
/// its trait is `.button`), then its accessibility traits.
@MainActor
enum ElementTypeMapping {
    /// The type a view class reports, found once per class (nil: by the view's traits).
    private static var classTypes: [ObjectIdentifier: XCUIElement.ElementType?] = [:]
    /// The four classes asked about last, compared before hashing: a tree mixes a few classes
    /// and a query asks several times per view. Plain values, read in one access.
    private static var recentClasses = (RecentClass(), RecentClass(), RecentClass(), RecentClass())
    private static var nextRecentSlot = 0

    private struct RecentClass {
        var id: ObjectIdentifier?
        var type: XCUIElement.ElementType?
    }

    /// Classes by type; the first found walking from a view's class to its superclasses wins
    /// (a table view is a Table, not a ScrollView).
    private static let knownClasses: [(AnyClass, XCUIElement.ElementType)] = [
        // XCUITest: a search bar's field is a SearchField, not a TextField.
        (UIWindow.self, .window), (UISearchTextField.self, .searchField), (UITextField.self, .textField), (UITextView.self, .textView),
        (UIButton.self, .button), (UISwitch.self, .switch), (UISlider.self, .slider), (UIStepper.self, .stepper),
        (UISegmentedControl.self, .segmentedControl), (UIPageControl.self, .pageIndicator),
        (UIDatePicker.self, .datePicker), (UIPickerView.self, .picker), (UILabel.self, .staticText),
        (UIImageView.self, .image), (UITableViewCell.self, .cell), (UICollectionViewCell.self, .cell),
        (UITableView.self, .table), (UICollectionView.self, .collectionView), (UIScrollView.self, .scrollView),
    ]

    /// Classes OpenUIKit may not have yet, by name, so that they map as soon as they exist.
    private static let classNames: [String: XCUIElement.ElementType] = [
        "UINavigationBar": .navigationBar, "UITabBar": .tabBar, "UIToolbar": .toolbar,
        "UIActivityIndicatorView": .activityIndicator, "UIProgressView": .progressIndicator,
        // A presented UIAlertController's box (its sheet subclass first, walking up).
        "UIAlertControllerSheetView": .sheet, "UIAlertControllerAlertView": .alert,
    ]

    static func classType(of view: UIView) -> XCUIElement.ElementType? {
        let id = ObjectIdentifier(Swift.type(of: view))
        let recent = recentClasses
        if recent.0.id == id { return recent.0.type }
        if recent.1.id == id { return recent.1.type }
        if recent.2.id == id { return recent.2.type }
        if recent.3.id == id { return recent.3.type }
        let result: XCUIElement.ElementType?
        if let cached = classTypes[id] {
            result = cached
        } else {
            result = lookUp(Swift.type(of: view))
            classTypes[id] = result
        }
        let entry = RecentClass(id: id, type: result)
        switch nextRecentSlot {
        case 0: recentClasses.0 = entry
        case 1: recentClasses.1 = entry
        case 2: recentClasses.2 = entry
        default: recentClasses.3 = entry
        }
        nextRecentSlot = (nextRecentSlot + 1) % 4
        return result
    }

    private static func lookUp(_ viewClass: AnyClass) -> XCUIElement.ElementType? {
        var current: AnyClass? = viewClass
        while let candidate = current {
            let id = ObjectIdentifier(candidate)
            if let known = knownClasses.first(where: { ObjectIdentifier($0.0) == id }) { return known.1 }
            // The runtime's name, not `String(describing:)`: that one looks the metatype up in
            // every protocol conformance of the process first (most of a first query's cost).
            if let named = classNames[_typeName(candidate, qualified: false)] { return named }
            if id == ObjectIdentifier(UIView.self) { return nil }
            current = _getSuperclass(candidate)
        }
        return nil
    }

    /// XCUITest's reading of traits, strongest first.
    static func type(forTraits traits: UIAccessibilityTraits) -> XCUIElement.ElementType? {
        if traits.contains(.button) { return .button }
        if traits.contains(.link) { return .link }
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.keyboardKey) { return .key }
        if traits.contains(.tabBar) { return .tabBar }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) { return .staticText }
        return nil
    }

    static func type(of view: UIView) -> XCUIElement.ElementType {
        let byClass = classType(of: view)
        switch byClass {
        case .textField?:
            return (view as? UITextField)?.isSecureTextEntry == true ? .secureTextField : .textField
        case .staticText?, .image?, nil:
            // A label or image that acts as a button or link is one (UIKit apps set the trait).
            guard view.isAccessibilityElement || byClass == nil else { return byClass ?? .other }
            let traits = view.accessibilityTraits
            if traits.contains(.button) { return .button }
            if traits.contains(.link) { return .link }
            return byClass ?? type(forTraits: traits) ?? .other
        case let type?:
            return type
        }
    }

    /// A plain view (no type of its own, not an accessibility element, no identifier or label)
    /// is not an element: its children stand in its place. `classType` is the view's
    /// `classType(of:)`, looked up once by the caller.
    static func isTransparent(_ view: UIView, classType: XCUIElement.ElementType?) -> Bool {
        // UIKit: a label that is no accessibility element (its text empty, or set so) is not in
        // the tree XCUITest reads, whatever its identifier.
        if classType == .staticText { return !view.isAccessibilityElement }
        guard classType == nil, !view.isAccessibilityElement else { return false }
        return view.accessibilityIdentifier == nil && view.accessibilityLabel == nil
    }
}
