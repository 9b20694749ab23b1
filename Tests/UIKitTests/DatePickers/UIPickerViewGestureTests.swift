import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIPickerViewGestureTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    final class Numbers: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        var selections: [(row: Int, component: Int)] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 50 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(row)" }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append((row, component))
        }
    }

    private func makePicker() -> (UIPickerView, Numbers, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.makeKeyAndVisible()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let numbers = Numbers()
        picker.dataSource = numbers
        picker.delegate = numbers
        window.addSubview(picker)
        window.layoutIfNeeded()
        return (picker, numbers, InputSimulator(window: window))
    }

    func testDraggingUpSpinsToLaterRowsAndReportsOnceWhenSettled() async {
        let (picker, numbers, input) = makePicker()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
        // Three rows of 32 points, slowly: the wheel coasts at most a row further.
        input.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 150 - 96), duration: 1.0)
        input.advance(by: 5)
        let row = picker.selectedRow(inComponent: 0)
        XCTAssertTrue((3...4).contains(row), "settled on \(row)")
        XCTAssertEqual(numbers.selections.map(\.row), [row], "reported once, when the wheel settled")
    }

    func testTappingARowBelowTheCentreSelectsIt() async {
        let (picker, numbers, input) = makePicker()
        input.tap(at: CGPoint(x: 160, y: 108 + 57)) // where row 2 is drawn
        input.advance(by: 1)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
        XCTAssertEqual(numbers.selections.map(\.row), [2])
    }

    func testAFlickCoastsFurtherThanTheDrag() async {
        let (picker, _, input) = makePicker()
        input.drag(from: CGPoint(x: 160, y: 180), to: CGPoint(x: 160, y: 120), duration: 0.05)
        input.advance(by: 6)
        XCTAssertGreaterThan(picker.selectedRow(inComponent: 0), 2, "a fast drag keeps spinning after the finger lifts")
    }
}
