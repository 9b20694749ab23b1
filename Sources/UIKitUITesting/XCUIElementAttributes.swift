import Foundation

/// The attributes an element exposes to queries and predicates (XCUITest's protocol;
/// `XCUIElement` and the snapshots block predicates receive adopt it).
@preconcurrency @MainActor  // as Apple's XCTest from Objective-C: Swift 5 mode page objects call it unisolated
public protocol XCUIElementAttributes {
    /// The accessibility identifier ("" when none).
    var identifier: String { get }
    /// The frame in screen coordinates.
    var frame: CGRect { get }
    /// The accessibility value: a switch's "0"/"1", a slider's "50%", a text field's text
    /// (its placeholder while empty).
    var value: Any? { get }
    /// Always "" for UIKit elements (titles are a macOS attribute).
    var title: String { get }
    /// The accessibility label ("" when none).
    var label: String { get }
    /// The element's type (a button, a static text, …).
    var elementType: XCUIElement.ElementType { get }
    /// False when the element has the `.notEnabled` trait (a disabled control).
    var isEnabled: Bool { get }
    /// The horizontal size class of the element's traits.
    var horizontalSizeClass: XCUIElement.SizeClass { get }
    /// The vertical size class of the element's traits.
    var verticalSizeClass: XCUIElement.SizeClass { get }
    /// A text field's placeholder.
    var placeholderValue: String? { get }
    /// True when the element has the `.selected` trait.
    var isSelected: Bool { get }
    /// Whether the element is the first responder (has keyboard focus).
    var hasFocus: Bool { get }
}
