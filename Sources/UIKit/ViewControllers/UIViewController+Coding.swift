@_spi(Diagnostics) import CoreGraphics
import Foundation

// Differs from UIKit: UIViewController adopts NSSecureCoding here (iOS: NSCoding), for the
// reason UIView does (Foundation on Linux stops the process when a secure unarchiver meets a
// class that does not support it).
extension UIViewController: @preconcurrency NSSecureCoding {
    nonisolated public class var supportsSecureCoding: Bool { true }
}

/// The archive keys of UIViewController's properties (in the style of UIKit's "UI…" keys).
enum ViewControllerCodingKey {
    static let title = "UITitle"
    static let restorationIdentifier = "UIRestorationIdentifier"
    static let view = "UIView"
    static let children = "UIChildViewControllers"
    static let selectedIndex = "UISelectedIndex"
    static let modalPresentationStyle = "UIModalPresentationStyle"
    static let modalTransitionStyle = "UIModalTransitionStyle"
    static let definesPresentationContext = "UIDefinesPresentationContext"
    static let providesPresentationContextTransitionStyle = "UIProvidesPresentationContextTransitionStyle"
    static let modalInPresentation = "UIModalInPresentation"
    static let preferredContentSize = "UIPreferredContentSize"
    static let edgesForExtendedLayout = "UIEdgesForExtendedLayout"
    static let extendedLayoutIncludesOpaqueBars = "UIExtendedLayoutIncludesOpaqueBars"
    static let additionalSafeAreaInsets = "UIAdditionalSafeAreaInsets"
    static let hidesBottomBarWhenPushed = "UIHidesBottomBarWhenPushed"
    static let overrideUserInterfaceStyle = "UIOverrideUserInterfaceStyle"
}

extension UIViewController {
    // MARK: Encoding

    /// The controller's properties, its view if loaded (for controllers whose view the
    /// framework does not make itself) and its children (a navigation controller's stack, a
    /// tab bar controller's tabs and selection).
    func _encodeViewController(with coder: NSCoder) {
        typealias K = ViewControllerCodingKey
        if let title { coder.encode(title as NSString, forKey: K.title) }
        if let restorationIdentifier { coder.encode(restorationIdentifier as NSString, forKey: K.restorationIdentifier) }
        coder.encode(modalPresentationStyle.rawValue, forKey: K.modalPresentationStyle)
        coder.encode(modalTransitionStyle.rawValue, forKey: K.modalTransitionStyle)
        coder.encode(definesPresentationContext, forKey: K.definesPresentationContext)
        coder.encode(providesPresentationContextTransitionStyle, forKey: K.providesPresentationContextTransitionStyle)
        coder.encode(isModalInPresentation, forKey: K.modalInPresentation)
        if preferredContentSize != .zero { coder.encode(preferredContentSize, forKey: K.preferredContentSize) }
        coder.encode(Int(bitPattern: edgesForExtendedLayout.rawValue), forKey: K.edgesForExtendedLayout)
        coder.encode(extendedLayoutIncludesOpaqueBars, forKey: K.extendedLayoutIncludesOpaqueBars)
        if additionalSafeAreaStorage != .zero { coder.encode(additionalSafeAreaStorage, forKey: K.additionalSafeAreaInsets) }
        coder.encode(hidesBottomBarWhenPushed, forKey: K.hidesBottomBarWhenPushed)
        if overrideUserInterfaceStyle != .unspecified {
            coder.encode(overrideUserInterfaceStyle.rawValue, forKey: K.overrideUserInterfaceStyle)
        }
        if let view = viewStorage ?? archivedViewStorage, UIViewController._archivesRootView(type(of: self)) {
            coder.encode(view, forKey: K.view)
        }
        if !childList.isEmpty { coder.encode(childList as NSArray, forKey: K.children) }
        if let tabs = self as? UITabBarController { coder.encode(tabs.selectedIndex, forKey: K.selectedIndex) }
    }

    /// Whether controllers of this class archive their root view: those whose view comes from
    /// `UIViewController`'s own `loadView()` (a navigation, tab bar, table or collection view
    /// controller makes its view itself).
    static func _archivesRootView(_ type: AnyClass) -> Bool {
        var candidate: AnyClass? = type
        while let current = candidate, !String(reflecting: current).hasPrefix("UIKit.") {
            candidate = _getSuperclass(current)
        }
        return candidate == UIViewController.self
    }

    // MARK: Decoding

    func _decodeViewController(from coder: NSCoder) {
        typealias K = ViewControllerCodingKey
        if let title = coder._decodedString(forKey: K.title) { self.title = title }
        if let identifier = coder._decodedString(forKey: K.restorationIdentifier) { restorationIdentifier = identifier }
        if let raw = coder._decodedInteger(forKey: K.modalPresentationStyle), let style = UIModalPresentationStyle(rawValue: raw) {
            modalPresentationStyle = style
        }
        if let raw = coder._decodedInteger(forKey: K.modalTransitionStyle), let style = UIModalTransitionStyle(rawValue: raw) {
            modalTransitionStyle = style
        }
        if let value = coder._decodedBool(forKey: K.definesPresentationContext) { definesPresentationContext = value }
        if let value = coder._decodedBool(forKey: K.providesPresentationContextTransitionStyle) {
            providesPresentationContextTransitionStyle = value
        }
        if let value = coder._decodedBool(forKey: K.modalInPresentation) { isModalInPresentation = value }
        if coder.containsValue(forKey: K.preferredContentSize) {
            let size = coder.decodeCGSize(forKey: K.preferredContentSize)
            if size.width.isFinite, size.height.isFinite { preferredContentSize = size }
        }
        if let raw = coder._decodedInteger(forKey: K.edgesForExtendedLayout) {
            edgesForExtendedLayout = UIRectEdge(rawValue: UInt(bitPattern: raw))
        }
        if let value = coder._decodedBool(forKey: K.extendedLayoutIncludesOpaqueBars) { extendedLayoutIncludesOpaqueBars = value }
        if let insets = coder._decodedInsets(forKey: K.additionalSafeAreaInsets) { additionalSafeAreaStorage = insets }
        if let value = coder._decodedBool(forKey: K.hidesBottomBarWhenPushed) { hidesBottomBarWhenPushed = value }
        if let raw = coder._decodedInteger(forKey: K.overrideUserInterfaceStyle), let style = UIUserInterfaceStyle(rawValue: raw) {
            overrideUserInterfaceStyle = style
        }
        // UIKit: the view comes from the archive when it is first needed (as a storyboard's
        // does): `loadView()` installs it, then `viewDidLoad()` runs.
        if UIViewController._archivesRootView(type(of: self)), let view = coder._decodedObject(UIView.self, forKey: K.view) {
            archivedViewStorage = view
        }
        if !(self is UINavigationController || self is UITabBarController) {
            for child in coder._decodedArray(of: UIViewController.self, forKey: K.children) ?? [] where child !== self {
                addChild(child)
                child.didMove(toParent: self)
            }
        }
    }

    /// A navigation controller's stack, a tab bar controller's tabs: decoded once the
    /// container has made its bars.
    func _decodeContainedViewControllers(from coder: NSCoder) {
        typealias K = ViewControllerCodingKey
        let children = (coder._decodedArray(of: UIViewController.self, forKey: K.children) ?? []).filter { $0 !== self }
        if let navigation = self as? UINavigationController {
            if !children.isEmpty { navigation.setViewControllers(children, animated: false) }
        } else if let tabs = self as? UITabBarController {
            if !children.isEmpty { tabs.setViewControllers(children, animated: false) }
            if let index = coder._decodedInteger(forKey: K.selectedIndex), index >= 0, index < children.count {
                tabs.selectedIndex = index
            }
        }
    }

    /// `loadView()`'s default with an archived view: installs it, and the archived views of
    /// children that are inside it (they load with it, as in a storyboard scene).
    func _installArchivedView() -> Bool {
        guard let view = archivedViewStorage else { return false }
        archivedViewStorage = nil
        self.view = view
        for child in childList {
            if let childView = child.archivedViewStorage, childView.isDescendant(of: view) { child.loadViewIfNeeded() }
        }
        return true
    }
}
