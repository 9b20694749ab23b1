import Foundation
import UIKit

/// One element of the tree XCUITest sees: the application, a view, an accessibility element a
/// container returns, or a part of a control that iOS exposes as an element of its own (a
/// segment of a segmented control, a stepper's two buttons).
@MainActor
enum AccessibilityNode {
    case application
    case view(UIView)
    case element(UIAccessibilityElement)
    case segment(UISegmentedControl, Int)
    case stepperButton(UIStepper, increment: Bool)

    func isSame(as other: AccessibilityNode) -> Bool {
        switch (self, other) {
        case (.application, .application): true
        case let (.view(a), .view(b)): a === b
        case let (.element(a), .element(b)): a === b
        case let (.segment(a, i), .segment(b, j)): a === b && i == j
        case let (.stepperButton(a, x), .stepperButton(b, y)): a === b && x == y
        default: false
        }
    }

    // MARK: Type

    var elementType: XCUIElement.ElementType {
        switch self {
        case .application: return .application
        case .segment, .stepperButton: return .button
        case .element(let element):
            // A picker's columns are its wheels.
            if element.accessibilityContainer is UIPickerView || element.accessibilityContainer is UIDatePicker {
                return .pickerWheel
            }
            return ElementTypeMapping.type(forTraits: element.accessibilityTraits) ?? .other
        case .view(let view):
            return ElementTypeMapping.type(of: view)
        }
    }

    // MARK: Attributes

    var label: String {
        switch self {
        case .application: return ProcessInfo.processInfo.processName
        case .view(let view): return view.accessibilityLabel ?? ""
        case .element(let element): return element.accessibilityLabel ?? ""
        case let .segment(control, index): return control.titleForSegment(at: index) ?? ""
        // UIKit: VoiceOver names a stepper's halves "Decrement" and "Increment".
        case .stepperButton(_, let increment): return increment ? "Increment" : "Decrement"
        }
    }

    var identifier: String {
        switch self {
        case .view(let view): view.accessibilityIdentifier ?? ""
        case .element(let element): element.accessibilityIdentifier ?? ""
        case .application, .segment, .stepperButton: ""
        }
    }

    /// The value as XCUITest reports it: the accessibility value (a switch's "0"/"1", a
    /// slider's "50%", a text field's text).
    var value: String? {
        switch self {
        case .view(let view):
            let value = view.accessibilityValue
            // XCUITest: an empty text field reports its placeholder as its value.
            if let field = view as? UITextField, (value ?? "").isEmpty, let placeholder = field.placeholder {
                return placeholder
            }
            return value
        case .element(let element): return element.accessibilityValue
        case .application, .segment, .stepperButton: return nil
        }
    }

    var placeholderValue: String? {
        if case .view(let view) = self, let field = view as? UITextField { return field.placeholder }
        return nil
    }

    var traits: UIAccessibilityTraits {
        switch self {
        case .application: return .none
        case .view(let view): return view.accessibilityTraits
        case .element(let element): return element.accessibilityTraits
        case let .segment(control, index):
            var traits: UIAccessibilityTraits = .button
            if control.selectedSegmentIndex == index { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            return traits
        case let .stepperButton(stepper, increment):
            let atLimit = increment ? stepper.value >= stepper.maximumValue : stepper.value <= stepper.minimumValue
            return !stepper.isEnabled || (atLimit && !stepper.wraps) ? [.button, .notEnabled] : .button
        }
    }

    var isEnabled: Bool { !traits.contains(.notEnabled) }
    var isSelected: Bool { traits.contains(.selected) }

    var hasFocus: Bool {
        if case .view(let view) = self { return view.isFirstResponder }
        return false
    }

    /// The frame in screen coordinates.
    var frame: CGRect {
        switch self {
        case .application:
            return UIApplication.shared.windows.first { !$0.isHidden }?.screen.bounds ?? .zero
        case .view(let view): return view.accessibilityFrame
        case .element(let element): return element.accessibilityFrame
        case let .segment(control, index):
            let frames = Self.segmentFrames(of: control)
            return frames.indices.contains(index) ? control.accessibilityFrame(of: frames[index]) : .zero
        case let .stepperButton(stepper, increment):
            let half = stepper.bounds.width / 2
            // The increment half trails.
            let trailing = increment != (stepper.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            return stepper.accessibilityFrame(of: CGRect(x: trailing ? half : 0, y: 0, width: half, height: stepper.bounds.height))
        }
    }

    /// The view that hosts the element (the view itself, a container, a control).
    var hostView: UIView? {
        switch self {
        case .application: nil
        case .view(let view): view
        case .element(let element): element.accessibilityContainer as? UIView
        case .segment(let control, _): control
        case .stepperButton(let stepper, _): stepper
        }
    }

    var window: UIWindow? {
        if let window = hostView as? UIWindow { return window }
        return hostView?.window
    }

    var sizeClasses: (horizontal: XCUIElement.SizeClass, vertical: XCUIElement.SizeClass) {
        let traits = hostView?.traitCollection ?? UIApplication.shared.keyWindow?.traitCollection
        func map(_ sizeClass: UIUserInterfaceSizeClass?) -> XCUIElement.SizeClass {
            switch sizeClass {
            case .compact: .compact
            case .regular: .regular
            default: .unspecified
            }
        }
        return (map(traits?.horizontalSizeClass), map(traits?.verticalSizeClass))
    }

    /// The point a touch on the element goes to, in its window's coordinates.
    func point(atNormalizedOffset offset: CGVector) -> (UIWindow, CGPoint)? {
        guard let window else { return nil }
        let frame = self.frame
        let screenPoint = CGPoint(x: frame.minX + frame.width * offset.dx, y: frame.minY + frame.height * offset.dy)
        return (window, window.convertFromScreen(screenPoint))
    }

    /// XCUITest: an element is hittable when a touch at its center would reach it: the view
    /// hit there is the element's view, inside it, or one of its ancestors (a label takes no
    /// touches, so its cell gets them); any other view covers it.
    var isHittable: Bool {
        if case .application = self { return true }
        guard let host = hostView, let (window, point) = point(atNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)),
              !window.isHidden, window.bounds.contains(point), !frame.isEmpty,
              let hit = window.hitTest(point, with: nil) else { return false }
        return hit === host || hit.isDescendant(of: host) || host.isDescendant(of: hit)
    }

    static func segmentFrames(of control: UISegmentedControl) -> [CGRect] {
        let count = control.numberOfSegments
        guard count > 0 else { return [] }
        var widths = (0..<count).map { control.widthForSegment(at: $0) }
        let automatic = widths.indices.filter { widths[$0] == 0 }
        let remaining = max(0, control.bounds.width - widths.reduce(0, +))
        for index in automatic { widths[index] = remaining / CGFloat(automatic.count) }
        var x: CGFloat = 0
        let rightToLeft = control.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return widths.map { width in
            defer { x += width }
            let frame = CGRect(x: x, y: 0, width: width, height: control.bounds.height)
            return rightToLeft ? CGRect(x: control.bounds.width - frame.maxX, y: 0, width: width, height: frame.height) : frame
        }
    }

    // MARK: Tree

    /// Calls `body` with the node's child elements in reading order until it returns false;
    /// false when stopped. A view that is an accessibility element hides its subviews (a
    /// button's title label is not an element of its own); a plain view without identifier
    /// or label is not an element itself: its children take its place.
    @discardableResult
    func forEachChild(_ body: (AccessibilityNode) -> Bool) -> Bool {
        switch self {
        case .application:
            for window in UIApplication.shared.windows where !window.isHidden {
                if !body(.view(window)) { return false }
            }
            return true
        case .view(let view):
            return Self.forEachChild(ofView: view, body)
        case .element, .segment, .stepperButton:
            return true
        }
    }

    private static func forEachChild(ofView view: UIView, _ body: (AccessibilityNode) -> Bool) -> Bool {
        if view.isAccessibilityElement {
            // The class's type is cached: no dynamic cast per element view.
            switch ElementTypeMapping.classType(of: view) {
            case .segmentedControl?:
                let control = unsafeDowncast(view, to: UISegmentedControl.self)
                for index in 0..<control.numberOfSegments where !body(.segment(control, index)) { return false }
            case .stepper?:
                let stepper = unsafeDowncast(view, to: UIStepper.self)
                return body(.stepperButton(stepper, increment: false)) && body(.stepperButton(stepper, increment: true))
            default:
                break
            }
            return true
        }
        return forEachContainedChild(of: view, body)
    }

    /// The children of a view that is not an element itself: its accessibility elements or
    /// its subviews.
    private static func forEachContainedChild(of view: UIView, _ body: (AccessibilityNode) -> Bool) -> Bool {
        if view.accessibilityElementsHidden { return true }
        if let elements = view.accessibilityElements {
            for item in elements {
                if let element = item as? UIAccessibilityElement {
                    if element.isAccessibilityElement, !body(.element(element)) { return false }
                } else if let subview = item as? UIView {
                    if !visit(subview, body) { return false }
                }
            }
            return true
        }
        for subview in view.subviews where !visit(subview, body) {
            return false
        }
        return true
    }

    /// Reports `view` as an element, or its children in its place when it is a plain view.
    private static func visit(_ view: UIView, _ body: (AccessibilityNode) -> Bool) -> Bool {
        if view.isHidden || view.alpha <= 0.01 { return true }
        // UIKit: the accessibility getters are overridable (a button's label is its title, a
        // label's its text), so the walk asks each view through them, never reads storage.
        // A transparent view is no element (checked there), so its children are its contents.
        if ElementTypeMapping.isTransparent(view, classType: ElementTypeMapping.classType(of: view)) {
            return forEachContainedChild(of: view, body)
        }
        return body(.view(view))
    }

    /// Visits every element below the node, depth first in reading order, until `body`
    /// returns false; false when stopped.
    @discardableResult
    func forEachDescendant(_ body: (AccessibilityNode) -> Bool) -> Bool {
        forEachChild { child in body(child) && child.forEachDescendant(body) }
    }
}

extension UIView {
    /// `rect` (in the view's coordinates) in screen coordinates.
    func accessibilityFrame(of rect: CGRect) -> CGRect {
        let inWindow = convert(rect, to: nil)
        guard let window = self as? UIWindow ?? self.window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }
}

extension UIWindow {
    func convertFromScreen(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    }
}
