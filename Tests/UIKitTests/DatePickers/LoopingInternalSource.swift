@testable import UIKit

/// Makes some components loop and some rows disabled, as UIDatePicker's adapter does.
@MainActor
final class LoopingInternalSource: PickerViewInternalSource {
    var loopingComponents: Set<Int> = [0]
    var disabledRows: Set<Int> = []

    func pickerView(_ pickerView: UIPickerView, isLoopingComponent component: Int) -> Bool { loopingComponents.contains(component) }
    func pickerView(_ pickerView: UIPickerView, isRowEnabled row: Int, inComponent component: Int) -> Bool { !disabledRows.contains(row) }
    func pickerView(_ pickerView: UIPickerView, titlePlacementForComponent component: Int) -> PickerTitlePlacement { .centered }
    func pickerView(_ pickerView: UIPickerView, accessibilityValueForRow row: Int, inComponent component: Int) -> String? { nil }
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? { nil }
}
