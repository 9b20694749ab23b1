import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class SceneTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        UIApplication.shared._resetScenes()
    }

    override func tearDown() async throws {
        UIApplication.shared._resetScenes()
        UIApplication.shared._resetApplicationState()
    }

    private var windowScene: UIWindowScene? {
        UIApplication.shared.connectedScenes.first as? UIWindowScene
    }

    func testTheAppHasOneConnectedWindowScene() async throws {
        let app = UIApplication.shared
        XCTAssertEqual(app.connectedScenes.count, 1)
        let scene = try XCTUnwrap(windowScene)
        XCTAssertEqual(scene.activationState, .foregroundActive)
        XCTAssertEqual(scene.session.role, .windowApplication)
        XCTAssertEqual(scene.session.configuration.name, "Default Configuration")
        XCTAssertTrue(scene.session.scene === scene)
        XCTAssertEqual(app.openSessions, [scene.session])
        XCTAssertFalse(app.supportsMultipleScenes)
        XCTAssertTrue(scene.screen === UIScreen.main)
        XCTAssertEqual(scene.traitCollection.displayScale, UIScreen.main.scale)
        XCTAssertEqual(scene.interfaceOrientation, UIScreen.main.bounds.width > UIScreen.main.bounds.height ? .landscapeRight : .portrait)
        XCTAssertEqual(UISceneSession.Role.windowApplication.rawValue, "UIWindowSceneSessionRoleApplication")
        XCTAssertEqual(UIScene.ActivationState.unattached.rawValue, -1)
        XCTAssertEqual(UIScene.ActivationState.background.rawValue, 2)
        XCTAssertTrue(scene.next === app)
    }

    func testWindowsJoinTheirScene() async throws {
        let scene = try XCTUnwrap(windowScene)
        let window = UIWindow(windowScene: scene)
        XCTAssertTrue(window.windowScene === scene)
        XCTAssertEqual(window.frame, UIScreen.main.bounds)
        XCTAssertTrue(scene.windows.contains(window))
        XCTAssertNil(scene.keyWindow)
        window.makeKeyAndVisible()
        XCTAssertTrue(scene.keyWindow === window)

        // A window shown without a scene is in the app's scene; a hidden one in none.
        let plain = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertNil(plain.windowScene)
        plain.isHidden = false
        XCTAssertTrue(plain.windowScene === scene)
        XCTAssertEqual(scene.windows.filter { $0 === window || $0 === plain }.count, 2)

        window.windowScene = nil
        XCTAssertNil(window.windowScene)
        XCTAssertFalse(scene.windows.contains(window))
        XCTAssertNil(scene.keyWindow)
    }

    func testStatusBarManagerFollowsTheKeyWindowsControllers() async throws {
        final class Dark: UIViewController {
            var hidden = false
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            override var prefersStatusBarHidden: Bool { hidden }
        }
        final class Container: UIViewController {
            let child = Dark()
            override var childForStatusBarStyle: UIViewController? { child }
            override var childForStatusBarHidden: UIViewController? { child }
        }
        let scene = try XCTUnwrap(windowScene)
        let window = UIWindow(windowScene: scene)
        let container = Container()
        window.rootViewController = container
        window.makeKeyAndVisible()
        let manager = try XCTUnwrap(scene.statusBarManager)
        XCTAssertEqual(manager.statusBarStyle, .lightContent)
        XCTAssertFalse(manager.isStatusBarHidden)
        container.child.hidden = true
        container.setNeedsStatusBarAppearanceUpdate()
        XCTAssertTrue(manager.isStatusBarHidden)
        XCTAssertEqual(manager.statusBarFrame, .zero)

        // A full-screen presentation takes the status bar over.
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        container.present(presented, animated: false)
        XCTAssertEqual(manager.statusBarStyle, .default)
        XCTAssertFalse(manager.isStatusBarHidden)
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        nonisolated(unsafe) static var events: [String] = []
        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            Self.events.append("willConnect")
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
        }
        func sceneDidBecomeActive(_ scene: UIScene) { Self.events.append("didBecomeActive") }
        func sceneWillResignActive(_ scene: UIScene) { Self.events.append("willResignActive") }
        func sceneWillEnterForeground(_ scene: UIScene) { Self.events.append("willEnterForeground") }
        func sceneDidEnterBackground(_ scene: UIScene) { Self.events.append("didEnterBackground") }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var events: [String] = []
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            events.append("configurationForConnecting")
            let configuration = UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SceneDelegate.self
            return configuration
        }
        func applicationDidBecomeActive(_ application: UIApplication) { events.append("appDidBecomeActive") }
        func applicationDidEnterBackground(_ application: UIApplication) { events.append("appDidEnterBackground") }
    }

    func testLaunchConnectsTheSceneDelegateAndForwardsTheLifeCycle() async throws {
        SceneDelegate.events = []
        var notifications: [String] = []
        let center = NotificationCenter.default
        let names: [Notification.Name] = [UIScene.willConnectNotification, UIScene.willEnterForegroundNotification,
                                          UIScene.didActivateNotification, UIScene.willDeactivateNotification,
                                          UIScene.didEnterBackgroundNotification]
        let observers = names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                let raw = note.name.rawValue
                MainActor.assumeIsolated { notifications.append(raw) }
            }
        }
        defer { observers.forEach { center.removeObserver($0) } }

        let appDelegate = AppDelegate()
        UIApplication.shared._relaunch(with: appDelegate)
        let scene = try XCTUnwrap(windowScene)
        XCTAssertEqual(scene.session.configuration.name, "Main")
        let sceneDelegate = try XCTUnwrap(scene.delegate as? SceneDelegate)
        XCTAssertEqual(SceneDelegate.events, ["willConnect", "willEnterForeground", "didBecomeActive"])
        XCTAssertEqual(appDelegate.events, ["configurationForConnecting"])
        XCTAssertEqual(scene.activationState, .foregroundActive)
        XCTAssertTrue(scene.keyWindow === sceneDelegate.window)
        XCTAssertEqual(sceneDelegate.window?.isKeyWindow, true)
        XCTAssertEqual(notifications, ["UISceneWillConnectNotification", "UISceneWillEnterForegroundNotification",
                                       "UISceneDidActivateNotification"])

        SceneDelegate.events = []
        notifications = []
        UIApplication.shared._enterBackground()
        XCTAssertEqual(SceneDelegate.events, ["willResignActive", "didEnterBackground"])
        XCTAssertEqual(scene.activationState, .background)
        UIApplication.shared._enterForeground()
        XCTAssertEqual(SceneDelegate.events, ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"])
        XCTAssertEqual(notifications, ["UISceneWillDeactivateNotification", "UISceneDidEnterBackgroundNotification",
                                       "UISceneWillEnterForegroundNotification", "UISceneDidActivateNotification"])
        // UIKit: a scene-based app's delegate does not hear the life-cycle calls.
        XCTAssertEqual(appDelegate.events, ["configurationForConnecting"])
        sceneDelegate.window?.isHidden = true
    }
}
