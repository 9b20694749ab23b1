@testable import UIKit

/// A data source and delegate with fixed rows that records what the picker asks.
@MainActor
final class FruitPickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows: [[String]]
    var selections: [(row: Int, component: Int)] = []
    var widths: [CGFloat]?
    var rowHeight: CGFloat?

    init(rows: [[String]] = [["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Honeydew", "Kiwi", "Lemon"],
                             ["S", "M", "L"]]) {
        self.rows = rows
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component].count }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        rows[component][row]
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        widths?[component] ?? pickerView.defaultWidth(forComponent: component)
    }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        rowHeight ?? pickerView.systemRowHeight
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
    }
}
