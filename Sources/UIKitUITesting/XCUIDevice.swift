import Foundation
import UIKit

/// The device the app runs on: its hardware buttons and its orientation (`orientation`).
///
/// OpenUIKit's device has the Home button only (`XCUIDevice.Button.home`); the volume, action
/// and camera buttons are not provided.
///
///     XCUIDevice.shared.press(.home)
///     XCTAssertEqual(app.state, .runningBackground)
///     app.activate()
@preconcurrency @MainActor
open class XCUIDevice: NSObject {
    /// A hardware button of the device.
    public enum Button: Int, Sendable {
        /// The Home button: the app goes to the background.
        case home = 1
    }

    private static let device = XCUIDevice()

    /// The device the tests run on.
    open class var shared: XCUIDevice { device }

    /// Presses a hardware button and lets the app settle.
    ///
    /// The Home button sends a foreground app to the background: its delegate hears
    /// `applicationWillResignActive(_:)` then `applicationDidEnterBackground(_:)` (with their
    /// notifications), `UIApplication.shared.applicationState` is `.background` and
    /// `XCUIApplication().state` is `.runningBackground` until `activate()`. Its windows stay
    /// in the process, so queries still find their elements.
    ///
    /// - Parameter button: The button to press.
    open func press(_ button: XCUIDevice.Button) {
        switch button {
        case .home: ApplicationActivation.pressHome()
        }
    }
}
