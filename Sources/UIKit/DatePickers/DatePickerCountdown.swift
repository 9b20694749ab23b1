/// UIDatePicker's countdown-duration rules.
///
/// UIKit (countDownDuration reference): the value is in seconds "although the date picker
/// displays only hours and minutes"; "The default value is 0.0 and the maximum value is
/// 23:59 (86,340 seconds)". Measured on iOS (an independent re-implementation's notes from
/// the iOS 26.1 simulator): the value is kept in whole minutes and the wheels never rest
/// on 0:00 — the smallest duration is one minute interval. OpenUIKit clamps larger values
/// to 23:59 and reports non-numbers and negative values.
enum DatePickerCountdown {
    static let maximum: TimeInterval = 86_340

    struct Normalized: Equatable {
        let value: TimeInterval
        /// Why the value was replaced, for the log (nil for ordinary rounding).
        let problem: String?
    }

    /// The duration as the picker keeps it: whole minutes, at least `minuteInterval`
    /// minutes, at most 23:59.
    static func normalized(_ value: TimeInterval, minuteInterval: Int) -> Normalized {
        let minimum = TimeInterval(max(1, minuteInterval) * 60)
        guard value.isFinite else {
            return Normalized(value: minimum, problem: "countDownDuration \(value) is not a number of seconds; using \(Int(minimum)) s")
        }
        guard value >= 0 else {
            return Normalized(value: minimum, problem: "countDownDuration \(value) is negative; using \(Int(minimum)) s")
        }
        if value > maximum + 59 {
            return Normalized(value: maximum, problem: "countDownDuration \(value) is more than 23 h 59 min; using \(Int(maximum)) s")
        }
        let minutes = (value / 60).rounded(.down) * 60
        return Normalized(value: min(max(minutes, minimum), maximum), problem: nil)
    }
}
