import XCTest
import UIKit
import UIKitTesting

/// Pointer input that is not a touch: hover drives UIHoverGestureRecognizer (began on
/// entering the view, changed while moving over it, ended on leaving), and scrolling drives
/// a UIPanGestureRecognizer that allows it through `allowedScrollTypesMask`.
@MainActor
final class GesturesPointerTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func makeScene() -> (UIWindow, InputSimulator, UIView, UIView) {
        let window = makeGestureWindow()
        let input = InputSimulator(window: window)
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let inner = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(outer)
        outer.addSubview(inner)
        return (window, input, outer, inner)
    }

    func testHoverBeginsOnEnterChangesOnMoveEndsOnLeave() async {
        let (_, input, _, inner) = makeScene()
        let recorder = GestureActionRecorder()
        var locations: [CGPoint] = []
        recorder.onAction = { locations.append($0.location(in: inner)) }
        let hover = UIHoverGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        inner.addGestureRecognizer(hover)
        input.hover(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(recorder.count, 0, "outside the view: nothing")
        input.hover(along: [CGPoint(x: 110, y: 120), CGPoint(x: 130, y: 140), CGPoint(x: 150, y: 150)])
        XCTAssertEqual(recorder.states, [.began, .changed, .changed])
        XCTAssertEqual(locations.first, CGPoint(x: 10, y: 20), "location(in:) is the pointer")
        XCTAssertEqual(locations.last, CGPoint(x: 50, y: 50))
        input.hover(at: CGPoint(x: 250, y: 250))
        XCTAssertEqual(recorder.states.last, .ended)
        XCTAssertEqual(recorder.count, 4)
        input.advance(by: 0.1)
        XCTAssertEqual(hover.state, .possible, "reset after the gesture")
        input.hover(at: CGPoint(x: 150, y: 150))
        XCTAssertEqual(recorder.states.last, .began, "entering again begins a new gesture")
    }

    func testHoverOnAncestorContinuesOverSubviewsAndEndsWhenPointerExits() async {
        let (_, input, outer, _) = makeScene()
        let recorder = GestureActionRecorder()
        let hover = UIHoverGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        outer.addGestureRecognizer(hover)
        input.hover(along: [CGPoint(x: 20, y: 20), CGPoint(x: 150, y: 150), CGPoint(x: 300, y: 20)])
        XCTAssertEqual(recorder.states, [.began, .changed, .changed], "a subview under the pointer is inside the ancestor")
        input.pointerExit()
        XCTAssertEqual(recorder.states.last, .ended)
    }

    func testHoverDoesNotReachTouchMethodsAndRespectsDelegateAndEnabled() async {
        let (window, input, _, _) = makeScene()
        let view = RecordingView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        window.addSubview(view)
        let recorder = GestureActionRecorder()
        let hover = UIHoverGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        view.addGestureRecognizer(hover)
        let delegate = GestureDelegateStub()
        delegate.shouldBegin = { _ in false }
        hover.delegate = delegate
        input.hover(at: CGPoint(x: 50, y: 350))
        XCTAssertEqual(recorder.count, 0, "gestureRecognizerShouldBegin(_:) vetoes hover")
        XCTAssertTrue(view.touchPhases.isEmpty, "hover is not a touch")
        delegate.shouldBegin = { _ in true }
        input.hover(at: CGPoint(x: 60, y: 350))
        XCTAssertEqual(recorder.states, [.began])
        hover.isEnabled = false
        XCTAssertEqual(recorder.states, [.began, .cancelled], "disabling a hover in progress cancels it")
        input.hover(at: CGPoint(x: 70, y: 350))
        XCTAssertEqual(recorder.count, 2, "a disabled recognizer receives no hover")
    }

    func testWheelScrollDrivesPanThatAllowsIt() async {
        let (_, input, _, inner) = makeScene()
        let recorder = GestureActionRecorder()
        var translations: [CGPoint] = []
        var touchCounts: [Int] = []
        recorder.onAction = {
            let pan = $0 as! UIPanGestureRecognizer
            translations.append(pan.translation(in: inner))
            touchCounts.append(pan.numberOfTouches)
        }
        let pan = UIPanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        inner.addGestureRecognizer(pan)
        input.scroll(at: CGPoint(x: 150, y: 150), by: CGVector(dx: 0, dy: -10), steps: 3)
        XCTAssertEqual(recorder.count, 0, "UIKit's default allowedScrollTypesMask is empty: no scrolling")
        pan.allowedScrollTypesMask = .discrete
        input.scroll(at: CGPoint(x: 150, y: 150), by: CGVector(dx: 0, dy: -10), steps: 3)
        XCTAssertEqual(recorder.states, [.began, .changed, .changed, .ended])
        XCTAssertEqual(translations, [CGPoint(x: 0, y: -10), CGPoint(x: 0, y: -20), CGPoint(x: 0, y: -30), CGPoint(x: 0, y: -30)])
        XCTAssertEqual(touchCounts, [0, 0, 0, 0], "a scroll has no touches")
        XCTAssertEqual(pan.location(in: inner), CGPoint(x: 50, y: 50), "the location is the pointer's")
        recorder.reset()
        input.scroll(at: CGPoint(x: 150, y: 150), by: CGVector(dx: 0, dy: 5), continuous: true)
        XCTAssertEqual(recorder.count, 0, "a trackpad (continuous) scroll is not allowed by .discrete")
        pan.allowedScrollTypesMask = .all
        input.scroll(at: CGPoint(x: 150, y: 150), by: CGVector(dx: 4, dy: 5), steps: 2, continuous: true)
        XCTAssertEqual(recorder.states, [.began, .changed, .ended])
        XCTAssertEqual(translations.last, CGPoint(x: 8, y: 10))
    }

    func testScrollVelocityAndSetTranslation() async {
        let (_, input, _, inner) = makeScene()
        let recorder = GestureActionRecorder()
        var velocities: [CGPoint] = []
        recorder.onAction = { velocities.append(($0 as! UIPanGestureRecognizer).velocity(in: nil)) }
        let pan = UIPanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        pan.allowedScrollTypesMask = .all
        inner.addGestureRecognizer(pan)
        input.sampleInterval = 0.01
        input.scroll(at: CGPoint(x: 150, y: 150), by: CGVector(dx: 0, dy: 10), steps: 3, end: false)
        XCTAssertEqual(velocities.last?.y ?? 0, 1000, accuracy: 1, "10 points every 10 ms")
        pan.setTranslation(.zero, in: inner)
        input.scroll(at: CGPoint(x: 150, y: 150), by: CGVector(dx: 0, dy: 10), end: true)
        XCTAssertEqual(pan.state, .possible, "ended and reset after scrolling stopped")
        XCTAssertEqual(recorder.states, [.began, .changed, .changed, .changed, .ended])
    }

    func testScrollGoesToNearestAllowingPanAndPanWithTouchesIsNotDisturbed() async {
        let (_, input, outer, inner) = makeScene()
        let recorder = GestureActionRecorder()
        let outerPan = UIPanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        outerPan.name = "outer"
        outerPan.allowedScrollTypesMask = .all
        outer.addGestureRecognizer(outerPan)
        let innerPan = UIPanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        innerPan.name = "inner"
        inner.addGestureRecognizer(innerPan)
        input.scroll(at: CGPoint(x: 150, y: 150), by: CGVector(dx: 0, dy: 10))
        XCTAssertEqual(recorder.log, ["outer:began", "outer:ended"], "the inner pan does not allow scrolling; the outer one does")
        recorder.reset()
        // A finger drag on the outer pan, with a wheel event in the middle of it.
        input.touchDown(1, at: CGPoint(x: 20, y: 20))
        input.touchMove(1, to: CGPoint(x: 20, y: 60))
        input.scroll(at: CGPoint(x: 20, y: 60), by: CGVector(dx: 0, dy: 10))
        input.touchUp(1)
        XCTAssertEqual(recorder.log.first, "outer:began")
        XCTAssertEqual(recorder.log.last, "outer:ended")
        XCTAssertEqual(recorder.count, 2, "the wheel does not break into a pan that tracks fingers")
    }

    func testMalformedPointerInputIsDropped() async {
        let (_, input, _, inner) = makeScene()
        let recorder = GestureActionRecorder()
        let hover = UIHoverGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        inner.addGestureRecognizer(hover)
        input.hover(at: CGPoint(x: CGFloat.nan, y: 150))
        input.scroll(at: CGPoint(x: 150, y: 150), by: CGVector(dx: CGFloat.infinity, dy: 0))
        XCTAssertEqual(recorder.count, 0)
        input.pointerExit()
        XCTAssertEqual(recorder.count, 0, "an exit with nothing hovered does nothing")
    }
}
