import Foundation
@_spi(Platform) import UIKit
import UIKitTesting
import XCTest

/// The app under test, in the test's own process: the root of the accessibility tree of its
/// windows. `launch()` starts the app, in this order of what it finds:
///
/// 1. the app given to `init(launching:)` (a closure that builds and shows its window);
/// 2. `XCUIApplication.targetApplicationDelegate`, the app delegate class an iOS UI test
///    target names as its target application: a new delegate each launch, as a new process;
/// 3. the delegate the test set as `UIApplication.shared.delegate` (its launch methods are
///    called; the application keeps it from then on);
/// 4. the windows the test already showed (`window.makeKeyAndVisible()`), as they are.
///
/// In the first three cases `launch()` first terminates the app if it runs and settles what
/// earlier tests left (`UIKitTestEnvironment.reset()`: their windows are hidden, the manual
/// clock restarts).
///
///     override func setUpWithError() throws {
///         XCUIApplication.targetApplicationDelegate = AppDelegate.self   // the one OpenUIKit line
///         app = XCUIApplication()
///         app.launch()
///     }
@preconcurrency @MainActor
open class XCUIApplication: XCUIElement {
    /// XCUITest's application states (`XCUIApplicationState`).
    public enum State: UInt, Sendable {
        /// The state could not be determined.
        case unknown = 0
        /// Not running: never launched, or terminated.
        case notRunning = 1
        /// Suspended in the background (OpenUIKit's apps never are: they keep running).
        case runningBackgroundSuspended = 2
        /// Running in the background: after `XCUIDevice.shared.press(.home)`, until `activate()`.
        case runningBackground = 3
        /// Running in the foreground: launched and showing a window.
        case runningForeground = 4
    }

    private let launcher: (@MainActor () -> UIWindow)?
    /// The bundle identifier `init(bundleIdentifier:)` named when it is not the app under test.
    let otherAppBundleIdentifier: String?

    /// The arguments `launch()` gives the app. In process, the app sees each `-name value`
    /// pair in `UserDefaults.standard` (the argument domain, as iOS does), not in
    /// `ProcessInfo.processInfo.arguments`; `terminate()` restores the defaults.
    open var launchArguments: [String] = []

    /// The environment variables `launch()` gives the app: set in the test's process (the
    /// app reads them with `ProcessInfo.processInfo.environment`), restored by `terminate()`.
    open var launchEnvironment: [String: String] = [:]

    /// The app under test (see the type's description for what `launch()` starts).
    public init() {
        launcher = nil
        otherAppBundleIdentifier = nil
        super.init(source: .application)
    }

    /// The app with the bundle identifier `bundleIdentifier`. OpenUIKit runs one app, the app
    /// under test, in the test's process: when `bundleIdentifier` is its identifier
    /// (`XCUIApplication.targetApplicationBundleIdentifier`, else `Bundle.main.bundleIdentifier`)
    /// this is the same as `init()`; any other identifier (Settings, Safari, the home screen)
    /// stands for an app that never runs here: its `state` is `.notRunning`, it does not exist,
    /// its queries find nothing, and `launch()` or `activate()` fails the test.
    ///
    /// - Parameter bundleIdentifier: The app's bundle identifier ("com.example.App").
    public init(bundleIdentifier: String) {
        launcher = nil
        otherAppBundleIdentifier = Self.isAppUnderTest(bundleIdentifier: bundleIdentifier) ? nil : bundleIdentifier
        super.init(source: .application)
    }

    /// OpenUIKit: an app that `launch()` starts by calling `makeWindow` (which builds the
    /// root view controller; the window is made key and visible if it is not yet).
    public init(launching makeWindow: @escaping @MainActor () -> UIWindow) {
        launcher = makeWindow
        otherAppBundleIdentifier = nil
        super.init(source: .application)
    }

    /// Whether the app is running (shared by every `XCUIApplication` of the process, as they
    /// all stand for the one app).
    open var state: State {
        if otherAppBundleIdentifier != nil { return .notRunning }
        // Hiding every window (`UIKitTestEnvironment.reset()`) ends the app as well.
        guard ApplicationSession.state != .notRunning,
              UIApplication.shared.windows.contains(where: { !$0.isHidden }) else { return .notRunning }
        return ApplicationSession.state
    }

    /// OpenUIKit: the app delegate class `XCUIApplication()` launches (an iOS UI test
    /// target's "Target Application" setting). Process-wide: every later launch uses it.
    /// Settable from `setUpWithError()`, which XCTest calls off the main actor.
    nonisolated public static var targetApplicationDelegate: (any UIApplicationDelegate.Type)? {
        get { TargetApplication.shared.delegateType }
        set { TargetApplication.shared.delegateType = newValue }
    }

    /// Starts the app (terminating it first if it runs), then lets it settle.
    ///
    /// - Parameters:
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func launch(file: StaticString = #filePath, line: UInt = #line) {
        if let otherAppBundleIdentifier {
            XCTFail(Self.otherAppFailure("launch()", bundleIdentifier: otherAppBundleIdentifier), file: file, line: line)
            return
        }
        // Nothing is composited until the app has settled: the final frame only.
        // Timed for the launch metrics (`XCTApplicationLaunchMetric`) while one records.
        LaunchDurations.measure { AppIdle.act { start(file: file, line: line) } }
    }

    private func start(file: StaticString, line: UInt) {
        let application = UIApplication.shared
        if let launcher {
            terminate()
            UIKitTestEnvironment.reset()
            LaunchOverrides.apply(arguments: launchArguments, environment: launchEnvironment)
            let window = launcher()
            if window.isHidden || !window.isKeyWindow { window.makeKeyAndVisible() }
            // The application holds windows weakly; the app keeps its own (as a delegate would).
            ApplicationSession.retainedWindow = window
        } else if let delegate = Self.targetApplicationDelegate.map({ UIApplication.makeApplicationDelegate(of: $0) }) ?? application.delegate {
            terminate()
            application.delegate = delegate
            UIKitTestEnvironment.reset()
            LaunchOverrides.apply(arguments: launchArguments, environment: launchEnvironment)
            // UIKit keeps the delegate for the app's life (the property is weak).
            ApplicationSession.retainedDelegate = delegate
            guard delegate.application(application, willFinishLaunchingWithOptions: nil),
                  delegate.application(application, didFinishLaunchingWithOptions: nil) else {
                XCTFail("XCUIApplication.launch(): the app delegate's launch methods returned false", file: file, line: line)
                return
            }
            NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: application)
            delegate.applicationDidBecomeActive(application)
        } else if application.windows.contains(where: { !$0.isHidden }) {
            // The test built the app's window itself: launching is letting it run.
            LaunchOverrides.apply(arguments: launchArguments, environment: launchEnvironment)
            ManualClock.install()
        } else {
            XCTFail("XCUIApplication.launch(): nothing to launch: set UIApplication.shared.delegate, show a window, "
                    + "or use XCUIApplication(launching:)", file: file, line: line)
            return
        }
        ApplicationSession.state = .runningForeground
        ManualClock.runLoopTurn()
        ManualClock.advance(by: XCUIElement.settleTime)
    }

    /// Brings the app to the foreground: an app in the background (`XCUIDevice.shared.press(.home)`)
    /// enters the foreground and becomes active; an app that is not running is launched.
    open func activate() {
        if let otherAppBundleIdentifier {
            XCTFail(Self.otherAppFailure("activate()", bundleIdentifier: otherAppBundleIdentifier))
            return
        }
        ApplicationActivation.activate(self)
    }

    /// Ends the app: its delegate hears `applicationWillTerminate(_:)`, its windows are
    /// hidden (so queries find nothing until the next launch), and the launch arguments'
    /// defaults and launch environment are restored.
    open func terminate() {
        // Another app never runs: there is nothing of it to end (nor of the app under test).
        if otherAppBundleIdentifier != nil { return }
        defer { LaunchOverrides.restore() }
        guard ApplicationSession.state != .notRunning else { return }
        let application = UIApplication.shared
        application.delegate?.applicationWillTerminate(application)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: application)
        ApplicationSession.retainedWindow = nil
        ApplicationSession.elementTree = nil
        AppIdle.act {
            for window in application.windows where !window.isHidden { window.isHidden = true }
            ManualClock.runLoopTurn()
        }
        ApplicationSession.state = .notRunning
    }
}
