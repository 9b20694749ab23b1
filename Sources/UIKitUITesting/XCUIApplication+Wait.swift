import Foundation
@_spi(Platform) import UIKit
import UIKitTesting

extension XCUIApplication {
    /// Waits up to `timeout` seconds for the app to be in `state`, moving the framework's
    /// manual clock in 0.05 s slices (as `waitForExistence(timeout:)` does) rather than
    /// sleeping. True as soon as it is, false if the time passed.
    ///
    /// - Parameters:
    ///   - state: The state to wait for (`.runningForeground` after `launch()`…).
    ///   - timeout: The longest wait, in seconds of manual time.
    public func wait(for state: XCUIApplication.State, timeout: TimeInterval) -> Bool {
        if self.state == state { return true }
        return AppIdle.act {
            var waited: TimeInterval = 0
            while waited < timeout {
                let slice = min(0.05, timeout - waited)
                ManualClock.advance(by: slice)
                waited += slice
                if self.state == state { return true }
            }
            return false
        }
    }
}
