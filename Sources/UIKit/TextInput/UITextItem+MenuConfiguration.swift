import Foundation

extension UITextItem {
    /// The menu (and preview) a text view shows for a text item the user long-presses
    /// (UIKit, iOS 17), returned from `textView(_:menuConfigurationFor:defaultMenu:)`.
    @preconcurrency @MainActor
    open class MenuConfiguration: NSObject {
        /// What shows beside the menu.
        public enum Preview {
            /// The system's preview of the item.
            case `default`
            /// The app's view.
            case view(UIView)
        }

        let preview: Preview?
        let menu: UIMenu

        /// A configuration showing `menu`, with `preview` beside it (nil: none).
        /// Differs from UIKit: previews are not drawn; the menu shows at the press.
        public init(preview: Preview? = .default, menu: UIMenu) {
            self.preview = preview
            self.menu = menu
            super.init()
        }
    }
}
