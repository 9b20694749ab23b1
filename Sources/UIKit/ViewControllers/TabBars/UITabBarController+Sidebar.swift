import Foundation

extension UITabBarController {
    /// A tab bar controller's sidebar settings (UIKit, iOS 18).
    ///
    /// Differs from UIKit: no sidebar is drawn (the tabs always show in the tab bar), so these
    /// settings are kept but show nothing; the delegate hears only of `isHidden` changes.
    @preconcurrency @MainActor
    open class Sidebar: NSObject {
        weak var controller: UITabBarController?

        init(controller: UITabBarController) {
            self.controller = controller
            super.init()
        }

        /// Whether the sidebar is hidden. A change tells the delegate
        /// (`sidebarVisibilityWillChange`) and runs the animator's blocks at once (nothing is drawn).
        open var isHidden: Bool = false {
            didSet {
                guard isHidden != oldValue, let controller, let delegate else { return }
                let animator = SidebarVisibilityAnimator()
                delegate.tabBarController(controller, sidebarVisibilityWillChange: self, animator: animator)
                animator.run()
            }
        }

        /// Customizes the sidebar (iOS 18); see `UITabBarController.Sidebar.Delegate`.
        open weak var delegate: (any UITabBarController.Sidebar.Delegate)?
        open var preferredLayout: UITabBarController.Sidebar.Layout = .automatic
        /// Shown above the tabs in the sidebar.
        open var headerContentConfiguration: (any UIContentConfiguration)?
        /// Shown below the tabs in the sidebar.
        open var footerContentConfiguration: (any UIContentConfiguration)?
        /// A view at the bottom of the sidebar (a toolbar, say).
        open var bottomBarView: UIView?

        /// UIKit: no effect when the tab is not shown in the sidebar — which is always here.
        open func reconfigureItem(for tab: UITab) {}
    }
}

extension UITabBarController.Sidebar {
    /// How the sidebar shares room with the content (UIKit, iOS 18).
    public enum Layout: Int, Sendable {
        /// `overlap` on iOS.
        case automatic = 0
        /// Over the selected content, which extends under it.
        case overlap = 1
        /// Beside the selected content, which is resized.
        case tile = 2
    }
}
