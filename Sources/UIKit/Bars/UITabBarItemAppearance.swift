import Foundation

/// How tab bar items look in each state, for one layout (UIKit, iOS 13).
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    /// The layout: stacked (icon above title) or inline (side by side).
    public enum Style: Int, Sendable {
        case stacked = 0
        case inline = 1
        case compactInline = 2
    }

    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    open var focused = UITabBarItemStateAppearance()

    let styleStorage: Style

    // Required: `copy()` makes an instance of the receiver's class.
    public required init(style: UITabBarItemAppearance.Style) {
        styleStorage = style
        super.init()
    }

    public override convenience init() {
        self.init(style: .stacked)
    }

    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {
        for state in [normal, selected, disabled, focused] { state.copy(from: UITabBarItemStateAppearance()) }
    }

    /// A copy with the receiver's class and every state's values (UIKit's `-copy` returns
    /// `instancetype`; disfavored so that `NSObject.copy()` still answers `copy() as! T`).
    @_disfavoredOverload
    public func copy() -> Self {
        let copy = Self(style: styleStorage)
        copy.copy(from: self)
        return copy
    }

    func copy(from other: UITabBarItemAppearance) {
        normal.copy(from: other.normal)
        selected.copy(from: other.selected)
        disabled.copy(from: other.disabled)
        focused.copy(from: other.focused)
    }
}
