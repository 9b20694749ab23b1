@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore
import Foundation

/// The edit menu of the app (UIKit, deprecated in iOS 16 in favor of
/// `UIEditMenuInteraction`): one shared menu of Cut, Copy, Paste and the like plus
/// `menuItems`, shown next to a rectangle of a view. Here it is shown by an edit menu
/// interaction on that view: the same menu bar, the same dismissal by a touch outside.
@preconcurrency @MainActor
open class UIMenuController: NSObject {
    /// Where the menu's arrow points (UIKit).
    public enum ArrowDirection: Int, Sendable {
        case `default` = 0
        case up = 1
        case down = 2
        case left = 3
        case right = 4
    }

    /// The app's menu controller.
    open class var shared: UIMenuController { FrameworkEnvironment.menuController }

    /// UIKit: custom items, shown after the system commands; nil by default.
    open var menuItems: [UIMenuItem]?
    open var arrowDirection: UIMenuController.ArrowDirection = .default

    let presenter = MenuControllerPresenter()
    /// The target given by the deprecated `setTargetRect(_:in:)`.
    private var target: (rect: CGRect, view: UIView)?

    override init() {
        super.init()
        presenter.controller = self
    }

    /// Whether the menu is on screen. Setting it shows the menu at the target rectangle
    /// (`setTargetRect(_:in:)`) or hides it (deprecated in iOS 13).
    open var isMenuVisible: Bool {
        get { presenter.interaction.presentation != nil }
        set { setMenuVisible(newValue, animated: false) }
    }

    /// UIKit (deprecated in iOS 13): `showMenu(from:rect:)` / `hideMenu()`.
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        guard menuVisible else {
            hideMenu()
            return
        }
        guard let target else {
            FrameworkLog.log("UIMenuController.setMenuVisible(_:animated:): no target rectangle; call setTargetRect(_:in:) first; nothing shown")
            return
        }
        showMenu(from: target.view, rect: target.rect)
    }

    /// UIKit (deprecated in iOS 13): the rectangle the next `setMenuVisible(true, …)` shows
    /// the menu at.
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        target = (targetRect, targetView)
    }

    /// Shows the menu above `targetRect` of `targetView` (below without room): the standard
    /// commands and the items a responder from `targetView` up can perform. Nothing shows when
    /// there is none, or when the view is not in a window.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        target = (targetRect, targetView)
        presenter.show(from: targetView, rect: targetRect, arrow: arrowDirection)
    }

    /// Hides the menu if `targetView` shows it.
    open func hideMenu(from targetView: UIView) {
        guard presenter.interaction.view === targetView else { return }
        hideMenu()
    }

    open func hideMenu() {
        presenter.hide()
    }

    /// Asks the responders again which items to show, for the menu on screen.
    open func update() {
        guard isMenuVisible else { return }
        presenter.interaction.reloadVisibleMenu()
    }

    /// The menu's frame in screen coordinates (zero while hidden).
    open var menuFrame: CGRect {
        guard let menu = presenter.interaction.presentation?.overlay.menu else { return .zero }
        return menu.convert(menu.bounds, to: nil)
    }
}

extension UIMenuController {
    public static let willShowMenuNotification = NSNotification.Name("UIMenuControllerWillShowMenuNotification")
    public static let didShowMenuNotification = NSNotification.Name("UIMenuControllerDidShowMenuNotification")
    public static let willHideMenuNotification = NSNotification.Name("UIMenuControllerWillHideMenuNotification")
    public static let didHideMenuNotification = NSNotification.Name("UIMenuControllerDidHideMenuNotification")
    public static let menuFrameDidChangeNotification = NSNotification.Name("UIMenuControllerMenuFrameDidChangeNotification")
}
