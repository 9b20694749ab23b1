import XCTest
import UIKit
import UIKitTesting

/// `UIApplication.open(_:options:completionHandler:)` and `canOpenURL(_:)` for the app's own
/// URL scheme: iOS hands the URL back to the app, on a later turn, as from another app.
@MainActor
final class OwnURLSchemeTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    override func tearDown() async throws {
        UIApplication.shared.delegate = nil
        UIKitTestEnvironment.reset()
    }

    private let url = URL(string: "notes://note/7")!

    func testTheAppOpensItsOwnURLThroughItsDelegateOnALaterTurn() async {
        let app = OwnSchemeAppDelegate()
        UIKitTestEnvironment.relaunchApplication(with: app)
        let application = UIApplication.shared
        XCTAssertFalse(application.canOpenURL(url), "a scheme nobody claimed")
        var results: [Bool] = []
        application.open(url) { results.append($0) }
        XCTAssertEqual(results, [false])

        UIKitTestEnvironment.registerURLScheme("Notes")
        XCTAssertTrue(application.canOpenURL(url))
        XCTAssertTrue(application.canOpenURL(URL(string: "NOTES://x")!), "schemes are case-insensitive")
        XCTAssertFalse(application.canOpenURL(URL(string: "https://example.com")!))
        application.open(url, options: [:]) { results.append($0) }
        XCTAssertTrue(app.opened.isEmpty, "not during the call")
        XCTAssertEqual(results, [false])
        ManualClock.runLoopTurn()
        XCTAssertEqual(app.opened, [url])
        XCTAssertEqual(results, [false, true])
        XCTAssertEqual(app.options?[.openInPlace] as? Bool, false)
        XCTAssertEqual(app.options?[.sourceApplication] as? String, Bundle.main.bundleIdentifier,
                       "the app itself is the source")

        application.open(url, options: [.universalLinksOnly: true]) { results.append($0) }
        ManualClock.runLoopTurn()
        XCTAssertEqual(results, [false, true, false], "only universal links: not a custom scheme")
        XCTAssertEqual(app.opened.count, 1)
    }

    func testASceneBasedAppGetsItsOwnURLInOpenURLContexts() async throws {
        UIKitTestEnvironment.relaunchApplication(with: OwnSchemeSceneAppDelegate())
        let scene = try XCTUnwrap(OwnSchemeSceneDelegate.last)
        UIKitTestEnvironment.registerURLScheme("notes")
        var result: Bool?
        UIApplication.shared.open(url) { result = $0 }
        ManualClock.runLoopTurn()
        XCTAssertEqual(scene.opened, [url])
        XCTAssertEqual(result, true)
    }

    func testResetForgetsRegisteredSchemes() async {
        UIKitTestEnvironment.registerURLScheme("notes")
        XCTAssertTrue(UIApplication.shared.canOpenURL(url))
        UIKitTestEnvironment.reset()
        XCTAssertFalse(UIApplication.shared.canOpenURL(url))
    }
}

private final class OwnSchemeAppDelegate: UIResponder, UIApplicationDelegate {
    var opened: [URL] = []
    var options: [UIApplication.OpenURLOptionsKey: Any]?

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        opened.append(url)
        self.options = options
        return true
    }
}

private final class OwnSchemeSceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = OwnSchemeSceneDelegate.self
        return configuration
    }
}

final class OwnSchemeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    static var last: OwnSchemeSceneDelegate?
    var window: UIWindow?
    var opened: [URL] = []

    override init() {
        super.init()
        OwnSchemeSceneDelegate.last = self
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        opened += URLContexts.map(\.url)
    }
}
