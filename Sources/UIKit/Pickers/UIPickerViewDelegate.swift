/// The object that supplies a picker view's row content and dimensions and hears about
/// selections the user makes (UIKit). Every method is optional: the defaults below are
/// UIKit's behaviour when a delegate does not implement the method.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of a component. Default: the picker's width shared evenly.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat

    /// The height of every row of a component. Default: the system row height (32 points,
    /// 24 in a picker shorter than 216).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat

    /// A plain title for a row. Default nil.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?

    /// A styled title for a row; preferred over `titleForRow` when both give one. Default nil.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?

    /// A view to show for a row; `view` is a row view that scrolled out of sight, to reuse.
    /// When implemented it wins over the titles. Default: the picker's own title row.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView

    /// The user settled a component on a row (not sent for `selectRow(_:inComponent:animated:)`).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.defaultWidth(forComponent: component)
    }

    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        pickerView.systemRowHeight
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }

    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        nil
    }

    /// Without Objective-C's `respondsToSelector`, "not implemented" is this default: it
    /// returns the picker's internal title row view, which the picker recognises (so
    /// `view(forRow:forComponent:)` still answers nil, as in UIKit).
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        pickerView.titleRowView(forRow: row, forComponent: component, reusing: view)
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
