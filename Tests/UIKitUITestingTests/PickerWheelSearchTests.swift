import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

/// `adjust(toPickerWheelValue:)` on a long wheel: a titled row is reached, a value no row has
/// fails after a bounded search instead of turning through thousands of rows.
@MainActor
final class PickerWheelSearchTests: UITestCase {
    private let source = LongWheelSource()

    private func addLongWheel() -> XCUIElement {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 620, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        picker.accessibilityIdentifier = "long-picker"
        screen.view.addSubview(picker)
        return app.pickers["long-picker"].pickerWheels.element
    }

    func testATitledRowIsReachedFromTheSelectedRow() async {
        let wheel = addLongWheel()
        wheel.adjust(toPickerWheelValue: "Item 7")
        let picker = screen.view.subviews.compactMap { $0 as? UIPickerView }.first { $0.accessibilityIdentifier == "long-picker" }
        XCTAssertEqual(picker?.selectedRow(inComponent: 0), 7)
        XCTAssertEqual(source.selected.last, 7, "the delegate hears of the rows the wheel turned to")
    }

    func testAValueNoRowHasFailsAfterABoundedSearch() async {
        let wheel = addLongWheel()
        let messages = failures { wheel.adjust(toPickerWheelValue: "Nothing") }.map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasSuffix("to 'Nothing': no such value") ?? false, "\(messages)")
        XCTAssertLessThanOrEqual(source.selected.count, 240, "at most 120 rows each way")
    }
}

private final class LongWheelSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var selected: [Int] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 5_000 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "Item \(row)" }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { selected.append(row) }
}
