// Interactions: objects that add behavior to a view. The view holds them; each is told when it
// is attached and detached.
extension UIView {
    /// The interactions added to the view, in order.
    public var interactions: [any UIInteraction] {
        get { extras?.interactions ?? [] }
        set {
            for interaction in interactions where !newValue.contains(where: { $0 === interaction }) {
                removeInteraction(interaction)
            }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches `interaction` (detaching it from another view first).
    public func addInteraction(_ interaction: any UIInteraction) {
        if interactions.contains(where: { $0 === interaction }) { return }
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        ensureExtras().interactions.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let extras, let index = extras.interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        extras.interactions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
