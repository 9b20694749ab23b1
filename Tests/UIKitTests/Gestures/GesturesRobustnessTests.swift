import XCTest
import UIKit
import UIKitTesting

@MainActor
final class GesturesRobustnessTests: XCTestCase {
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

    func testDisablingARecognizerMidGestureCancelsIt() async {
        // UIKit: disabling a recognizer while it recognizes a gesture cancels it.
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        let pan = addPan(to: view)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 150, y: 100))
        pan.isEnabled = false
        XCTAssertEqual(recorder.states, [.began, .cancelled])
        input.touchMove(1, to: CGPoint(x: 200, y: 100))
        input.touchUp(1)
        XCTAssertEqual(recorder.states, [.began, .cancelled], "no more actions")
        XCTAssertEqual(view.touchPhases, ["began", "cancelled"], "the view's touch stays cancelled")
        pan.isEnabled = true
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        XCTAssertEqual(recorder.states.last, .ended, "enabled again, it works for the next sequence")
    }

    func testDisablingAPossibleRecognizerReleasesTheViewsHeldTouches() async {
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        let double = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(view.touchPhases, ["began"], "touchesEnded held while a double tap may come")
        double.isEnabled = false
        input.runLoopTurn()
        XCTAssertEqual(view.touchPhases, ["began", "ended"])
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.count, 0)
    }

    func testDisablingFromInsideItsOwnActionCancelsAfterTheOtherTargets() async {
        let pan = addPan()
        let second = GestureActionRecorder()
        pan.addTarget(second, action: Selector("handle:", GestureActionRecorder.handle))
        recorder.onAction = { recognizer in
            if recognizer.state == .began { recognizer.isEnabled = false }
        }
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        XCTAssertEqual(recorder.states, [.began, .cancelled])
        XCTAssertEqual(second.states, [.began, .cancelled], "the second target still saw began first")
    }

    func testRemovingTheRecognizerMidGestureCancelsIt() async {
        let pan = addPan()
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 150, y: 100))
        window.removeGestureRecognizer(pan)
        input.touchMove(1, to: CGPoint(x: 200, y: 100))
        input.touchUp(1)
        XCTAssertEqual(recorder.states, [.began, .cancelled])
        XCTAssertNil(pan.view)
    }

    func testRemovingTheRecognizerFromInsideItsOwnAction() async {
        let pan = addPan()
        recorder.onAction = { recognizer in
            if recognizer.state == .changed { recognizer.view?.removeGestureRecognizer(recognizer) }
        }
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        XCTAssertEqual(recorder.states, [.began, .changed, .cancelled])
        XCTAssertNil(pan.view)
        XCTAssertNil(window.gestureRecognizers)
    }

    func testRemovingItsViewFromInsideItsActionIsSafe() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        view.addGestureRecognizer(tap)
        recorder.onAction = { $0.view?.removeFromSuperview() }
        input.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(recorder.count, 1)
        XCTAssertNil(view.superview)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(recorder.count, 1, "the view is gone from the window")
    }

    func testPanWhoseViewIsRemovedKeepsTrackingItsTouch() async {
        // The touch stays bound to its view (as UIKit keeps delivering to a removed view), so
        // the gesture finishes normally.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        _ = addPan(to: view)
        recorder.onAction = { recognizer in
            if recognizer.state == .began { recognizer.view?.removeFromSuperview() }
        }
        input.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50))
        XCTAssertEqual(recorder.states.first, .began)
        XCTAssertEqual(recorder.states.last, .ended)
    }

    func testFreeingTheTargetFromInsideItsActionIsSafe() async {
        @MainActor final class Owner {
            var target: GestureActionRecorder? = GestureActionRecorder()
        }
        let owner = Owner()
        let pan = UIPanGestureRecognizer(target: owner.target!, action: Selector("handle:", GestureActionRecorder.handle))
        var closureStates: [UIGestureRecognizer.State] = []
        pan.addAction { closureStates.append($0.state) }
        owner.target?.onAction = { _ in owner.target = nil }
        window.addGestureRecognizer(pan)
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        XCTAssertNil(owner.target)
        XCTAssertEqual(closureStates.first, .began)
        XCTAssertEqual(closureStates.last, .ended, "the other actions keep coming")
    }

    func testFreeingTheViewAndRecognizerDuringAGestureIsSafe() async {
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view!)
        let pan = UIPanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        view!.addGestureRecognizer(pan)
        input.touchDown(1, at: CGPoint(x: 50, y: 50))
        input.touchMove(1, to: CGPoint(x: 100, y: 50))
        view!.removeGestureRecognizer(pan)
        view!.removeFromSuperview()
        view = nil
        input.touchMove(1, to: CGPoint(x: 150, y: 50))
        input.touchUp(1)
        XCTAssertEqual(recorder.states, [.began, .cancelled])
    }

    func testSystemCancelledTouchesMidGesture() async {
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        let pan = addPan(to: view)
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 150, y: 100))
        window.isHidden = true   // the system cancels the window's touches
        XCTAssertEqual(recorder.states, [.began, .cancelled])
        XCTAssertEqual(pan.state, .possible)
        XCTAssertEqual(tap.state, .possible)
        XCTAssertEqual(view.touchPhases, ["began", "cancelled"])
    }

    func testTenFingersAtOnce() async {
        let view = RecordingView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let tenFingerTap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        tenFingerTap.numberOfTouchesRequired = 10
        tenFingerTap.name = "tap"
        let pan = UIPanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        pan.name = "pan"
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(tenFingerTap)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(pinch)
        let points = (0..<10).map { CGPoint(x: 20 + CGFloat($0) * 30, y: 240) }
        input.send(points.enumerated().map { .init(id: $0.offset, phase: .began, location: $0.element) })
        XCTAssertEqual(pan.numberOfTouches, 10)
        input.send(points.enumerated().map { .init(id: $0.offset, phase: .ended, location: $0.element) })
        XCTAssertEqual(recorder.log, ["tap:ended"])
        input.advance(by: 1)
        recorder.reset()
        input.send(points.enumerated().map { .init(id: $0.offset, phase: .began, location: $0.element) })
        input.send(points.enumerated().map { .init(id: $0.offset, phase: .moved, location: CGPoint(x: $0.element.x, y: 300)) })
        input.send(points.enumerated().map { .init(id: $0.offset, phase: .ended, location: CGPoint(x: $0.element.x, y: 300)) })
        XCTAssertEqual(recorder.log, ["pan:began", "pan:ended"])
        XCTAssertEqual(view.touchLog.first?.count, 10)
    }

    func testAllowedTouchTypesFiltersTouches() async {
        let pan = addPan()
        pan.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        XCTAssertEqual(recorder.states, [], "a finger is not a pencil")
        input.touchDown(1, at: CGPoint(x: 100, y: 100), type: .pencil)
        input.touchMove(1, to: CGPoint(x: 200, y: 100))
        input.touchUp(1)
        XCTAssertEqual(recorder.states, [.began, .ended])
    }

    func testRecognizerAddedMidSequenceSeesOnlyTheNextSequence() async {
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        let pan = addPan()
        input.touchMove(1, to: CGPoint(x: 200, y: 100))
        input.touchUp(1)
        XCTAssertEqual(recorder.states, [])
        XCTAssertEqual(pan.state, .possible)
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        XCTAssertEqual(recorder.states.first, .began)
    }

    func testRecognizerOnAHiddenWindowGetsNothing() async {
        _ = addPan()
        window.isHidden = true
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        XCTAssertEqual(recorder.states, [])
    }

    func testUnhandledCustomRecognizerThatNeverFailsDoesNotBreakOtherRecognizers() async {
        // A custom recognizer that forgets to fail stays possible; it must not block the
        // recognizers that do not depend on it.
        final class Lazy: UIGestureRecognizer {}
        window.addGestureRecognizer(Lazy())
        _ = addPan()
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        XCTAssertEqual(recorder.states.first, .began)
        XCTAssertEqual(recorder.states.last, .ended)
    }
}
