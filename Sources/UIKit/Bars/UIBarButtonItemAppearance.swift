import Foundation

/// How a bar's plain or done items look in each state (UIKit, iOS 13).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
    let styleStorage: UIBarButtonItem.Style
    open var normal = UIBarButtonItemStateAppearance()
    open var highlighted = UIBarButtonItemStateAppearance()
    open var disabled = UIBarButtonItemStateAppearance()
    /// Applies while a bar button is focused (with a focus engine).
    open var focused = UIBarButtonItemStateAppearance()

    public init(style: UIBarButtonItem.Style) {
        styleStorage = style
        super.init()
    }

    public override convenience init() {
        self.init(style: .plain)
    }

    /// Restores the defaults for `style` (no custom attributes).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state.copy(from: UIBarButtonItemStateAppearance()) }
    }

    func copy(from other: UIBarButtonItemAppearance) {
        normal.copy(from: other.normal)
        highlighted.copy(from: other.highlighted)
        disabled.copy(from: other.disabled)
        focused.copy(from: other.focused)
    }

    /// The state appearance for an item's state.
    func stateAppearance(enabled: Bool) -> UIBarButtonItemStateAppearance {
        enabled ? normal : disabled
    }
}
