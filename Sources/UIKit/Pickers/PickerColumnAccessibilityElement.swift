/// One picker component as VoiceOver sees it: an adjustable element whose value is the
/// selected row (UIKit: "Each time component in a date picker is its own accessibility
/// element, with the Adjustable trait" — seed 003). Swiping up (increment) moves to the next
/// row, down (decrement) to the previous one, as a user's spin would.
///
/// The property names are UIAccessibility's, so that this becomes a `UIAccessibilityElement`
/// subclass once OpenUIKit has one (the accessibility phase).
@MainActor
final class PickerColumnAccessibilityElement: NSObject {
    private(set) weak var pickerView: UIPickerView?
    let component: Int

    init(pickerView: UIPickerView, component: Int) {
        self.pickerView = pickerView
        self.component = component
        super.init()
    }

    var isAccessibilityElement: Bool { true }

    var accessibilityTraits: UIAccessibilityTraits {
        guard let pickerView else { return .adjustable }
        var traits: UIAccessibilityTraits = .adjustable
        if !pickerView.isUserInteractionEnabled { traits.insert(.notEnabled) }
        return traits
    }

    var accessibilityLabel: String? {
        pickerView?.accessibilityLabel(forComponent: component)
    }

    var accessibilityValue: String? {
        pickerView?.accessibilityValue(forComponent: component)
    }

    /// UIKit's role description for this element ("Picker item" in seed 003's example).
    var accessibilityRoleDescription: String { "Picker item" }

    var accessibilityHint: String? { "Swipe up or down with one finger to adjust the value." }

    /// The component's strip in screen coordinates.
    var accessibilityFrame: CGRect {
        pickerView?.accessibilityFrame(forComponent: component) ?? .zero
    }

    /// A picker that ignores touches cannot be adjusted either.
    func accessibilityIncrement() {
        guard let pickerView, pickerView.isUserInteractionEnabled else { return }
        pickerView.userStep(component: component, by: 1)
    }

    func accessibilityDecrement() {
        guard let pickerView, pickerView.isUserInteractionEnabled else { return }
        pickerView.userStep(component: component, by: -1)
    }
}
