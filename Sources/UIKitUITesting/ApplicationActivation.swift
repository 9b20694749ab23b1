@_spi(Platform) import UIKit
import UIKitTesting

/// The app's trips to the background and back, as the Home button and `activate()` make them.
@MainActor
enum ApplicationActivation {
    /// UIKit: the Home button sends the active app to the background:
    /// `applicationWillResignActive(_:)`, then `applicationDidEnterBackground(_:)`, with their
    /// notifications; `UIApplication.shared.applicationState` is `.background`.
    static func pressHome() {
        guard ApplicationSession.state == .runningForeground else { return }
        AppIdle.act {
            UIApplication.shared._enterBackground()
            ApplicationSession.state = .runningBackground
            ManualClock.runLoopTurn()
            ManualClock.advance(by: XCUIElement.settleTime)
        }
    }

    /// A running app in the background comes back (`applicationWillEnterForeground(_:)`, then
    /// `applicationDidBecomeActive(_:)`); an app that does not run is launched; one in the
    /// foreground stays as it is.
    static func activate(_ app: XCUIApplication) {
        switch app.state {
        case .notRunning, .unknown:
            app.launch()
        case .runningBackground, .runningBackgroundSuspended:
            AppIdle.act {
                UIApplication.shared._enterForeground()
                ApplicationSession.state = .runningForeground
                ManualClock.runLoopTurn()
                ManualClock.advance(by: XCUIElement.settleTime)
            }
        case .runningForeground:
            break
        }
    }
}
