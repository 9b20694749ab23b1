import Foundation
import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

@MainActor
final class LaunchArgumentsTests: XCTestCase {
    private var savedArgumentDomain: [String: Any] = [:]

    override func setUp() async throws {
        XCUIApplication().terminate()
        UIKitTestEnvironment.reset()
        XCUIApplication.targetApplicationDelegate = nil
        UIApplication.shared.delegate = nil
        savedArgumentDomain = UserDefaults.standard.volatileDomain(forName: UserDefaults.argumentDomain)
    }

    override func tearDown() async throws {
        XCUIApplication().terminate()
        // swift-corelibs-foundation adds to the domain when setting it: removed first.
        UserDefaults.standard.removeVolatileDomain(forName: UserDefaults.argumentDomain)
        UserDefaults.standard.setVolatileDomain(savedArgumentDomain, forName: UserDefaults.argumentDomain)
        unsetenv("OPENUIKIT_XCUI_SERVER")
        unsetenv("OPENUIKIT_XCUI_PREVIOUS")
    }

    /// An app that reads its configuration at launch, as iOS apps do in
    /// `application(_:didFinishLaunchingWithOptions:)`.
    private func makeApp(recording seen: @escaping @MainActor ([String: Any]) -> Void) -> XCUIApplication {
        XCUIApplication(launching: {
            let defaults = UserDefaults.standard
            let environment = ProcessInfo.processInfo.environment
            let values: [String: Any?] = [
                "UITestMode": defaults.bool(forKey: "UITestMode"),
                "Count": defaults.integer(forKey: "Count"),
                "Languages": defaults.stringArray(forKey: "Languages"),
                "verbose": defaults.object(forKey: "verbose"),
                "Runner": defaults.object(forKey: "Runner"),
                "server": environment["OPENUIKIT_XCUI_SERVER"],
                "previous": environment["OPENUIKIT_XCUI_PREVIOUS"],
            ]
            seen(values.compactMapValues { $0 })
            return UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        })
    }

    func testLaunchArgumentPairsAreUserDefaultsAndTheEnvironmentIsSetWhileTheAppRuns() async {
        var seen: [String: Any] = [:]
        let app = makeApp { seen = $0 }
        app.launchArguments = ["-UITestMode", "YES", "-Count", "3", "--verbose", "-Languages", "(en, fr)"]
        app.launchEnvironment = ["OPENUIKIT_XCUI_SERVER": "http://localhost:8080"]
        app.launch()

        XCTAssertEqual(seen["UITestMode"] as? Bool, true)
        XCTAssertEqual(seen["Count"] as? Int, 3)
        XCTAssertEqual(seen["Languages"] as? [String], ["en", "fr"])
        // A name followed by another name has no value: it is no default.
        XCTAssertNil(seen["verbose"])
        XCTAssertEqual(seen["server"] as? String, "http://localhost:8080")
        XCTAssertEqual(String(cString: getenv("OPENUIKIT_XCUI_SERVER")), "http://localhost:8080")
        // Still there while the app runs; the argument domain outranks the app's own defaults.
        UserDefaults.standard.set(7, forKey: "Count")
        XCTAssertEqual(UserDefaults.standard.integer(forKey: "Count"), 3)
        UserDefaults.standard.removeObject(forKey: "Count")

        app.terminate()
        XCTAssertNil(UserDefaults.standard.object(forKey: "UITestMode"))
        XCTAssertNil(UserDefaults.standard.object(forKey: "Count"))
        XCTAssertNil(ProcessInfo.processInfo.environment["OPENUIKIT_XCUI_SERVER"])
    }

    func testTerminateRestoresTheRunnersDefaultsAndEnvironment() async {
        UserDefaults.standard.removeVolatileDomain(forName: UserDefaults.argumentDomain)
        UserDefaults.standard.setVolatileDomain(["Runner": "1"], forName: UserDefaults.argumentDomain)
        setenv("OPENUIKIT_XCUI_PREVIOUS", "before", 1)
        var seen: [String: Any] = [:]
        let app = makeApp { seen = $0 }
        app.launchArguments = ["-Count", "5"]
        app.launchEnvironment = ["OPENUIKIT_XCUI_PREVIOUS": "during"]
        app.launch()
        // UIKit: the launched app's argument domain holds its own arguments only.
        XCTAssertNil(seen["Runner"])
        XCTAssertEqual(seen["Count"] as? Int, 5)
        XCTAssertEqual(seen["previous"] as? String, "during")

        app.terminate()
        XCTAssertEqual(UserDefaults.standard.string(forKey: "Runner"), "1")
        XCTAssertNil(UserDefaults.standard.object(forKey: "Count"))
        XCTAssertEqual(ProcessInfo.processInfo.environment["OPENUIKIT_XCUI_PREVIOUS"], "before")
    }

    func testRelaunchingWithOtherArgumentsReplacesTheFirstLaunchs() async {
        var seen: [String: Any] = [:]
        let app = makeApp { seen = $0 }
        app.launchArguments = ["-UITestMode", "YES", "-Count", "1"]
        app.launchEnvironment = ["OPENUIKIT_XCUI_SERVER": "first"]
        app.launch()
        XCTAssertEqual(seen["Count"] as? Int, 1)

        app.launchArguments = ["-Count", "2"]
        app.launchEnvironment = [:]
        app.launch()
        XCTAssertEqual(seen["Count"] as? Int, 2)
        XCTAssertEqual(seen["UITestMode"] as? Bool, false)
        XCTAssertNil(seen["server"])
    }

    func testTheAppDelegateSeesTheArgumentsAtLaunch() async {
        XCUIApplication.targetApplicationDelegate = ConfiguredAppDelegate.self
        let app = XCUIApplication()
        app.launchArguments = ["-Greeting", "Hello from the test"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Hello from the test"].exists)
        app.terminate()
        XCTAssertNil(UserDefaults.standard.object(forKey: "Greeting"))
    }
}

/// An app delegate that shows the greeting its launch arguments give.
@MainActor
final class ConfiguredAppDelegate: UIResponder, UIApplicationMainDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        label.text = UserDefaults.standard.string(forKey: "Greeting") ?? "No greeting"
        root.view.addSubview(label)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
