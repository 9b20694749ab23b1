@testable import UIKit
import UIKitTesting
import XCTest

/// A picker configured for a test: every property that decides what it shows is set, and
/// it has its fitting size (seed 003: a date picker is used at its intrinsic size).
@MainActor
func makeDatePicker(mode: UIDatePicker.Mode, locale: String = "en_US", calendar: Calendar.Identifier = .gregorian,
                    timeZone: String = "UTC", style: UIDatePickerStyle = .wheels,
                    date: Date = DatePickerFixtures.reference, today: Date = DatePickerFixtures.reference) -> UIDatePicker {
    let picker = UIDatePicker()
    picker.currentDateProvider = { today }
    picker.preferredDatePickerStyle = style
    picker.datePickerMode = mode
    picker.locale = Locale(identifier: locale)
    picker.calendar = DatePickerFixtures.calendar(calendar, timeZone: timeZone)
    picker.timeZone = TimeZone(identifier: timeZone)
    picker.date = date
    picker.frame.size = picker.sizeThatFits(.zero)
    picker.layoutIfNeeded()
    return picker
}

/// Puts the picker at its fitting size in a 390 × 700 key window, laid out, with input.
@MainActor
func presentInWindow(_ picker: UIDatePicker) -> (UIWindow, InputSimulator) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
    window.makeKeyAndVisible()
    picker.frame = CGRect(origin: CGPoint(x: 35, y: 60), size: picker.sizeThatFits(.zero))
    window.addSubview(picker)
    window.layoutIfNeeded()
    return (window, InputSimulator(window: window))
}

extension UIDatePicker {
    var columnKinds: [DatePickerColumnKind] { makeWheelModel().columns.map(\.kind) }

    /// The title of every column's selected row, left to right as shown.
    var selectedTitles: [String] {
        let model = makeWheelModel()
        return model.columns.indices.map { model.title(forRow: model.selectedRow(inColumn: $0), inColumn: $0) }
    }

    func column(_ kind: DatePickerColumnKind) -> Int? {
        makeWheelModel().layout.index(of: kind)
    }

    func titles(of kind: DatePickerColumnKind) -> [String] {
        let model = makeWheelModel()
        guard let column = model.layout.index(of: kind) else { return [] }
        return (0..<model.numberOfRows(inColumn: column)).map { model.title(forRow: $0, inColumn: column) }
    }

    /// Selects a row as a user's settled spin would.
    func userSelect(_ kind: DatePickerColumnKind, row: Int) {
        guard let column = column(kind) else { return XCTFail("no \(kind) column") }
        userSelectRow(row, inColumn: column)
    }

    /// The row of `kind` whose title is `title`.
    func row(of kind: DatePickerColumnKind, titled title: String) -> Int? {
        titles(of: kind).firstIndex(of: title)
    }
}
