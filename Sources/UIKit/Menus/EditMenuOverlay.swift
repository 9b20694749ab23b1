@_spi(Platform) import QuartzCore

/// Covers the window while an edit menu is shown: touches on the menu reach it; a touch
/// anywhere else passes through to what is under it and dismisses the menu (UIKit).
@MainActor
final class EditMenuOverlay: UIView {
    let menu: EditMenuView
    private weak var interaction: UIEditMenuInteraction?

    init(items: [UIMenuElement], interaction: UIEditMenuInteraction) {
        menu = EditMenuView(items: items) { [weak interaction] element in interaction?.perform(element) }
        self.interaction = interaction
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        addSubview(menu)
    }

    required init?(coder: NSCoder) {
        preconditionFailure("EditMenuOverlay is made by UIEditMenuInteraction, not from a coder")
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let inMenu = menu.frame.contains(point)
        if !inMenu, event?.type == .touches {
            // After this hit test, not during it: the window is walking its subviews.
            FrameworkScheduler.shared.schedule(after: 0) { [weak self] in
                guard let self, let interaction = self.interaction, interaction.presentation?.overlay === self else { return }
                interaction.dismissMenu()
            }
        }
        return inMenu ? menu : nil
    }
}
