import Foundation
@_spi(UIKit) import QuartzCore
import UIKit
import UIKitTesting

/// How the harness lets the app settle after an action, as XCUITest waits for the app to be
/// idle: manual time passes and every timer, animation delegate and completion fires at its
/// time, in order, but no intermediate frame is composited (nobody looks at them); the final
/// frame is, once, when the action ends.
@MainActor
enum AppIdle {
    /// Runs an action (synthesized input, then the wait) composited only at its end.
    static func act<Result>(_ body: () -> Result) -> Result {
        TransactionCenter.shared.deferringCompositing(body)
    }

    /// Lets `seconds` of manual time pass for the app to settle.
    static func wait(_ seconds: TimeInterval) {
        act { ManualClock.advance(by: seconds) }
    }
}
