import XCTest
import UIKit
import UIKitTesting

/// A custom trait as iOS 17 code declares one.
private struct ThemeTrait: UITraitDefinition {
    static let defaultValue = "standard"
}

/// A custom trait that dynamic colors resolve with.
private struct ContrastBoostTrait: UITraitDefinition {
    static let defaultValue = false
    static let affectsColorAppearance = true
}

/// The iOS 17 trait API: trait definitions, trait overrides, registrations, deferred updates.
@MainActor
final class TraitOverridesTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        return window
    }

    func testCustomTraitDefaultsAndMutations() async {
        XCTAssertEqual(UITraitCollection()[ThemeTrait.self], "standard", "a collection without it has the default")
        let traits = UITraitCollection { mutable in
            mutable[ThemeTrait.self] = "night"
            mutable.userInterfaceStyle = .dark
        }
        XCTAssertEqual(traits[ThemeTrait.self], "night")
        XCTAssertEqual(traits.userInterfaceStyle, .dark)
        XCTAssertEqual(traits[UITraitUserInterfaceStyle.self], .dark, "a system trait by its type")
        XCTAssertEqual(traits.horizontalSizeClass, .unspecified)
        let modified = traits.modifyingTraits { $0.horizontalSizeClass = .compact }
        XCTAssertEqual(modified.horizontalSizeClass, .compact)
        XCTAssertEqual(modified[ThemeTrait.self], "night", "the other traits are kept")
        XCTAssertEqual(traits.horizontalSizeClass, .unspecified, "the original is unchanged")
        XCTAssertEqual(UITraitCollection(traitsFrom: [traits, UITraitCollection { $0[ThemeTrait.self] = "day" }])[ThemeTrait.self], "day")
        XCTAssertEqual(traits, UITraitCollection { $0.userInterfaceStyle = .dark; $0[ThemeTrait.self] = "night" })
        XCTAssertNotEqual(traits, modified)
    }

    func testSystemTraitDefinitions() async {
        XCTAssertEqual(UITraitUserInterfaceStyle.defaultValue, .unspecified)
        XCTAssertEqual(UITraitDisplayScale.defaultValue, 0)
        XCTAssertEqual(UITraitPreferredContentSizeCategory.defaultValue, .unspecified)
        XCTAssertTrue(UITraitUserInterfaceStyle.affectsColorAppearance)
        XCTAssertFalse(UITraitHorizontalSizeClass.affectsColorAppearance)
        XCTAssertFalse(ThemeTrait.affectsColorAppearance, "false unless the trait says so")
        let colorTraits = UITraitCollection.systemTraitsAffectingColorAppearance.map { ObjectIdentifier($0) }
        XCTAssertTrue(colorTraits.contains(ObjectIdentifier(UITraitUserInterfaceStyle.self)))
        XCTAssertTrue(colorTraits.contains(ObjectIdentifier(UITraitAccessibilityContrast.self)))
        XCTAssertFalse(colorTraits.contains(ObjectIdentifier(UITraitHorizontalSizeClass.self)))
        let imageTraits = UITraitCollection.systemTraitsAffectingImageLookup.map { ObjectIdentifier($0) }
        XCTAssertTrue(imageTraits.contains(ObjectIdentifier(UITraitDisplayScale.self)))
        // A custom trait that affects color appearance counts for hasDifferentColorAppearance.
        let boosted = UITraitCollection { $0[ContrastBoostTrait.self] = true }
        XCTAssertTrue(boosted.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
        let themed = UITraitCollection { $0[ThemeTrait.self] = "night" }
        XCTAssertFalse(themed.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
    }

    func testTraitOverridesFlowDownAndRemove() async {
        let window = makeWindow()
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        window.addSubview(parent)
        parent.traitOverrides[ThemeTrait.self] = "night"
        parent.traitOverrides.horizontalSizeClass = .regular
        XCTAssertTrue(parent.traitOverrides.contains(ThemeTrait.self))
        XCTAssertTrue(parent.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        XCTAssertFalse(parent.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        XCTAssertEqual(child.traitCollection[ThemeTrait.self], "night")
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(window.traitCollection.horizontalSizeClass, .compact, "the window is above the override")
        child.traitOverrides[ThemeTrait.self] = "day"
        XCTAssertEqual(child.traitCollection[ThemeTrait.self], "day", "the nearest override wins")
        parent.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        XCTAssertFalse(parent.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .compact, "inherited again")
        // An override to the "unspecified" value is still an override.
        parent.traitOverrides.userInterfaceStyle = .unspecified
        XCTAssertTrue(parent.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .unspecified)
    }

    func testOverrideUserInterfaceStyleIsTheStyleOverride() async {
        let view = UIView()
        view.overrideUserInterfaceStyle = .dark
        XCTAssertTrue(view.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        XCTAssertEqual(view.traitOverrides.userInterfaceStyle, .dark)
        view.traitOverrides.userInterfaceStyle = .light
        XCTAssertEqual(view.overrideUserInterfaceStyle, .light)
        view.overrideUserInterfaceStyle = .unspecified
        XCTAssertFalse(view.traitOverrides.contains(UITraitUserInterfaceStyle.self))
    }

    func testViewControllerAndWindowOverrides() async {
        let window = makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        let label = UILabel()
        controller.view.addSubview(label)
        controller.traitOverrides[ThemeTrait.self] = "night"
        XCTAssertEqual(controller.traitCollection[ThemeTrait.self], "night")
        XCTAssertEqual(label.traitCollection[ThemeTrait.self], "night")
        window.traitOverrides.preferredContentSizeCategory = .extraLarge
        XCTAssertEqual(controller.traitCollection.preferredContentSizeCategory, .extraLarge, "inherited from the window")
        XCTAssertEqual(label.traitCollection.preferredContentSizeCategory, .extraLarge)
        // A child controller whose view is not in the hierarchy inherits its parent's traits.
        let child = UIViewController()
        controller.addChild(child)
        XCTAssertEqual(child.traitCollection[ThemeTrait.self], "night")
    }

    func testRegistrationsAreCalledForTheirTraitsAfterTheUpdate() async {
        let window = makeWindow()
        let view = UIView()
        window.addSubview(view)
        var calls: [(UIView, UIUserInterfaceStyle)] = []
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (changed: UIView, previous: UITraitCollection) in
            calls.append((changed, previous.userInterfaceStyle))
        }
        var themeCalls = 0
        let themeRegistration = view.registerForTraitChanges([ThemeTrait.self]) { (_: UIView, _: UITraitCollection) in
            themeCalls += 1
        }
        view.traitOverrides.userInterfaceStyle = .dark
        XCTAssertEqual(view.traitCollection.userInterfaceStyle, .dark, "traitCollection reports it at once")
        XCTAssertTrue(calls.isEmpty, "UIKit: callbacks wait for the trait update")
        view.updateTraitsIfNeeded()
        XCTAssertEqual(calls.count, 1)
        XCTAssertTrue(calls.first?.0 === view)
        XCTAssertEqual(calls.first?.1, .light, "the previous traits")
        XCTAssertEqual(themeCalls, 0, "a registration for another trait is not called")
        view.traitOverrides[ThemeTrait.self] = "night"
        view.traitOverrides.userInterfaceStyle = .light
        view.layoutIfNeeded()
        XCTAssertEqual(themeCalls, 1, "the layout delivers the update")
        XCTAssertEqual(calls.count, 2)
        view.unregisterForTraitChanges(themeRegistration)
        view.traitOverrides[ThemeTrait.self] = "day"
        view.updateTraitsIfNeeded()
        XCTAssertEqual(themeCalls, 1, "unregistered")
        view.updateTraitsIfNeeded()
        XCTAssertEqual(calls.count, 2, "nothing pending: nothing sent")
    }

    func testSeveralChangesBeforeTheUpdateAreOneChangeFromTheFirstTraits() async {
        let window = makeWindow()
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        window.addSubview(parent)
        var previous: [UIUserInterfaceStyle] = []
        child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, old: UITraitCollection) in
            previous.append(old.userInterfaceStyle)
        }
        child.traitOverrides.userInterfaceStyle = .dark
        parent.traitOverrides.userInterfaceStyle = .dark
        child.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        window.layoutIfNeeded()
        XCTAssertEqual(previous, [.light], "one call, with the traits before the first change")
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
    }

    func testTargetActionRegistration() async {
        final class Observer {
            var environments: [ObjectIdentifier] = []
            func traitsChanged(_ environment: UIView) { environments.append(ObjectIdentifier(environment)) }
        }
        let window = makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        let observer = Observer()
        let view = UIView()
        controller.view.addSubview(view)
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self], target: observer,
                                     action: Selector("traitsChanged:", Observer.traitsChanged))
        var controllerCalls = 0
        controller.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIViewController, previous: UITraitCollection) in
            XCTAssertEqual(previous.horizontalSizeClass, .compact)
            controllerCalls += 1
        }
        controller.traitOverrides.horizontalSizeClass = .regular
        controller.updateTraitsIfNeeded()
        XCTAssertEqual(observer.environments, [ObjectIdentifier(view)])
        XCTAssertEqual(controllerCalls, 1)
    }

    func testUndeliveredChangesAndRegistrationsKeepNothingAlive() async {
        weak var weakView: UIView?
        weak var weakChild: UIView?
        do {
            let view = UIView(), child = UIView()
            view.addSubview(child)
            view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (changed: UIView, _: UITraitCollection) in
                _ = changed.bounds
            }
            view.registerForTraitChanges([UITraitUserInterfaceStyle.self], action: Selector("setNeedsLayout", UIView.setNeedsLayout))
            view.traitOverrides.userInterfaceStyle = .dark
            weakView = view
            weakChild = child
        }
        XCTAssertNil(weakView, "a pending change, never delivered, does not keep the view")
        XCTAssertNil(weakChild)
    }

    func testContentSizeCategoryLimitsClampTheSubtree() async {
        let window = makeWindow()
        let container = UIView(), label = UILabel()
        container.addSubview(label)
        window.addSubview(container)
        container.maximumContentSizeCategory = .extraLarge
        container.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        XCTAssertEqual(container.traitCollection.preferredContentSizeCategory, .extraLarge)
        XCTAssertEqual(label.traitCollection.preferredContentSizeCategory, .extraLarge, "limits apply below")
        container.minimumContentSizeCategory = .medium
        container.traitOverrides.preferredContentSizeCategory = .extraSmall
        XCTAssertEqual(label.traitCollection.preferredContentSizeCategory, .medium)
        container.minimumContentSizeCategory = nil
        XCTAssertEqual(label.traitCollection.preferredContentSizeCategory, .extraSmall)
        XCTAssertEqual(window.traitCollection.preferredContentSizeCategory, .large, "above the limits")
    }
}
