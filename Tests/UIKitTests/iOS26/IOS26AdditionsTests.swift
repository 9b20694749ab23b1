import XCTest
import UIKit
import UIKitTesting

/// Smaller iOS 26 additions: scroll edge effects, the background extension view, slider track
/// configurations, tab bar minimize behaviour and accessory, interface orientation lock.
@MainActor
final class IOS26AdditionsTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testScrollEdgeEffectsAreOnePerEdgeAndKeepTheirSettings() async {
        let scrollView = UIScrollView()
        XCTAssertTrue(scrollView.topEdgeEffect === scrollView.topEdgeEffect)
        XCTAssertFalse(scrollView.topEdgeEffect === scrollView.bottomEdgeEffect)
        XCTAssertEqual(scrollView.topEdgeEffect.style, .automatic)
        XCTAssertFalse(scrollView.leftEdgeEffect.isHidden)
        scrollView.topEdgeEffect.style = .hard
        scrollView.rightEdgeEffect.isHidden = true
        XCTAssertEqual(scrollView.topEdgeEffect.style, .hard)
        XCTAssertNotEqual(scrollView.topEdgeEffect.style, .soft)
        XCTAssertTrue(scrollView.rightEdgeEffect.isHidden)

        let bar = UIView()
        let interaction = UIScrollEdgeElementContainerInteraction()
        interaction.scrollView = scrollView
        interaction.edge = .bottom
        bar.addInteraction(interaction)
        XCTAssertTrue(interaction.view === bar)
        XCTAssertTrue(interaction.scrollView === scrollView)
    }

    func testBackgroundExtensionViewPlacesItsContentInTheSafeArea() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.makeKeyAndVisible()
        let extensionView = UIBackgroundExtensionView(frame: window.bounds)
        let image = UIImageView()
        extensionView.contentView = image
        window.addSubview(extensionView)
        ManualClock.runLoopTurn()
        XCTAssertTrue(image.superview === extensionView)
        XCTAssertEqual(image.frame, extensionView.bounds.inset(by: extensionView.safeAreaInsets))
        XCTAssertTrue(extensionView.automaticallyPlacesContentView)
        extensionView.contentView = nil
        XCTAssertNil(image.superview)
    }

    func testSliderTrackConfigurationSnapsToTicksInsideTheEnabledRange() async {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        slider.minimumValue = 0
        slider.maximumValue = 10
        slider.trackConfiguration = UISlider.TrackConfiguration(numberOfTicks: 6)
        XCTAssertEqual(slider.trackConfiguration?.ticks.map(\.position), [0, 0.2, 0.4, 0.6, 0.8, 1])
        slider.value = 4.7
        XCTAssertEqual(slider.value, 4, accuracy: 0.0001, "the nearest tick (2 × 0.2 × 10)")
        slider.trackConfiguration = UISlider.TrackConfiguration(allowsTickValuesOnly: false, enabledRange: 0.2...0.5,
                                                               ticks: [.init(position: 0.5, title: "Half")])
        slider.value = 9
        XCTAssertEqual(slider.value, 5, accuracy: 0.0001, "kept inside the enabled range")
        slider.value = 3.3
        XCTAssertEqual(slider.value, 3.3, accuracy: 0.0001, "any value when not limited to ticks")
        XCTAssertEqual(slider.trackConfiguration?.ticks.first?.title, "Half")
        slider.trackConfiguration = nil
        slider.value = 9
        XCTAssertEqual(slider.value, 9)
        XCTAssertEqual(slider.sliderStyle, .default)
        slider.sliderStyle = .thumbless
        XCTAssertEqual(UISlider.Style.thumbless.rawValue, 1)
    }

    func testTabBarControllerIOS26Properties() async {
        let tabs = UITabBarController()
        XCTAssertEqual(tabs.tabBarMinimizeBehavior, .automatic)
        tabs.tabBarMinimizeBehavior = .onScrollDown
        XCTAssertEqual(tabs.tabBarMinimizeBehavior.rawValue, 2)
        XCTAssertNil(tabs.bottomAccessory)
        let accessory = UITabAccessory(contentView: UILabel())
        tabs.setBottomAccessory(accessory, animated: true)
        XCTAssertTrue(tabs.bottomAccessory === accessory)
        tabs.bottomAccessory = nil
        XCTAssertNil(tabs.bottomAccessory)
    }

    final class Locking: UIViewController {
        var locks = false
        override var prefersInterfaceOrientationLocked: Bool { locks }
    }

    func testInterfaceOrientationLockIsReportedByTheScenesGeometry() async throws {
        let controller = Locking()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        guard let scene = window.windowScene else {
            throw XCTSkip("no window scene in this environment")
        }
        XCTAssertFalse(scene.effectiveGeometry.isInterfaceOrientationLocked)
        controller.locks = true
        controller.setNeedsUpdateOfPrefersInterfaceOrientationLocked()
        XCTAssertTrue(scene.effectiveGeometry.isInterfaceOrientationLocked)
        XCTAssertFalse(UIViewController().prefersInterfaceOrientationLocked)
    }
}
