import XCTest
import UIKit
import UIKitTesting

/// A subclass written as Apple's "check mark" example describes, through the public subclass
/// surface only (`state`, the touch methods, `reset()`).
@MainActor
final class GesturesCustomRecognizerTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private lazy var window = makeGestureWindow()
    private lazy var input = InputSimulator(window: window)
    private let recorder = GestureActionRecorder()

    private func addCheckmark(to view: UIView? = nil) -> CheckmarkGestureRecognizer {
        let checkmark = CheckmarkGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        (view ?? window).addGestureRecognizer(checkmark)
        return checkmark
    }

    func testCheckmarkIsRecognized() async {
        _ = addCheckmark()
        input.drag(along: [CGPoint(x: 100, y: 100), CGPoint(x: 130, y: 150), CGPoint(x: 220, y: 40)], duration: 0.3)
        XCTAssertEqual(recorder.states, [.recognized])
    }

    func testStraightLineIsNotACheckmark() async {
        _ = addCheckmark()
        input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 250, y: 100))
        XCTAssertEqual(recorder.states, [])
    }

    func testReversedCheckmarkFails() async {
        _ = addCheckmark()
        input.drag(along: [CGPoint(x: 220, y: 100), CGPoint(x: 190, y: 150), CGPoint(x: 100, y: 40)], duration: 0.3)
        XCTAssertEqual(recorder.states, [])
    }

    func testCheckmarkCancelsTheViewsTouchesWhenRecognized() async {
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        _ = addCheckmark(to: view)
        input.drag(along: [CGPoint(x: 100, y: 100), CGPoint(x: 130, y: 150), CGPoint(x: 220, y: 40)], duration: 0.1)
        XCTAssertEqual(view.touchPhases.first, "began")
        XCTAssertEqual(view.touchPhases.last, "cancelled", "the held touchesEnded became touchesCancelled")
        XCTAssertFalse(view.touchPhases.contains("ended"))
    }

    func testCheckmarkLocationIsWhereItsTouchLifted() async {
        let checkmark = addCheckmark()
        var location: CGPoint?
        recorder.onAction = { _ in location = checkmark.location(in: nil) }
        input.drag(along: [CGPoint(x: 100, y: 100), CGPoint(x: 130, y: 150), CGPoint(x: 220, y: 40)], duration: 0.3)
        XCTAssertEqual(location?.x ?? 0, 220, accuracy: 0.5)
        XCTAssertEqual(location?.y ?? 0, 40, accuracy: 0.5)
    }

    func testCheckmarkAndPanCompeteLikeBuiltInRecognizers() async {
        _ = addCheckmark()
        let pan = UIPanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        pan.name = "pan"
        window.addGestureRecognizer(pan)
        let checkmark = window.gestureRecognizers!.first as! CheckmarkGestureRecognizer
        checkmark.name = "checkmark"
        checkmark.require(toFail: pan)
        pan.require(toFail: checkmark)   // a cycle: reported, resolved in order
        let log = LogCapture.capture {
            input.drag(along: [CGPoint(x: 100, y: 100), CGPoint(x: 130, y: 150), CGPoint(x: 220, y: 40)], duration: 0.3)
        }
        XCTAssertTrue(log.contains("cycle"))
        XCTAssertEqual(recorder.log.first, "pan:began", "the pan begins first and prevents the check mark")
        XCTAssertFalse(recorder.log.contains("checkmark:ended"))
    }
}
