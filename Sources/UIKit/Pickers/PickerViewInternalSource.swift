/// What UIKit's own pickers (UIDatePicker) tell their picker view beyond the public
/// data source: which wheels loop, which rows are out of range (drawn dimmed), and what
/// VoiceOver should read. Public UIPickerView clients never loop and have no disabled rows,
/// as in UIKit.
@MainActor
protocol PickerViewInternalSource: AnyObject {
    func pickerView(_ pickerView: UIPickerView, isLoopingComponent component: Int) -> Bool
    func pickerView(_ pickerView: UIPickerView, isRowEnabled row: Int, inComponent component: Int) -> Bool
    func pickerView(_ pickerView: UIPickerView, accessibilityValueForRow row: Int, inComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String?
}
