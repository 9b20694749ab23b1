import Foundation

/// A token in a search text field: an icon and a short text drawn as a capsule before the
/// field's text, standing for something that is not text (a filter, a person, a scope)
/// (UIKit, iOS 13).
@preconcurrency @MainActor
open class UISearchToken: NSObject {
    let icon: UIImage?
    let text: String

    init(iconValue: UIImage?, textValue: String) {
        icon = iconValue
        text = textValue
        super.init()
    }

    /// A token showing `icon` (may be nil) before `text`.
    public convenience init(icon: UIImage?, text: String) {
        self.init(iconValue: icon, textValue: text)
    }

    /// The app's object the token stands for (UIKit keeps it; the field never reads it).
    open var representedObject: Any?

    open override var description: String { "<UISearchToken \"\(text)\">" }
}
