/// One column of a date picker: what it selects and the pattern its row titles use (the
/// locale's own field with its affixes: "y년", "M月", "LLLL", "Gy年", "h", "mm").
struct DatePickerColumn: Equatable, Sendable {
    let kind: DatePickerColumnKind
    /// A date-format pattern for one row's title (unused for the countdown and day-period
    /// columns, whose titles come from numbers and the locale's AM/PM symbols).
    let pattern: String

    var isLooping: Bool { kind.isLooping }

    /// The hour field letter ("h" 1–12, "K" 0–11, "H" 0–23, "k" 1–24), for hour columns.
    var hourLetter: Character? {
        guard kind == .hour else { return nil }
        return DatePickerPattern(pattern).fields.first { "hHKk".contains($0.0) }?.0
    }

    /// Whether an hour column counts a 12-hour clock.
    var usesTwelveHourClock: Bool {
        guard let letter = hourLetter else { return false }
        return letter == "h" || letter == "K"
    }
}
