import XCTest
import UIKit
import UIKitTesting

/// UIKit (iOS 6 and later): a control's default action wins over an overlapping gesture
/// recognizer on a superview — a single-finger single tap on a UIButton fires the button,
/// not a superview's tap recognizer.
@MainActor
final class GesturesControlInteractionTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private lazy var window = makeGestureWindow()
    private lazy var input = InputSimulator(window: window)
    private let recorder = GestureActionRecorder()

    func testButtonInsideAViewWithATapRecognizerFiresTheButtonNotTheTap() async {
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        container.addSubview(button)
        var buttonTaps = 0
        button.addAction(UIAction { _ in buttonTaps += 1 }, for: .touchUpInside)
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        container.addGestureRecognizer(tap)

        input.tap(at: CGPoint(x: 160, y: 120))
        XCTAssertEqual(buttonTaps, 1)
        XCTAssertEqual(recorder.count, 0)

        input.advance(by: 1)
        input.tap(at: CGPoint(x: 20, y: 300))
        XCTAssertEqual(recorder.count, 1, "outside the button the tap recognizer works")
        XCTAssertEqual(buttonTaps, 1)
    }

    func testDoubleTapRecognizerOnASuperviewIsNotRefusedByTheButton() async {
        // Only the gesture that overlaps the control's own action is refused.
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        container.addSubview(button)
        let double = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        double.numberOfTapsRequired = 2
        container.addGestureRecognizer(double)
        input.doubleTap(at: CGPoint(x: 160, y: 120))
        XCTAssertEqual(recorder.count, 1)
    }

    func testTapRecognizerOnTheButtonItselfIsAllowed() async {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        window.addSubview(button)
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        button.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 160, y: 120))
        XCTAssertEqual(recorder.count, 1)
    }
}
