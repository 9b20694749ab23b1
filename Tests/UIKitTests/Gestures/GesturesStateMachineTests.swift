import XCTest
import UIKit
import UIKitTesting

/// A continuous recognizer driven directly by the test through touches: began on the first
/// move, changed on later moves, ended on lift; it records its reset calls.
final class ScriptedContinuousRecognizer: UIGestureRecognizer {
    private(set) var resets = 0
    var failOnMove = false

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if failOnMove { state = .failed; return }
        state = state == .possible ? .began : .changed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    override func reset() {
        super.reset()
        resets += 1
    }
}

@MainActor
final class GesturesStateMachineTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private lazy var window = makeGestureWindow()
    private lazy var input = InputSimulator(window: window)
    private let recorder = GestureActionRecorder()

    private func scripted() -> ScriptedContinuousRecognizer {
        let recognizer = ScriptedContinuousRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(recognizer)
        return recognizer
    }

    func testContinuousGestureSendsActionsOnBeganChangedAndEnded() async {
        let recognizer = scripted()
        input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 60, y: 10), duration: 3.0 / 120)
        XCTAssertEqual(recorder.states, [.began, .changed, .changed, .ended])
        XCTAssertEqual(recognizer.resets, 1, "reset once the gesture ended")
        XCTAssertEqual(recognizer.state, .possible)
    }

    func testFailedSendsNoAction() async {
        let recognizer = scripted()
        recognizer.failOnMove = true
        input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 60, y: 10), duration: 2.0 / 120)
        XCTAssertEqual(recorder.states, [])
        XCTAssertEqual(recognizer.resets, 1, "reset after failing too")
    }

    func testCancelledSendsAnAction() async {
        _ = scripted()
        input.touchDown(1, at: CGPoint(x: 10, y: 10))
        input.touchMove(1, to: CGPoint(x: 20, y: 10))
        input.touchCancel(1)
        XCTAssertEqual(recorder.states, [.began, .cancelled])
    }

    func testIllegalTransitionIsReportedAndIgnored() async {
        final class Sloppy: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .changed   // not allowed from possible
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .recognized
            }
        }
        let sloppy = Sloppy(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(sloppy)
        let log = LogCapture.capture { input.tap(at: CGPoint(x: 10, y: 10)) }
        XCTAssertTrue(log.contains("illegal state transition from possible to changed"), log.lines.joined(separator: "\n"))
        XCTAssertEqual(recorder.states, [.ended], "the legal transition still happens")
    }

    func testFailedToRecognizedIsIllegal() async {
        // UIKit: failed is terminal until reset.
        final class Fickle: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .failed
                state = .recognized
            }
        }
        let fickle = Fickle(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(fickle)
        let log = LogCapture.capture { input.tap(at: CGPoint(x: 10, y: 10)) }
        XCTAssertTrue(log.contains("illegal state transition from failed to ended"), log.lines.joined(separator: "\n"))
        XCTAssertEqual(recorder.states, [])
    }

    func testResetIsCalledAfterTheEventCycleAndTheRecognizerTakesTheNextSequence() async {
        let checkmark = CheckmarkGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(checkmark)
        input.tap(at: CGPoint(x: 10, y: 10))          // not a check mark: fails
        XCTAssertEqual(checkmark.resetCount, 1)
        input.drag(along: [CGPoint(x: 100, y: 100), CGPoint(x: 130, y: 140), CGPoint(x: 200, y: 60)], duration: 0.3)
        XCTAssertEqual(recorder.states, [.recognized])
        XCTAssertEqual(checkmark.resetCount, 2)
    }

    func testFailedRecognizerReceivesNoMoreTouchesOfThatSequence() async {
        final class Counter: UIGestureRecognizer {
            var moves = 0
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                moves += 1
                state = .failed
            }
        }
        let counter = Counter()
        window.addGestureRecognizer(counter)
        input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 60, y: 10), duration: 5.0 / 120)
        XCTAssertEqual(counter.moves, 1, "UIKit: after reset the recognizer gets no further updates for touches that already began")
    }

    func testStateSetterReadsBackImmediatelyForFailure() async {
        final class Reader: UIGestureRecognizer {
            var seen: UIGestureRecognizer.State?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .failed
                seen = state
            }
        }
        let reader = Reader()
        window.addGestureRecognizer(reader)
        input.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(reader.seen, .failed)
    }

    // MARK: Target-action

    func testBothActionShapesAndTheClosureForm() async {
        final class Target {
            var plain = 0
            var withRecognizer: [UITapGestureRecognizer] = []
            func tapped() { plain += 1 }
            func tapped(_ sender: UITapGestureRecognizer) { withRecognizer.append(sender) }
        }
        let target = Target()
        let tap = UITapGestureRecognizer(target: target, action: Selector("tapped", Target.tapped as (Target) -> () -> Void))
        tap.addTarget(target, action: Selector("tapped:", Target.tapped as (Target) -> (UITapGestureRecognizer) -> Void))
        var closureCalls = 0
        tap.addAction { _ in closureCalls += 1 }
        window.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(target.plain, 1)
        XCTAssertTrue(target.withRecognizer.first === tap)
        XCTAssertEqual(closureCalls, 1)
    }

    func testTargetActionPairIsStoredOnceAndRemovable() async {
        let tap = UITapGestureRecognizer()
        let action = Selector("handle:", GestureActionRecorder.handle)
        tap.addTarget(recorder, action: action)
        tap.addTarget(recorder, action: action)
        window.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(recorder.count, 1, "UIKit keeps a target-action pair once")
        tap.removeTarget(recorder, action: nil)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(recorder.count, 1)
    }

    func testTargetsAreHeldWeakly() async {
        var target: GestureActionRecorder? = GestureActionRecorder()
        weak var weakTarget = target
        let tap = UITapGestureRecognizer(target: target!, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(tap)
        target = nil
        XCTAssertNil(weakTarget)
        input.tap(at: CGPoint(x: 10, y: 10))   // must not crash
    }

    func testDelegateIsWeak() async {
        let tap = UITapGestureRecognizer()
        var delegate: GestureDelegateStub? = GestureDelegateStub()
        tap.delegate = delegate
        delegate = nil
        XCTAssertNil(tap.delegate)
    }

    func testRecognizerBelongsToOneViewAndGestureRecognizersListsIt() async {
        let a = UIView(), b = UIView()
        let tap = UITapGestureRecognizer()
        a.addGestureRecognizer(tap)
        XCTAssertTrue(tap.view === a)
        XCTAssertEqual(a.gestureRecognizers?.count, 1)
        b.addGestureRecognizer(tap)
        XCTAssertTrue(tap.view === b)
        XCTAssertNil(a.gestureRecognizers, "adding it elsewhere moves it")
        b.removeGestureRecognizer(tap)
        XCTAssertNil(tap.view)
    }

    func testSettingStateFromCodeOutsideDeliverySendsTheActionAndResets() async {
        let recognizer = ScriptedContinuousRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        recognizer.state = .began
        recognizer.state = .ended
        XCTAssertEqual(recorder.states, [.began, .ended])
        input.runLoopTurn()
        XCTAssertEqual(recognizer.state, .possible)
        XCTAssertEqual(recognizer.resets, 1)
    }
}
