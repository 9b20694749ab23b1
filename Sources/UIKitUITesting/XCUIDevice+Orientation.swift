@_spi(Platform) import UIKit
import UIKitTesting

// The device's orientation, as the tests turn it.
extension XCUIDevice {
    /// The orientation of the device.
    ///
    /// Reading it gives the device's physical orientation (portrait for the default headless
    /// screen, whether or not the app generates orientation notifications). Setting it turns
    /// the device as `UIKitTestEnvironment.rotate(to:)` does (the app's orientation
    /// notification, `viewWillTransition(to:with:)`, the screen's width and height swapped
    /// for a supported portrait or landscape orientation) and lets the app settle.
    ///
    ///     XCUIDevice.shared.orientation = .landscapeLeft
    ///     XCTAssertEqual(app.windows.firstMatch.frame.size, CGSize(width: 844, height: 390))
    public var orientation: UIDeviceOrientation {
        get { UIDevice.current._physicalOrientation }
        set {
            AppIdle.act {
                UIKitTestEnvironment.rotate(to: newValue)
                ManualClock.runLoopTurn()
                ManualClock.advance(by: XCUIElement.settleTime)
            }
        }
    }
}
