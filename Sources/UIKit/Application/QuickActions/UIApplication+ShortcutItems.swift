import Foundation

extension UIApplication {
    /// The app's dynamic Home Screen quick actions (UIKit, iOS 9; copied in and out, as the
    /// property is `copy`). Linux has no Home Screen to show them; they are kept.
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { shortcutItemsStorage?.map { $0.copy() as! UIApplicationShortcutItem } }
        set { shortcutItemsStorage = newValue?.map { $0.copy() as! UIApplicationShortcutItem } }
    }

    /// The user chose a quick action while the app runs: UIKit asks the window scene's
    /// delegate in a scene-based app, else the app delegate. Returns whether one was asked.
    @_spi(Platform) public func performQuickAction(_ shortcutItem: UIApplicationShortcutItem,
                                                   completionHandler: @escaping (Bool) -> Void) -> Bool {
        if isSceneBased, let scene = sceneRegistry.windowScene,
           let sceneDelegate = scene.delegate as? any UIWindowSceneDelegate {
            sceneDelegate.windowScene(scene, performActionFor: shortcutItem, completionHandler: completionHandler)
            return true
        }
        guard let delegate else { return false }
        delegate.application(self, performActionFor: shortcutItem, completionHandler: completionHandler)
        return true
    }
}
