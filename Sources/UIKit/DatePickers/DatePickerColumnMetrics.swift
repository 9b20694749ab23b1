/// The natural width of one wheel of a date picker, measured with the text engine: its
/// widest title, and for a countdown column the widest unit label beside it ("hours",
/// "min"). The picker's intrinsic width is the sum of these (seed 003: "the date picker's
/// width adjusts automatically to the length of the localization").
struct DatePickerColumnMetrics: Equatable {
    let titleWidth: CGFloat
    /// 0 for columns without a unit label.
    let unitWidth: CGFloat

    /// Room on each side of a column's text.
    static let padding: CGFloat = 6
    /// Between a countdown number and its unit label.
    static let unitGap: CGFloat = 6

    /// The title and unit label side by side.
    var contentWidth: CGFloat { titleWidth + (unitWidth > 0 ? Self.unitGap + unitWidth : 0) }

    var naturalWidth: CGFloat { contentWidth + 2 * Self.padding }

    /// Measures every column of `model`. Short wheels are measured whole; the year wheel
    /// around the selection; the combined date wheel by its widest month and weekday (it has a
    /// row for every day of 9,999 years).
    @MainActor
    static func measure(_ model: DatePickerWheelModel, titleFont: UIFont, unitFont: UIFont,
                        measurer: DatePickerTextMeasurer) -> [DatePickerColumnMetrics] {
        var metrics: [DatePickerColumnMetrics] = []
        for column in model.columns.indices {
            let rows = model.numberOfRows(inColumn: column)
            guard rows > 0 else {
                metrics.append(DatePickerColumnMetrics(titleWidth: 0, unitWidth: 0))
                continue
            }
            let selected = min(max(0, model.selectedRow(inColumn: column)), rows - 1)
            let width = { @MainActor (row: Int) -> CGFloat in
                measurer.width(of: model.title(forRow: min(max(row, 0), rows - 1), inColumn: column), font: titleFont)
            }
            let titleWidth: CGFloat
            switch model.columns[column].kind {
            case .weekdayMonthDay:
                // Every 28 days the weekday repeats and the month moves on (no month is
                // shorter): 13 samples see every month with one weekday; a week sees every
                // weekday in one month. Dates are measured as dates (not as "Today").
                let pattern = model.columns[column].pattern
                let dateWidth = { @MainActor (row: Int) -> CGFloat in
                    guard let date = model.candidateDate(forRow: min(max(row, 0), rows - 1), inColumn: column) else { return 0 }
                    return measurer.width(of: model.formatters.string(from: date, pattern: pattern), font: titleFont)
                }
                let months = (0...12).map { dateWidth(selected + 28 * $0) }.max() ?? 0
                let week = (0..<7).map { dateWidth(selected + $0) }
                let weekdaySpread = (week.max() ?? 0) - (week.first ?? 0)
                titleWidth = max(months + weekdaySpread, measurer.width(of: model.formatters.todayTitle, font: titleFont))
            case .year:
                titleWidth = (-3...3).map { width(selected + $0) }.max() ?? 0
            default:
                titleWidth = (0..<min(rows, 60)).map(width).max() ?? 0
            }
            let unitRows = Set([0, 1, 2, selected].filter { $0 < rows })
            let units = unitRows.compactMap { model.unitLabel(forRow: $0, inColumn: column) }
            let unitWidth = measurer.widest(of: units, font: unitFont)
            metrics.append(DatePickerColumnMetrics(titleWidth: titleWidth, unitWidth: unitWidth))
        }
        return metrics
    }
}
