import Foundation
import UIKit

extension XCUIApplication {
    /// OpenUIKit: the bundle identifier of the app under test, which
    /// `XCUIApplication(bundleIdentifier:)` recognises as that app (an iOS UI test names its
    /// target application's bundle in Xcode). Nil (the default): `Bundle.main.bundleIdentifier`.
    /// Process-wide, settable from any thread (XCTest calls `setUpWithError()` off the main actor).
    nonisolated public static var targetApplicationBundleIdentifier: String? {
        get { TargetApplication.shared.bundleIdentifier }
        set { TargetApplication.shared.bundleIdentifier = newValue }
    }

    /// Whether `bundleIdentifier` names the app under test rather than another app.
    nonisolated static func isAppUnderTest(bundleIdentifier: String) -> Bool {
        let own = targetApplicationBundleIdentifier ?? Bundle.main.bundleIdentifier
        return own == bundleIdentifier
    }

    /// The failure of launching or activating an app that is not the app under test.
    nonisolated static func otherAppFailure(_ call: String, bundleIdentifier: String) -> String {
        "XCUIApplication.\(call): '\(bundleIdentifier)' is not the app under test (OpenUIKit runs only the app under test, "
            + "in the test's process; set XCUIApplication.targetApplicationBundleIdentifier to give it this identifier)"
    }
}
