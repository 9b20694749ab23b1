import Foundation

/// A window scene's status bar (UIKit, iOS 13). A Linux window has no status bar: the frame
/// is zero, and the style and visibility are what the scene's view controllers prefer now.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    weak var windowScene: UIWindowScene?

    init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
    }

    /// UIKit: the style of the controller that decides the status bar's appearance — the key
    /// window's root view controller, or the controller it presents full screen (or one that
    /// captures the appearance), then its `childForStatusBarStyle` chain.
    open var statusBarStyle: UIStatusBarStyle {
        guard let controller = appearanceController(\.childForStatusBarStyle) else { return .default }
        return controller.preferredStatusBarStyle
    }

    /// Whether the deciding controller (see `statusBarStyle`, through `childForStatusBarHidden`)
    /// hides the status bar.
    open var isStatusBarHidden: Bool {
        guard let controller = appearanceController(\.childForStatusBarHidden) else { return false }
        return controller.prefersStatusBarHidden
    }

    /// UIKit: zero while the status bar is hidden; a desktop window has none, so always zero.
    open var statusBarFrame: CGRect { .zero }

    /// The controller whose preference counts, following `child` down from the top of the
    /// key window's presentation stack.
    func appearanceController(_ child: KeyPath<UIViewController, UIViewController?>) -> UIViewController? {
        guard let scene = windowScene, let window = scene.keyWindow ?? scene.windows.last(where: { !$0.isHidden }),
              var controller = window.rootViewController else { return nil }
        while let presented = controller.presentedViewController, presented.presentingViewController != nil {
            let fullScreen = presented.modalPresentationStyle == .fullScreen || presented.modalPresentationStyle == .overFullScreen
            guard fullScreen || presented.modalPresentationCapturesStatusBarAppearance else { break }
            controller = presented
        }
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(controller)]
        while let next = controller[keyPath: child], seen.insert(ObjectIdentifier(next)).inserted {
            controller = next
        }
        return controller
    }
}
