import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

typealias Timer = UITimer

@MainActor
final class XCUIElementActionTests: UITestCase {
    func testTapSendsTouchesThatTriggerTheButtonsAction() async {
        app.buttons["Save"].tap()
        XCTAssertEqual(screen.saveCount, 1)
        XCTAssertTrue(app.staticTexts["Status: saved 1"].exists)
        app.buttons["save-button"].tap()
        XCTAssertEqual(app.staticTexts["status"].label, "Status: saved 2")
        // A disabled button gets the touches and does nothing, as on iOS.
        app.buttons["Cancel"].tap()
        XCTAssertEqual(screen.saveCount, 2)
    }

    func testTypeTextNeedsFocusThenTypesThroughTheTextInputPath() async {
        let field = app.textFields["Name"]
        let noFocus = failures { field.typeText("x") }
        XCTAssertEqual(noFocus.count, 1)
        XCTAssertTrue(noFocus.first?.message.hasPrefix("Failed to type text: Neither element nor any descendant has keyboard focus.") == true)
        field.tap()
        XCTAssertTrue(field.hasFocus)
        field.typeText("ada lovelace")
        XCTAssertEqual(field.value as? String, "ada lovelace")
        XCTAssertEqual(screen.nameField.text, "ada lovelace")
        field.typeText("\u{8}\u{8}\u{8}\u{8}")
        XCTAssertEqual(screen.nameField.text, "ada love")
        app.typeText("ly")
        XCTAssertEqual(screen.nameField.text, "ada lovely")
        let secure = app.secureTextFields["Password"]
        secure.tap()
        secure.typeText("secret")
        XCTAssertEqual(screen.passwordField.text, "secret")
        XCTAssertEqual(secure.value as? String, "••••••")
    }

    func testSwitchSliderStepperAndSegments() async {
        app.switches.element.tap()
        XCTAssertTrue(screen.toggle.isOn)
        XCTAssertEqual(app.switches.element.value as? String, "1")

        let slider = app.sliders.element
        XCTAssertEqual(slider.normalizedSliderPosition, 0.5, accuracy: 0.001)
        slider.adjust(toNormalizedSliderPosition: 0.25)
        XCTAssertEqual(Double(screen.slider.value), 0.25, accuracy: 0.01)
        XCTAssertEqual(slider.normalizedSliderPosition, 0.25, accuracy: 0.01)
        XCTAssertEqual(slider.value as? String, "25%")

        app.steppers.buttons["Increment"].tap()
        app.steppers.buttons["Increment"].tap()
        app.steppers.buttons["Decrement"].tap()
        XCTAssertEqual(screen.stepper.value, 1)

        app.segmentedControls.buttons["Three"].tap()
        XCTAssertEqual(screen.segments.selectedSegmentIndex, 2)
        XCTAssertTrue(app.buttons["Three"].isSelected)
    }

    func testPickerWheelAdjustsRowByRow() async {
        let wheel = app.pickerWheels.element
        wheel.adjust(toPickerWheelValue: "Row 3")
        XCTAssertEqual(screen.picker.selectedRow(inComponent: 0), 3)
        XCTAssertEqual(wheel.value as? String, "Row 3")
        wheel.adjust(toPickerWheelValue: "Row 1")
        XCTAssertEqual(screen.picker.selectedRow(inComponent: 0), 1)
        XCTAssertEqual(failures { app.buttons["Save"].adjust(toPickerWheelValue: "Row 1") }.map(\.message),
                       ["Failed to adjust Button, {{20.0, 60.0}, {100.0, 44.0}}, identifier: 'save-button', label: 'Save': not a picker wheel"])
    }

    func testGesturesReachRecognizers() async {
        let area = app.otherElements["gestures"]
        area.doubleTap()
        XCTAssertEqual(screen.events, ["double tap"])
        area.twoFingerTap()
        XCTAssertEqual(screen.events.last, "two-finger tap")
        area.press(forDuration: 1)
        XCTAssertEqual(screen.events.last, "long press")
        area.pinch(withScale: 2, velocity: 4)
        XCTAssertTrue(screen.events.contains("pinch"))
        // The fingers go from 100 to 200 points apart; the recognizer measures from where it
        // began (after its hysteresis): 200 / 108.
        XCTAssertEqual(screen.lastPinchScale, 200.0 / 108.0, accuracy: 0.001)
        area.rotate(.pi / 4, withVelocity: 2)
        XCTAssertTrue(screen.events.contains("rotation"))
        // 45° turned, less the 5° the recognizer waits for before it begins.
        XCTAssertEqual(screen.lastRotation, .pi / 4 - .pi / 36, accuracy: 0.001)
        screen.events = []
        area.swipeUp()
        area.swipeDown()
        area.swipeLeft()
        area.swipeRight()
        XCTAssertEqual(screen.events, ["swipe up", "swipe down", "swipe left", "swipe right"])
    }

    func testCoordinatesTapAtOffsetsAndDrag() async {
        var taps: [CGPoint] = []
        let recognizer = tapRecorder { taps.append($0) }
        screen.gestureArea.gestureRecognizers?.forEach { $0.isEnabled = false }
        screen.gestureArea.addGestureRecognizer(recognizer)
        let area = app.otherElements["gestures"]
        let coordinate = area.coordinate(withNormalizedOffset: CGVector(dx: 0.25, dy: 0.5))
        XCTAssertEqual(coordinate.screenPoint, CGPoint(x: 95, y: 720))
        XCTAssertEqual(coordinate.withOffset(CGVector(dx: 10, dy: -20)).screenPoint, CGPoint(x: 105, y: 700))
        coordinate.tap()
        XCTAssertEqual(taps, [CGPoint(x: 75, y: 100)])
        XCTAssertTrue(coordinate.referencedElement === area)

        let pan = PanRecorder()
        screen.gestureArea.addGestureRecognizer(pan.recognizer)
        let start = area.coordinate(withNormalizedOffset: CGVector(dx: 0.1, dy: 0.1))
        let end = area.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.1))
        start.press(forDuration: 0.5, thenDragTo: end)
        // 240 points dragged, less the pan's 10-point hysteresis before it began.
        XCTAssertEqual(pan.translation.x, 230, accuracy: 0.5)
        XCTAssertEqual(pan.translation.y, 0, accuracy: 0.5)
    }

    func testMultipleTapsPressAndDragAndCoordinateGestures() async {
        let area = app.otherElements["gestures"]
        area.tap(withNumberOfTaps: 2, numberOfTouches: 1)
        XCTAssertEqual(screen.events, ["double tap"])
        area.tap(withNumberOfTaps: 1, numberOfTouches: 2)
        XCTAssertEqual(screen.events, ["double tap", "two-finger tap"])

        screen.gestureArea.gestureRecognizers?.forEach { $0.isEnabled = false }
        var ends: [CGPoint] = []
        let press = UILongPressGestureRecognizer { recognizer in
            if recognizer.state == .ended { ends.append(recognizer.location(in: nil)) }
        }
        press.allowableMovement = 1_000
        screen.gestureArea.addGestureRecognizer(press)
        // Ends over the Save button's center, still the area's touch.
        area.press(forDuration: 0.6, thenDragTo: app.buttons["Save"])
        XCTAssertEqual(ends, [CGPoint(x: 70, y: 82)])
        XCTAssertEqual(screen.saveCount, 0)
        area.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).press(forDuration: 0.6)
        XCTAssertEqual(ends.last, CGPoint(x: 20, y: 620))

        var doubleTaps: [CGPoint] = []
        let doubleTap = UITapGestureRecognizer { recognizer in doubleTaps.append(recognizer.location(in: recognizer.view)) }
        doubleTap.numberOfTapsRequired = 2
        screen.gestureArea.addGestureRecognizer(doubleTap)
        area.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.25)).doubleTap()
        XCTAssertEqual(doubleTaps, [CGPoint(x: 150, y: 50)])
    }

    func testHittable() async {
        XCTAssertTrue(app.buttons["Save"].isHittable)
        let cover = UIView(frame: CGRect(x: 0, y: 50, width: 130, height: 60))
        screen.view.addSubview(cover)
        XCTAssertFalse(app.buttons["Save"].isHittable)
        XCTAssertEqual(failures { app.buttons["Save"].tap() }.first?.message,
                       "Failed to tap Button, {{20.0, 60.0}, {100.0, 44.0}}, identifier: 'save-button', label: 'Save': the element is not hittable")
        XCTAssertEqual(screen.saveCount, 0)
        cover.removeFromSuperview()
        screen.saveButton.frame.origin.x = 500
        XCTAssertTrue(app.buttons["Save"].exists)
        XCTAssertFalse(app.buttons["Save"].isHittable)
        XCTAssertFalse(app.buttons["Nothing"].isHittable)
    }

    func testWaitForExistenceAdvancesTheManualClock() async {
        let late = UIButton(type: .system)
        late.setTitle("Late", for: .normal)
        late.frame = CGRect(x: 260, y: 60, width: 100, height: 44)
        let start = ManualClock.now
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { [screen] _ in
            MainActor.assumeIsolated { screen?.view.addSubview(late) }
        }
        XCTAssertFalse(app.buttons["Late"].waitForExistence(timeout: 0.5))
        XCTAssertEqual(ManualClock.now - start, 0.5, accuracy: 0.001)
        XCTAssertTrue(app.buttons["Late"].waitForExistence(timeout: 2))
        XCTAssertEqual(ManualClock.now - start, 1, accuracy: 0.051)
        late.removeFromSuperview()
        XCTAssertTrue(app.buttons["Late"].waitForNonExistence(timeout: 1))
    }
}
