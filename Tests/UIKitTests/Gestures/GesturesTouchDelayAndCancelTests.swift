import XCTest
import UIKit
import UIKitTesting

/// A recognizer whose fate the test decides from outside touch delivery, at any moment.
final class TestDrivenRecognizer: UIGestureRecognizer {
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended }
    }
}

/// Every combination of cancelsTouchesInView × delaysTouchesBegan × delaysTouchesEnded, for
/// a recognizer that fails after the finger lifts, one that recognizes (begins) while the
/// finger is down, and one that recognizes after the finger lifted — as UIKit's
/// UIGestureRecognizer documentation describes the three properties.
@MainActor
final class GesturesTouchDelayAndCancelTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private var window: UIWindow!
    private var input: InputSimulator!
    private var view: RecordingView!
    private var recognizer: TestDrivenRecognizer!

    private func setUp(cancels: Bool, delaysBegan: Bool, delaysEnded: Bool) {
        window = makeGestureWindow()
        input = InputSimulator(window: window)
        view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        recognizer = TestDrivenRecognizer()
        recognizer.cancelsTouchesInView = cancels
        recognizer.delaysTouchesBegan = delaysBegan
        recognizer.delaysTouchesEnded = delaysEnded
        view.addGestureRecognizer(recognizer)
    }

    private func decide(_ state: UIGestureRecognizer.State) {
        recognizer.state = state
        input.runLoopTurn()
    }

    private struct Expectation {
        var afterMove: [String]
        var afterDecision: [String]
        var afterLift: [String]
    }

    /// Down, move, then: `failsAfterLift` lifts and fails; `beginsWhileDown` begins, then
    /// lifts (ending the gesture); `recognizesAfterLift` lifts, then recognizes.
    private enum Scenario { case failsAfterLift, beginsWhileDown, recognizesAfterLift }

    private func check(_ scenario: Scenario, cancels: Bool, delaysBegan: Bool, delaysEnded: Bool,
                       afterMove: [String], afterLift: [String], afterDecision: [String],
                       file: StaticString = #filePath, line: UInt = #line) {
        setUp(cancels: cancels, delaysBegan: delaysBegan, delaysEnded: delaysEnded)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 110, y: 100))
        XCTAssertEqual(view.touchPhases, afterMove, "\(scenario) after the move", file: file, line: line)
        switch scenario {
        case .failsAfterLift:
            input.touchUp(1)
            XCTAssertEqual(view.touchPhases, afterLift, "\(scenario) after the lift", file: file, line: line)
            decide(.failed)
        case .beginsWhileDown:
            decide(.began)
            XCTAssertEqual(view.touchPhases, afterDecision, "\(scenario) after it began", file: file, line: line)
            input.touchUp(1)
            XCTAssertEqual(view.touchPhases, afterLift, "\(scenario) after the lift", file: file, line: line)
            return
        case .recognizesAfterLift:
            input.touchUp(1)
            XCTAssertEqual(view.touchPhases, afterLift, "\(scenario) after the lift", file: file, line: line)
            decide(.recognized)
        }
        XCTAssertEqual(view.touchPhases, afterDecision, "\(scenario) after the decision", file: file, line: line)
    }

    // cancelsTouchesInView true (default), delaysTouchesBegan false (default),
    // delaysTouchesEnded true (default).
    func testDefaultsHoldTouchesEndedAndCancelOnRecognition() async {
        let c = true, b = false, e = true
        check(.failsAfterLift, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: ["began", "moved"], afterLift: ["began", "moved"], afterDecision: ["began", "moved", "ended"])
        check(.beginsWhileDown, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: ["began", "moved"], afterLift: ["began", "moved", "cancelled"], afterDecision: ["began", "moved", "cancelled"])
        check(.recognizesAfterLift, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: ["began", "moved"], afterLift: ["began", "moved"], afterDecision: ["began", "moved", "cancelled"])
    }

    func testCancelsWithoutAnyDelay() async {
        let c = true, b = false, e = false
        check(.failsAfterLift, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: ["began", "moved"], afterLift: ["began", "moved", "ended"], afterDecision: ["began", "moved", "ended"])
        check(.beginsWhileDown, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: ["began", "moved"], afterLift: ["began", "moved", "cancelled"], afterDecision: ["began", "moved", "cancelled"])
        check(.recognizesAfterLift, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: ["began", "moved"], afterLift: ["began", "moved", "ended"], afterDecision: ["began", "moved", "ended"])
    }

    func testDelaysBeganAndEndedWithCancelsDeliversNothingWhenRecognized() async {
        let c = true, b = true, e = true
        check(.failsAfterLift, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: [], afterLift: [], afterDecision: ["began", "ended"])
        check(.beginsWhileDown, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: [], afterLift: [], afterDecision: [])
        check(.recognizesAfterLift, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: [], afterLift: [], afterDecision: [])
    }

    func testDelaysBeganOnlyWithCancels() async {
        let c = true, b = true, e = false
        check(.failsAfterLift, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: [], afterLift: [], afterDecision: ["began", "ended"])
        check(.beginsWhileDown, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: [], afterLift: [], afterDecision: [])
        check(.recognizesAfterLift, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: [], afterLift: [], afterDecision: [])
    }

    func testNoCancelHoldsEndedUntilTheDecisionThenDeliversIt() async {
        let c = false, b = false, e = true
        check(.failsAfterLift, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: ["began", "moved"], afterLift: ["began", "moved"], afterDecision: ["began", "moved", "ended"])
        check(.beginsWhileDown, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: ["began", "moved"], afterLift: ["began", "moved", "ended"], afterDecision: ["began", "moved"])
        check(.recognizesAfterLift, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: ["began", "moved"], afterLift: ["began", "moved"], afterDecision: ["began", "moved", "ended"])
    }

    func testNoCancelNoDelayLeavesTheViewUntouched() async {
        let c = false, b = false, e = false
        check(.failsAfterLift, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: ["began", "moved"], afterLift: ["began", "moved", "ended"], afterDecision: ["began", "moved", "ended"])
        check(.beginsWhileDown, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: ["began", "moved"], afterLift: ["began", "moved", "ended"], afterDecision: ["began", "moved"])
        check(.recognizesAfterLift, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: ["began", "moved"], afterLift: ["began", "moved", "ended"], afterDecision: ["began", "moved", "ended"])
    }

    func testNoCancelWithDelaysBeganReleasesTheHeldBeganWithTheCurrentState() async {
        // UIKit: held began touches are delivered when the recognizer's fate is known,
        // followed by touchesMoved for the current location.
        let c = false, b = true, e = true
        check(.failsAfterLift, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: [], afterLift: [], afterDecision: ["began", "ended"])
        check(.beginsWhileDown, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: [], afterLift: ["began", "moved", "ended"], afterDecision: ["began", "moved"])
        check(.recognizesAfterLift, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: [], afterLift: [], afterDecision: ["began", "ended"])
    }

    func testNoCancelWithDelaysBeganOnly() async {
        let c = false, b = true, e = false
        check(.failsAfterLift, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: [], afterLift: [], afterDecision: ["began", "ended"])
        check(.beginsWhileDown, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: [], afterLift: ["began", "moved", "ended"], afterDecision: ["began", "moved"])
        check(.recognizesAfterLift, cancels: c, delaysBegan: b, delaysEnded: e,
              afterMove: [], afterLift: [], afterDecision: ["began", "ended"])
    }

    // MARK: Related rules

    func testFailingReleasesHeldBeganFollowedByMovedForTheCurrentLocation() async {
        setUp(cancels: true, delaysBegan: true, delaysEnded: true)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 110, y: 100))
        decide(.failed)
        XCTAssertEqual(view.touchPhases, ["began", "moved"])
        input.touchUp(1)
        XCTAssertEqual(view.touchPhases, ["began", "moved", "ended"])
    }

    func testCancelledTouchesInViewGetNoFurtherPhases() async {
        setUp(cancels: true, delaysBegan: false, delaysEnded: true)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        decide(.began)
        input.touchMove(1, to: CGPoint(x: 150, y: 100))
        input.touchMove(1, to: CGPoint(x: 200, y: 100))
        XCTAssertEqual(view.touchPhases, ["began", "cancelled"])
    }

    func testIgnoredTouchIsNotCancelledInTheView() async {
        // UIKit: "ignored touches won't be cancelled on the view even if cancelsTouchesInView".
        final class IgnoresSecondFinger: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                for touch in touches where numberOfTouches > 1 { ignore(touch, for: event) }
            }
        }
        window = makeGestureWindow()
        input = InputSimulator(window: window)
        view = RecordingView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let ignoring = IgnoresSecondFinger()
        view.addGestureRecognizer(ignoring)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchDown(2, at: CGPoint(x: 200, y: 100))
        ignoring.state = .began
        input.runLoopTurn()
        XCTAssertEqual(view.touchPhases, ["began", "began", "cancelled"])
        XCTAssertEqual(view.touchLog.last?.count, 1, "only the gesture's own touch is cancelled")
        input.touchUp(2)
        XCTAssertEqual(view.touchPhases.last, "ended", "the ignored finger's sequence continues in the view")
    }
}
