/// One picker component as VoiceOver sees it: an adjustable element whose value is the
/// selected row (UIKit: "Each time component in a date picker is its own accessibility
/// element, with the Adjustable trait" — seed 003). Swiping up (increment) moves to the next
/// row, down (decrement) to the previous one, as a user's spin would.
/// The picker view returns these from `accessibilityElements`.
@MainActor
final class PickerColumnAccessibilityElement: UIAccessibilityElement {
    private(set) weak var pickerView: UIPickerView?
    let component: Int

    init(pickerView: UIPickerView, component: Int) {
        self.pickerView = pickerView
        self.component = component
        super.init(accessibilityContainer: pickerView)
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            guard let pickerView else { return .adjustable }
            var traits: UIAccessibilityTraits = .adjustable
            if !pickerView.isUserInteractionEnabled { traits.insert(.notEnabled) }
            return traits
        }
        set {}
    }

    override var accessibilityLabel: String? {
        get { pickerView?.accessibilityLabel(forComponent: component) }
        set {}
    }

    override var accessibilityValue: String? {
        get { pickerView?.accessibilityValue(forComponent: component) }
        set {}
    }

    /// UIKit's role description for this element ("Picker item" in seed 003's example).
    var accessibilityRoleDescription: String { "Picker item" }

    override var accessibilityHint: String? {
        get { "Swipe up or down with one finger to adjust the value." }
        set {}
    }

    /// The component's strip in screen coordinates.
    override var accessibilityFrame: CGRect {
        get { pickerView?.accessibilityFrame(forComponent: component) ?? .zero }
        set {}
    }

    /// A picker that ignores touches cannot be adjusted either.
    override func accessibilityIncrement() {
        guard let pickerView, pickerView.isUserInteractionEnabled else { return }
        pickerView.userStep(component: component, by: 1)
    }

    override func accessibilityDecrement() {
        guard let pickerView, pickerView.isUserInteractionEnabled else { return }
        pickerView.userStep(component: component, by: -1)
    }
}
