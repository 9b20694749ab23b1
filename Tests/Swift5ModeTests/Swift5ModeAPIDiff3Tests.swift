import XCTest
import UIKit

/// iOS code using the members the session-16 API diff checked — tab bars, bar appearances,
/// accessibility, symbol configurations, feedback generators, text drawing, geometry types,
/// scenes and app delegates, drag and drop, pointer and hover — compiles in Swift 5 mode
/// (call sites and subclass overrides) and runs.
@MainActor
final class Swift5ModeAPIDiff3Tests: XCTestCase {
    func testBarsAndAppearances() async {
        probeBars()
        let bar = ProbeMyTabBar()
        let item = ProbeMyTabBarItem(title: "A", image: nil, tag: 1)
        bar.setItems([item], animated: false)
        XCTAssertTrue(bar.items?.first === item)
        let delegate = ProbeDelegate()
        bar.delegate = delegate
        bar.beginCustomizingItems([item])
        XCTAssertTrue(bar.isCustomizing)
        XCTAssertTrue(bar.endCustomizing(animated: false))
    }

    func testAccessibility() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = ProbeContainerView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        probeAccessibility(view: UIView())
        XCTAssertEqual(view.accessibilityLabel, "c")
        let element = ProbeElement(accessibilityContainer: view)
        XCTAssertTrue(element.accessibilityActivate())
        let thing = ProbeIdentifiedThing()
        thing.accessibilityIdentifier = "thing"
        XCTAssertEqual(thing.accessibilityIdentifier, "thing")
        XCTAssertEqual(ProbeBarItemSub().accessibilityLabel, "x")
    }

    func testImagesFeedbackAndDrawing() async {
        probeImagesAndDrawing(view: UIView())
        XCTAssertEqual(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    func testMoreAccessibilityAndSceneRequests() async throws {
        let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = UIWindow(windowScene: scene)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        probeMore(view: view, imageView: UIImageView())
        probeMore2(view: view, scene: scene)
        XCTAssertEqual(ProbeReadingView().accessibilityAttributedPageContent(), nil)
        XCTAssertEqual(ProbeTableLike().accessibilityRowCount(), 0)
    }

    func testScenesAndDelegates() async throws {
        let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        // UIKit raises for a targeted preview of a view outside a window: the view is in one.
        let window = UIWindow(windowScene: scene)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        probeScenes(scene: scene, session: scene.session, view: view)
        let appDelegate = ProbeSubAppDelegate()
        XCTAssertTrue(appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        appDelegate.applicationDidBecomeActive(UIApplication.shared)
    }
}


@MainActor private func probeBars() {
    let bar = UITabBar()
    let item = UITabBarItem(title: "A", image: nil, tag: 1)
    let item2 = UITabBarItem(title: "B", image: nil, selectedImage: nil)
    let item3 = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
    let systems: [UITabBarItem.SystemItem] = [.more, .favorites, .featured, .topRated, .recents, .contacts, .history, .bookmarks, .search, .downloads, .mostRecent, .mostViewed]
    _ = systems
    bar.items = [item, item2, item3]
    bar.setItems([item, item2], animated: true)
    bar.selectedItem = item
    bar.beginCustomizingItems([item])
    let _: Bool = bar.endCustomizing(animated: false)
    let _: Bool = bar.isCustomizing
    bar.barStyle = .black
    bar.isTranslucent = false
    bar.barTintColor = .red
    bar.tintColor = .blue
    bar.unselectedItemTintColor = .gray
    bar.backgroundImage = UIImage()
    bar.shadowImage = nil
    bar.selectionIndicatorImage = nil
    bar.itemPositioning = .centered
    let _: [UITabBar.ItemPositioning] = [.automatic, .fill, .centered]
    bar.itemWidth = 40
    bar.itemSpacing = 8
    bar.standardAppearance = UITabBarAppearance()
    bar.scrollEdgeAppearance = nil
    let _: UITabBarAppearance? = bar.scrollEdgeAppearance
    bar.delegate = nil

    item.selectedImage = nil
    item.badgeValue = "3"
    item.badgeColor = .green
    item.setBadgeTextAttributes([.foregroundColor: UIColor.white], for: .normal)
    let _: [NSAttributedString.Key: Any]? = item.badgeTextAttributes(for: .normal)
    item.titlePositionAdjustment = UIOffset(horizontal: 1, vertical: 2)
    item.standardAppearance = UITabBarAppearance()
    item.scrollEdgeAppearance = nil
    item.isSpringLoaded = true

    // UIBarItem
    let b: UIBarItem = item
    b.isEnabled = false
    b.title = "t"
    b.image = nil
    b.landscapeImagePhone = nil
    b.largeContentSizeImage = nil
    b.imageInsets = .zero
    b.landscapeImagePhoneInsets = .zero
    b.largeContentSizeImageInsets = .zero
    b.tag = 4
    b.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 10)], for: .selected)
    let _: [NSAttributedString.Key: Any]? = b.titleTextAttributes(for: .normal)
    b.accessibilityIdentifier = "x"
    b.accessibilityLabel = "x"

    // Appearances
    let nav = UINavigationBarAppearance()
    nav.configureWithDefaultBackground()
    nav.configureWithOpaqueBackground()
    nav.configureWithTransparentBackground()
    nav.backgroundEffect = UIBlurEffect(style: .systemMaterial)
    nav.backgroundColor = .red
    nav.backgroundImage = nil
    nav.backgroundImageContentMode = .scaleAspectFill
    nav.shadowColor = nil
    nav.shadowImage = nil
    let _: UIUserInterfaceIdiom = nav.idiom
    nav.titleTextAttributes = [.foregroundColor: UIColor.white]
    nav.largeTitleTextAttributes = [:]
    nav.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 1)
    nav.buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    nav.doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    nav.backButtonAppearance = UIBarButtonItemAppearance()
    nav.setBackIndicatorImage(nil, transitionMaskImage: nil)
    let _: UIImage? = nav.backIndicatorImage
    let _: UIImage? = nav.backIndicatorTransitionMaskImage
    let nav2 = UINavigationBarAppearance(idiom: .phone)
    let nav3 = UINavigationBarAppearance(barAppearance: nav2)
    let nav4: UINavigationBarAppearance = nav3.copy()
    let _: UIBarAppearance = UIBarAppearance(barAppearance: nav4)
    let _: UIBarAppearance = UIBarAppearance(idiom: .pad).copy()
    let tool = UIToolbarAppearance()
    tool.buttonAppearance = UIBarButtonItemAppearance()
    tool.doneButtonAppearance = UIBarButtonItemAppearance()
    let _: UIToolbarAppearance = UIToolbarAppearance(idiom: .phone).copy()
    let _ = UIToolbarAppearance(barAppearance: tool)
    let tab = UITabBarAppearance()
    tab.stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    tab.inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    tab.compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    tab.selectionIndicatorTintColor = .red
    tab.selectionIndicatorImage = nil
    tab.stackedItemPositioning = .fill
    tab.stackedItemWidth = 30
    tab.stackedItemSpacing = 4
    let _: UITabBarAppearance = tab.copy()
    let _ = UITabBarAppearance(barAppearance: tab)
    let _ = UITabBarAppearance(idiom: .phone)

    let ba = UIBarButtonItemAppearance()
    ba.configureWithDefault(for: .done)
    let s: UIBarButtonItemStateAppearance = ba.normal
    _ = ba.highlighted; _ = ba.disabled; _ = ba.focused
    s.titleTextAttributes = [.foregroundColor: UIColor.red]
    s.titlePositionAdjustment = UIOffset(horizontal: 1, vertical: 0)
    s.backgroundImage = nil
    s.backgroundImagePositionAdjustment = .zero
    let _: UIBarButtonItemAppearance = ba.copy()

    let ti = UITabBarItemAppearance()
    ti.configureWithDefault(for: .inline)
    let ts: UITabBarItemStateAppearance = ti.normal
    _ = ti.selected; _ = ti.disabled; _ = ti.focused
    ts.titleTextAttributes = [:]
    ts.titlePositionAdjustment = .zero
    ts.iconColor = .red
    ts.badgeBackgroundColor = .blue
    ts.badgeTextAttributes = [:]
    ts.badgePositionAdjustment = .zero
    ts.badgeTitlePositionAdjustment = .zero
    let _: UITabBarItemAppearance = ti.copy()
    let _: [UITabBarItemAppearance.Style] = [.stacked, .inline, .compactInline]

    // UIAppearance
    UITabBar.appearance().barTintColor = .red
    UITabBar.appearance(whenContainedInInstancesOf: [UIViewController.self]).tintColor = .red
    UITabBar.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .red
    UITabBar.appearance(for: UITraitCollection(userInterfaceStyle: .dark), whenContainedInInstancesOf: [UINavigationController.self]).tintColor = .red
    UITabBarItem.appearance().setTitleTextAttributes([:], for: .normal)
    UITabBarItem.appearance(whenContainedInInstancesOf: [UITabBar.self]).badgeColor = .red
    UIBarButtonItem.appearance(for: UITraitCollection(horizontalSizeClass: .compact)).tintColor = .red
    UINavigationBar.appearance().standardAppearance = nav
    UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self, UITableView.self]).textColor = .red
}

private final class ProbeMyTabBarItem: UITabBarItem {
    override var badgeValue: String? { didSet {} }
    override var title: String? { didSet {} }
    override var image: UIImage? { didSet {} }
    override var isEnabled: Bool { didSet {} }
}

private final class ProbeMyTabBar: UITabBar {
    override var items: [UITabBarItem]? { didSet {} }
    override func setItems(_ items: [UITabBarItem]?, animated: Bool) { super.setItems(items, animated: animated) }
    override var selectedItem: UITabBarItem? { didSet {} }
    override var barTintColor: UIColor? { didSet {} }
    override var standardAppearance: UITabBarAppearance { didSet {} }
}

private final class ProbeDelegate: NSObject, UITabBarDelegate {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}


@MainActor private func probeAccessibility(view: UIView) {
    UIAccessibility.post(notification: .announcement, argument: "Hi")
    UIAccessibility.post(notification: .screenChanged, argument: view)
    UIAccessibility.post(notification: .layoutChanged, argument: nil)
    UIAccessibility.post(notification: .pageScrolled, argument: "Page 2")
    UIAccessibility.post(notification: .pauseAssistiveTechnology, argument: UIAccessibility.AssistiveTechnologyIdentifier.notificationSwitchControl)
    UIAccessibility.post(notification: .resumeAssistiveTechnology, argument: UIAccessibility.AssistiveTechnologyIdentifier.notificationVoiceOver)
    let flags: [Bool] = [UIAccessibility.isVoiceOverRunning, UIAccessibility.isSwitchControlRunning, UIAccessibility.isAssistiveTouchRunning,
        UIAccessibility.isGuidedAccessEnabled, UIAccessibility.isReduceMotionEnabled, UIAccessibility.isReduceTransparencyEnabled,
        UIAccessibility.isBoldTextEnabled, UIAccessibility.isGrayscaleEnabled, UIAccessibility.isInvertColorsEnabled,
        UIAccessibility.isDarkerSystemColorsEnabled, UIAccessibility.isClosedCaptioningEnabled, UIAccessibility.isMonoAudioEnabled,
        UIAccessibility.isShakeToUndoEnabled, UIAccessibility.isSpeakScreenEnabled, UIAccessibility.isSpeakSelectionEnabled,
        UIAccessibility.isVideoAutoplayEnabled, UIAccessibility.isOnOffSwitchLabelsEnabled, UIAccessibility.shouldDifferentiateWithoutColor,
        UIAccessibility.buttonShapesEnabled, UIAccessibility.prefersCrossFadeTransitions]
    _ = flags
    let names: [Notification.Name] = [UIAccessibility.voiceOverStatusDidChangeNotification, UIAccessibility.switchControlStatusDidChangeNotification,
        UIAccessibility.assistiveTouchStatusDidChangeNotification, UIAccessibility.guidedAccessStatusDidChangeNotification,
        UIAccessibility.reduceMotionStatusDidChangeNotification, UIAccessibility.reduceTransparencyStatusDidChangeNotification,
        UIAccessibility.boldTextStatusDidChangeNotification, UIAccessibility.grayscaleStatusDidChangeNotification,
        UIAccessibility.invertColorsStatusDidChangeNotification, UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
        UIAccessibility.closedCaptioningStatusDidChangeNotification, UIAccessibility.monoAudioStatusDidChangeNotification,
        UIAccessibility.shakeToUndoDidChangeNotification, UIAccessibility.speakScreenStatusDidChangeNotification,
        UIAccessibility.speakSelectionStatusDidChangeNotification, UIAccessibility.videoAutoplayStatusDidChangeNotification,
        UIAccessibility.onOffSwitchLabelsDidChangeNotification, UIAccessibility.differentiateWithoutColorDidChangeNotification,
        UIAccessibility.buttonShapesEnabledStatusDidChangeNotification, UIAccessibility.prefersCrossFadeTransitionsStatusDidChange,
        UIAccessibility.elementFocusedNotification, UIAccessibility.announcementDidFinishNotification,
        UIAccessibility.hearingDevicePairedEarDidChangeNotification]
    _ = names
    let keys: [String] = [UIAccessibility.focusedElementUserInfoKey, UIAccessibility.unfocusedElementUserInfoKey,
        UIAccessibility.assistiveTechnologyUserInfoKey, UIAccessibility.announcementStringValueUserInfoKey,
        UIAccessibility.announcementWasSuccessfulUserInfoKey]
    _ = keys
    let ear: UIAccessibility.HearingDeviceEar = UIAccessibility.hearingDevicePairedEar
    _ = ear.contains(.left); _ = [UIAccessibility.HearingDeviceEar.right, .both]
    let r: CGRect = UIAccessibility.convertToScreenCoordinates(CGRect(x: 0, y: 0, width: 1, height: 1), in: view)
    let p: UIBezierPath = UIAccessibility.convertToScreenCoordinates(UIBezierPath(rect: r), in: view)
    _ = p
    let _: Any? = UIAccessibility.focusedElement(using: .notificationVoiceOver)
    let _: Any? = UIAccessibility.focusedElement(using: nil)
    UIAccessibility.requestGuidedAccessSession(enabled: true) { ok in _ = ok }
    let _: UIAccessibility.GuidedAccessRestrictionState = UIAccessibility.guidedAccessRestrictionState(forIdentifier: "x")
    let _: [UIAccessibility.GuidedAccessRestrictionState] = [.allow, .deny]
    UIAccessibility.configureForGuidedAccess(features: [.voiceOver, .zoom, .assistiveTouch, .invertColors, .grayscaleDisplay], enabled: true) { ok, error in _ = (ok, error) }
    UIAccessibility.zoomFocusChanged(zoomType: .insertionPoint, toFrame: r, in: view)
    UIAccessibility.registerGestureConflictWithZoom()

    let traits: UIAccessibilityTraits = [.none, .button, .link, .header, .searchField, .image, .selected, .playsSound, .keyboardKey,
        .staticText, .summaryElement, .notEnabled, .updatesFrequently, .startsMediaSession, .adjustable, .allowsDirectInteraction,
        .causesPageTurn, .tabBar]
    _ = traits
    if #available(iOS 17.0, *) {
        let _: UIAccessibilityTraits = [.supportsZoom, .toggleButton]
    }

    view.isAccessibilityElement = true
    view.accessibilityLabel = "l"; view.accessibilityHint = "h"; view.accessibilityValue = "v"
    view.accessibilityAttributedLabel = NSAttributedString(string: "l")
    view.accessibilityAttributedHint = nil; view.accessibilityAttributedValue = nil
    view.accessibilityFrame = .zero
    view.accessibilityPath = UIBezierPath(rect: .zero)
    view.accessibilityActivationPoint = .zero
    view.accessibilityElements = [UIAccessibilityElement(accessibilityContainer: view)]
    view.accessibilityElementsHidden = true
    view.accessibilityViewIsModal = true
    view.shouldGroupAccessibilityChildren = true
    view.accessibilityNavigationStyle = .combined
    let _: [UIAccessibilityNavigationStyle] = [.automatic, .separate, .combined]
    view.accessibilityContainerType = .semanticGroup
    let _: [UIAccessibilityContainerType] = [.none, .dataTable, .list, .landmark, .semanticGroup]
    view.accessibilityRespondsToUserInteraction = false
    view.accessibilityUserInputLabels = ["a"]
    view.accessibilityAttributedUserInputLabels = [NSAttributedString(string: "a")]
    view.accessibilityTextualContext = .console
    view.accessibilityTraits = .button
    view.accessibilityIdentifier = "id"
    view.accessibilityLanguage = "en"
    view.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "n") { _ in true }]
    view.accessibilityCustomRotors = []
    view.accessibilityIgnoresInvertColors = true
    view.accessibilityDragSourceDescriptors = nil
    view.accessibilityDropPointDescriptors = nil
    let _: Int = view.accessibilityElementCount()
    let _: Any? = view.accessibilityElement(at: 0)
    let _: Int = view.index(ofAccessibilityElement: view)
    let _: Bool = view.accessibilityElementIsFocused()
    let _: Bool = view.accessibilityActivate()
    view.accessibilityIncrement(); view.accessibilityDecrement()
    let _: Bool = view.accessibilityScroll(.down)
    let _: [UIAccessibilityScrollDirection] = [.right, .left, .up, .down, .next, .previous]
    let _: Bool = view.accessibilityPerformEscape()
    let _: Bool = view.accessibilityPerformMagicTap()
    view.accessibilityElementDidBecomeFocused(); view.accessibilityElementDidLoseFocus()
    if #available(iOS 17.0, *) {
        view.accessibilityLabelBlock = { "lab" }
        view.accessibilityHintBlock = { nil }
        view.accessibilityValueBlock = { "v" }
        view.accessibilityTraitsBlock = { .button }
        view.accessibilityIdentifierBlock = { "i" }
        view.accessibilityFrameBlock = { .zero }
        view.accessibilityPathBlock = { nil }
        view.accessibilityActivationPointBlock = { .zero }
        view.accessibilityElementsBlock = { nil }
        view.accessibilityAttributedLabelBlock = { nil }
        view.accessibilityAttributedHintBlock = { nil }
        view.accessibilityAttributedValueBlock = { nil }
        view.accessibilityLanguageBlock = { nil }
        view.accessibilityUserInputLabelsBlock = { nil }
        view.accessibilityAttributedUserInputLabelsBlock = { nil }
        view.accessibilityCustomActionsBlock = { nil }
        view.accessibilityCustomRotorsBlock = { nil }
        view.accessibilityContainerTypeBlock = { .list }
        view.accessibilityTextualContextBlock = { nil }
        view.accessibilityElementsHiddenBlock = { false }
        view.accessibilityRespondsToUserInteractionBlock = { true }
        view.accessibilityViewIsModalBlock = { false }
        view.accessibilityShouldGroupAccessibilityChildrenBlock = { false }
        view.isAccessibilityElementBlock = { true }
        view.accessibilityNavigationStyleBlock = { .automatic }
        view.accessibilityActivateBlock = { true }
        view.accessibilityIncrementBlock = { }
        view.accessibilityDecrementBlock = { }
        view.accessibilityPerformEscapeBlock = { false }
        view.accessibilityMagicTapBlock = { false }
    }

    let el = UIAccessibilityElement(accessibilityContainer: view)
    el.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 10, height: 10)
    el.accessibilityLabel = "e"
    let _: Any? = el.accessibilityContainer
    el.accessibilityContainer = nil

    let action = UIAccessibilityCustomAction(name: "n", target: view, selector: Selector("layoutSubviews"))
    action.name = "m"; action.attributedName = NSAttributedString(string: "m"); action.image = nil
    action.target = nil; action.selector = nil; action.actionHandler = nil
    action.category = UIAccessibilityCustomActionCategoryEdit

    // Bar items and images are NSObjects with accessibility
    let item = UIBarButtonItem(title: "x", style: .plain, target: nil, action: nil)
    item.accessibilityLabel = "x"; item.accessibilityHint = "h"; item.accessibilityIdentifier = "i"
    item.accessibilityTraits = .button; item.isAccessibilityElement = true; item.accessibilityValue = "v"
    let img = UIImage()
    img.accessibilityIdentifier = "img"
    img.accessibilityLabel = "img"
}

private final class ProbeContainerView: UIView {
    override var isAccessibilityElement: Bool { get { false } set {} }
    override var accessibilityLabel: String? { get { "c" } set {} }
    override var accessibilityHint: String? { get { nil } set {} }
    override var accessibilityValue: String? { get { nil } set {} }
    override var accessibilityTraits: UIAccessibilityTraits { get { .adjustable } set {} }
    override var accessibilityFrame: CGRect { get { .zero } set {} }
    override var accessibilityPath: UIBezierPath? { get { nil } set {} }
    override var accessibilityActivationPoint: CGPoint { get { .zero } set {} }
    override var accessibilityElements: [Any]? { get { [] } set {} }
    override var accessibilityElementsHidden: Bool { get { false } set {} }
    override var accessibilityViewIsModal: Bool { get { false } set {} }
    override var shouldGroupAccessibilityChildren: Bool { get { false } set {} }
    override var accessibilityNavigationStyle: UIAccessibilityNavigationStyle { get { .automatic } set {} }
    override var accessibilityContainerType: UIAccessibilityContainerType { get { .list } set {} }
    override var accessibilityRespondsToUserInteraction: Bool { get { true } set {} }
    override var accessibilityUserInputLabels: [String]! { get { [] } set {} }
    override var accessibilityAttributedLabel: NSAttributedString? { get { nil } set {} }
    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get { nil } set {} }
    override var accessibilityIdentifier: String? { get { nil } set {} }
    override var accessibilityLanguage: String? { get { nil } set {} }
    override func accessibilityElementCount() -> Int { 0 }
    override func accessibilityElement(at index: Int) -> Any? { nil }
    override func index(ofAccessibilityElement element: Any) -> Int { NSNotFound }
    override func accessibilityActivate() -> Bool { true }
    override func accessibilityIncrement() {}
    override func accessibilityDecrement() {}
    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { true }
    override func accessibilityPerformEscape() -> Bool { true }
    override func accessibilityPerformMagicTap() -> Bool { true }
    override func accessibilityElementDidBecomeFocused() {}
    override func accessibilityElementDidLoseFocus() {}
    override func accessibilityElementIsFocused() -> Bool { false }
}

private final class ProbeElement: UIAccessibilityElement {
    override var accessibilityLabel: String? { get { "x" } set {} }
    override var accessibilityFrame: CGRect { get { .zero } set {} }
    override var accessibilityTraits: UIAccessibilityTraits { get { .button } set {} }
    override func accessibilityActivate() -> Bool { true }
    override func accessibilityIncrement() {}
    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    override var accessibilityFrameInContainerSpace: CGRect { get { .zero } set {} }
}

private final class ProbeIdentifiedThing: NSObject, UIAccessibilityIdentification {
    var accessibilityIdentifier: String?
}

private final class ProbeBarItemSub: UIBarButtonItem {
    override var accessibilityLabel: String? { get { "x" } set {} }
    override var accessibilityTraits: UIAccessibilityTraits { get { .button } set {} }
}


@MainActor private func probeImagesAndDrawing(view: UIView) {
    typealias SC = UIImage.SymbolConfiguration
    let configs: [SC] = [SC(pointSize: 12), SC(pointSize: 12, weight: .bold), SC(pointSize: 12, weight: .bold, scale: .large),
        SC(textStyle: .body), SC(textStyle: .body, scale: .small), SC(weight: .heavy), SC(scale: .medium),
        SC(font: .systemFont(ofSize: 3)), SC(font: .systemFont(ofSize: 3), scale: .default),
        SC(hierarchicalColor: .red), SC(paletteColors: [.red, .blue]), SC.preferringMulticolor(), SC.unspecified]
    _ = configs
    if #available(iOS 16.0, *) { let _: SC = SC.preferringMonochrome() }
    let c = SC(pointSize: 10)
    let _: SC = c.applying(SC(weight: .bold))
    let _: SC = c.applying(UIImage.Configuration?.none)
    let _: SC = c.configurationWithoutPointSizeAndWeight()
    let _: SC = c.configurationWithoutTextStyle()
    let _: SC = c.configurationWithoutScale()
    let _: SC = c.configurationWithoutWeight()
    let _: Bool = c.isEqual(to: SC(pointSize: 10))
    let _: UITraitCollection? = c.traitCollection
    let _: UIImage.Configuration = c.withTraitCollection(UITraitCollection(userInterfaceStyle: .dark))
    if #available(iOS 17.0, *) {
        let _: Locale? = c.locale
        let _: UIImage.Configuration = c.withLocale(Locale(identifier: "en"))
    }
    let weights: [UIImage.SymbolWeight] = [.unspecified, .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
    let _: UIFont.Weight = weights[3].fontWeight()
    let _: [UIImage.SymbolScale] = [.default, .unspecified, .small, .medium, .large]
    let img = UIImage(systemName: "star", withConfiguration: c)
    let _: UIImage? = img?.applyingSymbolConfiguration(c)
    let _: UIImage? = img?.withConfiguration(c)
    let _: UIImage.SymbolConfiguration? = img?.symbolConfiguration
    let _: UIImage.Configuration? = img?.configuration

    let gen = UIImpactFeedbackGenerator(style: .heavy)
    gen.prepare()
    gen.impactOccurred()
    gen.impactOccurred(intensity: 0.5)
    let _: [UIImpactFeedbackGenerator.FeedbackStyle] = [.light, .medium, .heavy, .soft, .rigid]
    let sel = UISelectionFeedbackGenerator()
    sel.selectionChanged()
    let note = UINotificationFeedbackGenerator()
    note.notificationOccurred(.success)
    let _: [UINotificationFeedbackGenerator.FeedbackType] = [.success, .warning, .error]
    let _ = UIImpactFeedbackGenerator()
    if #available(iOS 17.5, *) {
        let g2 = UIImpactFeedbackGenerator(style: .light, view: view)
        g2.impactOccurred(at: .zero)
        g2.impactOccurred(intensity: 0.2, at: CGPoint(x: 1, y: 1))
        let s2 = UISelectionFeedbackGenerator(view: view)
        s2.selectionChanged(at: .zero)
        let n2 = UINotificationFeedbackGenerator(view: view)
        n2.notificationOccurred(.error, at: .zero)
        view.addInteraction(s2)
        let _: UIView? = s2.view
    }

    let shadow = NSShadow()
    shadow.shadowOffset = CGSize(width: 1, height: 1)
    shadow.shadowBlurRadius = 2
    shadow.shadowColor = UIColor.black
    let _: Any? = shadow.shadowColor

    let d: NSParagraphStyle = NSParagraphStyle.default
    let _: CGFloat = d.lineSpacing + d.paragraphSpacing + d.headIndent + d.tailIndent + d.firstLineHeadIndent + d.minimumLineHeight + d.maximumLineHeight + d.lineHeightMultiple + d.paragraphSpacingBefore + d.defaultTabInterval
    let _: NSTextAlignment = d.alignment
    let _: NSLineBreakMode = d.lineBreakMode
    let _: NSWritingDirection = d.baseWritingDirection
    let _: Float = d.hyphenationFactor
    let _: Bool = d.allowsDefaultTighteningForTruncation
    let _: [NSTextTab] = d.tabStops
    let _: NSParagraphStyle.LineBreakStrategy = d.lineBreakStrategy
    let _: NSWritingDirection = NSParagraphStyle.defaultWritingDirection(forLanguage: "ar")
    if #available(iOS 15.0, *) { let _: Bool = d.usesDefaultHyphenation }
    let m = NSMutableParagraphStyle()
    m.lineSpacing = 1; m.paragraphSpacing = 2; m.alignment = .center; m.headIndent = 3; m.tailIndent = -3
    m.firstLineHeadIndent = 4; m.minimumLineHeight = 5; m.maximumLineHeight = 20; m.lineBreakMode = .byTruncatingTail
    m.baseWritingDirection = .rightToLeft; m.lineHeightMultiple = 1.2; m.paragraphSpacingBefore = 2
    m.hyphenationFactor = 0.5; m.tabStops = [NSTextTab(textAlignment: .right, location: 100, options: [:])]
    m.defaultTabInterval = 28; m.allowsDefaultTighteningForTruncation = true; m.lineBreakStrategy = .pushOut
    if #available(iOS 15.0, *) { m.usesDefaultHyphenation = true }
    m.addTabStop(NSTextTab(textAlignment: .left, location: 10))
    m.removeTabStop(m.tabStops[0])
    m.setParagraphStyle(d)
    let _: NSCharacterSet = NSTextTab.columnTerminators(for: Locale.current) as NSCharacterSet
    let _ = m.copy() as! NSParagraphStyle
    let _ = d.mutableCopy() as! NSMutableParagraphStyle

    let ctx = NSStringDrawingContext()
    ctx.minimumScaleFactor = 0.5
    let _: CGFloat = ctx.actualScaleFactor
    let _: CGRect = ctx.totalBounds

    let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14), .paragraphStyle: m, .shadow: shadow]
    let ns = "Hello" as NSString
    let _: CGSize = ns.size(withAttributes: attrs)
    let _: CGRect = ns.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin, .usesFontLeading, .usesDeviceMetrics, .truncatesLastVisibleLine], attributes: attrs, context: ctx)
    let _: CGRect = ns.boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, attributes: nil, context: nil)
    let s = "Hello"
    let _: CGSize = s.size(withAttributes: attrs)
    let _: CGRect = s.boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
    let attributed = NSAttributedString(string: "Hi", attributes: attrs)
    let _: CGSize = attributed.size()
    let _: CGRect = attributed.boundingRect(with: CGSize(width: 10, height: 10), options: .usesLineFragmentOrigin, context: nil)

    UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
    UIGraphicsEndImageContext()
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
    let g: CGContext? = UIGraphicsGetCurrentContext()
    ns.draw(at: .zero, withAttributes: attrs)
    ns.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), withAttributes: attrs)
    ns.draw(with: CGRect(x: 0, y: 0, width: 10, height: 10), options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
    s.draw(at: .zero, withAttributes: attrs)
    s.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), withAttributes: attrs)
    s.draw(with: CGRect(x: 0, y: 0, width: 10, height: 10), options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
    attributed.draw(at: .zero)
    attributed.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    attributed.draw(with: CGRect(x: 0, y: 0, width: 10, height: 10), options: .usesLineFragmentOrigin, context: ctx)
    UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
    UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 2, height: 2), .multiply)
    UIRectFrame(CGRect(x: 0, y: 0, width: 2, height: 2))
    UIRectFrameUsingBlendMode(CGRect(x: 0, y: 0, width: 2, height: 2), .normal)
    UIRectClip(CGRect(x: 0, y: 0, width: 2, height: 2))
    if let g { UIGraphicsPushContext(g); UIGraphicsPopContext() }
    let image: UIImage? = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    let _: Data? = image?.pngData()
    let _: Data? = image?.jpegData(compressionQuality: 0.8)

    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let _: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: insets)
    let _: Bool = insets == .zero
    let _: Bool = insets != UIEdgeInsets()
    let _: CGFloat = insets.top + insets.left + insets.bottom + insets.right
    let dir = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let _: Bool = dir == .zero
    let _: CGFloat = dir.leading + dir.trailing
    let off = UIOffset(horizontal: 1, vertical: 2)
    let _: Bool = off == .zero
    let _: Bool = off != UIOffset()
    let _: UIRectEdge = [.top, .left, .bottom, .right]
    let _: UIRectEdge = .all
    let _: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    let _: UIRectCorner = .allCorners
    let _: String = NSCoder.string(for: insets)
    let _: UIEdgeInsets = NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}")
    let _: String = NSCoder.string(for: off)
    let _: UIOffset = NSCoder.uiOffset(for: "{1, 2}")
    let _: String = NSCoder.string(for: dir)
    let _: NSDirectionalEdgeInsets = NSCoder.nsDirectionalEdgeInsets(for: "{1, 2, 3, 4}")
    let _: UIEdgeInsets = NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue
    let _: UIOffset = NSValue(uiOffset: off).uiOffsetValue
    let _: NSDirectionalEdgeInsets = NSValue(directionalEdgeInsets: dir).directionalEdgeInsetsValue
}


@MainActor private func probeScenes(scene: UIWindowScene, session: UISceneSession, view: UIView) {
    let _: UISceneSession = scene.session
    let _: UISceneDelegate? = scene.delegate
    let _: UIScene.ActivationState = scene.activationState
    let _: [UIScene.ActivationState] = [.unattached, .foregroundActive, .foregroundInactive, .background]
    scene.title = "t"
    if #available(iOS 15.0, *) { scene.subtitle = "s" }
    let _: UIScene.ActivationConditions = scene.activationConditions
    scene.open(URL(string: "https://a.b")!, options: nil) { ok in _ = ok }
    scene.open(URL(string: "https://a.b")!, options: UIScene.OpenExternalURLOptions(), completionHandler: nil)
    let names: [Notification.Name] = [UIScene.willConnectNotification, UIScene.didDisconnectNotification, UIScene.didActivateNotification,
        UIScene.willDeactivateNotification, UIScene.willEnterForegroundNotification, UIScene.didEnterBackgroundNotification]
    _ = names
    let _: [UIWindow] = scene.windows
    let _: UIWindow? = scene.keyWindow
    let _: UIScreen = scene.screen
    let _: UIInterfaceOrientation = scene.interfaceOrientation
    let _: UICoordinateSpace = scene.coordinateSpace
    let _: UITraitCollection = scene.traitCollection
    let _: UIStatusBarManager? = scene.statusBarManager
    let _: UISceneSizeRestrictions? = scene.sizeRestrictions
    if #available(iOS 16.0, *) {
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { error in _ = error }
        scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .portrait))
        let _: UIWindowScene.Geometry = scene.effectiveGeometry
        let _: Bool = scene.isFullScreen
        let _: UIInterfaceOrientation = scene.effectiveGeometry.interfaceOrientation
        let _: CGSize = scene.effectiveGeometry.systemFrame.size
    }
    let _: UIFocusSystem? = scene.focusSystem

    let _: String = session.persistentIdentifier
    let _: UISceneSession.Role = session.role
    let _: UISceneConfiguration = session.configuration
    let _: UIScene? = session.scene
    session.stateRestorationActivity = nil
    session.userInfo = ["a": 1]
    let _: [UISceneSession.Role] = [.windowApplication, .windowExternalDisplayNonInteractive]
    let config = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
    config.delegateClass = ProbeSceneDelegate.self
    config.sceneClass = UIWindowScene.self
    config.storyboard = nil
    let _: String? = config.name
    let _: UISceneSession.Role = config.role

    let appNames: [Notification.Name] = [UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
        UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
        UIApplication.willTerminateNotification, UIApplication.didFinishLaunchingNotification,
        UIApplication.didReceiveMemoryWarningNotification, UIApplication.significantTimeChangeNotification,
        UIApplication.userDidTakeScreenshotNotification, UIApplication.backgroundRefreshStatusDidChangeNotification,
        UIApplication.protectedDataWillBecomeUnavailableNotification, UIApplication.protectedDataDidBecomeAvailableNotification,
        UIContentSizeCategory.didChangeNotification]
    _ = appNames
    let _: String = UIContentSizeCategory.newValueUserInfoKey
    let launchKeys: [UIApplication.LaunchOptionsKey] = [.url, .sourceApplication, .remoteNotification, .annotation, .location,
        .shortcutItem, .userActivityDictionary, .userActivityType, .newsstandDownloads, .bluetoothCentrals, .bluetoothPeripherals, .cloudKitShareMetadata]
    _ = launchKeys
    let openKeys: [UIApplication.OpenURLOptionsKey] = [.sourceApplication, .annotation, .openInPlace]
    _ = openKeys
    let _: UIApplication.OpenExternalURLOptionsKey = .universalLinksOnly

    let kb: [Notification.Name] = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification]
    _ = kb
    let kbKeys: [String] = [UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
        UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
        UIResponder.keyboardIsLocalUserInfoKey]
    _ = kbKeys
    let note = Notification(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: .zero)])
    let _: CGRect? = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    let _: CGRect? = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect

    let cats: [UIContentSizeCategory] = [.unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
    let _: Bool = cats[1] < cats[2] && cats[2] <= cats[3] && cats[4] > cats[3] && cats[5] >= cats[5]
    let _: Bool = cats[9].isAccessibilityCategory
    let _: UIContentSizeCategory = UIApplication.shared.preferredContentSizeCategory
    let _: UIContentSizeCategory = view.traitCollection.preferredContentSizeCategory

    // Drag and drop
    let dragDelegate = ProbeDragDelegate()
    let drag = UIDragInteraction(delegate: dragDelegate)
    drag.isEnabled = true
    drag.allowsSimultaneousRecognitionDuringLift = true
    let _: Bool = UIDragInteraction.isEnabledByDefault
    let _: UIDragInteractionDelegate? = drag.delegate
    view.addInteraction(drag)
    let drop = UIDropInteraction(delegate: ProbeDropDelegate())
    drop.allowsSimultaneousDropSessions = true
    view.addInteraction(drop)
    let item = UIDragItem(itemProvider: NSItemProvider(object: "x" as NSString))
    item.localObject = 1
    item.previewProvider = { nil }
    let _: NSItemProvider = item.itemProvider
    let prop = UIDropProposal(operation: .copy)
    prop.isPrecise = true
    prop.prefersFullSizePreview = true
    let _: UIDropOperation = prop.operation
    let _: [UIDropOperation] = [.cancel, .forbidden, .copy, .move]

    // Pointer
    let pointer = UIPointerInteraction(delegate: ProbePointerDelegate())
    pointer.isEnabled = true
    pointer.invalidate()
    view.addInteraction(pointer)
    let region = UIPointerRegion(rect: .zero, identifier: "id")
    let _: CGRect = region.rect
    let _: AnyHashable? = region.identifier
    region.latchingAxes = .horizontal
    let _: UIPointerShape = .roundedRect(.zero, radius: 4)
    let _: UIPointerShape = .roundedRect(.zero)
    let _: UIPointerShape = .path(UIBezierPath())
    let _: UIPointerShape = .verticalBeam(length: 10)
    let _: UIPointerShape = .horizontalBeam(length: 10)
    let preview = UITargetedPreview(view: view)
    let effects: [UIPointerEffect] = [.automatic(preview), .highlight(preview), .lift(preview), .hover(preview, preferredTintMode: .overlay, prefersShadow: true, prefersScaledContent: false), .hover(preview)]
    _ = effects
    let _: [UIPointerEffect.TintMode] = [.none, .overlay, .underlay]
    let _ = UIPointerStyle(effect: .lift(preview), shape: nil)
    let _ = UIPointerStyle(effect: .highlight(preview))
    let _ = UIPointerStyle(shape: .verticalBeam(length: 3), constrainedAxes: .vertical)
    let _ = UIPointerStyle(shape: .verticalBeam(length: 3))
    let _: UIPointerStyle = .hidden()
    let _: UIPointerStyle = .system()
    let _: UIAxis = [.horizontal, .vertical]

    let hover = UIHoverGestureRecognizer(target: nil, action: nil)
    view.addGestureRecognizer(hover)
    let _: CGPoint = hover.location(in: view)
    if #available(iOS 16.1, *) {
        let _: CGFloat = hover.zOffset
    }
    if #available(iOS 16.4, *) {
        let _: CGFloat = hover.altitudeAngle
        let _: CGFloat = hover.azimuthAngle(in: view)
        let _: CGVector = hover.azimuthUnitVector(in: view)
    }
    if #available(iOS 17.5, *) {
        let _: CGFloat = hover.rollAngle
    }
}

private final class ProbeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let _: Set<UIOpenURLContext> = connectionOptions.urlContexts
        let _: String? = connectionOptions.sourceApplication
        let _: String? = connectionOptions.handoffUserActivityType
        let _: Set<NSUserActivity> = connectionOptions.userActivities
        let _: UIApplicationShortcutItem? = connectionOptions.shortcutItem
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) {}
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for c in URLContexts { let _: URL = c.url; let _: UIScene.OpenURLOptions = c.options; let _: String? = c.options.sourceApplication }
    }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {}
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection) {}
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) { completionHandler(true) }
}

private class ProbeAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    func applicationDidBecomeActive(_ application: UIApplication) {}
    func applicationWillResignActive(_ application: UIApplication) {}
    func applicationDidEnterBackground(_ application: UIApplication) {}
    func applicationWillEnterForeground(_ application: UIApplication) {}
    func applicationWillTerminate(_ application: UIApplication) {}
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    func applicationSignificantTimeChange(_ application: UIApplication) {}
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool { true }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool { true }
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool { true }
    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {}
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {}
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {}
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void) {}
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) { completionHandler(.noData) }
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { .all }
    func application(_ application: UIApplication, shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool { true }
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? { nil }
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { true }
    func applicationShouldRequestHealthAuthorization(_ application: UIApplication) {}
    func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {}
}

private final class ProbeSubAppDelegate: ProbeAppDelegate {
    override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    override func applicationDidBecomeActive(_ application: UIApplication) {}
}

private final class ProbeDragDelegate: NSObject, UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        let _: Any? = session.localContext
        let _: [UIDragItem] = session.items
        let _: CGPoint = session.location(in: interaction.view!)
        let _: Bool = session.allowsMoveOperation
        let _: Bool = session.isRestrictedToDraggingApplication
        let _: Bool = session.hasItemsConforming(toTypeIdentifiers: ["public.text"])
        let _: Bool = session.canLoadObjects(ofClass: NSString.self)
        return []
    }
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint) -> [UIDragItem] { [] }
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? { nil }
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession) {}
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {}
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { false }
    func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool { false }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {}
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {}
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {}
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession) {}
    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? { nil }
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating) {}
    func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession], withTouchAt point: CGPoint) -> UIDragSession? { nil }
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem], for addingInteraction: UIDragInteraction) {}
}

private final class ProbeDropDelegate: NSObject, UIDropInteractionDelegate {
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        let _: UIDragSession? = session.localDragSession
        session.progressIndicatorStyle = .none
        let _: [UIDropSessionProgressIndicatorStyle] = [.none, .default]
        return session.canLoadObjects(ofClass: NSString.self)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal { UIDropProposal(operation: .copy) }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        let _: Progress = session.loadObjects(ofClass: NSString.self) { items in _ = items }
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {}
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {}
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {}
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {}
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? { nil }
    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating) {}
}

private final class ProbePointerDelegate: NSObject, UIPointerInteractionDelegate {
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        let _: CGPoint = request.location
        let _: UIKeyModifierFlags = request.modifiers
        return defaultRegion
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
        animator.addAnimations {}
        animator.addCompletion { _ in }
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating) {}
}


@MainActor private func probeMore(view: UIView, imageView: UIImageView) {
    let keys: [NSAttributedString.Key] = [.accessibilitySpeechPunctuation, .accessibilitySpeechLanguage, .accessibilitySpeechPitch,
        .accessibilitySpeechQueueAnnouncement, .accessibilitySpeechIPANotation, .accessibilitySpeechSpellOut,
        .accessibilityTextHeadingLevel, .accessibilityTextCustom]
    _ = keys
    if #available(iOS 17.0, *) {
        let _: NSAttributedString.Key = .accessibilitySpeechAnnouncementPriority
        let _: [UIAccessibilityPriority] = [.high, .default, .low]
    }
    imageView.adjustsImageSizeForAccessibilityContentSizeCategory = true
    let _: UIAccessibilityContentSizeCategoryImageAdjusting = imageView
    let _: [UIAccessibilityTextualContext] = [.wordProcessing, .narrative, .messaging, .spreadsheet, .fileSystem, .sourceCode, .console]
    let bar = UIBarAppearance(idiom: .phone)
    _ = bar
    let item = UITabBarItem()
    item.largeContentSizeImage = nil
    view.showsLargeContentViewer = true
    view.largeContentTitle = "t"
    let _: UILargeContentViewerItem = view
    UIAccessibility.post(notification: .announcement, argument: NSAttributedString(string: "x", attributes: [.accessibilitySpeechQueueAnnouncement: true]))
    let gen = UIImpactFeedbackGenerator(style: .medium)
    let _: UIFeedbackGenerator = gen
    let d = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let _: Bool = d == NSDirectionalEdgeInsets.zero
    let _: UIEdgeInsets = UIEdgeInsets.zero
    let _ = UIScene.ActivationConditions()
}

private final class ProbeReadingView: UIView, UIAccessibilityReadingContent {
    func accessibilityLineNumber(for point: CGPoint) -> Int { 0 }
    func accessibilityContent(forLineNumber lineNumber: Int) -> String? { nil }
    func accessibilityFrame(forLineNumber lineNumber: Int) -> CGRect { .zero }
    func accessibilityPageContent() -> String? { nil }
}

private final class ProbeTableLike: UIView, UIAccessibilityContainerDataTable {
    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell? { nil }
    func accessibilityRowCount() -> Int { 0 }
    func accessibilityColumnCount() -> Int { 0 }
}

@MainActor private func probeMore2(view: UIView, scene: UIWindowScene) {
    if #available(iOS 17.0, *) {
        view.accessibilityDirectTouchOptions = [.silentOnTouch, .requiresActivation]
    }
    view.accessibilityHeaderElements = nil
    let _: Set<UIAccessibility.AssistiveTechnologyIdentifier> = view.accessibilityAssistiveTechnologyFocusedIdentifiers() ?? []
    let app = UIApplication.shared
    let _: Set<UIScene> = app.connectedScenes
    let _: Set<UISceneSession> = app.openSessions
    let _: Bool = app.supportsMultipleScenes
    let options = UIScene.ActivationRequestOptions()
    options.requestingScene = scene
    app.requestSceneSessionActivation(nil, userActivity: nil, options: options) { error in _ = error }
    let destruction = UIWindowSceneDestructionRequestOptions()
    destruction.windowDismissalAnimation = .decline
    app.requestSceneSessionDestruction(scene.session, options: destruction) { error in _ = error }
    app.requestSceneSessionRefresh(scene.session)
    let _: UISceneDestructionRequestOptions = UISceneDestructionRequestOptions()
    let params = UIDragPreviewParameters()
    params.visiblePath = UIBezierPath(rect: .zero)
    let target = UIDragPreviewTarget(container: view, center: .zero)
    let _ = UITargetedDragPreview(view: UIView(), parameters: params, target: target)
    let _ = UIDragPreview(view: UIView())
    if #available(iOS 15.0, *) {
        let style = UIPointerStyle(shape: .verticalBeam(length: 4))
        style.accessories = [.arrow(.top), .arrow(.bottom)]
        let _: UIPointerAccessory = UIPointerAccessory(.path(UIBezierPath()), position: UIPointerAccessory.Position(offset: 4, angle: 0))
        let _: [UIPointerAccessory.Position] = [.top, .topRight, .right, .bottomRight, .bottom, .bottomLeft, .left, .topLeft]
    }
    let _: UIApplication.State = app.applicationState
    let _: UIBackgroundTaskIdentifier = app.beginBackgroundTask(expirationHandler: nil)
    let curve = UIView.AnimationCurve(rawValue: 7)
    _ = curve
}
