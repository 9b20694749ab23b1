@_spi(Diagnostics) import CoreGraphics
import Foundation

enum ViewControllerRestorationKey {
    static let viewControllers = "UIChildViewControllers"
    static let selectedIndex = "UITabBarControllerSelectedIndex"
}

extension UIViewController {
    /// UIKit's own state: the view controller this one presents; a navigation controller's
    /// stack; a tab bar controller's tabs and selection. View controllers go into the coder
    /// as references, so the ones with restoration identifiers are preserved too.
    func _encodeRestorableState(with coder: NSCoder) {
        typealias K = ViewControllerRestorationKey
        if let presented = presentedStorage, presented.restorationIdentifier != nil {
            coder.encode(presented, forKey: StateRestorationArchive.presentedViewControllerKey)
        }
        if let navigation = self as? UINavigationController {
            coder.encode(navigation.viewControllers as NSArray, forKey: K.viewControllers)
        } else if let tabs = self as? UITabBarController {
            if let children = tabs.viewControllers { coder.encode(children as NSArray, forKey: K.viewControllers) }
            coder.encode(tabs.selectedIndex, forKey: K.selectedIndex)
        }
    }

    func _decodeRestorableState(with coder: NSCoder) {
        typealias K = ViewControllerRestorationKey
        // UIKit: a view controller that is not preserved, or that the app did not make again,
        // is left out of the stack or the tabs.
        let children = (coder.decodeObject(forKey: K.viewControllers) as? [Any])?.compactMap { $0 as? UIViewController }
        if let navigation = self as? UINavigationController {
            if let children, !children.isEmpty, children.map(ObjectIdentifier.init) != navigation.viewControllers.map(ObjectIdentifier.init) {
                navigation.setViewControllers(children, animated: false)
            }
        } else if let tabs = self as? UITabBarController {
            if let children, !children.isEmpty,
               children.map(ObjectIdentifier.init) != (tabs.viewControllers ?? []).map(ObjectIdentifier.init) {
                tabs.setViewControllers(children, animated: false)
            }
            if coder.containsValue(forKey: K.selectedIndex) {
                let index = coder.decodeInteger(forKey: K.selectedIndex)
                if index >= 0, index < (tabs.viewControllers?.count ?? 0) { tabs.selectedIndex = index }
            }
        }
        if let presented = coder.decodeObject(forKey: StateRestorationArchive.presentedViewControllerKey) as? UIViewController,
           presentedStorage == nil, presented.presentingStorage == nil {
            if viewIfLoaded?.window != nil {
                present(presented, animated: false)
            } else {
                FrameworkLog.log("State restoration: \(type(of: self)) is not in a window, so it cannot present \(type(of: presented)) again (make the window key and visible in application(_:willFinishLaunchingWithOptions:))")
            }
        }
    }
}
