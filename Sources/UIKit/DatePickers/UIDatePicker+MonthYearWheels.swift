/// The inline calendar's month and year wheels. UIKit (iOS 14 and later): tapping the month
/// and year title replaces the grid with a month and year wheel picker in the locale's order
/// (the title turns to the tint and its chevron turns down); tapping the title again brings
/// the grid back, on the month chosen.
/// Not confirmed against a device (no documentation says): spinning the wheels changes only
/// the month shown, not `date`, and sends no `valueChanged`; the value changes when a day is
/// tapped, as with the month buttons.
extension UIDatePicker {
    func toggleMonthYearWheels() {
        if monthYearWheels == nil {
            openMonthYearWheels()
        } else {
            closeMonthYearWheels()
        }
        updateCalendarContent()
    }

    private func openMonthYearWheels() {
        let wheels = UIDatePicker(frame: .zero)
        wheels.currentDateProvider = currentDateProvider
        wheels.preferredDatePickerStyle = .wheels
        wheels.datePickerMode = .yearAndMonth
        monthYearWheels = wheels
        updateMonthYearWheels()
        wheels.date = displayedMonth
        wheels.addAction(UIAction { [weak self, weak wheels] _ in
            guard let self, let wheels else { return }
            self.displayedMonthStorage = wheels.date
            self.updateCalendarContent()
        }, for: .valueChanged)
        addSubview(wheels)
        setNeedsLayout()
    }

    func closeMonthYearWheels() {
        guard let wheels = monthYearWheels else { return }
        wheels.removeFromSuperview()
        monthYearWheels = nil
    }

    /// Gives the open wheels this picker's locale, calendar, time zone, limits and state.
    func updateMonthYearWheels() {
        guard let wheels = monthYearWheels else { return }
        wheels.locale = locale
        wheels.calendar = calendar
        wheels.timeZone = timeZone
        wheels.minimumDate = minimumDate
        wheels.maximumDate = maximumDate
        wheels.isEnabled = isEnabled
    }
}
