import Foundation

extension UIMenuSystem {
    /// iOS 26: how the main menu's Find elements are made, part of a
    /// `UIMainMenuSystem.Configuration` (not made directly). Kept: OpenUIKit's Find menu has no
    /// elements of its own to vary.
    @preconcurrency @MainActor
    open class FindElementGroupConfiguration: NSObject {
        /// The Find elements wanted (UIKit's raw values).
        public enum Style: Int, Sendable {
            case automatic = 0
            /// Only elements to search the app's content.
            case search = 1
            /// Elements to find in text that cannot be edited.
            case nonEditableText = 2
            /// Find, Find and Replace, Find Next and the rest.
            case editableText = 3
        }

        open var style: UIMenuSystem.FindElementGroupConfiguration.Style = .automatic

        // UIKit: `init()` is unavailable; a configuration makes its own.
        override init() {
            super.init()
        }
    }
}
