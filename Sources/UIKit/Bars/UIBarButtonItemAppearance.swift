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

    // Required: `copy()` makes an instance of the receiver's class.
    public required init(style: UIBarButtonItem.Style) {
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

    /// A copy with the receiver's class and every state's values (UIKit's `-copy` returns
    /// `instancetype`; disfavored so that `NSObject.copy()` still answers `copy() as! T`).
    @_disfavoredOverload
    public func copy() -> Self {
        let copy = Self(style: styleStorage)
        copy.copy(from: self)
        return copy
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
