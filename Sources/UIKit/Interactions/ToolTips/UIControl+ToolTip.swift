// A control's tool tip (iOS 15): setting `toolTip` adds a tool tip interaction to the control.
// (`toolTip` and `toolTipInteraction` are in the class, so that subclasses can override them.)
extension UIControl {
    func setToolTip(_ newValue: String?) {
        if let newValue {
            if let interaction = toolTipInteractionStorage {
                interaction.defaultToolTip = newValue
            } else {
                let interaction = UIToolTipInteraction(defaultToolTip: newValue)
                toolTipInteractionStorage = interaction
                addInteraction(interaction)
            }
        } else if let interaction = toolTipInteractionStorage {
            toolTipInteractionStorage = nil
            removeInteraction(interaction)
        }
    }
}
