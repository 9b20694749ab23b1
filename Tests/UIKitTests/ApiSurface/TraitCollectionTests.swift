import XCTest
import UIKit
import UIKitTesting

/// A view controller that records the trait changes it hears of.
final class TraitProbeController: UIViewController {
    var traitChanges: [UITraitCollection?] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        traitChanges.append(previousTraitCollection)
    }
}

/// Trait collections: values, combination, and how views and view controllers get them.
@MainActor
final class TraitCollectionTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func makeWindow(size: CGSize = CGSize(width: 390, height: 844)) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        return window
    }

    func testEmptyCollectionIsUnspecified() async {
        let traits = UITraitCollection()
        XCTAssertEqual(traits.userInterfaceStyle, .unspecified)
        XCTAssertEqual(traits.horizontalSizeClass, .unspecified)
        XCTAssertEqual(traits.displayScale, 0)
        XCTAssertEqual(traits.layoutDirection, .unspecified)
        XCTAssertEqual(traits.userInterfaceIdiom, .unspecified)
        XCTAssertEqual(traits.forceTouchCapability, .unknown)
        XCTAssertEqual(traits.preferredContentSizeCategory, .unspecified)
    }

    func testCombiningTakesTheLastSpecifiedValue() async {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(displayScale: 2),
            UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(horizontalSizeClass: .compact),
        ])
        XCTAssertEqual(combined.userInterfaceStyle, .light)
        XCTAssertEqual(combined.displayScale, 2)
        XCTAssertEqual(combined.horizontalSizeClass, .compact)
        XCTAssertEqual(combined.verticalSizeClass, .unspecified)
        XCTAssertTrue(combined.containsTraits(in: UITraitCollection(displayScale: 2)))
        XCTAssertFalse(combined.containsTraits(in: UITraitCollection(displayScale: 3)))
        XCTAssertTrue(combined.containsTraits(in: nil))
        XCTAssertEqual(combined, UITraitCollection(traitsFrom: [combined]))
    }

    func testColorAppearanceDiffersOnlyForStyleContrastAndLevel() async {
        let light = UITraitCollection(userInterfaceStyle: .light)
        XCTAssertTrue(light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        let lightAt3 = UITraitCollection(traitsFrom: [light, UITraitCollection(displayScale: 3)])
        XCTAssertFalse(light.hasDifferentColorAppearance(comparedTo: lightAt3))
    }

    func testContentSizeCategoriesAreOrdered() async {
        XCTAssertLessThan(UIContentSizeCategory.small, .large)
        XCTAssertLessThan(UIContentSizeCategory.extraExtraExtraLarge, .accessibilityMedium)
        XCTAssertTrue(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    func testAViewInAPhoneSizedWindowHasPhoneTraits() async {
        let window = makeWindow()
        let view = UIView()
        window.addSubview(view)
        let traits = view.traitCollection
        XCTAssertEqual(traits.userInterfaceStyle, .light, "light unless overridden")
        XCTAssertEqual(traits.displayScale, window.screen.scale)
        XCTAssertEqual(traits.horizontalSizeClass, .compact, "a portrait phone: compact width")
        XCTAssertEqual(traits.verticalSizeClass, .regular, "and regular height")
        XCTAssertEqual(traits.layoutDirection, .leftToRight)
        XCTAssertEqual(traits.preferredContentSizeCategory, .large)
        XCTAssertEqual(traits.forceTouchCapability, .unavailable)
    }

    func testSizeClassesFollowTheWindowSizeAndResizesAreReported() async throws {
        let window = makeWindow()
        let controller = TraitProbeController()
        window.rootViewController = controller
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        XCTAssertEqual(controller.traitCollection.verticalSizeClass, .compact, "landscape phone: compact height")
        XCTAssertEqual(controller.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(controller.traitChanges.count, 1)
        XCTAssertEqual(try XCTUnwrap(controller.traitChanges.first ?? nil).verticalSizeClass, .regular)
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 380)
        XCTAssertEqual(controller.traitChanges.count, 1, "same size classes: no call")
    }

    func testOverrideUserInterfaceStyleFlowsDownTheHierarchy() async {
        let window = makeWindow()
        let parent = UIView(), child = ScaleProbeView(), other = UIView()
        parent.addSubview(child)
        window.addSubview(parent)
        window.addSubview(other)
        parent.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(parent.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark, "inherited")
        XCTAssertEqual(other.traitCollection.userInterfaceStyle, .light, "a sibling is not affected")
        XCTAssertEqual(child.traitChanges.count, 1)
        XCTAssertEqual(child.traitChanges.first??.userInterfaceStyle, .light)
        child.overrideUserInterfaceStyle = .light
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .light, "the nearest override wins")
        parent.overrideUserInterfaceStyle = .unspecified
        XCTAssertEqual(parent.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(child.traitChanges.count, 2, "child's own override kept it light when the parent changed back")
    }

    func testViewControllerOverrideAppliesToItsViewAndSubviews() async {
        let window = makeWindow()
        let controller = TraitProbeController()
        window.rootViewController = controller
        final class Probe: UIView {
            var log: (() -> Void)?
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { log?() }
        }
        let probe = Probe()
        controller.view.addSubview(probe)
        var order: [String] = []
        probe.log = { order.append("view") }
        controller.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(controller.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(controller.view.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(probe.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(controller.traitChanges.count, 1)
        XCTAssertEqual(order, ["view"])
        XCTAssertEqual(window.traitCollection.userInterfaceStyle, .light, "the window is not inside the controller")
    }

    func testCurrentIsSetDuringTraitCollectionDidChangeAndPerformAsCurrent() async {
        let window = makeWindow()
        final class CurrentProbe: UIView {
            var seen: UIUserInterfaceStyle?
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                seen = UITraitCollection.current.userInterfaceStyle
            }
        }
        let probe = CurrentProbe()
        window.addSubview(probe)
        probe.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(probe.seen, .dark)
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light, "restored afterwards")
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .dark)
        }
    }

    func testScreenTraits() async {
        let screen = UIScreen.main
        XCTAssertEqual(screen.traitCollection.displayScale, screen.scale)
        XCTAssertEqual(screen.traitCollection.userInterfaceIdiom,
                       min(screen.bounds.width, screen.bounds.height) >= 600 ? .pad : .phone)
    }
}
