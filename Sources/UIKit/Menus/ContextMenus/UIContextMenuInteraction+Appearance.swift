extension UIContextMenuInteraction {
    /// The kind of menu an interaction shows (UIKit). UIKit's Swift name is lowercase
    /// (`UIContextMenuInteraction.appearance`), as declared here.
    public enum appearance: Int, Sendable {
        /// No menu is shown.
        case unknown = 0
        /// A modal menu with the lifted preview (a long press).
        case rich = 1
        /// A compact menu without a preview, at the pointer (a secondary click).
        case compact = 2
    }
}
