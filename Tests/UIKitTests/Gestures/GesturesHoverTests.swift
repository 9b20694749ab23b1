import XCTest
import UIKit
import UIKitTesting

/// UIHoverGestureRecognizer's API and its independence from touches (hover input itself is
/// tested in GesturesPointerTests).
@MainActor
final class GesturesHoverTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testHoverRecognizerHasAppleAPIAndNeutralValues() async {
        let hover = UIHoverGestureRecognizer(target: nil, action: nil)
        XCTAssertEqual(hover.zOffset, 0)
        XCTAssertEqual(hover.altitudeAngle, 0)
        XCTAssertEqual(hover.rollAngle, 0)
        XCTAssertEqual(hover.azimuthAngle(in: nil), 0)
        XCTAssertEqual(hover.azimuthUnitVector(in: nil), CGVector(dx: 0, dy: 0))
        XCTAssertEqual(hover.state, .possible)
    }

    func testTouchesDoNotTriggerHoverNorAreHeldByIt() async {
        let window = makeGestureWindow()
        let input = InputSimulator(window: window)
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        let recorder = GestureActionRecorder()
        let hover = UIHoverGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        view.addGestureRecognizer(hover)
        let single = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        single.require(toFail: hover)
        view.addGestureRecognizer(single)
        input.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(recorder.states, [.recognized], "only the tap; it does not wait for the hover")
        hover.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        single.cancelsTouchesInView = false
        input.advance(by: 1)
        input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10))
        XCTAssertEqual(view.touchPhases.suffix(2), ["moved", "ended"], "even when allowed, hover ignores touches")
        XCTAssertEqual(recorder.count, 1)
    }
}
