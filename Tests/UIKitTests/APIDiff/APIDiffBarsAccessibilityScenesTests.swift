import XCTest
import UIKit
import UIKitTesting

/// Members of bars, accessibility, images and scenes that the API diff against Apple's
/// documentation (session 16) found missing, where they have behaviour.
@MainActor
final class APIDiffBarsAccessibilityScenesTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3)).image { _ in }

    // MARK: Bars

    private final class CustomizingDelegate: NSObject, UITabBarDelegate {
        var calls: [String] = []
        func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) { calls.append("willBegin \(items.count) \(tabBar.isCustomizing)") }
        func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) { calls.append("didBegin \(items.count) \(tabBar.isCustomizing)") }
        func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) { calls.append("willEnd \(items.count) \(changed)") }
        func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) { calls.append("didEnd \(items.count) \(tabBar.isCustomizing)") }
    }

    func testTabBarCustomizingTellsTheDelegateInOrder() async {
        let bar = UITabBar()
        let items = (0..<3).map { UITabBarItem(title: "\($0)", image: nil, tag: $0) }
        bar.items = items
        let delegate = CustomizingDelegate()
        bar.delegate = delegate
        XCTAssertFalse(bar.endCustomizing(animated: false), "not customizing: nothing to end")
        bar.beginCustomizingItems(Array(items.prefix(2)))
        XCTAssertTrue(bar.isCustomizing)
        bar.beginCustomizingItems(items)
        XCTAssertTrue(bar.endCustomizing(animated: true))
        XCTAssertFalse(bar.isCustomizing)
        XCTAssertEqual(delegate.calls, ["willBegin 2 false", "didBegin 2 true", "willEnd 3 false", "didEnd 3 false"])
    }

    func testTabBarLegacyBackgroundImageIsDrawnWhenTheAppearanceHasNone() async {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        bar.backgroundImage = image
        bar.shadowImage = image
        bar.selectionIndicatorImage = image
        bar.layoutIfNeeded()
        let imageViews = allSubviews(of: bar).compactMap { $0 as? UIImageView }
        XCTAssertEqual(imageViews.filter { $0.image === image }.count, 2, "the background and the shadow")
        XCTAssertTrue(bar.selectionIndicatorImage === image)

        let own = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        let appearance = UITabBarAppearance()
        appearance.backgroundImage = own
        bar.standardAppearance = appearance
        bar.layoutIfNeeded()
        let shown = allSubviews(of: bar).compactMap { ($0 as? UIImageView)?.image }
        XCTAssertTrue(shown.contains { $0 === own })
        XCTAssertFalse(shown.contains { $0 === image }, "the appearance's own image wins")
    }

    func testBarAppearanceBackgroundEffectFollowsTheConfigurationAndCopies() async {
        let appearance = UINavigationBarAppearance()
        XCTAssertNotNil(appearance.backgroundEffect, "UIKit: the system chrome material")
        appearance.configureWithOpaqueBackground()
        XCTAssertNil(appearance.backgroundEffect)
        appearance.configureWithTransparentBackground()
        XCTAssertNil(appearance.backgroundEffect)
        let dark = UIBlurEffect(style: .dark)
        appearance.backgroundEffect = dark
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red]

        let copy: UINavigationBarAppearance = appearance.copy()
        XCTAssertFalse(copy === appearance)
        XCTAssertTrue(copy.backgroundEffect === dark)
        XCTAssertEqual(copy.titleTextAttributes[.foregroundColor] as? UIColor, .red)
        let untyped = appearance.copy() as! UINavigationBarAppearance
        XCTAssertTrue(untyped.backgroundEffect === dark)

        let button = UIBarButtonItemAppearance(style: .done)
        button.normal.titlePositionAdjustment = UIOffset(horizontal: 2, vertical: 1)
        button.normal.backgroundImage = image
        let buttonCopy: UIBarButtonItemAppearance = button.copy()
        XCTAssertEqual(buttonCopy.normal.titlePositionAdjustment, UIOffset(horizontal: 2, vertical: 1))
        XCTAssertTrue(buttonCopy.normal.backgroundImage === image)
        XCTAssertFalse(buttonCopy.normal === button.normal)

        let item = UITabBarItemAppearance(style: .inline)
        item.selected.badgeTitlePositionAdjustment = UIOffset(horizontal: 0, vertical: 3)
        let itemCopy: UITabBarItemAppearance = item.copy()
        XCTAssertEqual(itemCopy.selected.badgeTitlePositionAdjustment, UIOffset(horizontal: 0, vertical: 3))
    }

    func testBarItemAccessibilityReachesTheViewTheBarMakes() async {
        let item = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        item.accessibilityHint = "Shows new mail"
        item.accessibilityValue = "3 unread"
        item.accessibilityTraits = .header
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        bar.items = [item]
        bar.layoutIfNeeded()
        let button = try? XCTUnwrap(allSubviews(of: bar).first { $0.accessibilityLabel == "Inbox" })
        XCTAssertEqual(button?.accessibilityHint, "Shows new mail")
        XCTAssertEqual(button?.accessibilityValue, "3 unread")
        XCTAssertEqual(button?.accessibilityTraits.contains(.header), true)
        XCTAssertEqual(button?.accessibilityTraits.contains(.button), true)
        XCTAssertFalse(item.isAccessibilityElement)
    }

    // MARK: Accessibility

    func testBlocksAnswerTheAttributesAndRunTheActions() async {
        let view = UIView()
        view.accessibilityLabel = "stored"
        var count = 0
        view.accessibilityLabelBlock = { count += 1; return "Count \(count)" }
        XCTAssertEqual(view.accessibilityLabel, "Count 1")
        XCTAssertEqual(view.accessibilityLabel, "Count 2", "asked each time")
        view.accessibilityLabelBlock = nil
        XCTAssertEqual(view.accessibilityLabel, "stored")

        view.isAccessibilityElementBlock = { true }
        view.accessibilityTraitsBlock = { .adjustable }
        view.accessibilityValueBlock = { "\(count)" }
        view.accessibilityIncrementBlock = { count += 10 }
        view.accessibilityActivateBlock = { true }
        view.accessibilityElementsHiddenBlock = { true }
        XCTAssertTrue(view.isAccessibilityElement)
        XCTAssertEqual(view.accessibilityTraits, .adjustable)
        view.accessibilityIncrement()
        XCTAssertEqual(view.accessibilityValue, "12")
        XCTAssertTrue(view.accessibilityActivate())
        XCTAssertTrue(view.accessibilityElementsHidden)
        XCTAssertFalse(view.accessibilityPerformEscape(), "no block: not handled")

        let element = UIAccessibilityElement(accessibilityContainer: view)
        element.accessibilityHint = "stored"
        element.accessibilityHintBlock = { "from the block" }
        element.accessibilityMagicTapBlock = { true }
        XCTAssertEqual(element.accessibilityHint, "from the block")
        XCTAssertTrue(element.accessibilityPerformMagicTap())
        element.accessibilityHintBlock = nil
        XCTAssertEqual(element.accessibilityHint, "stored")
    }

    func testConvertToScreenCoordinatesGoesThroughTheWindow() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        window.addSubview(view)
        window.makeKeyAndVisible()
        let rect = UIAccessibility.convertToScreenCoordinates(CGRect(x: 1, y: 2, width: 3, height: 4), in: view)
        XCTAssertEqual(rect, CGRect(x: 11, y: 22, width: 3, height: 4))
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5))
        let converted = UIAccessibility.convertToScreenCoordinates(path, in: view)
        XCTAssertEqual(converted.bounds, CGRect(x: 10, y: 20, width: 5, height: 5))
        XCTAssertEqual(path.bounds.origin, .zero, "the given path is not changed")
        XCTAssertNil(UIAccessibility.focusedElement(using: .notificationVoiceOver))
    }

    func testGuidedAccessRequestsFailOnALaterTurn() async {
        let answered = expectation(description: "both answered")
        answered.expectedFulfillmentCount = 2
        var granted: Bool?
        UIAccessibility.requestGuidedAccessSession(enabled: true) { granted = $0; answered.fulfill() }
        XCTAssertNil(granted, "answered later, as UIKit does")
        var configured: (Bool, Error?)?
        UIAccessibility.configureForGuidedAccess(features: [.zoom], enabled: true) { configured = ($0, $1); answered.fulfill() }
        await fulfillment(of: [answered], timeout: 5)
        XCTAssertEqual(granted, false)
        XCTAssertEqual(configured?.0, false)
        XCTAssertNotNil(configured?.1)
        XCTAssertEqual(UIAccessibility.guidedAccessRestrictionState(forIdentifier: "com.example.purchases"), .allow)
        XCTAssertTrue(UIAccessibility.hearingDevicePairedEar.isEmpty)
    }

    func testAccessibilityIdentificationAdopters() async {
        let adopters: [any UIAccessibilityIdentification] = [UIView(), UIBarButtonItem(), UIAccessibilityElement(accessibilityContainer: UIView()), UIImage()]
        for (index, adopter) in adopters.enumerated() {
            var identified = adopter
            identified.accessibilityIdentifier = "id\(index)"
            XCTAssertEqual(adopter.accessibilityIdentifier, "id\(index)")
        }
    }

    // MARK: Images

    func testConfigurationLocaleIsKeptAppliedAndCompared() async {
        let base = UIImage.SymbolConfiguration(pointSize: 20)
        let arabic = base.withLocale(Locale(identifier: "ar"))
        XCTAssertNil(base.locale)
        XCTAssertEqual(arabic.locale?.identifier, "ar")
        XCTAssertEqual(arabic.applying(UIImage.SymbolConfiguration(weight: .bold)).locale?.identifier, "ar")
        XCTAssertEqual(base.applying(arabic).locale?.identifier, "ar")
        XCTAssertNotEqual(base, arabic)
        XCTAssertEqual(arabic, UIImage.SymbolConfiguration(pointSize: 20).withLocale(Locale(identifier: "ar")))
    }

    // MARK: Scenes

    func testWindowSceneFocusSystemIsItsKeyWindows() async throws {
        let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        XCTAssertTrue(scene.focusSystem === UIFocusSystem.focusSystem(for: window))
        XCTAssertEqual(scene.activationConditions.canActivateForTargetContentIdentifierPredicate.evaluate(with: "x"), true)
        XCTAssertEqual(scene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate.evaluate(with: "x"), false)
    }

    func testAConfigurationsStoryboardGivesTheSceneDelegateItsWindow() async throws {
        let info: [String: Any] = [
            "UIStoryboardDesignatedEntryPointIdentifier": "first",
            "UIViewControllerIdentifiersToNibNames": ["first": "UIKitTests.StoryboardFirstController"],
        ]
        let plist = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
        StoryboardSceneAppDelegate.bundle = try makeTemporaryBundle(["Main.storyboardc/Info.plist": plist], for: self)
        UIKitTestEnvironment.relaunchApplication(with: StoryboardSceneAppDelegate())
        let delegate = try XCTUnwrap(StoryboardSceneDelegate.last)
        XCTAssertTrue(delegate.windowAtConnect?.rootViewController is StoryboardFirstController,
                      "the window exists before scene(_:willConnectTo:options:)")
        XCTAssertTrue(delegate.window?.isKeyWindow == true, "shown after it")
        XCTAssertTrue(delegate.window?.windowScene === UIApplication.shared.connectedScenes.first)
    }

    // MARK: Scene session requests (one scene here)

    func testSceneSessionRequestsAreRefusedOnALaterTurn() async throws {
        let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = scene
        let answered = expectation(description: "both refused")
        answered.expectedFulfillmentCount = 2
        var activationError: Error?
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: options) { activationError = $0; answered.fulfill() }
        let destruction = UIWindowSceneDestructionRequestOptions()
        destruction.windowDismissalAnimation = .commit
        var destructionError: Error?
        UIApplication.shared.requestSceneSessionDestruction(scene.session, options: destruction) { destructionError = $0; answered.fulfill() }
        UIApplication.shared.requestSceneSessionRefresh(scene.session)
        XCTAssertNil(activationError, "answered later")
        await fulfillment(of: [answered], timeout: 5)
        XCTAssertEqual((activationError as? UISceneError)?.code, .multipleScenesNotSupported)
        XCTAssertEqual((destructionError as? UISceneError)?.code, .requestDenied)
        XCTAssertTrue(UIApplication.shared.connectedScenes.contains(scene), "the scene stays")
    }

    func testDirectTouchOptionsAndHeaderElementsAreKept() async {
        let view = UIView()
        XCTAssertEqual(view.accessibilityDirectTouchOptions, [])
        view.accessibilityDirectTouchOptions = [.silentOnTouch]
        let header = UIView()
        view.accessibilityHeaderElements = [header]
        XCTAssertEqual(view.accessibilityDirectTouchOptions, .silentOnTouch)
        XCTAssertTrue(view.accessibilityHeaderElements?.first as? UIView === header)
        XCTAssertNil(view.accessibilityAssistiveTechnologyFocusedIdentifiers())
    }

    private func allSubviews(of view: UIView) -> [UIView] {
        view.subviews + view.subviews.flatMap { allSubviews(of: $0) }
    }
}

private final class StoryboardSceneAppDelegate: UIResponder, UIApplicationDelegate {
    static var bundle: Bundle?

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = StoryboardSceneDelegate.self
        configuration.storyboard = UIStoryboard(name: "Main", bundle: Self.bundle)
        return configuration
    }
}

final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    static var last: StoryboardSceneDelegate?
    var window: UIWindow?
    var windowAtConnect: UIWindow?

    override init() {
        super.init()
        StoryboardSceneDelegate.last = self
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        windowAtConnect = window
    }
}
