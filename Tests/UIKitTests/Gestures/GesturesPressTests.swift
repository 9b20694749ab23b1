import XCTest
import UIKit
import UIKitTesting

/// A view that can become first responder (presses go to the first responder's chain) and
/// records the presses it receives.
@MainActor
private final class FocusableView: UIView {
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("began") }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("ended") }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append(presses.allSatisfy { $0.phase == .cancelled } ? "cancelled" : "cancelled, phase not cancelled")
    }
}

/// A recognizer that records the presses it is sent.
@MainActor
private final class PressRecorder: UIGestureRecognizer {
    var log: [String] = []
    var ignoreNext = false
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        log.append("began \(presses.map(\.type.rawValue).sorted())")
        if ignoreNext { for press in presses { ignore(press, for: event) } }
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) { log.append("changed") }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) { log.append("ended \(presses.map(\.type.rawValue).sorted())") }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) { log.append("cancelled") }
}

@MainActor
final class GesturesPressTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private lazy var window = makeGestureWindow()
    private lazy var input = InputSimulator(window: window)
    private let recorder = GestureActionRecorder()

    private func focusedView() -> FocusableView {
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let view = FocusableView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        container.addSubview(view)
        XCTAssertTrue(view.becomeFirstResponder())
        return view
    }

    func testDefaultAllowedPressTypesIsSelect() async {
        XCTAssertEqual(UIGestureRecognizer().allowedPressTypes, [NSNumber(value: UIPress.PressType.select.rawValue)])
        XCTAssertEqual(UITapGestureRecognizer().allowedPressTypes.map(\.intValue), [4])
        XCTAssertEqual(UILongPressGestureRecognizer().allowedPressTypes.map(\.intValue), [4])
    }

    func testPressesReachTheFirstRespondersRecognizersBeforeTheView() async {
        let view = focusedView()
        let onView = PressRecorder(), onAncestor = PressRecorder()
        view.addGestureRecognizer(onView)
        view.superview!.addGestureRecognizer(onAncestor)
        input.keyDown(.keyboardReturnOrEnter)
        XCTAssertEqual(onView.log, ["began [4]"])
        XCTAssertEqual(onAncestor.log, ["began [4]"])
        XCTAssertEqual(view.log, ["began"])
        input.keyUp(.keyboardReturnOrEnter)
        XCTAssertEqual(onView.log, ["began [4]", "ended [4]"])
        XCTAssertEqual(onAncestor.log, ["began [4]", "ended [4]"])
        XCTAssertEqual(view.log, ["began", "ended"])
    }

    func testAllowedPressTypesFiltersPresses() async {
        let view = focusedView()
        let select = PressRecorder(), arrows = PressRecorder()
        arrows.allowedPressTypes = [UIPress.PressType.leftArrow, .rightArrow].map { NSNumber(value: $0.rawValue) }
        view.addGestureRecognizer(select)
        view.addGestureRecognizer(arrows)
        input.pressKey(.keyboardRightArrow)
        XCTAssertEqual(select.log, [])
        XCTAssertEqual(arrows.log, ["began [3]", "ended [3]"])
        input.pressKey(.keyboardSpacebar)
        XCTAssertEqual(select.log, ["began [4]", "ended [4]"])
        XCTAssertEqual(arrows.log, ["began [3]", "ended [3]"])
        // A letter stands for no remote button: no recognizer receives it.
        input.pressKey(.keyboardA, characters: "a")
        XCTAssertEqual(select.log.count, 2)
        XCTAssertEqual(arrows.log.count, 2)
        // An empty list: no press at all.
        select.allowedPressTypes = []
        input.pressKey(.keyboardSpacebar)
        XCTAssertEqual(select.log.count, 2)
    }

    func testIgnoredPressIsNoLongerDelivered() async {
        let view = focusedView()
        let recognizer = PressRecorder()
        recognizer.ignoreNext = true
        view.addGestureRecognizer(recognizer)
        input.pressKey(.keyboardReturnOrEnter)
        XCTAssertEqual(recognizer.log, ["began [4]"])
    }

    func testPressesOfTheWindowWithoutFirstResponderGoToTheWindowsRecognizers() async {
        let recognizer = PressRecorder()
        window.addGestureRecognizer(recognizer)
        let elsewhere = PressRecorder()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        view.addGestureRecognizer(elsewhere)
        input.pressKey(.keyboardReturnOrEnter)
        XCTAssertEqual(recognizer.log, ["began [4]", "ended [4]"])
        XCTAssertEqual(elsewhere.log, [], "a view off the responder chain gets no presses")
    }

    func testTapRecognizesReturnOrSpace() async {
        let view = focusedView()
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        view.addGestureRecognizer(tap)
        input.pressKey(.keyboardReturnOrEnter)
        XCTAssertEqual(recorder.states, [.ended])
        input.pressKey(.keyboardSpacebar)
        XCTAssertEqual(recorder.states, [.ended, .ended])
        input.pressKey(.keyboardDownArrow)
        XCTAssertEqual(recorder.states, [.ended, .ended], "arrows are not in the default allowedPressTypes")
    }

    func testTapWithArrowPressTypeAndDoubleTapTiming() async {
        let view = focusedView()
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        tap.allowedPressTypes = [NSNumber(value: UIPress.PressType.upArrow.rawValue)]
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        input.pressKey(.keyboardUpArrow)
        XCTAssertEqual(recorder.states, [])
        input.advance(by: 0.1)
        input.pressKey(.keyboardUpArrow)
        XCTAssertEqual(recorder.states, [.ended])
        // Too slow a second press: fails.
        input.pressKey(.keyboardUpArrow)
        input.advance(by: 0.5)
        input.pressKey(.keyboardUpArrow)
        XCTAssertEqual(recorder.states, [.ended])
    }

    func testARecognizedTapCancelsThePressInTheView() async {
        let view = focusedView()
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        view.addGestureRecognizer(tap)
        input.pressKey(.keyboardReturnOrEnter)
        XCTAssertEqual(recorder.states, [.ended])
        XCTAssertEqual(view.log, ["began", "cancelled"])
    }

    func testATapThatDoesNotCancelTouchesLeavesThePressToTheView() async {
        let view = focusedView()
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        input.pressKey(.keyboardReturnOrEnter)
        XCTAssertEqual(recorder.states, [.ended])
        XCTAssertEqual(view.log, ["began", "ended"])
    }

    func testALongPressCancelsTheHeldPressWhenItBegins() async {
        let view = focusedView()
        let press = UILongPressGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        view.addGestureRecognizer(press)
        input.keyDown(.keyboardSpacebar)
        XCTAssertEqual(view.log, ["began"])
        input.advance(by: 0.6)
        XCTAssertEqual(recorder.states, [.began])
        XCTAssertEqual(view.log, ["began", "cancelled"])
        input.keyUp(.keyboardSpacebar)
        XCTAssertEqual(view.log, ["began", "cancelled"])
        XCTAssertEqual(recorder.states, [.began, .ended])
    }

    func testTheMediaPlayKeyIsThePlayPausePress() async {
        let view = focusedView()
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        tap.allowedPressTypes = [NSNumber(value: UIPress.PressType.playPause.rawValue)]
        view.addGestureRecognizer(tap)
        input.pressKey(.keyboardSpacebar)
        XCTAssertEqual(recorder.states, [])
        // SDL_SCANCODE_AUDIOPLAY, a keyboard's media key.
        input.pressKey(UIKeyboardHIDUsage(rawValue: 261))
        XCTAssertEqual(recorder.states, [.ended])
    }

    func testTapFailsWhenTheKeyIsHeldTooLong() async {
        let view = focusedView()
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        view.addGestureRecognizer(tap)
        input.keyDown(.keyboardReturnOrEnter)
        input.advance(by: 1.0)
        input.keyUp(.keyboardReturnOrEnter)
        XCTAssertEqual(recorder.states, [])
        XCTAssertEqual(tap.state, .possible)
    }

    func testLongPressBeginsWhenTheKeyIsHeldAndEndsWhenReleased() async {
        let view = focusedView()
        let longPress = UILongPressGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        view.addGestureRecognizer(longPress)
        input.keyDown(.keyboardSpacebar)
        input.advance(by: 0.4)
        XCTAssertEqual(recorder.states, [])
        input.advance(by: 0.2)
        XCTAssertEqual(recorder.states, [.began])
        input.keyUp(.keyboardSpacebar)
        XCTAssertEqual(recorder.states, [.began, .ended])
        // A short press: no gesture.
        input.pressKey(.keyboardSpacebar, duration: 0.2)
        input.advance(by: 1)
        XCTAssertEqual(recorder.states, [.began, .ended])
    }

    func testTextInputFirstResponderKeepsItsKeys() async {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        container.addSubview(field)
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        container.addGestureRecognizer(tap)
        XCTAssertTrue(field.becomeFirstResponder())
        input.pressKey(.keyboardSpacebar, characters: " ")
        XCTAssertEqual(recorder.states, [])
    }
}
