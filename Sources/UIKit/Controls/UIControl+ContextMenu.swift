import Foundation

/// UIKit: a control is the delegate of its own context menu interaction (the configuration
/// method is declared in the class so subclasses override it).
extension UIControl: UIContextMenuInteractionDelegate {
    func _updateContextMenuInteraction() {
        if isContextMenuInteractionEnabled {
            let interaction = contextMenuInteractionStorage ?? UIContextMenuInteraction(delegate: self)
            contextMenuInteractionStorage = interaction
            if !interactions.contains(where: { $0 === interaction }) { addInteraction(interaction) }
        } else if let interaction = contextMenuInteractionStorage {
            interaction.dismissMenu()
            removeInteraction(interaction)
        }
    }
}
