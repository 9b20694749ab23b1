import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class AzimuthView: UIView {
    var updatedAngles: [CGFloat] = []
    var began: UITouch?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began = touches.first }
    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        for touch in touches { updatedAngles.append(touch.azimuthAngle(in: nil)) }
    }
}

/// A stylus's azimuth: reported in a view's coordinates, estimated and updated through
/// `touchesEstimatedPropertiesUpdated(_:)` as force is.
@MainActor
final class EstimatedAzimuthTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testTheEstimatedAzimuthIsUpdatedAndFollowsTheViewsRotation() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let input = InputSimulator(window: window)
        let view = AzimuthView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.addSubview(rotated)
        rotated.isUserInteractionEnabled = false

        var sample = InputSimulator.Touch(id: 1, phase: .began, location: CGPoint(x: 50, y: 150), force: 0.5, type: .pencil,
                                          estimatedProperties: [.azimuth], estimatedPropertiesExpectingUpdates: [.azimuth],
                                          estimationUpdateIndex: 3)
        sample.azimuthAngle = 0
        input.send([sample])
        let touch = try XCTUnwrap(view.began)
        XCTAssertEqual(touch.azimuthAngle(in: view), 0, accuracy: 1e-9)
        XCTAssertEqual(touch.azimuthUnitVector(in: view).dx, 1, accuracy: 1e-9)
        XCTAssertEqual(touch.estimatedPropertiesExpectingUpdates, [.azimuth])

        input.updateEstimatedProperties(index: 3, azimuthAngle: .pi / 2)
        XCTAssertEqual(view.updatedAngles.count, 1)
        XCTAssertEqual(view.updatedAngles.first ?? 0, .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(touch.estimatedPropertiesExpectingUpdates, [], "the azimuth is resolved")
        let vector = touch.azimuthUnitVector(in: view)
        XCTAssertEqual(vector.dx, 0, accuracy: 1e-9)
        XCTAssertEqual(vector.dy, 1, accuracy: 1e-9)
        XCTAssertEqual(touch.azimuthAngle(in: rotated), 0, accuracy: 1e-9,
                       "a view rotated by π/2 sees the window's π/2 azimuth as its own 0")
    }
}
