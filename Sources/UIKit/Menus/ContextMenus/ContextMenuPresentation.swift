/// A context menu on screen.
@MainActor
struct ContextMenuPresentation {
    let configuration: UIContextMenuConfiguration
    let menu: UIMenu
    let overlay: PopUpMenuOverlay
    /// The preview's frame (rich) or the pointer (compact), in window coordinates.
    let anchor: CGRect
    let appearance: UIContextMenuInteraction.appearance
}
