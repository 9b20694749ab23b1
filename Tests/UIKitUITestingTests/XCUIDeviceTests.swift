import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

@MainActor
final class XCUIDeviceTests: XCTestCase {
    override func setUp() async throws {
        XCUIApplication().terminate()
        UIKitTestEnvironment.reset()
        UIApplication.shared.delegate = nil
        XCUIApplication.targetApplicationDelegate = LifecycleAppDelegate.self
    }

    override func tearDown() async throws {
        XCUIApplication().terminate()
        XCUIApplication.targetApplicationDelegate = nil
        UIApplication.shared.delegate = nil
    }

    func testHomeButtonSendsTheAppToTheBackgroundAndActivateBringsItBack() async {
        let app = XCUIApplication()
        app.launch()
        let delegate = UIApplication.shared.delegate as? LifecycleAppDelegate
        XCTAssertEqual(delegate?.events, ["didFinishLaunching", "didBecomeActive"])
        let log = NotificationLog()
        let center = NotificationCenter.default
        let observers = [UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification].map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                let name = note.name.rawValue
                MainActor.assumeIsolated { log.names.append(name) }
            }
        }
        defer { observers.forEach(center.removeObserver) }

        XCUIDevice.shared.press(.home)
        XCTAssertEqual(app.state, .runningBackground)
        XCTAssertEqual(UIApplication.shared.applicationState, .background)
        XCTAssertEqual(delegate?.events, ["didFinishLaunching", "didBecomeActive", "willResignActive", "didEnterBackground"])
        XCTAssertEqual(log.names, [UIApplication.didEnterBackgroundNotification.rawValue])
        // A second press changes nothing: the app is already in the background.
        XCUIDevice.shared.press(.home)
        XCTAssertEqual(delegate?.events.count, 4)

        app.activate()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        XCTAssertEqual(delegate?.events.suffix(2), ["willEnterForeground", "didBecomeActive"])
        XCTAssertEqual(log.names.last, UIApplication.willEnterForegroundNotification.rawValue)
        // The same delegate and window: no relaunch.
        XCTAssertTrue(UIApplication.shared.delegate === delegate)
        XCTAssertTrue(app.staticTexts["Lifecycle"].exists)
    }

    func testActivateLaunchesAnAppThatIsNotRunning() async {
        let app = XCUIApplication()
        XCTAssertEqual(app.state, .notRunning)
        app.activate()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertEqual((UIApplication.shared.delegate as? LifecycleAppDelegate)?.events, ["didFinishLaunching", "didBecomeActive"])
        // Activating an app in the foreground does nothing.
        app.activate()
        XCTAssertEqual((UIApplication.shared.delegate as? LifecycleAppDelegate)?.events.count, 2)
    }

    func testTerminatingInTheBackgroundEndsTheApp() async {
        let app = XCUIApplication()
        app.launch()
        XCUIDevice.shared.press(.home)
        let delegate = UIApplication.shared.delegate as? LifecycleAppDelegate
        app.terminate()
        XCTAssertEqual(app.state, .notRunning)
        XCTAssertEqual(delegate?.events.last, "willTerminate")
        XCTAssertTrue(XCUIDevice.shared === XCUIDevice.shared)
    }
}

/// An app delegate that records the app's life.
@MainActor
final class LifecycleAppDelegate: UIResponder, UIApplicationMainDelegate {
    var window: UIWindow?
    private(set) var events: [String] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        events.append("didFinishLaunching")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        label.text = "Lifecycle"
        root.view.addSubview(label)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { events.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { events.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { events.append("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { events.append("willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { events.append("willTerminate") }
}

/// The names of the notifications a test observed.
@MainActor
final class NotificationLog {
    var names: [String] = []
}
