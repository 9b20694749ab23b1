@testable import UIKit
import UIKitTesting
import XCTest

/// Spinning a wheel: the drag entry points a pan recognizer will call, deceleration and
/// snapping on the framework clock (a manual clock here), and didSelectRow once per
/// settled change.
@MainActor
final class UIPickerViewSpinningTests: XCTestCase {
    private var picker: UIPickerView!
    private var source: FruitPickerSource!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
        picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        source = FruitPickerSource()
        picker.dataSource = source
        picker.delegate = source
    }

    override func tearDown() async throws {
        picker = nil
        source = nil
    }

    private func settle() {
        ManualClock.advance(by: 10)
    }

    func testDraggingTwoRowsUpAndReleasingSelectsTheRowTwoBelow() async {
        picker.selectRow(3, inComponent: 0, animated: false)
        picker.beginSpinning(component: 0)
        picker.spin(component: 0, translation: -40)
        picker.spin(component: 0, translation: -70) // 70 points up: 2.19 rows of 32
        picker.endSpinning(component: 0, velocity: 0)
        XCTAssertTrue(source.selections.isEmpty, "nothing is reported before the wheel settles")
        settle()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 5)
        XCTAssertEqual(source.selections.map(\.row), [5], "one didSelectRow per settled change")
        XCTAssertEqual(source.selections.map(\.component), [0])
    }

    func testASmallDragSnapsBackWithoutReporting() async {
        picker.selectRow(3, inComponent: 0, animated: false)
        picker.beginSpinning(component: 0)
        picker.spin(component: 0, translation: 12)
        picker.endSpinning(component: 0, velocity: 0)
        settle()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 3)
        XCTAssertTrue(source.selections.isEmpty)
        XCTAssertEqual(picker.wheels[0].offset, 96, "the row is centred again")
    }

    func testAFlickCoastsAndLandsOnARowCentre() async {
        picker.beginSpinning(component: 0)
        picker.spin(component: 0, translation: -10)
        // Upward flick at 300 pt/s: UIScrollView's normal deceleration coasts 0.499 s × v ≈ 150 pt.
        picker.endSpinning(component: 0, velocity: -300)
        ManualClock.advance(by: 0.1)
        XCTAssertTrue(picker.isSpinning(component: 0))
        let midway = picker.wheels[0].offset
        XCTAssertGreaterThan(midway, 10)
        settle()
        XCTAssertFalse(picker.isSpinning(component: 0))
        // 10 + 149.7 = 159.7 → nearest row centre 160 = row 5.
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 5)
        XCTAssertEqual(picker.wheels[0].offset, 160)
        XCTAssertEqual(source.selections.map(\.row), [5])
    }

    func testAFlickPastTheEndStopsAtTheLastRow() async {
        picker.selectRow(8, inComponent: 0, animated: false)
        picker.beginSpinning(component: 0)
        picker.spin(component: 0, translation: -20)
        picker.endSpinning(component: 0, velocity: -5_000)
        settle()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 9)
        XCTAssertEqual(source.selections.map(\.row), [9])
    }

    func testDraggingPastTheEndRubberBands() async {
        picker.beginSpinning(component: 0)
        picker.spin(component: 0, translation: 200) // pulling the first row down
        let offset = picker.wheels[0].offset
        XCTAssertLessThan(offset, 0)
        XCTAssertGreaterThan(offset, -200, "resistance: the wheel moves less than the finger")
        picker.endSpinning(component: 0, velocity: 800)
        settle()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
        XCTAssertEqual(picker.wheels[0].offset, 0)
        XCTAssertTrue(source.selections.isEmpty)
    }

    func testALoopingWheelWrapsAround() async {
        let looping = LoopingInternalSource()
        picker.internalSource = looping
        picker.reloadAllComponents()
        picker.selectRow(1, inComponent: 0, animated: false)
        picker.beginSpinning(component: 0)
        picker.spin(component: 0, translation: 96) // three rows down: 1 → -2 → row 8 of 10
        picker.endSpinning(component: 0, velocity: 0)
        settle()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 8)
        XCTAssertEqual(source.selections.map(\.row), [8])
        XCTAssertEqual(picker.wheels[0].centerRow, 8)
    }

    func testTouchingACoastingWheelStopsIt() async {
        picker.beginSpinning(component: 0)
        picker.spin(component: 0, translation: -10)
        picker.endSpinning(component: 0, velocity: -2_000)
        ManualClock.advance(by: 0.05)
        picker.beginSpinning(component: 0) // caught where it is at this instant
        let caught = picker.wheels[0].offset
        XCTAssertGreaterThan(caught, 10)
        ManualClock.advance(by: 1)
        XCTAssertEqual(picker.wheels[0].offset, caught, "a finger on the wheel holds it")
        picker.endSpinning(component: 0, velocity: 0)
        settle()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), picker.wheels[0].rawRow(atOffset: caught))
        XCTAssertEqual(source.selections.count, 1)
    }

    func testTappingARowBelowTheCentreSelectsIt() async {
        picker.selectRow(2, inComponent: 1, animated: false)
        picker.userTapRow(component: 0, rowsFromCenter: 2)
        settle()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
        XCTAssertEqual(source.selections.map(\.row), [2])
    }

    func testTouchPointsMapToAComponentAndARow() async {
        // Two components of 148.5 points with a 5-point gap; rows drawn on the wheel around
        // y = 108: the next row's centre 31 points away, then 57 and 66 (they crowd together).
        XCTAssertEqual(picker.spinTarget(at: CGPoint(x: 10, y: 108))?.component, 0)
        XCTAssertEqual(picker.spinTarget(at: CGPoint(x: 10, y: 108))?.rowsFromCenter, 0)
        XCTAssertEqual(picker.spinTarget(at: CGPoint(x: 200, y: 108 + 57))?.component, 1)
        XCTAssertEqual(picker.spinTarget(at: CGPoint(x: 200, y: 108 + 57))?.rowsFromCenter, 2)
        picker.selectRow(5, inComponent: 0, animated: false)
        XCTAssertEqual(picker.spinTarget(at: CGPoint(x: 10, y: 108 - 31))?.rowsFromCenter, -1)
        XCTAssertEqual(picker.spinTarget(at: CGPoint(x: 10, y: 108 + 67))?.rowsFromCenter, 3)
        XCTAssertEqual(picker.spinTarget(at: CGPoint(x: 10, y: 108 - 67))?.rowsFromCenter, -3)
        XCTAssertEqual(picker.spinTarget(at: CGPoint(x: 200, y: 108 - 60))?.rowsFromCenter, 0,
                       "no rows above the first: the nearest drawn row")
        XCTAssertNil(picker.spinTarget(at: CGPoint(x: 160, y: 108)), "the gap between components")
    }

    func testAnimatedSelectRowMovesOnTheClockWithoutReporting() async {
        picker.selectRow(6, inComponent: 0, animated: true)
        XCTAssertEqual(picker.wheels[0].offset, 0, "no time has passed")
        ManualClock.advance(by: 0.15)
        XCTAssertGreaterThan(picker.wheels[0].offset, 0)
        XCTAssertLessThan(picker.wheels[0].offset, 192)
        settle()
        XCTAssertEqual(picker.wheels[0].offset, 192)
        XCTAssertTrue(source.selections.isEmpty)
    }

    func testTwoWheelsSpinIndependently() async {
        picker.beginSpinning(component: 0)
        picker.beginSpinning(component: 1)
        picker.spin(component: 0, translation: -64)
        picker.spin(component: 1, translation: -32)
        picker.endSpinning(component: 0, velocity: 0)
        picker.endSpinning(component: 1, velocity: 0)
        settle()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 1)
        XCTAssertEqual(source.selections.map(\.component), [0, 1])
    }

    func testMotionIsAFunctionOfTimeOnly() async {
        // The same release gives the same positions at the same times.
        let motion = PickerWheelMotion(from: 0, to: 320, startTime: 100, curve: .decelerate, isUserInitiated: true)
        XCTAssertEqual(motion.offset(at: 100), 0)
        XCTAssertEqual(motion.offset(at: 100.5), 320 - 320 * CGFloat(pow(0.998, 500)), accuracy: 0.001)
        XCTAssertEqual(motion.offset(at: 100 + motion.duration), 320)
        XCTAssertEqual(PickerWheelMotion.projectedOffset(from: 0, velocity: 1_000), 499, accuracy: 0.01)
    }

    func testAccessibilityElementsAreAdjustableColumns() async {
        picker.selectRow(2, inComponent: 0, animated: false)
        let columns = picker.accessibilityColumnElements
        XCTAssertEqual(columns.count, 2)
        XCTAssertFalse(picker.isAccessibilityElement, "the picker is a container")
        XCTAssertTrue(columns[0].accessibilityTraits.contains(.adjustable))
        XCTAssertEqual(columns[0].accessibilityValue, "Cherry")
        columns[0].accessibilityIncrement()
        XCTAssertEqual(columns[0].accessibilityValue, "Date")
        columns[0].accessibilityDecrement()
        columns[0].accessibilityDecrement()
        XCTAssertEqual(columns[0].accessibilityValue, "Banana")
        XCTAssertEqual(source.selections.map(\.row), [3, 2, 1], "VoiceOver's adjustments are the user's selections")
    }
}
