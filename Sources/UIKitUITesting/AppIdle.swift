import Foundation
@_spi(UIKit) import QuartzCore
import UIKit
import UIKitTesting

/// How the harness lets the app settle after an action, as XCUITest waits for the app to be
/// idle: manual time passes and every timer, frame callback, animation delegate and
/// completion fires at its time, in order, and views lay out, but nothing is drawn or
/// composited (nobody looks at it) until pixels are read (`window.frameBuffer`, a snapshot,
/// `render(in:)`) or the next commit outside an action; then the layers waiting draw in the
/// order they asked, and the last frame is composited.
@MainActor
enum AppIdle {
    /// Runs an action (synthesized input, then the wait) drawing and compositing nothing.
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
