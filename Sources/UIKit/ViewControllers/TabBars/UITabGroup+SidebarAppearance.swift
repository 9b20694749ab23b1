extension UITabGroup {
    /// How a group shows in a sidebar (UIKit, iOS 18).
    public enum SidebarAppearance: UInt, Sendable {
        /// As suits the level the group is at.
        case automatic = 0
        /// Only its children, beside the group's siblings.
        case inline = 1
        /// The group and its children as a top-level section.
        case rootSection = 2
    }
}
