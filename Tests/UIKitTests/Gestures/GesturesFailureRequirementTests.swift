import XCTest
import UIKit
import UIKitTesting

@MainActor
final class GesturesFailureRequirementTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private lazy var window = makeGestureWindow()
    private lazy var input = InputSimulator(window: window)
    private let recorder = GestureActionRecorder()

    private func tap(_ name: String, taps: Int = 1) -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        tap.name = name
        tap.numberOfTapsRequired = taps
        return tap
    }

    /// The classic setup: a single tap that requires a double tap to fail.
    private func singleAndDouble() -> (single: UITapGestureRecognizer, double: UITapGestureRecognizer) {
        let single = tap("single")
        let double = tap("double", taps: 2)
        single.require(toFail: double)
        window.addGestureRecognizer(single)
        window.addGestureRecognizer(double)
        return (single, double)
    }

    func testSingleTapWaitsForDoubleTapToFail() async {
        // UIKit: the single tap fires once, only after the double-tap window has passed.
        let (single, _) = singleAndDouble()
        var singleStateDuringWait: UIGestureRecognizer.State?
        input.tap(at: CGPoint(x: 100, y: 100))
        singleStateDuringWait = single.state
        XCTAssertEqual(recorder.log, [], "not yet: the double tap may still come")
        XCTAssertEqual(singleStateDuringWait, .possible, "a waiting recognizer is still possible to everyone else")
        input.advance(by: 0.3)
        XCTAssertEqual(recorder.log, [])
        input.advance(by: 0.1)
        XCTAssertEqual(recorder.log, ["single:ended"])
        input.advance(by: 1)
        XCTAssertEqual(recorder.log, ["single:ended"], "exactly once")
    }

    func testDoubleTapNeverFiresTheSingleTapThatRequiresItToFail() async {
        _ = singleAndDouble()
        input.doubleTap(at: CGPoint(x: 100, y: 100))
        input.advance(by: 1)
        XCTAssertEqual(recorder.log, ["double:ended"])
    }

    func testSingleTapStillWorksAfterADoubleTap() async {
        _ = singleAndDouble()
        input.doubleTap(at: CGPoint(x: 100, y: 100))
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 100, y: 100))
        input.advance(by: 1)
        XCTAssertEqual(recorder.log, ["double:ended", "single:ended"])
    }

    func testViewTouchesEndedIsHeldUntilTheDoubleTapFails() async {
        // UIKit: delaysTouchesEnded holds the view's touchesEnded while a recognizer may still
        // recognize; the single tap then recognizes and cancels the touch in the view.
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        let single = tap("single"), double = tap("double", taps: 2)
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(view.touchPhases, ["began"])
        input.advance(by: 0.4)
        XCTAssertEqual(view.touchPhases, ["began", "cancelled"])
        XCTAssertEqual(recorder.log, ["single:ended"])
    }

    func testWaitingRecognizerFailsWhenTheRequiredOneRecognizes() async {
        let (single, double) = singleAndDouble()
        var states: [String] = []
        window.openUIKitGestureTraceHandler = { line in
            if line.contains("\"single\"") { states.append(line) }
        }
        input.doubleTap(at: CGPoint(x: 100, y: 100))
        XCTAssertTrue(states.contains { $0.contains("failed") }, states.joined(separator: "\n"))
        XCTAssertEqual(single.state, .possible)
        XCTAssertEqual(double.state, .possible)
    }

    func testDelegateShouldRequireFailureOfMakesARecognizerWait() async {
        let single = tap("single"), double = tap("double", taps: 2)
        let delegate = GestureDelegateStub()
        delegate.requireFailure = { recognizer, other in recognizer === single && other === double }
        single.delegate = delegate
        window.addGestureRecognizer(single)
        window.addGestureRecognizer(double)
        input.doubleTap(at: CGPoint(x: 100, y: 100))
        input.advance(by: 1)
        XCTAssertEqual(recorder.log, ["double:ended"])
    }

    func testDelegateShouldBeRequiredToFailByMakesTheOtherWait() async {
        let single = tap("single"), double = tap("double", taps: 2)
        let delegate = GestureDelegateStub()
        delegate.requiredToFail = { recognizer, other in recognizer === double && other === single }
        double.delegate = delegate
        window.addGestureRecognizer(single)
        window.addGestureRecognizer(double)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.log, [])
        input.advance(by: 0.4)
        XCTAssertEqual(recorder.log, ["single:ended"])
    }

    func testSubclassShouldRequireFailureOfMakesARecognizerWait() async {
        final class PatientTap: UITapGestureRecognizer {
            override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
            }
        }
        let single = PatientTap(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        single.name = "single"
        window.addGestureRecognizer(single)
        window.addGestureRecognizer(tap("double", taps: 2))
        input.doubleTap(at: CGPoint(x: 100, y: 100))
        input.advance(by: 1)
        XCTAssertEqual(recorder.log, ["double:ended"])
    }

    func testRequireToFailCycleIsReportedAndDoesNotHang() async {
        let a = tap("a"), b = tap("b")
        a.require(toFail: b)
        b.require(toFail: a)
        window.addGestureRecognizer(a)
        window.addGestureRecognizer(b)
        let log = LogCapture.capture {
            input.tap(at: CGPoint(x: 100, y: 100))
            input.advance(by: 1)
        }
        XCTAssertTrue(log.contains("require(toFail:) cycle"), log.lines.joined(separator: "\n"))
        XCTAssertEqual(recorder.count, 1, "one of them recognizes; the other is prevented")
        // And the next tap works the same way (nothing is stuck).
        input.tap(at: CGPoint(x: 100, y: 100))
        input.advance(by: 1)
        XCTAssertEqual(recorder.count, 2)
    }

    func testThreeRecognizerRequirementCycleDoesNotHang() async {
        let a = tap("a"), b = tap("b"), c = tap("c")
        a.require(toFail: b)
        b.require(toFail: c)
        c.require(toFail: a)
        [a, b, c].forEach(window.addGestureRecognizer)
        let log = LogCapture.capture {
            input.tap(at: CGPoint(x: 100, y: 100))
            input.advance(by: 1)
        }
        XCTAssertTrue(log.contains("cycle"))
        XCTAssertEqual(recorder.count, 1)
    }

    func testRequiringItselfToFailIsIgnoredWithALogLine() async {
        let a = tap("a")
        let log = LogCapture.capture { a.require(toFail: a) }
        XCTAssertTrue(log.contains("itself"))
        window.addGestureRecognizer(a)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.log, ["a:ended"])
    }

    func testRequirementOnARecognizerThatNeverSawTheTouchDoesNotBlock() async {
        // Only recognizers taking part in the gesture are waited for.
        let elsewhere = UIView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        let here = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(elsewhere)
        window.addSubview(here)
        let single = tap("single"), double = tap("double", taps: 2)
        single.require(toFail: double)
        here.addGestureRecognizer(single)
        elsewhere.addGestureRecognizer(double)
        input.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(recorder.log, ["single:ended"])
    }

    func testContinuousGestureThatFinishedWhileWaitingSendsBeganThenEnded() async {
        let pan = UIPanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        pan.name = "pan"
        let undecided = TestDrivenRecognizer()
        pan.require(toFail: undecided)
        window.addGestureRecognizer(pan)
        window.addGestureRecognizer(undecided)
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        XCTAssertEqual(recorder.log, [], "the pan waits")
        undecided.state = .failed
        input.runLoopTurn()
        XCTAssertEqual(recorder.log, ["pan:began", "pan:ended"])
        XCTAssertEqual(pan.state, .possible)
    }

    func testWaitingRecognizerFailsWhenTheRequiredOneRecognizesLater() async {
        let pan = UIPanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        let undecided = TestDrivenRecognizer()
        pan.require(toFail: undecided)
        window.addGestureRecognizer(pan)
        window.addGestureRecognizer(undecided)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 150, y: 100))
        undecided.state = .began
        input.runLoopTurn()
        input.touchMove(1, to: CGPoint(x: 200, y: 100))
        input.touchUp(1)
        XCTAssertEqual(recorder.states, [])
    }

    func testPanThatWaitedForFailureStartsItsTranslationAtZero() async {
        // UIKit: a pan that begins only after its failure requirements fail reports its
        // translation from that moment.
        let pan = UIPanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        pan.name = "pan"
        // An upward swipe tolerates this sideways drag until its 0.5 s limit, so the pan
        // waits while the finger travels about 50 pt.
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .up
        pan.require(toFail: swipe)
        window.addGestureRecognizer(pan)
        window.addGestureRecognizer(swipe)
        var translations: [CGPoint] = []
        var locations: [CGPoint] = []
        recorder.onAction = {
            translations.append(($0 as! UIPanGestureRecognizer).translation(in: nil))
            locations.append($0.location(in: nil))
        }
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 1.0, lift: false)
        XCTAssertEqual(recorder.states.first, .began)
        XCTAssertEqual(translations.first?.x ?? -1, 0, accuracy: 0.001, "began after the swipe failed: translation starts at zero")
        XCTAssertGreaterThan(locations.first?.x ?? 0, 145, "the finger had travelled while the pan waited")
        XCTAssertEqual((translations.last?.x ?? 0) + 150, 200, accuracy: 3, "then it follows the finger")
    }
}
