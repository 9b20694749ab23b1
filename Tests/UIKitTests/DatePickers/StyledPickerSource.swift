@testable import UIKit

/// A delegate that gives attributed titles for component 0 and views for component 1.
@MainActor
final class StyledPickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
    var madeViews = 0
    var reusedViews = 0

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 50 }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "plain \(row)"
    }

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        component == 0 ? NSAttributedString(string: "styled \(row)") : nil
    }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        guard component == 1 else { return pickerView.titleRowView(forRow: row, forComponent: component, reusing: view) }
        let rowView: UIView
        if let view {
            reusedViews += 1
            rowView = view
        } else {
            madeViews += 1
            rowView = UIView()
        }
        rowView.tag = row
        rowView.accessibilityLabel = "view \(row)"
        return rowView
    }
}
