// Spring-loaded buttons: a drag resting on the button triggers its primary action.
// (`isSpringLoaded` is in the class, so that subclasses can override it.)
extension UIButton: UISpringLoadedInteractionSupporting {
    func setSpringLoaded(_ newValue: Bool) {
        guard newValue != (springLoadedInteractionStorage != nil) else { return }
        if newValue {
            let interaction = UISpringLoadedInteraction { interaction, _ in
                guard let button = interaction.view as? UIButton, button.isEnabled else { return }
                button.sendActions(for: [.primaryActionTriggered, .touchUpInside])
            }
            springLoadedInteractionStorage = interaction
            addInteraction(interaction)
        } else if let interaction = springLoadedInteractionStorage {
            springLoadedInteractionStorage = nil
            removeInteraction(interaction)
        }
    }
}
