import XCTest
import UIKit
import UIKitTesting

@MainActor
final class SupportedOrientationsUpdateTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    override func tearDown() async throws {
        UIKitTestEnvironment.reset()
    }

    final class LockingController: UIViewController {
        var supported: UIInterfaceOrientationMask = .portrait
        var autorotates = true
        var transitions: [CGSize] = []
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
        override var shouldAutorotate: Bool { autorotates }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            transitions.append(size)
            super.viewWillTransition(to: size, with: coordinator)
        }
    }

    private func shownController() -> (UIWindow, LockingController) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = LockingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        return (window, controller)
    }

    func testAnUnsupportedInterfaceOrientationRotatesToASupportedOne() async {
        let (window, controller) = shownController()
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 390, height: 844))
        controller.supported = .landscape
        // Nothing happens until the controller says its orientations changed.
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 390, height: 844))
        controller.setNeedsUpdateOfSupportedInterfaceOrientations()
        XCTAssertEqual(controller.transitions, [CGSize(width: 844, height: 390)])
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 844, height: 390))
        XCTAssertEqual(window.frame.size, CGSize(width: 844, height: 390))
        XCTAssertEqual(window.windowScene?.interfaceOrientation, .landscapeRight)

        // Portrait allowed again: the interface follows the device, still upright.
        controller.supported = .allButUpsideDown
        controller.setNeedsUpdateOfSupportedInterfaceOrientations()
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(controller.transitions.last, CGSize(width: 390, height: 844))
        // Still supported and matching the device: no transition.
        controller.setNeedsUpdateOfSupportedInterfaceOrientations()
        XCTAssertEqual(controller.transitions.count, 2)
    }

    func testUnlockingFollowsTheDevicesOrientation() async {
        let (_, controller) = shownController()
        UIKitTestEnvironment.rotate(to: .landscapeLeft)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(controller.transitions, [])

        controller.supported = .allButUpsideDown
        controller.setNeedsUpdateOfSupportedInterfaceOrientations()
        XCTAssertEqual(controller.transitions, [CGSize(width: 844, height: 390)])
        // UIKit: the device's landscape left is the interface's landscape right.
        XCTAssertEqual(controller.view.window?.windowScene?.interfaceOrientation, .landscapeRight)
    }

    func testAControllerThatDoesNotAutorotateStays() async {
        let (_, controller) = shownController()
        controller.autorotates = false
        controller.supported = .landscape
        controller.setNeedsUpdateOfSupportedInterfaceOrientations()
        XCTAssertEqual(controller.transitions, [])
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 390, height: 844))
    }
}
