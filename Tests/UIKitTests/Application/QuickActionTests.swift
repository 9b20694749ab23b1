import XCTest
@_spi(Platform) @testable import UIKit
import UIKitTesting

/// Home Screen quick actions (`UIApplicationShortcutItem`) and `@main` delegate creation.
@MainActor
final class QuickActionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        UIApplication.shared.shortcutItems = nil
    }

    func testConvenienceInitializerLeavesTheOptionalPartsNil() async {
        let item = UIApplicationShortcutItem(type: "com.example.new", localizedTitle: "New")
        XCTAssertEqual(item.type, "com.example.new")
        XCTAssertEqual(item.localizedTitle, "New")
        XCTAssertNil(item.localizedSubtitle)
        XCTAssertNil(item.icon)
        XCTAssertNil(item.userInfo)
        XCTAssertNil(item.targetContentIdentifier)
    }

    func testShortcutItemsAreCopiedInAndOut() async {
        let item = UIMutableApplicationShortcutItem(type: "search", localizedTitle: "Search")
        item.icon = UIApplicationShortcutIcon(type: .search)
        item.userInfo = ["version": NSString(string: "1.2")]
        UIApplication.shared.shortcutItems = [item]
        item.localizedTitle = "Changed after setting"

        let stored = UIApplication.shared.shortcutItems
        XCTAssertEqual(stored?.count, 1)
        XCTAssertEqual(stored?.first?.localizedTitle, "Search")
        XCTAssertFalse(stored?.first is UIMutableApplicationShortcutItem, "the copy in is immutable")
        XCTAssertEqual(stored?.first?.icon, UIApplicationShortcutIcon(type: .search))
        XCTAssertEqual(stored?.first?.userInfo?["version"] as? NSString, "1.2")
    }

    func testMutableCopyCanBeEditedWithoutChangingTheOriginal() async {
        let item = UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose", localizedSubtitle: "Draft",
                                             icon: UIApplicationShortcutIcon(systemImageName: "square.and.pencil"))
        let copy = item.mutableCopy() as! UIMutableApplicationShortcutItem
        XCTAssertEqual(copy, item)
        copy.localizedSubtitle = nil
        XCTAssertEqual(item.localizedSubtitle, "Draft")
        XCTAssertNotEqual(copy, item)
    }

    func testIconTypesHaveUIKitsRawValues() async {
        XCTAssertEqual(UIApplicationShortcutIcon.IconType.compose.rawValue, 0)
        XCTAssertEqual(UIApplicationShortcutIcon.IconType.prohibit.rawValue, 7)
        XCTAssertEqual(UIApplicationShortcutIcon.IconType.update.rawValue, 28)
        XCTAssertNotEqual(UIApplicationShortcutIcon(templateImageName: "star"), UIApplicationShortcutIcon(systemImageName: "star"))
    }

    func testLaunchOptionKeyHasUIKitsRawValue() async {
        XCTAssertEqual(UIApplication.LaunchOptionsKey.shortcutItem.rawValue, "UIApplicationLaunchOptionsShortcutItemKey")
    }

    func testQuickActionGoesToTheAppDelegateWithoutAScene() async {
        let delegate = QuickActionAppDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        var reported: Bool?
        let asked = UIKitTestEnvironment.performQuickAction(UIApplicationShortcutItem(type: "open", localizedTitle: "Open")) {
            reported = $0
        }
        XCTAssertTrue(asked)
        XCTAssertEqual(delegate.performed, ["open"])
        XCTAssertEqual(reported, true)
    }

    func testQuickActionGoesToTheWindowSceneDelegateInASceneBasedApp() async throws {
        let appDelegate = SceneAppDelegate()
        UIApplication.shared._relaunch(with: appDelegate)
        defer { UIKitTestEnvironment.reset() }
        let sceneDelegate = try XCTUnwrap(UIApplication.shared.connectedScenes.first?.delegate as? QuickActionSceneDelegate)
        var reported: Bool?
        UIKitTestEnvironment.performQuickAction(UIApplicationShortcutItem(type: "share", localizedTitle: "Share")) {
            reported = $0
        }
        XCTAssertEqual(sceneDelegate.performed, ["share"])
        XCTAssertEqual(appDelegate.performed, [], "UIKit does not ask the app delegate of a scene-based app")
        XCTAssertEqual(reported, false)
    }

    func testQuickActionWithoutADelegateAsksNobody() async {
        UIApplication.shared.delegate = nil
        XCTAssertFalse(UIKitTestEnvironment.performQuickAction(UIApplicationShortcutItem(type: "open", localizedTitle: "Open")))
    }

    func testStaticMainCreatesTheDelegateClassWithItsOwnInit() async {
        let delegate = UIApplication.makeApplicationDelegate(of: CountingAppDelegate.self)
        XCTAssertTrue(delegate is CountingAppDelegate)
        XCTAssertEqual((delegate as? CountingAppDelegate)?.madeByInit, true)
    }
}

private final class QuickActionAppDelegate: UIResponder, UIApplicationDelegate {
    var performed: [String] = []
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        performed.append(shortcutItem.type)
        completionHandler(true)
    }
}

private final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    var performed: [String] = []
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = QuickActionSceneDelegate.self
        return configuration
    }
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        performed.append(shortcutItem.type)
    }
}

final class QuickActionSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var performed: [String] = []
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        performed.append(shortcutItem.type)
        completionHandler(false)
    }
}

private class CountingAppDelegate: UIResponder, UIApplicationDelegate {
    var madeByInit = false
    override init() {
        super.init()
        madeByInit = true
    }
}

/// `UIInputView`, the container of custom keyboards and input accessories.
@MainActor
final class InputViewTests: XCTestCase {
    func testStyleIsFixedAtCreationAndTheKeyboardStyleHasABackdrop() async {
        let plain = UIInputView(frame: CGRect(x: 0, y: 0, width: 320, height: 44), inputViewStyle: .default)
        XCTAssertEqual(plain.inputViewStyle, .default)
        XCTAssertNil(plain.backgroundColor)
        XCTAssertFalse(plain.allowsSelfSizing)
        let keyboard = UIInputView(frame: .zero, inputViewStyle: .keyboard)
        XCTAssertEqual(keyboard.inputViewStyle, .keyboard)
        XCTAssertNotNil(keyboard.backgroundColor)
        XCTAssertEqual(UIInputView.Style.keyboard.rawValue, 1)
        let field = UITextField()
        field.inputAccessoryView = plain
        XCTAssertTrue(field.inputAccessoryView === plain)
    }
}
