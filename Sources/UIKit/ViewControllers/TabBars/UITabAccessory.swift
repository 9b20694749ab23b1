import Foundation

/// iOS 26: a view shown above the tab bar (a mini player, say), set as a tab bar controller's
/// `bottomAccessory`. OpenUIKit keeps it on the controller; it is not laid out on screen
/// (the iOS 26 floating tab bar is not drawn here).
@preconcurrency @MainActor
open class UITabAccessory: NSObject {
    /// The accessory's content.
    public let contentView: UIView

    public init(contentView: UIView) {
        self.contentView = contentView
        super.init()
    }
}
