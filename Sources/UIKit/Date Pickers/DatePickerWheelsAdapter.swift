/// Connects a date picker to the UIPickerView that shows its wheels: the picker view's
/// data source, delegate and internal source, answering from the current
/// `DatePickerWheelModel`. A separate object so that UIDatePicker itself does not conform
/// to the picker protocols (it does not in UIKit).
@MainActor
final class DatePickerWheelsAdapter: UIPickerViewDataSource, UIPickerViewDelegate, PickerViewInternalSource {
    private(set) weak var datePicker: UIDatePicker?
    let pickerView: UIPickerView
    private(set) var model: DatePickerWheelModel?
    /// Column widths for the current model (estimated text widths, see DatePickerTextMetrics).
    private var columnWidths: [CGFloat] = []

    /// The font size of the wheels' rows, for widths (UIKit's picker rows: about 21 pt text).
    static let rowFontSize: CGFloat = 21
    static let columnPadding: CGFloat = 8
    static let unitLabelGap: CGFloat = 6
    static let edgeInset: CGFloat = 16

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
        pickerView = UIPickerView(frame: datePicker.bounds)
        pickerView.internalSource = self
        pickerView.dataSource = self
        pickerView.delegate = self
    }

    /// Shows `model`: reloads what changed shape, then turns each wheel to the model's row
    /// (animated: a spring back from a disabled row, or code's animated setDate).
    func update(model newModel: DatePickerWheelModel, animated: Bool) {
        let previous = model
        model = newModel
        columnWidths = Self.columnWidths(for: newModel)
        if previous?.layout != newModel.layout || pickerView.numberOfComponents != newModel.columns.count {
            pickerView.reloadAllComponents()
        } else {
            for column in newModel.columns.indices
            where pickerView.numberOfRows(inComponent: column) != newModel.numberOfRows(inColumn: column)
                || previous?.configuration.minuteInterval != newModel.configuration.minuteInterval {
                pickerView.reloadComponent(column)
            }
        }
        for column in newModel.columns.indices {
            let row = newModel.selectedRow(inColumn: column)
            if pickerView.selectedRow(inComponent: column) != row || !pickerView.isSpinning(component: column) && !isCentered(column) {
                pickerView.selectRow(row, inComponent: column, animated: animated)
            }
        }
        pickerView.refreshVisibleRows()
    }

    private func isCentered(_ component: Int) -> Bool {
        guard pickerView.wheels.indices.contains(component) else { return true }
        let wheel = pickerView.wheels[component]
        return abs(wheel.offset - wheel.offset(forRow: wheel.selectedRow)) < 0.5
    }

    /// The natural width of each column: its widest sampled title plus padding.
    static func columnWidths(for model: DatePickerWheelModel) -> [CGFloat] {
        model.columns.indices.map { column in
            let rows = model.numberOfRows(inColumn: column)
            guard rows > 0 else { return 0 }
            let selected = max(0, model.selectedRow(inColumn: column))
            var samples: [Int]
            if rows <= 60 {
                samples = Array(0..<rows)
            } else {
                samples = (-3...3).map { min(max(selected + $0, 0), rows - 1) }
            }
            samples = Array(Set(samples))
            var widest: CGFloat = 0
            for row in samples {
                var width = DatePickerTextMetrics.width(of: model.title(forRow: row, inColumn: column), fontSize: rowFontSize)
                if let unit = model.unitLabel(forRow: row, inColumn: column) {
                    width += unitLabelGap + DatePickerTextMetrics.width(of: unit, fontSize: rowFontSize * 0.8)
                }
                widest = max(widest, width)
            }
            return (widest + 2 * columnPadding).rounded(.up)
        }
    }

    /// The width all columns need, with the gaps between them and the picker's edges.
    var contentWidth: CGFloat {
        guard !columnWidths.isEmpty else { return 0 }
        return columnWidths.reduce(0, +) + UIPickerView.componentSpacing * CGFloat(columnWidths.count - 1) + 2 * Self.edgeInset
    }

    // MARK: UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        model?.columns.count ?? 0
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        model?.numberOfRows(inColumn: component) ?? 0
    }

    // MARK: UIPickerViewDelegate

    /// Natural widths, with any spare width shared between the columns.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard columnWidths.indices.contains(component) else { return 0 }
        let available = pickerView.bounds.width - 2 * Self.edgeInset - UIPickerView.componentSpacing * CGFloat(columnWidths.count - 1)
        let natural = columnWidths.reduce(0, +)
        guard natural > 0 else { return 0 }
        return max(0, columnWidths[component] * max(available, 0) / natural)
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        model?.title(forRow: row, inColumn: component)
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        datePicker?.userSelectRow(row, inColumn: component)
    }

    // MARK: PickerViewInternalSource

    func pickerView(_ pickerView: UIPickerView, isLoopingComponent component: Int) -> Bool {
        guard let model, model.columns.indices.contains(component) else { return false }
        return model.columns[component].isLooping
    }

    func pickerView(_ pickerView: UIPickerView, isRowEnabled row: Int, inComponent component: Int) -> Bool {
        model?.isRowEnabled(row, inColumn: component) ?? true
    }

    func pickerView(_ pickerView: UIPickerView, accessibilityValueForRow row: Int, inComponent component: Int) -> String? {
        model?.accessibilityValue(forRow: row, inColumn: component)
    }

    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        nil
    }
}
