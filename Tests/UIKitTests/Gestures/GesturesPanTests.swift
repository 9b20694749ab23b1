import XCTest
import UIKit
import UIKitTesting

@MainActor
final class GesturesPanTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private lazy var window = makeGestureWindow()
    private lazy var input = InputSimulator(window: window)
    private let recorder = GestureActionRecorder()

    private func addPan(to view: UIView? = nil) -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        (view ?? window).addGestureRecognizer(pan)
        return pan
    }

    func testDefaults() async {
        let pan = UIPanGestureRecognizer()
        XCTAssertEqual(pan.minimumNumberOfTouches, 1)
        XCTAssertEqual(pan.maximumNumberOfTouches, Int.max)
        XCTAssertEqual(pan.allowedScrollTypesMask, [])
        XCTAssertEqual(UIScrollTypeMask.all, [.discrete, .continuous])
    }

    func testDoesNotBeginOnTouchDownButAfterTenPoints() async {
        _ = addPan()
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 109, y: 100))
        XCTAssertEqual(recorder.states, [])
        input.touchMove(1, to: CGPoint(x: 110, y: 103))
        XCTAssertEqual(recorder.states, [.began])
        input.touchMove(1, to: CGPoint(x: 130, y: 103))
        input.touchUp(1)
        XCTAssertEqual(recorder.states, [.began, .changed, .ended])
    }

    func testVerticalMovementAlsoBegins() async {
        _ = addPan()
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 100, y: 88))
        XCTAssertEqual(recorder.states, [.began])
        input.touchUp(1)
    }

    func testTranslationExcludesTheHysteresisAndFollowsTheFinger() async {
        // UIKit reports the movement beyond the threshold at began, so a dragged view does
        // not jump.
        let pan = addPan()
        var translations: [CGPoint] = []
        recorder.onAction = { _ in translations.append(pan.translation(in: nil)) }
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 112, y: 104))
        input.touchMove(1, to: CGPoint(x: 150, y: 124))
        input.touchUp(1)
        XCTAssertEqual(translations, [CGPoint(x: 2, y: 0), CGPoint(x: 40, y: 20), CGPoint(x: 40, y: 20)])
    }

    func testSetTranslationRebasesTheTranslation() async {
        let pan = addPan()
        var translations: [CGPoint] = []
        recorder.onAction = { _ in
            translations.append(pan.translation(in: nil))
            pan.setTranslation(.zero, in: nil)
        }
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 120, y: 100))
        input.touchMove(1, to: CGPoint(x: 125, y: 100))
        input.touchMove(1, to: CGPoint(x: 135, y: 110))
        input.touchUp(1)
        XCTAssertEqual(translations, [CGPoint(x: 10, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 10), .zero])
    }

    func testTranslationInAScaledViewUsesItsCoordinates() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(view)
        let pan = addPan()
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 200, y: 100))
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 90, y: 0))
        XCTAssertEqual(pan.translation(in: view), CGPoint(x: 45, y: 0))
        input.touchUp(1)
    }

    func testVelocityIsPointsPerSecondFromTheManualClock() async {
        let pan = addPan()
        var velocities: [CGPoint] = []
        recorder.onAction = { _ in velocities.append(pan.velocity(in: nil)) }
        // 300 pt/s to the right, 0 vertically: 5 pt every 1/60 s.
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        for step in 1...10 {
            input.advance(by: 1.0 / 60)
            input.touchMove(1, to: CGPoint(x: 100 + CGFloat(step) * 5, y: 100))
        }
        input.touchUp(1)
        XCTAssertEqual(velocities.last?.x ?? 0, 300, accuracy: 0.001)
        XCTAssertEqual(velocities.last?.y ?? 1, 0, accuracy: 0.001)
    }

    func testVelocitySmoothsTheNewestSampleWithThePreviousOne() async {
        // UIKit (observed): 20% newest sample, 80% the one before.
        let pan = addPan()
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.1)
        input.touchMove(1, to: CGPoint(x: 120, y: 100))    // 200 pt/s
        input.advance(by: 0.1)
        input.touchMove(1, to: CGPoint(x: 160, y: 100))    // 400 pt/s
        XCTAssertEqual(pan.velocity(in: nil).x, 0.2 * 400 + 0.8 * 200, accuracy: 0.001)
        input.touchUp(1)
    }

    func testVelocityInAScaledView() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(view)
        let pan = addPan()
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.1)
        input.touchMove(1, to: CGPoint(x: 130, y: 100))
        XCTAssertEqual(pan.velocity(in: view).x, 150, accuracy: 0.001)
        input.touchUp(1)
    }

    func testLocationAndNumberOfTouches() async {
        let pan = addPan()
        var touchCounts: [Int] = []
        var locations: [CGPoint] = []
        recorder.onAction = { _ in
            touchCounts.append(pan.numberOfTouches)
            locations.append(pan.location(in: nil))
        }
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 130, y: 100))
        input.touchUp(1)
        XCTAssertEqual(touchCounts, [1, 0], "UIKit's pan counts the fingers still down")
        XCTAssertEqual(locations, [CGPoint(x: 130, y: 100), CGPoint(x: 130, y: 100)])
    }

    func testTwoFingerPanRequiresTwoFingers() async {
        let pan = addPan()
        pan.minimumNumberOfTouches = 2
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        XCTAssertEqual(recorder.states, [])
        input.twoFingerDrag(from: CGPoint(x: 100, y: 200), by: CGVector(dx: 0, dy: 100))
        XCTAssertEqual(recorder.states.first, .began)
        XCTAssertEqual(recorder.states.last, .ended)
        XCTAssertEqual(pan.translation(in: nil).y, 0, "reset after the gesture")
    }

    func testTranslationDoesNotJumpWhenAFingerJoins() async {
        let pan = addPan()
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 130, y: 100))
        let before = pan.translation(in: nil)
        input.touchDown(2, at: CGPoint(x: 300, y: 300))
        XCTAssertEqual(pan.translation(in: nil), before)
        XCTAssertEqual(pan.numberOfTouches, 2)
        input.send([.init(id: 1, phase: .moved, location: CGPoint(x: 140, y: 100)),
                    .init(id: 2, phase: .moved, location: CGPoint(x: 310, y: 300))])
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: before.x + 10, y: 0))
        input.touchUp(2)
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: before.x + 10, y: 0), "nor when it leaves")
        input.touchUp(1)
    }

    func testFingersBeyondMaximumAreNotPartOfThePan() async {
        let pan = addPan()
        pan.maximumNumberOfTouches = 1
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 120, y: 100))
        XCTAssertEqual(recorder.states, [.began])
        // UIKit: a finger beyond the maximum that lands once the pan began is not part of it
        // (before it began, too many fingers keep it from beginning: see below).
        input.touchDown(2, at: CGPoint(x: 200, y: 100))
        XCTAssertEqual(pan.numberOfTouches, 1)
        let translation = pan.translation(in: nil)
        input.touchMove(2, to: CGPoint(x: 260, y: 100))
        XCTAssertEqual(pan.translation(in: nil), translation, "the extra finger does not move the pan")
        input.touchUp(1)
        input.touchUp(2)
    }

    func testLiftingWithoutMovingFails() async {
        _ = addPan()
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.states, [])
    }

    func testSystemCancelWhileChangingSendsCancelled() async {
        _ = addPan()
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 150, y: 100))
        input.touchCancel(1)
        XCTAssertEqual(recorder.states, [.began, .cancelled])
    }

    func testDragOnAViewMovesItWithTheTranslation() async {
        // The canonical use: move the view by the translation, then reset it to zero.
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(card)
        let pan = addPan(to: card)
        recorder.onAction = { _ in
            let t = pan.translation(in: card.superview)
            card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
            pan.setTranslation(.zero, in: card.superview)
        }
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 160), duration: 0.25)
        // The pan began when x had moved 10 pt (y 6 pt); that part is not applied.
        XCTAssertEqual(card.center.x, 190, accuracy: 0.001)
        XCTAssertEqual(card.center.y, 154, accuracy: 0.001)
    }

    // MARK: Number of touches

    func testOneFingerPanDoesNotBeginUnderATwoFingerDrag() async {
        let pan = addPan()
        pan.maximumNumberOfTouches = 1
        input.twoFingerDrag(from: CGPoint(x: 150, y: 150), by: CGVector(dx: 80, dy: 0))
        XCTAssertEqual(recorder.states, [])
        // One finger still pans.
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 180, y: 100))
        XCTAssertEqual(recorder.states.first, .began)
        XCTAssertEqual(recorder.states.last, .ended)
    }

    func testSeparateOneAndTwoFingerPans() async {
        let one = addPan(), two = addPan()
        one.name = "one"
        two.name = "two"
        one.maximumNumberOfTouches = 1
        two.minimumNumberOfTouches = 2
        two.maximumNumberOfTouches = 2
        input.twoFingerDrag(from: CGPoint(x: 150, y: 150), by: CGVector(dx: 80, dy: 0))
        XCTAssertEqual(recorder.log.first, "two:began")
        XCTAssertFalse(recorder.log.contains { $0.hasPrefix("one:") })
        recorder.reset()
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 180, y: 100))
        XCTAssertEqual(recorder.log.first, "one:began")
        XCTAssertFalse(recorder.log.contains { $0.hasPrefix("two:") })
    }

    func testPanBeginsOnceExtraFingerLifts() async {
        let pan = addPan()
        pan.maximumNumberOfTouches = 1
        input.send([.init(id: 1, phase: .began, location: CGPoint(x: 100, y: 100)),
                    .init(id: 2, phase: .began, location: CGPoint(x: 140, y: 100))])
        input.send([.init(id: 1, phase: .moved, location: CGPoint(x: 130, y: 100)),
                    .init(id: 2, phase: .moved, location: CGPoint(x: 170, y: 100))])
        XCTAssertEqual(recorder.states, [])
        input.touchUp(2)
        input.touchMove(1, to: CGPoint(x: 160, y: 100))
        XCTAssertEqual(recorder.states, [.began])
        XCTAssertEqual(pan.translation(in: nil).x, 50, accuracy: 0.001)
        input.touchUp(1)
    }
}
