@testable import UIKit
import UIKitTesting
import XCTest

/// valueChanged: sent when the user changes the value, once per settled change, with the
/// three action shapes of seed 003's Listing 1 — and never when code sets the value.
@MainActor
final class UIDatePickerValueChangedTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testCodeNeverSendsValueChanged() async {
        let picker = makeDatePicker(mode: .dateAndTime)
        let counter = ValueChangedCounter(picker)
        picker.date = DatePickerFixtures.date(2020, 1, 1)
        picker.setDate(DatePickerFixtures.date(2021, 1, 1), animated: true)
        picker.minimumDate = DatePickerFixtures.date(2022, 1, 1) // clamps
        picker.minuteInterval = 15
        picker.locale = Locale(identifier: "ko_KR")
        picker.timeZone = TimeZone(identifier: "Asia/Tokyo")
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 4500
        ManualClock.advance(by: 5)
        XCTAssertEqual(counter.count, 0)
    }

    func testOneSettledSpinSendsOneValueChanged() async {
        let picker = makeDatePicker(mode: .time)
        let counter = ValueChangedCounter(picker)
        let wheels = picker.wheelsPickerView!
        let minute = picker.column(.minute)!
        wheels.beginSpinning(component: minute)
        for step in 1...20 { wheels.spin(component: minute, translation: CGFloat(-8 * step)) } // many moves
        XCTAssertEqual(counter.count, 0, "nothing while the finger moves")
        wheels.endSpinning(component: minute, velocity: -400)
        ManualClock.advance(by: 0.2)
        XCTAssertEqual(counter.count, 0, "nothing while the wheel coasts")
        ManualClock.advance(by: 10)
        XCTAssertEqual(counter.count, 1, "one action when it settles")
        XCTAssertEqual(picker.selectedTitles[minute], wheels.makeTitle(minute))
    }

    func testASpinBackToTheSameRowSendsNothing() async {
        let picker = makeDatePicker(mode: .time)
        let counter = ValueChangedCounter(picker)
        let wheels = picker.wheelsPickerView!
        wheels.beginSpinning(component: 0)
        wheels.spin(component: 0, translation: -64)
        wheels.spin(component: 0, translation: 5)
        wheels.endSpinning(component: 0, velocity: 0)
        ManualClock.advance(by: 10)
        XCTAssertEqual(counter.count, 0)
    }

    func testEachUserChangeSendsOnce() async {
        let picker = makeDatePicker(mode: .date)
        let counter = ValueChangedCounter(picker)
        picker.userSelect(.day, row: 0)
        picker.userSelect(.month, row: 0)
        picker.userSelect(.day, row: 0) // already the 1st: no change
        XCTAssertEqual(counter.count, 2)
        picker.accessibilityColumnElements[1].accessibilityIncrement()
        XCTAssertEqual(counter.count, 3, "VoiceOver's adjustment is a user change")
        XCTAssertEqual(picker.selectedTitles, ["January", "2", "2025"])
    }

    func testTheThreeActionShapesReceiveThePicker() async {
        let picker = makeDatePicker(mode: .date)
        let recorder = ActionRecorder()
        picker.addTarget(recorder, action: ActionRecorder.plain, for: .valueChanged)
        picker.addTarget(recorder, action: ActionRecorder.withSender, for: .valueChanged)
        picker.addTarget(recorder, action: ActionRecorder.withSenderAndEvent, for: .valueChanged)
        picker.userSelect(.day, row: 3)
        XCTAssertEqual(recorder.calls, ["plain", "sender", "senderEvent"])
        XCTAssertTrue(recorder.senders.allSatisfy { $0 === picker })
    }

    func testInlineCalendarDayTapSendsOnce() async {
        let picker = makeDatePicker(mode: .date, style: .inline)
        let counter = ValueChangedCounter(picker)
        let grid = picker.monthGrid
        let day = grid.weeks.joined().compactMap { $0 }.first { $0.title == "5" }!
        picker.userSelectDay(day)
        XCTAssertEqual(DatePickerFixtures.components(of: picker.date).day, 5)
        XCTAssertEqual(DatePickerFixtures.components(of: picker.date).hour, 16, "the time of day is kept")
        picker.userSelectDay(day)
        XCTAssertEqual(counter.count, 1)
        picker.userShowMonth(offset: 1)
        XCTAssertEqual(counter.count, 1, "paging months changes no value")
    }
}

private extension UIPickerView {
    /// The settled row's title of a component, as the date picker's adapter gives it.
    func makeTitle(_ component: Int) -> String {
        rowContent(forRow: selectedRow(inComponent: component), forComponent: component).string ?? ""
    }
}
