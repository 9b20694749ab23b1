import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// URLs, universal links and Handoff reaching the app: UIKit's delegate methods, their order
/// against the life cycle, the launch and connection options, and scene state restoration.
@MainActor
final class OpeningURLsTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    override func tearDown() async throws {
        UIApplication.shared.delegate = nil
        UIKitTestEnvironment.reset()
    }

    private let url = URL(string: "myapp://item/42")!

    // MARK: App delegate

    func testRunningAppDelegateIsAskedToOpenTheURLWithItsOptions() async {
        let app = URLAppDelegate()
        UIKitTestEnvironment.relaunchApplication(with: app)
        app.log.removeAll()
        app.answer = true
        XCTAssertTrue(UIKitTestEnvironment.simulateOpeningURL(url, sourceApplication: "com.example.mail"))
        XCTAssertEqual(app.log, ["open:myapp://item/42"])
        XCTAssertEqual(app.lastOptions?[.sourceApplication] as? String, "com.example.mail")
        XCTAssertEqual(app.lastOptions?[.openInPlace] as? Bool, false)
        app.answer = false
        XCTAssertFalse(UIKitTestEnvironment.simulateOpeningURL(url), "the delegate's answer is returned")
    }

    func testURLArrivingInTheBackgroundIsOpenedBetweenForegroundAndActive() async {
        let app = URLAppDelegate()
        UIKitTestEnvironment.relaunchApplication(with: app)
        UIKitTestEnvironment.simulateEnteringBackground()
        app.log.removeAll()
        UIKitTestEnvironment.simulateOpeningURL(url)
        XCTAssertEqual(app.log, ["willEnterForeground", "open:myapp://item/42", "didBecomeActive"])
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
    }

    func testDeprecatedOpenMethodsAreTheFallbacks() async {
        let legacy = LegacyURLAppDelegate()
        UIKitTestEnvironment.relaunchApplication(with: legacy)
        XCTAssertTrue(UIKitTestEnvironment.simulateOpeningURL(url, sourceApplication: "com.example.safari"))
        XCTAssertEqual(legacy.opened, ["myapp://item/42 from com.example.safari"])
        let oldest = OldestURLAppDelegate()
        UIKitTestEnvironment.relaunchApplication(with: oldest)
        XCTAssertTrue(UIKitTestEnvironment.simulateOpeningURL(url))
        XCTAssertEqual(oldest.opened, [url])
    }

    func testColdStartWithAURLPassesItInTheLaunchOptionsThenOpensIt() async {
        let app = URLAppDelegate()
        XCTAssertTrue(UIKitTestEnvironment.relaunchApplication(with: app, openingURL: url, sourceApplication: "com.example.notes"))
        XCTAssertEqual(app.log, ["willFinishLaunching", "didFinishLaunching", "open:myapp://item/42", "didBecomeActive"])
        XCTAssertEqual(app.launchOptions?[.url] as? URL, url)
        XCTAssertEqual(app.launchOptions?[.sourceApplication] as? String, "com.example.notes")
    }

    func testLaunchMethodReturningFalseSkipsOpeningTheLaunchURL() async {
        let app = URLAppDelegate()
        app.finishLaunching = false
        XCTAssertFalse(UIKitTestEnvironment.relaunchApplication(with: app, openingURL: url))
        XCTAssertEqual(app.log, ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
    }

    func testPlainLaunchHasNoLaunchOptions() async {
        let app = URLAppDelegate()
        UIKitTestEnvironment.relaunchApplication(with: app)
        XCTAssertNil(app.launchOptions)
    }

    func testUniversalLinkIsContinuedAndTheRestorationHandlerRestoresTheObjects() async {
        let app = URLAppDelegate()
        UIKitTestEnvironment.relaunchApplication(with: app)
        app.log.removeAll()
        let restorer = RestoringController()
        app.restorers = [restorer]
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://example.com/items/7")
        XCTAssertTrue(UIKitTestEnvironment.simulateContinuingUserActivity(activity))
        XCTAssertEqual(app.log, ["willContinue:NSUserActivityTypeBrowsingWeb", "continue:https://example.com/items/7"])
        XCTAssertTrue(restorer.restored === activity)
    }

    func testColdStartToContinueAnActivityPutsItInTheLaunchOptions() async throws {
        let app = URLAppDelegate()
        let activity = NSUserActivity(activityType: "com.example.view-item")
        UIKitTestEnvironment.relaunchApplication(with: app, continuing: activity)
        let dictionary = try XCTUnwrap(app.launchOptions?[.userActivityDictionary] as? [String: Any])
        XCTAssertEqual(dictionary[UIApplication.LaunchOptionsKey.userActivityType.rawValue] as? String, "com.example.view-item")
        XCTAssertTrue(dictionary["UIApplicationLaunchOptionsUserActivityKey"] as? NSUserActivity === activity)
        XCTAssertEqual(app.log, ["willFinishLaunching", "didFinishLaunching", "willContinue:com.example.view-item",
                                 "continue:nil", "didBecomeActive"])
    }

    func testRemoteNotificationReachesTheAppDelegateWithItsFetchResult() async {
        let app = URLAppDelegate()
        UIKitTestEnvironment.relaunchApplication(with: app)
        var result: UIBackgroundFetchResult?
        XCTAssertTrue(UIKitTestEnvironment.simulateRemoteNotification(["aps": ["content-available": 1]]) { result = $0 })
        XCTAssertEqual(app.log.last, "remote:1")
        XCTAssertEqual(result, .newData)
        let quiet = OldestURLAppDelegate()
        UIKitTestEnvironment.relaunchApplication(with: quiet)
        UIKitTestEnvironment.simulateRemoteNotification([:]) { result = $0 }
        XCTAssertEqual(result, .noData, "a delegate without the method reports no data")
    }

    func testKeysAndTypesHaveUIKitsRawValues() async {
        XCTAssertEqual(NSUserActivityTypeBrowsingWeb, "NSUserActivityTypeBrowsingWeb")
        XCTAssertEqual(UIApplication.LaunchOptionsKey.url.rawValue, "UIApplicationLaunchOptionsURLKey")
        XCTAssertEqual(UIApplication.LaunchOptionsKey.userActivityDictionary.rawValue, "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        XCTAssertEqual(UIApplication.LaunchOptionsKey.remoteNotification.rawValue, "UIApplicationLaunchOptionsRemoteNotificationKey")
        XCTAssertEqual(UIApplication.OpenURLOptionsKey.eventAttribution.rawValue, "UIApplicationOpenURLOptionsEventAttributionKey")
        let attribution = UIEventAttribution(sourceIdentifier: 7, destinationURL: URL(string: "https://example.com")!,
                                             sourceDescription: "Banner", purchaser: "Example")
        XCTAssertEqual(attribution.sourceIdentifier, 7)
        XCTAssertNil(attribution.reportEndpoint)
    }

    // MARK: Scene delegate

    func testSceneBasedAppGetsTheURLContextNotTheAppDelegate() async throws {
        let app = URLSceneAppDelegate()
        UIKitTestEnvironment.relaunchApplication(with: app)
        let scene = try XCTUnwrap(URLSceneDelegate.last)
        scene.log.removeAll()
        XCTAssertTrue(UIKitTestEnvironment.simulateOpeningURL(url, sourceApplication: "com.example.mail", openInPlace: true))
        XCTAssertEqual(scene.log, ["openURLContexts:myapp://item/42"])
        let context = try XCTUnwrap(scene.contexts.first)
        XCTAssertEqual(context.options.sourceApplication, "com.example.mail")
        XCTAssertTrue(context.options.openInPlace)
        XCTAssertNil(context.options.eventAttribution)
        XCTAssertEqual(app.opened, 0, "UIKit does not ask the app delegate of a scene-based app")
    }

    func testSceneInTheBackgroundEntersTheForegroundBeforeTheURLAndBecomesActiveAfter() async throws {
        UIKitTestEnvironment.relaunchApplication(with: URLSceneAppDelegate())
        let scene = try XCTUnwrap(URLSceneDelegate.last)
        UIKitTestEnvironment.simulateEnteringBackground()
        scene.log.removeAll()
        UIKitTestEnvironment.simulateOpeningURL(url)
        XCTAssertEqual(scene.log, ["willEnterForeground", "openURLContexts:myapp://item/42", "didBecomeActive"])
    }

    func testColdStartOfASceneBasedAppPutsTheURLInTheConnectionOptions() async throws {
        UIKitTestEnvironment.relaunchApplication(with: URLSceneAppDelegate(), openingURL: url, sourceApplication: "com.example.notes")
        let scene = try XCTUnwrap(URLSceneDelegate.last)
        XCTAssertEqual(scene.connectionURLs, [url])
        XCTAssertEqual(scene.connectionSource, "com.example.notes")
        XCTAssertFalse(scene.log.contains { $0.hasPrefix("openURLContexts") }, "not delivered a second time")
    }

    func testSceneContinuesAnActivity() async throws {
        UIKitTestEnvironment.relaunchApplication(with: URLSceneAppDelegate())
        let scene = try XCTUnwrap(URLSceneDelegate.last)
        scene.log.removeAll()
        UIKitTestEnvironment.simulateContinuingUserActivity(NSUserActivity(activityType: "com.example.edit"))
        XCTAssertEqual(scene.log, ["willContinue:com.example.edit", "continue:com.example.edit"])
        UIKitTestEnvironment.relaunchApplication(with: URLSceneAppDelegate(), continuing: NSUserActivity(activityType: "com.example.cold"))
        XCTAssertEqual(URLSceneDelegate.last?.connectionActivities, ["com.example.cold"])
    }

    func testSceneRestorationActivityIsSavedInTheBackgroundAndOfferedAtReconnection() async throws {
        UIKitTestEnvironment.relaunchApplication(with: URLSceneAppDelegate())
        let first = try XCTUnwrap(URLSceneDelegate.last)
        let responder = UIViewController()
        let activity = NSUserActivity(activityType: "com.example.restore")
        first.restoration = activity
        responder.userActivity = activity
        let updater = ActivityUpdatingController()
        updater.userActivity = activity
        UIKitTestEnvironment.simulateEnteringBackground()
        XCTAssertEqual(activity.userInfo?["selection"] as? Int, 3, "responders update the activity before it is kept")
        XCTAssertTrue(first.log.suffix(2).elementsEqual(["didEnterBackground", "stateRestorationActivity"]))

        UIKitTestEnvironment.relaunchApplication(with: URLSceneAppDelegate())
        let second = try XCTUnwrap(URLSceneDelegate.last)
        XCTAssertFalse(first === second)
        XCTAssertTrue(second.sessionActivityAtConnection === activity)
        XCTAssertEqual(second.log.prefix(2), ["willConnect", "restoreInteractionState:com.example.restore"])
        withExtendedLifetime((responder, updater)) {}
    }
}

private final class URLAppDelegate: UIResponder, UIApplicationDelegate {
    var log: [String] = []
    var answer = true
    var finishLaunching = true
    var lastOptions: [UIApplication.OpenURLOptionsKey: Any]?
    var launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    var restorers: [any UIUserActivityRestoring] = []

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("willFinishLaunching")
        self.launchOptions = launchOptions
        return finishLaunching
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        log.append("didFinishLaunching")
        return finishLaunching
    }
    func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.append("willEnterForeground") }
    // Apple's template spelling, with the default argument.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        log.append("open:\(url.absoluteString)")
        lastOptions = options
        return answer
    }
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool {
        log.append("willContinue:\(userActivityType)")
        return false
    }
    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool {
        log.append("continue:\(userActivity.webpageURL?.absoluteString ?? "nil")")
        restorationHandler(restorers)
        return true
    }
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        log.append("remote:\(userInfo.count)")
        completionHandler(.newData)
    }
}

private final class LegacyURLAppDelegate: UIResponder, UIApplicationDelegate {
    var opened: [String] = []
    func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool {
        opened.append("\(url.absoluteString) from \(sourceApplication ?? "?")")
        return true
    }
}

private final class OldestURLAppDelegate: UIResponder, UIApplicationDelegate {
    var opened: [URL] = []
    func application(_ application: UIApplication, handleOpen url: URL) -> Bool {
        opened.append(url)
        return true
    }
}

private final class RestoringController: UIViewController {
    var restored: NSUserActivity?
    override func restoreUserActivityState(_ activity: NSUserActivity) { restored = activity }
}

private final class ActivityUpdatingController: UIViewController {
    override func updateUserActivityState(_ activity: NSUserActivity) {
        activity.addUserInfoEntries(from: ["selection": 3])
    }
}

private final class URLSceneAppDelegate: UIResponder, UIApplicationDelegate {
    var opened = 0
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = URLSceneDelegate.self
        return configuration
    }
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        opened += 1
        return true
    }
}

final class URLSceneDelegate: UIResponder, UIWindowSceneDelegate {
    static var last: URLSceneDelegate?
    var window: UIWindow?
    var log: [String] = []
    var contexts: [UIOpenURLContext] = []
    var connectionURLs: [URL] = []
    var connectionSource: String?
    var connectionActivities: [String] = []
    var restoration: NSUserActivity?
    var sessionActivityAtConnection: NSUserActivity?

    override init() {
        super.init()
        URLSceneDelegate.last = self
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log.append("willConnect")
        connectionURLs = connectionOptions.urlContexts.map(\.url)
        connectionSource = connectionOptions.urlContexts.first?.options.sourceApplication
        connectionActivities = connectionOptions.userActivities.map(\.activityType)
        sessionActivityAtConnection = session.stateRestorationActivity
    }
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        log.append("restoreInteractionState:\(stateRestorationActivity.activityType)")
    }
    func sceneWillEnterForeground(_ scene: UIScene) { log.append("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.append("didBecomeActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.append("didEnterBackground") }
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        contexts = Array(URLContexts)
        log.append(contentsOf: URLContexts.map { "openURLContexts:\($0.url.absoluteString)" })
    }
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        log.append("willContinue:\(userActivityType)")
    }
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        log.append("continue:\(userActivity.activityType)")
    }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        log.append("stateRestorationActivity")
        return restoration
    }
}
