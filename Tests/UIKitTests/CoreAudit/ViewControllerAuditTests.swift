import XCTest
import UIKit
import UIKitTesting

@MainActor
final class ViewControllerAuditTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class Recorder: UIViewController {
        var events: [String] = []
        var windowAtIsAppearing: UIWindow?
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); events.append("willAppear") }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            windowAtIsAppearing = view.window
            events.append("isAppearing")
        }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); events.append("didAppear") }
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            events.append("setEditing(\(editing), \(animated))")
        }
    }

    func testViewIsAppearingComesBetweenWillAndDidAppearInTheWindow() async {
        let controller = Recorder()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        XCTAssertEqual(controller.events, ["willAppear", "isAppearing", "didAppear"])
        XCTAssertTrue(controller.windowAtIsAppearing === window)
    }

    func testEditButtonItemTogglesEditing() async throws {
        let controller = Recorder()
        let item = controller.editButtonItem
        XCTAssertTrue(controller.editButtonItem === item)
        XCTAssertEqual(item.title, "Edit")
        XCTAssertEqual(item.style, .plain)
        controller.setEditing(true, animated: false)
        XCTAssertEqual(item.title, "Done")
        XCTAssertEqual(item.style, .done)
        controller.isEditing = false
        XCTAssertEqual(item.title, "Edit")

        // Tapped in a navigation bar: editing toggles, animated.
        let navigation = UINavigationController(rootViewController: controller)
        controller.navigationItem.rightBarButtonItem = item
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        controller.events.removeAll()
        let button = try XCTUnwrap(findButton(titled: "Edit", in: navigation.navigationBar))
        InputSimulator(window: window).tap(button)
        XCTAssertEqual(controller.events, ["setEditing(true, true)"])
        XCTAssertTrue(controller.isEditing)
        XCTAssertEqual(item.title, "Done")
    }

    private func findButton(titled title: String, in view: UIView) -> UIView? {
        for sub in view.subviews {
            if let button = sub as? UIButton, button.title(for: .normal) == title || button.configuration?.title == title { return button }
            if let label = sub as? UILabel, label.text == title, sub.superview is UIControl { return sub.superview }
            if let found = findButton(titled: title, in: sub) { return found }
        }
        return nil
    }

    func testSystemUIPreferenceDefaults() async {
        let controller = UIViewController()
        XCTAssertFalse(controller.modalPresentationCapturesStatusBarAppearance)
        controller.modalPresentationCapturesStatusBarAppearance = true
        XCTAssertTrue(controller.modalPresentationCapturesStatusBarAppearance)
        XCTAssertNil(controller.childForHomeIndicatorAutoHidden)
        XCTAssertNil(controller.childForScreenEdgesDeferringSystemGestures)
        XCTAssertEqual(controller.preferredStatusBarStyle, .default)
        XCTAssertFalse(controller.prefersStatusBarHidden)
    }
}
