import XCTest
import UIKit
import UIKitTesting

@MainActor
final class SceneGeometryTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    override func tearDown() async throws {
        UIKitTestEnvironment.reset()
    }

    final class Controller: UIViewController {
        var supported: UIInterfaceOrientationMask = .allButUpsideDown
        var transitions: [CGSize] = []
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
        override var shouldAutorotate: Bool { false }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            transitions.append(size)
            super.viewWillTransition(to: size, with: coordinator)
        }
    }

    private func shown() throws -> (UIWindowScene, Controller) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = Controller()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        return (try XCTUnwrap(window.windowScene), controller)
    }

    func testEffectiveGeometryReportsTheScenesOrientationAndFrame() async throws {
        let (scene, _) = try shown()
        let geometry = scene.effectiveGeometry
        XCTAssertEqual(geometry.interfaceOrientation, .portrait)
        XCTAssertEqual(geometry.systemFrame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertFalse(geometry.isInteractivelyResizing)
    }

    /// UIKit (iOS 16): a request for a supported orientation turns the interface, whatever
    /// `shouldAutorotate` says.
    func testARequestForASupportedOrientationRotates() async throws {
        let (scene, controller) = try shown()
        var errors: [any Error] = []
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) { errors.append($0) }
        XCTAssertEqual(controller.transitions, [CGSize(width: 844, height: 390)])
        XCTAssertEqual(scene.effectiveGeometry.interfaceOrientation, .landscapeRight)
        XCTAssertEqual(scene.effectiveGeometry.systemFrame.size, CGSize(width: 844, height: 390))
        // Already in a requested orientation: nothing to do.
        scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscape))
        XCTAssertEqual(controller.transitions.count, 1)
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
        XCTAssertEqual(scene.interfaceOrientation, .portrait)
        ManualClock.runLoopTurn()
        XCTAssertTrue(errors.isEmpty)
    }

    /// UIKit: when the controller supports none of the requested orientations, the error
    /// handler gets a denied-geometry error with UIKit's message, on a later turn.
    func testAnUnsupportedRequestCallsTheErrorHandler() async throws {
        let (scene, controller) = try shown()
        controller.supported = .portrait
        var errors: [any Error] = []
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft)) { errors.append($0) }
        XCTAssertTrue(errors.isEmpty, "reported later")
        ManualClock.runLoopTurn()
        XCTAssertEqual(scene.interfaceOrientation, .portrait)
        XCTAssertTrue(controller.transitions.isEmpty)
        let error = try XCTUnwrap(errors.first as? UISceneError)
        XCTAssertEqual(error.code, .geometryRequestDenied)
        XCTAssertEqual(UISceneError.errorDomain, "UISceneErrorDomain")
        XCTAssertEqual(error.errorCode, 101)
        XCTAssertEqual(error.errorUserInfo[NSLocalizedDescriptionKey] as? String,
                       "None of the requested orientations are supported by the view controller. Requested: landscapeLeft; Supported: portrait")
        scene.requestGeometryUpdate(.Mac(systemFrame: CGRect(x: 0, y: 0, width: 800, height: 600))) { errors.append($0) }
        ManualClock.runLoopTurn()
        XCTAssertEqual((errors.last as? UISceneError)?.code, .geometryRequestUnsupported)
    }
}
