import Foundation

/// A titled group of peek actions shown as a submenu (UIKit, iOS 9; deprecated in iOS 13).
@preconcurrency @MainActor
open class UIPreviewActionGroup: NSObject, @preconcurrency NSCopying, UIPreviewActionItem {
    private let titleStorage: String
    let style: UIPreviewAction.Style
    let actions: [UIPreviewAction]

    open var title: String { titleStorage }

    public init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        titleStorage = title
        self.style = style
        self.actions = actions
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        UIPreviewActionGroup(title: titleStorage, style: style, actions: actions)
    }
}
