import Foundation
import UIKit

/// A screen of the device: `main` is `UIScreen.main`, the headless (or native) display the
/// app's windows are on.
@preconcurrency @MainActor
open class XCUIScreen: NSObject, XCUIScreenshotProviding {
    private static let mainScreen = XCUIScreen()

    /// The device's main screen.
    open class var main: XCUIScreen { mainScreen }

    /// Every screen of the device: OpenUIKit's device has one (`UIScreen.screens`).
    open class var screens: [XCUIScreen] { [mainScreen] }

    /// What the screen shows: the app's visible windows, back to front, each at its frame,
    /// at the screen's scale, after pending layout and drawing. Where no window covers the
    /// screen, the pixels are transparent black.
    open func screenshot() -> XCUIScreenshot {
        XCUIScreenshot(image: Self.capture(UIScreen.main))
    }

    /// The screen's image (its size the screen's bounds, its scale the screen's).
    static func capture(_ screen: UIScreen) -> UIImage {
        CATransaction.flush()
        let format = UIGraphicsImageRendererFormat()
        format.scale = screen.scale
        let windows = UIApplication.shared.windows.filter { !$0.isHidden && $0.screen === screen }
        return UIGraphicsImageRenderer(bounds: screen.bounds, format: format).image { _ in
            for window in windows {
                _ = window.drawHierarchy(in: window.frame, afterScreenUpdates: false)
            }
        }
    }
}
