/// What UIKit's own pickers (UIDatePicker) tell their picker view beyond the public
/// data source: which wheels loop, which rows are out of range (drawn dimmed), where titles
/// sit in their component, and what VoiceOver should read. Public UIPickerView clients never
/// loop, have no disabled rows and get centred titles, as in UIKit.
@MainActor
protocol PickerViewInternalSource: AnyObject {
    func pickerView(_ pickerView: UIPickerView, isLoopingComponent component: Int) -> Bool
    func pickerView(_ pickerView: UIPickerView, isRowEnabled row: Int, inComponent component: Int) -> Bool
    func pickerView(_ pickerView: UIPickerView, titlePlacementForComponent component: Int) -> PickerTitlePlacement
    func pickerView(_ pickerView: UIPickerView, accessibilityValueForRow row: Int, inComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String?
}
