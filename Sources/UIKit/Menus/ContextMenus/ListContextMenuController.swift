/// A table's or collection view's context menus: the long press on the list, and the
/// `UIContextMenuInteraction` it drives (made and added to the list the first time the
/// delegate gives a configuration; the list's `contextMenuInteraction` once a menu has shown),
/// whose delegate this is: it turns the interaction's calls into the list delegate's.
@MainActor
final class ListContextMenuController: UIContextMenuInteractionDelegate {
    private unowned let host: any ListContextMenuHost
    let pressRecognizer = ContextMenuGestureRecognizer()
    private var interactionStorage: UIContextMenuInteraction?
    /// The interaction, once it has shown a menu.
    private(set) var shownInteraction: UIContextMenuInteraction?
    /// The row or item the menu on screen (or being asked for) acts on.
    private var pressed: IndexPath?
    private var highlighted: IndexPath?

    init(host: any ListContextMenuHost) {
        self.host = host
        pressRecognizer.name = "listContextMenuPress"
        pressRecognizer.allowedPressTypes = []
        pressRecognizer.mayBegin = { [weak self] point in self?.interaction.prepareMenu(atWindowPoint: point) ?? false }
        pressRecognizer.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .began else { return }
            self.interaction.showPreparedMenu(appearance: .rich)
        }
        host.addGestureRecognizer(pressRecognizer)
    }

    private var interaction: UIContextMenuInteraction {
        if let interactionStorage { return interactionStorage }
        let interaction = UIContextMenuInteraction(delegate: self)
        interaction.installsPressRecognizer = false
        interaction.didEnd = { [weak self] in self?.menuDidEnd() }
        interactionStorage = interaction
        host.addInteraction(interaction)
        return interaction
    }

    /// A secondary click: the compact menu at the pointer.
    func presentMenu(atWindowPoint point: CGPoint, appearance: UIContextMenuInteraction.appearance) -> Bool {
        interaction.presentMenu(atWindowPoint: point, appearance: appearance)
    }

    private func menuDidEnd() {
        if let highlighted { host.setContextMenuHighlighted(false, at: highlighted) }
        highlighted = nil
        pressed = nil
    }

    // MARK: UIContextMenuInteractionDelegate

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        let items = host.contextMenuItems(at: location)
        guard let configuration = host.contextMenuConfiguration(for: items, at: location) else { return nil }
        pressed = items.pressed
        return configuration
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        if let preview = host.contextMenuHighlightPreview(for: configuration, at: pressed) { return preview }
        // UIKit: the pressed row's or item's cell is the preview.
        guard let pressed, let cell = host.contextMenuCell(at: pressed), cell.window != nil else { return nil }
        return UITargetedPreview(view: cell)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        host.contextMenuDismissalPreview(for: configuration, at: pressed)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        host.contextMenuWillPerformPreviewAction(for: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        shownInteraction = interaction
        if let pressed {
            highlighted = pressed
            host.setContextMenuHighlighted(true, at: pressed)
        }
        host.contextMenuWillDisplay(configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        host.contextMenuWillEnd(configuration, animator: animator)
    }
}
