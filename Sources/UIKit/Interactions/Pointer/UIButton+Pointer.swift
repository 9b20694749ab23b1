// The button's pointer effect (iOS 13.4): a pointer interaction the button adds to itself.
extension UIButton {
    /// Given the button and the effect and shape UIKit proposes, the style to use (nil: the
    /// system pointer).
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// `isPointerInteractionEnabled`'s setter (the property is in the class, so that
    /// subclasses can override it).
    func setPointerInteractionEnabled(_ newValue: Bool) {
        guard newValue != (pointerInteractionStorage != nil) else { return }
        if newValue {
            let interaction = UIPointerInteraction(delegate: ButtonPointerDelegate.shared)
            pointerInteractionStorage = interaction
            addInteraction(interaction)
        } else if let interaction = pointerInteractionStorage {
            pointerInteractionStorage = nil
            removeInteraction(interaction)
        }
    }
}

/// Answers for every button's pointer interaction (it holds no state: the button is the
/// interaction's view).
@MainActor
final class ButtonPointerDelegate: NSObject, UIPointerInteractionDelegate {
    static let shared = ButtonPointerDelegate()

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let button = interaction.view as? UIButton, button.window != nil, button.superview != nil else { return nil }
        let effect = UIPointerEffect.automatic(UITargetedPreview(view: button))
        // The shape is in the preview's container (the superview) coordinates.
        let frame = button.superview.map { button.convert(button.bounds, to: $0) } ?? button.bounds
        let shape = UIPointerShape.roundedRect(frame, radius: UIPointerShape.defaultCornerRadius)
        if let provider = button.pointerStyleProvider { return provider(button, effect, shape) }
        return UIPointerStyle(effect: effect, shape: shape)
    }
}
