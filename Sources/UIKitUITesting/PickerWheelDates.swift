import Foundation
import UIKit

/// The date wheel of a `.dateAndTime` date picker (`.wheels` style) as
/// `adjust(toPickerWheelValue:)` reads it. The wheel's rows show "Sun Nov 29" in en_US (CLDR's
/// "EEE, MMM d" without the comma) and "Today" for the current day; XCUITest suites name the
/// day the way a user reads it, usually "Nov 29" (the month and day only, as the title shows
/// them), and name today's row by its date as well. Each form below of a row's date names it:
/// "MMMd" ("Nov 29"), "MMMEd" ("Sun, Nov 29") and "MMMMEEEEd" ("Sunday, November 29") in the
/// picker's locale, calendar and time zone, each also without its commas ("Sun Nov 29").
@MainActor
enum PickerWheelDates {
    /// How far from the selected day the wheel is searched, each way: a year, so a month and
    /// day ("Nov 29") names the nearest such day.
    static let searchDays = 366

    /// The row of `picker`'s `column` whose day `value` names, nearest the selected row; nil
    /// when the column is not a date picker's date wheel or no day within a year is named so.
    ///
    /// - Parameters:
    ///   - value: The value given to `adjust(toPickerWheelValue:)`.
    ///   - picker: The picker view holding the wheel.
    ///   - column: The wheel's component.
    ///   - wheelValue: The wheel's accessibility value (its selected day, written out).
    static func row(named value: String, in picker: UIPickerView, column: Int, wheelValue: String?) -> Int? {
        guard let datePicker = datePicker(holding: picker), datePicker.datePickerMode == .dateAndTime,
              let wheelValue else { return nil }
        var calendar: Calendar = datePicker.calendar ?? .current
        let timeZone = datePicker.timeZone ?? .current
        calendar.timeZone = timeZone
        let formatters = ["MMMd", "MMMEd", "MMMMEEEEd"].map { template -> DateFormatter in
            let formatter = DateFormatter()
            formatter.locale = datePicker.locale ?? .current
            formatter.calendar = calendar
            formatter.timeZone = timeZone
            formatter.setLocalizedDateFormatFromTemplate(template)
            return formatter
        }
        let selectedDay = datePicker.date
        // The date wheel is the one whose value writes out the selected day.
        guard let full = formatters.last?.string(from: selectedDay), wheelValue.contains(full) else { return nil }
        let wanted = normalized(value)
        func names(_ day: Date) -> Bool {
            formatters.contains { normalized($0.string(from: day)) == wanted }
        }
        let selected = picker.selectedRow(inComponent: column)
        let rows = picker.numberOfRows(inComponent: column)
        for distance in 0...searchDays {
            for offset in distance == 0 ? [0] : [distance, -distance] {
                let row = selected + offset
                guard row >= 0, row < rows, let day = calendar.date(byAdding: .day, value: offset, to: selectedDay) else { continue }
                if names(day) { return row }
            }
        }
        return nil
    }

    /// The picker's date picker, when a date picker draws its wheels with it.
    private static func datePicker(holding picker: UIPickerView) -> UIDatePicker? {
        var view = picker.superview
        while let current = view {
            if let datePicker = current as? UIDatePicker { return datePicker }
            view = current.superview
        }
        return nil
    }

    /// A form compared without commas and with single spaces ("Sun, Nov 29" = "Sun Nov 29").
    private static func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: ",", with: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension XCUIElement {
    /// How many rows each way from the selected row `adjust(toPickerWheelValue:)` reads titles
    /// for the nearest row titled with the value (a looping date wheel has millions of rows).
    static let pickerTitleSearchReach = 5_000
}
