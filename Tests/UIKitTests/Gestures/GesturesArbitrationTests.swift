import XCTest
import UIKit
import UIKitTesting

/// A long press whose `canPrevent(_:)` the test sets.
final class ConfigurableLongPress: UILongPressGestureRecognizer {
    var canPreventOthers = true
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { canPreventOthers }
}

/// A pan whose `canBePrevented(by:)` the test sets.
final class ConfigurablePan: UIPanGestureRecognizer {
    var preventable = true
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { preventable }
}

/// The exclusivity table: recognizer A (a long press) has begun when recognizer B (a pan) on
/// the same touch tries to begin. B is prevented exactly when A.canPrevent(B) and
/// B.canBePrevented(by: A) are both true and neither delegate's
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` returns true. When B is not
/// prevented it begins and, with the defaults, prevents A in turn (A is cancelled) — unless
/// they may recognize simultaneously.
@MainActor
final class GesturesArbitrationTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private lazy var window = makeGestureWindow()
    private lazy var input = InputSimulator(window: window)
    private let recorder = GestureActionRecorder()
    private let delegateA = GestureDelegateStub()
    private let delegateB = GestureDelegateStub()

    private enum Outcome: Equatable {
        case bPrevented          // A keeps going, B never begins
        case aCancelledByB       // B begins and cancels A
        case both                // both recognize at the same time
    }

    private func run(canPrevent: Bool, canBePrevented: Bool, simultaneousA: Bool, simultaneousB: Bool,
                     file: StaticString = #filePath, line: UInt = #line) -> Outcome {
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let a = ConfigurableLongPress(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        a.name = "A"
        a.minimumPressDuration = 0.1
        a.canPreventOthers = canPrevent
        a.delegate = delegateA
        delegateA.simultaneous = { _, _ in simultaneousA }
        let b = ConfigurablePan(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        b.name = "B"
        b.preventable = canBePrevented
        b.delegate = delegateB
        delegateB.simultaneous = { _, _ in simultaneousB }
        view.addGestureRecognizer(a)
        window.addGestureRecognizer(b)

        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.2)
        XCTAssertEqual(recorder.log, ["A:began"], "A begins first", file: file, line: line)
        input.touchMove(1, to: CGPoint(x: 105, y: 100))
        input.touchMove(1, to: CGPoint(x: 130, y: 100))
        input.touchMove(1, to: CGPoint(x: 150, y: 100))
        input.touchUp(1)
        let log = recorder.log
        if !log.contains(where: { $0.hasPrefix("B:") }) {
            XCTAssertEqual(log.last, "A:ended", file: file, line: line)
            return .bPrevented
        }
        if log.contains("A:cancelled") {
            XCTAssertFalse(log.contains("A:ended"), file: file, line: line)
            XCTAssertEqual(log.last, "B:ended", file: file, line: line)
            return .aCancelledByB
        }
        XCTAssertTrue(log.contains("A:ended") && log.contains("B:ended"), log.joined(separator: " "), file: file, line: line)
        return .both
    }

    // Rows without any simultaneous delegate: canPrevent × canBePrevented decide.
    func testRowCanPreventAndCanBePreventedPreventsB() async {
        XCTAssertEqual(run(canPrevent: true, canBePrevented: true, simultaneousA: false, simultaneousB: false), .bPrevented)
    }

    func testRowCanPreventButNotPreventableLetsBBeginAndCancelA() async {
        XCTAssertEqual(run(canPrevent: true, canBePrevented: false, simultaneousA: false, simultaneousB: false), .aCancelledByB)
    }

    func testRowCannotPreventButPreventableLetsBBeginAndCancelA() async {
        XCTAssertEqual(run(canPrevent: false, canBePrevented: true, simultaneousA: false, simultaneousB: false), .aCancelledByB)
    }

    func testRowNeitherPreventsLetsBBeginAndCancelA() async {
        XCTAssertEqual(run(canPrevent: false, canBePrevented: false, simultaneousA: false, simultaneousB: false), .aCancelledByB)
    }

    // Rows where A's delegate allows simultaneous recognition.
    func testRowDelegateOfAAllowsSimultaneousOverridesPrevention() async {
        XCTAssertEqual(run(canPrevent: true, canBePrevented: true, simultaneousA: true, simultaneousB: false), .both)
    }

    func testRowDelegateOfAAllowsSimultaneousWhenNotPreventable() async {
        XCTAssertEqual(run(canPrevent: true, canBePrevented: false, simultaneousA: true, simultaneousB: false), .both)
    }

    func testRowDelegateOfAAllowsSimultaneousWhenCannotPrevent() async {
        XCTAssertEqual(run(canPrevent: false, canBePrevented: true, simultaneousA: true, simultaneousB: false), .both)
    }

    func testRowDelegateOfAAllowsSimultaneousWhenNeitherPrevents() async {
        XCTAssertEqual(run(canPrevent: false, canBePrevented: false, simultaneousA: true, simultaneousB: false), .both)
    }

    // Rows where B's delegate allows simultaneous recognition (either delegate suffices).
    func testRowDelegateOfBAllowsSimultaneousOverridesPrevention() async {
        XCTAssertEqual(run(canPrevent: true, canBePrevented: true, simultaneousA: false, simultaneousB: true), .both)
    }

    func testRowDelegateOfBAllowsSimultaneousWhenNotPreventable() async {
        XCTAssertEqual(run(canPrevent: true, canBePrevented: false, simultaneousA: false, simultaneousB: true), .both)
    }

    func testRowDelegateOfBAllowsSimultaneousWhenCannotPrevent() async {
        XCTAssertEqual(run(canPrevent: false, canBePrevented: true, simultaneousA: false, simultaneousB: true), .both)
    }

    func testRowDelegateOfBAllowsSimultaneousWhenNeitherPrevents() async {
        XCTAssertEqual(run(canPrevent: false, canBePrevented: false, simultaneousA: false, simultaneousB: true), .both)
    }

    // Rows where both delegates allow it.
    func testRowBothDelegatesAllowSimultaneous() async {
        XCTAssertEqual(run(canPrevent: true, canBePrevented: true, simultaneousA: true, simultaneousB: true), .both)
    }

    func testRowBothDelegatesAllowSimultaneousWhenNotPreventable() async {
        XCTAssertEqual(run(canPrevent: true, canBePrevented: false, simultaneousA: true, simultaneousB: true), .both)
    }

    func testRowBothDelegatesAllowSimultaneousWhenCannotPrevent() async {
        XCTAssertEqual(run(canPrevent: false, canBePrevented: true, simultaneousA: true, simultaneousB: true), .both)
    }

    func testRowBothDelegatesAllowSimultaneousWhenNeitherPrevents() async {
        XCTAssertEqual(run(canPrevent: false, canBePrevented: false, simultaneousA: true, simultaneousB: true), .both)
    }

    // MARK: Other arbitration rules

    func testRecognizersOnDifferentTouchesDoNotCompete() async {
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 480))
        let right = UIView(frame: CGRect(x: 170, y: 0, width: 150, height: 480))
        window.addSubview(left)
        window.addSubview(right)
        for (view, name) in [(left, "left"), (right, "right")] {
            let pan = UIPanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
            pan.name = name
            view.addGestureRecognizer(pan)
        }
        input.send([.init(id: 1, phase: .began, location: CGPoint(x: 50, y: 100)),
                    .init(id: 2, phase: .began, location: CGPoint(x: 250, y: 100))])
        input.send([.init(id: 1, phase: .moved, location: CGPoint(x: 50, y: 150)),
                    .init(id: 2, phase: .moved, location: CGPoint(x: 250, y: 150))])
        XCTAssertEqual(Set(recorder.log), ["left:began", "right:began"])
    }

    func testSubviewTapWinsOverSuperviewTap() async {
        // The nearest recognizer on the hit path recognizes first and prevents the other.
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(child)
        let outer = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        outer.name = "outer"
        let inner = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        inner.name = "inner"
        window.addGestureRecognizer(outer)
        child.addGestureRecognizer(inner)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.log, ["inner:ended"])
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(recorder.log, ["inner:ended", "outer:ended"])
    }

    func testPinchAndRotationRecognizeSimultaneouslyWhenTheDelegateSaysSo() async {
        let pinch = UIPinchGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        pinch.name = "pinch"
        let rotation = UIRotationGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        rotation.name = "rotation"
        let delegate = GestureDelegateStub()
        delegate.simultaneous = { _, _ in true }
        pinch.delegate = delegate
        window.addGestureRecognizer(pinch)
        window.addGestureRecognizer(rotation)
        turnAndSpread()
        XCTAssertTrue(recorder.log.contains("pinch:began"))
        XCTAssertTrue(recorder.log.contains("rotation:began"))
        XCTAssertTrue(recorder.log.contains("pinch:ended") && recorder.log.contains("rotation:ended"))
        XCTAssertFalse(recorder.log.contains { $0.hasSuffix(":cancelled") })
    }

    /// Two fingers that spread and turn at the same time (the pinch crosses its threshold
    /// first), then lift.
    private func turnAndSpread() {
        input.send([.init(id: 1, phase: .began, location: CGPoint(x: 110, y: 200)),
                    .init(id: 2, phase: .began, location: CGPoint(x: 210, y: 200))])
        let c = CGPoint(x: 160, y: 200)
        var points: [CGPoint] = []
        for step in 1...10 {
            let angle = CGFloat(step) * 0.05, half = 50 + CGFloat(step) * 3
            points = [CGPoint(x: c.x - cos(angle) * half, y: c.y - sin(angle) * half),
                      CGPoint(x: c.x + cos(angle) * half, y: c.y + sin(angle) * half)]
            input.advance(by: 1.0 / 60)
            input.send([.init(id: 1, phase: .moved, location: points[0]), .init(id: 2, phase: .moved, location: points[1])])
        }
        input.send([.init(id: 1, phase: .ended, location: points[0]), .init(id: 2, phase: .ended, location: points[1])])
    }

    func testWithoutSimultaneousDelegateOnlyOneTwoFingerGestureWins() async {
        let pinch = UIPinchGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        pinch.name = "pinch"
        let rotation = UIRotationGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        rotation.name = "rotation"
        window.addGestureRecognizer(pinch)
        window.addGestureRecognizer(rotation)
        turnAndSpread()
        XCTAssertEqual(recorder.log.first, "pinch:began")
        XCTAssertEqual(recorder.log.last, "pinch:ended")
        XCTAssertFalse(recorder.log.contains { $0.hasPrefix("rotation") }, "the rotation is prevented by the pinch that began first")
    }

    // MARK: gestureRecognizerShouldBegin

    func testDelegateGestureRecognizerShouldBeginFalseFailsTheRecognizer() async {
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        let delegate = GestureDelegateStub()
        delegate.shouldBegin = { _ in false }
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(recorder.count, 0)
        XCTAssertEqual(delegate.shouldBeginCalls, 1, "asked when the recognizer tries to leave possible")
        XCTAssertEqual(view.touchPhases, ["began", "ended"], "a failed recognizer leaves the view all its touches")
    }

    func testDelegateIsNotAskedToBeginForATapThatNeverCompletes() async {
        let tap = UITapGestureRecognizer()
        let delegate = GestureDelegateStub()
        tap.delegate = delegate
        window.addGestureRecognizer(tap)
        input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10))
        XCTAssertEqual(delegate.shouldBeginCalls, 0)
    }

    func testTouchedViewCanVetoASuperviewRecognizer() async {
        // UIView.gestureRecognizerShouldBegin(_:) on the view the touch is in, e.g. UIKit's
        // controls refusing a superview's single tap.
        let control = VetoingView(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        control.allowsGesture = { recognizer in
            guard let tap = recognizer as? UITapGestureRecognizer, recognizer.view !== control else { return true }
            return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        }
        window.addSubview(control)
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 100, y: 70))
        XCTAssertEqual(recorder.count, 0, "the superview's single tap does not steal the control's tap")
        XCTAssertEqual(control.touchPhases, ["began", "ended"], "the control gets its whole touch sequence")
        XCTAssertTrue(control.askedRecognizers.first === tap)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 10, y: 300))
        XCTAssertEqual(recorder.count, 1, "outside the control the tap works")
    }

    func testRecognizersOwnViewIsAskedToo() async {
        let view = VetoingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.addSubview(child)
        window.addSubview(view)
        view.allowsGesture = { _ in false }
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        view.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(recorder.count, 0)
        XCTAssertTrue(view.askedRecognizers.first === tap)
    }

    func testDelegateShouldReceiveTouchFalseKeepsTheTouchFromTheRecognizer() async {
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        let delegate = GestureDelegateStub()
        delegate.receiveTouch = { _, touch in touch.location(in: nil).x > 100 }
        tap.delegate = delegate
        window.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(recorder.count, 0)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 200, y: 10))
        XCTAssertEqual(recorder.count, 1)
    }

    func testTouchGestureRecognizersListsTheHitPathRecognizersNearestFirst() async {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(child)
        let inner = UITapGestureRecognizer(), outer = UIPanGestureRecognizer()
        child.addGestureRecognizer(inner)
        window.addGestureRecognizer(outer)
        final class Probe: UIGestureRecognizer {
            var seen: [UIGestureRecognizer] = []
            var eventTouches = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                seen = touches.first?.gestureRecognizers ?? []
                eventTouches = event.touches(for: self)?.count ?? 0
            }
        }
        let probe = Probe()
        child.addGestureRecognizer(probe)
        input.touchDown(1, at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(probe.seen.count, 3)
        XCTAssertTrue(probe.seen.first === inner)
        XCTAssertTrue(probe.seen.last === outer)
        XCTAssertEqual(probe.eventTouches, 1)
        input.touchUp(1)
    }
}
