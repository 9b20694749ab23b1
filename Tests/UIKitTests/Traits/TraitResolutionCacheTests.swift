import XCTest
import UIKit
import UIKitTesting

/// Views in a window keep the traits they resolved until an input changes: each test reads a
/// deep view's traits first (so it and its ancestors hold resolved values), changes one input,
/// and reads again without a layout pass in between: the traits must be the new ones, as UIKit
/// reports them at once.
@MainActor
final class TraitResolutionCacheTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        return window
    }

    /// A chain of `depth` views under `root`; returns the deepest.
    private func chain(under root: UIView, depth: Int) -> UIView {
        var parent = root
        for _ in 0..<depth {
            let view = UIView()
            parent.addSubview(view)
            parent = view
        }
        return parent
    }

    func testMovedSubtreeTakesItsNewAncestorsTraits() async {
        let window = makeWindow()
        let dark = UIView(), light = UIView()
        window.addSubview(dark)
        window.addSubview(light)
        dark.traitOverrides.userInterfaceStyle = .dark
        light.traitOverrides.userInterfaceStyle = .light
        let moved = UIView()
        dark.addSubview(moved)
        let deep = chain(under: moved, depth: 3)
        XCTAssertEqual(deep.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(deep.traitCollection.horizontalSizeClass, .compact)

        light.addSubview(moved)
        XCTAssertEqual(deep.traitCollection.userInterfaceStyle, .light, "the new superview's override")

        moved.removeFromSuperview()
        XCTAssertNil(deep.window)
        XCTAssertEqual(deep.traitCollection.userInterfaceStyle, UIScreen.main.traitCollection.userInterfaceStyle,
                       "out of the window: the main screen's traits")
        dark.addSubview(moved)
        XCTAssertEqual(deep.traitCollection.userInterfaceStyle, .dark, "back under the dark container")
    }

    func testAncestorOverridesAndContentSizeLimitsReachDescendantsAtOnce() async {
        let window = makeWindow()
        let container = UIView()
        window.addSubview(container)
        let deep = chain(under: container, depth: 4)
        XCTAssertEqual(deep.traitCollection.preferredContentSizeCategory, .large)

        container.traitOverrides.preferredContentSizeCategory = .extraLarge
        XCTAssertEqual(deep.traitCollection.preferredContentSizeCategory, .extraLarge)
        container.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        XCTAssertEqual(deep.traitCollection.preferredContentSizeCategory, .large)

        container.maximumContentSizeCategory = .medium
        XCTAssertEqual(deep.traitCollection.preferredContentSizeCategory, .medium, "the ancestor's limit clamps")
        container.maximumContentSizeCategory = nil
        XCTAssertEqual(deep.traitCollection.preferredContentSizeCategory, .large)

        container.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(deep.traitCollection.userInterfaceStyle, .dark)
        container.overrideUserInterfaceStyle = .unspecified
        XCTAssertEqual(deep.traitCollection.userInterfaceStyle, .light)
    }

    func testWindowResizeChangesDescendantsSizeClasses() async {
        let window = makeWindow()
        let deep = chain(under: window, depth: 3)
        XCTAssertEqual(deep.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(deep.traitCollection.verticalSizeClass, .regular)

        // A large phone in landscape: regular width, compact height.
        window.frame = CGRect(x: 0, y: 0, width: 932, height: 430)
        XCTAssertEqual(deep.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(deep.traitCollection.verticalSizeClass, .compact)
    }

    func testSystemSettingsAndSceneOverridesReachDescendantsAtOnce() async {
        let window = makeWindow()
        let deep = chain(under: window, depth: 3)
        XCTAssertEqual(deep.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(deep.traitCollection.legibilityWeight, .regular)

        UIKitTestEnvironment.setUserInterfaceStyle(.dark)
        XCTAssertEqual(deep.traitCollection.userInterfaceStyle, .dark)
        UIKitTestEnvironment.setBoldText(true)
        XCTAssertEqual(deep.traitCollection.legibilityWeight, .bold)
        UIKitTestEnvironment.setPreferredContentSizeCategory(.accessibilityLarge)
        XCTAssertEqual(deep.traitCollection.preferredContentSizeCategory, .accessibilityLarge)

        guard let scene = window.windowScene else { return XCTFail("a shown window is in the app's scene") }
        scene.traitOverrides.userInterfaceStyle = .light
        XCTAssertEqual(deep.traitCollection.userInterfaceStyle, .light, "the scene's override over the system's")
        scene.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        XCTAssertEqual(deep.traitCollection.userInterfaceStyle, .dark)
    }

    func testControllerOverridesReachTheirViewsAtOnce() async {
        let window = makeWindow()
        let parent = UIViewController(), child = UIViewController()
        window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let deep = chain(under: child.view, depth: 2)
        XCTAssertEqual(deep.traitCollection.userInterfaceStyle, .light)

        parent.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: child)
        XCTAssertEqual(deep.traitCollection.userInterfaceStyle, .dark, "the parent's override for the child")
        child.traitOverrides.userInterfaceStyle = .light
        XCTAssertEqual(deep.traitCollection.userInterfaceStyle, .light, "the child's own overrides win")
        child.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        XCTAssertEqual(deep.traitCollection.userInterfaceStyle, .dark)

        // Out of its parent, the parent's override for it no longer applies.
        child.willMove(toParent: nil)
        child.removeFromParent()
        XCTAssertEqual(deep.traitCollection.userInterfaceStyle, .light)
    }

    func testFreedParentsOverrideNoLongerApplies() async {
        let window = makeWindow()
        let child = UIViewController()
        var parent: UIViewController? = UIViewController()
        parent?.addChild(child)
        child.didMove(toParent: parent)
        // The child's view shown in the window directly: the parent holds no view of it.
        window.addSubview(child.view)
        let deep = chain(under: child.view, depth: 2)
        parent?.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: child)
        XCTAssertEqual(deep.traitCollection.userInterfaceStyle, .dark)

        weak var freed = parent
        parent = nil
        XCTAssertNil(freed, "nothing else holds the parent")
        XCTAssertEqual(deep.traitCollection.userInterfaceStyle, .light, "no parent, no override")
    }
}
