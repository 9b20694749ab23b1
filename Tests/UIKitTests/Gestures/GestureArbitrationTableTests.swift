import XCTest
import UIKit
import UIKitTesting

/// A recognizer that follows a script, with `canPrevent`, `canBePrevented` and
/// `shouldRequireFailure(of:)` that the test sets: the arbitration rows are exercised through
/// the public subclass surface, as an app's own recognizer would.
final class ScriptedRecognizer: UIGestureRecognizer {
    enum Script {
        /// Discrete: recognized when the finger comes down.
        case recognizeOnDown
        /// Discrete: recognized when the finger lifts (possible until then).
        case recognizeOnUp
        /// Continuous: began when the finger comes down, changed on moves, ended on lift.
        case beginOnDown
        /// Continuous: began on the first move.
        case beginOnMove
        /// Possible until the finger lifts, then failed.
        case failOnUp
    }

    var script: Script = .failOnUp
    var preventsOthers = true
    var preventable = true
    var requiresFailureDynamically: UIGestureRecognizer?
    /// Whether it already asked to recognize (while it waits for a failure requirement it
    /// still reads `possible`, and must not fail itself).
    private var asked = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        switch script {
        case .recognizeOnDown: asked = true; state = .recognized
        case .beginOnDown: asked = true; state = .began
        default: break
        }
    }

    override func reset() {
        super.reset()
        asked = false
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed {
            state = .changed
        } else if script == .beginOnMove, state == .possible {
            state = .began
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible where !asked: state = script == .recognizeOnUp ? .recognized : .failed
        default: break
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { preventsOthers }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { preventable }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === requiresFailureDynamically
    }
}

/// One test per row of `GestureArbitration` (S: should begin, E: exclusivity, P: what
/// prevention does, R: failure requirements). A is on the touched view, B on the window, so
/// both receive the same touch and A is delivered first.
@MainActor
final class GestureArbitrationTableTests: XCTestCase {
    private lazy var window = makeGestureWindow()
    private lazy var input = InputSimulator(window: window)
    private let recorder = GestureActionRecorder()
    private let delegateA = GestureDelegateStub()
    private let delegateB = GestureDelegateStub()
    private var view: VetoingView!
    private var a: ScriptedRecognizer!
    private var b: ScriptedRecognizer!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        view = VetoingView(frame: window.bounds)
        window.addSubview(view)
        a = makeRecognizer("A", delegate: delegateA)
        b = makeRecognizer("B", delegate: delegateB)
        view.addGestureRecognizer(a)
        window.addGestureRecognizer(b)
    }

    override func tearDown() async throws {
        window.isHidden = true
    }

    private func makeRecognizer(_ name: String, delegate: GestureDelegateStub) -> ScriptedRecognizer {
        let recognizer = ScriptedRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        recognizer.name = name
        recognizer.delegate = delegate
        return recognizer
    }

    private let point = CGPoint(x: 100, y: 100)

    private func press() { input.touchDown(1, at: point) }
    private func move() { input.touchMove(1, to: CGPoint(x: 140, y: 100)) }
    private func lift() { input.touchUp(1) }

    // MARK: S — should begin

    func testRowS1DelegateRefusingToBeginFailsTheRecognizer() async {
        // UIKit: gestureRecognizerShouldBegin(_:) returning false makes the recognizer fail.
        a.script = .recognizeOnDown
        delegateA.shouldBegin = { _ in false }
        press()
        lift()
        XCTAssertEqual(delegateA.shouldBeginCalls, 1)
        XCTAssertEqual(recorder.log, [], "a refused recognizer sends no action")
    }

    func testRowS2ViewRefusingToBeginFailsTheRecognizer() async {
        // UIKit: UIView.gestureRecognizerShouldBegin(_:) of the touched view can refuse.
        a.script = .recognizeOnDown
        view.allowsGesture = { $0 !== self.a }
        press()
        lift()
        XCTAssertTrue(view.askedRecognizers.contains { $0 === a })
        XCTAssertEqual(recorder.log, [])
    }

    // MARK: E — exclusivity

    func testRowE1EitherDelegateAllowingSimultaneousRecognitionLetsBothRecognize() async {
        a.script = .beginOnDown
        b.script = .beginOnDown
        delegateB.simultaneous = { _, _ in true }
        press()
        lift()
        XCTAssertEqual(recorder.log, ["A:began", "B:began", "A:ended", "B:ended"])
    }

    func testRowE2WinnerThatCannotPreventLeavesTheOtherAlone() async {
        // UIKit: canPrevent(_:) false — B survives A's beginning, begins itself, and (with
        // the defaults) prevents A.
        a.script = .beginOnDown
        a.preventsOthers = false
        b.script = .beginOnMove
        press()
        move()
        lift()
        XCTAssertEqual(recorder.log, ["A:began", "A:changed", "A:cancelled", "B:began", "B:ended"],
                       "A is cancelled as B begins (B prevents its competitors before its own action)")
    }

    func testRowE3OtherThatCannotBePreventedSurvives() async {
        // UIKit: canBePrevented(by:) false — the same outcome from the other side.
        a.script = .beginOnDown
        b.script = .beginOnMove
        b.preventable = false
        press()
        move()
        lift()
        XCTAssertEqual(recorder.log, ["A:began", "A:changed", "A:cancelled", "B:began", "B:ended"])
    }

    func testRowE4DefaultsMakeRecognitionExclusive() async {
        a.script = .beginOnDown
        b.script = .beginOnMove
        press()
        move()
        lift()
        XCTAssertEqual(recorder.log, ["A:began", "A:changed", "A:ended"], "B was prevented when A began")
    }

    func testRowE5LatecomerIsPreventedByARecognizerThatAlreadyRecognized() async {
        // B could not be prevented when A began; by the time B recognizes, it can: A, which
        // already recognized, prevents it.
        a.script = .beginOnDown
        b.script = .beginOnMove
        b.preventable = false
        press()
        b.preventable = true
        move()
        lift()
        XCTAssertEqual(recorder.log, ["A:began", "A:changed", "A:ended"])
    }

    // MARK: P — what prevention does

    func testRowP1PreventedPossibleRecognizerFails() async {
        a.script = .recognizeOnDown
        b.script = .recognizeOnUp
        var stateOfB: UIGestureRecognizer.State?
        recorder.onAction = { _ in stateOfB = self.b.state }
        press()
        lift()
        XCTAssertEqual(stateOfB, .failed, "UIKit: B fails the moment A recognizes")
        XCTAssertEqual(recorder.log, ["A:ended"])
    }

    func testRowP2PreventedRecognizerInProgressIsCancelled() async {
        // UIKit: a continuous gesture in progress is cancelled; its action gets `.cancelled`.
        a.script = .beginOnDown
        b.script = .beginOnMove
        b.preventable = false
        press()
        move()
        XCTAssertEqual(recorder.log, ["A:began", "A:changed", "A:cancelled", "B:began"])
        lift()
    }

    func testRowP3FinishedRecognizerIsNotPrevented() async {
        // A recognized (ended) earlier in the same event; B, which A could not prevent,
        // recognizes too: A is not cancelled after the fact.
        a.script = .recognizeOnDown
        b.script = .recognizeOnDown
        b.preventable = false
        press()
        lift()
        XCTAssertEqual(recorder.log, ["A:ended", "B:ended"])
    }

    // MARK: R — failure requirements

    func testRowR1WaitingRecognizerStaysPossibleWhileTheRequiredOneMayRecognize() async {
        // UIKit: require(toFail:) delays the receiver's recognition; it reads possible.
        a.script = .recognizeOnDown
        b.script = .failOnUp
        a.require(toFail: b)
        press()
        XCTAssertEqual(a.state, .possible)
        XCTAssertEqual(recorder.log, [])
        lift()
        XCTAssertEqual(recorder.log, ["A:ended"], "recognized once B failed")
    }

    func testRowR2RequiredRecognizerRecognizingFailsTheWaitingOne() async {
        a.script = .recognizeOnDown
        b.script = .recognizeOnUp
        a.require(toFail: b)
        press()
        lift()
        XCTAssertEqual(recorder.log, ["B:ended"])
    }

    func testRowR3RequiredRecognizerFailingLetsTheWaitingOneRecognize() async {
        a.script = .recognizeOnUp
        b.script = .failOnUp
        a.require(toFail: b)
        press()
        lift()
        XCTAssertEqual(recorder.log, ["A:ended"])
    }

    func testRowR4RequirementCycleIsIgnoredWithALogLine() async {
        a.script = .recognizeOnDown
        b.script = .recognizeOnDown
        a.require(toFail: b)
        b.require(toFail: a)
        let log = LogCapture.capture {
            press()
            lift()
        }
        XCTAssertFalse(recorder.log.isEmpty, "one of them recognizes instead of both waiting forever")
        XCTAssertTrue(log.contains("require(toFail:) cycle"))
    }

    func testRowR5DynamicRequirementsActAsRequireToFail() async {
        a.script = .recognizeOnDown
        b.script = .failOnUp
        a.requiresFailureDynamically = b
        press()
        XCTAssertEqual(recorder.log, [], "waits, as with require(toFail:)")
        lift()
        XCTAssertEqual(recorder.log, ["A:ended"])

        recorder.reset()
        a.requiresFailureDynamically = nil
        delegateB.requiredToFail = { recognizer, other in recognizer === self.b && other === self.a }
        press()
        XCTAssertEqual(recorder.log, [], "the delegate form waits too")
        lift()
        XCTAssertEqual(recorder.log, ["A:ended"])
    }

    func testRowR6RequiredRecognizerWithoutATouchIsNotWaitedFor() async {
        let elsewhere = UIView(frame: CGRect(x: 250, y: 400, width: 50, height: 50))
        window.addSubview(elsewhere)
        let c = makeRecognizer("C", delegate: GestureDelegateStub())
        c.script = .failOnUp
        elsewhere.addGestureRecognizer(c)
        a.script = .recognizeOnDown
        a.require(toFail: c)
        press()
        XCTAssertEqual(recorder.log, ["A:ended"], "C is not part of this gesture")
        lift()
    }
}
