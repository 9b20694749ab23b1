import Foundation
@_spi(UIKit) import QuartzCore
import UIKit
import UIKitTesting

/// How the harness lets the app settle after an action, as XCUITest waits for the app to be
/// idle: manual time passes and every timer, frame callback, animation delegate and
/// completion fires at its time, in order, but no frame is composited (nobody looks at
/// them); the last one is when its pixels are read (`window.frameBuffer`, a snapshot of the
/// window) or at the next commit outside an action.
@MainActor
enum AppIdle {
    /// Runs an action (synthesized input, then the wait) composited only at its end.
    static func act<Result>(_ body: () -> Result) -> Result {
        // The action changes the interface (its events alone count as a change): the kept
        // element tree is stale, and must not keep views the action removes alive.
        ApplicationSession.elementTree = nil
        return TransactionCenter.shared.deferringCompositing(body)
    }

    /// Lets `seconds` of manual time pass for the app to settle.
    static func wait(_ seconds: TimeInterval) {
        act { ManualClock.advance(by: seconds) }
    }
}
