import Foundation

/// What a predicate sees of one element: its attributes, read when asked.
@MainActor
final class ElementSnapshot: NSObject, XCUIElementAttributes {
    let node: AccessibilityNode

    init(node: AccessibilityNode) {
        self.node = node
        super.init()
    }

    var identifier: String { node.identifier }
    var frame: CGRect { node.frame }
    var value: Any? { node.value }
    var title: String { "" }
    var label: String { node.label }
    var elementType: XCUIElement.ElementType { node.elementType }
    var isEnabled: Bool { node.isEnabled }
    var horizontalSizeClass: XCUIElement.SizeClass { node.sizeClasses.horizontal }
    var verticalSizeClass: XCUIElement.SizeClass { node.sizeClasses.vertical }
    var placeholderValue: String? { node.placeholderValue }
    var isSelected: Bool { node.isSelected }
    var hasFocus: Bool { node.hasFocus }
}
