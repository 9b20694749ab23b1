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

    public init(style: UITabBarItemAppearance.Style) {
        super.init()
    }

    public override convenience init() {
        self.init(style: .stacked)
    }

    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {
        for state in [normal, selected, disabled, focused] { state.copy(from: UITabBarItemStateAppearance()) }
    }

    func copy(from other: UITabBarItemAppearance) {
        normal.copy(from: other.normal)
        selected.copy(from: other.selected)
        disabled.copy(from: other.disabled)
        focused.copy(from: other.focused)
    }
}
