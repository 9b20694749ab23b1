import Foundation
import UIKit
import UIKitTesting

/// How XCTest's predicate waits move the app's manual clock. `XCTNSPredicateExpectation`
/// (and `expectation(for:evaluatedWith:handler:)`) evaluates its predicate about every 10 ms
/// of real time while `XCTWaiter` (or `wait(for:timeout:)`) waits; when the predicate is a
/// format predicate (`NSPredicate(format: "exists == true")`) evaluated on an element of the
/// running app and the app runs on the manual clock, each evaluation first lets 0.05 s of
/// manual time pass, as `waitForExistence(timeout:)` does between its checks. An element that
/// appears after a 0.3 s animation is found after about six polls (tens of milliseconds),
/// not after the real time the app would take.
@MainActor
enum ExpectationPolling {
    /// The manual time each evaluation lets pass (`waitForExistence(timeout:)`'s slice).
    static let slice: TimeInterval = 0.05

    /// An evaluation that moves the clock runs timers that may poll again: those do not move it.
    private static var isAdvancing = false

    /// Lets `slice` of the app's manual time pass before `element` is evaluated, when the app
    /// the element belongs to runs on the manual clock.
    static func letTimePass(before element: XCUIElement) {
        guard !isAdvancing, ManualClock.isInstalled, ApplicationSession.state != .notRunning else { return }
        if let application = element as? XCUIApplication, application.otherAppBundleIdentifier != nil { return }
        isAdvancing = true
        defer { isAdvancing = false }
        AppIdle.wait(slice)
    }
}
