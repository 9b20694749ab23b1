import Foundation

/// The edges a compositional section's content insets are measured from (UIKit raw values).
public enum UIContentInsetsReference: Int, Sendable {
    /// UIKit: for a section, follows the layout configuration; for the configuration, the safe area.
    case automatic = 0
    case none = 1
    case safeArea = 2
    case layoutMargins = 3
    case readableContent = 4
}
