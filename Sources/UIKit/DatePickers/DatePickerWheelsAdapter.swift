/// Connects a date picker to the UIPickerView that shows its wheels: the picker view's
/// data source, delegate and internal source, answering from the current
/// `DatePickerWheelModel`. A separate object so that UIDatePicker itself does not conform
/// to the picker protocols (it does not in UIKit). It also owns the countdown's fixed unit
/// labels ("hours", "min"), which stay beside the selection band while the numbers turn.
@MainActor
final class DatePickerWheelsAdapter: UIPickerViewDataSource, UIPickerViewDelegate, PickerViewInternalSource {
    private(set) weak var datePicker: UIDatePicker?
    let pickerView: UIPickerView
    private(set) var model: DatePickerWheelModel?
    /// Measured widths of the current model's columns, measured when first needed (a picker
    /// being configured property by property is measured once, at its layout).
    var columnMetrics: [DatePickerColumnMetrics] {
        if let metricsCache { return metricsCache }
        guard let model else { return [] }
        let measured = DatePickerColumnMetrics.measure(model, titleFont: PickerTitleRowView.titleFont, unitFont: Self.unitFont,
                                                       measurer: measurer)
        metricsCache = measured
        return measured
    }
    private var metricsCache: [DatePickerColumnMetrics]?
    /// What the measured widths depend on; they are measured again only when it changes.
    private var metricsKey: MetricsKey?
    private var measurer: DatePickerTextMeasurer
    /// The countdown's unit labels by column (empty in other modes).
    private(set) var unitLabels: [Int: UILabel] = [:]

    /// UIKit's countdown unit labels: the system font at 17 points, semibold.
    static let unitFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    /// Between the outermost columns' text and the picker's sides.
    static let edgeInset: CGFloat = 12

    private struct MetricsKey: Equatable {
        let layout: DatePickerLayout
        let configuration: DatePickerConfiguration
        let era: Int
        let year: Int
        let today: Date
    }

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
        measurer = datePicker.textMeasurer
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
        invalidateMetricsIfNeeded(newModel)
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
        updateUnitLabels()
    }

    private func isCentered(_ component: Int) -> Bool {
        guard pickerView.wheels.indices.contains(component) else { return true }
        let wheel = pickerView.wheels[component]
        return abs(wheel.offset - wheel.offset(forRow: wheel.selectedRow)) < 0.5
    }

    private func invalidateMetricsIfNeeded(_ model: DatePickerWheelModel) {
        let calendar = model.configuration.calendar
        let components = calendar.dateComponents([.era, .year], from: model.date)
        let key = MetricsKey(layout: model.layout, configuration: model.configuration, era: components.era ?? 0,
                             year: components.year ?? 0, today: calendar.startOfDay(for: model.today))
        guard key != metricsKey else { return }
        metricsKey = key
        metricsCache = nil
    }

    /// The width all columns need, with the gaps between them and the picker's edges.
    var contentWidth: CGFloat {
        let metrics = columnMetrics
        guard !metrics.isEmpty else { return 0 }
        return (metrics.map(\.naturalWidth).reduce(0, +) + UIPickerView.componentSpacing * CGFloat(metrics.count - 1)
            + 2 * Self.edgeInset).rounded(.up)
    }

    // MARK: Countdown unit labels

    private func updateUnitLabels() {
        guard let model, let datePicker else { return }
        var wanted: [Int: String] = [:]
        for column in model.columns.indices {
            if let unit = model.unitLabel(forRow: max(0, model.selectedRow(inColumn: column)), inColumn: column) {
                wanted[column] = unit
            }
        }
        for (column, label) in unitLabels where wanted[column] == nil {
            label.removeFromSuperview()
            unitLabels[column] = nil
        }
        for (column, text) in wanted {
            let label = unitLabels[column] ?? {
                let label = UILabel()
                label.font = Self.unitFont
                unitLabels[column] = label
                return label
            }()
            label.text = text
            label.textAlignment = model.layout.isRightToLeft ? .right : .left
            if label.superview !== datePicker { datePicker.addSubview(label) }
        }
        datePicker.setNeedsLayout()
    }

    /// Puts each unit label beside its column's numbers, in the selection band.
    func layoutUnitLabels() {
        guard let model, !unitLabels.isEmpty else { return }
        let frames = pickerView.componentFrames()
        let allMetrics = columnMetrics
        for (column, label) in unitLabels where frames.indices.contains(column) && allMetrics.indices.contains(column) {
            let frame = pickerView.convert(frames[column], to: datePicker)
            let metrics = allMetrics[column]
            let side = max(0, (frame.width - metrics.contentWidth) / 2)
            let x = model.layout.isRightToLeft ? frame.minX + side : frame.maxX - side - metrics.unitWidth
            let rowHeight = pickerView.rowSize(forComponent: column).height
            label.frame = CGRect(x: x, y: frame.midY - rowHeight / 2, width: metrics.unitWidth, height: rowHeight)
        }
    }

    // MARK: UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        model?.columns.count ?? 0
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        model?.numberOfRows(inColumn: component) ?? 0
    }

    // MARK: UIPickerViewDelegate

    /// Natural widths: the columns stay together as one group in the middle of a wider
    /// picker (the picker view centres them), and share the room in proportion when the
    /// picker is narrower than they need.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let metrics = columnMetrics
        guard metrics.indices.contains(component) else { return 0 }
        let available = pickerView.bounds.width - 2 * Self.edgeInset - UIPickerView.componentSpacing * CGFloat(metrics.count - 1)
        let natural = metrics.map(\.naturalWidth).reduce(0, +)
        guard natural > 0 else { return 0 }
        let scale = min(1, max(available, 0) / natural)
        return metrics[component].naturalWidth * scale
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

    /// UIKit's date picker draws the time as one group: hours against the right of their
    /// column and minutes against the left, so "4 01" reads as a time; the columns beside
    /// them (the date, AM/PM) lean towards it. Countdown numbers stand right before their
    /// unit label. Date columns are centred.
    func pickerView(_ pickerView: UIPickerView, titlePlacementForComponent component: Int) -> PickerTitlePlacement {
        guard let model, model.columns.indices.contains(component) else { return .centered }
        let padding = DatePickerColumnMetrics.padding
        let leaning = { (alignment: NSTextAlignment) in
            PickerTitlePlacement(alignment: alignment, leftInset: padding, rightInset: padding)
        }
        let hourColumn = model.layout.index(of: .hour)
        switch model.columns[component].kind {
        case .hour:
            return leaning(.right)
        case .minute:
            return leaning(.left)
        case .dayPeriod, .weekdayMonthDay:
            guard let hourColumn else { return .centered }
            return leaning(component < hourColumn ? .right : .left)
        case .countDownHours, .countDownMinutes:
            let allMetrics = columnMetrics
            guard allMetrics.indices.contains(component) else { return .centered }
            let metrics = allMetrics[component]
            let side = max(0, (self.pickerView(pickerView, widthForComponent: component) - metrics.contentWidth) / 2)
            let unitRoom = metrics.unitWidth > 0 ? DatePickerColumnMetrics.unitGap + metrics.unitWidth : 0
            return model.layout.isRightToLeft
                ? PickerTitlePlacement(alignment: .left, leftInset: side + unitRoom, rightInset: side)
                : PickerTitlePlacement(alignment: .right, leftInset: side, rightInset: side + unitRoom)
        case .year, .month, .day:
            return .centered
        }
    }

    func pickerView(_ pickerView: UIPickerView, accessibilityValueForRow row: Int, inComponent component: Int) -> String? {
        model?.accessibilityValue(forRow: row, inColumn: component)
    }

    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        nil
    }
}
