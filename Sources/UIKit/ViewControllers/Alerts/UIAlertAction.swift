import Foundation

/// An action a person can take from an alert or action sheet: one button, with its title, style
/// and the handler run when it is chosen.
@preconcurrency @MainActor
open class UIAlertAction: NSObject, @preconcurrency NSCopying {
    private var titleStorage: String?
    private var styleStorage: UIAlertAction.Style = .default
    let handler: ((UIAlertAction) -> Void)?

    /// Called when `isEnabled` changes, so that a shown alert redraws the button.
    var enabledDidChange: (() -> Void)?

    public override init() {
        handler = nil
        super.init()
    }

    private init(title: String?, style: UIAlertAction.Style, handlerBlock: ((UIAlertAction) -> Void)?) {
        titleStorage = title
        styleStorage = style
        handler = handlerBlock
        super.init()
    }

    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(title: title, style: style, handlerBlock: handler)
    }

    open var title: String? { titleStorage }

    open var style: UIAlertAction.Style { styleStorage }

    /// UIKit: a disabled action's button is drawn gray and ignores taps and the Return key.
    open var isEnabled: Bool = true {
        didSet { if oldValue != isEnabled { enabledDidChange?() } }
    }

    /// A new action with the same title, style, handler and enabled state.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(title: titleStorage, style: styleStorage, handlerBlock: handler)
        copy.isEnabled = isEnabled
        return copy
    }
}
