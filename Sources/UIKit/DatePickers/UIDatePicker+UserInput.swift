extension UIDatePicker {
    /// The user settled a wheel on `row` (the picker view reports it once the wheel stops).
    /// The date moves by that column; a date outside the limits springs back to the nearest
    /// allowed one (UIKit: the wheel rolls back to the limit); `valueChanged` is sent once
    /// if the value changed.
    func userSelectRow(_ row: Int, inColumn column: Int) {
        guard isEnabled else {
            updatePresentation(animated: true) // a wheel that moved anyway turns back
            return
        }
        let model = makeWheelModel()
        if modeStorage == .countDownTimer {
            guard let duration = model.candidateCountDownDuration(forRow: row, inColumn: column) else { return }
            userSetCountDownDuration(duration)
            return
        }
        guard let candidate = model.candidateDate(forRow: row, inColumn: column) else {
            updatePresentation(animated: true)
            return
        }
        userSetDate(candidate)
    }

    /// A date chosen by the user (a wheel, the inline calendar, the compact editor): clamped
    /// like any date, then shown (animated back when clamped); `valueChanged` once if it
    /// differs from the previous value.
    func userSetDate(_ date: Date) {
        guard isEnabled, DatePickerRange.isValid(date) else { return }
        let previous = dateStorage
        dateStorage = resolvedConfiguration.normalized(date)
        updatePresentation(animated: true)
        intrinsicSizeMayHaveChanged()
        if dateStorage != previous { sendActions(for: .valueChanged) }
    }

    /// A duration chosen by the user on the countdown wheels; 0:00 springs back to one
    /// interval (UIKit).
    func userSetCountDownDuration(_ duration: TimeInterval) {
        guard isEnabled else { return }
        let previous = countDownDurationStorage
        countDownDurationStorage = DatePickerCountdown.normalized(duration, minuteInterval: resolvedConfiguration.minuteInterval).value
        updatePresentation(animated: true)
        if countDownDurationStorage != previous { sendActions(for: .valueChanged) }
    }

    /// Moves one column by `delta` rows as the user would (VoiceOver's adjust gestures).
    func userStep(column: Int, by delta: Int) {
        wheelsPickerView?.userStep(component: column, by: delta)
    }
}
