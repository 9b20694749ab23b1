import XCTest
import UIKit
import UIKitTesting

/// Gesture recognizer defaults and state-machine behaviour iOS documents.
@MainActor
final class GestureBehaviourTests: XCTestCase {
    private let recorder = GestureActionRecorder()

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func host(_ recognizer: UIGestureRecognizer) -> (UIView, InputSimulator) {
        let (window, input) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        recognizer.addTarget(recorder, action: Selector("handle:", GestureActionRecorder.handle))
        view.addGestureRecognizer(recognizer)
        return (view, input)
    }

    func testRecognizerDefaults() async {
        // UIKit: documented defaults of the concrete recognizers.
        let tap = UITapGestureRecognizer()
        XCTAssertEqual(tap.numberOfTapsRequired, 1)
        XCTAssertEqual(tap.numberOfTouchesRequired, 1)
        XCTAssertEqual(tap.state, .possible)
        XCTAssertTrue(tap.isEnabled)
        XCTAssertNil(tap.view)
        let press = UILongPressGestureRecognizer()
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        XCTAssertEqual(press.allowableMovement, 10)
        XCTAssertEqual(press.numberOfTapsRequired, 0)
        XCTAssertEqual(press.numberOfTouchesRequired, 1)
        let pan = UIPanGestureRecognizer()
        XCTAssertEqual(pan.minimumNumberOfTouches, 1)
        XCTAssertEqual(pan.maximumNumberOfTouches, Int.max)
        let swipe = UISwipeGestureRecognizer()
        XCTAssertEqual(swipe.direction, .right)
        XCTAssertEqual(swipe.numberOfTouchesRequired, 1)
        XCTAssertEqual(UIPinchGestureRecognizer().scale, 1)
        XCTAssertEqual(UIRotationGestureRecognizer().rotation, 0)
        XCTAssertEqual(UIScreenEdgePanGestureRecognizer().edges, [])
    }

    func testAddingARecognizerToAnotherViewMovesIt() async {
        // UIKit: a recognizer belongs to one view; adding it elsewhere removes it from the first.
        let a = UIView(), b = UIView()
        let tap = UITapGestureRecognizer()
        a.addGestureRecognizer(tap)
        b.addGestureRecognizer(tap)
        XCTAssertTrue(tap.view === b)
        XCTAssertEqual(a.gestureRecognizers ?? [], [])
        XCTAssertEqual(b.gestureRecognizers, [tap])
        b.removeGestureRecognizer(tap)
        XCTAssertNil(tap.view)
    }

    func testAViewWithoutRecognizersReportsNil() async {
        // UIKit: gestureRecognizers is nil (not empty) when none were ever added.
        XCTAssertNil(UIView().gestureRecognizers)
    }

    func testADoubleTapRecognizesOnTheSecondLift() async {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        let (_, input) = host(tap)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.count, 0)
        input.advance(by: 0.1)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.states, [.recognized])
    }

    func testASingleTapThatRequiresADoubleTapToFailWaits() async {
        // UIKit: require(toFail:) holds the single tap until the double tap has failed (its
        // inter-tap window ran out), so a lone tap fires late and a double tap never fires it.
        let (window, input) = makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let single = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        single.name = "single"
        let double = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.log, [], "waits for the double tap to fail")
        input.advance(by: 1)
        XCTAssertEqual(recorder.log, ["single:\(UIGestureRecognizer.State.recognized)"])
        recorder.reset()
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 100, y: 100), count: 2, interval: 0.1)
        input.advance(by: 1)
        XCTAssertEqual(recorder.log, ["double:\(UIGestureRecognizer.State.recognized)"])
    }

    func testATapThatMovesTooFarFails() async {
        let tap = UITapGestureRecognizer()
        let (_, input) = host(tap)
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        XCTAssertEqual(recorder.count, 0)
        XCTAssertEqual(tap.state, .possible, "failed recognizers reset to possible once the touches end")
    }

    func testALongPressBeginsAfterHalfASecondAndEndsOnLift() async {
        let press = UILongPressGestureRecognizer()
        let (_, input) = host(press)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.4)
        XCTAssertEqual(recorder.count, 0)
        input.advance(by: 0.2)
        XCTAssertEqual(recorder.states, [.began])
        input.touchMove(1, to: CGPoint(x: 150, y: 100))
        XCTAssertEqual(recorder.states, [.began, .changed], "after it began, movement is not limited")
        input.touchUp(1)
        XCTAssertEqual(recorder.states, [.began, .changed, .ended])
    }

    func testALongPressFailsWhenTheFingerWandersBeforeItBegins() async {
        let press = UILongPressGestureRecognizer()
        let (_, input) = host(press)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 115, y: 100))
        input.advance(by: 1)
        input.touchUp(1)
        XCTAssertEqual(recorder.count, 0)
    }

    func testPanTranslationAndSetTranslation() async {
        // UIKit: setTranslation(_:in:) rebases the translation; later movement adds to the new value.
        let pan = UIPanGestureRecognizer()
        let (view, input) = host(pan)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 130, y: 100))
        input.touchMove(1, to: CGPoint(x: 160, y: 120))
        XCTAssertEqual(recorder.states.first, .began)
        XCTAssertGreaterThan(pan.translation(in: view).x, 0)
        pan.setTranslation(.zero, in: view)
        XCTAssertEqual(pan.translation(in: view), .zero)
        input.touchMove(1, to: CGPoint(x: 170, y: 125))
        XCTAssertEqual(pan.translation(in: view), CGPoint(x: 10, y: 5))
        input.touchUp(1)
        XCTAssertEqual(recorder.states.last, .ended)
    }

    func testAPanDoesNotBeginOnATinyMovement() async {
        // UIKit: a pan needs a few points of movement (hysteresis) before it begins.
        let pan = UIPanGestureRecognizer()
        let (_, input) = host(pan)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 102, y: 100))
        XCTAssertEqual(recorder.count, 0)
        XCTAssertEqual(pan.state, .possible)
        input.touchUp(1)
    }

    func testDisablingARecognizerMidGestureCancelsIt() async {
        let pan = UIPanGestureRecognizer()
        let (_, input) = host(pan)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 150, y: 100))
        XCTAssertEqual(recorder.states.first, .began)
        pan.isEnabled = false
        XCTAssertEqual(recorder.states.last, .cancelled)
        input.touchUp(1)
        XCTAssertEqual(pan.state, .possible)
    }

    func testTwoRecognizersDoNotRecognizeTogetherUnlessTheDelegateAllows() async {
        let (window, input) = makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let a = UIPanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        a.name = "a"
        let b = UIPanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        b.name = "b"
        view.addGestureRecognizer(a)
        view.addGestureRecognizer(b)
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        let names = Set(recorder.log.map { $0.split(separator: ":")[0] })
        XCTAssertEqual(names.count, 1, "only one of two exclusive pans recognizes")
        recorder.reset()
        let delegate = GestureDelegateStub()
        delegate.simultaneous = { _, _ in true }
        a.delegate = delegate
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        XCTAssertEqual(Set(recorder.log.map { $0.split(separator: ":")[0] }), ["a", "b"])
    }

    func testShouldBeginFalseFailsTheRecognizer() async {
        let pan = UIPanGestureRecognizer()
        let delegate = GestureDelegateStub()
        delegate.shouldBegin = { _ in false }
        pan.delegate = delegate
        let (_, input) = host(pan)
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        XCTAssertEqual(recorder.count, 0)
        XCTAssertEqual(delegate.shouldBeginCalls, 1)
    }

    func testASwipeRecognizesInItsDirectionOnly() async {
        let swipe = UISwipeGestureRecognizer()
        let (_, input) = host(swipe)
        input.swipe(from: CGPoint(x: 300, y: 200), direction: CGVector(dx: -1, dy: 0))
        XCTAssertEqual(recorder.count, 0, "the default direction is right")
        input.swipe(from: CGPoint(x: 100, y: 200), direction: CGVector(dx: 1, dy: 0))
        XCTAssertEqual(recorder.states, [.recognized])
    }

    func testTapsTooFarApartDoNotMakeADoubleTap() async {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        let (_, input) = host(tap)
        input.tap(at: CGPoint(x: 100, y: 100), count: 2, interval: 0.8)
        XCTAssertEqual(recorder.count, 0)
    }

    func testPanVelocityFollowsTheDirection() async {
        let pan = UIPanGestureRecognizer()
        let (view, input) = host(pan)
        var velocities: [CGPoint] = []
        recorder.onAction = { _ in velocities.append(pan.velocity(in: view)) }
        input.touchDown(1, at: CGPoint(x: 300, y: 100))
        for step in 1...10 {
            input.advance(by: 0.01)
            input.touchMove(1, to: CGPoint(x: 300 - CGFloat(step) * 10, y: 100))
        }
        input.touchUp(1)
        XCTAssertLessThan(velocities.dropLast().last?.x ?? 0, -100, "moving left at about 1000 pt/s")
        XCTAssertEqual(velocities.dropLast().last?.y ?? 1, 0, accuracy: 1)
    }

    func testTheViewCanRefuseARecognizerFromGestureRecognizerShouldBegin() async {
        // UIKit: before a recognizer begins, its view's gestureRecognizerShouldBegin(_:) is asked too.
        final class Refusing: UIView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let (window, input) = makeWindow()
        let view = Refusing(frame: window.bounds)
        window.addSubview(view)
        let pan = UIPanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        view.addGestureRecognizer(pan)
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 250, y: 100))
        XCTAssertEqual(recorder.count, 0)
    }
}
