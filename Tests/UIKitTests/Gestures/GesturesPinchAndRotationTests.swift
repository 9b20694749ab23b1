import XCTest
import UIKit
import UIKitTesting

@MainActor
final class GesturesPinchAndRotationTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private lazy var window = makeGestureWindow()
    private lazy var input = InputSimulator(window: window)
    private let recorder = GestureActionRecorder()
    private let center = CGPoint(x: 160, y: 240)

    // MARK: Pinch

    func testPinchScaleIsRelativeToTheStartingDistance() async {
        let pinch = UIPinchGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(pinch)
        var scales: [CGFloat] = []
        recorder.onAction = { _ in scales.append(pinch.scale) }
        input.pinch(center: center, from: 100, to: 200, duration: 0.25)
        XCTAssertEqual(recorder.states.first, .began)
        XCTAssertEqual(recorder.states.last, .ended)
        XCTAssertLessThan(abs((scales.first ?? 0) - 1), 0.05, "UIKit removes the 8 pt threshold: scale starts near 1")
        // The scale is measured from 108 pt (the distance minus the threshold) to 200 pt.
        XCTAssertEqual(scales.last ?? 0, 200.0 / 108.0, accuracy: 0.001)
    }

    func testPinchDoesNotBeginBeforeTheDistanceChangesByEightPoints() async {
        let pinch = UIPinchGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(pinch)
        input.pinch(center: center, from: 100, to: 107)
        XCTAssertEqual(recorder.states, [])
        input.pinch(center: center, from: 100, to: 90)
        XCTAssertEqual(recorder.states.first, .began, "pinching in works too")
    }

    func testPinchScaleCanBeResetToOne() async {
        let pinch = UIPinchGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(pinch)
        var product: CGFloat = 1
        recorder.onAction = { _ in
            product *= pinch.scale
            pinch.scale = 1
            XCTAssertEqual(pinch.velocity, 0, "setting the scale resets the velocity")
        }
        input.pinch(center: center, from: 100, to: 300)
        XCTAssertEqual(product, 300.0 / 108.0, accuracy: 0.001, "incremental scales multiply to the total")
    }

    func testPinchVelocityIsScalePerSecond() async {
        let pinch = UIPinchGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(pinch)
        input.send([.init(id: 1, phase: .began, location: CGPoint(x: 100, y: 240)),
                    .init(id: 2, phase: .began, location: CGPoint(x: 200, y: 240))])
        input.advance(by: 0.1)
        input.send([.init(id: 1, phase: .moved, location: CGPoint(x: 90, y: 240)),
                    .init(id: 2, phase: .moved, location: CGPoint(x: 210, y: 240))])   // 120 pt: begins (scale 120/108)
        let before = pinch.scale
        input.advance(by: 0.1)
        input.send([.init(id: 1, phase: .moved, location: CGPoint(x: 80, y: 240)),
                    .init(id: 2, phase: .moved, location: CGPoint(x: 220, y: 240))])   // 140 pt
        XCTAssertEqual(pinch.velocity, (pinch.scale - before) / 0.1, accuracy: 0.0001)
        XCTAssertGreaterThan(pinch.velocity, 0)
    }

    func testPinchNeedsTwoFingersAndEndsWhenBothLift() async {
        let pinch = UIPinchGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(pinch)
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 200))
        XCTAssertEqual(recorder.states, [])
        input.send([.init(id: 1, phase: .began, location: CGPoint(x: 100, y: 240)),
                    .init(id: 2, phase: .began, location: CGPoint(x: 200, y: 240))])
        input.send([.init(id: 1, phase: .moved, location: CGPoint(x: 80, y: 240)),
                    .init(id: 2, phase: .moved, location: CGPoint(x: 220, y: 240))])
        input.touchUp(1)
        XCTAssertEqual(recorder.states, [.began], "one finger lifted: not ended yet")
        input.touchUp(2)
        XCTAssertEqual(recorder.states, [.began, .ended])
    }

    func testPinchLocationIsTheCentroidOfTheFingers() async {
        let pinch = UIPinchGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(pinch)
        var locations: [CGPoint] = []
        recorder.onAction = { _ in locations.append(pinch.location(in: nil)) }
        input.pinch(center: center, from: 100, to: 150)
        XCTAssertEqual(locations.first, center)
    }

    // MARK: Rotation

    func testRotationIsInRadiansClockwisePositive() async {
        // UIKit's y-down coordinates: a clockwise turn on screen is a positive rotation, the
        // sign CGAffineTransform(rotationAngle:) uses.
        let rotation = UIRotationGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(rotation)
        var values: [CGFloat] = []
        recorder.onAction = { _ in values.append(rotation.rotation) }
        input.rotate(center: center, by: .pi / 2, duration: 0.25)
        XCTAssertEqual(recorder.states.first, .began)
        XCTAssertEqual(recorder.states.last, .ended)
        XCTAssertLessThan(abs(values.first ?? 1), 0.05, "the 5° threshold is removed: rotation starts near 0")
        XCTAssertEqual(values.last ?? 0, .pi / 2 - 5 * .pi / 180, accuracy: 0.001)
    }

    func testCounterclockwiseRotationIsNegative() async {
        let rotation = UIRotationGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(rotation)
        var last: CGFloat = 0
        recorder.onAction = { _ in last = rotation.rotation }
        input.rotate(center: center, by: -.pi / 4)
        XCTAssertEqual(last, -.pi / 4 + 5 * .pi / 180, accuracy: 0.001)
    }

    func testRotationAccumulatesPastHalfATurn() async {
        let rotation = UIRotationGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(rotation)
        var last: CGFloat = 0
        recorder.onAction = { _ in last = rotation.rotation }
        input.rotate(center: center, by: 1.5 * .pi, duration: 0.5)
        XCTAssertEqual(last, 1.5 * .pi - 5 * .pi / 180, accuracy: 0.001)
    }

    func testRotationBelowFiveDegreesDoesNotBegin() async {
        let rotation = UIRotationGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(rotation)
        input.rotate(center: center, by: 4 * .pi / 180)
        XCTAssertEqual(recorder.states, [])
    }

    func testRotationCanBeResetAndVelocityIsRadiansPerSecond() async {
        let rotation = UIRotationGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(rotation)
        var total: CGFloat = 0
        var velocities: [CGFloat] = []
        recorder.onAction = { _ in
            velocities.append(rotation.velocity)
            total += rotation.rotation
            rotation.rotation = 0
            XCTAssertEqual(rotation.velocity, 0, "setting the rotation resets the velocity")
        }
        // A constant 2 rad/s turn: 1 rad over 0.5 s.
        input.rotate(center: center, by: 1, duration: 0.5)
        XCTAssertEqual(total, 1 - 5 * .pi / 180, accuracy: 0.001)
        XCTAssertEqual(velocities.dropFirst().dropLast().last ?? 0, 2, accuracy: 0.01)
    }

    func testViewTransformFollowsTheFingers() async {
        let view = UIView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        window.addSubview(view)
        let rotation = UIRotationGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        view.addGestureRecognizer(rotation)
        recorder.onAction = { _ in
            view.transform = view.transform.rotated(by: rotation.rotation)
            rotation.rotation = 0
        }
        input.rotate(center: center, by: .pi / 3)
        let angle = atan2(view.transform.b, view.transform.a)
        XCTAssertEqual(angle, .pi / 3 - 5 * .pi / 180, accuracy: 0.001)
    }
}
