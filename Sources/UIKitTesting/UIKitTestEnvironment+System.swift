@_spi(Platform) @_spi(Diagnostics) import UIKit

// What the system does to an app, on demand (there is no system here to do it).
extension UIKitTestEnvironment {
    /// Low memory, as the Simulator's "Simulate Memory Warning": the app delegate's
    /// `applicationDidReceiveMemoryWarning(_:)`, the `didReceiveMemoryWarningNotification`
    /// observers and every view controller in the app's windows
    /// (`didReceiveMemoryWarning()`) hear of it.
    public static func simulateMemoryWarning() {
        UIApplication.shared.receiveMemoryWarning()
    }

    /// How many background tasks the app began (`beginBackgroundTask`) and has not ended: a
    /// test that code ends every task it begins.
    public static var runningBackgroundTaskCount: Int {
        UIApplication.shared.runningBackgroundTaskCount
    }
}

// The user's text size and appearance settings.
extension UIKitTestEnvironment {
    /// The user picks another text size (Settings › Display & Text Size › Larger Text): views
    /// whose traits change hear of it, labels that adjust their font do, and
    /// `UIContentSizeCategory.didChangeNotification` is posted. `reset()` restores `.large`.
    public static func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        UIApplication.shared.updatePreferredContentSizeCategory(category)
    }

    /// The user switches the system to light or dark appearance. `reset()` restores light.
    public static func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        UIApplication.shared.updateSystemUserInterfaceStyle(style)
    }
}

// The user's contrast and bold text settings.
extension UIKitTestEnvironment {
    /// The user turns Increase Contrast on or off (`accessibilityContrast` high, system colors
    /// in their increased-contrast values). `reset()` turns it off.
    public static func setIncreaseContrast(_ enabled: Bool) {
        UIApplication.shared.updateIncreasedContrast(enabled)
    }

    /// The user turns Bold Text on or off (`legibilityWeight` bold). `reset()` turns it off.
    public static func setBoldText(_ enabled: Bool) {
        UIApplication.shared.updateBoldText(enabled)
    }
}

// Home Screen quick actions.
extension UIKitTestEnvironment {
    /// The user picks one of the app's quick actions from its Home Screen icon while the app
    /// runs: the window scene's delegate (`windowScene(_:performActionFor:completionHandler:)`)
    /// in a scene-based app, else the app delegate
    /// (`application(_:performActionFor:completionHandler:)`), is asked.
    ///
    /// - Parameters:
    ///   - shortcutItem: The quick action the user picks.
    ///   - completionHandler: Gets what the app reports (whether it handled the action).
    /// - Returns: False when the app has no delegate to ask.
    @discardableResult
    public static func performQuickAction(_ shortcutItem: UIApplicationShortcutItem,
                                          completionHandler: @escaping (Bool) -> Void = { _ in }) -> Bool {
        UIApplication.shared.performQuickAction(shortcutItem, completionHandler: completionHandler)
    }
}
